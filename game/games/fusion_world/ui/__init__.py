"""Fusion World's screens: table.py (the table on the shell), draw.py (its board and cards),
saves.py (its saved games), puzzles.py (the puzzle chooser), editor.py (the deck editor), new_game.py (its side of the
shell's new-game screen: levels, decks),
help.py (F1), take_back.py (what a player sees, for take-backs), screens.py (the
menus' buttons), launch.py (its table opened by the `play` command through its registry entry)."""
