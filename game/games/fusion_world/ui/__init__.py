"""Fusion World's screens: table.py (the table on the shell), draw.py (its board and cards), layout.py
(where each row and the side panel go, for any window size), card_look.py (its card faces, backs and
zoom text), fx.py (the table's motion and sound of what just happened), saves.py (its saved games),
puzzles.py (the puzzle chooser), editor.py (the deck editor), new_game.py (its side of the shell's
new-game screen: levels, decks), guide/ (Learn to play: its deal and lessons on the shell's guided
table), help.py (F1), take_back.py (what a player sees, for take-backs), screens.py (the menus'
buttons), launch.py (its table opened by the `play` command through its registry entry).
analysis.py (its side of the shell's analysis mode: its file read as its table, its hidden cards
named), stops.py (its stop points and the pass open now, for the shell's stops and auto-pass),
hidden_words.py (the card names its log must not show a viewer: the shell's log redaction)."""
