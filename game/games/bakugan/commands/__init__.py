"""Bakugan's side of the shared commands (game/commands/), reached through its registry entry
(game/games/bakugan/entry.py): one module per command group, as the other games' commands.py."""
