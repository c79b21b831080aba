"""Message catalogues, one module per language (bg, pl, ru, sk, ro, en).  Each defines
``MESSAGES`` (service sentences), ``ERRORS`` (one per ``engine.errors`` code; not in English,
whose sentences are the engine's own), ``COMMANDS``
(command and argument descriptions: ``"new"``, ``"new.variant"``), ``MODES`` (word-check
modes), ``ENDINGS`` and ``HELP``.  ``tests/service/test_i18n.py`` checks that every
language has every key with the same placeholders."""
