"""Toy Battle's screens: table.py (its board on the table shell), help.py (F1), saves.py (save,
autosave, Continue), screens.py (the menus' buttons), launch.py (its table opened by the `play`
command)."""
