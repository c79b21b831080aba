"""A small scripted game service implementing ``bot.protocol.GameServiceAPI`` for the
adapter tests (the real service is tested on its own; end-to-end tests use it too).

It plays a toy game: /new, /join, /start deals racks privately, /play posts a board
picture with vote buttons and reactions, votes by players are counted and others are
ignored, bad input gets a clear message meant for the sender alone."""

from __future__ import annotations

import io
import random
import re
import struct
import zlib
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from PIL import Image

from bot.protocol import Button, ChatRef, Command, Menu, Outgoing, UserRef, Vote
from bot.service.service import menu

VARIANTS = ("english", "polish", "bulgarian")


def png(tag: int) -> bytes:
    """A real 1x1 PNG whose pixel encodes ``tag`` (so tests can tell pictures apart)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    raw = b"\x00" + bytes([tag % 256, (tag // 256) % 256, 7])
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def animation(frames: int, side: int = 64) -> bytes:
    """A real GIF whose frames are noise (it compresses badly: large for its size)."""
    rng = random.Random(7)
    images = [Image.frombytes("L", (side, side), rng.randbytes(side * side)).convert("P")
              for _ in range(frames)]
    buf = io.BytesIO()
    images[0].save(buf, "GIF", save_all=True, append_images=images[1:], duration=100)
    return buf.getvalue()


@dataclass
class Game:
    chat: ChatRef
    variant: str
    players: list[UserRef] = field(default_factory=list)
    started: bool = False
    turn: int = 0
    moves: int = 0
    racks: dict[str, str] = field(default_factory=dict)
    pending: str | None = None  # ref of the move open to votes
    pending_by: str | None = None


class ScriptedService:
    def __init__(self) -> None:
        self.games: dict[str, Game] = {}
        self.commands: list[Command] = []
        self.votes: list[Vote] = []
        self.counted_votes: list[Vote] = []
        self.delivered_ids: dict[str, str] = {}  # message id -> ref
        self.started: list[tuple[UserRef, str]] = []
        self.deadlines: list[float] = []
        self.due_calls: list[float] = []
        self.private_refusals = False  # refused votes told privately (as the real service)
        self.claimed: set[tuple[str, int]] = set()  # updates taken (claim_update)

    def menu(self) -> Menu:
        return menu()  # the real offer: the adapters list the real rule sets and levels

    async def games_in_threads(self, chat: ChatRef) -> bool:
        return chat.server is not None  # the real service's default: on in a server

    # -- helpers --------------------------------------------------------------------------

    def _error(self, cmd_or_vote: Command | Vote, text: str) -> list[Outgoing]:
        return [Outgoing(text=text, chat=cmd_or_vote.chat, ephemeral_ok=True)]

    def _rack(self, game: Game, user: UserRef) -> Outgoing:
        rack = game.racks[user.id]
        return Outgoing(text=f"Your rack: {rack}", private_to=user, chat=game.chat,
                        image=png(999), image_name="rack.png")

    def _board(self, game: Game, text: str, *, votes: bool) -> Outgoing:
        game.moves += 1
        ref = f"{game.chat.key}#move{game.moves}"
        out = Outgoing(text=text, chat=game.chat, image=png(game.moves), ref=ref)
        if votes:
            out.buttons = [Button("Accept", "accept"), Button("Challenge", "challenge")]
            out.reactions = ["✅", "❌"]
            game.pending = ref
        return out

    # -- GameServiceAPI ---------------------------------------------------------------

    async def handle(self, cmd: Command) -> list[Outgoing]:
        self.commands.append(cmd)
        game = self.games.get(cmd.chat.key)
        name = cmd.name
        if name == "help":
            return [Outgoing(text="How to play: /new, /join, /start, /play 8H WORD",
                             chat=cmd.chat)]
        if not cmd.chat.is_group and name not in ("rack", "rules", "help"):
            return self._error(cmd, f"/{name} works only in a group chat.")
        if name == "new":
            variant = cmd.args.split()[0] if cmd.args else ""
            if variant not in VARIANTS:
                return self._error(cmd, f"Unknown rule set {variant!r}.")
            self.games[cmd.chat.key] = Game(cmd.chat, variant, [cmd.user])
            return [Outgoing(text=f"New {variant} game by {cmd.user.name}. /join to play.",
                             chat=cmd.chat)]
        if game is None:
            return self._error(cmd, "There is no game in this chat. Open one with /new.")
        player = next((p for p in game.players if p.id == cmd.user.id), None)
        if name == "join":
            if player is None:
                game.players.append(cmd.user)
            return [Outgoing(text=f"{cmd.user.name} joined.", chat=cmd.chat),
                    Outgoing(text="You joined; your rack will come here.",
                             private_to=cmd.user, chat=cmd.chat)]
        if name == "start":
            if len(game.players) < 2:
                return self._error(cmd, "At least two players are needed.")
            game.started = True
            for i, p in enumerate(game.players):
                game.racks[p.id] = "ABCDEFG"[i:] + "XYZ"[: i]
            outs = [self._board(game, f"The game starts. {game.players[0].name} plays first.",
                                votes=False)]
            outs += [self._rack(game, p) for p in game.players]
            self.deadlines.append(1_000.0)
            return outs
        if name == "rack":
            if player is None or not game.started:
                return self._error(cmd, "You are not playing here.")
            return [self._rack(game, player)]
        if name == "export":
            return [Outgoing(text="The game so far.", chat=cmd.chat,
                             file=b"#character-encoding UTF-8\n", file_name="game.gcg")]
        if name == "play":
            if player is None:
                return self._error(cmd, "You are not a player in this game.")
            if game.players[game.turn].id != player.id:
                return self._error(cmd, "It is not your turn.")
            m = re.fullmatch(r"(\d{1,2}[A-O]|[A-O]\d{1,2}) ([A-Za-z]{2,15})", cmd.args)
            if not m:
                return self._error(cmd, f"I can't read {cmd.args!r}: write e.g. 8H WORD.")
            game.pending_by = player.id
            game.turn = (game.turn + 1) % len(game.players)
            out = self._board(game, f"{player.name} plays {m[2].upper()} for 10.", votes=True)
            return [out, self._rack(game, player)]
        return self._error(cmd, f"/{name} is not in this test script.")

    async def vote(self, vote: Vote) -> list[Outgoing]:
        self.votes.append(vote)
        game = self.games.get(vote.chat.key)
        ref = self.delivered_ids.get(vote.message_id)
        if game is None or ref is None or ref != game.pending:
            return []
        if all(p.id != vote.user.id for p in game.players):
            return []  # not a player: ignored
        if vote.user.id == game.pending_by:
            if self.private_refusals:
                return [Outgoing(text="You cannot vote on your own move.",
                                 private_to=vote.user, ephemeral_ok=True)]
            return self._error(vote, "You cannot vote on your own move.")
        self.counted_votes.append(vote)
        game.pending = None
        if vote.kind == "challenge":
            return [self._board(game, f"{vote.user.name} challenged: the word is not valid; "
                                "the move is taken back.", votes=False)]
        return [Outgoing(text=f"{vote.user.name} accepts the move.", chat=game.chat)]

    async def delivered(self, out: Outgoing, message_id: str) -> None:
        assert out.ref is not None
        self.delivered_ids[message_id] = out.ref

    async def ref_messages(self, chat: ChatRef, ref: str) -> list[str]:
        return [mid for mid, r in self.delivered_ids.items() if r == ref]

    async def message_chat(self, chat: ChatRef, message_id: str) -> ChatRef | None:
        ref = self.delivered_ids.get(message_id)
        game = None if ref is None else self.games.get(ref.partition("#")[0])
        return None if game is None or game.chat.id != chat.id else game.chat

    async def claim_update(self, source: str, update_id: int, chat: str | None = None,
                           body: str | None = None) -> bool:
        if (source, update_id) in self.claimed:
            return False
        self.claimed.add((source, update_id))
        return True

    async def earlier_update(self, source: str, chat: str, update_id: int, within: float,
                             ) -> tuple[int, float] | None:
        return None  # one process: the adapter orders a chat's updates itself

    async def update_handled(self, source: str, update_id: int) -> None:
        pass

    async def pending_updates(self, source: str, *, start: bool = False,
                              ) -> Sequence[tuple[int, str, bool]]:
        return []  # nothing kept: no process before this one

    async def renew_updates(self, source: str, update_ids: Collection[int]) -> None:
        pass

    async def release_updates(self, source: str, update_ids: Collection[int]) -> None:
        pass

    async def private_started(self, user: UserRef, payload: str,
                              game: int | None = None) -> list[Outgoing]:
        self.started.append((user, payload))
        game = self.games.get(payload)
        if game is None or user.id not in game.racks:
            return [Outgoing(text="Hello! Open a game in a group with /new.", private_to=user)]
        return [self._rack(game, user)]

    async def due(self, now: float, platforms: object = None) -> list[Outgoing]:
        self.due_calls.append(now)
        fired = [d for d in self.deadlines if d <= now]
        self.deadlines = [d for d in self.deadlines if d > now]
        return [Outgoing(text="Time is up: the move stands.", chat=g.chat)
                for _ in fired for g in list(self.games.values())[:1]]

    async def next_deadline(self, platforms: object = None) -> float | None:
        return min(self.deadlines, default=None)
