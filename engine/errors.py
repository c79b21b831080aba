"""Errors a player can cause.  Each has a stable ``code`` and ``params`` (the bot words it
in the game's language from them) and, as ``str()``, its English sentence (the bot's English
catalogue, logs and the engine's command line)."""

from __future__ import annotations

import string
from typing import Any

# code -> the English sentence (a ``str.format`` template of the error's params;
# ``{n:tile|tiles}`` is the word for the number n).  This is the one English catalogue: the
# bot's English messages use it as it is, its other languages translate the same codes.
MESSAGES: dict[str, str] = {
    "gap": "The new tiles must lie in one line with no empty square between them.",
    "bad_syntax": "Write a move as a coordinate and a word, e.g. 8H WORD (across) or "
    "H8 WORD (down).",
    "bad_coordinate": "{coord} is not a coordinate: row then column for across (8H), column "
    "then row for down (H8).",
    "off_board": "The word runs off the board.",
    "coord_off_board": "{coord} is not on the board (columns A–{last_col}, rows 1–{rows}).",
    "bad_letter": "{letter} is not a letter of this game.",
    "letter_mismatch": "The square {square} holds {board_letter}, not {letter}.",
    "empty_through": "There is no tile on {square} to play through.",
    "no_new_tiles": "The move places no new tile.",
    "square_taken": "The square {square} already holds a tile.",
    "word_continues": "The word continues on the board: write the whole word {word}.",
    "not_connected": "The word must touch a tile already on the board.",
    "start_not_covered": "The first word must cover the start square {square}.",
    "first_move_too_short": "The first word needs at least two tiles.",
    "not_on_rack": "You don't have {letters} on your rack.",
    "foreign_letter_latin": "{letter} is a Latin letter, not a letter of this game: switch the "
                            "keyboard layout.",
    "foreign_letter_cyrillic": "{letter} is a Cyrillic letter, not a letter of this game: switch "
                               "the keyboard layout.",
    "not_on_rack_blanks": "You don't have {letters} on your rack, and your {blanks} "
                          "{blanks:blank is|blanks are} not enough to stand in.",
    "word_too_short": "{word} is too short: words have at least {min} {min:letter|letters}.",
    "word_too_long": "{word} is too long: words have at most {max} {max:letter|letters}.",
    "unknown_word": "Move refused: {words} {n:is|are} not in the word list. It's still your "
                    "turn.",
    "not_your_turn": "It's not your turn.",
    "game_over": "The game is over.",
    "not_a_player": "You are not playing in this game.",
    "exchange_bag_too_small": "An exchange needs at least {min} {min:tile|tiles} in the bag; it "
    "holds {bag}.",
    "exchange_limit": "You have used all {limit} of your exchanges.",
    "exchange_empty": "Name the tiles to exchange, e.g. /exchange AEI.",
    "move_pending": "Wait until the last move is accepted or checked.",
    "move_pending_challenge": "Wait until the last move is accepted or challenged.",
    "move_pending_agreement": "Wait until the players have voted on the last move.",
    "undo_pending": "First answer the request to take back the last move: /undo yes or "
                    "/undo no.",
    "nothing_pending": "There is no move to challenge or vote on.",
    "own_move": "You can't vote on your own move.",
    "own_team_move": "You can't vote on your team's own move.",
    "already_voted": "You have already voted.",
    "not_allowed": "This game's rules don't allow that.",
    "swap_not_blank": "There is no blank on {square} to swap.",
    "swap_letter_mismatch": "The blank on {square} stands for {letter}: you need that letter.",
    "swap_blank_unused": "A blank taken off the board must be played in the same move.",
    "undo_not_possible": "That move can no longer be taken back.",
    "no_undo_request": "No one asked to take a move back.",
    "resigned": "You have resigned from this game.",
    "too_few_players": "This game needs at least {min} {min:player|players}.",
    "order_not_chosen": "The order of play of this game is not set by its creator: its "
    "rules decide it.",
    "too_many_players": "This game takes at most {max} {max:player|players}.",
    "bad_teams": "Teams must be of equal size.",
    "bad_option": "Unknown or invalid rule option: {option}.",
}


class MoveError(ValueError):
    """A move or action that the rules refuse.  Nothing was changed."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(english(code, params))

    def __str__(self) -> str:
        # From the code and params as they are now: a caller that words a refusal more
        # exactly changes the code (the bot's English is this sentence).
        return english(self.code, self.params)

    def __repr__(self) -> str:
        params = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"MoveError({self.code!r}{params})"


def english(code: str, params: dict[str, Any]) -> str:
    """The English sentence of an error (the code itself for one without a sentence)."""
    template = MESSAGES.get(code, code)
    try:
        return _English().vformat(template, (), params)
    except (KeyError, IndexError, ValueError, AttributeError):
        return template


class _English(string.Formatter):
    """``{n:tile|tiles}`` is "tile" for one, else "tiles" (the bot's catalogues use the
    same notation with each language's plural forms)."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec and isinstance(value, int) and not isinstance(value, bool):
            one, other = format_spec.split("|", 1)
            return one if value == 1 else other
        return str(super().format_field(value, format_spec))
