"""PhysicsRollModel: the engine's RollModel backed by the pymunk table (game/roll/seam.py)."""

from __future__ import annotations

import random

from game.physics.config import PhysicsConfig, default_config
from game.physics.trajectory import RollRecord
from game.physics.world import roll_outcomes, simulate_roll
from game.roll.seam import RollOutcome, RollRequest


class PhysicsRollModel:
    """Full physics: every throw is simulated; None throws come from the thrower model."""

    name = "physics"

    def __init__(self, config: PhysicsConfig | None = None) -> None:
        self.config = config if config is not None else default_config()

    def roll(self, request: RollRequest, rng: random.Random) -> dict[int, RollOutcome]:
        return roll_outcomes(request, rng, self.config)

    def roll_with_trajectory(self, request: RollRequest, rng: random.Random) -> RollRecord:
        """The same roll as roll() with the same rng state, plus every Bakugan's track."""
        return simulate_roll(request, rng, self.config, record=True)
