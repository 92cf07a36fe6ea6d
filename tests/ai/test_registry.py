"""Agents by name, and the roll rates a searching player expects."""

from __future__ import annotations

import pytest

from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.players.registry import HARD, UnknownAgent, check_agent_spec, make_agent, resolved
from game.games.bakugan.players.roll_belief import belief_for
from game.games.bakugan.players.search import SearchAgent
from game.roll.models import make_roll_model
from game.roll.probabilistic import ProbabilisticRollModel
from tests.ai.positions import catalog


def test_agents_by_name() -> None:
    assert isinstance(make_agent("random", 1, catalog(), None), RandomAgent)
    assert isinstance(make_agent("heuristic", 1, catalog(), None), HeuristicAgent)
    agent = make_agent("search:5:1", 1, catalog(), None)
    assert isinstance(agent, SearchAgent) and agent.rollouts == 5 and agent.horizon == 1
    assert agent.confidence == 1.0
    sure = make_agent("search:12:2:0.5", 1, catalog(), None)
    assert isinstance(sure, SearchAgent) and (sure.rollouts, sure.horizon, sure.confidence) == (12, 2, 0.5)
    bad_specs = ("minimax", "heuristic:3", "search:0", "search:x", "search:1:2:x", "search:1:2:0.5.1", "search:1:2:3:4")
    for bad in (*bad_specs, "search:1:2:-1", "hard:4", "heuristic:1:2:0.5"):
        with pytest.raises(UnknownAgent):
            check_agent_spec(bad)


def test_play_outs_roll_like_the_game() -> None:
    """Search expects fast and physics games to roll as the fast model fitted to the physics does,
    and probabilistic games as the probabilistic model."""
    assert isinstance(belief_for("probabilistic"), ProbabilisticRollModel)
    fast, _ = make_roll_model("fast")
    assert type(belief_for("fast")) is type(fast)
    assert type(belief_for("physics")) is type(fast)


def test_hard_is_the_strongest_measured_view_only_player() -> None:
    """`hard` names the player the declared runs chose (docs/strength/): today the view-only search at
    24 worlds a decision, play-outs of three turns by the tuned heuristic and overruling at half a
    standard error (2026-12-07c_declared.md), never the omniscient benchmark player."""
    hard = make_agent("hard", 1, catalog(), None)
    assert type(hard) is SearchAgent and hard.name == "search"
    assert resolved("hard") == HARD == "search:24:3:0.5:tuned" and resolved("search:4") == "search:4"
    assert (hard.rollouts, hard.horizon, hard.confidence) == (24, 3, 0.5)
    assert not HARD.startswith("omniscient")


def test_simulate_takes_the_hard_player() -> None:
    from game.games.bakugan.commands.simulate import _agents

    assert _agents("hard,heuristic", 2) == ("hard", "heuristic")
    with pytest.raises(UnknownAgent, match="hard"):
        _agents("hardest", 2)  # the refusal lists the players, hard among them
