"""The heuristic's numbers as a parameter set: the default set is today's heuristic, a named set is
a player of its own (`tuned`) and the search's play-out policy (`search:W:H:S:POLICY`)."""

from __future__ import annotations

import dataclasses

import pytest

from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.heuristic_params import DEFAULT, HeuristicParams
from game.games.bakugan.players.registry import UnknownAgent, check_agent_spec, make_agent
from game.games.bakugan.players.search import SearchAgent
from game.games.bakugan.players.tuned_params import PARAM_SETS, TUNED, changed, param_names, with_values
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.runner import play_game
from game.roll.models import make_roll_model
from tests.ai.positions import catalog, decks


def test_the_heuristic_plays_the_default_set_and_tuned_its_own() -> None:
    heuristic = make_agent("heuristic", 1, catalog(), None)
    tuned = make_agent("tuned", 1, catalog(), None)
    assert isinstance(heuristic, HeuristicAgent) and heuristic.params is DEFAULT and heuristic.name == "heuristic"
    assert isinstance(tuned, HeuristicAgent) and tuned.params is TUNED and tuned.name == "tuned"
    assert PARAM_SETS == {"heuristic": DEFAULT, "tuned": TUNED}


def test_the_search_takes_a_play_out_policy() -> None:
    plain = make_agent("search:5:1:0.5", 1, catalog(), None)
    tuned = make_agent("search:5:1:0.5:tuned", 1, catalog(), None)
    assert isinstance(plain, SearchAgent) and plain.params is DEFAULT and plain.playout.params is DEFAULT
    assert isinstance(tuned, SearchAgent) and tuned.params is TUNED and tuned.playout.params is TUNED
    assert tuned._heuristic(0).params is TUNED  # its own choices where it does not overrule
    for bad in ("search:5:1:0.5:best", "tuned:3", "search:5:1:0.5:tuned:1"):
        with pytest.raises(UnknownAgent):
            check_agent_spec(bad)


def test_with_values_changes_only_the_named_numbers() -> None:
    changed_set = with_values(DEFAULT, {"play_threshold": 0.5, "deck_floor": 7.6})
    assert changed(changed_set) == {"play_threshold": 0.5, "deck_floor": 8}  # whole numbers rounded
    assert set(param_names()) == {f.name for f in dataclasses.fields(HeuristicParams)}
    with pytest.raises(TypeError):
        with_values(DEFAULT, {"no_such_number": 1.0})


def _winner_and_hash(params: HeuristicParams, seed: int) -> tuple[int | None, str]:
    pair = (decks()[0], decks()[3])
    setup = GameSetup(seats=(Seat("A", pair[0]), Seat("B", pair[1])), seed=seed)
    agents = [HeuristicAgent(seed * 8 + s, catalog(), pair[s], params) for s in (0, 1)]
    game, record = play_game(setup, catalog(), agents, make_roll_model("fast")[0])
    return game.state.winner, record.final_hash


def test_the_numbers_are_read_from_the_set() -> None:
    """A set that never plays a card (its bar for a play is out of reach) plays other games than the
    default set on the same seeds; the default set given explicitly plays the very same ones."""
    never = with_values(DEFAULT, {"play_threshold": 1000.0, "flip_threshold": 1000.0, "other_threshold": 1000.0})
    explicit = HeuristicParams()
    for seed in (3, 4):
        default = _winner_and_hash(DEFAULT, seed)
        assert _winner_and_hash(explicit, seed) == default
        assert _winner_and_hash(never, seed)[1] != default[1]
