"""Several turns set off by one command, told to the chat as one message.

A person's ``/pass`` at a table of computers is followed by every computer's turn, each in
a transaction of its own; a deadline can close several windows at once.  Told one message
per turn, that is a burst of messages and board pictures within a second, more than a
group chat allows (Telegram: about one message a second and twenty a minute) and more
than anyone reads.  So ``merge`` joins the chat messages of one burst: one message with
every turn and the board picture of the last (drawn after the merge, so the pictures left
out are never drawn); the scores and whose turn it is only once, at the end.

What a player may vote on survives the merge: a message's ref (and its buttons and
reactions) is kept while its vote is still open after the burst, and the merged message
carries it, so a vote on it finds its move.  A ref whose window the burst itself closed
(a computer played on) is dropped with the lines that invited the vote.  Two refs still
open (a move that waits and an undo request) keep two messages.  Private messages (racks)
and notes for one user alone are never merged: they go as they are, in order."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from bot.protocol import Outgoing
from bot.service.context import Ctx, Passing, move_ref, rematch_ref, stamped, undo_ref

Draw = Callable[[], bytes | None]


@dataclass
class Step:
    """One transaction's messages, with the pictures they wait for and their passing
    lines (``Ctx.pictures``, ``Ctx.passing``)."""

    outs: list[Outgoing]
    pictures: list[tuple[Outgoing, Draw]]
    passing: list[Passing]
    after: list[tuple[Outgoing, Callable[[], None]]] = field(default_factory=list)
    racks: list[tuple[Outgoing, str | None]] = field(default_factory=list)


def step_of(outs: list[Outgoing], ctx: Ctx) -> Step:
    """The step of a transaction that returned ``outs`` (a refusal returns a message of
    its own instead of ``ctx.out``: the pictures of the messages it dropped are not drawn)."""
    sent = {id(out) for out in outs}
    return Step(outs, [(out, fn) for out, fn in ctx.pictures if id(out) in sent],
                [p for p in ctx.passing if id(p.out) in sent], list(ctx.after),
                [(out, note) for out, note in ctx.racks if id(out) in sent])


def open_refs(ctx: Ctx) -> set[str]:
    """The refs still open to votes in the game as ``ctx`` left it."""
    game, rec = ctx.game, ctx.rec
    if game is None or rec is None:
        return set()
    if game.over:  # the end message's rematch button stays
        return {rematch_ref(rec.id)}
    refs = set()
    if game.pending is not None:
        refs.add(stamped(ctx.meta, move_ref(rec.id, game.pending.log_index)))
    if game.undo_request is not None:
        refs.add(stamped(ctx.meta, undo_ref(rec.id, game.undo_request.log_index)))
    return refs


def _mergeable(out: Outgoing) -> bool:
    """A message to the whole chat that tells the game (not a note for one user, not a
    document)."""
    return (out.private_to is None and out.chat is not None and not out.ephemeral_ok
            and out.file is None)


def _without(text: str, drop: Sequence[str]) -> str:
    """``text`` without the lines ``drop`` (each a whole line or run of lines, once)."""
    lines = text.split("\n")
    for item in drop:
        run = item.split("\n")
        for i in range(len(lines) - len(run) + 1):
            if lines[i:i + len(run)] == run:
                del lines[i:i + len(run)]
                break
    return "\n".join(lines)


def merge(steps: Sequence[Step], still_open: set[str],
          ) -> tuple[list[Outgoing], list[tuple[Outgoing, Draw]]]:
    """The messages of ``steps`` with each run of chat messages joined into one, and the
    pictures still to draw.  One step is left as it is (a command's own messages are
    as its handler wrote them), but for its racks: each player's rack is told once."""
    stale = _stale_racks([r for s in steps for r in s.racks])
    if len(steps) == 1:
        return ([out for out in steps[0].outs if id(out) not in stale],
                [(out, fn) for out, fn in steps[0].pictures if id(out) not in stale])
    outs = [out for s in steps for out in s.outs]
    drawers = {id(out): fn for s in steps for out, fn in s.pictures}
    passing: dict[int, list[Passing]] = {}
    for s in steps:
        for p in s.passing:
            passing.setdefault(id(p.out), []).append(p)

    # Runs of chat messages to merge: a new run starts at another chat, or at a second
    # message whose vote is still open.
    runs: list[list[Outgoing]] = []
    for out in outs:
        if not _mergeable(out):
            continue
        live = out.ref is not None and out.ref in still_open
        run = runs[-1] if runs else None
        if run is None or run[0].chat != out.chat or (
                live and any(o.ref in still_open for o in run)):
            runs.append([out])
        else:
            run.append(out)

    merged: dict[int, Outgoing] = {}  # id of a run's first message -> the merged message
    skipped: set[int] = set()
    pictures: list[tuple[Outgoing, Draw]] = []
    final = id(runs[-1][-1]) if runs else 0  # the one message whose status lines stay
    for run in runs:
        one = _merge_run(run, passing, still_open, final)
        merged[id(run[0])] = one  # where the burst began: before the racks it changed
        skipped.update(id(o) for o in run[1:])
        drawn = [o for o in run if id(o) in drawers]
        if drawn:  # the board after the last turn
            one.image_name = drawn[-1].image_name
            pictures.append((one, drawers[id(drawn[-1])]))
    result: list[Outgoing] = []
    for out in outs:
        if id(out) in skipped or id(out) in stale:
            continue
        one = merged.get(id(out))
        if one is not None:
            result.append(one)
            continue
        result.append(out)
        if id(out) in drawers:
            pictures.append((out, drawers[id(out)]))
    return result, pictures


def _stale_racks(racks: Sequence[tuple[Outgoing, str | None]]) -> set[int]:
    """The rack messages a later one to the same player makes stale (their ids): a person
    whose move a computer accepts at once hears of the rack it left and of the rack after
    the draw within the same second; the last one tells both.  A note of a stale message
    (a WYM exchange) moves to the last one, so nothing it said is lost."""
    last: dict[str, Outgoing] = {}
    for out, _note in racks:
        assert out.private_to is not None
        last[out.private_to.key] = out
    stale: set[int] = set()
    for out, note in racks:
        assert out.private_to is not None
        keep = last[out.private_to.key]
        if keep is out:
            continue
        stale.add(id(out))
        if note and note not in keep.text:
            keep.text = note + "\n" + keep.text
    return stale


def _merge_run(run: list[Outgoing], passing: dict[int, list[Passing]],
               still_open: set[str], final: int) -> Outgoing:
    texts: list[str] = []
    voted: Outgoing | None = None  # the message whose open vote the merged one carries
    for out in run:
        last = id(out) == final
        live = out.ref is not None and out.ref in still_open
        if live:
            voted = out
        drop = [line for p in passing.get(id(out), [])
                if (not p.votes and not last) or (p.votes and not live)
                for line in p.lines]
        text = _without(out.text, drop) if drop else out.text
        if text:
            texts.append(text)
    return replace(run[-1], text="\n".join(texts), image=None,
                   ref=voted.ref if voted else None,
                   buttons=list(voted.buttons) if voted else [],
                   reactions=list(voted.reactions) if voted else [])
