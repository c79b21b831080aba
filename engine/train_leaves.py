"""``python -m engine train-leaves --variant NAME --games N [--state DIR] [--generation G]``

Learns a tile set's superleaves (``engine.movegen.superleaves``) by self-play: the
``strong`` level plays itself (the compiled generator, words checked automatically against
the rule set's lexicon), and every move made from a full rack while the bag still holds
tiles adds its equity (score + the value of the tiles kept, by the table being played) to
every leave of 1 to 5 tiles inside that rack.  Every ``--generation`` games the table is
made again from all that was seen (the corrections of the fitted formula, each shrunk by
``n / (n + --prior)``) and the next games play with it: MAGPIE's and Macondo's iteration,
with the moves of every generation pooled since our games are few.

The run is resumable: ``--state DIR`` (default ``out/leaves/TILESET``) holds the tally, the
table being played and how many games were played; every ``--checkpoint`` games it is
written again (to a new file, then renamed), so a stopped run loses at most those games,
and the same command continues it up to ``--games`` in all.  The table is written to
``DIR/TILESET.superleaves`` at every checkpoint: copy it to ``engine/data/leaves/`` to ship
it (after measuring it in self-play: docs/strength.md).  Game ``i`` is dealt from the seed
``SEED#i``, so a run repeats exactly.  Exit status 0, or 2 for an unknown variant or no
lexicon."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from engine.datafiles import read_text
from engine.game import Game
from engine.lexicon import WalkableLexicon
from engine.movegen.analysis import analyze
from engine.movegen.generate import best_by_equity
from engine.movegen.leaves import LeaveTable, parse_leave_table
from engine.movegen.superleaves import LeaveTally, Superleaves, leave_index, parse_superleaves
from engine.movegen.tables import walk_tables
from engine.players import endgame_terms, make_no_moves_hook, strong_choice
from engine.rules import RuleSet, load_ruleset, ruleset_ids
from engine.selfplay import LexiconFor, lexicon_provider


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m engine train-leaves",
                                description="Learn a tile set's superleaves by self-play.")
    p.add_argument("--variant", default="english",
                   help=f"rule set id (default english): {', '.join(ruleset_ids())}")
    p.add_argument("--games", type=int, required=True, help="games in all (a resumed run "
                   "plays what is left)")
    p.add_argument("--state", type=Path, default=None, metavar="DIR",
                   help="where the run keeps its state (default out/leaves/TILESET)")
    p.add_argument("--generation", type=int, default=2000, metavar="G",
                   help="games between two tables (default 2000)")
    p.add_argument("--checkpoint", type=int, default=200, metavar="M",
                   help="games between two saves (default 200)")
    p.add_argument("--prior", type=float, default=100.0, metavar="K",
                   help="moves a leave needs for half its measured correction (default 100)")
    p.add_argument("--seed", default="leaves", help="games are dealt from SEED#i")
    return p


def base_table(rules: RuleSet) -> LeaveTable:
    """The fitted formula the corrections are added to (the shipped text table)."""
    try:
        return parse_leave_table(read_text("leaves", rules.tileset_name, ".txt"))
    except KeyError:
        return LeaveTable({})


def play_training_game(rules: RuleSet, seed: str, lexicon: WalkableLexicon,
                       table: LeaveTable, tally: LeaveTally) -> Game:
    """One game of ``strong`` against itself with ``table``; its moves go into ``tally``."""
    overrides: dict[str, object] = (
        {"word_check": "auto"} if "auto" in rules.word_check_choices else {})
    game = Game(rules, seed, [("a", None), ("b", None)], overrides)
    game.lexicon = lexicon
    if game.rules.end_when_no_moves:
        game.no_moves_hook = make_no_moves_hook(lexicon)
    tables = walk_tables(lexicon)
    for _ in range(1000):
        if game.over:
            break
        if game.scoreless >= 6 * len(game.seats):
            game.end_by_request()  # blocked with tiles in the bag (as selfplay does)
            break
        seat = game.turn
        rack = list(game.seats[seat].rack)
        bag = game.bag_after_pending()
        out_value, stay = endgame_terms(game, seat)
        first = best_by_equity(analyze(game.board, game.rules, tables), rack, 1,
                               bag_tiles=bag, leaves=table, out_value=out_value,
                               stay_penalty=stay)
        action, equity = strong_choice(game, seat, first, table)
        if len(rack) == rules.rack_size and bag > 0:
            tally.add("".join(sorted(rack)), equity)
        game.apply(action)
        if game.pending is not None:  # a rule set whose checks cannot be automatic
            game.close_window()
    return game


def _write(path: Path, data: bytes) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def main(argv: list[str], lexicon_for: LexiconFor | None = None,
         out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    if args.variant not in ruleset_ids():
        print(f"unknown variant {args.variant!r}; known: {', '.join(ruleset_ids())}",
              file=err)
        return 2
    rules = load_ruleset(args.variant)
    try:
        lexicon = (lexicon_for or lexicon_provider())(args.variant)
    except Exception as exc:  # no provider, a lexicon not built
        print(f"train-leaves: {exc}", file=err)
        return 2
    name = rules.tileset_name
    state: Path = args.state or Path("out") / "leaves" / name
    state.mkdir(parents=True, exist_ok=True)
    base = base_table(rules)
    index = leave_index(rules.tileset)
    progress = state / "progress.json"
    done = 0
    tally = LeaveTally.empty(index)
    table = base
    if progress.exists():
        info = json.loads(progress.read_text())
        if info["variant"] != args.variant or info["seed"] != args.seed:
            print(f"{state} holds a run of {info['variant']} with seed {info['seed']}",
                  file=err)
            return 2
        done = info["games"]
        tally = LeaveTally.from_bytes((state / "tally.bin").read_bytes(), rules.tileset)
        playing = state / "playing.superleaves"
        if playing.exists():
            table = replace(base, superleaves=parse_superleaves(playing.read_bytes(),
                                                                rules.tileset))
        print(f"resuming at game {done} ({tally.moves} moves seen)", file=out)

    def learned() -> Superleaves:
        return tally.superleaves(base.value, args.prior,
                                 {"variant": args.variant, "games": done, "seed": args.seed})

    def save() -> None:
        _write(state / "tally.bin", tally.to_bytes())
        if table.superleaves is not None:
            _write(state / "playing.superleaves", table.superleaves.to_bytes())
        _write(state / f"{name}.superleaves", learned().to_bytes())
        _write(progress, json.dumps({"variant": args.variant, "seed": args.seed,
                                     "games": done, "moves": tally.moves}).encode())

    t0 = time.monotonic()
    started = done
    while done < args.games:
        play_training_game(rules, f"{args.seed}#{done}", lexicon, table, tally)
        done += 1
        if done % args.generation == 0:
            table = replace(base, superleaves=learned())
        if done % args.checkpoint == 0 and done < args.games:
            save()
            rate = (done - started) / max(1e-9, time.monotonic() - t0)
            print(f"{done} games, {tally.moves} moves, {rate:.1f} games/s", file=out,
                  flush=True)
    save()  # also when nothing was left to play: the table again, with this --prior
    print(f"{done} games, {tally.moves} moves: {state / (name + '.superleaves')}", file=out)
    return 0
