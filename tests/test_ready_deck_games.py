"""Random legal games between every pair of ready decks (cards/bakugan/decks/): the real card pool keeps
every engine invariant (cards never created or lost, energy never negative, only legal actions)
and each game replays to the same state hash. The slow variant plays many more seeds."""

from __future__ import annotations

import itertools

import pytest

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.runner import replay
from tests.test_random_games import play_checked

DECK_PATHS = ready_decks()
PAIRS = list(itertools.combinations(range(len(DECK_PATHS)), 2))


def _setup(first: int, second: int, seed: int, players: int = 2) -> GameSetup:
    indexes = [first, second, (first + 3) % len(DECK_PATHS), (second + 5) % len(DECK_PATHS)][:players]
    names = ["Ann", "Bob", "Cy", "Di"]
    seats = tuple(Seat(names[i], load_deck(DECK_PATHS[d])) for i, d in enumerate(indexes))
    return GameSetup(seats=seats, seed=seed)


def _play_and_replay(setup: GameSetup, seed: int) -> None:
    catalog = default_catalog()
    game = Game.new(setup, catalog)
    actions = play_checked(game, seed, len(setup.seats))
    assert game.state.winner is not None
    assert replay(setup, catalog, actions).state.state_hash() == game.state.state_hash()


def test_there_are_at_least_twelve_ready_decks() -> None:
    assert len(DECK_PATHS) >= 12


PAIR_IDS = [f"{DECK_PATHS[a].stem}-{DECK_PATHS[b].stem}" for a, b in PAIRS]


@pytest.mark.parametrize(("first", "second"), PAIRS, ids=PAIR_IDS)
def test_every_pair_of_ready_decks_keeps_invariants(first: int, second: int) -> None:
    for seat_order, seed in enumerate((first * 100 + second, second * 100 + first)):
        a, b = (first, second) if seat_order == 0 else (second, first)
        _play_and_replay(_setup(a, b, seed), seed)


@pytest.mark.parametrize("seed", range(6))
def test_multiplayer_games_with_ready_decks_keep_invariants(seed: int) -> None:
    first, second = PAIRS[seed * 7 % len(PAIRS)]
    _play_and_replay(_setup(first, second, 500 + seed, players=3 + seed % 2), 500 + seed)


SEEDS_IN_CI = 150
MORE_SEEDS = [pytest.param(seed, marks=pytest.mark.slow) for seed in range(SEEDS_IN_CI, 1000)]


@pytest.mark.parametrize("seed", [*range(SEEDS_IN_CI), *MORE_SEEDS])
def test_many_seeds_of_ready_deck_games_keep_invariants(seed: int) -> None:
    first, second = PAIRS[seed % len(PAIRS)]
    _play_and_replay(_setup(first, second, 10_000 + seed, players=2 + seed % 3), 10_000 + seed)
