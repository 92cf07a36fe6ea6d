"""The card data of every game, a folder per game: card sets, decks/ (ready decks), puzzles/.

Installed, this folder is the package game.carddata (setup.py and pyproject.toml map it), read
through game/files/paths.py; no Python here but this file.
"""
