"""Bakugan puzzles at the table: chooser.py (the menu's list), mode.py (loading, the goal and its
verdict), brief.py (the brief shown as a puzzle opens)."""
