"""Română."""

MESSAGES = {
    # Said by the adapters themselves (a user's private chat is closed or not started).
    "dm_closed_discord": "{mention}, nu vă pot trimite mesaje private. Folosiți /rack ca să "
                         "vedeți piesele (doar dumneavoastră le veți vedea) sau permiteți "
                         "mesajele private.",
    "dm_start_telegram": "{name}, apăsați butonul pentru a deschide o conversație privată cu "
                         "mine: acolo vă trimit piesele.",
    "dm_start_button": "Piesele mele",
    # The web board (WEB_URL): a player's own link beside the rack, anyone's on the board.
    "board_button": "Deschide tabla",
    "board_watch_button": "Urmărește tabla",
    "vote_received": "Vot primit; rezultatul apare în chat.",
    "unknown_command": "Nu cunosc comanda /{command}. Lista comenzilor: /help.",
    "unreadable_game": "Jocul din acest chat nu poate fi citit, așa că nu poate continua. Un "
                       "administrator al chatului îl poate încheia cu /end.",
    "unreadable_game_ended": "Jocul care nu putea fi citit a fost încheiat. Începeți unul nou cu "
                             "/new.",
    "group_only": "/{command} funcționează în conversația de grup, unde este jocul.",
    "too_long": "E prea lung pentru o comandă. Scrieți mai scurt.",
    "bad_text": "Textul are caractere pe care nu le pot citi. Scrieți-l din nou.",
    "new_usage": "Începeți un joc cu /new VARIANTĂ [opțiuni], de ex. /new romanian "
                 "time=120. Variante: {variants}.",
    "unknown_variant": "Nu cunosc varianta „{variant}”. Variante: {variants}.",
    "unknown_option": "Nu cunosc opțiunea „{option}”. Opțiuni: {options} (names=: și cuvinte cu "
                      "majusculă, în jocul bulgăresc; words=: lista de cuvinte proprie a "
                      "operatorului).",
    "lobby_more_players": "Regulile sunt pentru {n} {n:jucător|jucători|de jucători}; într-un "
                          "joc deschis "
                          "cu regula casei players={most} pot juca până la {most} "
                          "{most:jucător|jucători|de jucători}.",
    "bad_option_format": "Scrieți opțiunile ca cheie=valoare, de ex. rack=8 (nu "
                         "„{option}”).",
    "bad_option_value": "Valoarea „{value}” nu se potrivește opțiunii {option}.",
    "bad_check_mode": "Această variantă permite verificarea cuvintelor: {choices} (nu "
                      "„{value}”).",
    "game_exists": "În această conversație există deja un joc. Terminați-l sau cereți "
                   "creatorului ori unui admin să dea /end.",
    "new_game": "{name} a deschis un joc {variant}. {summary}",
    "lobby_hint": "Intrați cu /join ({players} {max:jucător|jucători|de jucători}), apoi "
                  "/start.",
    "no_lexicon": "Atenție: dicționarul acestui joc nu este instalat, deci cuvintele nu "
                  "pot fi verificate.",
    "no_game": "Nu există niciun joc aici. Deschideți unul cu /new VARIANTĂ.",
    "game_ended": "Jocul s-a încheiat deja. Joc nou: /new, revanșă: /rematch.",
    "not_started": "Jocul nu a început încă: /join, apoi /start.",
    "already_started": "Jocul a început deja.",
    "already_joined": "Sunteți deja în joc.",
    "order_set": "Ordinea jocului: {order}.",
    "order_usage": "Scrieți ordinea ca nume despărțite prin virgulă, de ex. /order Bob, Ann.",
    "order_creator_only": "Doar creatorul jocului sau un admin al conversației poate stabili "
                          "ordinea.",
    "order_unknown": "{name} nu s-a alăturat acestui joc.",
    "game_full": "Jocul este complet ({max} {max:jucător|jucători|de jucători}).",
    "no_teams": "Acest joc nu are echipe: doar /join.",
    "bad_team": "Alegeți o echipă de la 1 la {teams}, de ex. /join 1.",
    "joined": "{name} a intrat. Jucători ({n}): {players}.",
    "leave_running": "Jocul este în desfășurare: folosiți /resign ca să abandonați.",
    "not_in_lobby": "Nu sunteți printre jucătorii acestui joc.",
    "left": "{name} a ieșit; {n:a rămas|au rămas|au rămas} {n} {n:jucător|jucători|de "
            "jucători}.",
    "lobby_closed": "Jocul a fost închis.",
    "end_not_allowed": "Doar cine a deschis acest joc ({creator}) sau un admin al "
                       "conversației îl poate încheia.",
    "started": "Începe jocul {variant}! Ordinea: {order}.",
    "order_draws": "Piese trase pentru ordine (începe litera cea mai apropiată de începutul "
                   "alfabetului, jokerul înaintea tuturor): {draws}.",
    "teams": "Echipe: {teams}.",
    "team_tag": "echipa {n}",
    "versus": "–",
    "play_hint": "Primul cuvânt trebuie să acopere căsuța de start {down}: /play {across} "
                 "CARTE (orizontal) sau /play {down} CARTE (vertical); o literă mică este "
                 "joker ({sym}). Și /exchange, /pass, /rack, /score, /rules, /help.",
    "turn_place": "{name}: {move} — {score} {score:punct|puncte|de puncte}{words}. Total: "
                  "{total}.",
    "blank_lowercase": "O literă mică este un joker ({sym}): {letters} în mutarea {move}.",
    "turn_place_off": "{name}: {move} — {score} {score:punct|puncte|de puncte}{words}.",
    "bonus_all_tiles": "bonus {n} pentru toate piesele",
    "turn_exchange": "{name} a schimbat {n} {n:piesă|piese|de piese}.",
    "exchanges_left": "{name} mai are {n} {n:schimb|schimburi|de schimburi}.",
    "exchanges_left_none": "{name} nu mai are niciun schimb.",
    "turn_pass": "{name} a dat pas.",
    "turn_timeout": "{name}: timpul a expirat, pas.",
    "turn_withdrawn": "{name}: mutarea {move} a fost scoasă de pe tablă, piesele se întorc pe "
                      "suport, fără puncte.",
    "turn_withdrawn_challenged": "{name}: mutarea {move} a fost scoasă de pe tablă (contestație: "
                                 "{challenger}); piesele se întorc la {name}, fără puncte.",
    "turn_lost": "{name} pierde această tură.",
    "turn_lost_challenge": "{name} pierde această tură: contestarea "
                           "{n:cuvântului|cuvintelor|cuvintelor} {words} a eșuat ({n:este "
                           "valid|sunt valide|sunt valide}).",
    "history_lost_turn": "{name} a pierdut o tură.",
    "history_lost_challenge": "{name} a pierdut o tură: contestarea "
                              "{n:cuvântului|cuvintelor|cuvintelor} {words} a eșuat ({n:este "
                              "valid|sunt valide|sunt valide}).",
    "history_off": "Mutarea a fost scoasă de pe tablă, fără puncte.",
    "history_off_challenged": "Mutarea a fost scoasă de pe tablă (contestație: {challenger}), "
                              "fără puncte.",
    "turn_resign": "{name} a abandonat.",
    "turn_end_adjust": "{name}: {points} pentru piesele rămase ({tiles}).",
    "turn_end_gain": "{name}: {points} pentru piesele adversarilor ({tiles}).",
    "turn_adjust": "{name}: {points} ({reason}).",
    "move_stands": "{name}: mutarea este acceptată.",
    "challenge_failed": "{name}: contestația a eșuat — cuvintele sunt valide.",
    "challenge_failed_one": "{name}: contestația a eșuat — cuvântul este valid.",
    "challenge_cost_next": "{name} va pierde tura următoare.",
    "challenge_cost_nothing": "Jocul s-a încheiat, deci {name} nu pierde nicio tură.",
    "invalid_words": "Nu există în dicționar: {words}.",
    "check_ok": "Verificat: {words} — toate sunt în dicționar.",
    "check_ok_one": "Verificat: {words} e în dicționar.",
    "check_ok_two": "Verificat: {words} — amândouă sunt în dicționar.",
    "check_time_up": "Timpul pentru răspuns a expirat, așa că decide dicționarul.",
    "check_cost_nothing": "Verificarea nu costă nimic: nici puncte, nici rândul.",
    "advice": "Dicționarul, doar ca sfat (decid jucătorii): {words}.",
    "advice_known": "{word} există",
    "advice_unknown": "{word} nu există",
    "draw_note": "Veți trage {n} {n:piesă|piese|de piese} după ce mutarea e acceptată.",
    "challenge_auto": "În acest joc botul verifică singur fiecare cuvânt: nu aveți ce contesta.",
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
    "undone": "Mutarea a fost luată înapoi: {name} mută din nou.",
    "undo_refused": "{name}: mutarea rămâne pe tablă.",
    "undo_closed_by_check": "{name}: cererea de a lua mutarea înapoi se închide — mutarea a "
                            "fost verificată.",
    "undo_agrees": "{name} este de acord să se retragă mutarea.",
    "undo_disagrees": "{name} vrea ca mutarea să rămână.",
    "swapped": "jokerul de pe {square}",
    "undo_usage": "Cereți cu /undo; răspundeți cu /undo da sau /undo nu.",
    "vote_late_stands": "Prea târziu pentru vot — {name}: mutarea {move} este deja acceptată.",
    "vote_late_off": "Prea târziu pentru vot — {name}: mutarea {move} a fost deja scoasă de pe "
                     "tablă.",
    "window_closed_stands": "Timpul pentru contestații a expirat — {name}: mutarea {move} este "
                            "acceptată.",
    "vote_closed": "Acest vot s-a încheiat.",
    "scores": "Scor: {scores}. În sac: {bag}.",
    "next_turn": "La mutare: {name}.",
    "waiting_for_votes": "{name}: mutarea {move} așteaptă voturile.",
    "waiting_for_answer": "{name}: mutarea {move} așteaptă să fie acceptată sau verificată.",
    "waiting_for_challenge": "{name}: mutarea {move} poate fi contestată până la mutarea "
                             "următorului jucător.",
    "waits_next_challenge": "{name} mută după ce ultima mutare ({mover}) este acceptată",
    "waits_next_vote": "{name} mută după ce ultima mutare ({mover}) este acceptată sau "
                       "verificată",
    "waits_next_agreement": "{name} mută după votul asupra ultimei mutări ({mover})",
    "waits_move_challenge": "Ultima mutare ({mover}) așteaptă să fie acceptată",
    "waits_move_vote": "Ultima mutare ({mover}) așteaptă să fie acceptată sau verificată",
    "waits_move_agreement": "Ultima mutare ({mover}) așteaptă rezultatul votului",
    "waits_end": "Jocul se încheie dacă ultima mutare ({mover}) rămâne",
    "waits_who_challenge": "{who} o {n:poate|pot} accepta (✅) sau contesta (❌){within}.",
    "waits_who_vote": "{who} o {n:poate|pot} accepta (✅) sau verifica (❌){within}.",
    "waits_who_agreement": "{who} o {n:poate|pot} accepta (✅) sau respinge (❌){within}.",
    "waits_within": " în {seconds} s",
    "move_pending_yours_challenge": "Mai întâi răspundeți la ultima mutare ({mover}): "
                                    "acceptați-o (✅) sau contestați-o (❌){within}.",
    "move_pending_yours_vote": "Mai întâi răspundeți la ultima mutare ({mover}): acceptați-o (✅) "
                               "sau verificați-o (❌){within}.",
    "move_pending_yours_agreement": "Mai întâi votați ultima mutare ({mover}): acceptați-o (✅) "
                                    "sau respingeți-o (❌){within}.",
    "deadline_move": "Timp pentru această mutare: {seconds} s.",
    "deadline_window": "Votul se încheie în {seconds} s.",
    "deadline_undo": "Cererea de anulare expiră în {seconds} s.",
    "clocks": "Ceasuri: {clocks}.",
    "game_over_text": "Joc încheiat: {reason}. Scor final: {scores}. Câștigător: {winners}.",
    "game_over_abandoned": "Joc încheiat: {reason}. Scor final: {scores}. Fără câștigător: jocul "
                           "nu contează pentru rating (în /stats apare printre jocurile jucate).",
    "game_over_draw": "Joc încheiat: {reason}. Scor final: {scores}. Egalitate: {winners}.",
    "tie_break_won": "Scor egal: câștigă {name}, care avea mai multe puncte înainte de "
                     "socoteala finală.",
    "board_title": "{variant}",
    "button_accept": "✅ Accept",
    "button_challenge": "❌ Contest",
    "button_check": "❌ Verific",
    "button_reject": "❌ Resping",
    "button_yes": "✅ Da",
    "button_no": "❌ Nu",
    "swap_usage": "Scrieți /swap CĂSUȚĂ MUTARE, de ex. /swap F3 H8 щУКА: litera dvs. ia locul "
                  "jokerului de pe F3, iar jokerul trebuie jucat în aceeași mutare.",
    "your_rack": "{variant} — piesele dvs.: {rack}",
    "rack_caption": "În sac: {n}",
    "rack_sent": "{name}: v-am trimis piesele în privat.",
    "wym_exchanged": "O căsuță WYM v-a schimbat piesele.",
    "wym_chat": "Căsuță WYM: {name} primește piese noi, iar cele vechi se întorc în sac.",
    "wym_pending": "{name}: mutarea acoperă o căsuță WYM, așa că, dacă rămâne (o acceptați sau "
                   "verificarea găsește cuvântul în dicționar), piesele vă vor fi schimbate: "
                   "acestea se întorc în sac și trageți altele noi.",
    "wym_pending_hint": "{name}: mutarea acoperă o căsuță WYM, așa că, dacă o acceptați, "
                        "piesele vă vor fi schimbate; de aceea nu dau sugestii pentru ele. "
                        "Acceptați mutarea (✅ sau /accept), apoi întrebați din nou.",
    "wym_accept_first": "{name}: mutarea acoperă o căsuță WYM, așa că, dacă o acceptați, "
                        "piesele vă vor fi schimbate și nu puteți juca cu ele. Acceptați mai "
                        "întâi mutarea (✅ sau /accept), apoi jucați cu piesele noi.",
    "wym_pending_picture": "Se schimbă dacă mutarea e acceptată (WYM)",
    "no_games_private": "Nu jucați niciun joc acum.",
    "private_games": "Jucați acum {n} {n:joc|jocuri|de jocuri}; "
                     "pe care? Trimiteți comanda cu numărul lui:",
    "private_game_line": "{n}. {variant} ({players})",
    "no_game_for_link": "Acest joc nu mai este deschis.",
    "link_not_member": "Acest link este pentru membrii grupului în care se joacă jocul.",
    "button_not_member": "Acest buton este pentru membrii grupului în care se joacă jocul.",
    "button_expired": "Acest buton nu mai funcționează: scrie comanda în chat.",
    "restarting": "Botul repornește: încearcă din nou peste câteva secunde.",
    "database_unavailable": "Botul nu își poate accesa baza de date acum: "
                            "încearcă din nou peste un minut.",
    "kick_not_allowed": "Doar creatorul jocului sau un administrator al chatului poate scoate un "
                        "jucător.",
    "kick_running": "Jocul a început: nimeni nu mai poate fi scos (un jucător poate folosi "
                    "/resign).",
    "kick_usage": "Scrieți pe cine scoateți, de exemplu /kick Bob.",
    "kick_no_such": "Nu există alt jucător numit „{name}” în joc.",
    "kicked": "{name} nu mai e în joc; {n:a rămas|au rămas|au rămas} {n} {n:jucător|jucători|de "
              "jucători}.",
    "private_ok": "Sunteți în joc. Piesele vor veni aici când începe jocul.",
    "history_empty": "Încă nu sunt mutări.",
    "history_title": "Mutări:",
    # chat language and history after the end (issue 16)
    "language_name": "română",
    "lang_current": "Limba acestui chat: {language}. Un administrator al chatului o schimbă "
                    "cu /lang COD ({codes}).",
    "lang_set": "De acum vorbesc românește în acest chat.",
    "lang_admin_only": "Doar un administrator al chatului poate schimba limba chatului.",
    "lang_unknown": "Nu cunosc limba „{code}”. Limbi: {codes}.",
    "threads_now_on": "Pe acest server fiecare joc are firul lui de discuție: /new într-un canal "
                      "unde pot crea fire deschide unul pentru joc. Un administrator "
                      "dezactivează asta cu /threads off.",
    "threads_now_off": "Pe acest server se joacă în canalul unde s-a scris /new. Un "
                       "administrator activează firele de discuție cu /threads on.",
    "threads_set_on": "De acum, /new deschide pentru fiecare joc un fir de discuție separat, în "
                      "fiecare canal al acestui server unde pot crea fire.",
    "threads_set_off": "De acum, /new deschide jocul direct în canal: un joc pe canal.",
    "threads_admin_only": "Doar un administrator al serverului poate schimba unde se joacă.",
    "threads_unknown": "Scrieți /threads on sau /threads off (nu „{word}”).",
    "thread_opened": "Jocul are firul lui de discuție: {thread}",
    "variant_check": "verificare: {mode}",
    "variant_players": "jucători: {range}",
    "bonus_all_tiles_times": "bonus ×{n} pentru toate piesele",
    "game_exists_ending": ("În acest chat încă se joacă: votul pentru încheierea jocului este "
                           "deschis și se închide în cel mult {seconds} s (sau când majoritatea "
                           "jucătorilor răspund /end da). Apoi /new deschide următorul joc."),
    "game_exists_yours": "Jocul dvs. este deja deschis în acest chat: /end îl închide, apoi "
                         "/new deschide altul.",
    "bad_option_range": "Valoarea „{value}” nu se potrivește opțiunii {option}=: aceasta "
                        "primește un număr întreg de la {low} la {high}.",
    "bad_option_here": "Opțiunea {option}= nu este disponibilă în {variant}.",
    "bad_option_seconds": "Valoarea „{value}” nu se potrivește opțiunii {option}=: aceasta "
                          "primește un timp între {low} și {high} s, de ex. 90, 2m sau 1h.",
    "export_after_end": "Înregistrarea arată piesele jucătorilor, deci e disponibilă după "
                        "terminarea jocului.",
    "export_none": "Nu există niciun joc terminat de exportat aici.",
    "export_ready": "Jocul ca fișier GCG:",
    "variants_list": "Variante:\n{variants}\nRegulile unei variante: /rules VARIANTĂ.",
    "check_usage": "Scrieți /check și cuvântul, de ex. /check CARTE.",
    "check_not_now": "Într-un joc cu contestații sau verificări nu spun dacă un cuvânt e valid: "
                     "riscul e al celui care îl pune pe tablă.",
    "check_agreement": "Întrebați după ce cineva votează împotriva unei mutări: atunci "
                       "dicționarul e doar un sfat.",
    "check_yes": "{word} este în dicționarul jocului {variant}.",
    "check_no": "{word} nu este în dicționarul jocului {variant}.",
    "hints_off": "În acest joc sugestiile sunt oprite (deschideți-l cu hints=on).",
    "hint_none": "Nu văd nicio mutare pentru piesele dvs.",
    "hint_moves": "Mutări bune, de la cea mai bună:\n{moves}\n"
                  "Ordonate după valoarea pentru joc, nu doar după puncte: mai "
                  "puține puncte acum pot păstra piese mai bune.",
    "hint_line": "{move} ({score} {score:punct|puncte|de puncte})",
    "hint_answered": "{name}: v-am răspuns în privat.",
    "hint_game_ending": "{name}: dacă această mutare rămâne, jocul se încheie și după ea nu mai "
                        "urmează nicio mutare, așa că acum nu am nicio sugestie.",
    "hint_sent": "{name}: v-am trimis o sugestie în privat.",
    "level_beginner": "începător",
    "level_easy": "ușor",
    "level_medium": "mediu",
    "level_hard": "greu",
    "level_strong": "puternic",
    "level_champion": "campion",
    "ratings_changed": "Ratinguri: {ratings}.",
    "game_unrated": "Acest joc nu contează pentru rating: {reason} (în /stats apare printre "
                    "jocurile jucate).",
    "unrated_why_rules": "regulile casei ({options}) schimbă prea mult jocul",
    "unrated_why_stopped": "a fost oprit înainte de finalul stabilit de reguli",
    "unrated_why_empty": "pe tablă nu este niciun cuvânt",
    "unrated_house_rules": "Acest joc nu va conta pentru rating: regulile casei ({options}) "
                           "schimbă prea mult jocul.",
    "button_rematch": "🔁 Revanșă",
    "family_scrabble": "Scrabble",
    "family_literaki": "Literaki",
    "family_erudit": "Erudit",
    "top_title": "Cei mai buni jucători din acest chat, {family}:",
    "top_global_title": "Cei mai buni jucători (clasament general), {family}:",
    "top_empty": "Încă nu există jocuri cu rating.",
    "top_line": "{place}. {name}: {rating} (±{spread}), {n} {n:joc|jocuri|de jocuri}",
    "top_usage": "Scrieți /top, /top global sau /top FAMILIE (familii: {families}).",
    "stats_hidden": "Nu mai apăreți în clasamentul general. /stats show vă readuce.",
    "stats_shown": "Apăreți din nou în clasamentul general.",
    "stats_unknown": "Nu cunosc aici niciun jucător pe nume {name} cu un joc terminat.",
    "stats_none": "{name} nu are încă jocuri terminate.",
    "stats_title": "Statistici pentru {name}:",
    "stats_family": "{family}: {n} {n:joc|jocuri|de jocuri}, câștigate: {wins} ({rate}%), scor "
                    "mediu {average}, {bingos} bingo pe joc",
    "stats_best": "Cea mai bună mutare: {move}, {score} {score:punct|puncte|de puncte}",
    "stats_rating": "Rating {rating} (±{spread}) după {n} {n:joc|jocuri|de jocuri} cu rating",
    "stats_unrated": "Fără rating: {n} {n:joc|jocuri|de jocuri} dintre ele — numărate mai sus, "
                     "dar nu și în rating",
    "stats_rating_note": "± este incertitudinea ratingului: scade pe măsură ce se joacă mai "
                         "multe jocuri cu rating. Ratingul afișat este estimarea prudentă: "
                         "puterea estimată minus această incertitudine.",
    "stats_is_hidden": "Ascuns din clasamentul general.",
    "rematch_none": "Nu există în acest chat un joc terminat care să poată fi reluat.",
    "rematch_not_player": "Doar jucătorii ultimului joc pot cere revanșa; în lobby se intră cu "
                          "/join.",
    "rematch_opened": "{name} cere revanșa la {variant}: aceleași reguli, aceiași jucători.",
    "rematch_waiting": "{name} s-a alăturat. Așteptăm: {names} (/rematch sau butonul).",
    "recap_title": "Rezumat:",
    "recap_top_move": "Cea mai bună mutare a jocului: {name}, {move}: {score} "
                      "{score:punct|puncte|de puncte}.",
    "recap_no_miss": "{name}: de fiecare dată cea mai bună mutare sau una mai slabă cu mai puțin "
                     "de {n} {n:punct|puncte|de puncte} (socotind și valoarea pieselor care rămân "
                     "pe suport).",
    "recap_bingos": "{name}: bingo jucate: {played}, scăpate: {missed}.",
    "recap_bingos_named": "{name}: bingo jucate: {played}, scăpate: {missed} — {bingos}.",
    "recap_missed_bingo": "{move} ({score} {score:punct|puncte|de puncte}, mutarea {turn})",
    "recap_miss_turn": "Cea mai mare scăpare ({name}): mutarea {turn}, suport {rack}: {played}; "
                       "cel mai bine era {best}{gap}.",
    "recap_miss_phony": "Cea mai mare scăpare ({name}): mutarea {turn}, suport {rack}: {played}. "
                        "După dicționar, cel mai bine era {best}.",
    "recap_miss_phony_even": "Cea mai mare scăpare ({name}): mutarea {turn}, suport {rack}: "
                             "{played}. Dicționarul nu permitea nimic mai bun decât un pas.",
    "recap_did_place": "a jucat {move} ({score} {score:punct|puncte|de puncte})",
    "recap_did_phony": "a jucat {move} ({score} {score:punct|puncte|de puncte}) și nimeni nu a "
                       "contestat mutarea, deși {words} {n:nu e|nu sunt|nu sunt} în dicționar",
    "recap_phonies": "În afara dicționarului, dar necontestat: {moves}.",
    "recap_phony": "{words} ({name}, mutarea {turn})",
    "recap_did_exchange": "a schimbat {tiles}",
    "recap_did_pass": "a dat pas",
    "recap_did_timeout": "a lăsat timpul să expire",
    "recap_did_withdrawn": "a jucat {move}, dar mutarea a fost scoasă de pe tablă",
    "frame_taken_off": "mutarea {move}, scoasă de pe tablă",
    "recap_best_place": "să joace {move} ({score} {score:punct|puncte|de puncte})",
    "recap_best_exchange": "să schimbe {tiles}",
    "recap_best_pass": "să dea pas",
    "recap_gap_more": ", cu {n} {n:punct|puncte|de puncte} mai mult",
    "recap_gap_fewer": ", cu {n} {n:punct|puncte|de puncte} mai puțin",
    "recap_leave_more": "; piesele care rămân atunci pe suport valorează cu {n} "
                        "{n:punct|puncte|de puncte} mai mult pentru mutările următoare",
    "recap_leave_less": "; piesele care rămân atunci pe suport valorează cu {n} "
                        "{n:punct|puncte|de puncte} mai puțin pentru mutările următoare",
    "recap_leave_all_kept": "; mutarea aceasta folosește toate piesele, iar păstrarea pieselor "
                            "{tiles} valora {n} {n:punct|puncte|de puncte}",
    "recap_leave_all_cost": "; mutarea aceasta folosește toate piesele, iar păstrarea pieselor "
                            "{tiles} costa {n} {n:punct|puncte|de puncte}",
    "recap_leave_back_kept": "; mutarea aceasta folosește toate piesele, iar mutarea scoasă de pe "
                             "tablă a lăsat pe suport {tiles}, în valoare de {n} "
                             "{n:punct|puncte|de puncte}",
    "recap_leave_back_cost": "; mutarea aceasta folosește toate piesele, iar mutarea scoasă de pe "
                             "tablă a lăsat pe suport {tiles}, ceea ce costa {n} "
                             "{n:punct|puncte|de puncte}",
    "recap_gap_net": ": în total, cu {n} {n:punct|puncte|de puncte} mai bine",
    "computer_name": "Calculator ({level})",
    "computer_name_n": "Calculator {n} ({level})",
    "name_aside": "{name} – {aside}",
    "addbot_started": "Jocul a început deja: un jucător calculator se poate adăuga doar înainte "
                      "de /start.",
    "addbot_not_player": "Doar jucătorii înscriși sau cel care a deschis jocul pot adăuga un "
                         "jucător calculator.",
    "addbot_no_lexicon": "Calculatorul are nevoie de dicționarul acestui joc, iar acesta nu "
                         "este instalat.",
    "bad_level": "Nu cunosc nivelul „{level}”. Niveluri: începător, ușor, mediu, greu, puternic, "
                 "campion (sau beginner, easy, medium, hard, strong, champion).",
    "vote_challenges": "{name} contestă mutarea {move}!",
    "vote_checks": "{name} cere verificarea mutării {move}.",
    "vote_rejects": "{name} votează împotriva mutării {move}.",
    "vote_accepts": "{name} acceptă mutarea {move}.",
    "vote_still_waits": "Mutarea mai așteaptă răspunsul: {names}.",
    "vote_still_challenge": "Mai poate fi contestată de: {names}.",
    "computer_no_lexicon": "{name} nu are dicționar cu care să joace, așa că trece.",
    "blanks_went": "{n:Jokerul ține locul literei|Jokerii țin locul literelor|"
                   "Jokerii țin locul literelor} {letters}.",
    "word_nowhere_rack": "{word} nu se poate forma: vă lipsesc {letters}, aveți {n} "
                         "{n:joker|jokeri|de jokeri}, iar literele de pe tablă nu le completează.",
    "word_nowhere_rack_no_blank": "{word} nu se poate forma: vă lipsesc {letters}, iar literele "
                                  "de pe tablă nu le completează.",
    "word_nowhere": "{word} nu încape nicăieri pe tablă cu piesele dumneavoastră.",
    "choices_one": "{word} încape într-un singur loc. Apăsați butonul sau scrieți /play 1:",
    "choices_many": "{word} încape în mai multe locuri, în ordinea punctajului, de la cel "
                     "mai mare. Alegeți un buton sau scrieți /play N:",
    "choice_across": "{coord} orizontal, {score} {score:punct|puncte|de puncte}",
    "choice_down": "{coord} vertical, {score} {score:punct|puncte|de puncte}",
    "choice_none": "Nu aveți variante propuse: scrieți întâi /play și un cuvânt (tabla s-ar fi "
                   "putut schimba).",
    "choice_range": "Alegeți un număr de la 1 la {n}.",
    "word_not_listed": "{word} nu este în dicționarul acestui joc, așa că nu propun niciun loc "
                       "pentru el.",
    "word_nowhere_listed": "{word} încape pe tablă, dar în orice loc formează și un cuvânt care "
                           "nu este în dicționar.",
    "choice_swap": "({letter} revine în locul jokerului de pe {square})",
    "choice_at_risk": "Aceste locuri nu au fost verificate în dicționar: într-un joc cu "
                      "contestații sau verificări, riscul ca un cuvânt să fie scos de pe tablă e "
                      "al dvs.",
    "choice_also": "(formează și {words})",
    "choice_unjudged": "(neverificat: jucătorii judecă cuvintele)",
    "choices_more": "…și încă {n} {n:loc|locuri|de locuri} cu mai puține puncte: ca să jucați "
                    "unul dintre ele, scrieți /play cu coordonata lui.",
    "unseen": "Piese necunoscute ({n}): {tiles}",
    "tiles_sent": "{name}: v-am trimis piesele necunoscute în privat.",
    "preview": "{move} ar aduce {score} {score:punct|puncte|de puncte}: {words}. Mutarea nu a "
               "fost jucată; dicționarul nu a fost consultat.",
    "resign_confirm": "Sigur abandonați jocul? Apăsați butonul sau scrieți /resign da.",
    "button_resign": "Abandonez",
    "resign_usage": "Scrieți /resign, apoi confirmați cu butonul sau cu /resign da.",
    "end_asked": "{name} vrea să încheie jocul. Sunteți de acord? /end da sau /end nu (sau "
                 "butoanele); decide majoritatea, iar dacă nimeni nu obiectează în {seconds} s, "
                 "jocul se încheie fără câștigător.",
    "end_refused": "Jocul continuă: prea puțini jucători au fost de acord să-l încheie.",
    "end_vote_noted": "Răspunsul dumneavoastră a fost numărat.",
    "end_vote_open": "Încheierea jocului a fost deja cerută: răspundeți cu /end da sau /end nu.",
    "end_no_vote": "Nimeni nu a cerut încheierea jocului.",
    "end_usage": "Răspundeți cu /end da sau /end nu.",
    "answer_yes": "da",
    "answer_no": "nu",
    "bad_syntax_at": "Scrieți mutarea ca o coordonată și un cuvânt, de ex. {across} CARTE "
                     "(orizontal) sau {down} CARTE (vertical).",
    "not_your_turn_name": "Nu este rândul dvs.: la mutare este {name}.",
    "console_vote_hint": "→ NUME: ✅ / NUME: ❌",
    # /help's line on votes, by platform: what each one's chat can do (Discord's
    # messages carry the bot's ✅ / ❌ reactions; Telegram has no such reactions,
    # 👍 / 👎 count there; the console reads a line NAME: ✅); elsewhere none.
    "help_vote_auto": "Botul verifică fiecare cuvânt pe loc, așa că nicio mutare nu așteaptă "
                      "adversarii.",
    "help_left_out": "În acest joc nu se {n:folosește|folosesc|folosesc}: {commands}.",
    "help_vote": "După o mutare, adversarii pot da /accept sau /challenge.",
    "help_vote_discord": "După o mutare, adversarii pot da /accept sau /challenge "
                         "(sau reacționa cu ✅ / ❌).",
    "help_vote_telegram": "După o mutare, adversarii pot da /accept sau /challenge "
                          "(sau reacționa cu 👍 / 👎).",
    "help_vote_console": "După o mutare, adversarii pot da /accept sau /challenge "
                         "(sau scrie NUME: ✅ / NUME: ❌).",
    "console_rematch_hint": "→ NUME: /rematch",
    "console_command": "NUME: /{command}",
    "game_open": "Aici este deschis un joc {variant}.",
    "game_setup": "Aici se pregătește un joc {variant}. Jucători ({n}): {players}.",
}

ERRORS = {
    "gap": "Piesele noi trebuie să stea pe o linie, fără căsuță goală între ele.",
    "bad_syntax": "Scrieți mutarea ca o coordonată și un cuvânt, de ex. 8H CARTE "
                  "(orizontal) sau H8 CARTE (vertical).",
    "bad_coordinate": "{coord} nu este o coordonată: rând apoi coloană pentru orizontal "
                      "(8H), coloană apoi rând pentru vertical (H8).",
    "off_board": "Cuvântul iese de pe tablă.",
    "coord_off_board": "{coord} nu este pe tablă (coloanele A–{last_col}, rândurile 1–{rows}).",
    "bad_letter": "{letter} nu este o literă a acestui joc.",
    "letter_mismatch": "Pe căsuța {square} este {board_letter}, nu {letter}.",
    "empty_through": "Pe căsuța {square} nu este nicio piesă prin care să jucați.",
    "no_new_tiles": "Mutarea nu pune nicio piesă nouă.",
    "square_taken": "Pe căsuța {square} este deja o piesă.",
    "word_continues": "Cuvântul continuă pe tablă: scrieți tot cuvântul {word}.",
    "not_connected": "Cuvântul trebuie să atingă o piesă aflată deja pe tablă.",
    "start_not_covered": "Primul cuvânt trebuie să acopere căsuța de start {square}.",
    "first_move_too_short": "Primul cuvânt are nevoie de cel puțin două piese.",
    "not_on_rack": "Nu aveți {letters} printre piese.",
    "foreign_letter_latin": "{letter} este o literă latină, nu o literă a acestui joc: schimbați "
                            "tastatura.",
    "foreign_letter_cyrillic": "{letter} este o literă chirilică, nu o literă a acestui joc: "
                               "schimbați tastatura.",
    "not_on_rack_blanks": "Vă lipsesc {letters}, iar jokerii pe care îi aveți ({blanks}) nu "
                          "ajung să le țină locul.",
    "word_too_short": "{word} este prea scurt: cuvintele au cel puțin {min} "
                      "{min:literă|litere|de litere}.",
    "word_too_long": "{word} este prea lung: cuvintele au cel mult {max} {max:literă|litere|de "
                     "litere}.",
    "unknown_word": "Mutarea nu a fost acceptată: {words} {n:nu e|nu sunt|nu sunt} în dicționar. "
                    "E în continuare rândul dvs.",
    "not_your_turn": "Nu este rândul dvs.",
    "game_over": "Jocul s-a încheiat.",
    "not_a_player": "Nu jucați în acest joc.",
    "exchange_bag_too_small": "Un schimb cere cel puțin {min} {min:piesă|piese|de piese} în "
                              "sac; sunt {bag}.",
    "exchange_limit": "Ați folosit toate schimburile permise ({limit}).",
    "exchange_empty": "Numiți piesele de schimbat, de ex. /exchange AEI.",
    "move_pending": "Așteptați până ce ultima mutare este acceptată sau verificată.",
    "undo_pending": ("Mai întâi răspundeți la cererea de anulare a ultimei mutări: /undo da "
                     "sau /undo nu."),
    "move_pending_challenge": "Așteptați până când ultima mutare este acceptată sau contestată.",
    "move_pending_agreement": "Așteptați până când jucătorii votează ultima mutare.",
    "nothing_pending": "Nu există nicio mutare de contestat sau de votat.",
    "own_move": "Nu puteți vota propria mutare.",
    "own_team_move": "Nu puteți vota mutarea propriei echipe.",
    "already_voted": "Ați votat deja.",
    "not_allowed": "Regulile acestui joc nu permit asta.",
    "swap_not_blank": "Pe {square} nu este niciun joker de schimbat.",
    "swap_letter_mismatch": "Jokerul de pe {square} ține locul lui {letter}: aveți nevoie "
                            "de această literă.",
    "swap_blank_unused": "Un joker luat de pe tablă trebuie jucat în aceeași mutare.",
    "undo_not_possible": "Această mutare nu mai poate fi luată înapoi.",
    "no_undo_request": "Nimeni nu a cerut să ia înapoi o mutare.",
    "resigned": "Ați abandonat acest joc.",
    "too_few_players": "Acest joc are nevoie de cel puțin {min} {min:jucător|jucători|de "
                       "jucători}.",
    "order_not_chosen": "În acest joc ordinea nu o stabilește creatorul: o decid regulile.",
    "too_many_players": "Acest joc primește cel mult {max} {max:jucător|jucători|de jucători}.",
    "bad_teams": "Echipele trebuie să aibă același număr de jucători.",
    "bad_option": "Opțiune de reguli necunoscută sau nevalidă: {option}.",
}


# The rule sets' names as this language writes them (rule set id -> name); a rule set
# missing here is named as its data file names it (engine/data/rulesets/*.toml).
VARIANTS = {
    "bulgarian": "Scrabble (bulgară)",
    "literaki": "Literaki",
    "erudit": "Erudit (Эрудит)",
    "slovak": "Scrabble (slovacă)",
    "erudit-home": "Erudit, reguli de casă (Эрудит домашний)",
    "english": "Scrabble (engleză)",
    "polish": "Scrabble (poloneză)",
    "romanian": "Scrabble (română)",
}

MODES = {
    "challenge": "contestație dublă",
    "vote": "acceptă sau verifică",
    "auto": "automată",
    "agreement": "decid jucătorii",
}

ENDINGS = {
    "out": "{name} a terminat piesele",
    "scoreless": "{n} {n:tură|ture|de ture} la rând fără puncte",
    "passes": "toți au dat pas",
    "no_moves": "nimeni nu mai poate muta",
    "target": "s-a atins scorul țintă",
    "clocks": "tuturor le-a expirat timpul",
    "resigned": "{name} a abandonat",
    "stopped": "încheiat la cerere",
    "abandoned": "abandonat: nimeni n-a mai marcat de prea mult timp",
    "abandoned_agreed": "abandonat de comun acord",
    "abandoned_alone": "{name} a oprit jocul",
}

RULES = {
    "title": "Reguli: {variant}",
    "players": "Jucători: {range}.",
    "players_teams": "Jucători: {range} individual sau echipe egale de cel mult {most} "
                     "({examples}); echipa are un scor comun.",
    "order_draw_tile": "Ordinea: fiecare trage o piesă; începe litera cea mai apropiată de "
                       "începutul alfabetului, jokerul ({sym}) înaintea oricărei litere; "
                       "piesele se pun înapoi în sac înainte de împărțire.",
    "order_random": "Ordinea: trasă la sorți la începutul jocului.",
    "order_join": "Ordinea: cea în care au intrat jucătorii.",
    "order_teams": "Cu echipe, echipele mută pe rând, iar în echipă jucătorii se succed.",
    "board": "Tablă {w}×{h}; în sac {tiles} {tiles:piesă|piese|de piese}, dintre care {blanks} "
             "{blanks:joker|jokeri|de jokeri} ({sym}); pe suport {rack} {rack:piesă|piese|de "
             "piese}.",
    "start": "Primul cuvânt are cel puțin două piese și acoperă căsuța de start {square}: "
             "/play {across} CARTE orizontal sau /play {down} CARTE vertical.",
    "start_plain": "Căsuța de start nu are premiu.",
    "start_double": "Căsuța de start dublează primul cuvânt.",
    "start_triple": "Căsuța de start triplează primul cuvânt.",
    "moves": "Fiecare mutare pune piese pe un singur rând sau o singură coloană, fără goluri, "
             "lipite de piesele de pe tablă; fiecare cuvânt nou format trebuie să fie valid și "
             "se punctează. După mutare completați suportul din sac.",
    "reversed": "Regulă de casă: un cuvânt se poate citi și invers.",
    "proper_nouns": (
        "Regulă de casă: sunt permise și cuvintele scrise cu majusculă (nume de persoane "
        "și de locuri)."
    ),
    "proper_nouns_option": (
        "Regulă de casă la alegere, la /new: names=on permite și cuvintele scrise cu "
        "majusculă (nume de persoane și de locuri)."
    ),
    "words": "Cuvintele au cel puțin {n} {n:literă|litere|de litere}.",
    "words_range": "Cuvintele au între {min} și {max} {max:literă|litere|de litere}.",
    "lexicon_english": "Cuvinte: englezești, din SCOWL, o listă de corector ortografic "
                       "(ortografie americană și britanică, toate formele flexionare), alese "
                       "după convențiile Scrabble: fără cuvinte cu majusculă, abrevieri, "
                       "cuvinte cu cratimă sau apostrof. Nu e o listă de turneu (NWL, Collins): "
                       "îi lipsesc unele dintre cuvintele lor rare și are cuvinte rare pe care "
                       "ele nu le au.",
    "lexicon_english_own": "Cuvinte: englezești, cele din lista proprie a operatorului aleasă "
                           "pentru acest joc.",
    "lexicon_bulgarian": "Cuvinte: bulgărești, toate părțile de vorbire în toate formele, "
                         "inclusiv străine, colocviale, argotice și arhaice; fără cuvinte "
                         "scrise mereu cu majusculă, abrevieri, acronime, prefixe și sufixe de "
                         "sine stătătoare sau cuvinte cu cratimă.",
    "lexicon_literaki": "Cuvinte: poloneze, toate formele flexionare, de oricâte ori; fără "
                        "cuvinte cu majusculă, abrevieri, prefixe, sufixe sau cuvinte cu "
                        "apostrof ori cratimă.",
    "lexicon_erudit": "Cuvinte: substantive comune rusești la nominativ singular (cele fără "
                      "singular, la plural); fără nume proprii și cratime; Ё se joacă drept Е.",
    "lexicon_slovak": "Cuvinte: slovace, în toate formele.",
    "lexicon_erudit-home": "Cuvinte ca la rebus: substantive comune la nominativ singular (cele "
                           "fără singular, la plural), plus nume geografice dintr-un cuvânt, "
                           "titluri de opere, nume de familie ale oamenilor celebri și ale "
                           "eroilor literari; fără prenume sau nume de animale (decât dacă sunt "
                           "și nume de loc sau de operă) și fără diminutive. Jucătorii pot "
                           "conveni asupra altor restricții.",
    "lexicon_polish": "Cuvinte: poloneze, toate formele flexionare.",
    "lexicon_romanian": "Cuvinte: românești; literele cu diacritice se joacă drept literele de "
                        "bază (Ă Â ca A, Î ca I, Ș ca S, Ț ca T).",
    "word_list": "Sursa cuvintelor: {source} ({package}), {count} {n:cuvânt|cuvinte|de cuvinte}.",
    "word_list_source": "Sursa cuvintelor: {source} ({package}).",
    "check_challenge": "Contestație dublă: până mută următorul jucător, orice adversar poate "
                       "contesta mutarea (/challenge, ❌). Dacă un cuvânt nu e în dicționar, "
                       "piesele se întorc și mutarea nu aduce puncte. /accept (✅) acceptă "
                       "mutarea.",
    "check_challenge_timed": "Contestație dublă: în {n} s orice adversar poate contesta mutarea "
                             "(/challenge, ❌). Dacă un cuvânt nu e în dicționar, piesele se "
                             "întorc și mutarea nu aduce puncte. /accept (✅) acceptă mutarea.",
    "challenge_cost_last": "Contestarea mutării care încheie jocul nu costă nicio tură: dacă "
                           "toate cuvintele sunt valide, jocul se încheie.",
    "challenge_cost_any": "Dacă toate cuvintele sunt valide, mutarea rămâne, iar cel care a "
                          "contestat pierde o tură: pe cea curentă, dacă e rândul lui, altfel "
                          "pe următoarea.",
    "challenge_cost_two": "Dacă toate cuvintele sunt valide, mutarea rămâne, iar cel care a "
                          "contestat pierde tura curentă: într-o partidă în doi, cel care contestă "
                          "este mereu cel aflat la mutare.",
    "check_vote": "Acceptă sau verifică: după fiecare mutare, fiecare adversar o poate accepta "
                  "(/accept, ✅) sau verifica (/challenge, ❌) în {n} s. Dacă toți acceptă, "
                  "mutarea rămâne; la o verificare sau la expirarea timpului decide "
                  "dicționarul, iar o mutare cu un cuvânt din afara lui e scoasă fără puncte. "
                  "Verificarea nu costă nimic.",
    "check_auto": "Botul verifică fiecare cuvânt: o mutare cu un cuvânt care nu e în dicționar "
                  "e refuzată și încercați din nou.",
    "check_agreement": "Cuvintele le judecă jucătorii: după fiecare mutare adversarii o pot "
                       "accepta (/accept, ✅) sau respinge (/challenge, ❌) în {n} s; o "
                       "majoritate împotrivă o retrage (piesele se întorc, fără puncte), fără "
                       "voturi rămâne, iar votul nu costă nimic. După ce cineva votează "
                       "împotrivă, botul arată ca sfat dacă dicționarul lui cunoaște cuvintele.",
    "draw_after_check": "Piesele noi le trageți când mutarea este acceptată.",
    "premiums_first": "Căsuțele premiate (literă ×2, ×3; cuvânt ×2, ×3) contează doar la "
                      "mutarea care le acoperă; premiile de cuvânt se înmulțesc între ele.",
    "premiums_every": "Căsuțele premiate contează de fiecare dată: orice cuvânt ulterior care "
                      "trece prin ele primește din nou premiul.",
    "quad": "Căsuțele 4S (cu săgeată): ×4 pentru un cuvânt care începe sau se termină pe o "
            "astfel de căsuță, în direcția săgeții; un cuvânt care doar trece prin ea nu "
            "primește nimic.",
    "wym": "Căsuțele WYM: când o mutare care a acoperit o astfel de căsuță este acceptată, "
           "următorul adversar pune înapoi în sac toate piesele și trage tot atâtea noi, dacă "
           "în sac sunt cel puțin {n} {n:piesă|piese|de piese}.",
    "blank_zero": "Jokerul ({sym}) ține locul oricărei litere și valorează 0; scrieți-l cu "
                  "literă mică.",
    "blank_letter": "Jokerul ({sym}) ține locul oricărei litere și valorează cât ea; scrieți-l "
                    "cu literă mică.",
    "blank_swap": "Schimbul jokerului: dacă aveți litera pe care o ține un joker de pe tablă, "
                  "o puteți pune în locul lui și lua jokerul, pe care trebuie să-l jucați în "
                  "aceeași mutare: /swap F3 H8 щУКА. Se punctează doar cuvintele formate de "
                  "acea mutare.",
    "bingo_add": "Toate cele {rack} piese într-o mutare: +{n} {n:punct|puncte|de puncte}.",
    "bingo_add_continues": "Toate cele {rack} piese într-o mutare: +{n} {n:punct|puncte|de "
                           "puncte}, dar numai dacă jocul continuă după acea mutare.",
    "bingo_multiply": "Toate cele {rack} piese într-o mutare: mutarea se înmulțește cu {n}.",
    "bingo_none": "Nu există bonus pentru toate piesele deodată.",
    "exchange": "În loc de mutare puteți schimba piese (/exchange) {when}{limit}.",
    "exchange_when_min": "cât timp sacul are cel puțin {n} {n:piesă|piese|de piese}",
    "exchange_when_any": "cât timp în sac mai sunt piese",
    "exchange_limit": ", de cel mult {n} {n:dată|ori|de ori} într-un joc",
    "exchange_draw_first": "Piesele noi se trag înainte ca ale dvs. să se întoarcă în sac, "
                           "deci nu le puteți trage înapoi pe aceleași.",
    "exchange_return_first": "Piesele dvs. se pun întâi în sac, apoi se trag tot atâtea.",
    "pass": "Puteți și să dați pas (/pass): piesele rămân aceleași.",
    "undo": "Anulare: în {ask} s după mutare, jucătorul poate cere s-o retragă (/undo); dacă "
            "toți adversarii sunt de acord în {agree} s, piesele se întorc și jucătorul mută din "
            "nou.",
    "time": "Timp pe mutare: {n} s; când expiră, tura e un pas.",
    "clock": "Ceas de joc: {n} min pe jucător; cine rămâne fără timp nu mai mută.",
    "end_intro": "Jocul se termină când:",
    "end_target": "• un jucător sau o echipă ajunge la {n} {n:punct|puncte|de puncte}: runda "
                  "se joacă atunci până la capăt, ca toți să aibă tot atâtea mutări, și câștigă "
                  "scorul cel mai mare",
    "end_out": "• sacul e gol și un jucător și-a pus toate piesele",
    "out_sits_out": "Un jucător care și-a pus toate piesele când sacul e gol nu mai joacă, iar "
                    "ceilalți continuă.",
    "end_scoreless": "• {n} {n:tură|ture|de ture} la rând, ale tuturor jucătorilor, sunt fără "
                     "puncte (pasuri, schimburi, mutări retrase, mutări de 0 puncte)",
    "end_passes": "• fiecare jucător a dat pas de {n} {n:dată|ori|de ori} la rând (timpul "
                  "expirat și mutările scoase contează ca pas, schimburile nu)",
    "end_no_moves": "• niciun jucător nu mai poate pune un cuvânt",
    "end_clocks": "• tuturor jucătorilor le-a expirat ceasul",
    "end_abandoned": "• {n} {n:rundă completă|runde complete|de runde complete} la rând fără "
                     "puncte: jocul se abandonează, fără câștigător",
    "adjust_publisher": "La final fiecare pierde valoarea pieselor rămase pe suport, iar cel "
                        "care a terminat piesele primește suma valorilor pieselor celorlalți.",
    "adjust_tournament": "La final cel care a terminat piesele primește dublul valorii "
                         "pieselor celorlalți.",
    "adjust_deduct_only": "La final fiecare pierde valoarea pieselor rămase pe suport.",
    "adjust_not_target": "Când jocul se termină la scorul țintă, piesele rămase nu se scad.",
    "tie_draw": "La scor egal e remiză.",
    "tie_score_before_adjustment": "La scor egal câștigă cel care avea mai multe puncte "
                                   "înainte de socoteala finală.",
    "summary": "Verificarea cuvintelor: {mode}; {rack} {rack:piesă|piese|de piese} pe suport.",
    "team_match": "{n} contra {n}",
    "summary_house": "De asemenea: {rules}.",
    "summary_teams": "echipe: {n}",
    "summary_target": "scor țintă: {n}",
    "summary_time": "{n} s pe mutare",
    "summary_clock": "ceas: {n} min de jucător",
    "summary_hints": "sugestii activate",
    "summary_undo": "anularea mutării prin acord",
    "summary_names": "cuvinte cu majusculă permise",
}

COMMANDS = {
    "new": "Deschide un joc în această conversație",
    "new.variant": "Varianta de reguli",
    "new.options": "Reguli de casă, de ex. rack=8 check=auto target=300 time=120 lang=ro",
    "join": "Intră în jocul din această conversație",
    "join.team": "Numărul echipei",
    "leave": "Ieși din joc înainte de început",
    "kick": "Scoate un jucător înainte de start (creatorul sau un administrator)",
    "kick.name": "Numele jucătorului",
    "order": "Stabilește ordinea jocului (creatorul, înainte de start)",
    "order.players": "Numele în ordinea jocului, de ex. Bob, Ann",
    "start": "Începe jocul (împarte piesele)",
    "play": "Pune un cuvânt: 8H CARTE orizontal, H8 CARTE vertical",
    "play.move": "Coordonată și cuvânt, de ex. 8H CARTE; literă mică = joker",
    "exchange": "Schimbă piese",
    "exchange.tiles": "Literele de schimbat (? pentru joker)",
    "pass": "Dă pas",
    "swap": "Schimbă un joker de pe tablă cu litera ta și joacă-l",
    "swap.square": "Căsuța jokerului, de ex. F3",
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
    "lang": "Limba chatului; o schimbă un administrator al chatului",
    "lang.code": "bg, pl, ru, sk, ro sau en",
    "threads": "Jocurile serverului în fire de discuție separate; le schimbă un administrator",
    "threads.mode": "on sau off",
    "check": "Este un cuvânt în dicționar? (sfat)",
    "check.word": "Cuvântul",
    "hint": "Sugerează o mutare (în privat), dacă jocul permite",
    "addbot": "Adaugă un jucător calculator",
    "addbot.level": "beginner, easy, medium, hard, strong sau champion",
    "resign": "Abandonează jocul",
    "end": ("Încheie jocul: cere creatorul sau un admin, jucătorii votează "
            "(un lobby se închide imediat)"),
    "help": "Cum se joacă cu acest bot",
    "tiles": "Piesele pe care nu le vedeți: sacul și suporturile celorlalți (în privat)",
    "preview": "Calculează o mutare fără s-o joci (în privat)",
    "preview.move": "Coordonată și cuvânt, de ex. 8H CARTE",
    "top": "Cei mai buni jucători: din acest chat sau de peste tot",
    "top.board": "global și/sau o familie: scrabble, literaki, erudit",
    "stats": "Jocurile, ratingul și istoria lui; hide: în afara clasamentului general",
    "stats.player": "Numele unui jucător sau hide / show",
    "rematch": "Jucați din nou ultimul joc: aceleași reguli și jucători",
}

HELP = """Cum se joacă:
1. /new VARIANTĂ deschide un joc (variante: {variants}). Opțiuni: rack=8 check=auto \
time=90s clock=20m target=300 teams=2 order=Bob,Ann hints=on lang=ro.
2. Ceilalți scriu /join, apoi /start. Piesele vin fiecăruia în privat.
3. /play 8H CARTE pune un cuvânt orizontal de la rândul 8, coloana H; /play H8 CARTE \
vertical. O literă mică este joker.
4. {vote}
5. Jucați cu calculatorul: /new VARIANTĂ vs calculator [nivel] sau /addbot [nivel] \
înainte de start (niveluri: începător, ușor, mediu, greu, puternic, campion). /hint vă sugerează \
în privat o mutare, dacă jocul permite.
Comenzi:
{commands}"""

# The placeholders of the commands' arguments (/help: /new [variant])
ARGS = {
    "variant": "variantă",
    "options": "opțiuni",
    "team": "echipă",
    "name": "nume",
    "players": "jucători",
    "move": "mutare",
    "tiles": "piese",
    "square": "căsuță",
    "word": "cuvânt",
    "level": "nivel",
    "code": "cod",
    "mode": "mod",
    "board": "clasament",
    "player": "jucător",
}

# The web board's page (bot/web): its buttons and labels, and its refusals.
WEB = {
    "submit": "Joacă",
    "exchange": "Schimbă",
    "pass": "Pas",
    "shuffle": "Amestecă",
    "undo": "Anulează",
    "recall": "Ia înapoi",
    "bag": "Sac",
    "unseen": "Piese necunoscute",
    "your_turn": "Este rândul dvs.",
    "waiting": "Se așteaptă: {name}",
    "blank_choose": "Ce literă să fie jokerul?",
    "history": "Mutări",
    "replay": "Reluare",
    "analysis": "Analiză",
    "download": "Descarcă GCG",
    "spectator": "Priviți",
    "over": "Joc încheiat",
    "cancel": "Renunță",
    "swap": "Schimbă jokerul",
    "rack": "Piesele dvs.",
    "preview": "Previzualizare",
    "preview_unchecked": ("Cuvintele nu sunt verificate acum în dicționar: ceilalți "
                          "jucători judecă mutarea după ce este jucată."),
    "exchange_choose": "Alegeți piesele de schimbat",
    "undo_answer": "Anulați mutarea?",
    "connecting": "Se conectează…",
    "offline": "Fără conexiune: mă reconectez…",
    "lobby": "Jocul nu a început încă.",
    "move_n": "Mutarea {n}",
    "move_taken_off": "scoasă de pe tablă",
    "clock": "Ceas",
    "start": "Start",
    "bad_link": "Linkul nu este valid. Deschideți din nou tabla din chat.",
    "game_gone": "Jocul nu mai este deschis.",
    "rematch_superseded": (
        "În acest chat s-a jucat deja un joc mai nou, așa că revanșa acestui joc nu mai "
        "este oferită: deschideți pagina celui mai nou joc sau scrieți /rematch în chat."),
    "not_seated": "Nu jucați în acest joc.",
    "spectator_only": "Spectatorii pot doar să privească.",
    "not_started": "Jocul nu a început încă.",
    "after_end": "Disponibil după terminarea jocului.",
    "too_fast": "Prea multe cereri: așteptați puțin.",
    "bad_origin": "Cererea nu vine de pe pagina tablei.",
    "failed": "Ceva n-a mers. Încercați din nou.",
    "board_link": "Tabla dvs.: {url}",
    "board_watch": "Urmăriți tabla: {url}",
    "board": "Tabla",
    "zoom": "Mărește tabla",
    "blank": "joker",
    "computer": "calculator",
    "vote": "Votează",
    "sort": "Sortează",
    "analysis_miss": "{name}, mutarea {n}: {played}; cel mai bine era {best}{gap}.",
    "analysis_miss_phony": "{name}, mutarea {n}: {played}. După dicționar, cel mai bine era "
                           "{best}.",
    "analysis_phony_even": "{name}, mutarea {n}: {played}. Dicționarul nu permitea nimic mai bun "
                           "decât un pas.",
    "analysis_best": "{name}, mutarea {n}: {played}, cea mai bună mutare.",
    "analysis_bingo": "Era aici un bingo: {move} pentru {score} {score:punct|puncte|de puncte}.",
    "undo_asked": "{name} cere să ia înapoi mutarea {move}.",
    "seconds": "{n} s",
    "pass_confirm": "Dați pas?",
    "chip_you": "{name} (dumneavoastră)",
    "chip_score": "scor {score}",
    "chip_to_move": "la mutare",
    "chip_clock": "ceas {clock}",
    "tile_points": "{n} {n:punct|puncte|de puncte}",
    "unseen_count": "{n} {n:piesă|piese|de piese}",
    "end_asked": "{name} vrea să încheie jocul. Decide majoritatea; dacă nimeni "
                 "nu se opune la timp, jocul se încheie fără câștigător.",
    "keys_hint": "Tastatură: dați clic pe o căsuță sau folosiți săgețile, tastați literele ca să "
                 "le puneți; Spațiu schimbă direcția (orizontal/vertical), Backspace ia piesa "
                 "înapoi, Enter joacă mutarea.",
    "legend": "Căsuțe",
    "legend_letter": "literă ×{n}",
    "legend_word": "cuvânt ×{n}",
    "end_question": "Sunteți de acord?",
    "agree": "Sunt de acord",
    "refuse": "Nu sunt de acord",
    "waiting_answer": "Se așteaptă un răspuns…",
    "tiles_back": "Tabla s-a schimbat: piesele dvs. s-au întors pe suport.",
    "hint": "Sugestie",
    "hint_later": "Puteți cere o sugestie când este rândul dvs.",
    "help": "Cum se joacă",
    "help_place": "Așezarea unei piese: atingeți-o pe suport, apoi căsuța unde vreți s-o puneți — "
                  "sau trageți-o acolo.",
    "help_arrow": "Sau atingeți întâi o căsuță goală: apare o săgeată pe ea, fiecare piesă pe "
                  "care o atingeți apoi se așază acolo, iar săgeata merge mai departe (atingeți "
                  "căsuța încă o dată ca săgeata să arate în jos).",
    "help_keys": "De la tastatură: dați clic pe o căsuță (încă o dată: săgeata în jos), tastați "
                 "literele, apoi apăsați Enter ca să jucați.",
    "help_back": "Ca să luați o piesă înapoi: atingeți-o pe tablă; „{recall}” le ia înapoi pe "
                 "toate.",
    "help_exchange": "Schimbul: atingeți „{exchange}”, alegeți piesele și confirmați. Schimbul "
                     "ține loc de mutare.",
    "help_blank": "Jokerul: așezați-l și alegeți ce literă înlocuiește.",
    "help_challenge": "Un cuvânt îndoielnic: cât timp mutarea așteaptă răspuns, atingeți "
                      "„{challenge}”. {cost}",
    "notice_clock": "{name} a rămas fără timp de joc și nu mai poate muta.",
    "notice_swap": "{name}: {n:jokerul|jokerii} de pe {squares} {n:a lăsat locul literei "
                   "adevărate|au lăsat locul literelor adevărate}.",
    "chip_move": "timp de mutare {clock}",
    "notice_undo_closed": "{name}: nu și-au dat toți acordul la timp, așa că mutarea rămâne pe "
                          "tablă.",
    "tiles_back_time": "V-a expirat timpul: piesele dvs. s-au întors pe suport.",
    "tiles_back_turn": "S-a schimbat rândul la mutare: piesele dvs. s-au întors pe suport.",
    "chip_voting": "votează",
    "chip_answering": "decide",
    "chip_waits": "mutarea așteaptă",
    "chip_won": "victorie",
    "chip_draw": "egalitate",
    "help_shuffle": "Amestecarea: ⇄ amestecă piesele de pe suport (doar pe ecranul dvs.).",
    "help_pass": "Pas: „{pass}” vă sare rândul: piesele rămân pe suport și nu primiți puncte.",
    "help_undo": "V-ați răzgândit? În cel mult {n} s de la mutare, înainte să mute următorul "
                 "jucător, atingeți „{undo}” ca să le cereți adversarilor voie s-o luați înapoi: "
                 "trebuie să fie de acord toți.",
    "racks_before": "Piesele la mutarea {n}",
    "racks_dealt": "Piesele de la împărțire",
    "racks_left": "Piesele rămase la final",
    "cost_challenge": "Dacă toate cuvintele sunt valide, pierdeți următoarea tură.",
    "cost_vote": "Verificarea nu vă costă nimic: decide dicționarul.",
    "cost_agreement": "Votul nu vă costă nimic: decide majoritatea.",
    "doubt_challenge": "{name}: {move}. Contestați mutarea?",
    "doubt_vote": "{name}: {move}. Verificați mutarea?",
    "doubt_agreement": "{name}: {move}. Votați împotriva mutării?",
    "exchange_confirm": "Schimbați {n} {n:piesă|piese|de piese}? Mutarea aceasta nu vă aduce "
                        "puncte.",
    "help_undo_computer": "Calculatorul e mereu de acord, dar mută imediat: după ce a mutat, "
                          "mutarea dumneavoastră nu mai poate fi luată înapoi.",
    "rack_out": "niciuna (toate au fost puse)",
    "challenge_failed_words": "{name}: contestația a eșuat — {n:cuvântul|cuvintele|cuvintele} "
                              "{words} {n:este valid|sunt valide|sunt valide}.",
    "challenge_failed_you": "Contestația dvs. a eșuat — {n:cuvântul|cuvintele|cuvintele} "
                            "{words} {n:este valid|sunt valide|sunt valide}.",
    "notice_lose_this": "Pierdeți această tură.",
    "notice_lose_next": "Pierdeți următoarea tură.",
    "analysis_no_move": "La mutarea {n} nu e nimic de analizat: {line}",
    "analysis_none": "Pentru această mutare nu există analiză.",
    "help_swap": ("Schimbul jokerului: atingeți piesa dvs. cu litera pe care o ține un "
                  "joker de pe tablă, apoi acel joker: piesa dvs. îi ia locul, iar jokerul vine "
                  "pe suportul dvs. și trebuie jucat în aceeași mutare. Se punctează doar "
                  "cuvintele formate de acea mutare."),
    "help_quad": "Căsuțele {label} (cu săgeată → sau ↓): ×4 pentru un cuvânt care începe "
                 "sau se termină pe o astfel de căsuță, în direcția săgeții; un cuvânt "
                 "care doar trece prin ea nu primește nimic.",
    "legend_quad": "×4 pentru un cuvânt care începe sau se termină pe această căsuță, în direcția "
                   "săgeții; un cuvânt care doar trece prin ea nu primește nimic.",
    "legend_wym": "când o mutare care a acoperit această căsuță este acceptată, următorul adversar "
                  "pune înapoi în sac toate piesele și trage tot atâtea noi, dacă în sac sunt cel "
                  "puțin {n} {n:piesă|piese|de piese}.",
    "help_accept": "„{accept}” acceptă mutarea care așteaptă răspuns.",
    "help_marks": "Semnele ▪ de pe cartonașul unui jucător: piesele de pe suportul lui, câte un "
                  "semn pentru fiecare.",
    "help_zoom": "⤢ mărește tabla (mutați-o cu degetul); atingeți ⤢ din nou ca s-o vedeți "
                 "întreagă.",
    "help_watch": "Priviți acest joc: tabla, scorurile, mutările, ceasurile și voturile (dacă "
                  "există) se "
                  "schimbă aici pe loc, fie că se joacă în chat, fie pe tablă. Piesele "
                  "jucătorilor nu se arată.",
    "help_watch_no_clock": "Priviți acest joc: tabla, scorurile, mutările și voturile (dacă "
                           "există) se schimbă aici pe loc, fie că se joacă în chat, fie pe "
                           "tablă. Piesele jucătorilor nu se arată.",
    "help_watch_only": "Ca spectator nu puteți juca, vota sau contesta: pot doar jucătorii "
                       "acestui joc. Ca să jucați, intrați în următorul joc din chat.",
    "help_watch_only_auto": "Ca spectator nu puteți juca sau vota: pot doar jucătorii acestui "
                            "joc. Ca să jucați, intrați în următorul joc din chat.",
    "help_watch_unseen": "„{unseen}” sunt piesele care nu sunt încă pe tablă: în sac și pe "
                         "suporturile jucătorilor.",
    "exchanges_left": "{n:a rămas|au rămas|au rămas} {n} {n:schimb|schimburi|de schimburi}",
    "chip_rack": "{n} {n:piesă|piese|de piese} pe suport",
    "pending_can_challenge": "{who} {n:poate|pot} accepta sau contesta mutarea {move} ({mover}).",
    "pending_can_end_challenge": "{who} {n:poate|pot} accepta sau contesta mutarea {move} "
                                 "({mover}); dacă rămâne valabilă, jocul se încheie.",
    "pending_can_next_challenge": "{who} {n:poate|pot} accepta sau contesta mutarea {move} "
                                  "({mover}), înainte ca {name} să joace.",
    "pending_open_challenge": "Mutarea {move} ({mover}) așteaptă să fie acceptată sau contestată.",
    "pending_can_vote": "{who} {n:poate|pot} accepta sau verifica mutarea {move} ({mover}).",
    "pending_can_end_vote": "{who} {n:poate|pot} accepta sau verifica mutarea {move} ({mover}); "
                            "dacă rămâne valabilă, jocul se încheie.",
    "pending_can_next_vote": ("{who} {n:poate|pot} accepta sau verifica mutarea {move} ({mover}); "
                              "apoi joacă {name}."),
    "pending_open_vote": "Mutarea {move} ({mover}) așteaptă să fie acceptată sau verificată.",
    "pending_can_agreement": "{who} {n:poate|pot} accepta sau respinge mutarea {move} ({mover}).",
    "pending_can_end_agreement": "{who} {n:poate|pot} accepta sau respinge mutarea {move} "
                                 "({mover}); dacă rămâne valabilă, jocul se încheie.",
    "pending_can_next_agreement": ("{who} {n:poate|pot} accepta sau respinge mutarea {move} "
                                   "({mover}); apoi joacă {name}."),
    "pending_open_agreement": "Mutarea {move} ({mover}) așteaptă să fie acceptată sau respinsă.",
    "analysis_instead": "La mutarea {n} nu e nimic de analizat: {line} Iată în schimb prima "
                        "mutare care merită privită.",
    "analysis_instead_first": "La mutarea {n} nu e nimic de analizat: {line} Nicio mutare nu a "
                              "fost cu mult mai slabă decât cea mai bună, așa că iată în schimb "
                              "prima.",
    "analysis_no_step": "Acest joc nu are mutarea {n}: mutările merg de la 1 la {last}.",
    "key_foreign": "„{letter}” nu este o literă a acestui joc: atingeți o piesă de pe suport sau "
                   "treceți tastatura pe {language}.",
    "kbd_en": "engleză",
    "kbd_bg": "bulgară",
    "kbd_pl": "poloneză",
    "kbd_ru": "rusă",
    "kbd_sk": "slovacă",
    "kbd_ro": "română",
    "cost_challenge_now": "Dacă toate cuvintele sunt valide, pierdeți această tură.",
    "cost_challenge_last": "Dacă toate cuvintele sunt valide, mutarea rămâne și jocul se "
                           "încheie.",
    "help_cost_challenge_any": "Dacă toate cuvintele sunt valide, pierdeți o tură: pe aceasta, "
                               "dacă sunteți la mutare, altfel pe următoarea (contestarea "
                               "mutării care încheie jocul nu costă nimic: jocul se încheie).",
    "help_cost_challenge_two": "Dacă toate cuvintele sunt valide, pierdeți această tură "
                               "(contestarea mutării care încheie jocul nu costă nimic: jocul "
                               "se încheie).",
    "submit_short": "Joacă",
    "help_resign": "Abandonul: atingeți „{resign}” la sfârșitul acestui panou și confirmați; nu se "
                   "mai poate anula.",
    "resign_question": "Abandonați jocul? Se termină imediat și nu se mai poate anula.",
    "resign_question_on": "Abandonați jocul? Ceilalți joacă mai departe fără dvs., iar asta nu se "
                          "mai poate anula.",
    "rematch_asked": "vrea să joace",
    "rematch_not_yet": "încă nu",
    "rematch_back": "Înapoi la jocul încheiat",
    "rematch_go": "Mergeți la revanșă",
    "rematch_lobby": "Revanșa începe când o {n:cere|cer|cer} și {names}.",
    "lobby_game": "Se pregătește un joc {variant}. Jucători ({n}): {players}.",
    "rematch_game": "Revanșă la jocul {variant}: {players}.",
}
