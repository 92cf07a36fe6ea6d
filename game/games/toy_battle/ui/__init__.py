"""Toy Battle's screens: table.py (its board on the table shell), layout.py (where everything goes
at any window size), toy_draw.py (the stands, the mat and the side panel), roll_show.py (the roll in
motion), new_game.py (its side of the shell's new-game screen: teams, levels), help.py (F1),
saves.py (save, autosave, Continue), screens.py (the menus' buttons), launch.py (its table opened by
the `play` command)."""
