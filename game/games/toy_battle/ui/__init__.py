"""Toy Battle's screens: table.py (its board on the table shell), help.py (F1), screens.py (the
menus' buttons)."""
