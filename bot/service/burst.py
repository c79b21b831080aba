"""Several turns set off by one command, told to the chat as one message.

A person's ``/pass`` at a table of computers is followed by every computer's turn, each in
a transaction of its own; a deadline can close several windows at once.  Told one message
per turn, that is a burst of messages and board pictures within a second, more than a
group chat allows (Telegram: about one message a second and twenty a minute) and more
than anyone reads.  So the burst is told once it is over (``tell``): each step left the
facts of its actions (``Told``, bot/service/facts.py), and they are worded from those
and the state committed last; the chat messages of the burst are joined into one, with
every turn, the scores and whose turn it is once at the end, and one board picture,
drawn from the committed board.

What a player may vote on survives: a message's ref (and its buttons and reactions) is
kept while its vote is still open after the burst, and the joined message carries it, so
a vote on it finds its move.  A vote the burst itself closed (a computer played on) is
not invited at all.  Two refs still open (a move that waits and an undo request) keep two
messages.  A vote open before the burst and closed by it is told once, as the last chat
message's ``closed``: the adapters take the old message's buttons off.  Private
messages (racks) and notes for one user alone are never joined: each player's rack is
told once, as committed, and the notes go as they are, in order."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from bot.protocol import Outgoing
from bot.service.announce import board_drawing, render, render_rack
from bot.service.context import Ctx, open_refs
from bot.service.facts import RackAsk, Told

Draw = Callable[[], bytes | None]


@dataclass
class Step:
    """One transaction's messages (``ctx.out``, or the refusal that replaced them), the
    facts they are to tell, the racks to tell, and the pictures its handler drew itself
    (``/board``, ``/preview``); ``ctx``: the transaction, ``committed`` when its work
    stands (not refused)."""

    outs: list[Outgoing]
    ctx: Ctx
    committed: bool = True
    told: list[Told] = field(default_factory=list)
    racks: list[RackAsk] = field(default_factory=list)
    pictures: list[tuple[Outgoing, Draw]] = field(default_factory=list)
    after: list[tuple[Outgoing, Callable[[], None]]] = field(default_factory=list)


def step_of(outs: list[Outgoing], ctx: Ctx) -> Step:
    """The step of a transaction that returned ``outs`` (a refusal returns a message of
    its own instead of ``ctx.out``: what the messages it dropped would have told is not
    told, nor drawn)."""
    sent = {id(out) for out in outs}
    return Step(outs, ctx, outs is ctx.out,
                [t for t in ctx.told if id(t.out) in sent],
                [r for r in ctx.racks if id(r.out) in sent],
                [(out, fn) for out, fn in ctx.pictures if id(out) in sent], list(ctx.after))


def _mergeable(out: Outgoing) -> bool:
    """A message to the whole chat that tells the game (not a note for one user, not a
    document)."""
    return (out.private_to is None and out.chat is not None and not out.ephemeral_ok
            and out.file is None)


def tell(steps: Sequence[Step]) -> tuple[list[Outgoing], list[tuple[Outgoing, Draw]]]:
    """The messages of ``steps``, worded from their facts and the state committed last,
    with each run of chat messages joined into one, and the pictures still to draw.  One
    step keeps its messages apart (a command's own messages are as its handler wrote
    them).  The votes the burst closed are told once, on its last chat message (or on
    one of their own, with nothing to show): their buttons go."""
    outs, pictures = _tell(steps)
    if steps:
        _tell_closed(steps, outs)
    return outs, pictures


def closed_refs(steps: Sequence[Step]) -> list[str]:
    """The refs open when the burst began (or found open by its handler: the end
    message of the game it rematched) that it left closed.  A burst refused throughout
    changed nothing (not even a window it found past: the deadline closes and tells
    that)."""
    done = [s for s in steps if s.committed]
    if not done:
        return []
    return sorted(steps[0].ctx.was_open - open_refs(done[-1].ctx))


def _tell_closed(steps: Sequence[Step], outs: list[Outgoing]) -> None:
    refs = closed_refs(steps)
    if not refs:
        return
    chat = steps[0].ctx.chat
    last = next((o for o in reversed(outs) if _mergeable(o) and o.chat == chat), None)
    if last is None:
        outs.append(Outgoing("", chat=chat, closed=refs))
    else:
        last.closed = refs


def _tell(steps: Sequence[Step]) -> tuple[list[Outgoing], list[tuple[Outgoing, Draw]]]:
    done = [s for s in steps if s.committed]
    final = done[-1].ctx if done else None
    told = [t for s in steps for t in s.told]
    drawers = {id(out): fn for s in steps for out, fn in s.pictures}
    still_open = open_refs(final) if final is not None else set()
    live: set[int] = set()  # the messages whose vote is still open
    if final is not None and final.game is not None:
        drawn = _once(board_drawing(final)) if any(t.board or t.over for t in told) else None
        for t in told:
            is_live = t.over or t.opened in still_open
            render(final, t, live=is_live, last=t is told[-1])
            if is_live:
                live.add(id(t.out))
            if drawn is not None and (t.board or t.over):
                t.out.image_name = "board.png"
                drawers[id(t.out)] = drawn
    stale = _tell_racks(final, [r for s in steps for r in s.racks], drawers)
    outs = [out for s in steps for out in s.outs if id(out) not in stale
            and not _empty(out, drawers)]
    for out in outs:
        if out.ref is not None and out.ref in still_open:
            live.add(id(out))
    if len(steps) == 1:
        return outs, [(out, drawers[id(out)]) for out in outs if id(out) in drawers]

    # Runs of chat messages to join: a new run starts at another chat, or at a second
    # message whose vote is still open.
    runs: list[list[Outgoing]] = []
    for out in outs:
        if not _mergeable(out):
            continue
        run = runs[-1] if runs else None
        if run is None or run[0].chat != out.chat or (
                id(out) in live and any(id(o) in live for o in run)):
            runs.append([out])
        else:
            run.append(out)
    joined: dict[int, Outgoing] = {}  # id of a run's first message -> the joined message
    skipped: set[int] = set()
    pictures: list[tuple[Outgoing, Draw]] = []
    for run in runs:
        one = _join(run, live)
        joined[id(run[0])] = one  # where the burst began: before the racks it changed
        skipped.update(id(o) for o in run[1:])
        with_picture = [o for o in run if id(o) in drawers]
        if with_picture:  # the board after the last turn
            one.image_name = with_picture[-1].image_name
            pictures.append((one, drawers[id(with_picture[-1])]))
    result: list[Outgoing] = []
    for out in outs:
        if id(out) in skipped:
            continue
        whole = joined.get(id(out))
        if whole is not None:
            result.append(whole)
            continue
        result.append(out)
        if id(out) in drawers:
            pictures.append((out, drawers[id(out)]))
    return result, pictures


def _empty(out: Outgoing, drawers: dict[int, Draw]) -> bool:
    """A message left with nothing to tell (the facts of a vote closed later in the
    burst, in a step of its own)."""
    return not out.text and out.ref is None and id(out) not in drawers and out.file is None


def _once(draw: Draw) -> Draw:
    """``draw``, run at most once however many messages carry its picture."""
    drawn: list[bytes | None] = []

    def once() -> bytes | None:
        if not drawn:
            drawn.append(draw())
        return drawn[0]

    return once


def _tell_racks(final: Ctx | None, asks: Sequence[RackAsk],
                drawers: dict[int, Draw]) -> set[int]:
    """Word each player's rack once, in the last message asked for it, from the rack as
    committed (a person whose move a computer accepts at once would otherwise hear of the
    rack it left and of the rack after the draw within the same second), led by every
    note of the burst's asks (a WYM exchange), so nothing they said is lost; none once
    the game is over.  The ids of the messages left out."""
    if final is not None and final.game is not None and final.game.over:
        # A game that is over has no racks to play from: the end message says what each
        # one held, and a rack message after it would read as a game still going on.
        return {id(ask.out) for ask in asks}
    last: dict[int, RackAsk] = {}
    notes: dict[int, list[str]] = {}
    for ask in asks:
        last[ask.seat] = ask
        if ask.note and ask.note not in notes.setdefault(ask.seat, []):
            notes[ask.seat].append(ask.note)
    if final is not None and final.game is not None:
        for seat, ask in last.items():
            drawers[id(ask.out)] = render_rack(final, ask, notes.get(seat, []))
    return {id(ask.out) for ask in asks if last[ask.seat] is not ask}


def _join(run: list[Outgoing], live: set[int]) -> Outgoing:
    voted = next((o for o in reversed(run) if id(o) in live), None)
    return replace(run[-1], text="\n".join(o.text for o in run if o.text), image=None,
                   ref=voted.ref if voted else None,
                   buttons=list(voted.buttons) if voted else [],
                   reactions=list(voted.reactions) if voted else [])
