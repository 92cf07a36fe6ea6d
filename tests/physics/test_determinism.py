"""Same field, throws and seed: the same outcome and trajectory, bit for bit."""

from __future__ import annotations

import random

from game.physics import PhysicsRollModel
from game.roll.seam import RollRequest, Throw
from tests.physics.rolls import ROLLED, SEVEN_CORES, SPUN, roll

THROWS: dict[int, Throw | None] = {
    0: Throw(lateral_cm=4.0, depth_cm=6.0, angle_deg=3.0, speed_mps=1.3, style=ROLLED, spin=0.5),
    1: Throw(lateral_cm=-2.0, depth_cm=5.0, angle_deg=-2.0, speed_mps=1.4, style=SPUN, spin=4.0),
}


def test_same_inputs_give_identical_outcomes_and_trajectories() -> None:
    first = roll(THROWS, SEVEN_CORES, seed=11)
    again = roll(THROWS, SEVEN_CORES, seed=11)
    assert first == again
    assert first.tracks[0].frames and first.tracks[1].frames


def test_thrower_model_seats_are_deterministic_too() -> None:
    throws: dict[int, Throw | None] = {0: None, 1: None}
    assert roll(throws, SEVEN_CORES, seed=5) == roll(throws, SEVEN_CORES, seed=5)


def test_roll_and_roll_with_trajectory_agree() -> None:
    model = PhysicsRollModel()
    request = RollRequest(field=SEVEN_CORES, throws=THROWS, seats=2)
    plain = model.roll(request, random.Random(2))
    drawn = model.roll_with_trajectory(request, random.Random(2))
    assert plain == drawn.outcomes()


def test_rng_is_advanced_the_same_way_every_time() -> None:
    model = PhysicsRollModel()
    request = RollRequest(field=SEVEN_CORES, throws={0: None, 1: None}, seats=2)
    a, b = random.Random(9), random.Random(9)
    model.roll(request, a)
    model.roll(request, b)
    assert a.random() == b.random()


def test_a_reused_field_scene_rolls_exactly_like_a_fresh_one() -> None:
    from game.physics import default_config
    from game.physics.scene import clear_scene_cache
    from game.physics.thrower import Thrower, resolve_throws
    from game.physics.world import RollSim

    config = default_config()
    thrower = Thrower(config)
    requests = []
    for i in range(40):
        rng = random.Random(100 + i)
        probe = RollRequest(field=SEVEN_CORES, throws={0: None, 1: None}, seats=2)
        styles = (ROLLED, SPUN)
        throws: dict[int, Throw | None] = {
            s: thrower.throw(s, probe, rng.random(), rng, style=styles[(i + s) % 2]) for s in (0, 1)
        }
        requests.append(RollRequest(field=SEVEN_CORES, throws=throws, seats=2))

    def run(request: RollRequest, seed: int, reuse: bool) -> object:
        rng = random.Random(seed)
        throws = resolve_throws(request, rng, config)
        return RollSim(request, throws, rng, config, reuse_scene=reuse).run()

    clear_scene_cache()
    reused = [run(r, i, True) for i, r in enumerate(requests)]
    fresh = [run(r, i, False) for i, r in enumerate(requests)]
    assert reused == fresh
    # And in another order, after other rolls have used the scene.
    again = [run(r, i, True) for i, r in reversed(list(enumerate(requests)))]
    assert again[::-1] == fresh
