"""Errors a player can cause.  Each has a stable ``code`` (the bot words it in the game's
language from that code and ``params``) and an English sentence for logs and tools."""

from __future__ import annotations

from typing import Any

# code -> English template; the bot's message catalogues translate the same codes.
MESSAGES: dict[str, str] = {
    "bad_syntax": "Write a move as a coordinate and a word, e.g. 8H WORD (across) "
    "or H8 WORD (down).",
    "bad_coordinate": "{coord} is not a coordinate: use row then column for across (8H) or "
    "column then row for down (H8).",
    "off_board": "The word runs off the board.",
    "coord_off_board": "{coord} is not on the board (columns A-{last_col}, rows 1-{rows}).",
    "gap": "The new tiles must lie in one line with no empty square between them.",
    "bad_letter": "{letter} is not a letter of this game.",
    "letter_mismatch": "The square {square} holds {board_letter}, not {letter}.",
    "empty_through": "There is no tile on {square} to play through.",
    "no_new_tiles": "The move places no new tile.",
    "word_continues": "The word continues on the board: write the whole word {word}.",
    "not_connected": "The word must touch a tile already on the board.",
    "start_not_covered": "The first word must cover the start square {square}.",
    "first_move_too_short": "The first word needs at least two tiles.",
    "not_on_rack": "You do not have {letters} on your rack.",
    "word_too_short": "{word} is too short: words have at least {min} letters.",
    "word_too_long": "{word} is too long: words have at most {max} letters.",
    "unknown_word": "Not in the word list: {words}.",
    "not_your_turn": "It is not your turn.",
    "game_over": "The game is over.",
    "not_a_player": "You are not playing in this game.",
    "exchange_bag_too_small": "An exchange needs at least {min} tiles in the bag; it holds {bag}.",
    "exchange_limit": "You have used all {limit} of your exchanges.",
    "exchange_empty": "Name the tiles to exchange.",
    "move_pending": "Wait until the last move is accepted or checked.",
    "nothing_pending": "There is no move to challenge or vote on.",
    "own_move": "You cannot vote on your own move.",
    "already_voted": "You have already voted.",
    "not_allowed": "This rule set does not allow that.",
    "swap_not_blank": "There is no blank on {square} to swap.",
    "swap_letter_mismatch": "The blank on {square} stands for {letter}: you need that letter.",
    "swap_blank_unused": "A blank taken off the board must be played in the same move.",
    "undo_not_possible": "That move can no longer be taken back.",
    "no_undo_request": "No one asked to take a move back.",
    "resigned": "You have resigned from this game.",
    "too_few_players": "This game needs at least {min} players.",
    "too_many_players": "This game takes at most {max} players.",
    "bad_teams": "Teams must be of equal size.",
    "bad_option": "Unknown or invalid rule option: {option}.",
}


class MoveError(ValueError):
    """A move or action that the rules refuse.  Nothing was changed."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        template = MESSAGES.get(code, code)
        try:
            text = template.format(**params)
        except (KeyError, IndexError):
            text = template
        super().__init__(text)
