"""A role's password as PostgreSQL stores it, made on this side: the SCRAM-SHA-256
verifier (RFC 5802, RFC 7677), which ``ALTER ROLE ... PASSWORD '...'`` takes as it is.

docs/deploy.md's role block sends the verifier, never the password: a statement's text
may reach the server's log (``log_statement``, and a statement that fails is logged whole
by ``log_min_error_statement``), and a verifier there does not let anyone log in (it
holds the keys' hashes; the password would have to be guessed from it, 4096 rounds of
PBKDF2 a guess).  psql's ``\\password`` does the same (libpq's
``PQencryptPasswordConn``), but only from a terminal.

    printf '%s' "$PASSWORD" | python -m storage scram-verifier

The password is prepared as PostgreSQL prepares it (SASLprep, RFC 4013, as
``pg_saslprep`` does, in the server that builds a verifier and in libpq that logs in): an
ASCII password, or one that is not UTF-8 or that SASLprep refuses, is used as it is."""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import stringprep
import unicodedata

ITERATIONS = 4096  # PostgreSQL's default (scram_iterations)
SALT_BYTES = 16  # as PostgreSQL's

_PROHIBITED = (stringprep.in_table_c12, stringprep.in_table_c21, stringprep.in_table_c22,
               stringprep.in_table_c3, stringprep.in_table_c4, stringprep.in_table_c5,
               stringprep.in_table_c6, stringprep.in_table_c7, stringprep.in_table_c8,
               stringprep.in_table_c9, stringprep.in_table_a1)


def saslprep(password: bytes) -> bytes:
    """``password`` as PostgreSQL's ``pg_saslprep`` leaves it."""
    try:
        text = password.decode("utf-8")
    except UnicodeDecodeError:
        return password
    if text.isascii():
        return password
    # Mapped: a space of another kind is a space (U+200B too, which is also in the table
    # of what maps to nothing: the spaces' comes first, as in PostgreSQL), and what maps
    # to nothing is dropped.
    mapped = "".join(" " if stringprep.in_table_c12(c) else c for c in text
                     if stringprep.in_table_c12(c) or not stringprep.in_table_b1(c))
    prepared = unicodedata.normalize("NFKC", mapped)
    if not prepared or any(check(c) for c in prepared for check in _PROHIBITED):
        return password
    if any(stringprep.in_table_d1(c) for c in prepared) and (
            any(stringprep.in_table_d2(c) for c in prepared)
            or not stringprep.in_table_d1(prepared[0])
            or not stringprep.in_table_d1(prepared[-1])):
        return password  # right-to-left text mixed with left-to-right
    return prepared.encode("utf-8")


def verifier(password: bytes | str, salt: bytes | None = None,
             iterations: int = ITERATIONS) -> str:
    """``SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`` of ``password``,
    with a new random salt unless given one."""
    if isinstance(password, str):
        password = password.encode("utf-8")
    salt = os.urandom(SALT_BYTES) if salt is None else salt
    salted = hashlib.pbkdf2_hmac("sha256", saslprep(password), salt, iterations)
    client_key = hmac.new(salted, b"Client Key", "sha256").digest()
    stored_key = hashlib.sha256(client_key).digest()
    server_key = hmac.new(salted, b"Server Key", "sha256").digest()

    def b64(data: bytes) -> str:
        return base64.b64encode(data).decode("ascii")

    return (f"SCRAM-SHA-256${iterations}:{b64(salt)}$"
            f"{b64(stored_key)}:{b64(server_key)}")
