"""Each roll outcome reached by a constructed throw (rules 5.7.1, 5.7.2, 7.2.6, 7.8.2, 7.9.1)."""

from __future__ import annotations

import random

from game.physics import PhysicsRollModel
from game.roll.seam import OpenBakuganOnField, RollRequest, RollResult, Throw
from tests.physics.rolls import ROLLED, SEVEN_CORES, SLID, roll

# From depth 10 the single core's near edge is 18.5 cm away; a slide at 0.98 m/s arrives at
# about 40 cm/s, inside the attach window, magnet forward.
GENTLE = Throw(depth_cm=10.0, speed_mps=0.98, style=SLID)
HARD = Throw(depth_cm=10.0, speed_mps=1.5, style=SLID)


def test_5_7_2_gentle_slide_opens_and_attaches_the_core() -> None:
    track = roll({0: GENTLE}).tracks[0]
    assert track.outcome.result is RollResult.OPENED
    assert track.outcome.cores == ("A",)
    assert track.outcome.rest_cm is not None
    assert track.open_time is not None and track.frames[-1].open


def test_5_7_2_hard_hit_opens_but_bounces_away_without_attaching() -> None:
    track = roll({0: HARD}).tracks[0]
    assert track.outcome.result is RollResult.OPENED
    assert track.outcome.cores == ()
    assert "bounced away" in track.detail


def test_5_7_1_too_slow_to_reach_a_core_stays_closed() -> None:
    track = roll({0: Throw(depth_cm=10.0, speed_mps=0.5, style=SLID)}).tracks[0]
    assert track.outcome.result is RollResult.CLOSED
    assert track.touched == ()


def test_5_7_1_magnet_facing_away_at_contact_stays_closed() -> None:
    # A rolled Bakugan turns end over end; across a few centimetres of release depth some
    # contacts meet the core with the magnet facing away.
    details = [roll({0: Throw(depth_cm=6.0 + 0.5 * k, speed_mps=0.9, style=ROLLED)}).tracks[0] for k in range(10)]
    closed = [t for t in details if t.outcome.result is RollResult.CLOSED and t.touched]
    assert closed and all("facing away" in t.detail for t in closed)


def test_7_9_1_leaving_play_area_is_misroll() -> None:
    track = roll({0: Throw(depth_cm=10.0, speed_mps=3.0, angle_deg=60.0)}).tracks[0]
    assert track.outcome.result is RollResult.MISROLL
    assert track.outcome.rule == "7.9.1"
    assert "off the play area" in track.outcome.reason


def test_7_9_1_released_off_the_table_never_enters_and_is_misroll() -> None:
    track = roll({0: Throw(depth_cm=-3.0, speed_mps=1.0)}).tracks[0]
    assert track.outcome.result is RollResult.MISROLL
    assert track.outcome.rule == "7.9.1"
    assert "never entered" in track.outcome.reason


def test_5_7_1_release_beyond_two_card_lengths_is_illegal() -> None:
    track = roll({0: Throw(depth_cm=18.0, speed_mps=1.0)}, field={}).tracks[0]
    assert track.outcome.result is RollResult.ILLEGAL
    assert track.outcome.rule == "7.8.2"
    assert "17.6" in track.outcome.reason


def test_7_8_2_release_nearer_than_two_card_lengths_to_a_core_is_illegal() -> None:
    # The single core's near edge is 30 - 15 - 1.5 = 13.5 cm from this release.
    track = roll({0: Throw(depth_cm=15.0, speed_mps=1.0)}).tracks[0]
    assert track.outcome.result is RollResult.ILLEGAL
    assert track.outcome.rule == "7.8.2"
    assert "from the core;" in track.outcome.reason  # named as a player would, never by id


def test_7_8_2_open_without_touching_a_core_is_illegal() -> None:
    # Aimed to pass just beside the core: the magnet's reach can snap it open on the way past.
    found = []
    for k in range(30):
        throw = Throw(depth_cm=10.0, angle_deg=10.0 + 0.03 * k, speed_mps=1.1, style=ROLLED)
        track = roll({0: throw}, seed=k).tracks[0]
        if track.outcome.result is RollResult.ILLEGAL:
            found.append(track)
    assert found
    for track in found:
        assert track.outcome.rule == "7.8.2"
        assert "without touching" in track.outcome.reason
        assert track.touched == ()
        assert track.open_time is not None


def test_5_7_2_two_bakugan_on_one_core_both_attach() -> None:
    record = roll({0: GENTLE, 1: GENTLE})
    for seat in (0, 1):
        assert record.tracks[seat].outcome.result is RollResult.OPENED
        assert record.tracks[seat].outcome.cores == ("A",)


def test_5_7_1_bakugan_hitting_each_other_never_open() -> None:
    record = roll({0: Throw(depth_cm=10.0, speed_mps=1.2), 1: Throw(depth_cm=10.0, speed_mps=1.2)}, field={})
    for track in record.tracks.values():
        assert track.outcome.result is RollResult.CLOSED
    # They did meet: both were turned back toward their own side.
    assert record.tracks[0].frames[-1].y < 0 < record.tracks[1].frames[-1].y


def test_5_7_1_open_bakugan_on_the_field_is_an_obstacle_that_never_opens() -> None:
    obstacle = OpenBakuganOnField(seat=1, position_cm=(0.0, -10.0))
    for speed in (0.8, 1.2, 1.8):
        track = roll({0: Throw(depth_cm=5.0, speed_mps=speed, style=SLID)}, field={}, obstacles=(obstacle,)).tracks[0]
        assert track.outcome.result in (RollResult.CLOSED, RollResult.MISROLL)
        assert track.open_time is None
        assert min(f.y for f in track.frames) < -10.0 and max(f.y for f in track.frames) < -6.0


def test_5_7_2_a_bakugan_can_hold_two_cores() -> None:
    # Into the notch between two cores: it comes to rest touching both.
    held = set()
    for k in range(80):
        throw = Throw(depth_cm=7.0, angle_deg=-12.0 + 0.3 * k, speed_mps=0.95, style=SLID)
        outcome = roll({0: throw}, field=SEVEN_CORES, seed=k).tracks[0].outcome
        if outcome.result is RollResult.OPENED and len(outcome.cores) > 1:
            held.add(outcome.cores)
    assert held


def test_three_and_four_seat_tables_roll_from_every_edge() -> None:
    model = PhysicsRollModel()
    throws: dict[int, Throw | None] = {s: Throw(depth_cm=5.0, speed_mps=1.5, style=SLID) for s in range(4)}
    out = model.roll(RollRequest(field={"A": (0, 0)}, throws=throws, seats=4), random.Random(3))
    assert set(out) == {0, 1, 2, 3}
    assert any(o.result is RollResult.OPENED for o in out.values())
