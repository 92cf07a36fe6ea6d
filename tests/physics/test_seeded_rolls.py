"""Seeded physics rolls give the outcomes recorded in tests/fixtures/physics_rolls.json.

The roll model calls pymunk's C functions directly (game/physics/c_api.py) where it once went
through pymunk's Python objects; the file was recorded before that change, and any change to how a
roll is stepped must leave every outcome, reason, step count and core touched as it was. Fields of
1 to 9 cores, 2 to 4 seats, open Bakugan in the way, thrower-model throws at several skills.
Re-record (only for a change meant to change rolls): python -m tests.physics.test_seeded_rolls
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.physics import PhysicsRollModel
from game.physics.fields import random_field
from game.physics.thrower import Thrower
from game.roll.seam import OpenBakuganOnField, RollRequest, Throw, ThrowStyle

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "physics_rolls.json"
ROLLS = 60


def request(i: int) -> RollRequest:
    rng = random.Random(5000 + i)
    field = random_field(rng, rng.randint(1, 9))
    seats = rng.choice((2, 3, 4))
    obstacles = tuple(
        OpenBakuganOnField(seat=0, position_cm=(rng.uniform(-25, 25), rng.uniform(-25, 25)))
        for _ in range(rng.randint(0, 2))
    )
    probe = RollRequest(field=field, throws=dict.fromkeys(range(seats)), seats=seats, obstacles=obstacles)
    thrower = Thrower()
    styles = list(ThrowStyle)
    throws: dict[int, Throw | None] = {
        seat: thrower.throw(seat, probe, rng.random(), rng, style=styles[(i + seat) % len(styles)])
        for seat in range(rng.randint(1, seats))
    }
    first = throws[0]
    assert first is not None
    if i % 10 == 3:  # released too far in: illegal (7.8.2)
        throws[0] = replace(first, depth_cm=60.0)
    elif i % 10 == 5:  # thrown hard enough to leave the table: a misroll (7.9.1)
        throws[0] = replace(first, speed_mps=6.0)
    return RollRequest(field=field, throws=throws, seats=seats, obstacles=obstacles)


def rolled(i: int) -> list[dict[str, Any]]:
    record = PhysicsRollModel().roll_with_trajectory(request(i), random.Random(i))
    return [
        {
            "seat": seat,
            "result": track.outcome.result.value,
            "cores": list(track.outcome.cores),
            "detail": track.detail,
            "touched": list(track.touched),
            "frames": len(track.frames),
            "steps": record.steps,
        }
        for seat, track in sorted(record.tracks.items())
    ]


def test_seeded_rolls_keep_their_recorded_outcomes() -> None:
    recorded = json.loads(FIXTURE.read_text())
    assert len(recorded) == ROLLS
    for i, expected in enumerate(recorded):
        assert rolled(i) == expected, f"roll {i}"


def test_the_recorded_rolls_cover_every_outcome() -> None:
    results = {track["result"] for roll in json.loads(FIXTURE.read_text()) for track in roll}
    assert {"opened", "closed", "illegal", "misroll"} <= results, results


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps([rolled(i) for i in range(ROLLS)], indent=1) + "\n")
    sys.exit(0)


def test_a_release_too_near_a_core_is_illegal_and_names_the_core_rule_7_8_2() -> None:
    from game.physics import default_config
    from game.physics.table import make_table, release_point
    from game.roll.hexgrid import hex_center_cm
    from game.roll.seam import RollResult

    config = default_config()
    throw = Throw(lateral_cm=0.0, depth_cm=5.0, angle_deg=0.0, speed_mps=1.0, style=ThrowStyle.ROLLED)
    x, y = release_point(make_table(config, 2), 0, throw)
    cells = [(q, r) for q in range(-8, 9) for r in range(-8, 9)]

    def gap(cell: tuple[int, int]) -> float:
        cx, cy = hex_center_cm(cell, config.core_across_flats_cm)
        return float((cx - x) ** 2 + (cy - y) ** 2)

    near = min(cells, key=gap)
    far = max(cells, key=gap)
    field = {"A": near, "B": far}
    labels = {"A": "Shield core", "B": "Fist core"}
    request = RollRequest(field=field, throws={0: throw}, seats=2, core_labels=labels)
    outcome = PhysicsRollModel().roll(request, random.Random(0))[0]
    assert outcome.result is RollResult.ILLEGAL and outcome.rule == "7.8.2"
    assert "from the Shield core; it must be at least" in outcome.reason
