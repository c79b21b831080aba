"""storage.scram: the SCRAM-SHA-256 verifier made on this side is the one PostgreSQL
makes itself from the same password, salt and iterations (a real server builds its own
with ``ALTER ROLE ... PASSWORD 'the password'``, and its salt is given to ours), SASLprep
of non-ASCII passwords included; the command reads the password on its stdin."""

from __future__ import annotations

import base64
import subprocess
import sys
from pathlib import Path

import pg_server
import pytest

from storage import scram

ROOT = Path(__file__).resolve().parents[2]

PASSWORDS = [
    "0123456789abcdef0123456789abcdef0123456789abcdef",  # the page's own (hex)
    "p@ss/w:rd'x %",
    "pässwörd",  # non-ASCII: NFKC leaves it
    "Ⅸ-ﬁve",  # NFKC: IX-five
    "a\u00a0b\u200bc",  # a no-break space is a space, a zero-width one too
    "a\u00adb\ufeffc",  # a soft hyphen and a zero-width no-break space are dropped
    "\u0627\u0644\u0633\u0631",  # right to left, all of it
    "abc\u0627",  # left to right and right to left mixed: used as it is
    "x\u0221y",  # unassigned in Unicode 3.2 (SASLprep's): used as it is
    "x\ue000y",  # a private use character, prohibited: used as it is
    "\u00ad",  # nothing left after the mapping: used as it is
]


def servers_verifier(server: pg_server.Server, password: str) -> str:
    quoted = password.replace("'", "''")
    server.psql("SET password_encryption = 'scram-sha-256'; "
                f"ALTER ROLE scram_test PASSWORD '{quoted}'")
    p = subprocess.run([str(server.bin_dir / "psql"), "-h", server.socket_dir, "-p",
                        str(pg_server.PORT), "-U", "postgres", "-d", "postgres", "-Atc",
                        "SELECT rolpassword FROM pg_authid WHERE rolname = 'scram_test'"],
                       capture_output=True, text=True, check=True)
    return p.stdout.strip()


@pytest.fixture
def role(postgres_server: pg_server.Server):  # type: ignore[no-untyped-def]
    postgres_server.psql("CREATE ROLE scram_test")
    try:
        yield postgres_server
    finally:
        postgres_server.psql("DROP ROLE scram_test")


def test_the_verifier_is_the_servers_own(role: pg_server.Server):
    for password in PASSWORDS:
        theirs = servers_verifier(role, password)
        iterations, salt = theirs.split("$")[1].split(":")
        ours = scram.verifier(password, base64.b64decode(salt), int(iterations))
        assert ours == theirs, password


def test_a_new_salt_each_time():
    a, b = scram.verifier("same"), scram.verifier("same")
    assert a != b and a.startswith("SCRAM-SHA-256$4096:") and "same" not in a


def run(stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "storage", "scram-verifier"], input=stdin,
                          capture_output=True, cwd=ROOT, timeout=60)


def test_the_command_reads_the_password_on_stdin(role: pg_server.Server):
    password = "pässwörd %40"
    p = run(password.encode())
    assert p.returncode == 0, p.stderr
    made = p.stdout.decode().strip()
    theirs = servers_verifier(role, password)
    iterations, salt = made.split("$")[1].split(":")
    assert scram.verifier(password, base64.b64decode(salt), int(iterations)) == made
    assert made.split("$")[2] != theirs.split("$")[2]  # salted anew: the keys differ
    # echo's newline is not the password's
    with_newline = run(password.encode() + b"\n").stdout.decode().strip()
    salt = with_newline.split("$")[1].split(":")[1]
    assert scram.verifier(password, base64.b64decode(salt)) == with_newline


def test_no_password_is_refused():
    p = run(b"")
    assert p.returncode == 2 and b"no password on standard input" in p.stderr
    assert p.stdout == b""
