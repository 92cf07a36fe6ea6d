"""Mid-game positions for agent tests: ready decks, random play to a seeded point."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import lru_cache

from game.games.bakugan.cards.catalog import Catalog, default_catalog
from game.games.bakugan.decks import DeckList, load_deck, ready_decks
from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.rules.actions import CHANCE, RollResults
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.view import PlayerView
from game.roll.probabilistic import ProbabilisticRollModel


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    return default_catalog()


@lru_cache(maxsize=1)
def decks() -> tuple[DeckList, ...]:
    return tuple(load_deck(p) for p in ready_decks())


def new_game(seed: int) -> tuple[Game, tuple[DeckList, DeckList]]:
    all_decks = decks()
    pair = (all_decks[seed % len(all_decks)], all_decks[(seed * 5 + 3) % len(all_decks)])
    setup = GameSetup(seats=(Seat("A", pair[0]), Seat("B", pair[1])), seed=seed)
    return Game.new(setup, catalog()), pair


def step_random(game: Game, rng: random.Random) -> None:
    seat = game.to_act()
    assert seat is not None
    if seat == CHANCE:
        outcomes = ProbabilisticRollModel().roll(game.roll_request(), rng)
        game.apply(RollResults(outcomes=tuple(sorted(outcomes.items()))))
    else:
        game.apply(RandomAgent(rng.randrange(1 << 30)).choose(PlayerView(game, seat), game.legal_actions()))


def positions(seed: int, every: int = 1) -> Iterator[Game]:
    """Every `every`-th position of a random game where a player (not chance) must act."""
    game, _ = new_game(seed)
    rng = random.Random(seed)
    n = 0
    while not game.over:
        seat = game.to_act()
        if seat is None:
            return
        if seat != CHANCE:
            if n % every == 0:
                yield game
            n += 1
        step_random(game, rng)
