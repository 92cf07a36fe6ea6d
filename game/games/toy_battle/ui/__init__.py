"""Toy Battle's screens: table.py (its board on the table shell), layout.py (where everything goes
at any window size), toy_draw.py (the stands, the mat and the side panel), roll_show.py (the roll in
motion), figure_zoom.py (a figure shown large with what it holds while the pointer rests on it),
new_game.py (its side of the shell's new-game screen: teams, levels), help.py (F1), saves.py (save,
autosave, Continue), screens.py (the menus' buttons), launch.py (its table opened by the `play`
command), analysis.py (its side of the shell's analysis mode: its saved game read as its table)."""
