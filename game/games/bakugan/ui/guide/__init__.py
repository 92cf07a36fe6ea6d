"""Main menu, "Learn to play": table.py (the guided table), setup.py (its fixed game), steps.py
(each step's words and the thing to click)."""
