"""Card games other than Bakugan that run on the shared engine core (game/core/)."""
