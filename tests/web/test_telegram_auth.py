"""Mini App initData: what the Bot API's validation accepts and refuses.  The data is
built the way the Telegram client builds it (a query string whose ``user`` is URL-encoded
JSON), signed by an independent implementation of the documented recipe, plus one
initData that Telegram itself produced (published as an example by the telegram-apps
project's init-data-golang docs, with its demo bot's token)."""

from __future__ import annotations

import hashlib
import hmac
import json
from urllib.parse import parse_qsl, quote, urlencode

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.web.telegram_auth import WebAppUser, validate_init_data

TOKEN = "123456:AAE-test-token-of-the-tests"
NOW = 1_800_000_000.0
DAY = 86_400.0


def documented_hash(pairs: list[tuple[str, str]], token: str) -> str:
    # Written from the Bot API page, not from the module: a shared mistake would hide.
    check = "\n".join(f"{k}={v}" for k, v in sorted(pairs) if k != "hash")
    key = hmac.new(b"WebAppData", token.encode(), hashlib.sha256).digest()
    return hmac.new(key, check.encode(), hashlib.sha256).hexdigest()


def init_data(*, token: str = TOKEN, auth_date: float = NOW - 30, user: object = None,
              extra: dict[str, str] | None = None) -> str:
    if user is None:
        user = {"id": 4242, "first_name": "Ola", "last_name": "Nowak-Żak",
                "username": "ola_n", "language_code": "pl", "is_premium": True,
                "allows_write_to_pm": True}
    pairs = [("query_id", "AAHdF6IQAAAAAN0XohDhrOrc"),
             ("user", json.dumps(user, ensure_ascii=False, separators=(",", ":"))),
             ("auth_date", str(int(auth_date))), ("start_param", "g12"),
             ("chat_type", "sender"), ("chat_instance", "-8134722200314281151"),
             ("signature", "TYJxVcisqbWjtodPepiJ6ghziUL94-KNpG8Pau-X7oNN")]
    pairs += list((extra or {}).items())
    pairs.append(("hash", documented_hash(pairs, token)))
    return urlencode(pairs, quote_via=quote)


def check(data: str, token: str = TOKEN, now: float = NOW) -> WebAppUser | None:
    return validate_init_data(data, token, now=now, max_age=DAY)


def test_valid_init_data_gives_the_user_and_start_param() -> None:
    user = check(init_data())
    assert user == WebAppUser(id=4242, first_name="Ola", last_name="Nowak-Żak",
                              username="ola_n", language_code="pl", start_param="g12",
                              auth_date=int(NOW - 30), chat_type="sender",
                              chat_instance="-8134722200314281151")
    assert user.name == "Ola Nowak-Żak"


def test_telegrams_own_init_data_is_accepted() -> None:
    data = ("user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%20%2B%20-%20%3F"
            "%20%5C%2F%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22"
            "%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%2C%22allows_write_"
            "to_pm%22%3Atrue%2C%22photo_url%22%3A%22https%3A%5C%2F%5C%2Ft.me%5C%2Fi%5C%2Fuse"
            "rpic%5C%2F320%5C%2F4FPEE4tmP3ATHa57u6MqTDih13LTOiMoKoLDRG4PnSA.svg%22%7D&chat_ins"
            "tance=8134722200314281151&chat_type=private&auth_date=1733509682&signature=TYJxV"
            "cisqbWjtodPepiJ6ghziUL94-KNpG8Pau-X7oNNLNBM72APCpi_RKiUlBvcqo5L-LAxIc3dnTzcZX_PD"
            "g&hash=a433d8f9847bd6addcc563bff7cc82c89e97ea0d90c11fe5729cae6796a36d73")
    token = "7342037359:AAHI25ES9xCOMPokpYoz-p8XVrZUdygo2J4"
    user = validate_init_data(data, token, now=1733509682 + 5, max_age=DAY)
    assert user is not None
    assert (user.id, user.first_name, user.last_name, user.username, user.language_code,
            user.chat_type, user.start_param) == (
        279058397, "Vladislav + - ? /", "Kibenko", "vdkfrost", "ru", "private", None)
    assert validate_init_data(data, token + "x", now=1733509682 + 5, max_age=DAY) is None


def test_a_changed_field_is_refused() -> None:
    data = init_data()
    assert check(data) is not None
    assert check(data.replace("start_param=g12", "start_param=g13")) is None
    assert check(data.replace("%22id%22%3A4242", "%22id%22%3A4243")) is None
    assert check(data.replace("chat_type=sender", "chat_type=private")) is None


def test_an_added_or_removed_field_is_refused() -> None:
    data = init_data()
    assert check(data + "&start_param2=g1") is None
    without_query = "&".join(p for p in data.split("&") if not p.startswith("query_id="))
    assert check(without_query) is None


def test_another_bots_token_is_refused() -> None:
    assert check(init_data(token="654321:another-bot")) is None
    assert check(init_data(), token="") is None


def test_stale_or_future_auth_date_is_refused() -> None:
    assert check(init_data(auth_date=NOW - DAY + 1)) is not None
    assert check(init_data(auth_date=NOW - DAY - 1)) is None
    assert check(init_data(auth_date=NOW + 3600)) is None
    assert check(init_data(), now=float("nan")) is None


def test_missing_or_empty_hash_is_refused() -> None:
    data = init_data()
    unsigned = "&".join(p for p in data.split("&") if not p.startswith("hash="))
    assert check(unsigned) is None
    assert check(unsigned + "&hash=") is None
    assert check("") is None


def test_a_duplicated_key_is_refused() -> None:
    # Signed with the first start_param, a second one appended: whichever a parser kept,
    # the data is not what Telegram sent.
    data = init_data()
    assert check(data + "&start_param=g99") is None
    assert check("start_param=g99&" + data) is None
    assert check(data + "&hash=" + dict(parse_qsl(data))["hash"]) is None


@pytest.mark.parametrize("user", [
    {"first_name": "Nobody"},
    {"id": "4242", "first_name": "Ola"},
    {"id": True, "first_name": "Ola"},
    {"id": 4242},
    {"id": 4242, "first_name": ""},
    {"id": 4242, "first_name": "Ola", "username": 7},
    ["not", "an", "object"],
])
def test_a_signed_but_malformed_user_is_refused(user: object) -> None:
    assert check(init_data(user=user)) is None


def test_not_a_query_string_is_refused() -> None:
    data = init_data()
    assert check(data + "&junk") is None
    assert check(data.replace("%22Ola%22", "%FF%FE")) is None  # not UTF-8


@given(st.data())
def test_any_single_character_change_is_refused(data: st.DataObject) -> None:
    original = init_data()
    at = data.draw(st.integers(0, len(original) - 1), label="at")
    char = data.draw(st.characters(codec="utf-8").filter(lambda c: c != original[at]),
                     label="char")
    changed = original[:at] + char + original[at + 1:]
    if check(changed) is not None:
        # Only a spelling of the same data may pass (%2c for %2C): what it says is the same.
        assert parse_qsl(changed) == parse_qsl(original)
