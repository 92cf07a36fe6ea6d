"""Headless subcommands. Each module has `register(subparsers)` and sets `func` on its parser:
analyse, build_fast (`build-fast`, the compiled core), cards, decks, play, practice, profile
(rolling profiles), replay, scenario, simulate. None names a game: each looks the game up in the
registry (game/games/registry.py) by `--game` or by its file's `game` key.

game_options.py  `--game`, and each option the game does not read refused with one line (exit 2)
options_doc.py   the README's table of which game reads which option, written from the registry
"""
