"""English."""


MESSAGES = {
    # Said by the adapters themselves (a user's private chat is closed or not started).
    "dm_closed_discord": "{mention}, I can't send you direct messages. Use /rack to see your "
                         "rack (only you will see it), or allow DMs from server members.",
    "dm_start_telegram": "{name}, tap the button to open a private chat with me: that is where "
                         "your rack goes.",
    "dm_start_button": "Get my rack",
    # The web board (WEB_URL): a player's own link beside the rack, anyone's on the board.
    "board_button": "Open the board",
    "board_watch_button": "Watch the board",
    "vote_received": "Vote received; the result follows in the chat.",
    # input
    "unknown_command": "I don't know the command /{command}. Type /help for the list.",
    "unreadable_game": "This chat's game cannot be read, so it cannot go on. A chat admin can end "
                       "it with /end.",
    "unreadable_game_ended": "The game that could not be read is ended. Start a new one with /new.",
    "group_only": "/{command} works in a group chat, where the game is.",
    "too_long": "That is too long for a command. Please write it shorter.",
    "bad_text": "That text has characters I can't read. Please type it again.",
    # lobby
    "new_usage": "Start a game with /new VARIANT [options], e.g. /new english time=120. "
                 "Variants: {variants}.",
    "unknown_variant": "I don't know the variant \"{variant}\". Variants: {variants}.",
    "unknown_option": "I don't know the option \"{option}\". Options: {options} (names=: "
                      "capitalised "
                      "words too, in Bulgarian; words=: the operator's own word list).",
    "lobby_more_players": "These rules are for {n} {n:player|players}; a game opened with the "
                          "house rule "
                          "players={most} takes up to {most}.",
    "bad_option_format": "Write options as key=value, e.g. rack=8 (not \"{option}\").",
    "bad_option_value": "The value \"{value}\" does not fit the option {option}.",
    "bad_check_mode": "This variant allows the word check: {choices} (not \"{value}\").",
    "game_exists": "There is already a game in this chat. Finish it, or ask its creator "
                   "or an admin to /end it.",
    "new_game": "{name} opened a game of {variant}. {summary}",
    "lobby_hint": "Join with /join ({players} {max:player|players}), then /start.",
    "no_lexicon": "Note: the word list for this game is not installed, so words can't be "
                  "checked.",
    "no_game": "There is no game in this chat. Open one with /new VARIANT.",
    "game_ended": "The game is already over. Start another with /new, or play it again with "
                  "/rematch.",
    "not_started": "The game has not started yet: /join, then /start.",
    "already_started": "The game has already started.",
    "already_joined": "You have already joined.",
    "order_set": "Order of play: {order}.",
    "order_usage": "Write the order as names separated by commas, e.g. /order Bob, Ann.",
    "order_creator_only": "Only the game's creator or a chat admin can set the order of play.",
    "order_unknown": "{name} has not joined this game.",
    "game_full": "The game is full ({max} {max:player|players}).",
    "no_teams": "This game has no teams: just /join.",
    "bad_team": "Choose a team from 1 to {teams}, e.g. /join 1.",
    "joined": "{name} joined. Players ({n}): {players}.",
    "leave_running": "The game is running: use /resign to give up.",
    "not_in_lobby": "You are not in this game's lobby.",
    "left": "{name} left the lobby; {n} {n:player remains|players remain}.",
    "lobby_closed": "The game was closed.",
    "end_not_allowed": ("Only {creator}, who opened this game, or a chat admin can end "
                        "it."),
    "started": "The game of {variant} begins! Order of play: {order}.",
    "order_draws": "Tiles drawn for the order (nearest the start of the alphabet first, a "
                   "blank before all): {draws}.",
    "teams": "Teams: {teams}.",
    "team_tag": "team {n}",
    "versus": "vs",
    "play_hint": "The first word covers the start square {down}: /play {across} WORD "
                 "(across) or /play {down} WORD (down); a lowercase letter is a blank ({sym}). "
                 "Also /exchange, /pass, /rack, /score, /rules, /help.",
    # turns
    "turn_place": "{name}: {move} for {score} {score:point|points}{words}. Total: {total}.",
    "blank_lowercase": "A lowercase letter is a blank ({sym}): {letters} in {move}.",
    "turn_place_off": "{name}: {move} for {score} {score:point|points}{words}.",
    "bonus_all_tiles": "all tiles +{n}",
    "turn_exchange": "{name} exchanged {n} {n:tile|tiles}.",
    "exchanges_left": "{name} has {n} {n:exchange|exchanges} left.",
    "exchanges_left_none": "{name} has no exchanges left.",
    "turn_pass": "{name} passed.",
    "turn_timeout": "{name}: the time ran out, pass.",
    "turn_withdrawn": "{name}: {move} was taken off the board; the tiles went back to the rack, "
                      "and it scored nothing.",
    "turn_withdrawn_challenged": "{name}: {move} was taken off the board (challenged by "
                                 "{challenger}); the tiles went back to {name}, and it scored "
                                 "nothing.",
    "turn_lost": "{name} loses this turn.",
    "turn_lost_challenge": "{name} loses this turn: the challenge of {words} failed "
                           "({n:the word is|the words are} valid).",
    "history_lost_turn": "{name} lost a turn.",
    "history_lost_challenge": "{name} lost a turn: the challenge of {words} failed "
                              "({n:the word is|the words are} valid).",
    "history_off": "It was taken off the board and scored nothing.",
    "history_off_challenged": "It was taken off the board (challenged by {challenger}) and "
                              "scored nothing.",
    "turn_resign": "{name} resigned.",
    "turn_end_adjust": "{name}: {points} for the tiles left ({tiles}).",
    "turn_end_gain": "{name}: {points} for the others' tiles ({tiles}).",
    "turn_adjust": "{name}: {points} ({reason}).",
    "move_stands": "The move by {name} stands.",
    "challenge_failed": "The challenge by {name} failed: the words are valid.",
    "challenge_failed_one": "The challenge by {name} failed: the word is valid.",
    "challenge_cost_next": "{name} will lose their next turn.",
    "challenge_cost_nothing": "The game is over, so {name} loses no turn.",
    "invalid_words": "Not in the word list: {words}.",
    "check_ok": "Checked: {words} — all are in the word list.",
    "check_ok_one": "Checked: {words} is in the word list.",
    "check_ok_two": "Checked: {words} — both are in the word list.",
    "check_time_up": "Time ran out with no answer, so the word list decides.",
    "check_cost_nothing": "A check costs nothing: no points, no turn.",
    "advice": "The word list, as advice (the players decide): {words}.",
    "advice_known": "{word} is in it",
    "advice_unknown": "{word} is not",
    "draw_note": "You draw {n} {n:tile|tiles} when the move stands.",
    "challenge_auto": "In this game the bot checks every word itself: there is nothing to "
                      "challenge.",
    "challenge_open": "Opponents may /challenge (❌) until the next player moves.",
    "challenge_open_timed": "Opponents may /challenge (❌) within {seconds} s or /accept (✅).",
    "vote_open": "Opponents: /accept (✅) or check (/challenge, ❌) within {seconds} s.",
    "agreement_open": "Opponents: /accept (✅) or reject (/challenge, ❌) within {seconds} s; "
                      "a majority against takes the move back.",
    "undo_asked": "{name} asks to take back {move}. Opponents: /undo yes (✅) or /undo no "
                  "(❌) within {seconds} s.",
    "undone": "The move was taken back: {name} plays again.",
    "undo_refused": "The move by {name} stays on the board.",
    "undo_closed_by_check": "The request by {name} to take the move back is closed: the move "
                            "was checked.",
    "undo_agrees": "{name} agrees to take the move back.",
    "undo_disagrees": "{name} wants the move to stay.",
    "swapped": "blank from {square}",
    "undo_usage": "Ask with /undo; answer a request with /undo yes or /undo no.",
    "vote_late_stands": "Too late: the move {move} by {name} already stands; no vote can change it "
                        "now.",
    "vote_late_off": "Too late: the move {move} by {name} has already been taken off the board.",
    "window_closed_stands": "Time for challenges is up: the move {move} by {name} stands.",
    "vote_closed": "That vote is over.",
    "scores": "Score: {scores}. Bag: {bag}.",
    "next_turn": "Turn: {name}.",
    "waiting_for_votes": "Waiting for votes on the move {move} by {name}.",
    "waiting_for_answer": "The move {move} by {name} waits to be accepted or checked.",
    "waiting_for_challenge": "The move {move} by {name} may be challenged until the next "
                             "player moves.",
    "waits_next_challenge": "{name} plays once the move by {mover} is accepted",
    "waits_next_vote": "{name} plays once the move by {mover} is accepted or "
                       "checked",
    "waits_next_agreement": "{name} plays once the vote on the move by {mover} is "
                            "over",
    "waits_move_challenge": "The move by {mover} waits to be accepted",
    "waits_move_vote": "The move by {mover} waits to be accepted or checked",
    "waits_move_agreement": "The move by {mover} waits for the vote",
    "waits_end": "The game ends if the move by {mover} stands",
    "waits_who_challenge": "{who} {n:can|can} accept (✅) or challenge (❌) it{within}.",
    "waits_who_vote": "{who} {n:can|can} accept (✅) or check (❌) it{within}.",
    "waits_who_agreement": "{who} {n:can|can} accept (✅) or reject (❌) it{within}.",
    "waits_within": " within {seconds} s",
    "move_pending_yours_challenge": "First answer the move by {mover}: accept it (✅) or "
                                    "challenge it (❌){within}.",
    "move_pending_yours_vote": "First answer the move by {mover}: accept it (✅) or have it "
                               "checked (❌){within}.",
    "move_pending_yours_agreement": "First vote on the move by {mover}: accept it (✅) or reject "
                                    "it (❌){within}.",
    "deadline_move": "Time for this move: {seconds} s.",
    "deadline_window": "The vote closes in {seconds} s.",
    "deadline_undo": "The undo request closes in {seconds} s.",
    "clocks": "Clocks: {clocks}.",
    "game_over_text": "Game over ({reason}). Final score: {scores}. Winner: {winners}.",
    "game_over_abandoned": "Game over ({reason}). Final score: {scores}. No winner: the game is "
                           "not rated (/stats lists it among the games played).",
    "game_over_draw": "Game over ({reason}). Final score: {scores}. A draw: {winners}.",
    "tie_break_won": "Equal scores: {name} wins with the higher score before the end "
                     "adjustment.",
    "board_title": "{variant}",
    "button_accept": "✅ Accept",
    "button_challenge": "❌ Challenge",
    "button_check": "❌ Check",
    "button_reject": "❌ Reject",
    "button_yes": "✅ Yes",
    "button_no": "❌ No",
    "swap_usage": "Write /swap SQUARE MOVE, e.g. /swap F3 H8 щУКА: the blank on F3 is "
                  "replaced by your letter and played in the move.",
    # racks
    "your_rack": "Your rack in {variant}: {rack}",
    "rack_caption": "Bag: {n}",
    "rack_sent": "{name}: I sent your rack to you privately.",
    "wym_exchanged": "A WYM square exchanged your tiles.",
    "wym_chat": "WYM square: {name} gets new tiles, and the old ones go back into the bag.",
    "wym_pending": "If the move by {name} stands (accepted, or found in the word list when "
                   "checked), your rack is exchanged: it covers a WYM square, so these tiles "
                   "go back into the bag and you draw new ones.",
    "wym_pending_hint": "No hint from this rack: accepting the move by {name} will exchange it "
                        "(a WYM square). Accept the move (✅ or /accept), then ask again.",
    "wym_accept_first": "Accepting the move by {name} will exchange your rack (it covers a WYM "
                        "square), so a move from these tiles cannot be played. Accept it first "
                        "(✅ or /accept), then play from your new rack.",
    "wym_pending_picture": "Exchanged if the move stands (WYM)",
    "no_games_private": "You are not playing any game right now.",
    "private_games": "You are playing {n} {n:game|games}; "
                     "which one? Send the command with its number:",
    "private_game_line": "{n}. {variant} ({players})",
    "no_game_for_link": "That game is no longer open.",
    "link_not_member": "This link is for the members of the group where the game is played.",
    "button_not_member": "This button is for the members of the group where the game is played.",
    "button_expired": "This button no longer works: type the command in the chat instead.",
    "restarting": "The bot is restarting: try again in a few seconds.",
    "database_unavailable": "The bot cannot reach its database just now: "
                            "try again in a minute.",
    "kick_not_allowed": "Only the game's creator or a chat admin can remove a player.",
    "kick_running": "The game has started: no one can be removed now (a player can /resign).",
    "kick_usage": "Name the player to remove, e.g. /kick Bob.",
    "kick_no_such": "There is no other player called \"{name}\" in the lobby.",
    "kicked": "{name} is no longer in the game; {n} {n:player remains|players remain}.",
    "private_ok": "You are in. Your rack will come here when the game starts.",
    # looking
    "history_empty": "No moves yet.",
    "history_title": "Moves:",
    # chat language and history after the end (issue 16)
    "language_name": "English",
    "lang_current": "This chat speaks {language}. A chat admin changes it with /lang CODE "
                    "({codes}).",
    "lang_set": "From now on I speak English in this chat.",
    "lang_admin_only": "Only a chat admin can change the chat's language.",
    "lang_unknown": "I don't speak \"{code}\". Languages: {codes}.",
    "threads_now_on": "Games on this server get threads of their own: /new in a channel where I "
                      "may create threads opens one for its game. An admin turns it off with "
                      "/threads off.",
    "threads_now_off": "Games on this server are played in the channel where /new was typed. An "
                       "admin turns threads on with /threads on.",
    "threads_set_on": "From now on, /new opens each game in a thread of its own, in every "
                      "channel of this server where I may create threads.",
    "threads_set_off": "From now on, /new opens the game in the channel itself: one game per "
                       "channel.",
    "threads_admin_only": "Only a server admin can change where games are played.",
    "threads_unknown": "Type /threads on or /threads off (not \"{word}\").",
    "thread_opened": "The game is in its own thread: {thread}",
    "variant_check": "word check: {mode}",
    "variant_players": "players: {range}",
    "bonus_all_tiles_times": "all tiles ×{n}",
    "game_exists_ending": ("There is still a game in this chat: a vote to end it is open, "
                           "and it closes within {seconds} s (or once most players "
                           "answer /end yes). Then /new opens the next one."),
    "game_exists_yours": "Your game is already open in this chat: /end closes it, then /new "
                         "opens another.",
    "bad_option_range": "The value \"{value}\" does not fit the option {option}=: it takes a "
                        "whole number from {low} to {high}.",
    "bad_option_here": "The option {option}= is not available in {variant}.",
    "bad_option_seconds": "The value \"{value}\" does not fit the option {option}=: it takes a "
                          "time from {low} to {high} seconds, e.g. 90, 2m or 1h.",
    "export_after_end": "The record shows the racks, so it is available when the game is "
                        "over.",
    "export_none": "There is no finished game in this chat to export.",
    "export_ready": "The game as a GCG file:",
    "variants_list": "Variants:\n{variants}\nSee one with /rules VARIANT.",
    "check_usage": "Write /check WORD.",
    "check_not_now": "During a game with challenges or checks I don't say whether a word is "
                     "valid: whoever plays a word takes that risk.",
    "check_agreement": "Ask once someone has voted against a move: the word list is advice "
                       "then.",
    "check_yes": "{word} is in the {variant} word list.",
    "check_no": "{word} is not in the {variant} word list.",
    "hints_off": "Hints are off in this game (open it with hints=on to allow them).",
    "hint_none": "I see no move for your rack.",
    "hint_moves": "Good moves, best first:\n{moves}\n"
                  "Ranked by their value for the game, not by points alone: fewer "
                  "points now may keep better tiles.",
    "hint_line": "{move} ({score} {score:point|points})",
    "hint_answered": "{name}: I answered you privately.",
    "hint_game_ending": "No hint now: if the last move, by {name}, stands, the game is over, "
                        "and no move follows it.",
    "hint_sent": "{name}: I sent you a hint privately.",
    "level_beginner": "beginner",
    "level_easy": "easy",
    "level_medium": "medium",
    "level_hard": "hard",
    "level_strong": "strong",
    "level_champion": "champion",
    "ratings_changed": "Ratings: {ratings}.",
    "game_unrated": "This game is not rated: {reason} (/stats lists it among the games played).",
    "unrated_why_rules": "its house rules ({options}) change the game too much",
    "unrated_why_stopped": "it was stopped before the end its rules set",
    "unrated_why_empty": "no word is on the board",
    "unrated_house_rules": "This game will not be rated: its house rules ({options}) change the "
                           "game too much.",
    "button_rematch": "🔁 Rematch",
    "family_scrabble": "Scrabble",
    "family_literaki": "Literaki",
    "family_erudit": "Erudit",
    "top_title": "Best players in this chat, {family}:",
    "top_global_title": "Best players overall, {family}:",
    "top_empty": "No rated games yet.",
    "top_line": "{place}. {name}: {rating} (±{spread}), {n} {n:game|games}",
    "top_usage": "Use /top, /top global, or /top FAMILY (families: {families}).",
    "stats_hidden": "You are now hidden from the global leaderboard. /stats show brings you back.",
    "stats_shown": "You are on the global leaderboard again.",
    "stats_unknown": "No one called {name} has finished a game here.",
    "stats_none": "{name} has no finished games yet.",
    "stats_title": "Stats: {name}",
    "stats_family": "{family}: {n} {n:game|games}, {wins} won ({rate}%), average score {average}, "
                    "{bingos} bingos a game",
    "stats_best": "Best move: {move} for {score} {score:point|points}",
    "stats_rating": "Rating {rating} (±{spread}) after {n} rated {n:game|games}",
    "stats_unrated": "Not rated: {n} {n:game|games} of these, counted above but not in the rating",
    "stats_rating_note": "± is the rating's uncertainty: it narrows as more rated games are "
                         "played. The rating shown is the cautious figure: the estimated "
                         "strength less that uncertainty.",
    "stats_is_hidden": "Hidden from the global leaderboard.",
    "rematch_none": "There is no finished game in this chat to play again.",
    "rematch_not_player": "Only the players of the last game can ask for a rematch; you can /join "
                          "its lobby.",
    "rematch_opened": "{name} wants a rematch of {variant}: same rules, same players.",
    "rematch_waiting": "{name} is in. Waiting for: {names} (/rematch or the button).",
    "recap_title": "Recap:",
    "recap_top_move": "Move of the game: {name}, {move} for {score}.",
    "recap_no_miss": "{name} found the best move every time, or one within {n} {n:point|points} of "
                     "it (counting the value of the tiles each leaves on the rack).",
    "recap_bingos": "{name}: {played} {played:bingo|bingos} played, {missed} missed.",
    "recap_bingos_named": "{name}: {played} {played:bingo|bingos} played, {missed} missed: "
                          "{bingos}.",
    "recap_missed_bingo": "{move} for {score} (move {turn})",
    "recap_miss_turn": "Biggest miss by {name}: move {turn}, rack {rack}: {played}; the best was "
                       "{best}{gap}.",
    "recap_miss_phony": "Biggest miss by {name}: move {turn}, rack {rack}: {played}. The best "
                        "valid move was {best}.",
    "recap_miss_phony_even": "Biggest miss by {name}: move {turn}, rack {rack}: {played}. The "
                             "word list allowed nothing better than a pass.",
    "recap_did_place": "played {move} for {score}",
    "recap_did_phony": "played {move} for {score}, unchallenged, but {words} {n:is|are} not in "
                       "the word list",
    "recap_phonies": "Not in the word list, but unchallenged: {moves}.",
    "recap_phony": "{words} ({name}, move {turn})",
    "recap_did_exchange": "exchanged {tiles}",
    "recap_did_pass": "passed",
    "recap_did_timeout": "let the time run out",
    "recap_did_withdrawn": "played {move}, which was taken off the board",
    "frame_taken_off": "{move} taken off the board",
    "recap_best_place": "{move} for {score}",
    "recap_best_exchange": "an exchange of {tiles}",
    "recap_best_pass": "a pass",
    "recap_gap_more": ", {n} {n:point|points} more",
    "recap_gap_fewer": ", {n} {n:point|points} fewer",
    "recap_leave_more": "; the tiles it keeps on the rack are worth {n} {n:point|points} more "
                        "for the next moves",
    "recap_leave_less": "; the tiles it keeps on the rack are worth {n} {n:point|points} less "
                        "for the next moves",
    "recap_leave_all_kept": "; it uses all the tiles, and keeping {tiles} was worth {n} "
                            "{n:point|points}",
    "recap_leave_all_cost": "; it uses all the tiles, and keeping {tiles} cost {n} "
                            "{n:point|points}",
    "recap_leave_back_kept": "; it uses all the tiles, and the move taken off left {tiles} on "
                             "the rack, worth {n} {n:point|points}",
    "recap_leave_back_cost": "; it uses all the tiles, and the move taken off left {tiles} on "
                             "the rack, which cost {n} {n:point|points}",
    "recap_gap_net": ": {n} {n:point|points} better in all",
    "computer_name": "Computer ({level})",
    "computer_name_n": "Computer {n} ({level})",
    "name_aside": "{name} – {aside}",
    "addbot_started": "A computer player is not available once the game has started: add one in "
                      "the lobby, before /start.",
    "addbot_not_player": "Only the lobby's players or its creator can add a computer player.",
    "addbot_no_lexicon": "The computer needs this game's word list, and it is not installed.",
    "bad_level": "I don't know the level \"{level}\". Levels: beginner, easy, medium, hard, "
                 "strong, champion.",
    "vote_challenges": "{name} challenges {move}!",
    "vote_checks": "{name} wants {move} checked.",
    "vote_rejects": "{name} votes against {move}.",
    "vote_accepts": "{name} accepts {move}.",
    "vote_still_waits": "The move still waits for: {names}.",
    "vote_still_challenge": "It can still be challenged by: {names}.",
    "computer_no_lexicon": "{name} has no word list to play with, so it passes.",
    "blanks_went": "{n:A blank stands|Blanks stand} for {letters}.",
    "word_nowhere_rack": "{word} can't be played: your rack lacks {letters}, you have {n} "
                         "{n:blank|blanks}, and no tiles on the board make up the rest.",
    "word_nowhere_rack_no_blank": "{word} can't be played: your rack lacks {letters}, and no "
                                  "tiles on the board make up the rest.",
    "word_nowhere": "{word} fits nowhere on the board with your rack.",
    "choices_one": "{word} fits in one place. Tap it or type /play 1 to play it:",
    "choices_many": "{word} fits in several places, the highest-scoring first. Tap one or "
                     "type /play N:",
    "choice_across": "{coord} across, {score} {score:point|points}",
    "choice_down": "{coord} down, {score} {score:point|points}",
    "choice_none": "No placements are waiting for you: type /play WORD first (the board may have "
                   "changed since).",
    "choice_range": "Choose a number from 1 to {n}.",
    "word_not_listed": "{word} is not in this game's word list, so no place is offered for it.",
    "word_nowhere_listed": "{word} fits on the board, but every place for it also forms a word "
                           "that is not in the word list.",
    "choice_swap": "({letter} goes back in place of the blank on {square})",
    "choice_at_risk": "These places were not checked against the word list: in a game with "
                      "challenges or checks, you take the risk that a word is taken off the "
                      "board.",
    "choice_also": "(also forms {words})",
    "choice_unjudged": "(not checked: the players judge the words)",
    "choices_more": "…and {n} more {n:place|places} with fewer points: to play one, type /play "
                    "with its coordinate.",
    "unseen": "Unseen ({n}): {tiles}",
    "tiles_sent": "{name}: I sent you the unseen tiles privately.",
    "preview": "{move} would score {score}: {words}. Not played; the word list was not asked.",
    "resign_confirm": "Resign from this game? Tap the button or type /resign yes.",
    "button_resign": "Resign",
    "resign_usage": "Type /resign, then confirm with the button or /resign yes.",
    "end_asked": "{name} wants to end the game. Do you agree? /end yes or /end no (or the "
                 "buttons); a majority decides, and with no objection within {seconds} s the game "
                 "ends with no winner.",
    "end_refused": "The game goes on: not enough players agreed to end it.",
    "end_vote_noted": "Your answer is counted.",
    "end_vote_open": "Someone has already asked to end the game: answer /end yes or /end no.",
    "end_no_vote": "No one has asked to end the game.",
    "end_usage": "Answer with /end yes or /end no.",
    "answer_yes": "yes",
    "answer_no": "no",
    "bad_syntax_at": "Write a move as a coordinate and a word, e.g. {across} WORD (across) or "
                     "{down} WORD (down).",
    "not_your_turn_name": "It's not your turn: {name} plays now.",
    "console_vote_hint": "→ NAME: ✅ / NAME: ❌",
    # /help's line on votes, by platform: what each one's chat can do (Discord's
    # messages carry the bot's ✅ / ❌ reactions; Telegram has no such reactions,
    # 👍 / 👎 count there; the console reads a line NAME: ✅); elsewhere none.
    "help_vote_auto": "The bot checks every word as it is played, so no move waits for the "
                      "opponents.",
    "help_left_out": "{n:This command does|These commands do} not work in this game: {commands}.",
    "help_vote": "After a move, opponents may /accept or /challenge.",
    "help_vote_discord": "After a move, opponents may /accept or /challenge (or react ✅ / ❌).",
    "help_vote_telegram": "After a move, opponents may /accept or /challenge (or react 👍 / 👎).",
    "help_vote_console": "After a move, opponents may /accept or /challenge "
                         "(or write NAME: ✅ / NAME: ❌).",
    "console_rematch_hint": "→ NAME: /rematch",
    "console_command": "NAME: /{command}",
    "game_open": "A game of {variant} is open here.",
    "game_setup": "A game of {variant} is being set up here. Players ({n}): {players}.",
}

# No ERRORS here: the engine's own sentences (engine.errors.MESSAGES) are the English
# catalogue of its errors, one text per code, and ``bot.i18n.error`` words an error in
# English with them.


# The rule sets' names as this language writes them (rule set id -> name); a rule set
# missing here is named as its data file names it (engine/data/rulesets/*.toml).
VARIANTS = {
    "bulgarian": "Bulgarian Scrabble",
    "literaki": "Literaki",
    "erudit": "Erudit (Эрудит)",
    "slovak": "Slovak Scrabble",
    "erudit-home": "Home Erudit (Эрудит домашний)",
    "english": "English Scrabble",
    "polish": "Polish Scrabble",
    "romanian": "Romanian Scrabble",
}

MODES = {
    "challenge": "double challenge",
    "vote": "accept or check",
    "auto": "automatic",
    "agreement": "by the players",
}

ENDINGS = {
    "out": "{name} went out",
    "scoreless": "{n} scoreless {n:turn|turns} in a row",
    "passes": "everyone passed",
    "no_moves": "no one can move",
    "target": "the target score was reached",
    "clocks": "all clocks ran out",
    "resigned": "{name} resigned",
    "stopped": "ended by request",
    "abandoned": "abandoned: no one scored for too long",
    "abandoned_agreed": "abandoned by agreement",
    "abandoned_alone": "{name} stopped the game",
}

RULES = {
    "title": "Rules of {variant}",
    "players": "Players: {range}.",
    "players_teams": "Players: {range} alone, or two or more equal teams of up to {most} "
                     "players each ({examples}); team-mates share one score.",
    "order_draw_tile": "Order of play: each player draws a tile; the letter nearest the start "
                       "of the alphabet plays first, a blank ({sym}) before every letter; the "
                       "tiles go back before the racks are dealt.",
    "order_random": "Order of play: drawn at random when the game starts.",
    "order_join": "Order of play: the order in which the players joined.",
    "order_teams": "With teams, the teams alternate and team-mates take turns within a team.",
    "board": "Board {w}×{h}; {tiles} tiles in the bag, {blanks} of them {blanks:blank|blanks} "
             "({sym}); {rack} tiles on each rack.",
    "start": "The first word has at least two tiles and covers the start square {square}: "
             "/play {across} WORD across or /play {down} WORD down.",
    "start_plain": "The start square has no premium.",
    "start_double": "The start square doubles the first word.",
    "start_triple": "The start square triples the first word.",
    "moves": "Every move puts tiles in one row or one column, with no gaps, touching the tiles "
             "already on the board; every new word it forms must be valid and is scored. After "
             "a move you draw back up to a full rack.",
    "reversed": "House rule: a word may also read backwards.",
    "proper_nouns": "House rule: capitalised words (names of people and places) are allowed too.",
    "proper_nouns_option": (
        "House rule to choose at /new: names=on also allows capitalised words (names of "
        "people and places)."
    ),
    "words": "Words have at least {n} letters.",
    "words_range": "Words have {min} to {max} letters.",
    "lexicon_english": "Words: English, from SCOWL, a spell-checker's word list (American and "
                       "British spelling, every inflected form), taken by the conventions of "
                       "Scrabble: no capitalised words, abbreviations, hyphenated words or "
                       "words with an apostrophe. It is not a tournament list (NWL, Collins): "
                       "some of their rare words are missing, and it has rare words they lack.",
    "lexicon_english_own": "Words: English, those of the operator's own list chosen for this "
                           "game.",
    "lexicon_bulgarian": "Words: Bulgarian, every part of speech in all its forms, foreign, "
                         "colloquial, slang and archaic words included; no words always written "
                         "with a capital, abbreviations, acronyms, standalone prefixes or "
                         "suffixes, or hyphenated words.",
    "lexicon_literaki": "Words: Polish, all inflected forms, any number of times; no "
                        "capitalised words, abbreviations, prefixes or suffixes, or words with "
                        "an apostrophe or hyphen.",
    "lexicon_erudit": "Words: Russian common nouns in the nominative singular (plural-only "
                      "nouns in the plural); no proper names, no hyphens; Ё is played as Е.",
    "lexicon_slovak": "Words: Slovak, in all their forms.",
    "lexicon_erudit-home": "Words, as in crosswords: common nouns in the nominative singular "
                           "(plural-only nouns in the plural), also one-word place names, "
                           "titles of works, surnames of famous people and literary heroes; no "
                           "first names or pet names (unless also a place or a work), no "
                           "diminutives. Players may agree on more restrictions.",
    "lexicon_polish": "Words: Polish, all inflected forms.",
    "lexicon_romanian": "Words: Romanian; letters with marks are played as their base letter "
                        "(Ă Â as A, Î as I, Ș as S, Ț as T).",
    "word_list": "Source of the words: {source} ({package}), {count} {n:word|words}.",
    "word_list_source": "Source of the words: {source} ({package}).",
    "check_challenge": "Double challenge: until the next player moves, any opponent may "
                       "/challenge the move (❌). If a word is not in the word list, the tiles "
                       "go back and the move scores nothing. /accept (✅) lets the move stand.",
    "check_challenge_timed": "Double challenge: within {n} s any opponent may /challenge the "
                             "move (❌). If a word is not in the word list, the tiles go back "
                             "and the move scores nothing. /accept (✅) lets it stand.",
    "challenge_cost_last": "Challenging the move that ends the game costs no turn: if its words "
                           "are valid, the game ends.",
    "challenge_cost_any": "If every word is valid, the move stands and the challenger loses a "
                          "turn: the one they are on if it is their turn to move, else their "
                          "next one.",
    "challenge_cost_two": "If every word is valid, the move stands and the challenger loses the "
                          "turn they are on: in a game of two, whoever challenges is the one to "
                          "move.",
    "check_vote": "Accept or check: after each move every opponent may /accept (✅) or check "
                  "it (/challenge, ❌) within {n} s. If all accept, the move stands; a check, "
                  "or the time running out, sends the words to the word list, and a move "
                  "with a word not in it is taken off and scores nothing. A check costs "
                  "nothing.",
    "check_auto": "The bot checks every word: a move with a word not in the word list is "
                  "refused, and you simply try again.",
    "check_agreement": "The players judge the words: after each move the opponents may "
                       "/accept (✅) or reject it (/challenge, ❌) within {n} s; a majority "
                       "against takes it back (the tiles return, no score), no votes mean it "
                       "stands, and a vote costs nothing. Once someone votes against, the bot "
                       "shows whether its word list knows the words, as advice.",
    "draw_after_check": "You draw your new tiles once the move stands.",
    "premiums_first": "Premium squares (letter ×2, ×3; word ×2, ×3) count only in the move "
                      "that covers them; word premiums multiply together.",
    "premiums_every": "Premium squares count every time: every later word through them gets "
                      "their premium again.",
    "quad": "4S squares (marked with an arrow): ×4 for a word that begins or ends on one, "
            "along its arrow; a word that only passes through gets nothing from it.",
    "wym": "WYM squares: when a move covering one stands, the next opponent's whole rack goes "
           "back into the bag and they draw as many new tiles, unless fewer than {n} tiles "
           "are in the bag.",
    "blank_zero": "A blank ({sym}) stands for any letter and scores 0; write it as a "
                  "lowercase letter.",
    "blank_letter": "A blank ({sym}) stands for any letter and scores as that letter; write "
                    "it as a lowercase letter.",
    "blank_swap": "Blank swap: if you hold the letter a blank on the board stands for, you "
                  "may put your letter in its place and take the blank, which you must play "
                  "in the same move: /swap F3 H8 щУКА. Only the words that move forms score.",
    "bingo_add": "All {rack} tiles in one move: +{n} points.",
    "bingo_add_continues": "All {rack} tiles in one move: +{n} points, but only if the game "
                           "goes on after that move.",
    "bingo_multiply": "All {rack} tiles in one move: the move scores ×{n}.",
    "bingo_none": "There is no bonus for using all your tiles.",
    "exchange": "Instead of a move you may /exchange tiles {when}{limit}.",
    "exchange_when_min": "while the bag holds at least {n} {n:tile|tiles}",
    "exchange_when_any": "while the bag has tiles",
    "exchange_limit": ", at most {n} {n:time|times} per player in a game",
    "exchange_draw_first": "The new tiles are drawn before yours go back, so you never draw "
                           "the same ones back.",
    "exchange_return_first": "Your tiles go back into the bag first, then as many are drawn.",
    "pass": "You may also /pass: your rack stays as it is.",
    "undo": "Undo: within {ask} s of a move its player may ask to take it back (/undo); if "
            "every opponent agrees within {agree} s, the tiles return and the player moves again.",
    "time": "Time per move: {n} s; when it runs out, the turn is a pass.",
    "clock": "Game clock: {n} min per player; a player out of time can no longer move.",
    "end_intro": "The game ends when:",
    "end_target": "• a player or team reaches {n} points: the round is then played out so "
                  "that everyone has had as many turns, and the highest score wins",
    "end_out": "• the bag is empty and a player has used all their tiles",
    "out_sits_out": "A player who has used all their tiles when the bag is empty sits out; the "
                    "others play on.",
    "end_scoreless": "• {n} turns in a row, of all players together, score nothing (passes, "
                     "exchanges, moves taken back, 0-point moves)",
    "end_passes": "• every player has passed {n} {n:time|times} in a row (time-outs and moves "
                  "taken off count as passes, exchanges do not)",
    "end_no_moves": "• no player can place a word",
    "end_clocks": "• every player's game clock has run out",
    "end_abandoned": "• {n} full {n:round|rounds} in a row score nothing: the game is abandoned, "
                     "with no winner",
    "adjust_publisher": "At the end each player loses the value of the tiles left on their "
                        "rack, and a player who went out gains the total of the others' tiles.",
    "adjust_tournament": "At the end a player who went out gains twice the value of the "
                         "others' tiles.",
    "adjust_deduct_only": "At the end each player loses the value of the tiles left on their "
                          "rack.",
    "adjust_not_target": "There is no end adjustment when the game ends at the target score.",
    "tie_draw": "Equal top scores are a draw.",
    "tie_score_before_adjustment": "Equal top scores: the higher score before the end "
                                   "adjustment wins.",
    "summary": "Word check: {mode}; rack {rack}.",
    "team_match": "{n} on {n}",
    "summary_house": "Also: {rules}.",
    "summary_teams": "{n} teams",
    "summary_target": "target {n}",
    "summary_time": "{n} s per move",
    "summary_clock": "clock {n} min each",
    "summary_hints": "hints on",
    "summary_undo": "undo by consent",
    "summary_names": "capitalised words allowed",
}

COMMANDS = {
    "new": "Open a game in this chat",
    "new.variant": "Rule set",
    "new.options": "House rules, e.g. rack=8 check=auto target=300 time=120 lang=en",
    "join": "Join the game in this chat",
    "join.team": "Team number",
    "leave": "Leave the game before it starts",
    "kick": "Remove a player from the lobby (its creator or a chat admin)",
    "kick.name": "The player's name",
    "order": "Set the order of play (the creator, before the start)",
    "order.players": "Names in the order of play, e.g. Bob, Ann",
    "start": "Start the game (deal the racks)",
    "play": "Place a word: 8H WORD across, H8 WORD down",
    "play.move": "Coordinate and word, e.g. 8H WORD; lowercase letter = blank",
    "exchange": "Exchange tiles from your rack",
    "exchange.tiles": "The letters to exchange (? for a blank)",
    "pass": "Pass your turn",
    "swap": "Swap a blank on the board for your letter and play it",
    "swap.square": "The blank's square, e.g. F3",
    "swap.move": "The move that plays the blank, e.g. H8 щУКА",
    "challenge": "Challenge or check the last move",
    "accept": "Accept the last move",
    "undo": "Ask to take your last move back",
    "rack": "Show your rack (privately)",
    "board": "Show the board",
    "score": "Scores, tiles in the bag, whose turn, clocks",
    "history": "The moves so far",
    "export": "The game as a GCG file",
    "rules": "The rules of this game",
    "rules.variant": "Rule set",
    "lang": "The chat's language; a chat admin changes it",
    "lang.code": "bg, pl, ru, sk, ro or en",
    "threads": "Games of this server in threads of their own; an admin changes it",
    "threads.mode": "on or off",
    "check": "Is a word in the word list? (advice)",
    "check.word": "The word",
    "hint": "Suggest a move (privately), when the game allows hints",
    "addbot": "Add a computer player to the game",
    "addbot.level": "beginner, easy, medium, hard, strong or champion",
    "resign": "Resign from the game",
    "end": ("End the game: its creator or a chat admin asks, the players vote "
            "(a lobby closes at once)"),
    "help": "How to play with this bot",
    "tiles": "The tiles you have not seen: the bag and the other racks (privately)",
    "preview": "Score a move without playing it (privately)",
    "preview.move": "Coordinate and word, e.g. 8H WORD",
    "top": "The best players: this chat's, or global",
    "top.board": "global, and/or a family: scrabble, literaki, erudit",
    "stats": "A player's games, rating and its history; hide: off the global board",
    "stats.player": "A player's name, or hide / show",
    "rematch": "Play the last game again: same rules, same players",
}

HELP = """How to play:
1. /new VARIANT opens a game (variants: {variants}). Options: rack=8 check=auto time=90s \
clock=20m target=300 teams=2 order=Bob,Ann hints=on lang=en.
2. The others type /join, then /start. Your rack comes to you privately.
3. /play 8H WORD places a word across from row 8, column H; /play H8 WORD goes down. \
A lowercase letter is a blank.
4. {vote}
5. Play the computer: /new VARIANT vs computer [level], or /addbot [level] in a lobby \
(levels: beginner, easy, medium, hard, strong, champion). /hint suggests a move privately when the \
game allows it.
Commands:
{commands}"""

# The placeholders of the commands' arguments (/help: /new [variant])
ARGS = {
    "variant": "variant",
    "options": "options",
    "team": "team",
    "name": "name",
    "players": "players",
    "move": "move",
    "tiles": "tiles",
    "square": "square",
    "word": "word",
    "level": "level",
    "code": "code",
    "mode": "mode",
    "board": "board",
    "player": "player",
}

# The web board's page (bot/web): its buttons and labels, and its refusals.
WEB = {
    "submit": "Play",
    "exchange": "Exchange",
    "pass": "Pass",
    "shuffle": "Shuffle",
    "undo": "Undo",
    "recall": "Take back",
    "bag": "Bag",
    "unseen": "Unseen tiles",
    "your_turn": "Your turn",
    "waiting": "Waiting for {name}",
    "blank_choose": "Which letter is the blank?",
    "history": "Moves",
    "replay": "Replay",
    "analysis": "Analysis",
    "download": "Download GCG",
    "spectator": "Watching",
    "over": "Game over",
    "cancel": "Cancel",
    "swap": "Swap the blank",
    "rack": "Your rack",
    "preview": "Preview",
    "preview_unchecked": ("The word list is not asked now: the other players judge the "
                          "move once it is played."),
    "exchange_choose": "Choose the tiles to exchange",
    "undo_answer": "Take the move back?",
    "connecting": "Connecting…",
    "offline": "Offline: reconnecting…",
    "lobby": "The game has not started yet.",
    "move_n": "Move {n}",
    "move_taken_off": "taken off",
    "clock": "Clock",
    "start": "Start",
    "bad_link": "This link is not valid. Open the board again from the chat.",
    "game_gone": "This game is no longer open.",
    "rematch_superseded": (
        "A later game has been played in this chat, so this one is no longer offered for "
        "a rematch: open the newest game's page, or type /rematch in the chat."),
    "not_seated": "You are not playing in this game.",
    "spectator_only": "Spectators can only watch.",
    "not_started": "The game has not started yet.",
    "after_end": "Available once the game is over.",
    "too_fast": "Too many requests: wait a moment.",
    "bad_origin": "This request did not come from the board's page.",
    "failed": "Something went wrong. Try again.",
    "board_link": "Your board: {url}",
    "board_watch": "Watch the board: {url}",
    "board": "Board",
    "zoom": "Enlarge the board",
    "blank": "blank",
    "computer": "computer",
    "vote": "Vote",
    "sort": "Sort",
    "analysis_miss": "{name}, move {n}: {played}; the best was {best}{gap}.",
    "analysis_miss_phony": "{name}, move {n}: {played}. The best valid move was {best}.",
    "analysis_phony_even": "{name}, move {n}: {played}. The word list allowed nothing better "
                           "than a pass.",
    "analysis_best": "{name}, move {n}: {played}, the best move.",
    "analysis_bingo": "A bingo was there: {move} for {score} {score:point|points}.",
    "undo_asked": "{name} asks to take back {move}.",
    "seconds": "{n} s",
    "pass_confirm": "Pass this turn?",
    "chip_you": "{name} (you)",
    "chip_score": "score {score}",
    "chip_to_move": "to move",
    "chip_clock": "clock {clock}",
    "tile_points": "{n} {n:point|points}",
    "unseen_count": "{n} {n:tile|tiles}",
    "end_asked": "{name} wants to end the game. A majority decides; if no one objects in time, "
                 "the game ends with no winner.",
    "keys_hint": "Keyboard: click a square or use the arrows, type letters to place them, Space "
                 "turns across/down, Backspace takes back, Enter plays.",
    "legend": "Squares",
    "legend_letter": "letter ×{n}",
    "legend_word": "word ×{n}",
    "end_question": "Do you agree?",
    "agree": "Agree",
    "refuse": "Refuse",
    "waiting_answer": "Waiting for an answer…",
    "tiles_back": "The board changed: your tiles are back on your rack.",
    "hint": "Hint",
    "hint_later": "You can ask for a hint on your turn.",
    "help": "How to play",
    "help_place": "Place a tile: tap it on your rack, then tap the square it goes on — or drag it "
                  "there.",
    "help_arrow": "Or tap an empty square first: an arrow shows on it, each tile you tap then "
                  "goes there and the arrow moves on (tap the square again to point it down).",
    "help_keys": "With a keyboard: click a square (click it again to point the arrow down), type "
                 "the letters, then press Enter to play.",
    "help_back": "Take a tile back: tap it on the board; “{recall}” takes them all back.",
    "help_exchange": "Exchange: tap “{exchange}”, pick the tiles, then confirm. It uses your turn.",
    "help_blank": "Blank: put it down and choose the letter it stands for.",
    "help_challenge": "Think a word is wrong? While the move waits for answers, tap “{challenge}”. "
                      "{cost}",
    "notice_clock": "{name} has run out of game time and can no longer move.",
    "notice_swap": "{name} swapped the {n:blank|blanks} on {squares} for the real "
                   "{n:letter|letters}.",
    "chip_move": "move time {clock}",
    "notice_undo_closed": "Not everyone agreed in time: the move by {name} stays on the board.",
    "tiles_back_time": "Your time ran out: your tiles are back on your rack.",
    "tiles_back_turn": "The turn moved on: your tiles are back on your rack.",
    "chip_voting": "voting",
    "chip_answering": "deciding",
    "chip_waits": "move waits",
    "chip_won": "winner",
    "chip_draw": "draw",
    "help_shuffle": "Shuffle: ⇄ mixes up the tiles on your rack (on your screen only).",
    "help_pass": "Pass: “{pass}” gives up your turn: your tiles stay on your rack and you score "
                 "nothing.",
    "help_undo": "Changed your mind? Within {n} s of your move, before the next player moves, "
                 "“{undo}” asks your opponents to let you take it back: every one of them must "
                 "agree.",
    "racks_before": "Racks at move {n}",
    "racks_dealt": "Racks as dealt",
    "racks_left": "Tiles left at the end",
    "cost_challenge": "If every word is valid, you lose your next turn.",
    "cost_vote": "A check costs you nothing: the word list decides.",
    "cost_agreement": "Your vote costs you nothing: the majority decides.",
    "doubt_challenge": "Challenge the move {move} by {name}?",
    "doubt_vote": "Check the move {move} by {name}?",
    "doubt_agreement": "Vote against the move {move} by {name}?",
    "exchange_confirm": "Exchange {n} {n:tile|tiles}? You will not score this turn.",
    "help_undo_computer": "A computer always agrees, but it moves at once: once it has moved, your "
                          "move can no longer be taken back.",
    "rack_out": "none (went out)",
    "challenge_failed_words": "The challenge by {name} failed: {words} {n:is|are} valid.",
    "challenge_failed_you": "Your challenge failed: {words} {n:is|are} valid.",
    "notice_lose_this": "You lose this turn.",
    "notice_lose_next": "You lose your next turn.",
    "analysis_no_move": "There is nothing to analyse at move {n}: {line}",
    "analysis_none": "No analysis is available for this move.",
    "help_swap": ("Blank swap: tap your tile of the letter a blank on the board stands for, "
                  "then that blank: your tile takes its place, and the blank comes to your "
                  "rack, to be played in this move. Only the words this move forms score."),
    "help_quad": "{label} squares (with an arrow, → or ↓): ×4 for a word that begins or "
                 "ends on one, along its arrow; a word that only passes through gets "
                 "nothing from it.",
    "legend_quad": "×4 for a word that begins or ends here, along the arrow; a word that only "
                   "passes through gets nothing from it.",
    "legend_wym": "once a move covering it stands, the next opponent's whole rack goes back into "
                  "the bag and they draw as many new tiles, unless fewer than {n} tiles are in the "
                  "bag.",
    "help_accept": "“{accept}” lets the move that waits stand.",
    "help_marks": "The ▪ marks on a player's card: the tiles on their rack, one mark each.",
    "help_zoom": "⤢ enlarges the board (move it with your finger); tap ⤢ again to see it whole.",
    "help_watch": "You are watching this game: the board, the scores, the moves, the clocks and "
                  "any vote change here as they happen, whether they are played in the chat or "
                  "on a board. No player's rack is shown.",
    "help_watch_no_clock": "You are watching this game: the board, the scores, the moves and any "
                           "vote change here as they happen, whether they are played in the chat "
                           "or on a board. No player's rack is shown.",
    "help_watch_only": "Watching, you cannot play, vote or challenge: only the players in the "
                       "game can. To play, join the next game in the chat.",
    "help_watch_only_auto": "Watching, you cannot play or vote: only the players in the game "
                            "can. To play, join the next game in the chat.",
    "help_watch_unseen": "“{unseen}” are the tiles not on the board yet: in the bag and on the "
                         "players' racks.",
    "exchanges_left": "{n} {n:exchange|exchanges} left",
    "chip_rack": "{n} {n:tile|tiles} on the rack",
    "pending_can_challenge": "{who} {n:can|can} accept or challenge the move {move} by {mover}.",
    "pending_can_end_challenge": "{who} {n:can|can} accept or challenge the move {move} by "
                                 "{mover}, which ends the game if it stands.",
    "pending_can_next_challenge": "{who} {n:can|can} accept or challenge the move {move} by "
                                  "{mover} before {name} plays.",
    "pending_open_challenge": "The move {move} by {mover} waits to be accepted or challenged.",
    "pending_can_vote": "{who} {n:can|can} accept or check the move {move} by {mover}.",
    "pending_can_end_vote": "{who} {n:can|can} accept or check the move {move} by {mover}, which "
                            "ends the game if it stands.",
    "pending_can_next_vote": ("{who} {n:can|can} accept or check the move {move} by {mover}; then "
                              "{name} plays."),
    "pending_open_vote": "The move {move} by {mover} waits to be accepted or checked.",
    "pending_can_agreement": "{who} {n:can|can} accept or reject the move {move} by {mover}.",
    "pending_can_end_agreement": "{who} {n:can|can} accept or reject the move {move} by {mover}, "
                                 "which ends the game if it stands.",
    "pending_can_next_agreement": ("{who} {n:can|can} accept or reject the move {move} by {mover}; "
                                   "then {name} plays."),
    "pending_open_agreement": "The move {move} by {mover} waits to be accepted or rejected.",
    "analysis_instead": "There is nothing to analyse at move {n}: {line} So here is the first "
                        "move worth a look instead.",
    "analysis_instead_first": "There is nothing to analyse at move {n}: {line} No move fell far "
                              "short of the best, so here is the first one instead.",
    "analysis_no_step": "There is no move {n} in this game: its moves go from 1 to {last}.",
    "key_foreign": "“{letter}” is not a letter of this game: tap a tile on your rack, or switch "
                   "your keyboard to {language}.",
    "kbd_en": "English",
    "kbd_bg": "Bulgarian",
    "kbd_pl": "Polish",
    "kbd_ru": "Russian",
    "kbd_sk": "Slovak",
    "kbd_ro": "Romanian",
    "cost_challenge_now": "If every word is valid, you lose this turn.",
    "cost_challenge_last": "If every word is valid, the move stands and the game ends.",
    "help_cost_challenge_any": "If every word is valid, you lose a turn: this one if you are to "
                               "move, else your next one (challenging the move that ends the "
                               "game costs nothing: the game ends).",
    "help_cost_challenge_two": "If every word is valid, you lose this turn (challenging the "
                               "move that ends the game costs nothing: the game ends).",
    "submit_short": "Play",
    "help_resign": "Resign: tap “{resign}” at the end of this panel, then confirm; it cannot be "
                   "taken back.",
    "resign_question": "Resign from this game? It ends now, and this cannot be taken back.",
    "resign_question_on": "Resign from this game? The others play on without you, and this cannot "
                          "be taken back.",
    "rematch_asked": "wants to play",
    "rematch_not_yet": "not yet",
    "rematch_back": "Back to the finished game",
    "rematch_go": "Go to the rematch",
    "rematch_lobby": "The rematch starts once {names} {n:asks|ask} for it too.",
    "lobby_game": "A game of {variant} is being set up. Players ({n}): {players}.",
    "rematch_game": "A rematch of {variant}: {players}.",
}
