"""Battle Monsters' screens: table.py (the table on the shell), layout.py (its regions at a window
size), places.py (where each card lies), draw.py (its board), face.py and face_art.py (the card
faces and their drawn pictures), moments.py (the motions and sounds of each moment), new_game.py
(its side of the shell's new-game screen: decks, levels, house rules), editor.py (the deck
editor), guide/ (Learn to play: its deal and lessons on the shell's guided table), help.py (F1),
saves.py (save, autosave, Continue), puzzles.py (its puzzles on the main menu's Puzzles),
take_back.py (why a take-back cannot be granted), screens.py (the menus' buttons), launch.py (its
table opened by the `play` command through its registry entry).
analysis.py (its side of the shell's analysis mode: its file read as its table, its hidden cards
named), stops.py (its stop points and the pass open now, for the shell's stops and auto-pass),
hidden_words.py (the card names its log must not show a viewer: the shell's log redaction)."""
