"""Fusion World's screens: table.py (the table on the shell), draw.py (its board and cards),
saves.py (its saved games), puzzles.py (the puzzle chooser), editor.py (the deck editor).
help.py (F1), take_back.py (the take-back plan and the game-over summary), screens.py (the
menus' buttons)."""
