"""The state hash: the SHA-256 of the state's JSON (log left out) with every object's keys sorted.
state_hash writes that text without json's sort_keys; these check it is the same text, on states
from every moment of random games (frames, batch entries, throws and Enum fields included)."""

from __future__ import annotations

import hashlib
import json
import random

from game.games.bakugan.players.registry import make_agent
from game.games.bakugan.rules.actions import CHANCE, RollResults
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.state import GameState
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.sim import tasks
from tests.helpers import new_game

DECKS = ("aquos_flow", "pyrus_fury", "haos_heroes", "darkus_shadow")


def reference_hash(state: GameState) -> str:
    data = state.to_json()
    del data["log"]
    return hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:16]


def test_state_hash_is_the_sorted_json_digest_through_whole_games() -> None:
    catalog = tasks._catalog()
    model = tasks._roll_model("fast")
    checked = 0
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        decks = tuple(tasks._deck(DECKS[(seed + seat) % len(DECKS)]) for seat in range(players))
        setup = GameSetup(seats=tuple(Seat(f"P{seat}", deck) for seat, deck in enumerate(decks)), seed=seed)
        game = Game.new(setup, catalog)
        agents = [make_agent("heuristic", seed * 8 + seat, catalog, decks[seat], decks) for seat in range(players)]
        rng = random.Random(seed)
        while not game.over and checked < 2000:
            assert game.state.state_hash() == reference_hash(game.state)
            checked += 1
            seat = game.to_act()
            assert seat is not None
            if seat == CHANCE:
                outcomes = model.roll(game.roll_request(), rng)
                game.apply(RollResults(outcomes=tuple(sorted(outcomes.items()))))
            else:
                game.apply(agents[seat].choose(PlayerView(game, seat), game.legal_actions()))
        assert game.state.state_hash() == reference_hash(game.state)
    assert checked > 300


def test_state_hash_sorts_mixed_dict_keys_as_their_text() -> None:
    game = new_game(5)
    state = game.state
    state.this_turn.selected = {1: 3, 0: 2}
    state.this_turn.throws = {1: None}
    assert state.state_hash() == reference_hash(state)
    state.this_turn.selected = {0: 2, 1: 3}
    assert state.state_hash() == reference_hash(state)
