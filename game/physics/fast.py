"""FastRollModel: a RollModel that draws outcomes from rates measured by the physics sweep.

Each throw is reduced to its ThrowFeatures (first core on the aim line, arrival speed, offset,
planned magnet facing); the rate table from game/data/roll_rates.json gives the chance of each
outcome for that cell, backing off to coarser cells where the sweep saw few throws. Release
rules (5.7.1, 7.8.2, 7.9.1) are decided exactly, as in the physics. The two Bakugan of one roll
are treated as independent: the fast model does not know they can collide.
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from game.files.paths import ROLL_RATES_FILE as RATES_PATH
from game.physics.config import PhysicsConfig, default_config
from game.physics.features import ThrowFeatures, throw_features
from game.physics.naming import CoreNamer
from game.physics.table import Table
from game.physics.thrower import Thrower, resolve_throws
from game.roll.hexgrid import Cell, hex_center_cm, neighbours
from game.roll.seam import RollOutcome, RollRequest, RollResult

CATEGORIES: Final = ("attached", "opened", "closed", "misroll", "illegal")
MULTI: Final = len(CATEGORIES)  # index of the "held two or more cores" count, among attached
MIN_SAMPLES: Final = 12
PRIOR_WEIGHT: Final = 3.0
# The outcomes that carry nothing of the throw, made once (outcomes are immutable)
ROLLED_OFF: Final = RollOutcome(RollResult.MISROLL, reason="rolled off the play area", rule="7.9.1")
SNAPPED_OPEN: Final = RollOutcome(
    RollResult.ILLEGAL, reason="the magnet snapped it open without touching any BakuCore", rule="7.8.2"
)
STAYED_CLOSED: Final = RollOutcome(RollResult.CLOSED)
Probabilities = tuple[tuple[float, ...], float]  # chance of each category, chance of holding two cores


@dataclass
class RateTable:
    """Outcome counts per feature cell at every level of detail (style, speed, offset, facing)."""

    cells: dict[str, list[int]]
    samples: int = 0
    _memo: dict[tuple[str, ...], Probabilities] = field(default_factory=dict, repr=False, compare=False)

    def add(self, cell: tuple[str, ...], category: str, multi: bool) -> None:
        self._memo.clear()
        for depth in range(1, len(cell) + 1):
            counts = self.cells.setdefault("|".join(cell[:depth]), [0] * (len(CATEGORIES) + 1))
            counts[CATEGORIES.index(category)] += 1
            counts[MULTI] += int(multi)
        self.samples += 1

    def probabilities(self, cell: tuple[str, ...]) -> Probabilities:
        """(chance of each category, chance an attach holds two or more cores)."""
        known = self._memo.get(cell)
        if known is None:
            known = self._memo[cell] = self._probabilities(cell)
        return known

    def _probabilities(self, cell: tuple[str, ...]) -> Probabilities:
        probs = [1.0 / len(CATEGORIES)] * len(CATEGORIES)
        multi = 0.0
        for depth in range(1, len(cell) + 1):
            counts = self.cells.get("|".join(cell[:depth]))
            if counts is None:
                break
            n = sum(counts[: len(CATEGORIES)])
            if n == 0:
                break
            # Shrink toward the coarser cell; plenty of samples means the cell speaks for itself.
            weight = PRIOR_WEIGHT if n >= MIN_SAMPLES else PRIOR_WEIGHT * MIN_SAMPLES / max(n, 1)
            probs = [(counts[i] + weight * probs[i]) / (n + weight) for i in range(len(CATEGORIES))]
            attached = counts[0]
            multi = (counts[MULTI] + weight * multi) / (attached + weight)
        return tuple(probs), multi

    def to_json(self) -> dict[str, object]:
        return {"samples": self.samples, "categories": [*CATEGORIES, "multi"], "cells": self.cells}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> RateTable:
        cells = data.get("cells")
        if not isinstance(cells, dict):
            raise ValueError("roll rate table: 'cells' missing")
        samples = data.get("samples", 0)
        return cls({str(k): [int(x) for x in v] for k, v in cells.items()}, int(samples))  # type: ignore[call-overload]


def load_rates(path: Path = RATES_PATH) -> RateTable:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ValueError(
            f"{path}: cannot load the roll rate table ({exc}); run python benchmarks/sweep_rolls.py to measure it"
        ) from exc
    fit = data.get("fit") if isinstance(data, dict) else None
    if not isinstance(fit, dict):
        raise ValueError(f"{path}: no 'fit' section")
    return RateTable.from_json(fit)


class _Names:
    """The seat's CoreNamer, made only when a release problem needs a core's words (rarely)."""

    def __init__(self, request: RollRequest, table: Table, seat: int, across_flats_cm: float) -> None:
        self.request = request
        self.table = table
        self.seat = seat
        self.across_flats_cm = across_flats_cm

    def __call__(self, core_id: str) -> str:
        return CoreNamer.for_request(self.request, self.table, self.seat, self.across_flats_cm)(core_id)


class FastRollModel:
    """Statistical stand-in for PhysicsRollModel, for deck testing (thousands of games)."""

    name = "fast-physics-fit"

    def __init__(self, rates: RateTable | None = None, config: PhysicsConfig | None = None) -> None:
        self.config = config if config is not None else default_config()
        self.rates = rates if rates is not None else load_rates()

    def expected(self, features: ThrowFeatures) -> dict[str, float]:
        """Chance of each outcome category for one throw (release problems are certain)."""
        if features.release_problem is not None:
            kind = features.release_problem[0]
            return {c: float(c == kind) for c in CATEGORIES}
        probs, _ = self.rates.probabilities(features.cell())
        return dict(zip(CATEGORIES, probs, strict=True))

    def roll(self, request: RollRequest, rng: random.Random) -> dict[int, RollOutcome]:
        throws = resolve_throws(request, rng, self.config)
        thrower = Thrower.shared(self.config)
        table = thrower.table(request.seats)
        geometry = thrower.geometry(request)
        out: dict[int, RollOutcome] = {}
        for seat in sorted(throws):
            name = _Names(request, table, seat, self.config.core_across_flats_cm)
            features = throw_features(table, seat, throws[seat], request.field, self.config, name, geometry)
            out[seat] = self._draw(features, request.field, rng)
        return out

    def _draw(self, features: ThrowFeatures, field: dict[str, Cell], rng: random.Random) -> RollOutcome:
        draw = rng.random()
        if features.release_problem is not None:
            kind, reason, rule = features.release_problem
            result = RollResult.MISROLL if kind == "misroll" else RollResult.ILLEGAL
            return RollOutcome(result, reason=reason, rule=rule)
        probs, multi = self.rates.probabilities(features.cell())
        category = CATEGORIES[-1]
        for i, p in enumerate(probs):
            if draw < p:
                category = CATEGORIES[i]
                break
            draw -= p
        if category == "misroll":
            return ROLLED_OFF
        if category == "illegal":
            return SNAPPED_OPEN
        if category == "closed" or features.target is None:
            return STAYED_CLOSED
        rest = features.contact_cm
        if category == "opened":
            return RollOutcome(RollResult.OPENED, rest_cm=rest)
        cores = [features.target]
        if rng.random() < multi:
            second = self._neighbour_near(features, field)
            if second is not None:
                cores.append(second)
        return RollOutcome(RollResult.OPENED, cores=tuple(sorted(cores)), rest_cm=rest)

    def _neighbour_near(self, features: ThrowFeatures, field: dict[str, Cell]) -> str | None:
        assert features.target is not None
        by_cell = {cell: core_id for core_id, cell in field.items()}
        flats = self.config.core_across_flats_cm
        options = [by_cell[c] for c in neighbours(field[features.target]) if c in by_cell]
        if not options:
            return None
        px, py = features.contact_cm

        def gap(core_id: str) -> float:
            x, y = hex_center_cm(field[core_id], flats)
            return math.hypot(x - px, y - py)

        return min(sorted(options), key=gap)
