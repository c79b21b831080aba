"""``timing.shift``: a downtime moves every running time on, the /end vote's too."""

from bot.service import timing
from bot.service.meta import GameMeta


def test_a_shift_moves_every_running_time_including_an_end_vote() -> None:
    meta = GameMeta(since=100.0, pending_since=110.0, undo_since=120.0,
                    last_place=(7, 130.0), end_asker="tg:1", end_since=140.0)
    timing.shift(meta, 3600.0)
    assert (meta.since, meta.pending_since, meta.undo_since) == (3700.0, 3710.0, 3720.0)
    assert meta.last_place == (7, 3730.0)
    # the people asked to agree to an end are not charged for the downtime either
    assert meta.end_since == 3740.0


def test_a_shift_leaves_times_that_are_not_running_alone() -> None:
    meta = GameMeta()
    timing.shift(meta, 60.0)
    assert (meta.since, meta.pending_since, meta.undo_since, meta.last_place,
            meta.end_since) == (None, None, None, None, None)
