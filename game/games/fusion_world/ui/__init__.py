"""Fusion World's screens: table.py (the table on the shell), draw.py (its board and cards),
saves.py (its saved games), puzzles.py (the puzzle chooser), editor.py (the deck editor)."""
