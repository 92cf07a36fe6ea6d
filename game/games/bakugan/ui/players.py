"""The computer players and the roll model the table uses: the best that exist at the time."""

from __future__ import annotations

import importlib
from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.decks import DeckList
from game.games.bakugan.players.agent import Agent
from game.games.bakugan.players.random_agent import RandomAgent
from game.roll.probabilistic import ProbabilisticRollModel
from game.roll.seam import RollModel


def best_agent(seed: int, catalog: Catalog | None = None, deck: DeckList | None = None) -> Agent:
    """game.games.bakugan.players.heuristic.HeuristicAgent when it exists, else the random agent."""
    try:
        module = importlib.import_module("game.games.bakugan.players.heuristic")
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
