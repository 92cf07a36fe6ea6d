"""The computer players and the roll model the table uses: the best that exist at the time."""

from __future__ import annotations

import importlib
from typing import Any

from game.ai.agent import Agent
from game.ai.random_agent import RandomAgent
from game.catalog import Catalog
from game.decks import DeckList
from game.probabilistic_roll import ProbabilisticRollModel
from game.roll import RollModel


def best_agent(seed: int, catalog: Catalog | None = None, deck: DeckList | None = None) -> Agent:
    """game.ai.heuristic.HeuristicAgent when it exists, else the random agent."""
    try:
        module = importlib.import_module("game.ai.heuristic")
        cls: Any = module.HeuristicAgent
    except (ImportError, AttributeError):
        return RandomAgent(seed)
    attempts: list[dict[str, Any]] = [{"seed": seed, "catalog": catalog, "deck": deck}, {"seed": seed}, {}]
    for kwargs in attempts:
        try:
            agent: Agent = cls(**kwargs)
            return agent
        except TypeError:
            continue
    return RandomAgent(seed)


def best_roll_model() -> RollModel:
    """The pymunk PhysicsRollModel when game.physics provides it, else the probabilistic model."""
    try:
        module = importlib.import_module("game.physics")
        cls: Any = module.PhysicsRollModel
        model: RollModel = cls()
        return model
    except Exception:  # physics still being built or failing to start: rolls still work
        return ProbabilisticRollModel()
