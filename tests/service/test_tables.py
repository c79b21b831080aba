"""Simulated tables in every rule set: whole games through the real service, checked
after every command against what every player was told (``table_sim.py``).

A bounded, seeded number of tables per rule set (the same seeds every run, so that a
failure reproduces: ``bench/bench_tables.py --rulesets NAME --seeds N`` replays one
table); the known failures (``table_sim.KNOWN``, other fixes of issue 24) are reported
as warnings, never hidden, and any other failure fails the test."""

from __future__ import annotations

import warnings

import pytest
from table_sim import Tally, play_tables, rulesets

SEEDS = (1, 2, 3)
COMMANDS = 120  # per table: a game or two with computers, a part of one among people


# Tables a longer run of bench/bench_tables.py found failing, played again every run.
REGRESSIONS = [
    # two phonies taken off, then the clocks ran out: a recap of a title alone was sent
    ("polish", 67525701, 150),
]


@pytest.mark.parametrize(("ruleset", "seed", "commands"), REGRESSIONS)
async def test_tables_that_failed_once_tell_the_truth(ruleset: str, seed: int,
                                                      commands: int) -> None:
    tally = Tally()
    await play_tables(ruleset, [seed], tally, max_commands=commands)
    assert tally.unknown() == [], tally.report()


@pytest.mark.parametrize("ruleset", rulesets())
async def test_simulated_tables_tell_every_player_the_truth(ruleset: str) -> None:
    tally = Tally()
    await play_tables(ruleset, list(SEEDS), tally, max_commands=COMMANDS)
    report = tally.report()
    print(report)
    known = [line for line in report.splitlines()
             if line.startswith("KNOWN") and " 0 failures" not in line]
    if known:  # reported, not hidden: the lead empties table_sim.KNOWN as fixes land
        warnings.warn(f"{ruleset}: " + "\n".join(known), stacklevel=1)
    assert tally.tables == len(SEEDS) and tally.games >= len(SEEDS), report
    assert all(tally.checks[k] for k in ("rack", "picture", "replay", "ending")), report
    assert tally.unknown() == [], report
