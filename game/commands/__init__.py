"""Headless subcommands. Each module has `register(subparsers)` and sets `func` on its parser:
analyse, cards, decks, play, practice, profile (rolling profiles), replay, scenario, simulate."""
