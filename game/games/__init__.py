"""The games, one package each with the same shape (bakugan, fusion_world, battle_monsters,
toy_battle), on the shared engine core (game/core/). registry.py names them; screens.py finds each
game's screens for the shell's menus (its ui/screens.py); copy_counts.py is what the card games'
deck drafts share. Each game's screens are in its ui/ sub-package, on the table shell (game/ui/)."""
