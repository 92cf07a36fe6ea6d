"""A roll described by its raw facts, judged by the same rules the physics uses (5.7.1, 7.8.2,
7.9): for scenario files, which may give what happened on the table instead of an outcome.

    {release_cm: 8, core_cm: 20, opened: true, touched_core: true, cores: [core-22]}

release_cm: how far in from the roller's edge it was released; core_cm: how far the release point
was from the nearest BakuCore's edge; dropped / bounced: not rolled on the surface (7.8.2);
was_open: an open Bakugan not retracted was rolled (7.8.2); left_area: it rolled off the play area
or never entered it (7.9.1); opened; touched_core: it touched a BakuCore before opening (7.2.6,
7.8.2); cores: the BakuCores it picked up.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.physics.config import PhysicsConfig, default_config
from game.physics.table import release_verdict
from game.roll.seam import RollOutcome, RollResult

FACT_KEYS = (
    "release_cm",
    "core_cm",
    "dropped",
    "bounced",
    "was_open",
    "left_area",
    "opened",
    "touched_core",
    "cores",
)


@dataclass(frozen=True)
class RollFacts:
    release_cm: float = 5.0
    core_cm: float = math.inf
    dropped: bool = False
    bounced: bool = False
    was_open: bool = False
    left_area: bool = False
    opened: bool = False
    touched_core: bool = True
    cores: tuple[str, ...] = ()


def judge(facts: RollFacts, config: PhysicsConfig | None = None) -> RollOutcome:
    """The outcome the rules give these facts, checked in the order the physics checks them."""
    config = config or default_config()
    verdict = release_verdict(facts.release_cm, False, facts.core_cm, "", config)
    if verdict is not None:
        kind, reason, rule = verdict
        return RollOutcome(RollResult.MISROLL if kind == "misroll" else RollResult.ILLEGAL, reason=reason, rule=rule)
    if facts.dropped or facts.bounced:
        how = "dropped" if facts.dropped else "bounced"
        return RollOutcome(RollResult.ILLEGAL, reason=f"{how} onto the play area instead of rolled", rule="7.8.2")
    if facts.was_open:
        return RollOutcome(RollResult.ILLEGAL, reason="an open Bakugan that was not retracted was rolled", rule="7.8.2")
    if facts.left_area:
        return RollOutcome(RollResult.MISROLL, reason="rolled off the play area", rule="7.9.1")
    if facts.opened and not facts.touched_core:
        return RollOutcome(RollResult.ILLEGAL, reason="opened without touching a BakuCore", rule="7.8.2")
    if facts.opened:
        return RollOutcome(RollResult.OPENED, cores=facts.cores)
    return RollOutcome(RollResult.CLOSED)
