"""``python -m renderer demo --variant NAME --out FILE.png`` draws a mid-game position;
``--rack FILE.png`` also draws a rack."""

from __future__ import annotations

import argparse
import sys

from engine.rules import ruleset_ids
from renderer.board import render_board
from renderer.demo import demo_position
from renderer.rack import render_rack
from renderer.theme import words_for


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m renderer")
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="draw a realistic mid-game position")
    demo.add_argument("--variant", required=True, choices=ruleset_ids())
    demo.add_argument("--out", required=True, help="the board picture (PNG)")
    demo.add_argument("--rack", help="also draw a rack picture to this file")
    args = parser.parse_args(argv)

    position = demo_position(args.variant)
    data = render_board(position.board, position.rules, highlight=position.highlight,
                        caption=position.caption)
    with open(args.out, "wb") as fh:
        fh.write(data)
    print(f"{args.out}: {len(data)} bytes; last move {position.caption.last_move}")
    if args.rack:
        rules = position.rules
        words = words_for(rules.language)
        letters = [*rules.tileset.letters[-5:], "?", "?"][: rules.rack_size]
        player = position.caption.players[0]
        text = (f"{player.name}: {player.score} {words.points} · "
                f"{words.bag}: {position.caption.bag}")
        rack = render_rack(letters, rules, text=text)
        with open(args.rack, "wb") as fh:
            fh.write(rack)
        print(f"{args.rack}: {len(rack)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
