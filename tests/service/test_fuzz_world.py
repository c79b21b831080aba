"""A world for fuzzing the game service: two chats, a few people, a private chat each, two
services (two connections, as two processes) on one real SQLite file, a clock the test
moves, the real word lists; and the invariants the product promises, checked against the
database after every step.

Used by ``test_fuzz_service.py`` (random command streams) and ``test_adversarial*.py``;
it holds no tests of its own."""

from __future__ import annotations

import asyncio
import json
import random
import re
import string
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot import i18n
from bot.protocol import ChatRef, Command, Outgoing, UserRef, Vote
from bot.service import GameService, timing
from bot.service.computer_seats import is_computer
from bot.service.meta import GameMeta
from engine.errors import MESSAGES as ENGINE_ERRORS
from engine.game import Game
from storage import SqliteRepository, open_repository

PLATFORM = "fz"
CHATS = [ChatRef(PLATFORM, "g1"), ChatRef(PLATFORM, "g2")]
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Zed"]


def person(name: str, **kw: Any) -> UserRef:
    return UserRef(PLATFORM, name.lower(), name, **kw)


def dm(name: str) -> ChatRef:
    return ChatRef(PLATFORM, f"dm-{name.lower()}", is_group=False)


def user_of(player_key: str) -> UserRef:
    uid = player_key.partition(":")[2]
    return person(uid.capitalize())


class Clock:
    def __init__(self, t: float = 2_000_000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def shown_rack(game: Game, rack: list[str]) -> str:
    sym = game.rules.blank_symbol
    return " ".join(sym if t == "?" else t for t in rack)


# A run of single tiles separated by single spaces, as racks are shown ("A B ? C").
_T = r"[^\s().,:;]"
_TILE_RUN = re.compile(rf"(?<![^\s(])(?<!(?<![^\s(]){_T} ){_T}(?: {_T})+"
                       rf"(?! {_T}(?![^\s).,;]))(?![^\s).,;])")
_FIELD = re.compile(r"\{[^{}]*\}")


def _template_regex(template: str) -> re.Pattern[str]:
    parts = _FIELD.split(template)
    return re.compile("(?s)" + ".*?".join(re.escape(p) for p in parts))


_EN_TEMPLATES: list[tuple[str, str, re.Pattern[str]]] | None = None


def english(table: str) -> dict[str, str]:
    """A table of the English catalogue; its errors are the engine's own sentences."""
    return ENGINE_ERRORS if table == "ERRORS" else getattr(i18n.catalogue("en"), table)


def english_only(text: str, lang: str) -> str | None:
    """The key of an English message ``text`` is, when the catalogue of ``lang`` words that
    key otherwise (the game's language was not used); None when fine."""
    global _EN_TEMPLATES
    if lang == "en":
        return None
    if _EN_TEMPLATES is None:
        _EN_TEMPLATES = [(table, k, _template_regex(v))
                         for table in ("MESSAGES", "ERRORS")
                         for k, v in english(table).items() if len(v) > 12]
    other = i18n.catalogue(lang)
    for table, key, rx in _EN_TEMPLATES:
        if rx.fullmatch(text):
            mine = getattr(other, table).get(key)
            en = english(table)[key]
            if mine is not None and mine != en:
                return key
    return None


@dataclass
class World:
    path: Path
    clock: Clock = field(default_factory=Clock)
    repos: list[SqliteRepository] = field(default_factory=list)
    services: list[GameService] = field(default_factory=list)
    sent: list[Outgoing] = field(default_factory=list)
    delivered: list[tuple[ChatRef, str]] = field(default_factory=list)  # (chat, message id)
    secrets: dict[str, set[str]] = field(default_factory=dict)  # shown rack -> owners
    computer_racks: set[str] = field(default_factory=set)
    stored_moves: dict[int, list[Any]] = field(default_factory=dict)
    mid: int = 0
    typed: str = ""  # everything typed (a "{field}" a user typed may come back)
    steps: int = 0
    seeds: int = 0
    pictures: bool = False

    # ------------------------------------------------------------ processes
    async def open(self) -> None:
        self.repos = [await open_repository(self.path), await open_repository(self.path)]
        self.services = [
            GameService(r, clock=self.clock, seeds=self._seed, pictures=self.pictures)
            for r in self.repos]

    def _seed(self) -> str:
        self.seeds += 1
        return f"fuzz-{self.seeds}"

    async def close(self) -> None:
        for r in self.repos:
            await r.close()
        self.repos, self.services = [], []

    async def restart(self) -> None:
        before = await self.dump()
        await self.close()
        await self.open()
        assert await self.dump() == before, "a restart changed the database"

    @property
    def repo(self) -> SqliteRepository:
        return self.repos[0]

    def svc(self, rng: random.Random | None = None) -> GameService:
        return self.services[rng.randrange(2) if rng else 0]

    # ------------------------------------------------------------ talking
    async def deliver(self, outs: list[Outgoing], svc: GameService | None = None) -> None:
        svc = svc or self.services[0]
        for out in outs:
            self.sent.append(out)
            if out.ref and out.chat is not None:
                self.mid += 1
                mid = f"m{self.mid}"
                self.delivered.append((out.chat, mid))
                await svc.delivered(out, mid)

    async def cmd(self, chat: ChatRef, who: UserRef, text: str,
                  svc: GameService | None = None) -> list[Outgoing]:
        svc = svc or self.services[0]
        name, _, args = text.lstrip("/").partition(" ")
        self.typed += text
        outs = await svc.handle(Command(chat, who, name, args))
        await self.deliver(outs, svc)
        return outs

    async def react(self, chat: ChatRef, who: UserRef, mid: str, kind: str,
                    svc: GameService | None = None) -> list[Outgoing]:
        svc = svc or self.services[0]
        outs = await svc.vote(Vote(chat, who, mid, kind))  # type: ignore[arg-type]
        await self.deliver(outs, svc)
        return outs

    async def due(self, svc: GameService | None = None) -> list[Outgoing]:
        svc = svc or self.services[0]
        outs = await svc.due(self.clock())
        await self.deliver(outs, svc)
        return outs

    # ------------------------------------------------------------ reading
    async def dump(self) -> dict[str, list[tuple[Any, ...]]]:
        return await self.repo.table_dump()

    async def game_ids(self) -> list[int]:
        async with self.repo.db.execute("SELECT id FROM games ORDER BY id") as cur:
            return [int(r[0]) for r in await cur.fetchall()]

    async def open_game(self, chat: ChatRef) -> Game | None:
        return await self.services[0].game_for_chat(chat)

    async def language(self, chat: ChatRef) -> str | None:
        rec = await self.repo.open_game(chat.key)
        return None if rec is None else rec.language

    # ------------------------------------------------------------ invariants
    async def remember_racks(self) -> None:
        """Every rack now in a running game, as the service shows it, is a secret of its
        owner; the racks left at the end of a game are shown with the final scores."""
        for gid in await self.game_ids():
            rec = await self.repo.game(gid)
            if rec is None or rec.state is None:
                continue
            game = Game.from_json(rec.state)
            if game.over:
                for s in game.seats:
                    self.secrets.pop(shown_rack(game, s.rack), None)
                    self.computer_racks.discard(shown_rack(game, s.rack))
                continue
            for s in game.seats:
                if len(s.rack) >= 5:
                    text = shown_rack(game, s.rack)
                    if is_computer(s.player):
                        self.computer_racks.add(text)
                    self.secrets.setdefault(text, set()).add(s.player)

    def check_outgoing(self, outs: list[Outgoing]) -> None:
        """No rack where anyone but its owner sees it (call after ``remember_racks``)."""
        for o in outs:
            assert (o.chat is None) != (o.private_to is None), o
            assert o.text or o.image or o.file, "an empty message"
            for field_ in re.findall(r"\{[a-z_]+\}", o.text):  # a template not filled in
                assert field_ in self.typed, f"an unformatted message: {o.text!r}"
            if o.image_name == "rack.png" and o.image is not None:
                assert o.private_to is not None, "a rack picture in a chat"
            for rack in _TILE_RUN.findall(o.text):
                owner = self.secrets.get(rack)
                if owner is None:
                    continue
                assert o.private_to is not None, f"a rack in a chat: {o.text!r}"
                assert o.private_to.key in owner, f"{owner}'s rack sent to {o.private_to.key}"
                assert rack not in self.computer_racks, f"a computer's rack: {o.text!r}"

    async def check(self) -> None:
        """The database is consistent: every game equals the replay of its stored log,
        tiles are conserved, scores add up, racks and deadlines match the state, the
        stored log only grows, votes come from seated opponents."""
        self.steps += 1
        repo = self.repo
        open_chats: Counter[str] = Counter()
        for gid in await self.game_ids():
            rec = await repo.game(gid)
            assert rec is not None
            if rec.status in ("lobby", "active"):
                open_chats[rec.chat_key] += 1
            moves_all = await repo.moves(gid, include_undone=True)
            old = self.stored_moves.get(gid, [])
            assert moves_all[:len(old)] == old, "the stored log was rewritten"
            self.stored_moves[gid] = moves_all
            deadlines = await repo.deadlines(gid)
            result = await repo.result(gid)
            if rec.state is None:
                assert rec.status in ("lobby", "cancelled"), rec.status
                assert deadlines == [] and result is None
                continue
            state = rec.state
            header = {k: state[k] for k in ("version", "rules", "overrides", "seed",
                                            "players")}
            game = Game.from_json(state)
            assert game.to_json() == state
            assert Game.replay(header, state["log"]).to_json() == state, "replay differs"
            assert await repo.moves(gid) == state["log"], "stored moves differ from the log"
            self._check_tiles(game)
            self._check_scores(game)
            # Seat records: the rack copies and the turn order.
            by_key = {s.user_key: s for s in rec.seats}
            assert set(by_key) == {s.player for s in game.seats}
            for i, s in enumerate(game.seats):
                assert by_key[s.player].rack == "".join(s.rack)
                assert by_key[s.player].position == i
            # Status, result, deadlines.
            assert game.over == (rec.status == "over"), (game.over, rec.status)
            assert (result is not None) == game.over
            if result is not None:
                assert result.end_reason == game.end_reason
            meta = GameMeta.from_dict(rec.meta)
            expect = [(d.kind, d.at, d.seat) for d in timing.deadlines(game, meta)
                      ] if rec.status == "active" else []
            got = sorted((d.kind, d.due_at, d.seat) for d in deadlines)
            assert got == sorted(expect), (got, expect)
            # Votes: only seated players, never on their own side's move.
            players = {s.player: s for s in game.seats}
            for v in await repo.votes(gid):
                assert v.voter in players, f"a vote from {v.voter}, not seated"
            p = game.pending
            if p is not None:
                for seat in p.votes:
                    assert game.seats[seat].side != game.seats[p.seat].side
                    assert not game.seats[seat].resigned
            u = game.undo_request
            if u is not None:
                for seat in u.votes:
                    assert game.seats[seat].side != game.seats[u.seat].side
        assert all(n == 1 for n in open_chats.values()), open_chats

    @staticmethod
    def _check_tiles(game: Game) -> None:
        assert game.tile_census() == Counter(game.rules.tileset.full_bag()), (
            "tiles are not conserved")

    @staticmethod
    def _check_scores(game: Game) -> None:
        sums: Counter[int] = Counter()
        for t in game.history:
            sums[game.seats[t.seat].side] += t.score
        for side, score in game.scores.items():
            assert sums[side] == score, (side, score, sums[side])


def garbage(rng: random.Random) -> str:
    """Arguments no command expects: unicode tricks, look-alikes, marks, emoji, RTL."""
    pool = [
        "8Н КОТ", "Н8 cat", "８H CAT", "8H C\u0301AT", "8H CA\u200bT", "8H \u202eTAC",
        "8H 🐱🐱", "8H ŁÓDŹ", "8H łódź", "8H ЁЖ", "8H ёж", "8H İSTANBUL", "8H ıi",
        "8H ß", "8H ﬁ", "8H STRAßE", "8H (A)B", "8H ((A))", "8H ?", "8H ?ab", "8H ..",
        "99Z AB", "0A AB", "8H", "H 8 AB", "8H AB CD", "swap=H8 8H AB", "+H8 8H AB",
        "\u0627\u0644", "A" * 40, "-1", "1e9", "%s%s{rack}", "{0}", "@everyone",
        "<@123>", "\u00a0", "\u2028", "\u3000AB", "e\u0308", "\ufeffAB",
    ]
    s = rng.choice(pool)
    if rng.random() < 0.3:
        s += "".join(rng.choice(string.printable[:62]) for _ in range(rng.randrange(1, 6)))
    return s


def dumps(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, sort_keys=True)


async def gather(*aws: Any) -> list[Any]:
    return list(await asyncio.gather(*aws))
