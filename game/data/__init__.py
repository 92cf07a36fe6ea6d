"""The game's own data, shipped inside the package: card sets, ready decks, puzzles, physics tunables."""
