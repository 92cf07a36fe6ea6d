"""Main menu, "Learn to play" for Battle Monsters: setup.py (its written deal), lessons.py (each
step's words, rule and the action it asks for), table.py (the guided table on the shell's guided_table)."""
