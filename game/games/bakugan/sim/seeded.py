"""A Bakugan game from a seed alone: two ready decks, which two turning with the seed, the default
catalogue. The registry's `new_game`, where the tests that hold every game to one standard start."""

from __future__ import annotations

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat


def seeded_game(seed: int) -> Game:
    decks = [load_deck(path) for path in ready_decks()]
    pair = (decks[seed % len(decks)], decks[(seed + 1) % len(decks)])
    seats = tuple(Seat(f"Player {k + 1}", deck) for k, deck in enumerate(pair))
    return Game.new(GameSetup(seats=seats, seed=seed), default_catalog())
