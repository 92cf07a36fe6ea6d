"""No tunnelling through a core or out past an edge at the fastest hand throw (3 m/s)."""

from __future__ import annotations

import dataclasses
import math
import random

from game.physics import default_config
from game.physics.table import distance_to_core_cm
from game.physics.world import simulate_roll
from game.roll.seam import RollRequest, RollResult, Throw
from tests.physics.rolls import ONE_CORE, ROLLED, SEVEN_CORES, SLID, SPUN

CONFIG = dataclasses.replace(default_config(), sample_every_steps=1)  # look at every step
FASTEST = CONFIG.max_hand_speed_mps


def test_fastest_throw_never_passes_through_a_core() -> None:
    radius = CONFIG.ball_radius_cm
    # Contacts are found after a step, so a ball may sink in by at most one step of travel.
    step_cm = FASTEST * 100.0 * CONFIG.time_step_s
    for field in (ONE_CORE, SEVEN_CORES):
        for k, angle in enumerate((-4.0, -2.0, 0.0, 1.0, 3.0)):
            style = (ROLLED, SLID, SPUN)[k % 3]
            throw = Throw(depth_cm=6.0, angle_deg=angle, speed_mps=FASTEST, style=style)
            record = simulate_roll(RollRequest(field, {0: throw}, 2), random.Random(k), CONFIG)
            track = record.tracks[0]
            assert track.touched, "the throw was aimed at the field"
            for frame in track.frames:
                for cell in field.values():
                    gap = distance_to_core_cm((frame.x, frame.y), cell, CONFIG.core_across_flats_cm)
                    assert gap > radius - step_cm, f"ball centre {gap:.2f} cm from a core at {frame.t}s"
            # Turned back by the field: never reached the far half of the table.
            assert max(f.y for f in track.frames) < 6.0


def test_fastest_throw_at_an_edge_is_caught_leaving() -> None:
    for angle in (-80.0, -45.0, 45.0, 80.0, 180.0):
        throw = Throw(depth_cm=6.0, angle_deg=angle, speed_mps=FASTEST, style=SLID)
        record = simulate_roll(RollRequest({}, {0: throw}, 2), random.Random(0), CONFIG)
        track = record.tracks[0]
        assert track.outcome.result is RollResult.MISROLL
        last = track.frames[-1]
        over = max(abs(last.x) - 45.0, abs(last.y) - 30.0)
        assert 0.0 < over <= FASTEST * 100.0 * CONFIG.time_step_s + 1e-9


def test_time_step_keeps_a_fast_ball_under_its_radius_per_step() -> None:
    step_cm = FASTEST * 100.0 * CONFIG.time_step_s
    assert step_cm < CONFIG.ball_radius_cm
    assert math.isfinite(step_cm)
