"""Slovenčina."""

MESSAGES = {
    # Said by the adapters themselves (a user's private chat is closed or not started).
    "dm_closed_discord": "{mention}, nemôžem vám poslať súkromnú správu. Použite /rack a uvidíte"
                         " svoje kamene (uvidíte ich len vy), alebo povoľte súkromné správy.",
    "dm_start_telegram": "{name}, stlačte tlačidlo a otvorte so mnou súkromný chat: tam vám "
                         "pošlem vaše kamene.",
    "dm_start_button": "Moje kamene",
    # The web board (WEB_URL): a player's own link beside the rack, anyone's on the board.
    "board_button": "Otvoriť hraciu dosku",
    "board_watch_button": "Sledovať hraciu dosku",
    "vote_received": "Hlas je prijatý; výsledok sa objaví v chate.",
    "unknown_command": "Príkaz /{command} nepoznám. Zoznam príkazov: /help.",
    "unreadable_game": "Hru v tomto chate sa nedá načítať, preto nemôže pokračovať. Správca chatu "
                       "ju môže ukončiť príkazom /end.",
    "unreadable_game_ended": "Hra, ktorú sa nedalo načítať, je ukončená. Novú začnete príkazom "
                             "/new.",
    "group_only": "/{command} funguje v skupinovom chate, kde sa hrá.",
    "too_long": "Na príkaz je to príliš dlhé. Napíšte to kratšie.",
    "bad_text": "V texte sú znaky, ktoré neviem prečítať. Napíšte ho znova.",
    "new_usage": "Hru začnete príkazom /new VARIANT [možnosti], napr. /new slovak "
                 "time=120. Varianty: {variants}.",
    "unknown_variant": "Variant „{variant}“ nepoznám. Varianty: {variants}.",
    "unknown_option": "Možnosť „{option}“ nepoznám. Možnosti: {options} (names=: aj slová s veľkým "
                      "písmenom, v bulharskej hre; words=: vlastný zoznam slov prevádzkovateľa).",
    "lobby_more_players": "Pravidlá sú pre {n} {n:hráča|hráčov|hráčov}; v hre otvorenej s domácim "
                          "pravidlom players={most} môžu hrať až {most} {most:hráč|hráči|hráčov}.",
    "bad_option_format": "Možnosti píšte ako kľúč=hodnota, napr. rack=8 (nie „{option}“).",
    "bad_option_value": "Hodnota „{value}“ sa nehodí k možnosti {option}.",
    "bad_check_mode": "Tento variant dovoľuje kontrolu slov: {choices} (nie „{value}“).",
    "game_exists": "V tomto chate už hra beží. Dohrajte ju alebo požiadajte jej zakladateľa "
                   "alebo správcu chatu o /end.",
    "new_game": "{name} otvára hru {variant}. {summary}",
    "lobby_hint": "Pridajte sa cez /join ({players} {max:hráč|hráči|hráčov}), potom /start.",
    "no_lexicon": "Pozor: slovník tejto hry nie je nainštalovaný, slová sa nedajú "
                  "kontrolovať.",
    "no_game": "V tomto chate nie je žiadna hra. Otvorte ju príkazom /new VARIANT.",
    "game_ended": "Hra sa už skončila. Nová hra: /new, odveta: /rematch.",
    "not_started": "Hra sa ešte nezačala: /join, potom /start.",
    "already_started": "Hra sa už začala.",
    "already_joined": "Už ste v hre.",
    "order_set": "Poradie hry: {order}.",
    "order_usage": "Napíšte poradie ako mená oddelené čiarkami, napr. /order Bob, Ann.",
    "order_creator_only": "Poradie hry môže určiť len zakladateľ hry alebo správca chatu.",
    "order_unknown": "{name}: taký hráč v tejto hre nie je.",
    "game_full": "Hra je plná ({max} {max:hráč|hráči|hráčov}).",
    "no_teams": "V tejto hre nie sú tímy: stačí /join.",
    "bad_team": "Vyberte tím od 1 do {teams}, napr. /join 1.",
    "joined": "{name} sa pridáva. Hráči ({n}): {players}.",
    "leave_running": "Hra beží: ak sa chcete vzdať, použite /resign.",
    "not_in_lobby": "V tejto hre nie ste medzi hráčmi.",
    "left": "{name} odchádza; {n:zostáva|zostávajú|zostáva} {n} {n:hráč|hráči|hráčov}.",
    "lobby_closed": "Hra bola zatvorená.",
    "end_not_allowed": ("Hru môže ukončiť len ten, kto ju otvoril ({creator}), alebo "
                        "správca chatu."),
    "started": "Hra {variant} začína! Poradie: {order}.",
    "order_draws": "Kamene vytiahnuté o poradie (začína písmeno najbližšie k začiatku abecedy, "
                   "žolík pred všetkými): {draws}.",
    "teams": "Tímy: {teams}.",
    "team_tag": "tím {n}",
    "versus": "–",
    "play_hint": "Prvé slovo musí pokryť štartové pole {down}: /play {across} SLOVO (vodorovne) "
                 "alebo /play {down} SLOVO (zvisle); malé písmeno je žolík ({sym}). Aj /exchange, "
                 "/pass, /rack, /score, /rules, /help.",
    "turn_place": "{name}: {move} za {score} {score:bod|body|bodov}{words}. Spolu: {total}.",
    "blank_lowercase": "Malé písmeno je žolík ({sym}): {letters} v ťahu {move}.",
    "turn_place_off": "{name}: {move} za {score} {score:bod|body|bodov}{words}.",
    "bonus_all_tiles": "všetky kamene +{n}",
    "turn_exchange": "{name}: výmena {n} {n:kameňa|kameňov|kameňov}.",
    "exchanges_left": "{name}: {n:zostáva|zostávajú|zostáva} {n} {n:výmena|výmeny|výmen}.",
    "exchanges_left_none": "{name}: nezostáva už žiadna výmena.",
    "turn_pass": "{name}: pas.",
    "turn_timeout": "{name}: čas vypršal, pas.",
    "turn_withdrawn": "{name}: ťah {move} bol odstránený z dosky, kamene sa vracajú na stojan, "
                      "bez bodov.",
    "turn_withdrawn_challenged": "{name}: ťah {move} bol odstránený z dosky (námietka: "
                                 "{challenger}); kamene sa vracajú, bez bodov.",
    "turn_lost": "{name} stráca tento ťah.",
    "turn_lost_challenge": "{name} stráca tento ťah, lebo námietka proti "
                           "{n:slovu|slovám|slovám} {words} neuspela ({n:je platné|sú "
                           "platné|sú platné}).",
    "history_lost_turn": "{name}: strata ťahu.",
    "history_lost_challenge": "{name}: strata ťahu, lebo námietka proti {n:slovu|slovám|slovám} "
                              "{words} neuspela ({n:je platné|sú platné|sú platné}).",
    "history_off": "Ťah bol odstránený z dosky, bez bodov.",
    "history_off_challenged": "Ťah bol odstránený z dosky (námietka: {challenger}), bez bodov.",
    "turn_resign": "{name} sa vzdáva.",
    "turn_end_adjust": "{name}: {points} za zvyšné kamene ({tiles}).",
    "turn_end_gain": "{name}: {points} za kamene súperov ({tiles}).",
    "turn_adjust": "{name}: {points} ({reason}).",
    "move_stands": "{name}: ťah je prijatý.",
    "challenge_failed": "{name}: námietka neuspela — slová sú platné.",
    "challenge_failed_one": "{name}: námietka neuspela — slovo je platné.",
    "challenge_cost_next": "{name} stratí svoj nasledujúci ťah.",
    "challenge_cost_nothing": "Hra sa skončila, takže {name} nestráca ťah.",
    "invalid_words": "V slovníku chýba: {words}.",
    "check_ok": "Overené: {words} — všetky sú v slovníku.",
    "check_ok_one": "Overené: {words} je v slovníku.",
    "check_ok_two": "Overené: {words} — obe sú v slovníku.",
    "check_time_up": "Čas na odpoveď vypršal, preto rozhoduje slovník.",
    "check_cost_nothing": "Overenie nič nestojí: žiadne body, žiadny ťah.",
    "advice": "Podľa slovníka (len informatívne, rozhodujú hráči): {words}.",
    "advice_known": "{word} áno",
    "advice_unknown": "{word} nie",
    "draw_note": "Keď ťah prijmú, dotiahnete {n} {n:kameň|kamene|kameňov}.",
    "challenge_auto": "V tejto hre bot sám kontroluje každé slovo: nie je čo napadnúť.",
    "challenge_open": "Súperi môžu ťah napadnúť (/challenge, ❌), kým nezahrá ďalší hráč.",
    "challenge_open_timed": "Súperi môžu ťah napadnúť (/challenge, ❌) do {seconds} s alebo "
                            "ho prijať (/accept, ✅).",
    "vote_open": "Súperi: prijmite (/accept, ✅) alebo overte (/challenge, ❌) do "
                 "{seconds} s.",
    "agreement_open": "Súperi: prijmite (/accept, ✅) alebo odmietnite (/challenge, ❌) do "
                      "{seconds} s; väčšina proti ťah vráti.",
    "undo_asked": "{name} žiada vrátiť ťah {move}. Súperi: /undo áno (✅) alebo /undo nie "
                  "(❌) do {seconds} s.",
    "undone": "Ťah bol vrátený: {name} hrá znova.",
    "undo_refused": "{name}: ťah zostáva na doske.",
    "undo_closed_by_check": "{name}: žiadosť o vrátenie ťahu padá — ťah už bol skontrolovaný.",
    "undo_agrees": "{name} súhlasí s vrátením ťahu.",
    "undo_disagrees": "{name} chce, aby ťah zostal.",
    "swapped": "žolík z {square}",
    "undo_usage": "Požiadajte cez /undo; na žiadosť odpovedzte /undo áno alebo /undo nie.",
    "vote_late_stands": "Na hlasovanie je neskoro — {name}: ťah {move} je už prijatý.",
    "vote_late_off": "Na hlasovanie je neskoro — {name}: ťah {move} už bol odstránený z dosky.",
    "window_closed_stands": "Čas na námietky uplynul — {name}: ťah {move} je prijatý.",
    "vote_closed": "Toto hlasovanie sa už skončilo.",
    "scores": "Skóre: {scores}. Vo vrecku: {bag}.",
    "next_turn": "Na ťahu: {name}.",
    "waiting_for_votes": "{name}: ťah {move} čaká na hlasy.",
    "waiting_for_answer": "{name}: ťah {move} čaká na prijatie alebo overenie.",
    "waiting_for_challenge": "{name}: ťah {move} sa dá napadnúť, kým nezahrá ďalší hráč.",
    "waits_next_challenge": "{name} zahrá, keď bude posledný ťah ({mover}) prijatý",
    "waits_next_vote": "{name} zahrá, keď bude posledný ťah ({mover}) prijatý alebo overený",
    "waits_next_agreement": "{name} zahrá po hlasovaní o poslednom ťahu ({mover})",
    "waits_move_challenge": "Posledný ťah ({mover}) čaká na prijatie",
    "waits_move_vote": "Posledný ťah ({mover}) čaká na prijatie alebo overenie",
    "waits_move_agreement": "Posledný ťah ({mover}) čaká na výsledok hlasovania",
    "waits_end": "Hra sa skončí, ak posledný ťah ({mover}) zostane",
    "waits_who_challenge": "{who} ho {n:môže|môžu} prijať (✅) alebo napadnúť (❌){within}.",
    "waits_who_vote": "{who} ho {n:môže|môžu} prijať (✅) alebo overiť (❌){within}.",
    "waits_who_agreement": "{who} ho {n:môže|môžu} prijať (✅) alebo odmietnuť (❌){within}.",
    "waits_within": " do {seconds} s",
    "move_pending_yours_challenge": "Najprv odpovedzte na posledný ťah ({mover}): prijmite ho "
                                    "(✅) alebo ho napadnite (❌){within}.",
    "move_pending_yours_vote": "Najprv odpovedzte na posledný ťah ({mover}): prijmite ho (✅) "
                               "alebo ho overte (❌){within}.",
    "move_pending_yours_agreement": "Najprv zahlasujte o poslednom ťahu ({mover}): prijmite ho "
                                    "(✅) alebo ho odmietnite (❌){within}.",
    "deadline_move": "Čas na tento ťah: {seconds} s.",
    "deadline_window": "Hlasovanie sa skončí o {seconds} s.",
    "deadline_undo": "Žiadosť o vrátenie vyprší o {seconds} s.",
    "clocks": "Hodiny: {clocks}.",
    "game_over_text": "Koniec hry: {reason}. Konečné skóre: {scores}. Víťaz: {winners}.",
    "game_over_abandoned": "Koniec hry: {reason}. Konečné skóre: {scores}. Bez víťaza: hra sa do "
                           "hodnotenia nepočíta (v /stats je medzi odohranými hrami).",
    "game_over_draw": "Koniec hry: {reason}. Konečné skóre: {scores}. Remíza: {winners}.",
    "tie_break_won": "Rovnaké skóre: vyhráva {name} — viac bodov pred záverečným "
                     "zúčtovaním.",
    "board_title": "{variant}",
    "button_accept": "✅ Prijať",
    "button_challenge": "❌ Napadnúť",
    "button_check": "❌ Overiť",
    "button_reject": "❌ Odmietnuť",
    "button_yes": "✅ Áno",
    "button_no": "❌ Nie",
    "swap_usage": "Napíšte /swap POLE ŤAH, napr. /swap F3 H8 щУКА: vaše písmeno nahradí žolíka na "
                  "F3 a žolíka musíte zahrať v tom istom ťahu.",
    "your_rack": "{variant} — vaše kamene: {rack}",
    "rack_caption": "Vo vrecku: {n}",
    "rack_sent": "{name}: kamene som vám poslal súkromne.",
    "wym_exchanged": "Pole WYM vymenilo vaše kamene.",
    "wym_chat": "Pole WYM: {name} dostáva nové kamene a staré idú späť do vrecka.",
    "wym_pending": "{name}: ťah pokryl pole WYM, takže ak platí (prijmete ho, alebo ho overenie "
                   "nájde v slovníku), vaše kamene sa vymenia: tieto idú späť do vrecka a vy "
                   "si potiahnete nové.",
    "wym_pending_hint": "{name}: ťah pokryl pole WYM, takže ak ho prijmete, vaše kamene sa "
                        "vymenia, a preto vám z nich neporadím. Prijmite ťah (✅ alebo /accept) "
                        "a opýtajte sa znova.",
    "wym_accept_first": "{name}: ťah pokryl pole WYM, takže ak ho prijmete, vaše kamene sa "
                        "vymenia, a preto sa s nimi hrať nedá. Najprv ťah prijmite (✅ alebo "
                        "/accept), potom hrajte novými kameňmi.",
    "wym_pending_picture": "Vymenia sa, ak ťah prijmú (WYM)",
    "no_games_private": "Momentálne nehráte žiadnu hru.",
    "private_games": "Práve hráte {n} {n:hru|hry|hier}; "
                     "ktorú? Pošlite príkaz s jej číslom:",
    "private_game_line": "{n}. {variant} ({players})",
    "no_game_for_link": "Táto hra už nie je otvorená.",
    "link_not_member": "Tento odkaz je pre členov skupiny, v ktorej sa hra hrá.",
    "button_not_member": "Toto tlačidlo je pre členov skupiny, v ktorej sa hra hrá.",
    "button_expired": "Toto tlačidlo už nefunguje: napíšte príkaz do chatu.",
    "restarting": "Bot sa reštartuje: skúste to znova o niekoľko sekúnd.",
    "database_unavailable": "Bot sa práve nevie spojiť so svojou databázou: "
                            "skúste to znova o minútu.",
    "kick_not_allowed": "Hráča môže odstrániť len zakladateľ hry alebo správca chatu.",
    "kick_running": "Hra už beží: nikoho teraz nemožno odstrániť (hráč sa môže vzdať cez /resign).",
    "kick_usage": "Napíšte, koho odstrániť, napr. /kick Bob.",
    "kick_no_such": "V hre nie je iný hráč s menom „{name}“.",
    "kicked": "{name} už nie je v hre; {n:zostáva|zostávajú|zostáva} {n} {n:hráč|hráči|hráčov}.",
    "private_ok": "Ste v hre. Kamene prídu sem, keď sa hra začne.",
    "history_empty": "Zatiaľ žiadne ťahy.",
    "history_title": "Ťahy:",
    # chat language and history after the end (issue 16)
    "language_name": "slovenčina",
    "lang_current": "Jazyk tohto chatu: {language}. Správca chatu ho mení príkazom /lang KÓD "
                    "({codes}).",
    "lang_set": "Odteraz v tomto chate hovorím po slovensky.",
    "lang_admin_only": "Jazyk chatu môže zmeniť len správca chatu.",
    "lang_unknown": "Jazyk „{code}“ nepoznám. Jazyky: {codes}.",
    "threads_now_on": "Na tomto serveri má každá hra vlastné vlákno: /new v kanáli, kde smiem "
                      "zakladať vlákna, založí vlákno pre hru. Správca to vypne príkazom "
                      "/threads off.",
    "threads_now_off": "Na tomto serveri sa hrá v kanáli, kde niekto zadal /new. Správca zapne "
                       "vlákna príkazom /threads on.",
    "threads_set_on": "Odteraz /new založí každej hre vlastné vlákno v každom kanáli tohto "
                      "servera, kde smiem zakladať vlákna.",
    "threads_set_off": "Odteraz /new otvorí hru priamo v kanáli: jedna hra na kanál.",
    "threads_admin_only": "Kde sa hrá, môže zmeniť len správca servera.",
    "threads_unknown": "Zadajte /threads on alebo /threads off (nie „{word}“).",
    "thread_opened": "Hra má vlastné vlákno: {thread}",
    "variant_check": "kontrola slov: {mode}",
    "variant_players": "hráči: {range}",
    "bonus_all_tiles_times": "všetky kamene ×{n}",
    "game_exists_ending": ("V tomto chate ešte beží hra: hlasovanie o jej ukončení je "
                           "otvorené a skončí najneskôr o {seconds} s (alebo keď väčšina "
                           "hráčov odpovie /end áno). Potom /new otvorí ďalšiu."),
    "game_exists_yours": "Vaša hra je v tomto chate už otvorená: /end ju zatvorí, potom /new "
                         "otvorí ďalšiu.",
    "bad_option_range": "Hodnota „{value}“ sa nehodí k možnosti {option}=: berie celé číslo od "
                        "{low} do {high}.",
    "bad_option_here": "Voľba {option}= nie je v hre {variant} dostupná.",
    "bad_option_seconds": "Hodnota „{value}“ sa nehodí k možnosti {option}=: berie čas od {low} "
                          "do {high} sekúnd, napr. 90, 2m alebo 1h.",
    "export_after_end": "Záznam ukazuje kamene hráčov, preto je k dispozícii až po "
                        "skončení hry.",
    "export_none": "V tomto chate nie je žiadna skončená hra na export.",
    "export_ready": "Hra ako súbor GCG:",
    "variants_list": "Varianty:\n{variants}\nPravidlá variantu: /rules VARIANT.",
    "check_usage": "Napíšte /check SLOVO.",
    "check_not_now": "V hre s námietkami alebo overovaním nepoviem, či je slovo v slovníku: "
                     "riziko nesie ten, kto ho kladie.",
    "check_agreement": "Opýtajte sa, keď niekto zahlasuje proti ťahu: vtedy je slovník len "
                       "informatívny.",
    "check_yes": "{word} je v slovníku hry {variant}.",
    "check_no": "{word} nie je v slovníku hry {variant}.",
    "hints_off": "V tejto hre sú rady vypnuté (otvorte ju s hints=on).",
    "hint_none": "Pre vaše kamene nevidím žiadny ťah.",
    "hint_moves": "Dobré ťahy, od najlepšieho:\n{moves}\n"
                  "Zoradené podľa hodnoty pre hru, nielen podľa bodov: menej "
                  "bodov teraz môže nechať lepšie kamene.",
    "hint_line": "{move} ({score} {score:bod|body|bodov})",
    "hint_answered": "{name}: odpovedal som vám súkromne.",
    "hint_game_ending": "{name}: ak tento ťah zostane, hra sa končí a po ňom už nebude žiadny "
                        "ťah, preto teraz žiadna rada.",
    "hint_sent": "{name}: radu som vám poslal súkromne.",
    "level_beginner": "začiatočník",
    "level_easy": "ľahký",
    "level_medium": "stredný",
    "level_hard": "ťažký",
    "level_strong": "silný",
    "level_champion": "šampión",
    "ratings_changed": "Hodnotenia: {ratings}.",
    "game_unrated": "Táto hra sa do hodnotenia nepočíta: {reason} (v /stats je medzi odohranými "
                    "hrami).",
    "unrated_why_rules": "jej domáce pravidlá ({options}) hru príliš menia",
    "unrated_why_stopped": "hru zastavili skôr, než sa skončila podľa pravidiel",
    "unrated_why_empty": "na doske nie je ani jedno slovo",
    "unrated_house_rules": "Táto hra sa do hodnotenia nezapočíta: jej domáce pravidlá ({options}) "
                           "hru príliš menia.",
    "button_rematch": "🔁 Odveta",
    "family_scrabble": "Scrabble",
    "family_literaki": "Literaki",
    "family_erudit": "Erudit",
    "top_title": "Najlepší hráči tohto chatu, {family}:",
    "top_global_title": "Najlepší hráči (celkový rebríček), {family}:",
    "top_empty": "Zatiaľ žiadne hodnotené hry.",
    "top_line": "{place}. {name}: {rating} (±{spread}), {n} {n:hra|hry|hier}",
    "top_usage": "Napíšte /top, /top global alebo /top RODINA (rodiny: {families}).",
    "stats_hidden": "V celkovom rebríčku vás už nevidno. /stats show vás vráti.",
    "stats_shown": "V celkovom rebríčku vás opäť vidno.",
    "stats_unknown": "Medzi tými, ktorí tu dohrali hru, nepoznám nikoho s menom {name}.",
    "stats_none": "{name}: zatiaľ žiadne dohrané hry.",
    "stats_title": "Štatistiky: {name}",
    "stats_family": "{family}: {n} {n:hra|hry|hier}, výhry: {wins} ({rate} %), priemerné skóre "
                    "{average}, bingá na hru: {bingos}",
    "stats_best": "Najlepší ťah: {move} za {score} {score:bod|body|bodov}",
    "stats_rating": "Hodnotenie {rating} (±{spread}) po {n} {n:hodnotenej hre|hodnotených "
                    "hrách|hodnotených hrách}",
    "stats_unrated": "Bez hodnotenia: {n} {n:hra|hry|hier} z nich — zarátané vyššie, ale nie v "
                     "hodnotení",
    "stats_rating_note": "± je neistota hodnotenia: zmenšuje sa s pribúdajúcimi hodnotenými "
                         "hrami. Zobrazené hodnotenie je opatrný odhad: odhadovaná sila mínus "
                         "táto neistota.",
    "stats_is_hidden": "Mimo celkového rebríčka.",
    "rematch_none": "V tomto chate nie je dohraná hra, ktorú by sa dalo zopakovať.",
    "rematch_not_player": "O odvetu môžu požiadať len hráči poslednej hry; do lobby sa dá pridať "
                          "cez /join.",
    "rematch_opened": "{name} navrhuje odvetu: {variant}, rovnaké pravidlá, rovnakí hráči.",
    "rematch_waiting": "{name} hrá. Čakáme na: {names} (/rematch alebo tlačidlo).",
    "recap_title": "Zhrnutie:",
    "recap_top_move": "Najlepší ťah hry: {name}, {move} za {score}.",
    "recap_no_miss": "{name}: vždy najlepší ťah alebo slabší od neho o menej ako {n} "
                     "{n:bod|body|bodov} (ak sa ráta aj hodnota kameňov, ktoré zostanú na "
                     "stojane).",
    "recap_bingos": "{name}: zahrané bingá: {played}, prehliadnuté: {missed}.",
    "recap_bingos_named": "{name}: zahrané bingá: {played}, prehliadnuté: {missed} — {bingos}.",
    "recap_missed_bingo": "{move} za {score} (ťah {turn})",
    "recap_miss_turn": "Najväčšie prehliadnutie ({name}): ťah {turn}, stojan {rack}: {played}; "
                       "najlepšie bolo {best}{gap}.",
    "recap_miss_phony": "Najväčšie prehliadnutie ({name}): ťah {turn}, stojan {rack}: {played}. "
                        "Podľa slovníka najlepšie bolo {best}.",
    "recap_miss_phony_even": "Najväčšie prehliadnutie ({name}): ťah {turn}, stojan {rack}: "
                             "{played}. Slovník nedovoľoval nič lepšie ako pas.",
    "recap_did_place": "zahrané {move} za {score}",
    "recap_did_phony": "zahrané {move} za {score} bez námietky, hoci {words} v slovníku {n:nie "
                       "je|nie sú|nie sú}",
    "recap_phonies": "Mimo slovníka, ale bez námietky: {moves}.",
    "recap_phony": "{words} ({name}, ťah {turn})",
    "recap_did_exchange": "výmena {tiles}",
    "recap_did_pass": "pas",
    "recap_did_timeout": "čas na ťah vypršal",
    "recap_did_withdrawn": "zahrané {move}, ale ťah bol odstránený z dosky",
    "frame_taken_off": "ťah {move} odstránený z dosky",
    "recap_best_place": "zahrať {move} za {score}",
    "recap_best_exchange": "vymeniť {tiles}",
    "recap_best_pass": "pasovať",
    "recap_gap_more": ", o {n} {n:bod|body|bodov} viac",
    "recap_gap_fewer": ", o {n} {n:bod|body|bodov} menej",
    "recap_leave_more": "; kamene, ktoré potom zostanú na stojane, majú pre ďalšie ťahy o {n} "
                        "{n:bod|body|bodov} vyššiu hodnotu",
    "recap_leave_less": "; kamene, ktoré potom zostanú na stojane, majú pre ďalšie ťahy o {n} "
                        "{n:bod|body|bodov} nižšiu hodnotu",
    "recap_leave_all_kept": "; tento ťah vyloží všetky kamene, a ponechanie {tiles} malo hodnotu "
                            "{n} {n:bod|body|bodov}",
    "recap_leave_all_cost": "; tento ťah vyloží všetky kamene, a ponechanie {tiles} stálo {n} "
                            "{n:bod|body|bodov}",
    "recap_leave_back_kept": "; tento ťah vyloží všetky kamene, a odstránený ťah nechal na "
                             "stojane {tiles} v hodnote {n} {n:bod|body|bodov}",
    "recap_leave_back_cost": "; tento ťah vyloží všetky kamene, a odstránený ťah nechal na "
                             "stojane {tiles}, čo stálo {n} {n:bod|body|bodov}",
    "recap_gap_net": ": spolu o {n} {n:bod|body|bodov} lepšie",
    "computer_name": "Počítač ({level})",
    "computer_name_n": "Počítač {n} ({level})",
    "name_aside": "{name} – {aside}",
    "addbot_started": "Hra už beží: počítačového hráča môžete pridať len pred /start.",
    "addbot_not_player": "Počítačového hráča môžu pridať len prihlásení hráči alebo zakladateľ "
                         "hry.",
    "addbot_no_lexicon": "Počítač potrebuje slovník tejto hry, no ten nie je nainštalovaný.",
    "bad_level": "Úroveň „{level}“ nepoznám. Úrovne: začiatočník, ľahký, stredný, ťažký, silný, "
                 "šampión (alebo beginner, easy, medium, hard, strong, champion).",
    "vote_challenges": "{name} napáda ťah {move}!",
    "vote_checks": "{name} chce overiť ťah {move}.",
    "vote_rejects": "{name} hlasuje proti ťahu {move}.",
    "vote_accepts": "{name} prijíma ťah {move}.",
    "vote_still_waits": "Ťah ešte čaká na odpoveď: {names}.",
    "vote_still_challenge": "Napadnúť ho ešte môže: {names}.",
    "computer_no_lexicon": "{name} nemá slovník, a tak pasuje.",
    "blanks_went": "{n:Žolík nahrádza|Žolíky nahrádzajú|Žolíky nahrádzajú} {letters}.",
    "word_nowhere_rack": "{word} sa nedá zložiť: chýba vám {letters}, počet vašich žolíkov: {n}, "
                         "a písmená na doske to nedoplnia.",
    "word_nowhere_rack_no_blank": "{word} sa nedá zložiť: chýba vám {letters} a písmená na "
                                  "doske to nedoplnia.",
    "word_nowhere": "{word} sa s vašimi kameňmi nikam na dosku nezmestí.",
    "choices_one": "{word} sa zmestí na jedno miesto. Stlačte tlačidlo alebo napíšte /play 1:",
    "choices_many": "{word} sa zmestí na viac miest, zoradené od najvyššieho počtu bodov. "
                     "Vyberte tlačidlo alebo napíšte /play N:",
    "choice_across": "{coord} vodorovne, {score} {score:bod|body|bodov}",
    "choice_down": "{coord} zvisle, {score} {score:bod|body|bodov}",
    "choice_none": "Nie sú žiadne návrhy na výber: najprv napíšte /play SLOVO (doska sa mohla "
                   "zmeniť).",
    "choice_range": "Vyberte číslo od 1 do {n}.",
    "word_not_listed": "Slovo {word} nie je v slovníku tejto hry, preto preň nenavrhujem žiadne "
                       "miesto.",
    "word_nowhere_listed": "{word} sa na dosku zmestí, ale na každom mieste vytvorí aj slovo, "
                           "ktoré v slovníku nie je.",
    "choice_swap": "({letter} sa vráti na miesto žolíka na {square})",
    "choice_at_risk": "Tieto miesta neboli overené v slovníku: v hre s námietkami alebo "
                      "overovaním riskujete, že slovo bude odstránené z dosky.",
    "choice_also": "(tvorí aj {words})",
    "choice_unjudged": "(nekontrolované: o slovách rozhodujú hráči)",
    "choices_more": "…a ešte {n} {n:miesto|miesta|miest} za menej bodov: ak chcete zahrať "
                    "niektoré z nich, napíšte /play so súradnicou.",
    "unseen": "Neznáme kamene ({n}): {tiles}",
    "tiles_sent": "{name}: neznáme kamene som vám poslal súkromne.",
    "preview": "{move} by dal {score} {score:bod|body|bodov}: {words}. Ťah nie je zahraný; "
               "slovník sa nekontroloval.",
    "resign_confirm": "Naozaj sa chcete vzdať? Stlačte tlačidlo alebo napíšte /resign áno.",
    "button_resign": "Vzdať sa",
    "resign_usage": "Napíšte /resign a potvrďte tlačidlom alebo /resign áno.",
    "end_asked": "{name} chce ukončiť hru. Súhlasíte? /end áno alebo /end nie (alebo tlačidlá); "
                 "rozhoduje väčšina, a ak nikto do {seconds} s nenamietne, hra sa skončí bez "
                 "víťaza.",
    "end_refused": "Hra pokračuje: s ukončením súhlasilo príliš málo hráčov.",
    "end_vote_noted": "Vaša odpoveď sa započítala.",
    "end_vote_open": "Ukončenie hry už niekto navrhol: odpovedzte /end áno alebo /end nie.",
    "end_no_vote": "Nikto nenavrhol ukončiť hru.",
    "end_usage": "Odpovedzte /end áno alebo /end nie.",
    "answer_yes": "áno",
    "answer_no": "nie",
    "bad_syntax_at": "Ťah zapíšte ako súradnicu a slovo, napr. {across} SLOVO (vodorovne) "
                     "alebo {down} SLOVO (zvisle).",
    "not_your_turn_name": "Nie ste na ťahu: na ťahu je {name}.",
    "console_vote_hint": "→ MENO: ✅ / MENO: ❌",
    # /help's line on votes, by platform: what each one's chat can do (Discord's
    # messages carry the bot's ✅ / ❌ reactions; Telegram has no such reactions,
    # 👍 / 👎 count there; the console reads a line NAME: ✅); elsewhere none.
    "help_vote_auto": "Bot kontroluje každé slovo hneď pri ťahu, takže žiadny ťah nečaká "
                      "na súperov.",
    "help_left_out": "V tejto hre sa {n:nepoužíva|nepoužívajú|nepoužívajú}: {commands}.",
    "help_vote": "Po ťahu môžu súperi /accept alebo /challenge.",
    "help_vote_discord": "Po ťahu môžu súperi /accept alebo /challenge (alebo reagovať ✅ / ❌).",
    "help_vote_telegram": "Po ťahu môžu súperi /accept alebo /challenge (alebo reagovať 👍 / 👎).",
    "help_vote_console": "Po ťahu môžu súperi /accept alebo /challenge "
                         "(alebo napísať MENO: ✅ / MENO: ❌).",
    "console_rematch_hint": "→ MENO: /rematch",
    "console_command": "MENO: /{command}",
    "game_open": "Tu prebieha hra {variant}.",
    "game_setup": "Tu sa pripravuje hra {variant}. Hráči ({n}): {players}.",
}

ERRORS = {
    "gap": "Nové kamene musia ležať v jednom rade bez prázdneho poľa medzi nimi.",
    "bad_syntax": "Ťah zapíšte ako súradnicu a slovo, napr. 8H SLOVO (vodorovne) alebo "
                  "H8 SLOVO (zvisle).",
    "bad_coordinate": "{coord} nie je súradnica: riadok a stĺpec pre vodorovne (8H), "
                      "stĺpec a riadok pre zvisle (H8).",
    "off_board": "Slovo presahuje dosku.",
    "coord_off_board": "{coord} nie je na doske (stĺpce A–{last_col}, riadky 1–{rows}).",
    "bad_letter": "{letter} nie je písmeno tejto hry.",
    "letter_mismatch": "Na poli {square} je {board_letter}, nie {letter}.",
    "empty_through": "Na poli {square} nie je kameň, cez ktorý by sa dalo hrať.",
    "no_new_tiles": "Ťah neukladá žiadny nový kameň.",
    "square_taken": "Pole {square} je už obsadené.",
    "word_continues": "Slovo na doske pokračuje: napíšte celé slovo {word}.",
    "not_connected": "Slovo sa musí dotýkať kameňa, ktorý už je na doske.",
    "start_not_covered": "Prvé slovo musí pokryť štartové pole {square}.",
    "first_move_too_short": "Prvé slovo musí mať aspoň dva kamene.",
    "not_on_rack": "Nemáte {letters} medzi svojimi kameňmi.",
    "foreign_letter_latin": "{letter} je latinské písmeno, nie písmeno tejto hry: prepnite "
                            "klávesnicu.",
    "foreign_letter_cyrillic": "{letter} je písmeno cyriliky, nie písmeno tejto hry: prepnite "
                               "klávesnicu.",
    "not_on_rack_blanks": "Chýba vám {letters} a žolíkov máte {blanks} — nestačia ich nahradiť.",
    "word_too_short": "{word} je príliš krátke: slová majú aspoň {min} "
                      "{min:písmeno|písmená|písmen}.",
    "word_too_long": "{word} je príliš dlhé: slová majú najviac {max} "
                     "{max:písmeno|písmená|písmen}.",
    "unknown_word": "Ťah nebol prijatý: {words} v slovníku {n:nie je|nie sú|nie sú}. Stále ste "
                    "na ťahu.",
    "not_your_turn": "Nie ste na ťahu.",
    "game_over": "Hra sa skončila.",
    "not_a_player": "V tejto hre nehráte.",
    "exchange_bag_too_small": "Na výmenu musí byť vo vrecku aspoň {min} "
                              "{min:kameň|kamene|kameňov}; je ich {bag}.",
    "exchange_limit": "Využili ste všetky výmeny ({limit}).",
    "exchange_empty": "Uveďte kamene na výmenu, napr. /exchange AEI.",
    "move_pending": "Počkajte, kým posledný ťah prijmú alebo overia.",
    "undo_pending": ("Najprv odpovedzte na žiadosť o vrátenie posledného ťahu: /undo áno "
                     "alebo /undo nie."),
    "move_pending_challenge": "Počkajte, kým posledný ťah prijmú alebo napadnú.",
    "move_pending_agreement": "Počkajte, kým hráči o poslednom ťahu zahlasujú.",
    "nothing_pending": "Nie je žiadny ťah na námietku ani hlasovanie.",
    "own_move": "O vlastnom ťahu hlasovať nemôžete.",
    "own_team_move": "Nemôžete hlasovať o ťahu vlastného tímu.",
    "already_voted": "Už ste hlasovali.",
    "not_allowed": "Pravidlá tejto hry to nedovoľujú.",
    "swap_not_blank": "Na poli {square} nie je žolík na výmenu.",
    "swap_letter_mismatch": "Žolík na {square} znamená {letter}: potrebujete toto písmeno.",
    "swap_blank_unused": "Žolíka vzatého z dosky treba zahrať v tom istom ťahu.",
    "undo_not_possible": "Tento ťah sa už nedá vrátiť.",
    "no_undo_request": "Nikto nežiadal vrátiť ťah.",
    "resigned": "V tejto hre ste sa vzdali.",
    "too_few_players": "Táto hra potrebuje aspoň {min} {min:hráča|hráčov|hráčov}.",
    "order_not_chosen": "V tejto hre poradie neurčuje zakladateľ: rozhodujú pravidlá.",
    "too_many_players": "Túto hru môžu hrať najviac {max} {max:hráč|hráči|hráčov}.",
    "bad_teams": "Tímy musia mať rovnaký počet hráčov.",
    "bad_option": "Neznáma alebo neplatná možnosť pravidiel: {option}.",
}


# The rule sets' names as this language writes them (rule set id -> name); a rule set
# missing here is named as its data file names it (engine/data/rulesets/*.toml).
VARIANTS = {
    "bulgarian": "Scrabble po bulharsky",
    "literaki": "Literaki",
    "erudit": "Erudit (Эрудит)",
    "slovak": "Scrabble po slovensky",
    "erudit-home": "Erudit, domáce pravidlá (Эрудит домашний)",
    "english": "Scrabble po anglicky",
    "polish": "Scrabble po poľsky",
    "romanian": "Scrabble po rumunsky",
}

MODES = {
    "challenge": "dvojitá námietka",
    "vote": "prijať alebo overiť",
    "auto": "automatická",
    "agreement": "rozhodujú hráči",
}

ENDINGS = {
    "out": "{name} vykladá posledné kamene",
    "scoreless": "{n} {n:ťah|ťahy|ťahov} za sebou bez bodov",
    "passes": "všetci pasovali",
    "no_moves": "nikto nemôže ťahať",
    "target": "dosiahlo sa cieľové skóre",
    "clocks": "všetkým vypršal čas",
    "resigned": "{name} sa vzdáva",
    "stopped": "ukončená na žiadosť",
    "abandoned": "opustená: príliš dlho nikto nezískal body",
    "abandoned_agreed": "hra ukončená po dohode",
    "abandoned_alone": "{name} ukončuje hru",
}

RULES = {
    "title": "Pravidlá: {variant}",
    "players": "Hráči: {range}.",
    "players_teams": "Hráči: {range} jednotlivo alebo rovnaké tímy najviac po {most} "
                     "({examples}); tím má spoločné skóre.",
    "order_draw_tile": "Poradie: každý si vytiahne kameň; začína ten, koho písmeno je najbližšie "
                       "k začiatku abecedy, žolík ({sym}) je pred každým písmenom; kamene sa pred "
                       "rozdaním vrátia do vrecka.",
    "order_random": "Poradie: náhodné, určí sa na začiatku hry.",
    "order_join": "Poradie: tak, ako sa hráči pridávali.",
    "order_teams": "V tímovej hre sa tímy striedajú a v rámci tímu hráči idú po poradí.",
    "board": "Doska {w}×{h}; vo vrecku {tiles} {tiles:kameň|kamene|kameňov}, z toho {blanks} "
             "{blanks:žolík|žolíky|žolíkov} ({sym}); na stojane {rack} "
             "{rack:kameň|kamene|kameňov}.",
    "start": "Prvé slovo má aspoň dva kamene a zakrýva štartové pole {square}: /play {across} "
             "SLOVO vodorovne alebo /play {down} SLOVO zvisle.",
    "start_plain": "Štartové pole nemá prémiu.",
    "start_double": "Štartové pole zdvojnásobí prvé slovo.",
    "start_triple": "Štartové pole strojnásobí prvé slovo.",
    "moves": "Každý ťah kladie kamene do jedného riadku alebo stĺpca, bez medzier, tak, aby sa "
             "dotýkali kameňov na doske; každé nové slovo musí byť platné a počíta sa. Po ťahu si "
             "doťahujete kamene do plného stojana.",
    "reversed": "Domáce pravidlo: slovo sa môže čítať aj odzadu.",
    "proper_nouns": (
        "Domáce pravidlo: povolené sú aj slová s veľkým začiatočným písmenom (mená ľudí a"
        " miest)."
    ),
    "proper_nouns_option": (
        "Domáce pravidlo na výber pri /new: names=on povolí aj slová s veľkým začiatočným"
        " písmenom (mená ľudí a miest)."
    ),
    "words": "Slová majú aspoň {n} {n:písmeno|písmená|písmen}.",
    "words_range": "Slová majú {min} až {max} {max:písmeno|písmená|písmen}.",
    "lexicon_english": "Slová: anglické, zo SCOWL, slovníka na kontrolu pravopisu (americký a "
                       "britský pravopis, všetky tvary), vybrané podľa pravidiel Scrabble: bez "
                       "slov s veľkým začiatočným písmenom, skratiek, slov so spojovníkom alebo "
                       "apostrofom. Nie je to turnajový zoznam (NWL, Collins): chýbajú v ňom "
                       "niektoré ich zriedkavé slová a má zriedkavé slová, ktoré tie zoznamy "
                       "nemajú.",
    "lexicon_english_own": "Slová: anglické, tie z vlastného zoznamu prevádzkovateľa zvoleného "
                           "pre túto hru.",
    "lexicon_bulgarian": "Slová: bulharské, všetky slovné druhy vo všetkých tvaroch, aj cudzie, "
                         "hovorové, slangové a zastarané; bez slov, ktoré sa vždy píšu s veľkým "
                         "začiatočným písmenom, skratiek, skratkových slov, samostatných "
                         "predpôn a prípon a slov so spojovníkom.",
    "lexicon_literaki": "Slová: poľské, vo všetkých tvaroch, ľubovoľne veľakrát; bez slov s "
                        "veľkým začiatočným písmenom, skratiek, predpôn a prípon a slov s "
                        "apostrofom alebo spojovníkom.",
    "lexicon_erudit": "Slová: ruské všeobecné podstatné mená v nominatíve jednotného čísla "
                      "(pomnožné v množnom); bez vlastných mien a spojovníkov; Ё sa hrá ako Е.",
    "lexicon_slovak": "Slová: slovenské, vo všetkých tvaroch.",
    "lexicon_erudit-home": "Slová ako v krížovkách: všeobecné podstatné mená v nominatíve "
                           "jednotného čísla (pomnožné v množnom), aj jednoslovné zemepisné "
                           "názvy, názvy diel, priezviská slávnych ľudí a literárnych hrdinov; "
                           "bez krstných mien a mien zvierat (ak nie sú aj názvom miesta alebo "
                           "diela) a bez zdrobnenín. Hráči sa môžu dohodnúť na ďalších "
                           "obmedzeniach.",
    "lexicon_polish": "Slová: poľské, vo všetkých tvaroch.",
    "lexicon_romanian": "Slová: rumunské; písmená s diakritikou sa hrajú ako základné (Ă Â ako A, "
                        "Î ako I, Ș ako S, Ț ako T).",
    "word_list": "Zdroj slov: {source} ({package}), {count} {n:slovo|slová|slov}.",
    "word_list_source": "Zdroj slov: {source} ({package}).",
    "check_challenge": "Dvojitá námietka: kým nezahrá ďalší hráč, každý súper môže ťah napadnúť "
                       "(/challenge, ❌). Ak niektoré slovo nie je v slovníku, kamene sa vrátia "
                       "a ťah nemá body. /accept (✅) ťah prijme.",
    "check_challenge_timed": "Dvojitá námietka: do {n} s môže každý súper ťah napadnúť "
                             "(/challenge, ❌). Ak niektoré slovo nie je v slovníku, kamene sa "
                             "vrátia a ťah nemá body. /accept (✅) ťah prijme.",
    "challenge_cost_last": "Námietka proti ťahu, ktorým sa hra končí, nestojí žiadny ťah: ak sú "
                           "slová platné, hra sa skončí.",
    "challenge_cost_any": "Ak sú všetky slová platné, ťah platí a namietajúci príde o ťah: o "
                          "ten, ktorý práve mal hrať, ak je na ťahu, inak o svoj ďalší.",
    "challenge_cost_two": "Ak sú všetky slová platné, ťah platí a namietajúci (pri dvoch "
                          "hráčoch vždy ten, kto je na ťahu) príde o ťah, ktorý práve mal hrať.",
    "check_vote": "Prijať alebo overiť: po každom ťahu môže každý súper ťah prijať (/accept, ✅) "
                  "alebo overiť (/challenge, ❌) do {n} s. Ak všetci prijmú, ťah platí; pri "
                  "overení alebo po uplynutí času rozhodne slovník a ťah so slovom mimo slovníka "
                  "sa odstráni bez bodov. Overenie nič nestojí.",
    "check_auto": "Bot kontroluje každé slovo: ťah so slovom mimo slovníka sa odmietne a "
                  "jednoducho skúsite znova.",
    "check_agreement": "O slovách rozhodujú hráči: po každom ťahu ho súperi môžu prijať (/accept, "
                       "✅) alebo odmietnuť (/challenge, ❌) do {n} s; väčšina proti ťah vráti "
                       "(kamene sa vrátia, bez bodov), bez hlasov ťah platí a hlas nič nestojí. "
                       "Keď niekto hlasuje proti, bot ukáže ako radu, či jeho slovník slová pozná.",
    "draw_after_check": "Nové kamene si doťahujete, keď ťah prijmú.",
    "premiums_first": "Prémiové polia (písmeno ×2, ×3; slovo ×2, ×3) platia len v ťahu, ktorý ich "
                      "pokryje; prémie za slovo sa násobia.",
    "premiums_every": "Prémiové polia platia zakaždým: každé ďalšie slovo cez ne znova dostane "
                      "prémiu.",
    "quad": "Polia 4S (so šípkou): ×4 za slovo, ktoré na takom poli začína alebo končí v smere "
            "šípky; slovo, ktoré cez neho len prechádza, z neho nemá nič.",
    "wym": "Polia WYM: keď ťah, ktorý také pole pokryl, platí, ďalší súper vráti všetky svoje "
           "kamene do vrecka a vytiahne rovnaký počet nových, ak je vo vrecku aspoň {n} "
           "{n:kameň|kamene|kameňov}.",
    "blank_zero": "Žolík ({sym}) nahrádza ľubovoľné písmeno a má hodnotu 0; píšte ho malým "
                  "písmenom.",
    "blank_letter": "Žolík ({sym}) nahrádza ľubovoľné písmeno a má hodnotu tohto písmena; píšte "
                    "ho malým písmenom.",
    "blank_swap": "Výmena žolíka: ak máte písmeno, ktoré žolík na doske nahrádza, môžete ho "
                  "položiť na jeho miesto a žolíka si vziať, no musíte ho zahrať v tom istom "
                  "ťahu: /swap F3 H8 щУКА. Počítajú sa len slová, ktoré vytvorí tento ťah.",
    "bingo_add": "Všetkých {rack} kameňov v jednom ťahu: +{n} {n:bod|body|bodov}.",
    "bingo_add_continues": "Všetkých {rack} kameňov v jednom ťahu: +{n} {n:bod|body|bodov}, "
                           "ale len ak hra po tomto ťahu pokračuje.",
    "bingo_multiply": "Všetkých {rack} kameňov v jednom ťahu: ťah sa počíta ×{n}.",
    "bingo_none": "Za všetky kamene naraz nie je prémia.",
    "exchange": "Namiesto ťahu môžete vymeniť kamene (/exchange), {when}{limit}.",
    "exchange_when_min": "ak je vo vrecku aspoň {n} {n:kameň|kamene|kameňov}",
    "exchange_when_any": "kým sú vo vrecku kamene",
    "exchange_limit": ", najviac {n}-krát za hru",
    "exchange_draw_first": "Nové kamene si vytiahnete skôr, než sa vaše vrátia do vrecka, takže "
                           "tie isté nevytiahnete.",
    "exchange_return_first": "Vaše kamene sa najprv vrátia do vrecka, potom si vytiahnete rovnaký "
                             "počet.",
    "pass": "Môžete aj pasovať (/pass): kamene vám zostanú.",
    "undo": "Vrátenie: do {ask} s po ťahu môže hráč požiadať o jeho vrátenie (/undo); ak všetci "
            "súperi do {agree} s súhlasia, kamene sa vrátia a hráč ťahá znova.",
    "time": "Čas na ťah: {n} s; keď vyprší, ťah je pas.",
    "clock": "Hodiny: {n} min na hráča; komu vyprší čas, už neťahá.",
    "end_intro": "Hra končí, keď:",
    "end_target": "• hráč alebo tím dosiahne {n} {n:bod|body|bodov}: kolo sa potom dohrá, aby "
                  "mali všetci "
                  "rovnako ťahov, a vyhráva najvyššie skóre",
    "end_out": "• vrecko je prázdne a niekto vyloží všetky svoje kamene",
    "out_sits_out": "Kto pri prázdnom vrecku vyloží všetky svoje kamene, už nehrá a ostatní "
                    "hrajú ďalej.",
    "end_scoreless": "• {n} {n:ťah|ťahy|ťahov} za sebou, všetkých hráčov spolu, je bez bodov "
                     "(pasy, výmeny, vrátené ťahy, ťahy za 0)",
    "end_passes": "• každý hráč pasuje {n}-krát za sebou (vypršaný čas a odstránené ťahy sa "
                  "rátajú ako pas, výmeny nie)",
    "end_no_moves": "• nikto nemôže položiť slovo",
    "end_clocks": "• všetkým hráčom vypršal čas",
    "end_abandoned": "• {n} {n:celé kolo|celé kolá|celých kôl} za sebou bez bodov: hra sa končí "
                     "bez víťaza",
    "adjust_publisher": "Na konci každý stratí hodnotu kameňov, ktoré mu zostali, a kto už nemá "
                        "žiadne, získa súčet hodnôt kameňov súperov.",
    "adjust_tournament": "Na konci ten, kto už nemá žiadne kamene, získa dvojnásobok hodnoty "
                         "kameňov súperov.",
    "adjust_deduct_only": "Na konci každý stratí hodnotu kameňov, ktoré mu zostali.",
    "adjust_not_target": "Keď hra skončí dosiahnutím cieľového skóre, zvyšné kamene sa "
                         "neodpočítavajú.",
    "tie_draw": "Rovnaké najvyššie skóre je remíza.",
    "tie_score_before_adjustment": "Pri rovnakom skóre vyhráva ten, kto mal viac bodov pred "
                                   "záverečným zúčtovaním.",
    "summary": "Kontrola slov: {mode}; {rack} {rack:kameň|kamene|kameňov} na stojane.",
    "team_match": "{n} na {n}",
    "summary_house": "Platí aj: {rules}.",
    "summary_teams": "tímy: {n}",
    "summary_target": "hra do {n} {n:bodu|bodov|bodov}",
    "summary_time": "{n} s na ťah",
    "summary_clock": "hodiny: {n} min na hráča",
    "summary_hints": "rady zapnuté",
    "summary_undo": "vrátenie ťahu so súhlasom",
    "summary_names": "povolené slová s veľkým písmenom",
}

COMMANDS = {
    "new": "Otvoriť hru v tomto chate",
    "new.variant": "Variant pravidiel",
    "new.options": "Domáce pravidlá, napr. rack=8 check=auto target=300 time=120 lang=sk",
    "join": "Pridať sa do hry v tomto chate",
    "join.team": "Číslo tímu",
    "leave": "Opustiť hru pred začiatkom",
    "kick": "Odstrániť hráča pred začiatkom hry (zakladateľ alebo správca)",
    "kick.name": "Meno hráča",
    "order": "Určiť poradie hry (zakladateľ, pred začiatkom)",
    "order.players": "Mená v poradí hry, napr. Bob, Ann",
    "start": "Začať hru (rozdať kamene)",
    "play": "Položiť slovo: 8H SLOVO vodorovne, H8 SLOVO zvisle",
    "play.move": "Súradnica a slovo, napr. 8H SLOVO; malé písmeno = žolík",
    "exchange": "Vymeniť kamene",
    "exchange.tiles": "Písmená na výmenu (? je žolík)",
    "pass": "Pasovať",
    "swap": "Vymeniť žolíka na doske za svoje písmeno a zahrať ho",
    "swap.square": "Pole žolíka, napr. F3",
    "swap.move": "Ťah, ktorým sa žolík zahrá, napr. H8 щУКА",
    "challenge": "Napadnúť alebo overiť posledný ťah",
    "accept": "Prijať posledný ťah",
    "undo": "Požiadať o vrátenie svojho ťahu",
    "rack": "Ukázať vaše kamene (súkromne)",
    "board": "Ukázať dosku",
    "score": "Skóre, kamene vo vrecku, kto je na ťahu, hodiny",
    "history": "Doterajšie ťahy",
    "export": "Hra ako súbor GCG",
    "rules": "Pravidlá tejto hry",
    "rules.variant": "Variant pravidiel",
    "lang": "Jazyk chatu; mení ho správca chatu",
    "lang.code": "bg, pl, ru, sk, ro alebo en",
    "threads": "Hry servera vo vlastných vláknach; mení to správca",
    "threads.mode": "on alebo off",
    "check": "Je slovo v slovníku? (len informatívne)",
    "check.word": "Slovo",
    "hint": "Navrhnúť ťah (súkromne), ak to hra dovoľuje",
    "addbot": "Pridať počítačového hráča",
    "addbot.level": "beginner, easy, medium, hard, strong alebo champion",
    "resign": "Vzdať sa",
    "end": ("Ukončiť hru: požiada jej zakladateľ alebo správca chatu, hráči hlasujú "
            "(lobby sa zavrie hneď)"),
    "help": "Ako hrať s týmto botom",
    "tiles": "Kamene, ktoré nevidíte: vrecko a stojany ostatných (súkromne)",
    "preview": "Spočítať ťah bez zahrania (súkromne)",
    "preview.move": "Súradnica a slovo, napr. 8H SLOVO",
    "top": "Najlepší hráči: tohto chatu alebo celkovo",
    "top.board": "global a/alebo rodina: scrabble, literaki, erudit",
    "stats": "Hry hráča, hodnotenie a jeho vývoj; hide: mimo celkového rebríčka",
    "stats.player": "Meno hráča alebo hide / show",
    "rematch": "Zahrať poslednú hru znova: rovnaké pravidlá a hráči",
}

HELP = """Ako hrať:
1. /new VARIANT otvorí hru (varianty: {variants}). Možnosti: rack=8 check=auto time=90s \
clock=20m target=300 teams=2 order=Bob,Ann hints=on lang=sk.
2. Ostatní napíšu /join, potom /start. Kamene dostane každý súkromne.
3. /play 8H SLOVO položí slovo vodorovne od riadku 8, stĺpca H; /play H8 SLOVO zvisle. \
Malé písmeno je žolík.
4. {vote}
5. Hra proti počítaču: /new VARIANT proti počítaču [úroveň] alebo /addbot [úroveň] pred \
štartom (úrovne: začiatočník, ľahký, stredný, ťažký, silný, šampión). /hint vám súkromne navrhne \
ťah, ak to hra dovoľuje.
Príkazy:
{commands}"""

# The placeholders of the commands' arguments (/help: /new [variant])
ARGS = {
    "variant": "variant",
    "options": "možnosti",
    "team": "tím",
    "name": "meno",
    "players": "hráči",
    "move": "ťah",
    "tiles": "kamene",
    "square": "pole",
    "word": "slovo",
    "level": "úroveň",
    "code": "kód",
    "mode": "režim",
    "board": "rebríček",
    "player": "hráč",
}

# The web board's page (bot/web): its buttons and labels, and its refusals.
WEB = {
    "submit": "Zahrať",
    "exchange": "Vymeniť",
    "pass": "Pas",
    "shuffle": "Zamiešať",
    "undo": "Vrátiť",
    "recall": "Vziať späť",
    "bag": "Vrecko",
    "unseen": "Neznáme kamene",
    "your_turn": "Ste na ťahu",
    "waiting": "Čaká sa na: {name}",
    "blank_choose": "Akým písmenom bude žolík?",
    "history": "Ťahy",
    "replay": "Prehrávanie",
    "analysis": "Analýza",
    "download": "Stiahnuť GCG",
    "spectator": "Pozeráte",
    "over": "Koniec hry",
    "cancel": "Zrušiť",
    "swap": "Vymeniť žolíka",
    "rack": "Vaše kamene",
    "preview": "Náhľad",
    "preview_unchecked": ("Slová sa teraz neoverujú v slovníku: ťah posúdia ostatní "
                          "hráči, keď bude zahraný."),
    "exchange_choose": "Vyberte kamene na výmenu",
    "undo_answer": "Vrátiť tento ťah?",
    "connecting": "Pripája sa…",
    "offline": "Bez spojenia: pripájam sa znova…",
    "lobby": "Hra sa ešte nezačala.",
    "move_n": "Ťah {n}",
    "move_taken_off": "stiahnutý z dosky",
    "clock": "Hodiny",
    "start": "Štart",
    "bad_link": "Tento odkaz nie je platný. Otvorte hraciu dosku znova z četu.",
    "game_gone": "Táto hra už nie je otvorená.",
    "rematch_superseded": (
        "V tomto čete sa už hrala novšia hra, preto sa odveta tejto hry už neponúka: "
        "otvorte stránku najnovšej hry alebo napíšte /rematch do četu."),
    "not_seated": "V tejto hre nehráte.",
    "spectator_only": "Diváci sa môžu len pozerať.",
    "not_started": "Hra sa ešte nezačala.",
    "after_end": "Dostupné po skončení hry.",
    "too_fast": "Priveľa požiadaviek: chvíľu počkajte.",
    "bad_origin": "Táto požiadavka neprišla zo stránky hracej dosky.",
    "failed": "Niečo sa pokazilo. Skúste to znova.",
    "board_link": "Vaša hracia doska: {url}",
    "board_watch": "Sledujte hraciu dosku: {url}",
    "board": "Hracia doska",
    "zoom": "Zväčšiť hraciu dosku",
    "blank": "žolík",
    "computer": "počítač",
    "vote": "Hlasovať",
    "sort": "Zoradiť",
    "analysis_miss": "{name}, ťah {n}: {played}; najlepšie bolo {best}{gap}.",
    "analysis_miss_phony": "{name}, ťah {n}: {played}. Podľa slovníka najlepšie bolo {best}.",
    "analysis_phony_even": "{name}, ťah {n}: {played}. Slovník nedovoľoval nič lepšie ako pas.",
    "analysis_best": "{name}, ťah {n}: {played}, najlepší ťah.",
    "analysis_bingo": "Bolo tu bingo: {move} za {score} {score:bod|body|bodov}.",
    "undo_asked": "{name} žiada vrátiť ťah {move}.",
    "seconds": "{n} s",
    "pass_confirm": "Naozaj pasovať?",
    "chip_you": "{name} (vy)",
    "chip_score": "skóre {score}",
    "chip_to_move": "na ťahu",
    "chip_clock": "hodiny {clock}",
    "tile_points": "{n} {n:bod|body|bodu|bodov}",
    "unseen_count": "{n} {n:kameň|kamene|kameňov}",
    "end_asked": "{name} chce ukončiť hru. Rozhoduje väčšina; ak nikto včas nenamietne,"
                 " hra sa skončí bez víťaza.",
    "keys_hint": "Klávesnica: kliknite na pole alebo použite šípky, píšte písmená, aby ste ich "
                 "položili; medzerník mení smer (vodorovne/zvisle), Backspace vráti kameň, Enter "
                 "zahrá ťah.",
    "legend": "Políčka",
    "legend_letter": "písmeno ×{n}",
    "legend_word": "slovo ×{n}",
    "end_question": "Súhlasíte?",
    "agree": "Súhlasím",
    "refuse": "Nesúhlasím",
    "waiting_answer": "Čaká sa na odpoveď…",
    "tiles_back": "Na doske sa niečo zmenilo: vaše kamene sú späť na stojane.",
    "hint": "Rada",
    "hint_later": "O radu môžete požiadať, keď budete na ťahu.",
    "help": "Ako hrať",
    "help_place": "Položenie kameňa: ťuknite naň na stojane a potom na pole, kam patrí — alebo ho "
                  "tam presuňte prstom.",
    "help_arrow": "Alebo najprv ťuknite na prázdne pole: objaví sa na ňom šípka, každý kameň, na "
                  "ktorý potom ťuknete, sa položí tam a šípka sa posunie ďalej (ďalším ťuknutím "
                  "na pole bude šípka smerovať nadol).",
    "help_keys": "Na klávesnici: kliknite na pole (druhýkrát: šípka nadol), píšte písmená a ťah "
                 "zahrajte klávesom Enter.",
    "help_back": "Vrátenie kameňa: ťuknite naň na doske; „{recall}“ vráti všetky.",
    "help_exchange": "Výmena: ťuknite na „{exchange}“, vyberte kamene a potvrďte. Výmena sa "
                     "počíta ako ťah.",
    "help_blank": "Žolík: položte ho a vyberte, aké písmeno zastupuje.",
    "help_challenge": "Pochybné slovo: kým ťah čaká na odpoveď, ťuknite na „{challenge}“. {cost}",
    "notice_clock": "{name}: čas na partiu vypršal, už neťahá.",
    "notice_swap": "{name}: na {squares} {n:žolíka nahradilo skutočné písmeno|boli žolíky "
                   "nahradené skutočnými písmenami}.",
    "chip_move": "čas na ťah {clock}",
    "notice_undo_closed": "{name}: nie všetci stihli súhlasiť s vrátením, takže ťah zostáva na "
                          "doske.",
    "tiles_back_time": "Čas vám vypršal: vaše kamene sú späť na stojane.",
    "tiles_back_turn": "Zmenilo sa, kto je na ťahu: vaše kamene sú späť na stojane.",
    "chip_voting": "hlasuje",
    "chip_answering": "rozhoduje",
    "chip_waits": "ťah čaká",
    "chip_won": "výhra",
    "chip_draw": "remíza",
    "help_shuffle": "Zamiešanie: ⇄ premieša kamene na stojane (len na vašej obrazovke).",
    "help_pass": "Pas: „{pass}“ vynechá váš ťah: kamene zostanú na stojane a body nezískate.",
    "help_undo": "Rozmysleli ste si to? Do {n} s po svojom ťahu, kým nezahrá ďalší hráč, ťuknite "
                 "na „{undo}“ a požiadajte súperov, aby vám ho dovolili vrátiť: súhlasiť musia "
                 "všetci.",
    "racks_before": "Kamene pri ťahu {n}",
    "racks_dealt": "Kamene po rozdaní",
    "racks_left": "Kamene, ktoré zostali na konci",
    "cost_challenge": "Ak sú všetky slová platné, prídete o svoj ďalší ťah.",
    "cost_vote": "Overenie vás nič nestojí: rozhodne slovník.",
    "cost_agreement": "Hlas vás nič nestojí: rozhodne väčšina.",
    "doubt_challenge": "{name}: {move}. Napadnúť tento ťah?",
    "doubt_vote": "{name}: {move}. Overiť tento ťah?",
    "doubt_agreement": "{name}: {move}. Hlasovať proti tomuto ťahu?",
    "exchange_confirm": "Vymeniť {n} {n:kameň|kamene|kameňov}? Za tento ťah nezískate žiadne body.",
    "help_undo_computer": "Počítač vždy súhlasí, ale ťahá hneď: keď už zahral, váš ťah sa vrátiť "
                          "nedá.",
    "rack_out": "žiadne (všetky vyložené)",
    "challenge_failed_words": "{name}: námietka neuspela, {words} — {n:platné slovo|platné "
                              "slová|platné slová}.",
    "challenge_failed_you": "Vaša námietka neuspela, {words} — {n:platné slovo|platné "
                            "slová|platné slová}.",
    "notice_lose_this": "Prichádzate o tento ťah.",
    "notice_lose_next": "Prídete o svoj ďalší ťah.",
    "analysis_no_move": "Pri ťahu {n} nie je čo analyzovať: {line}",
    "analysis_none": "Analýza tohto ťahu nie je k dispozícii.",
    "help_swap": ("Výmena žolíka: ťuknite na svoj kameň s písmenom, ktoré žolík na doske "
                  "nahrádza, a potom na ten žolík: váš kameň zaujme jeho miesto a žolík príde "
                  "na váš stojan, no musíte ho zahrať v tom istom ťahu. Počítajú sa len slová, "
                  "ktoré vytvorí tento ťah."),
    "help_quad": "Polia {label} (so šípkou → alebo ↓): ×4 za slovo, ktoré na takom poli "
                 "začína alebo končí v smere šípky; slovo, ktoré cez neho len prechádza, "
                 "z neho nemá nič.",
    "legend_quad": "×4 za slovo, ktoré na tomto poli začína alebo končí v smere šípky; slovo, "
                   "ktoré cez neho len prechádza, z neho nemá nič.",
    "legend_wym": "keď ťah, ktorý toto pole pokryl, platí, ďalší súper vráti všetky svoje kamene "
                  "do vrecka a vytiahne rovnaký počet nových, ak je vo vrecku aspoň {n} "
                  "{n:kameň|kamene|kameňov}.",
    "help_accept": "„{accept}“ prijme ťah, ktorý čaká na odpoveď.",
    "help_marks": "Značky ▪ na karte hráča: kamene na jeho stojane, jedna značka za kameň.",
    "help_zoom": "⤢ zväčší hraciu dosku (posúvajte ju prstom); ďalším ťuknutím na ⤢ ju uvidíte "
                 "celú.",
    "help_watch": "Pozeráte túto hru: hracia doska, skóre, ťahy, hodiny a hlasovania (ak sú) "
                  "sa tu menia hneď, či sa hrá v čete, alebo na doske. Kamene hráčov sa "
                  "nezobrazujú.",
    "help_watch_no_clock": "Pozeráte túto hru: hracia doska, skóre, ťahy a hlasovania (ak sú) "
                           "sa tu menia hneď, či sa hrá v čete, alebo na doske. Kamene hráčov sa "
                           "nezobrazujú.",
    "help_watch_only": "Ako divák nemôžete hrať, hlasovať ani napádať ťahy: môžu to len hráči "
                       "tejto hry. Ak chcete hrať, pridajte sa k ďalšej hre v čete.",
    "help_watch_only_auto": "Ako divák nemôžete hrať ani hlasovať: môžu to len hráči tejto "
                            "hry. Ak chcete hrať, pridajte sa k ďalšej hre v čete.",
    "help_watch_unseen": "„{unseen}“ sú kamene, ktoré ešte nie sú na doske: vo vrecku a na "
                         "stojanoch hráčov.",
    "exchanges_left": "{n:zostáva|zostávajú|zostáva} {n} {n:výmena|výmeny|výmen}",
    "chip_rack": "{n} {n:kameň|kamene|kameňov} na stojane",
    "pending_can_challenge": "{who} {n:môže|môžu} prijať alebo napadnúť ťah {move} ({mover}).",
    "pending_can_end_challenge": "{who} {n:môže|môžu} prijať alebo napadnúť ťah {move} ({mover}); "
                                 "ak zostane platný, hra sa skončí.",
    "pending_can_next_challenge": "{who} {n:môže|môžu} prijať alebo napadnúť ťah {move} ({mover}), "
                                  "kým nezahrá {name}.",
    "pending_open_challenge": "Ťah {move} ({mover}) čaká na prijatie alebo napadnutie.",
    "pending_can_vote": "{who} {n:môže|môžu} prijať alebo overiť ťah {move} ({mover}).",
    "pending_can_end_vote": "{who} {n:môže|môžu} prijať alebo overiť ťah {move} ({mover}); ak "
                            "zostane platný, hra sa skončí.",
    "pending_can_next_vote": ("{who} {n:môže|môžu} prijať alebo overiť ťah {move} ({mover}); potom "
                              "hrá {name}."),
    "pending_open_vote": "Ťah {move} ({mover}) čaká na prijatie alebo overenie.",
    "pending_can_agreement": "{who} {n:môže|môžu} prijať alebo odmietnuť ťah {move} ({mover}).",
    "pending_can_end_agreement": "{who} {n:môže|môžu} prijať alebo odmietnuť ťah {move} ({mover}); "
                                 "ak zostane platný, hra sa skončí.",
    "pending_can_next_agreement": ("{who} {n:môže|môžu} prijať alebo odmietnuť ťah {move} "
                                   "({mover}); potom hrá {name}."),
    "pending_open_agreement": "Ťah {move} ({mover}) čaká na prijatie alebo odmietnutie.",
    "analysis_instead": "Pri ťahu {n} nie je čo analyzovať: {line} Namiesto toho je tu prvý ťah, "
                        "na ktorý sa oplatí pozrieť.",
    "analysis_instead_first": "Pri ťahu {n} nie je čo analyzovať: {line} Žiadny ťah nebol "
                              "výrazne horší ako najlepší, preto je tu namiesto toho prvý.",
    "analysis_no_step": "Táto hra nemá ťah {n}: jej ťahy idú od 1 po {last}.",
    "key_foreign": "Písmeno „{letter}“ v tejto hre nie je: ťuknite na kameň na stojane alebo "
                   "prepnite klávesnicu na {language}.",
    "kbd_en": "angličtinu",
    "kbd_bg": "bulharčinu",
    "kbd_pl": "poľštinu",
    "kbd_ru": "ruštinu",
    "kbd_sk": "slovenčinu",
    "kbd_ro": "rumunčinu",
    "cost_challenge_now": "Ak sú všetky slová platné, prídete o tento ťah.",
    "cost_challenge_last": "Ak sú všetky slová platné, ťah platí a hra sa skončí.",
    "help_cost_challenge_any": "Ak sú všetky slová platné, prídete o ťah: o tento, ak ste na "
                               "ťahu, inak o svoj ďalší (námietka proti ťahu, ktorým sa hra "
                               "končí, nič nestojí: hra sa skončí).",
    "help_cost_challenge_two": "Ak sú všetky slová platné, prídete o tento ťah (námietka proti "
                               "ťahu, ktorým sa hra končí, nič nestojí: hra sa skončí).",
    "submit_short": "Zahrať",
    "help_resign": "Vzdanie sa: ťuknite na „{resign}“ na konci tohto panela a potvrďte; vrátiť sa "
                   "to nedá.",
    "resign_question": "Vzdať sa? Hra sa hneď skončí a vrátiť sa to nedá.",
    "resign_question_on": "Vzdať sa? Ostatní budú hrať ďalej bez vás a vrátiť sa to nedá.",
    "rematch_asked": "chce hrať",
    "rematch_not_yet": "ešte nie",
    "rematch_back": "Späť na skončenú hru",
    "rematch_go": "Prejsť na odvetu",
    "rematch_lobby": "Odveta sa začne, keď o ňu {n:požiada|požiadajú|požiadajú} aj {names}.",
    "lobby_game": "Pripravuje sa hra {variant}. Hráči ({n}): {players}.",
    "rematch_game": "Odveta v hre {variant}: {players}.",
}
