"""Polski."""

MESSAGES = {
    # Said by the adapters themselves (a user's private chat is closed or not started).
    "dm_closed_discord": "{mention}, nie mogę wysłać Ci prywatnej wiadomości. Użyj /rack, aby "
                         "zobaczyć swoje płytki (tylko Ty je zobaczysz), albo zezwól na "
                         "wiadomości prywatne.",
    "dm_start_telegram": "{name}, naciśnij przycisk, aby otworzyć ze mną prywatny czat: tam "
                         "dostaniesz swoje płytki.",
    "dm_start_button": "Moje płytki",
    # The web board (WEB_URL): a player's own link beside the rack, anyone's on the board.
    "board_button": "Otwórz planszę",
    "board_watch_button": "Oglądaj planszę",
    "vote_received": "Otrzymano głos; wynik pojawi się na czacie.",
    "unknown_command": "Nie znam polecenia /{command}. Wpisz /help, aby zobaczyć listę.",
    "unreadable_game": "Nie da się odczytać gry z tego czatu, więc nie może być kontynuowana. "
                       "Administrator czatu może ją zakończyć poleceniem /end.",
    "unreadable_game_ended": "Gra, której nie dało się odczytać, została zakończona. Nową "
                             "rozpoczniesz poleceniem /new.",
    "group_only": "/{command} działa na czacie grupowym, tam gdzie toczy się gra.",
    "too_long": "To za długie jak na polecenie. Napisz krócej.",
    "bad_text": "W tym tekście są znaki, których nie umiem odczytać. Wpisz go ponownie.",
    "new_usage": "Zacznij grę poleceniem /new WARIANT [opcje], np. /new literaki time=120. "
                 "Warianty: {variants}.",
    "unknown_variant": "Nie znam wariantu „{variant}”. Warianty: {variants}.",
    "unknown_option": "Nie znam opcji „{option}”. Opcje: {options} (names=: także słowa wielką "
                      "literą, w grze bułgarskiej; words=: własna lista słów operatora).",
    "lobby_more_players": "Zasady są dla {n} {n:gracza|graczy|graczy}; w grze otwartej z zasadą "
                          "domową "
                          "players={most} może grać do {most} {most:gracza|graczy|graczy}.",
    "bad_option_format": "Opcje pisz jako klucz=wartość, np. rack=8 (a nie „{option}”).",
    "bad_option_value": "Wartość „{value}” nie pasuje do opcji {option}.",
    "bad_check_mode": "Ten wariant pozwala sprawdzać słowa tak: {choices} (nie „{value}”).",
    "game_exists": "Na tym czacie trwa już gra. Dokończ ją albo poproś jej twórcę lub "
                   "admina o /end.",
    "new_game": "{name} otwiera grę {variant}. {summary}",
    "lobby_hint": "Dołącz przez /join ({players} {max:gracz|graczy|graczy}), potem /start.",
    "no_lexicon": "Uwaga: słownik tej gry nie jest zainstalowany, więc słów nie da się "
                  "sprawdzić.",
    "no_game": "Na tym czacie nie ma gry. Otwórz ją poleceniem /new WARIANT.",
    "game_ended": "Gra już się zakończyła. Nowa gra: /new, rewanż: /rematch.",
    "not_started": "Gra jeszcze się nie zaczęła: /join, potem /start.",
    "already_started": "Gra już się zaczęła.",
    "already_joined": "Już jesteś w tej grze.",
    "order_set": "Kolejność gry: {order}.",
    "order_usage": "Podaj kolejność jako imiona oddzielone przecinkami, np. /order Bob, Ann.",
    "order_creator_only": "Kolejność gry może ustalić tylko twórca gry albo admin czatu.",
    "order_unknown": "{name}: nie ma takiej osoby wśród graczy tej gry.",
    "game_full": "Gra jest pełna ({max} {max:gracz|graczy|graczy}).",
    "no_teams": "W tej grze nie ma drużyn: po prostu /join.",
    "bad_team": "Wybierz drużynę od 1 do {teams}, np. /join 1.",
    "joined": "{name} dołącza. Gracze ({n}): {players}.",
    "leave_running": "Gra trwa: aby się poddać, użyj /resign.",
    "not_in_lobby": "Nie ma Cię na liście graczy tej gry.",
    "left": "{name} wypisuje się z gry; {n:został|zostali|zostało} {n} {n:gracz|gracze|graczy}.",
    "lobby_closed": "Gra została zamknięta.",
    "end_not_allowed": ("Grę może zakończyć tylko osoba, która ją otworzyła ({creator}), "
                        "albo admin czatu."),
    "started": "Zaczynamy grę {variant}! Kolejność: {order}.",
    "order_draws": "Płytki wylosowane o kolejność (zaczyna litera najbliżej początku alfabetu, "
                   "blank przed wszystkimi): {draws}.",
    "teams": "Drużyny: {teams}.",
    "team_tag": "drużyna {n}",
    "versus": "kontra",
    "play_hint": "Pierwsze słowo musi przykryć pole startowe {down}: /play {across} SŁOWO "
                 "(poziomo) albo /play {down} SŁOWO (pionowo); mała litera to blank ({sym}). "
                 "Także /exchange, /pass, /rack, /score, /rules, /help.",
    "turn_place": "{name}: {move} za {score} {score:punkt|punkty|punktów}{words}. Razem: {total}.",
    "blank_lowercase": "Mała litera to blank ({sym}): {letters} w ruchu {move}.",
    "turn_place_off": "{name}: {move} za {score} {score:punkt|punkty|punktów}{words}.",
    "bonus_all_tiles": "premia {n} za wszystkie płytki",
    "turn_exchange": "{name}: wymiana {n} {n:płytki|płytek|płytek}.",
    "exchanges_left": "{name}: {n:została|zostały|zostało} {n} {n:wymiana|wymiany|wymian}.",
    "exchanges_left_none": "{name}: nie ma już wymian.",
    "turn_pass": "{name}: pas.",
    "turn_timeout": "{name}: czas minął, pas.",
    "turn_withdrawn": "{name}: ruch {move} zdjęto z planszy, płytki wracają na stojak, bez "
                      "punktów.",
    "turn_withdrawn_challenged": "{name}: ruch {move} zdjęto z planszy (sprawdzenie: "
                                 "{challenger}); płytki wracają, bez punktów.",
    "turn_lost": "{name} traci tę kolejkę.",
    "turn_lost_challenge": "{name} traci tę kolejkę, bo sprawdzenie {n:słowa|słów|słów} "
                           "{words} nie powiodło się ({n:jest poprawne|są poprawne|są "
                           "poprawne}).",
    "history_lost_turn": "{name}: strata kolejki.",
    "history_lost_challenge": "{name}: strata kolejki, bo sprawdzenie {n:słowa|słów|słów} "
                              "{words} nie powiodło się ({n:jest poprawne|są poprawne|są "
                              "poprawne}).",
    "history_off": "Zdjęto go z planszy, bez punktów.",
    "history_off_challenged": "Zdjęto go z planszy (sprawdzenie: {challenger}), bez punktów.",
    "turn_resign": "{name} się poddaje.",
    "turn_end_adjust": "{name}: {points} za płytki, które zostały ({tiles}).",
    "turn_end_gain": "{name}: {points} za płytki przeciwników ({tiles}).",
    "turn_adjust": "{name}: {points} ({reason}).",
    "move_stands": "{name}: ruch przyjęty.",
    "challenge_failed": "{name}: sprawdzenie nie powiodło się — słowa są poprawne.",
    "challenge_failed_one": "{name}: sprawdzenie nie powiodło się — słowo jest poprawne.",
    "challenge_cost_next": "{name} straci następną kolejkę.",
    "challenge_cost_nothing": "Gra się skończyła, więc {name} nie traci kolejki.",
    "invalid_words": "Nie ma w słowniku: {words}.",
    "check_ok": "Sprawdzono: {words} — wszystkie są w słowniku.",
    "check_ok_one": "Sprawdzono: {words} jest w słowniku.",
    "check_ok_two": "Sprawdzono: {words} — oba są w słowniku.",
    "check_time_up": "Czas na odpowiedź minął, więc decyduje słownik.",
    "check_cost_nothing": "Sprawdzenie nic nie kosztuje: ani punktów, ani kolejki.",
    "advice": "Według słownika (to tylko podpowiedź, decydują gracze): {words}.",
    "advice_known": "{word} — jest",
    "advice_unknown": "{word} — brak",
    "draw_note": "Dobierzesz {n} {n:płytkę|płytki|płytek}, gdy ruch zostanie przyjęty.",
    "challenge_auto": "W tej grze bot sam sprawdza każde słowo: nie trzeba niczego sprawdzać.",
    "challenge_open": "Przeciwnicy mogą sprawdzić ruch (/challenge, ❌), zanim ruszy "
                      "się następny gracz.",
    "challenge_open_timed": "Przeciwnicy mogą sprawdzić ruch (/challenge, ❌) w ciągu "
                            "{seconds} s albo go przyjąć (/accept, ✅).",
    "vote_open": "Przeciwnicy mogą ruch przyjąć (/accept, ✅) albo sprawdzić (/challenge, ❌) "
                 "w ciągu {seconds} s.",
    "agreement_open": "Przeciwnicy mogą ruch przyjąć (/accept, ✅) albo odrzucić (/challenge, "
                      "❌) w ciągu {seconds} s; większość przeciw cofa ruch.",
    "undo_asked": "{name} prosi o cofnięcie ruchu {move}. Przeciwnicy: /undo tak (✅) albo "
                  "/undo nie (❌) w ciągu {seconds} s.",
    "undone": "Ruch cofnięty: {name} gra jeszcze raz.",
    "undo_refused": "{name}: ruch zostaje na planszy.",
    "undo_closed_by_check": "{name}: prośba o cofnięcie ruchu jest już nieaktualna — ruch "
                            "został sprawdzony.",
    "undo_agrees": "{name} zgadza się na cofnięcie ruchu.",
    "undo_disagrees": "{name} chce, żeby ruch został.",
    "swapped": "blank z {square}",
    "undo_usage": "Poproś przez /undo; odpowiedz na prośbę /undo tak albo /undo nie.",
    "vote_late_stands": "Za późno na głos — {name}: ruch {move} już przyjęty.",
    "vote_late_off": "Za późno na głos — {name}: ruch {move} już zdjęto z planszy.",
    "window_closed_stands": "Czas na sprawdzenie minął — {name}: ruch {move} przyjęty.",
    "vote_closed": "To głosowanie już się skończyło.",
    "scores": "Wynik: {scores}. Worek: {bag}.",
    "next_turn": "Teraz gra: {name}.",
    "waiting_for_votes": "{name}: ruch {move} czeka na głosy.",
    "waiting_for_answer": "{name}: ruch {move} czeka na przyjęcie albo sprawdzenie.",
    "waiting_for_challenge": "{name}: ruch {move} można sprawdzić, dopóki nie ruszy się "
                             "następny gracz.",
    "waits_next_challenge": "{name} zagra, gdy ostatni ruch ({mover}) zostanie przyjęty",
    "waits_next_vote": "{name} zagra, gdy ostatni ruch ({mover}) zostanie przyjęty lub "
                       "sprawdzony",
    "waits_next_agreement": "{name} zagra po głosowaniu nad ostatnim ruchem ({mover})",
    "waits_move_challenge": "Ostatni ruch ({mover}) czeka na przyjęcie",
    "waits_move_vote": "Ostatni ruch ({mover}) czeka na przyjęcie lub sprawdzenie",
    "waits_move_agreement": "Ostatni ruch ({mover}) czeka na wynik głosowania",
    "waits_end": "Gra się skończy, jeśli ostatni ruch ({mover}) się utrzyma",
    "waits_who_challenge": "{who} {n:może|mogą} go przyjąć (✅) albo sprawdzić (❌){within}.",
    "waits_who_vote": "{who} {n:może|mogą} go przyjąć (✅) albo sprawdzić (❌){within}.",
    "waits_who_agreement": "{who} {n:może|mogą} go przyjąć (✅) albo odrzucić (❌){within}.",
    "waits_within": " w ciągu {seconds} s",
    "move_pending_yours_challenge": "Najpierw odpowiedz na ostatni ruch ({mover}): przyjmij go "
                                    "(✅) albo sprawdź (❌){within}.",
    "move_pending_yours_vote": "Najpierw odpowiedz na ostatni ruch ({mover}): przyjmij go (✅) "
                               "albo sprawdź (❌){within}.",
    "move_pending_yours_agreement": "Najpierw zagłosuj nad ostatnim ruchem ({mover}): przyjmij "
                                    "go (✅) albo odrzuć (❌){within}.",
    "deadline_move": "Czas na ten ruch: {seconds} s.",
    "deadline_window": "Głosowanie kończy się za {seconds} s.",
    "deadline_undo": "Prośba o cofnięcie wygasa za {seconds} s.",
    "clocks": "Zegary: {clocks}.",
    "game_over_text": "Koniec gry: {reason}. Wynik końcowy: {scores}. Wygrywa: {winners}.",
    "game_over_abandoned": "Koniec gry: {reason}. Wynik końcowy: {scores}. Bez zwycięzcy: gra nie "
                           "liczy się do rankingu (w /stats jest wśród rozegranych gier).",
    "game_over_draw": "Koniec gry: {reason}. Wynik końcowy: {scores}. Remis: {winners}.",
    "tie_break_won": "Równe wyniki: wygrywa {name} — więcej punktów przed końcowym "
                     "rozliczeniem.",
    "board_title": "{variant}",
    "button_accept": "✅ Przyjmij",
    "button_challenge": "❌ Sprawdzam",
    "button_check": "❌ Sprawdź",
    "button_reject": "❌ Odrzuć",
    "button_yes": "✅ Tak",
    "button_no": "❌ Nie",
    "swap_usage": "Napisz /swap POLE RUCH, np. /swap F3 H8 щУКА: blank z F3 zastępujesz "
                  "swoją literą i grasz nim w tym ruchu.",
    "your_rack": "{variant} — Twoje płytki: {rack}",
    "rack_caption": "Worek: {n}",
    "rack_sent": "{name}: wysłałem Ci płytki prywatnie.",
    "wym_exchanged": "Pole WYM wymieniło Twoje płytki.",
    "wym_chat": "Pole WYM: {name} dostaje nowe płytki, a stare wracają do worka.",
    "wym_pending": "{name} ma na planszy ruch, który przykrył pole WYM: jeśli ruch się "
                   "utrzyma (zostanie przyjęty albo sprawdzenie znajdzie słowo w słowniku), "
                   "Twoje płytki wrócą do worka, a Ty wylosujesz nowe.",
    "wym_pending_hint": "Nie podpowiem z tych płytek: {name} ma na planszy ruch, który przykrył "
                        "pole WYM, a jego przyjęcie je wymieni. Przyjmij ruch (✅ lub /accept) i "
                        "zapytaj ponownie.",
    "wym_accept_first": "{name} ma na planszy ruch, który przykrył pole WYM: jego przyjęcie "
                        "wymieni Twoje płytki, więc nie da się nimi zagrać. Najpierw przyjmij "
                        "ruch (✅ lub /accept), potem zagraj nowymi płytkami.",
    "wym_pending_picture": "Do wymiany, gdy ruch zostanie przyjęty (WYM)",
    "no_games_private": "Nie grasz teraz w żadną grę.",
    "private_games": "Grasz teraz w {n} {n:grę|gry|gier}; "
                     "w której? Wyślij polecenie z jej numerem:",
    "private_game_line": "{n}. {variant} ({players})",
    "no_game_for_link": "Ta gra nie jest już otwarta.",
    "link_not_member": "Ten link jest dla członków grupy, w której toczy się gra.",
    "button_not_member": "Ten przycisk jest dla członków grupy, w której toczy się gra.",
    "button_expired": "Ten przycisk już nie działa: wpisz polecenie na czacie.",
    "restarting": "Bot uruchamia się ponownie: spróbuj za kilka sekund.",
    "database_unavailable": "Bot nie może teraz połączyć się ze swoją bazą danych: "
                            "spróbuj ponownie za minutę.",
    "kick_not_allowed": "Tylko twórca gry lub administrator czatu może usunąć gracza.",
    "kick_running": "Gra już trwa: nikogo nie można teraz usunąć (gracz może użyć /resign).",
    "kick_usage": "Podaj gracza do usunięcia, np. /kick Bob.",
    "kick_no_such": "W grze nie ma innego gracza o imieniu „{name}”.",
    "kicked": "{name} nie jest już w grze; {n:został|zostali|zostało} {n} {n:gracz|gracze|graczy}.",
    "private_ok": "Jesteś w grze. Płytki przyjdą tutaj, gdy gra się zacznie.",
    "history_empty": "Nie było jeszcze ruchów.",
    "history_title": "Ruchy:",
    # chat language and history after the end (issue 16)
    "language_name": "polski",
    "lang_current": "Język tego czatu: {language}. Administrator czatu zmienia go poleceniem "
                    "/lang KOD ({codes}).",
    "lang_set": "Od teraz mówię na tym czacie po polsku.",
    "lang_admin_only": "Język czatu może zmienić tylko administrator czatu.",
    "lang_unknown": "Nie znam języka „{code}”. Języki: {codes}.",
    "threads_now_on": "Na tym serwerze każda gra ma własny wątek: /new na kanale, na którym mogę "
                      "zakładać wątki, zakłada wątek dla gry. Administrator wyłącza to "
                      "poleceniem /threads off.",
    "threads_now_off": "Na tym serwerze gra toczy się na kanale, na którym wpisano /new. "
                       "Administrator włącza wątki poleceniem /threads on.",
    "threads_set_on": "Od teraz /new zakłada każdej grze osobny wątek na każdym kanale tego "
                      "serwera, na którym mogę zakładać wątki.",
    "threads_set_off": "Od teraz /new otwiera grę na samym kanale: jedna gra na kanał.",
    "threads_admin_only": "Tylko administrator serwera może zmienić, gdzie toczą się gry.",
    "threads_unknown": "Wpisz /threads on albo /threads off (nie „{word}”).",
    "thread_opened": "Gra toczy się we własnym wątku: {thread}",
    "variant_check": "sprawdzanie: {mode}",
    "variant_players": "gracze: {range}",
    "bonus_all_tiles_times": "premia ×{n} za wszystkie płytki",
    "game_exists_ending": ("Na tym czacie wciąż trwa gra: głosowanie nad jej zakończeniem "
                           "potrwa najwyżej {seconds} s (albo do chwili, gdy większość graczy "
                           "odpowie /end tak). Potem /new otworzy następną."),
    "game_exists_yours": "Twoja gra jest już otwarta na tym czacie: /end ją zamyka, potem "
                         "/new otworzy następną.",
    "bad_option_range": "Wartość „{value}” nie pasuje do opcji {option}=: przyjmuje ona liczbę "
                        "całkowitą od {low} do {high}.",
    "bad_option_here": "Opcja {option}= nie jest dostępna w grze {variant}.",
    "bad_option_seconds": "Wartość „{value}” nie pasuje do opcji {option}=: przyjmuje ona czas od "
                          "{low} do {high} sekund, np. 90, 2m albo 1h.",
    "export_after_end": "Zapis pokazuje płytki graczy, więc jest dostępny po zakończeniu gry.",
    "export_none": "Na tym czacie nie ma zakończonej gry do eksportu.",
    "export_ready": "Gra jako plik GCG:",
    "variants_list": "Warianty:\n{variants}\nZasady wariantu: /rules WARIANT.",
    "check_usage": "Napisz /check SŁOWO.",
    "check_not_now": "W grze ze sprawdzaniem nie mówię, czy słowo jest w słowniku: ryzyko ponosi "
                     "ten, kto je układa.",
    "check_agreement": "Zapytaj, gdy ktoś zagłosuje przeciw ruchowi: wtedy słownik jest "
                       "podpowiedzią.",
    "check_yes": "{word} jest w słowniku gry {variant}.",
    "check_no": "{word} nie ma w słowniku gry {variant}.",
    "hints_off": "W tej grze podpowiedzi są wyłączone (otwórz ją z hints=on).",
    "hint_none": "Nie widzę ruchu dla Twoich płytek.",
    "hint_moves": "Dobre ruchy, od najlepszego:\n{moves}\n"
                  "Ułożone według wartości dla gry, nie tylko punktów: mniej "
                  "punktów teraz może zostawić lepsze płytki.",
    "hint_line": "{move} ({score} {score:punkt|punkty|punktów})",
    "hint_answered": "{name}: odpowiedziałem Ci prywatnie.",
    "hint_game_ending": "Teraz bez podpowiedzi: {name} ma na planszy ruch, który kończy grę, "
                        "jeśli zostanie, i po nim nie będzie już ruchu.",
    "hint_sent": "{name}: wysłałem Ci podpowiedź prywatnie.",
    "level_beginner": "początkujący",
    "level_easy": "łatwy",
    "level_medium": "średni",
    "level_hard": "trudny",
    "level_strong": "mocny",
    "level_champion": "mistrz",
    "ratings_changed": "Ranking: {ratings}.",
    "game_unrated": "Ta gra nie liczy się do rankingu: {reason} (w /stats jest wśród rozegranych "
                    "gier).",
    "unrated_why_rules": "jej zasady domowe ({options}) za bardzo zmieniają grę",
    "unrated_why_stopped": "przerwano ją przed końcem, który wyznaczają zasady",
    "unrated_why_empty": "na planszy nie ma żadnego słowa",
    "unrated_house_rules": "Ta gra nie będzie liczona do rankingu: jej zasady domowe ({options}) "
                           "za bardzo zmieniają grę.",
    "button_rematch": "🔁 Rewanż",
    "family_scrabble": "Scrabble",
    "family_literaki": "Literaki",
    "family_erudit": "Erudyta",
    "top_title": "Najlepsi gracze tego czatu, {family}:",
    "top_global_title": "Najlepsi gracze (ranking globalny), {family}:",
    "top_empty": "Nie ma jeszcze gier rankingowych.",
    "top_line": "{place}. {name}: {rating} (±{spread}), {n} {n:gra|gry|gier}",
    "top_usage": "Użyj /top, /top global albo /top RODZINA (rodziny: {families}).",
    "stats_hidden": "Nie widać Cię już w rankingu globalnym. Aby wrócić: /stats show.",
    "stats_shown": "Znów widać Cię w rankingu globalnym.",
    "stats_unknown": "Nikt o nazwie {name} nie ukończył tu jeszcze gry.",
    "stats_none": "{name}: brak ukończonych gier.",
    "stats_title": "Statystyki: {name}",
    "stats_family": "{family}: {n} {n:gra|gry|gier}, {wins} {wins:wygrana|wygrane|wygranych} "
                    "({rate}%), średni wynik "
                    "{average}, skrable na grę: {bingos}",
    "stats_best": "Najlepszy ruch: {move} za {score} {score:punkt|punkty|punktów}",
    "stats_rating": "Ranking {rating} (±{spread}) po {n} "
                    "{n:grze rankingowej|grach rankingowych|grach rankingowych}",
    "stats_unrated": "Bez rankingu: {n} {n:gra|gry|gier} z nich — liczone powyżej, ale nie w "
                     "rankingu",
    "stats_rating_note": "± to niepewność rankingu: maleje w miarę kolejnych gier rankingowych. "
                         "Pokazany ranking to ostrożna ocena: szacowana siła gry pomniejszona o "
                         "tę niepewność.",
    "stats_is_hidden": "Poza rankingiem globalnym.",
    "rematch_none": "Na tym czacie nie ma zakończonej gry do powtórzenia.",
    "rematch_not_player": "O rewanż mogą prosić tylko gracze ostatniej gry; do poczekalni można "
                          "dołączyć przez /join.",
    "rematch_opened": "{name} proponuje rewanż: {variant}, te same zasady, ci sami gracze.",
    "rematch_waiting": "{name} gra. Czekamy na: {names} (/rematch albo przycisk).",
    "recap_title": "Podsumowanie:",
    "recap_top_move": "Najlepszy ruch gry: {name}, {move} za {score}.",
    "recap_no_miss": "{name}: zawsze najlepszy ruch albo słabszy od niego o mniej niż {n} pkt "
                     "(licząc też wartość płytek, które zostają na stojaku).",
    "recap_bingos": "{name}: {played} {played:skrabl zagrany|skrable zagrane|skrabli zagranych}, "
                    "{missed} {missed:przeoczony|przeoczone|przeoczonych}.",
    "recap_bingos_named": "{name}: {played} {played:skrabl zagrany|skrable zagrane|skrabli "
                          "zagranych}, {missed} {missed:przeoczony|przeoczone|przeoczonych}: "
                          "{bingos}.",
    "recap_missed_bingo": "{move} za {score} (ruch {turn})",
    "recap_miss_turn": "Największe przeoczenie ({name}): ruch {turn}, stojak {rack}: {played}; "
                       "najlepiej było {best}{gap}.",
    "recap_miss_phony": "Największe przeoczenie ({name}): ruch {turn}, stojak {rack}: {played}. "
                        "Zgodnie ze słownikiem najlepiej było {best}.",
    "recap_miss_phony_even": "Największe przeoczenie ({name}): ruch {turn}, stojak {rack}: "
                             "{played}. Słownik nie pozwalał na nic lepszego niż pas.",
    "recap_did_place": "zagrano {move} za {score}",
    "recap_did_phony": "zagrano {move} za {score} i nikt nie sprawdził ruchu, ale "
                       "{n:słowa|słów|słów} {words} nie ma w słowniku",
    "recap_phonies": "Poza słownikiem, ale bez sprawdzenia: {moves}.",
    "recap_phony": "{words} ({name}, ruch {turn})",
    "recap_did_exchange": "wymieniono {tiles}",
    "recap_did_pass": "spasowano",
    "recap_did_timeout": "minął czas na ruch",
    "recap_did_withdrawn": "zagrano {move}, ale ruch zdjęto z planszy",
    "frame_taken_off": "ruch {move} zdjęty z planszy",
    "recap_best_place": "zagrać {move} za {score}",
    "recap_best_exchange": "wymienić {tiles}",
    "recap_best_pass": "spasować",
    "recap_gap_more": ", o {n} pkt więcej",
    "recap_gap_fewer": ", o {n} pkt mniej",
    "recap_leave_more": "; płytki, które wtedy zostają na stojaku, są warte o {n} pkt więcej "
                        "w następnych ruchach",
    "recap_leave_less": "; płytki, które wtedy zostają na stojaku, są warte o {n} pkt mniej "
                        "w następnych ruchach",
    "recap_leave_all_kept": "; ten ruch wykłada wszystkie płytki, a zostawienie {tiles} było "
                            "warte {n} pkt",
    "recap_leave_all_cost": "; ten ruch wykłada wszystkie płytki, a zostawienie {tiles} "
                            "kosztowało {n} pkt",
    "recap_leave_back_kept": "; ten ruch wykłada wszystkie płytki, a zdjęty ruch zostawił na "
                             "stojaku {tiles}, warte {n} pkt",
    "recap_leave_back_cost": "; ten ruch wykłada wszystkie płytki, a zdjęty ruch zostawił na "
                             "stojaku {tiles}, co kosztowało {n} pkt",
    "recap_gap_net": ": w sumie o {n} pkt lepiej",
    "computer_name": "Komputer ({level})",
    "computer_name_n": "Komputer {n} ({level})",
    "name_aside": "{name} – {aside}",
    "addbot_started": "Gra już trwa: gracza komputerowego można dodać tylko przed /start.",
    "addbot_not_player": "Gracza komputerowego mogą dodać tylko zapisani gracze albo twórca gry.",
    "addbot_no_lexicon": "Komputer potrzebuje słownika tej gry, a nie jest on zainstalowany.",
    "bad_level": "Nie znam poziomu „{level}”. Poziomy: początkujący, łatwy, średni, trudny, "
                 "mocny, mistrz (albo beginner, easy, medium, hard, strong, champion).",
    "vote_challenges": "{name} sprawdza ruch {move}!",
    "vote_checks": "{name} prosi o sprawdzenie ruchu {move}.",
    "vote_rejects": "{name} głosuje przeciw ruchowi {move}.",
    "vote_accepts": "{name} przyjmuje ruch {move}.",
    "vote_still_waits": "Ruch czeka jeszcze na odpowiedź: {names}.",
    "vote_still_challenge": "Sprawdzić go może jeszcze: {names}.",
    "computer_no_lexicon": "{name} nie ma słownika, więc pasuje.",
    "blanks_went": "{n:Blank zastępuje|Blanki zastępują|Blanki zastępują} {letters}.",
    "word_nowhere_rack": "Nie da się ułożyć {word}: brakuje Ci liter: {letters} (blanków na "
                         "stojaku: {n}), a litery na planszy tego nie uzupełniają.",
    "word_nowhere_rack_no_blank": "Nie da się ułożyć {word}: brakuje Ci liter: {letters}, a "
                                  "litery na planszy tego nie uzupełniają.",
    "word_nowhere": "{word} nie mieści się nigdzie na planszy z Twoimi płytkami.",
    "choices_one": "{word} mieści się w jednym miejscu. Kliknij przycisk albo wpisz /play 1:",
    "choices_many": "{word} mieści się w kilku miejscach, od najwyżej punktowanego. "
                     "Wybierz przycisk albo wpisz /play N:",
    "choice_across": "{coord} poziomo, {score} {score:punkt|punkty|punktów}",
    "choice_down": "{coord} pionowo, {score} {score:punkt|punkty|punktów}",
    "choice_none": "Nie ma propozycji do wyboru: najpierw wpisz /play SŁOWO (plansza mogła się "
                   "zmienić).",
    "choice_range": "Wybierz liczbę od 1 do {n}.",
    "word_not_listed": "Słowa {word} nie ma w słowniku tej gry, więc nie proponuję dla niego "
                       "żadnego miejsca.",
    "word_nowhere_listed": "{word} mieści się na planszy, ale w każdym miejscu tworzy też słowo, "
                           "którego nie ma w słowniku.",
    "choice_swap": "({letter} wraca na miejsce blanka na {square})",
    "choice_at_risk": "Tych miejsc nie sprawdzono w słowniku: w grze ze sprawdzaniem ryzyko, że "
                      "słowo zostanie zdjęte z planszy, ponosisz Ty.",
    "choice_also": "(tworzy też {words})",
    "choice_unjudged": "(niesprawdzone: o słowach decydują gracze)",
    "choices_more": "…i jeszcze {n} {n:miejsce|miejsca|miejsc} za mniej punktów: żeby zagrać w "
                    "którymś z nich, wpisz /play ze współrzędną.",
    "unseen": "Nieznane płytki ({n}): {tiles}",
    "tiles_sent": "{name}: wysłałem Ci nieznane płytki prywatnie.",
    "preview": "{move} dałby {score} {score:punkt|punkty|punktów}: {words}. Ruch nie został "
               "zagrany; słownika nie sprawdzano.",
    "resign_confirm": "Na pewno chcesz się poddać? Kliknij przycisk albo wpisz /resign tak.",
    "button_resign": "Poddaję się",
    "resign_usage": "Wpisz /resign i potwierdź przyciskiem albo /resign tak.",
    "end_asked": "{name} chce zakończyć grę. Zgadzacie się? /end tak albo /end nie (lub "
                 "przyciski); "
                 "decyduje większość, a jeśli nikt nie zaprotestuje w ciągu {seconds} s, gra "
                 "kończy się bez zwycięzcy.",
    "end_refused": "Gra toczy się dalej: za mało graczy zgodziło się ją zakończyć.",
    "end_vote_noted": "Twoja odpowiedź została policzona.",
    "end_vote_open": "Zakończenie gry już zaproponowano: odpowiedz /end tak albo /end nie.",
    "end_no_vote": "Nikt nie prosił o zakończenie gry.",
    "end_usage": "Odpowiedz /end tak albo /end nie.",
    "answer_yes": "tak",
    "answer_no": "nie",
    "bad_syntax_at": "Ruch zapisz jako współrzędną i słowo, np. {across} SŁOWO (poziomo) albo "
                     "{down} SŁOWO (pionowo).",
    "not_your_turn_name": "To nie Twój ruch: teraz gra {name}.",
    "console_vote_hint": "→ IMIĘ: ✅ / IMIĘ: ❌",
    # /help's line on votes, by platform: what each one's chat can do (Discord's
    # messages carry the bot's ✅ / ❌ reactions; Telegram has no such reactions,
    # 👍 / 👎 count there; the console reads a line NAME: ✅); elsewhere none.
    "help_vote_auto": "Bot sprawdza każde słowo od razu, więc żaden ruch nie czeka na "
                      "przeciwników.",
    "help_left_out": "W tej grze nie {n:działa|działają|działają}: {commands}.",
    "help_vote": "Po ruchu przeciwnicy mogą /accept albo /challenge.",
    "help_vote_discord": "Po ruchu przeciwnicy mogą /accept albo /challenge "
                         "(albo zareagować ✅ / ❌).",
    "help_vote_telegram": "Po ruchu przeciwnicy mogą /accept albo /challenge "
                          "(albo zareagować 👍 / 👎).",
    "help_vote_console": "Po ruchu przeciwnicy mogą /accept albo /challenge "
                         "(albo napisać IMIĘ: ✅ / IMIĘ: ❌).",
    "console_rematch_hint": "→ IMIĘ: /rematch",
    "console_command": "IMIĘ: /{command}",
    "game_open": "Tu trwa gra {variant}.",
    "game_setup": "Tu trwają zapisy do gry {variant}. Gracze ({n}): {players}.",
}

ERRORS = {
    "gap": "Nowe płytki muszą leżeć w jednej linii, bez pustego pola między nimi.",
    "bad_syntax": "Ruch zapisz jako współrzędną i słowo, np. 8H SŁOWO (poziomo) albo "
                  "H8 SŁOWO (pionowo).",
    "bad_coordinate": "{coord} to nie współrzędna: wiersz i kolumna dla poziomu (8H), "
                      "kolumna i wiersz dla pionu (H8).",
    "off_board": "Słowo wychodzi poza planszę.",
    "coord_off_board": "{coord} jest poza planszą (kolumny A–{last_col}, wiersze 1–{rows}).",
    "bad_letter": "{letter} nie jest literą tej gry.",
    "letter_mismatch": "Na polu {square} leży {board_letter}, a nie {letter}.",
    "empty_through": "Na polu {square} nie ma płytki, przez którą można grać.",
    "no_new_tiles": "Ten ruch nie kładzie żadnej nowej płytki.",
    "square_taken": "Pole {square} jest już zajęte.",
    "word_continues": "Słowo ciągnie się dalej na planszy: napisz całe słowo {word}.",
    "not_connected": "Słowo musi dotykać płytki leżącej już na planszy.",
    "start_not_covered": "Pierwsze słowo musi przykryć pole startowe {square}.",
    "first_move_too_short": "Pierwsze słowo musi mieć co najmniej dwie płytki.",
    "not_on_rack": "Nie masz wśród swoich płytek: {letters}.",
    "foreign_letter_latin": "{letter} to litera łacińska, nie litera tej gry: przełącz "
                            "klawiaturę.",
    "foreign_letter_cyrillic": "{letter} to litera cyrylicy, nie litera tej gry: przełącz "
                               "klawiaturę.",
    "not_on_rack_blanks": "Brakuje Ci liter: {letters}; blanków na stojaku: {blanks} — to za "
                          "mało, żeby je zastąpić.",
    "word_too_short": "{word} jest za krótkie: słowa mają co najmniej {min} "
                      "{min:literę|litery|liter}.",
    "word_too_long": "{word} jest za długie: słowa mają najwyżej {max} {max:literę|litery|liter}.",
    "unknown_word": "Ruch odrzucony: {n:słowa|słów|słów} {words} nie ma w słowniku. Nadal jest "
                    "Twój ruch.",
    "not_your_turn": "To nie Twój ruch.",
    "game_over": "Gra się skończyła.",
    "not_a_player": "Nie grasz w tej grze.",
    "exchange_bag_too_small": "Wymiana wymaga co najmniej {min} {min:płytki|płytek|płytek} w "
                              "worku; {bag:jest|są|jest} {bag}.",
    "exchange_limit": "Wszystkie wymiany ({limit}) są już wykorzystane.",
    "exchange_empty": "Podaj płytki do wymiany, np. /exchange AEI.",
    "move_pending": "Poczekaj, aż ostatni ruch zostanie przyjęty lub sprawdzony.",
    "undo_pending": ("Najpierw odpowiedz na prośbę o cofnięcie ostatniego ruchu: /undo tak "
                     "albo /undo nie."),
    "move_pending_challenge": "Poczekaj, aż ostatni ruch zostanie przyjęty lub sprawdzony.",
    "move_pending_agreement": "Poczekaj, aż gracze zagłosują nad ostatnim ruchem.",
    "nothing_pending": "Nie ma ruchu do sprawdzenia ani głosowania.",
    "own_move": "Nie możesz głosować nad własnym ruchem.",
    "own_team_move": "Nie możesz głosować nad ruchem własnej drużyny.",
    "already_voted": "Twój głos jest już oddany.",
    "not_allowed": "Zasady tej gry na to nie pozwalają.",
    "swap_not_blank": "Na polu {square} nie ma blanka do zamiany.",
    "swap_letter_mismatch": "Blank na {square} oznacza {letter}: potrzebujesz tej litery.",
    "swap_blank_unused": "Blank zdjęty z planszy trzeba zagrać w tym samym ruchu.",
    "undo_not_possible": "Tego ruchu nie można już cofnąć.",
    "no_undo_request": "Nikt nie prosił o cofnięcie ruchu.",
    "resigned": "Po poddaniu nie można już grać w tej grze.",
    "too_few_players": "Ta gra wymaga co najmniej {min} {min:gracza|graczy|graczy}.",
    "order_not_chosen": "W tej grze kolejności nie ustala twórca: decydują zasady.",
    "too_many_players": "W tej grze może grać najwyżej {max} {max:gracz|graczy|graczy}.",
    "bad_teams": "Drużyny muszą być równej wielkości.",
    "bad_option": "Nieznana lub błędna opcja zasad: {option}.",
}


# The rule sets' names as this language writes them (rule set id -> name); a rule set
# missing here is named as its data file names it (engine/data/rulesets/*.toml).
VARIANTS = {
    "bulgarian": "Scrabble (bułgarski)",
    "literaki": "Literaki",
    "erudit": "Erudyta (Эрудит)",
    "slovak": "Scrabble (słowacki)",
    "erudit-home": "Erudyta, zasady domowe (Эрудит домашний)",
    "english": "Scrabble (angielski)",
    "polish": "Scrabble (polski)",
    "romanian": "Scrabble (rumuński)",
}

MODES = {
    "challenge": "podwójne sprawdzenie",
    "vote": "przyjmij albo sprawdź",
    "auto": "automatyczne",
    "agreement": "decydują gracze",
}

ENDINGS = {
    "out": "{name} wykłada ostatnie płytki",
    "scoreless": "{n} {n:ruch|ruchy|ruchów} z rzędu bez punktów",
    "passes": "wszyscy pasowali",
    "no_moves": "nikt nie może wykonać ruchu",
    "target": "osiągnięto docelowy wynik",
    "clocks": "skończył się czas wszystkich graczy",
    "resigned": "{name} się poddaje",
    "stopped": "gra przerwana na życzenie",
    "abandoned": "gra porzucona: zbyt długo nikt nie zdobył punktów",
    "abandoned_agreed": "gra przerwana za zgodą graczy",
    "abandoned_alone": "{name} przerywa grę",
}

RULES = {
    "title": "Zasady: {variant}",
    "players": "Gracze: {range}.",
    "players_teams": "Gracze: {range} osobno albo równe drużyny, najwyżej po {most} "
                     "({examples}); drużyna ma wspólny wynik.",
    "order_draw_tile": "Kolejność: każdy losuje płytkę; zaczyna litera najbliżej początku "
                       "alfabetu, blank ({sym}) przed każdą literą; płytki wracają do worka przed "
                       "rozdaniem.",
    "order_random": "Kolejność: losowana na początku gry.",
    "order_join": "Kolejność: taka, w jakiej gracze dołączyli.",
    "order_teams": "W grze drużynowej drużyny grają na zmianę, a gracze drużyny po kolei.",
    "board": "Plansza {w}×{h}; w worku {tiles} {tiles:płytka|płytki|płytek}, w tym {blanks} "
             "{blanks:blank|blanki|blanków} ({sym}). Stojak: {rack} {rack:płytka|płytki|płytek}.",
    "start": "Pierwsze słowo ma co najmniej dwie płytki i przykrywa pole startowe {square}: /play "
             "{across} SŁOWO poziomo albo /play {down} SŁOWO pionowo.",
    "start_plain": "Pole startowe nie ma premii.",
    "start_double": "Pole startowe podwaja pierwsze słowo.",
    "start_triple": "Pole startowe potraja pierwsze słowo.",
    "moves": "Każdy ruch kładzie płytki w jednym wierszu albo kolumnie, bez przerw, stykając się "
             "z płytkami na planszy; każde nowe słowo musi być poprawne i jest liczone. Po ruchu "
             "dobierasz płytki do pełnego stojaka.",
    "reversed": "Zasada domowa: słowo może też czytać się wspak.",
    "proper_nouns": (
        "Zasada domowa: dozwolone są też słowa pisane wielką literą (imiona i nazwy "
        "miejsc)."
    ),
    "proper_nouns_option": (
        "Zasada domowa do wyboru przy /new: names=on dopuszcza też słowa pisane wielką "
        "literą (imiona i nazwy miejsc)."
    ),
    "words": "Słowa mają co najmniej {n} {n:literę|litery|liter}.",
    "words_range": "Słowa mają od {min} do {max} liter.",
    "lexicon_english": "Słowa: angielskie, z SCOWL, słownika do sprawdzania pisowni (pisownia "
                       "amerykańska i brytyjska, wszystkie formy odmiany), dobrane według zasad "
                       "Scrabble: bez słów pisanych wielką literą, skrótów, słów z łącznikiem "
                       "lub apostrofem. To nie jest lista turniejowa (NWL, Collins): brakuje w "
                       "niej części ich rzadkich słów, a ma rzadkie słowa, których one nie mają.",
    "lexicon_english_own": "Słowa: angielskie, te z własnej listy operatora wybranej dla tej "
                           "gry.",
    "lexicon_bulgarian": "Słowa: bułgarskie, wszystkie części mowy we wszystkich formach, także "
                         "obce, potoczne, slangowe i dawne; bez słów pisanych zawsze wielką "
                         "literą, skrótów, skrótowców, samodzielnych przedrostków i przyrostków "
                         "oraz słów z łącznikiem.",
    "lexicon_literaki": "Słowa: polskie, wszystkie formy odmiany, dowolnie wiele razy; bez słów "
                        "pisanych wielką literą, skrótów, przedrostków i przyrostków oraz słów "
                        "z apostrofem lub łącznikiem.",
    "lexicon_erudit": "Słowa: rosyjskie rzeczowniki pospolite w mianowniku liczby pojedynczej "
                      "(rzeczowniki bez liczby pojedynczej w mnogiej); bez nazw własnych i "
                      "łączników; Ё gra się jako Е.",
    "lexicon_slovak": "Słowa: słowackie, we wszystkich formach.",
    "lexicon_erudit-home": "Słowa jak w krzyżówkach: rzeczowniki pospolite w mianowniku liczby "
                           "pojedynczej (rzeczowniki bez liczby pojedynczej w mnogiej), a także "
                           "jednowyrazowe nazwy geograficzne, tytuły dzieł, nazwiska sławnych "
                           "ludzi i bohaterów literackich; bez imion ludzi i zwierząt (chyba że "
                           "są też nazwą miejsca lub dzieła) i bez zdrobnień. Gracze mogą "
                           "umówić się na dodatkowe ograniczenia.",
    "lexicon_polish": "Słowa: polskie, wszystkie formy odmiany.",
    "lexicon_romanian": "Słowa: rumuńskie; litery ze znakami diakrytycznymi gra się jako litery "
                        "podstawowe (Ă Â jako A, Î jako I, Ș jako S, Ț jako T).",
    "word_list": "Źródło słów: {source} ({package}), {count} {n:słowo|słowa|słów}.",
    "word_list_source": "Źródło słów: {source} ({package}).",
    "check_challenge": "Podwójne sprawdzenie: dopóki nie ruszy się następny gracz, każdy "
                       "przeciwnik może sprawdzić ruch (/challenge, ❌). Jeśli któregoś słowa "
                       "nie ma w słowniku, płytki wracają, a ruch nie daje punktów. /accept (✅) "
                       "przyjmuje ruch.",
    "check_challenge_timed": "Podwójne sprawdzenie: w ciągu {n} s każdy przeciwnik może "
                             "sprawdzić ruch (/challenge, ❌). Jeśli któregoś słowa nie ma w "
                             "słowniku, płytki wracają, a ruch nie daje punktów. /accept (✅) "
                             "przyjmuje ruch.",
    "challenge_cost_last": "Sprawdzenie ruchu, który kończy grę, nie kosztuje kolejki: jeśli "
                           "słowa są poprawne, gra się kończy.",
    "challenge_cost_any": "Jeśli wszystkie słowa są poprawne, ruch zostaje, a sprawdzający "
                          "traci kolejkę: bieżącą, jeśli to on ma ruch, a jeśli nie, to swoją "
                          "następną.",
    "challenge_cost_two": "Jeśli wszystkie słowa są poprawne, ruch zostaje, a sprawdzający "
                          "(przy dwóch graczach zawsze ten, kto ma ruch) traci bieżącą kolejkę.",
    "check_vote": "Przyjmij albo sprawdź: po każdym ruchu każdy przeciwnik może go przyjąć "
                  "(/accept, ✅) albo sprawdzić (/challenge, ❌) w ciągu {n} s. Gdy wszyscy go "
                  "przyjmą, ruch zostaje; gdy ktoś zażąda sprawdzenia albo minie czas, "
                  "słowa są sprawdzane w słowniku, a ruch ze słowem spoza słownika zostaje "
                  "zdjęty i nie daje punktów. "
                  "Sprawdzenie nic nie kosztuje.",
    "check_auto": "Bot sprawdza każde słowo: ruch ze słowem spoza słownika zostaje odrzucony i po "
                  "prostu próbujesz jeszcze raz.",
    "check_agreement": "O słowach decydują gracze: po każdym ruchu przeciwnicy mogą go przyjąć "
                       "(/accept, ✅) albo odrzucić (/challenge, ❌) w ciągu {n} s; większość "
                       "przeciw cofa ruch (płytki wracają, bez punktów), brak głosów oznacza "
                       "przyjęcie, a głos nic nie kosztuje. Gdy ktoś zagłosuje przeciw, bot "
                       "pokazuje jako podpowiedź, czy jego słownik zna te słowa.",
    "draw_after_check": "Nowe płytki dobierasz, gdy ruch zostanie przyjęty.",
    "premiums_first": "Pola premiowe (premia literowa ×2, ×3; słowna ×2, ×3) liczą się tylko w "
                      "ruchu, który je przykrywa; premie słowne mnożą się przez siebie.",
    "premiums_every": "Pola premiowe liczą się za każdym razem: każde późniejsze słowo przez nie "
                      "przechodzące znów dostaje premię.",
    "quad": "Pola 4S (ze strzałką): ×4 za słowo, które zaczyna się albo kończy na takim polu w "
            "kierunku strzałki; słowo, które tylko przez nie przechodzi, nie dostaje premii.",
    "wym": "Pola WYM: gdy ruch, który przykrył takie pole, zostanie przyjęty, następny przeciwnik "
           "oddaje do worka wszystkie płytki i losuje tyle samo nowych, chyba że w worku jest "
           "mniej niż {n} {n:płytka|płytki|płytek}.",
    "blank_zero": "Blank ({sym}) zastępuje dowolną literę i jest wart 0; wpisz go małą literą.",
    "blank_letter": "Blank ({sym}) zastępuje dowolną literę i jest wart tyle co ona; wpisz go "
                    "małą literą.",
    "blank_swap": "Zamiana blanka: jeśli masz literę, którą zastępuje blank na planszy, możesz "
                  "położyć ją na jego miejscu i zabrać blanka, ale musisz nim zagrać w tym samym "
                  "ruchu: /swap F3 H8 щУКА. Liczą się tylko słowa ułożone tym ruchem.",
    "bingo_add": "Wszystkie {rack} {rack:płytka|płytki|płytek} w jednym ruchu: +{n} pkt.",
    "bingo_add_continues": "Wszystkie {rack} {rack:płytka|płytki|płytek} w jednym ruchu: +{n} "
                           "pkt, ale tylko jeśli gra toczy się dalej po tym ruchu.",
    "bingo_multiply": "Wszystkie {rack} {rack:płytka|płytki|płytek} w jednym ruchu: ruch liczy "
                      "się ×{n}.",
    "bingo_none": "Za wyłożenie wszystkich płytek nie ma premii.",
    "exchange": "Zamiast ruchu możesz wymienić płytki (/exchange), {when}{limit}.",
    "exchange_when_min": "gdy w worku jest co najmniej {n} {n:płytka|płytki|płytek}",
    "exchange_when_any": "dopóki w worku są płytki",
    "exchange_limit": ", najwyżej {n} {n:raz|razy|razy} w grze",
    "exchange_draw_first": "Nowe płytki losujesz, zanim Twoje wrócą do worka, więc nie wylosujesz "
                           "tych samych.",
    "exchange_return_first": "Twoje płytki najpierw wracają do worka, potem losujesz tyle samo.",
    "pass": "Możesz też spasować (/pass): płytki zostają bez zmian.",
    "undo": "Cofnięcie: w ciągu {ask} s od ruchu jego autor może poprosić o cofnięcie (/undo); "
            "jeśli wszyscy przeciwnicy zgodzą się w ciągu {agree} s, płytki wracają i gracz "
            "rusza się jeszcze raz.",
    "time": "Czas na ruch: {n} s; gdy minie, ruch przepada jako pas.",
    "clock": "Zegar gry: {n} min na gracza; gracz bez czasu nie może już grać.",
    "end_intro": "Gra kończy się, gdy:",
    "end_target": "• gracz albo drużyna osiągnie {n} pkt: runda jest wtedy dokańczana, żeby każdy "
                  "miał tyle samo ruchów, i wygrywa najwyższy wynik",
    "end_out": "• worek jest pusty, a któryś z graczy wyłoży wszystkie płytki",
    "out_sits_out": "Kto przy pustym worku wyłoży wszystkie płytki, już nie gra, a pozostali "
                    "grają dalej.",
    "end_scoreless": "• {n} {n:ruch|ruchy|ruchów} z rzędu, wszystkich graczy razem, nie daje "
                     "punktów (pasy, wymiany, cofnięte ruchy, ruchy za 0)",
    "end_passes": "• każdy gracz spasuje {n} {n:raz|razy|razy} z rzędu (upływ czasu i zdjęte "
                  "ruchy liczą się jako pas, wymiany nie)",
    "end_no_moves": "• nikt nie może ułożyć słowa",
    "end_clocks": "• wszystkim graczom skończy się czas",
    "end_abandoned": "• {n} {n:pełna runda|pełne rundy|pełnych rund} z rzędu bez punktów: "
                     "gra zostaje porzucona bez zwycięzcy",
    "adjust_publisher": "Na koniec każdy traci wartość płytek, które mu zostały, a kto nie ma "
                        "już płytek, dostaje sumę wartości płytek przeciwników.",
    "adjust_tournament": "Na koniec ten, kto nie ma już płytek, dostaje podwójną wartość płytek "
                         "przeciwników.",
    "adjust_deduct_only": "Na koniec każdy traci wartość płytek, które mu zostały.",
    "adjust_not_target": "Gdy gra kończy się osiągnięciem docelowego wyniku, nie ma końcowego "
                         "rozliczenia.",
    "tie_draw": "Równe najlepsze wyniki to remis.",
    "tie_score_before_adjustment": "Przy równych wynikach wygrywa wyższy wynik sprzed "
                                   "końcowego rozliczenia.",
    "summary": "Sprawdzanie słów: {mode}; {rack} {rack:płytka|płytki|płytek} na stojaku.",
    "team_match": "{n} na {n}",
    "summary_house": "Obowiązuje też: {rules}.",
    "summary_teams": "drużyny: {n}",
    "summary_target": "gra do {n} pkt",
    "summary_time": "{n} s na ruch",
    "summary_clock": "zegar: {n} min na gracza",
    "summary_hints": "podpowiedzi włączone",
    "summary_undo": "cofanie ruchów za zgodą",
    "summary_names": "dozwolone słowa pisane wielką literą",
}

COMMANDS = {
    "new": "Otwórz grę na tym czacie",
    "new.variant": "Wariant zasad",
    "new.options": "Zasady domowe, np. rack=8 check=auto target=300 time=120 lang=pl",
    "join": "Dołącz do gry na tym czacie",
    "join.team": "Numer drużyny",
    "leave": "Opuść grę przed startem",
    "kick": "Usuń gracza przed startem gry (twórca lub administrator)",
    "kick.name": "Imię gracza",
    "order": "Ustal kolejność gry (twórca, przed startem)",
    "order.players": "Imiona w kolejności gry, np. Bob, Ann",
    "start": "Rozpocznij grę (rozdaj płytki)",
    "play": "Połóż słowo: 8H SŁOWO poziomo, H8 SŁOWO pionowo",
    "play.move": "Współrzędna i słowo, np. 8H SŁOWO; mała litera = blank",
    "exchange": "Wymień płytki",
    "exchange.tiles": "Litery do wymiany (? to blank)",
    "pass": "Pasuj",
    "swap": "Zamień blank na planszy na swoją literę i zagraj nim",
    "swap.square": "Pole blanka, np. F3",
    "swap.move": "Ruch, w którym grasz blankiem, np. H8 щУКА",
    "challenge": "Sprawdź ostatni ruch",
    "accept": "Przyjmij ostatni ruch",
    "undo": "Poproś o cofnięcie swojego ruchu",
    "rack": "Pokaż swoje płytki (prywatnie)",
    "board": "Pokaż planszę",
    "score": "Wynik, płytki w worku, czyj ruch, zegary",
    "history": "Dotychczasowe ruchy",
    "export": "Gra jako plik GCG",
    "rules": "Zasady tej gry",
    "rules.variant": "Wariant zasad",
    "lang": "Język czatu; zmienia go administrator czatu",
    "lang.code": "bg, pl, ru, sk, ro albo en",
    "threads": "Gry tego serwera we własnych wątkach; zmienia to administrator",
    "threads.mode": "on albo off",
    "check": "Czy słowo jest w słowniku? (podpowiedź)",
    "check.word": "Słowo",
    "hint": "Podpowiedz ruch (prywatnie), jeśli gra na to pozwala",
    "addbot": "Dodaj gracza komputerowego",
    "addbot.level": "beginner, easy, medium, hard, strong albo champion",
    "resign": "Poddaj się",
    "end": ("Zakończ grę: prosi jej twórca albo admin czatu, gracze głosują "
            "(lobby zamyka się od razu)"),
    "help": "Jak grać z tym botem",
    "tiles": "Płytki, których nie widzisz: worek i stojaki innych (prywatnie)",
    "preview": "Policz ruch bez zagrywania go (prywatnie)",
    "preview.move": "Współrzędna i słowo, np. 8H SŁOWO",
    "top": "Najlepsi gracze: tego czatu albo globalnie",
    "top.board": "global i/lub rodzina: scrabble, literaki, erudit",
    "stats": "Gry gracza, ranking i jego historia; hide: poza rankingiem globalnym",
    "stats.player": "Nazwa gracza albo hide / show",
    "rematch": "Zagraj ostatnią grę jeszcze raz: te same zasady i gracze",
}

HELP = """Jak grać:
1. /new WARIANT otwiera grę (warianty: {variants}). Opcje: rack=8 check=auto time=90s \
clock=20m target=300 teams=2 order=Bob,Ann hints=on lang=pl.
2. Pozostali wpisują /join, potem /start. Płytki dostajesz prywatnie.
3. /play 8H SŁOWO kładzie słowo poziomo od wiersza 8, kolumny H; /play H8 SŁOWO pionowo. \
Mała litera to blank.
4. {vote}
5. Gra z komputerem: /new WARIANT vs komputer [poziom] albo /addbot [poziom] przed \
startem (poziomy: początkujący, łatwy, średni, trudny, mocny, mistrz). /hint podpowiada ruch \
prywatnie, jeśli gra na to pozwala.
Polecenia:
{commands}"""

# The placeholders of the commands' arguments (/help: /new [variant])
ARGS = {
    "variant": "wariant",
    "options": "opcje",
    "team": "drużyna",
    "name": "imię",
    "players": "gracze",
    "move": "ruch",
    "tiles": "płytki",
    "square": "pole",
    "word": "słowo",
    "level": "poziom",
    "code": "kod",
    "mode": "tryb",
    "board": "ranking",
    "player": "gracz",
}

# The web board's page (bot/web): its buttons and labels, and its refusals.
WEB = {
    "submit": "Zagraj",
    "exchange": "Wymień",
    "pass": "Pas",
    "shuffle": "Tasuj",
    "undo": "Cofnij",
    "recall": "Zdejmij",
    "bag": "Worek",
    "unseen": "Nieznane płytki",
    "your_turn": "Twój ruch",
    "waiting": "Czekamy na: {name}",
    "blank_choose": "Jaką literą ma być blank?",
    "history": "Ruchy",
    "replay": "Powtórka",
    "analysis": "Analiza",
    "download": "Pobierz GCG",
    "spectator": "Oglądasz",
    "over": "Koniec gry",
    "cancel": "Anuluj",
    "swap": "Wymień blanka",
    "rack": "Twoje płytki",
    "preview": "Podgląd",
    "preview_unchecked": ("Słownik nie jest teraz sprawdzany: ruch ocenią pozostali "
                          "gracze, gdy zostanie zagrany."),
    "exchange_choose": "Wybierz płytki do wymiany",
    "undo_answer": "Cofnąć ten ruch?",
    "connecting": "Łączenie…",
    "offline": "Brak połączenia: łączę ponownie…",
    "lobby": "Gra jeszcze się nie zaczęła.",
    "move_n": "Ruch {n}",
    "move_taken_off": "zdjęty z planszy",
    "clock": "Zegar",
    "start": "Start",
    "bad_link": "Ten link jest nieważny. Otwórz planszę ponownie z czatu.",
    "game_gone": "Ta gra nie jest już otwarta.",
    "rematch_superseded": (
        "Na tym czacie rozegrano już nowszą grę, więc rewanż tej gry nie jest już "
        "proponowany: otwórz stronę najnowszej gry albo napisz /rematch na czacie."),
    "not_seated": "Nie grasz w tej grze.",
    "spectator_only": "Widzowie mogą tylko oglądać.",
    "not_started": "Gra jeszcze się nie zaczęła.",
    "after_end": "Dostępne po zakończeniu gry.",
    "too_fast": "Za dużo żądań: poczekaj chwilę.",
    "bad_origin": "To żądanie nie pochodzi ze strony planszy.",
    "failed": "Coś poszło nie tak. Spróbuj ponownie.",
    "board_link": "Twoja plansza: {url}",
    "board_watch": "Oglądaj planszę: {url}",
    "board": "Plansza",
    "zoom": "Powiększ planszę",
    "blank": "blank",
    "computer": "komputer",
    "vote": "Głosuj",
    "sort": "Sortuj",
    "analysis_miss": "{name}, ruch {n}: {played}; najlepiej było {best}{gap}.",
    "analysis_miss_phony": "{name}, ruch {n}: {played}. Zgodnie ze słownikiem najlepiej było "
                           "{best}.",
    "analysis_phony_even": "{name}, ruch {n}: {played}. Słownik nie pozwalał na nic lepszego niż "
                           "pas.",
    "analysis_best": "{name}, ruch {n}: {played}, najlepszy ruch.",
    "analysis_bingo": "Można było ułożyć skrabla: {move} za {score} "
                      "{score:punkt|punkty|punktów}.",
    "undo_asked": "{name} prosi o cofnięcie ruchu {move}.",
    "seconds": "{n} s",
    "pass_confirm": "Spasować?",
    "chip_you": "{name} (Ty)",
    "chip_score": "wynik {score}",
    "chip_to_move": "teraz gra",
    "chip_clock": "zegar {clock}",
    "tile_points": "{n} {n:punkt|punkty|punktów}",
    "unseen_count": "{n} {n:płytka|płytki|płytek}",
    "end_asked": "{name} chce zakończyć grę. Decyduje większość; jeśli nikt nie zaprotestuje na "
                 "czas, gra skończy się bez zwycięzcy.",
    "keys_hint": "Klawiatura: kliknij pole albo użyj strzałek, wpisz litery, by je położyć; spacja "
                 "zmienia kierunek (poziomo/pionowo), Backspace cofa płytkę, Enter zatwierdza "
                 "ruch.",
    "legend": "Pola",
    "legend_letter": "litera ×{n}",
    "legend_word": "słowo ×{n}",
    "end_question": "Zgadzasz się?",
    "agree": "Zgadzam się",
    "refuse": "Nie zgadzam się",
    "waiting_answer": "Czekamy na odpowiedź…",
    "tiles_back": "Plansza się zmieniła: Twoje płytki wróciły na stojak.",
    "hint": "Podpowiedź",
    "hint_later": "O podpowiedź możesz poprosić, gdy będzie Twój ruch.",
    "help": "Jak grać",
    "help_place": "Kładzenie płytki: dotknij jej na stojaku, a potem pola, na które ma trafić — "
                  "albo przeciągnij ją tam.",
    "help_arrow": "Albo najpierw dotknij pustego pola: pojawi się na nim strzałka, każda płytka, "
                  "której potem dotkniesz, trafi właśnie tam, a strzałka przesunie się dalej "
                  "(dotknij pola jeszcze raz, by wskazywała w dół).",
    "help_keys": "Na klawiaturze: kliknij pole (drugi raz: strzałka w dół), wpisz litery i "
                 "naciśnij Enter, by zagrać.",
    "help_back": "Zdejmowanie płytki: dotknij jej na planszy; „{recall}” zdejmuje wszystkie.",
    "help_exchange": "Wymiana: dotknij „{exchange}”, wybierz płytki i potwierdź. Wymiana liczy "
                     "się jako ruch.",
    "help_blank": "Blank: połóż go i wybierz, jaką literą ma być.",
    "help_challenge": "Wątpliwe słowo: dopóki ruch czeka na decyzję, dotknij „{challenge}”. {cost}",
    "notice_clock": "{name}: koniec czasu na grę — nie może już wykonywać ruchów.",
    "notice_swap": "{name}: {n:na polu|na polach} {squares} {n:prawdziwa litera zastąpiła "
                   "blanka|prawdziwe litery zastąpiły blanki}.",
    "chip_move": "czas na ruch {clock}",
    "notice_undo_closed": "{name}: nie wszyscy zdążyli zgodzić się na cofnięcie, więc ruch "
                          "zostaje na planszy.",
    "tiles_back_time": "Skończył Ci się czas: Twoje płytki wróciły na stojak.",
    "tiles_back_turn": "Kolej przeszła dalej: Twoje płytki wróciły na stojak.",
    "chip_voting": "głosuje",
    "chip_answering": "decyduje",
    "chip_waits": "ruch czeka",
    "chip_won": "wygrana",
    "chip_draw": "remis",
    "help_shuffle": "Tasowanie: ⇄ miesza płytki na stojaku (tylko na Twoim ekranie).",
    "help_pass": "Pas: „{pass}” oddaje Twój ruch: płytki zostają na stojaku, punktów nie "
                 "dostajesz.",
    "help_undo": "Zmieniasz zdanie? W ciągu {n} s od swojego ruchu, zanim zagra następny gracz, "
                 "dotknij „{undo}”, by poprosić przeciwników o zgodę na jego cofnięcie: muszą się "
                 "zgodzić wszyscy.",
    "racks_before": "Płytki przy ruchu {n}",
    "racks_dealt": "Płytki z rozdania",
    "racks_left": "Płytki, które zostały na koniec",
    "cost_challenge": "Jeśli wszystkie słowa są poprawne, tracisz następną kolejkę.",
    "cost_vote": "Sprawdzenie nic Cię nie kosztuje: decyduje słownik.",
    "cost_agreement": "Głos nic Cię nie kosztuje: decyduje większość.",
    "doubt_challenge": "{name}: {move}. Sprawdzić ten ruch?",
    "doubt_vote": "{name}: {move}. Sprawdzić ten ruch?",
    "doubt_agreement": "{name}: {move}. Zagłosować przeciw temu ruchowi?",
    "exchange_confirm": "Wymienić {n} {n:płytkę|płytki|płytek}? W tym ruchu nie zdobędziesz "
                        "punktów.",
    "help_undo_computer": "Komputer zawsze się zgadza, ale gra od razu: gdy już zagrał, Twojego "
                          "ruchu nie da się cofnąć.",
    "rack_out": "brak (wszystkie wyłożone)",
    "challenge_failed_words": "{name}: sprawdzenie nie powiodło się — {words} {n:jest "
                              "poprawne|są poprawne|są poprawne}.",
    "challenge_failed_you": "Twoje sprawdzenie nie powiodło się — {words} {n:jest poprawne|są "
                            "poprawne|są poprawne}.",
    "notice_lose_this": "Tracisz tę kolejkę.",
    "notice_lose_next": "Tracisz następną kolejkę.",
    "analysis_no_move": "Przy ruchu {n} nie ma czego analizować: {line}",
    "analysis_none": "Analiza tego ruchu jest niedostępna.",
    "help_swap": ("Zamiana blanka: dotknij swojej płytki z literą, którą zastępuje blank na "
                  "planszy, a potem tego blanka: Twoja płytka zajmie jego miejsce, a blank "
                  "trafi na Twój stojak i musisz nim zagrać w tym samym ruchu. Liczą się tylko "
                  "słowa ułożone tym ruchem."),
    "help_quad": "Pola {label} (ze strzałką → albo ↓): ×4 za słowo, które zaczyna się albo "
                 "kończy na takim polu w kierunku strzałki; słowo, które tylko przez nie "
                 "przechodzi, nie dostaje premii.",
    "legend_quad": "×4 za słowo, które zaczyna się albo kończy na tym polu w kierunku strzałki; "
                   "słowo, które tylko przez nie przechodzi, nie dostaje premii.",
    "legend_wym": "gdy ruch, który przykrył to pole, zostanie przyjęty, następny przeciwnik oddaje "
                  "do worka wszystkie płytki i losuje tyle samo nowych, chyba że w worku jest "
                  "mniej niż {n} {n:płytka|płytki|płytek}.",
    "help_accept": "„{accept}” przyjmuje ruch, który czeka na decyzję.",
    "help_marks": "Znaczki ▪ na karcie gracza: płytki na jego stojaku, jeden znaczek na płytkę.",
    "help_zoom": "⤢ powiększa planszę (przesuwaj ją palcem); dotknij ⤢ jeszcze raz, by zobaczyć ją "
                 "całą.",
    "help_watch": "Oglądasz tę grę: plansza, wyniki, ruchy, zegary i głosowania (jeśli są) "
                  "zmieniają się tu na bieżąco, czy gra toczy się na czacie, czy na planszy. "
                  "Płytek graczy nie widać.",
    "help_watch_no_clock": "Oglądasz tę grę: plansza, wyniki, ruchy i głosowania (jeśli są) "
                           "zmieniają się tu na bieżąco, czy gra toczy się na czacie, czy na "
                           "planszy. Płytek graczy nie widać.",
    "help_watch_only": "Jako widz nie możesz grać, głosować ani sprawdzać ruchów: mogą to tylko "
                       "gracze tej gry. Żeby zagrać, dołącz do następnej gry na czacie.",
    "help_watch_only_auto": "Jako widz nie możesz grać ani głosować: mogą to tylko gracze tej "
                            "gry. Żeby zagrać, dołącz do następnej gry na czacie.",
    "help_watch_unseen": "„{unseen}” to płytki, których jeszcze nie ma na planszy: w worku i na "
                         "stojakach graczy.",
    "exchanges_left": "{n:została|zostały|zostało} {n} {n:wymiana|wymiany|wymian}",
    "chip_rack": "{n} {n:płytka|płytki|płytek} na stojaku",
    "pending_can_challenge": "{who} {n:może|mogą} przyjąć albo sprawdzić ruch {move} "
                             "({mover}).",
    "pending_can_end_challenge": "{who} {n:może|mogą} przyjąć albo sprawdzić ruch {move} "
                                 "({mover}); jeśli się utrzyma, gra się skończy.",
    "pending_can_next_challenge": "{who} {n:może|mogą} przyjąć albo sprawdzić ruch {move} "
                                  "({mover}), zanim zagra {name}.",
    "pending_open_challenge": "Ruch {move} ({mover}) czeka na przyjęcie albo sprawdzenie.",
    "pending_can_vote": "{who} {n:może|mogą} przyjąć albo sprawdzić ruch {move} ({mover}).",
    "pending_can_end_vote": "{who} {n:może|mogą} przyjąć albo sprawdzić ruch {move} "
                            "({mover}); jeśli się utrzyma, gra się skończy.",
    "pending_can_next_vote": ("{who} {n:może|mogą} przyjąć albo sprawdzić ruch {move} ({mover}); "
                              "potem gra {name}."),
    "pending_open_vote": "Ruch {move} ({mover}) czeka na przyjęcie albo sprawdzenie.",
    "pending_can_agreement": "{who} {n:może|mogą} przyjąć albo odrzucić ruch {move} "
                             "({mover}).",
    "pending_can_end_agreement": "{who} {n:może|mogą} przyjąć albo odrzucić ruch {move} "
                                 "({mover}); jeśli się utrzyma, gra się skończy.",
    "pending_can_next_agreement": ("{who} {n:może|mogą} przyjąć albo odrzucić ruch {move} "
                                   "({mover}); potem gra {name}."),
    "pending_open_agreement": "Ruch {move} ({mover}) czeka na przyjęcie albo odrzucenie.",
    "analysis_instead": "Przy ruchu {n} nie ma czego analizować: {line} Oto zamiast tego "
                        "pierwszy ruch wart uwagi.",
    "analysis_instead_first": "Przy ruchu {n} nie ma czego analizować: {line} Żaden ruch nie był "
                              "wyraźnie słabszy od najlepszego, więc oto zamiast tego pierwszy.",
    "analysis_no_step": "Ta gra nie ma ruchu {n}: jej ruchy mają numery od 1 do {last}.",
    "key_foreign": "„{letter}” nie jest literą tej gry: dotknij płytki na stojaku albo przełącz "
                   "klawiaturę na {language}.",
    "kbd_en": "angielski",
    "kbd_bg": "bułgarski",
    "kbd_pl": "polski",
    "kbd_ru": "rosyjski",
    "kbd_sk": "słowacki",
    "kbd_ro": "rumuński",
    "cost_challenge_now": "Jeśli wszystkie słowa są poprawne, tracisz tę kolejkę.",
    "cost_challenge_last": "Jeśli wszystkie słowa są poprawne, ruch zostaje i gra się kończy.",
    "help_cost_challenge_any": "Jeśli wszystkie słowa są poprawne, tracisz kolejkę: tę, jeśli "
                               "masz ruch, a jeśli nie, to następną (sprawdzenie ruchu, który "
                               "kończy grę, nic nie kosztuje: gra się kończy).",
    "help_cost_challenge_two": "Jeśli wszystkie słowa są poprawne, tracisz tę kolejkę "
                               "(sprawdzenie ruchu, który kończy grę, nic nie kosztuje: gra się "
                               "kończy).",
    "submit_short": "Zagraj",
    "help_resign": "Poddanie: dotknij „{resign}” na końcu tego panelu i potwierdź; tego nie da się "
                   "cofnąć.",
    "resign_question": "Poddać się? Gra kończy się od razu i nie da się tego cofnąć.",
    "resign_question_on": "Poddać się? Pozostali grają dalej bez Ciebie, a tego nie da się cofnąć.",
    "rematch_asked": "chce zagrać",
    "rematch_not_yet": "jeszcze nie",
    "rematch_back": "Wróć do zakończonej gry",
    "rematch_go": "Przejdź do rewanżu",
    "rematch_lobby": "Rewanż zacznie się, gdy {names} też o niego {n:poprosi|poproszą|poproszą}.",
    "lobby_game": "Trwają zapisy do gry {variant}. Gracze ({n}): {players}.",
    "rematch_game": "Rewanż w grze {variant}: {players}.",
}
