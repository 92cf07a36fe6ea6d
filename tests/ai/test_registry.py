"""Agents by name, and the roll rates a searching player expects."""

from __future__ import annotations

import pytest

from game.ai.heuristic import HeuristicAgent
from game.ai.random_agent import RandomAgent
from game.ai.registry import UnknownAgent, check_agent_spec, make_agent
from game.ai.roll_belief import measure_rates
from game.ai.search import SearchAgent
from game.probabilistic_roll import ProbabilisticRollModel
from game.roll import RollRequest
from tests.ai.positions import catalog


def test_agents_by_name() -> None:
    assert isinstance(make_agent("random", 1, catalog(), None), RandomAgent)
    assert isinstance(make_agent("heuristic", 1, catalog(), None), HeuristicAgent)
    agent = make_agent("search:5:1", 1, catalog(), None)
    assert isinstance(agent, SearchAgent) and agent.rollouts == 5 and agent.horizon == 1
    for bad in ("minimax", "heuristic:3", "search:0", "search:x", "search:1:2:3"):
        with pytest.raises(UnknownAgent):
            check_agent_spec(bad)


def test_measured_rates_match_the_model() -> None:
    truth = ProbabilisticRollModel(open_rate=0.4, illegal_rate=0.1, misroll_rate=0.05)
    request = RollRequest(field={"a": (0, 0), "b": (1, 0)}, throws={0: None, 1: None}, seats=2)
    belief = measure_rates(truth, request, samples=2000)
    assert belief.open_rate == pytest.approx(0.4, abs=0.03)
    assert belief.illegal_rate == pytest.approx(0.1, abs=0.02)
    assert belief.misroll_rate == pytest.approx(0.05, abs=0.015)
