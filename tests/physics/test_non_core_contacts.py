"""Rule 5.7.1: only a BakuCore opens a Bakugan; meeting anything else leaves it closed.

Each case has a core on the field (so opening is possible in the roll) and a throw that meets
the other thing with the magnet forward, at a speed inside the opening window: only the kind
of thing it meets keeps the Bakugan closed. Each test also checks the contact really happened.
"""

from __future__ import annotations

import math

from game.physics import default_config
from game.physics.trajectory import BakuganTrack
from game.roll.seam import OpenBakuganOnField, RollResult, Throw
from tests.physics.rolls import ONE_CORE, SLID, roll

CONFIG = default_config()
RADIUS = CONFIG.ball_radius_cm
# From (20, -25) straight up the table, 20 cm right of the core at the middle.
UP_THE_RIGHT = math.degrees(math.atan2(20.0, 25.0))


def _closed_without_opening(track: BakuganTrack) -> None:
    assert track.outcome.result in (RollResult.CLOSED, RollResult.MISROLL), track.detail
    assert track.open_time is None
    assert not any(frame.open for frame in track.frames)
    assert track.touched == ()


def test_5_7_1_meeting_the_other_bakugan_head_on_never_opens_either() -> None:
    # Seat 1's release at lateral -20 is x = +20 on its edge: the two meet in the lane x = 20.
    record = roll(
        {
            0: Throw(lateral_cm=20.0, depth_cm=5.0, angle_deg=UP_THE_RIGHT, speed_mps=1.2, style=SLID),
            1: Throw(lateral_cm=-20.0, depth_cm=5.0, angle_deg=-UP_THE_RIGHT, speed_mps=1.2, style=SLID),
        },
        field=ONE_CORE,
    )
    low, high = record.tracks[0], record.tracks[1]
    for track in (low, high):
        _closed_without_opening(track)
        assert all(abs(f.x - 20.0) < 3.0 for f in track.frames), "kept to its lane"
    gaps = [math.dist((a.x, a.y), (b.x, b.y)) for a, b in zip(low.frames, high.frames, strict=False)]
    assert min(gaps) < 2 * RADIUS + 1.5, "the two Bakugan met"
    # The knock sent each back toward its own side.
    assert low.frames[-1].y < max(f.y for f in low.frames) - 1.0
    assert high.frames[-1].y > min(f.y for f in high.frames) + 1.0


def test_5_7_1_hitting_an_open_bakugan_on_the_field_never_opens() -> None:
    obstacle = OpenBakuganOnField(seat=1, position_cm=(20.0, -10.0))
    for speed in (0.8, 1.2, 1.6):
        throw = Throw(lateral_cm=20.0, depth_cm=5.0, angle_deg=UP_THE_RIGHT, speed_mps=speed, style=SLID)
        track = roll({0: throw}, field=ONE_CORE, obstacles=(obstacle,)).tracks[0]
        _closed_without_opening(track)
        nearest = min(math.dist((f.x, f.y), obstacle.position_cm) for f in track.frames)
        assert nearest < RADIUS + CONFIG.open_diameter_cm / 2 + 1.5, "it reached the open Bakugan"
        assert max(f.y for f in track.frames) < -10.0, "and was stopped by it"


def test_5_7_1_7_9_1_going_over_the_table_edge_never_opens() -> None:
    # Magnet forward, fast enough to open on a core, aimed out over the right-hand edge.
    for speed in (1.4, 2.0, 2.8):
        throw = Throw(lateral_cm=30.0, depth_cm=5.0, angle_deg=80.0, speed_mps=speed, style=SLID)
        track = roll({0: throw}, field=ONE_CORE).tracks[0]
        assert track.outcome.result is RollResult.MISROLL and track.outcome.rule == "7.9.1"
        _closed_without_opening(track)
        assert track.frames[-1].x > CONFIG.two_player_cm[0] / 2


def test_5_7_1_the_same_throw_at_a_core_does_open() -> None:
    # The control: magnet forward at this speed opens when what it meets is a core.
    track = roll({0: Throw(depth_cm=10.0, speed_mps=1.2, style=SLID)}, field=ONE_CORE).tracks[0]
    assert track.outcome.result is RollResult.OPENED
    assert track.touched and track.touched[0] == "A"
