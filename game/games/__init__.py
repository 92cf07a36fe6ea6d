"""The games, one package each with the same shape (bakugan, fusion_world, battle_monsters,
toy_battle), on the shared engine core (game/core/). Each registers itself in its own entry.py (a
GameEntry: its decks, cards, players, runs, replays, scenarios, table opener and the options it
reads); registry.py lists the entry modules and looks a game up for the commands. What several
games share: copy_counts.py (the card games' deck drafts), deck_checks.py (`decks validate` and
`decks list`), card_commands.py (`cards check` and `cards show`);
toy_figures.py gives Toy Battle Bakugan's figures and teams, and toy_commands.py its side of the
commands with them (no game imports another: tests/test_layers.py)."""
