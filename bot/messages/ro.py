"""Română."""

MESSAGES = {
    "unknown_command": "Nu cunosc comanda /{command}. Lista comenzilor: /help.",
    "group_only": "/{command} funcționează în conversația de grup, unde este jocul.",
    "too_long": "E prea lung pentru o comandă. Scrieți mai scurt.",
    "bad_text": "Textul are caractere pe care nu le pot citi. Scrieți-l din nou.",
    "new_usage": "Începeți un joc cu /new VARIANTĂ [opțiuni], de ex. /new romanian "
                 "time=120. Variante: {variants}.",
    "unknown_variant": "Nu cunosc varianta „{variant}”. Variante: {variants}.",
    "unknown_option": "Nu cunosc opțiunea „{option}”. Opțiuni: {options}.",
    "bad_option_format": "Scrieți opțiunile ca cheie=valoare, de ex. rack=8 (nu "
                         "„{option}”).",
    "bad_option_value": "Valoarea „{value}” nu se potrivește opțiunii {option}.",
    "bad_check_mode": "Această variantă permite verificarea cuvintelor: {choices} (nu "
                      "„{value}”).",
    "game_exists": "În această conversație există deja un joc. Terminați-l sau cereți "
                   "creatorului ori unui admin să dea /end.",
    "new_game": "{name} a deschis un joc {variant}. {summary}",
    "lobby_hint": "Intrați cu /join ({min}-{max} jucători), apoi /start.",
    "no_lexicon": "Atenție: dicționarul acestui joc nu este instalat, deci cuvintele nu "
                  "pot fi verificate.",
    "no_game": "Nu există niciun joc aici. Deschideți unul cu /new VARIANTĂ.",
    "not_started": "Jocul nu a început încă: /join, apoi /start.",
    "already_started": "Jocul a început deja.",
    "already_joined": "Sunteți deja în joc.",
    "game_full": "Jocul este complet ({max} jucători).",
    "no_teams": "Acest joc nu are echipe: doar /join.",
    "bad_team": "Alegeți o echipă de la 1 la {teams}, de ex. /join 1.",
    "joined": "{name} a intrat. Jucători ({n}): {players}.",
    "leave_running": "Jocul este în desfășurare: folosiți /resign ca să abandonați.",
    "not_in_lobby": "Nu sunteți înscris în acest joc.",
    "left": "{name} a ieșit (au rămas {n} jucători).",
    "lobby_closed": "Jocul a fost închis.",
    "end_not_allowed": "Doar creatorul jocului sau un admin al conversației îl poate "
                       "încheia.",
    "started": "Începe jocul {variant}! Ordinea: {order}.",
    "order_draws": "Piese trase pentru ordine: {draws}.",
    "play_hint": "Jucați cu /play 8H CUVÂNT (orizontal) sau /play H8 CUVÂNT (vertical); "
                 "literă mică = joker. Și /exchange, /pass, /rack, /score, /help.",
    "turn_place": "{name}: {move} pentru {score} ({words}). Total {total}.",
    "turn_exchange": "{name} a schimbat {n} piese.",
    "turn_pass": "{name} a dat pas.",
    "turn_timeout": "{name}: timpul a expirat, pas.",
    "turn_withdrawn": "Mutarea {move} a lui {name} a fost scoasă de pe tablă ({score} "
                      "puncte retrase).",
    "turn_lost": "{name} pierde această tură.",
    "turn_resign": "{name} a abandonat.",
    "turn_end_adjust": "{name}: {points} pentru piesele rămase la final.",
    "turn_adjust": "{name}: {points} ({reason}).",
    "move_stands": "Mutarea lui {name} rămâne.",
    "challenge_failed": "Contestația lui {name} a eșuat: cuvintele sunt valide.",
    "invalid_words": "Nu sunt în dicționar: {words}.",
    "challenge_open": "Adversarii pot contesta mutarea (/challenge, ❌) până mută "
                      "următorul jucător.",
    "challenge_open_timed": "Adversarii pot contesta mutarea (/challenge, ❌) în {seconds} s "
                            "sau o pot accepta (/accept, ✅).",
    "vote_open": "Adversari: acceptați (/accept, ✅) sau verificați (/challenge, ❌) în "
                 "{seconds} s.",
    "agreement_open": "Adversari: acceptați (/accept, ✅) sau respingeți (/challenge, ❌) "
                      "în {seconds} s; o majoritate împotrivă anulează mutarea.",
    "undo_asked": "{name} cere să ia înapoi mutarea {move}. Adversari: /undo da (✅) sau "
                  "/undo nu (❌) în {seconds} s.",
    "undone": "Mutarea lui {name} a fost luată înapoi: {name} mută din nou.",
    "undo_refused": "Mutarea lui {name} rămâne pe tablă.",
    "undo_usage": "Cereți cu /undo; răspundeți cu /undo da sau /undo nu.",
    "vote_closed": "Acest vot s-a încheiat.",
    "scores": "Scor: {scores}. În sac: {bag}.",
    "next_turn": "La mutare: {name}.",
    "waiting_for_votes": "Așteptăm voturile pentru mutarea {move} a lui {name}.",
    "deadline_move": "Timp pentru această mutare: {seconds} s.",
    "deadline_window": "Votul se încheie în {seconds} s.",
    "deadline_undo": "Cererea de anulare expiră în {seconds} s.",
    "clocks": "Ceasuri: {clocks}.",
    "game_over_text": "Joc încheiat ({reason}). Scor final: {scores}. Câștigător: "
                      "{winners}.",
    "board_title": "{variant}",
    "button_accept": "✅ Accept",
    "button_challenge": "❌ Contest",
    "button_check": "❌ Verific",
    "button_reject": "❌ Resping",
    "button_yes": "✅ Da",
    "button_no": "❌ Nu",
    "swap_usage": "Scrieți /swap PĂTRAT MUTARE, de ex. /swap F3 H8 щУКА: jokerul de pe F3 "
                  "e înlocuit cu litera dvs. și jucat în mutare.",
    "your_rack": "Piesele dvs. ({variant}): {rack}",
    "rack_caption": "În sac: {n}",
    "rack_sent": "V-am trimis piesele în privat.",
    "wym_exchanged": "Un pătrat WYM v-a schimbat piesele.",
    "no_games_private": "Nu jucați niciun joc acum.",
    "no_game_for_link": "Acest joc nu mai este deschis.",
    "private_ok": "Sunteți în joc. Piesele vor veni aici când începe jocul.",
    "history_empty": "Încă nu sunt mutări.",
    "history_title": "Mutări:",
    "export_after_end": "Înregistrarea arată piesele jucătorilor, deci e disponibilă după "
                        "terminarea jocului.",
    "export_none": "Nu există niciun joc terminat de exportat aici.",
    "export_unavailable": "Exportul nu este încă disponibil.",
    "export_ready": "Jocul ca fișier GCG:",
    "variants_list": "Variante:\n{variants}\nRegulile unei variante: /rules VARIANTĂ.",
    "check_usage": "Scrieți /check CUVÂNT.",
    "check_not_now": "Într-un joc cu contestații nu spun dacă un cuvânt e valid: riscul e "
                     "al jucătorilor.",
    "check_agreement": "Întrebați cât timp o mutare așteaptă voturile: atunci dicționarul "
                       "e doar un sfat.",
    "check_yes": "{word} este în dicționar ({variant}).",
    "check_no": "{word} nu este în dicționar ({variant}).",
    "hint_unavailable": "Sugestiile nu sunt încă disponibile.",
    "hints_off": "În acest joc sugestiile sunt oprite (deschideți-l cu hints=on).",
    "hint_none": "Nu văd nicio mutare pentru piesele dvs.",
    "hint_moves": "Mutări bune:\n{moves}",
    "hint_sent": "V-am trimis o sugestie în privat.",
    "addbot_unavailable": "Jucătorii calculator nu sunt încă disponibili.",
    "level_beginner": "începător",
    "level_easy": "ușor",
    "level_medium": "mediu",
    "level_hard": "greu",
    "level_strong": "puternic",
    "computer_name": "Calculator ({level})",
    "computer_name_n": "Calculator {n} ({level})",
    "addbot_started": "Jocul a început deja: un jucător calculator se poate adăuga doar înainte "
                      "de /start.",
    "addbot_not_player": "Doar jucătorii înscriși sau cel care a deschis jocul pot adăuga un "
                         "jucător calculator.",
    "addbot_no_lexicon": "Calculatorul are nevoie de dicționarul acestui joc, iar acesta nu "
                         "este instalat.",
    "bad_level": "Nu cunosc nivelul „{level}”. Niveluri: începător, ușor, mediu, greu, puternic "
                 "(sau beginner, easy, medium, hard, strong).",
    "computer_challenges": "{name} contestă {move}!",
    "computer_checks": "{name} cere verificarea lui {move}.",
    "computer_rejects": "{name} votează împotriva lui {move}.",
    "computer_accepts": "{name} acceptă {move}.",
    "computer_agrees_undo": "{name} este de acord să se retragă mutarea.",
    "computer_no_lexicon": "{name} nu are dicționar cu care să joace, așa că trece.",
}

ERRORS = {
    "gap": "Piesele noi trebuie să stea pe o linie, fără pătrat gol între ele.",
    "bad_syntax": "Scrieți mutarea ca o coordonată și un cuvânt, de ex. 8H CUVÂNT "
                  "(orizontal) sau H8 CUVÂNT (vertical).",
    "bad_coordinate": "{coord} nu este o coordonată: rând apoi coloană pentru orizontal "
                      "(8H), coloană apoi rând pentru vertical (H8).",
    "off_board": "Cuvântul iese de pe tablă.",
    "bad_letter": "{letter} nu este o literă a acestui joc.",
    "letter_mismatch": "Pe pătratul {square} este {board_letter}, nu {letter}.",
    "empty_through": "Pe pătratul {square} nu este nicio piesă prin care să jucați.",
    "no_new_tiles": "Mutarea nu pune nicio piesă nouă.",
    "word_continues": "Cuvântul continuă pe tablă: scrieți tot cuvântul {word}.",
    "not_connected": "Cuvântul trebuie să atingă o piesă aflată deja pe tablă.",
    "start_not_covered": "Primul cuvânt trebuie să acopere pătratul de start {square}.",
    "first_move_too_short": "Primul cuvânt are nevoie de cel puțin două piese.",
    "not_on_rack": "Nu aveți {letters} printre piese.",
    "word_too_short": "{word} este prea scurt: cuvintele au cel puțin {min} litere.",
    "word_too_long": "{word} este prea lung: cuvintele au cel mult {max} litere.",
    "unknown_word": "Nu sunt în dicționar: {words}.",
    "not_your_turn": "Nu este rândul dvs.",
    "game_over": "Jocul s-a încheiat.",
    "not_a_player": "Nu jucați în acest joc.",
    "exchange_bag_too_small": "Un schimb cere cel puțin {min} piese în sac; sunt {bag}.",
    "exchange_limit": "Ați folosit toate cele {limit} schimburi.",
    "exchange_empty": "Numiți piesele de schimbat, de ex. /exchange AEI.",
    "move_pending": "Așteptați până ce ultima mutare este acceptată sau verificată.",
    "nothing_pending": "Nu există nicio mutare de contestat sau de votat.",
    "own_move": "Nu puteți vota propria mutare.",
    "already_voted": "Ați votat deja.",
    "not_allowed": "Regulile acestui joc nu permit asta.",
    "swap_not_blank": "Pe {square} nu este niciun joker de schimbat.",
    "swap_letter_mismatch": "Jokerul de pe {square} ține locul lui {letter}: aveți nevoie "
                            "de această literă.",
    "swap_blank_unused": "Un joker luat de pe tablă trebuie jucat în aceeași mutare.",
    "undo_not_possible": "Această mutare nu mai poate fi luată înapoi.",
    "no_undo_request": "Nimeni nu a cerut să ia înapoi o mutare.",
    "resigned": "Ați abandonat acest joc.",
    "too_few_players": "Acest joc are nevoie de cel puțin {min} jucători.",
    "too_many_players": "Acest joc primește cel mult {max} jucători.",
    "bad_teams": "Echipele trebuie să aibă același număr de jucători.",
    "bad_option": "Opțiune de reguli necunoscută sau nevalidă: {option}.",
}

MODES = {
    "challenge": "contestație dublă",
    "vote": "acceptă sau verifică",
    "auto": "verificare automată",
    "agreement": "decid jucătorii",
}

ENDINGS = {
    "out": "un jucător a terminat piesele",
    "scoreless": "prea multe ture fără puncte",
    "passes": "toți au dat pas",
    "no_moves": "nimeni nu mai poate muta",
    "target": "s-a atins scorul țintă",
    "clocks": "tuturor le-a expirat timpul",
    "resigned": "abandon",
    "stopped": "încheiat la cerere",
}

RULES = {
    "title": "Reguli: {variant}",
    "players": "Jucători: {min}-{max}{teams}.",
    "teams": ", se poate pe echipe",
    "rack": "Suport: {n} piese; tablă {w}×{h}; {tiles} piese în sac.",
    "check": "Verificarea cuvintelor: {mode}.",
    "min_word": "Cuvintele au cel puțin {n} litere.",
    "bingo_add": "Pentru toate piesele deodată: +{n}.",
    "bingo_multiply": "Pentru toate piesele deodată: mutarea se înmulțește cu {n}.",
    "bingo_none": "Nu există bonus pentru toate piesele deodată.",
    "bingo_continues": " (doar dacă jocul continuă)",
    "premiums_every": "Pătratele premiate contează de fiecare dată când un cuvânt trece "
                      "prin ele.",
    "premiums_first": "Pătratele premiate contează doar la mutarea care le acoperă.",
    "blank_letter": "Jokerul valorează cât litera pe care o înlocuiește.",
    "blank_swap": "Un joker de pe tablă poate fi schimbat cu litera adevărată (/swap).",
    "exchange": "Schimb când sacul are cel puțin {n}{limit}.",
    "exchange_limit": ", de cel mult {n} ori pe joc",
    "end_scoreless": "Jocul se termină după {n} ture la rând fără puncte.",
    "end_passes": "Jocul se termină după {n} pasuri la rând ale fiecărui jucător.",
    "end_no_moves": "Jocul se termină când nimeni nu mai poate muta.",
    "target": "Câștigă primul care ajunge la {n} puncte (runda se termină).",
    "undo": "O mutare poate fi luată înapoi în 10 s dacă toți adversarii sunt de acord "
            "(/undo).",
    "time": "Timp pe mutare: {n} s (apoi pas).",
    "clock": "Ceas de joc: {n} min pe jucător.",
    "window": "Timp de vot: {n} s.",
    "summary": "Verificarea cuvintelor: {mode}; suport {rack}.",
}

COMMANDS = {
    "new": "Deschide un joc în această conversație",
    "new.variant": "Varianta de reguli",
    "new.options": "Reguli de casă, de ex. rack=8 check=auto target=300 time=120 lang=ro",
    "join": "Intră în jocul din această conversație",
    "join.team": "Numărul echipei",
    "leave": "Ieși din joc înainte de început",
    "start": "Începe jocul (împarte piesele)",
    "play": "Pune un cuvânt: 8H CUVÂNT orizontal, H8 CUVÂNT vertical",
    "play.move": "Coordonată și cuvânt, de ex. 8H CUVÂNT; literă mică = joker",
    "exchange": "Schimbă piese",
    "exchange.tiles": "Literele de schimbat (? pentru joker)",
    "pass": "Dă pas",
    "swap": "Schimbă un joker de pe tablă cu litera ta și joacă-l",
    "swap.square": "Pătratul jokerului, de ex. F3",
    "swap.move": "Mutarea care joacă jokerul, de ex. H8 щУКА",
    "challenge": "Contestă sau verifică ultima mutare",
    "accept": "Acceptă ultima mutare",
    "undo": "Cere să iei înapoi ultima mutare",
    "rack": "Arată-mi piesele (în privat)",
    "board": "Arată tabla",
    "score": "Scor, piese în sac, cine mută, ceasuri",
    "history": "Mutările de până acum",
    "export": "Jocul ca fișier GCG",
    "rules": "Regulile acestui joc",
    "rules.variant": "Varianta de reguli",
    "check": "Este un cuvânt în dicționar? (sfat)",
    "check.word": "Cuvântul",
    "hint": "Sugerează o mutare (în privat), dacă jocul permite",
    "addbot": "Adaugă un jucător calculator",
    "addbot.level": "beginner, easy, medium, hard sau strong",
    "resign": "Abandonează jocul",
    "end": "Încheie jocul (creatorul sau un admin)",
    "help": "Cum se joacă cu acest bot",
}

HELP = """Cum se joacă:
1. /new VARIANTĂ deschide un joc (variante: {variants}). Opțiuni: rack=8 check=auto \
time=60 clock=20m target=300 teams=2 lang=ro.
2. Fiecare scrie /join, apoi /start. Piesele vin fiecăruia în privat.
3. /play 8H CUVÂNT pune un cuvânt orizontal de la rândul 8, coloana H; /play H8 CUVÂNT \
vertical. O literă mică este joker.
4. După o mutare, adversarii pot da /accept sau /challenge (sau reacționa cu ✅ / ❌).
5. Jucați cu calculatorul: /new VARIANTĂ vs calculator [nivel] sau /addbot [nivel] \
înainte de start (niveluri: începător, ușor, mediu, greu, puternic). /hint vă sugerează \
în privat o mutare, dacă jocul permite.
Comenzi:
{commands}"""
