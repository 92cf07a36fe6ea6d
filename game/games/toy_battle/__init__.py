"""The cardless Toy Battle (shared/rules/README.md) on the engine core (game/core/)."""
