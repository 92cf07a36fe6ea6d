"""Bakugan's analysis mode, on the shell's (game/ui/analysis/: the timeline, the dialogs, the list of
games) and the core's lines (game/core/lines.py, Bakugan's in game/games/bakugan/sim/branch.py):
scene.py (the Bakugan table with the timeline, roll details), draw.py (every hand shown),
dialogs.py (a line saved also as a scenario or puzzle), game_list.py (its saves and replays)."""
