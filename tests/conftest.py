"""Session-wide fixtures: a real PostgreSQL server, started once for the session when a
test asks for one (tests/pg_server.py), and a fresh database on it for each test; a
folder of rule sets of the test's own, offered beside the engine's; hypothesis's
examples fixed from run to run."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pg_server
import pytest
from hypothesis import settings

from engine.rules import add_ruleset_directory, remove_ruleset_directory

_names = itertools.count(1)

# The suite is deterministic: hypothesis draws the same examples every run (a failure in
# CI reproduces).  HYPOTHESIS_PROFILE=explore draws new ones, to look for more.
settings.register_profile("fixed", derandomize=True, database=None)
settings.register_profile("explore")
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fixed"))


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[pg_server.Server]:
    reason = pg_server.why_not()
    if reason is not None:
        pytest.skip(reason)
    server = pg_server.start_server()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def pg_url(postgres_server: pg_server.Server) -> str:
    """The URL of an empty database of its own for this test (a plain fixture, so that
    async fixtures can ask for it with ``request.getfixturevalue``)."""
    name = f"t{next(_names)}"
    postgres_server.psql(f"CREATE DATABASE {name}")
    return postgres_server.url(name)


@pytest.fixture
def rule_sets(tmp_path: Path) -> Iterator[Path]:
    """A folder whose ``<id>.toml`` files are rule sets beside the engine's own, for the
    test's length (a rule set is one data file)."""
    folder = tmp_path / "rulesets"
    folder.mkdir()
    add_ruleset_directory(folder)
    try:
        yield folder
    finally:
        remove_ruleset_directory(folder)
