"""A seeded statistical roll model: fast, no physics, for tests and quick simulations.

Rates are per rolling player and independent. A given Throw shifts the open chance by style and
speed (a moderate throw opens best); with no throw the base rates apply. The fitted FastRollModel
in game/physics/ replaces these guesses with rates measured on the pymunk table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.roll.hexgrid import neighbours
from game.roll.seam import RollOutcome, RollRequest, RollResult, Throw, ThrowStyle

ILLEGAL_REASONS = (
    ("released nearer than two card lengths to the closest BakuCore", "7.8.2"),
    ("bounced onto the play area instead of rolling on it", "7.8.2"),
    ("opened without touching a BakuCore", "7.8.2"),
)
MISROLL_REASONS = (("rolled off the play area", "7.9.1"), ("never entered the play area", "7.9.1"))
STYLE_FACTOR = {ThrowStyle.ROLLED: 1.0, ThrowStyle.SLID: 0.85, ThrowStyle.SPUN: 0.9}


@dataclass
class ProbabilisticRollModel:
    name: str = "probabilistic"
    open_rate: float = 0.62
    attach_rate: float = 0.75  # of the opens, how many stay on a core
    second_core_rate: float = 0.1  # of the attaches, how many hold two cores
    misroll_rate: float = 0.05
    illegal_rate: float = 0.01

    def open_chance(self, throw: Throw | None) -> float:
        if throw is None:
            return self.open_rate
        speed_penalty = min(1.0, abs(throw.speed_mps - 1.2) / 1.8)
        aim_penalty = min(1.0, abs(throw.angle_deg) / 40.0)
        chance = self.open_rate * STYLE_FACTOR[throw.style] * (1.0 - 0.6 * speed_penalty) * (1.0 - 0.7 * aim_penalty)
        return max(0.02, min(0.95, chance))

    def roll(self, request: RollRequest, rng: random.Random) -> dict[int, RollOutcome]:
        cores = sorted(request.field)
        out: dict[int, RollOutcome] = {}
        for seat in sorted(request.throws):
            r = rng.random()
            if r < self.illegal_rate:
                reason, rule = ILLEGAL_REASONS[rng.randrange(len(ILLEGAL_REASONS))]
                out[seat] = RollOutcome(RollResult.ILLEGAL, reason=reason, rule=rule)
                continue
            r -= self.illegal_rate
            if r < self.misroll_rate:
                reason, rule = MISROLL_REASONS[rng.randrange(len(MISROLL_REASONS))]
                out[seat] = RollOutcome(RollResult.MISROLL, reason=reason, rule=rule)
                continue
            if not cores or rng.random() >= self.open_chance(request.throws[seat]):
                out[seat] = RollOutcome(RollResult.CLOSED)
                continue
            if rng.random() >= self.attach_rate:
                out[seat] = RollOutcome(RollResult.OPENED)
                continue
            first = cores[rng.randrange(len(cores))]
            held = [first]
            if rng.random() < self.second_core_rate:
                cell = request.field[first]
                adjacent = sorted(c for c in cores if request.field[c] in neighbours(cell))
                if adjacent:
                    held.append(adjacent[rng.randrange(len(adjacent))])
            out[seat] = RollOutcome(RollResult.OPENED, cores=tuple(held))
        return out
