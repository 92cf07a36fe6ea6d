"""The games, one package each with the same shape (bakugan, fusion_world, battle_monsters,
toy_battle), on the shared engine core (game/core/). registry.py names them; copy_counts.py is what
the card games' deck drafts share."""
