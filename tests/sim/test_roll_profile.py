"""My own rolling: recorded practice throws, a profile fitted to them, and throws made from the
profile reproducing the practice open rate within 3 points."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from game.cli import main
from game.physics import default_config
from game.physics.fields import random_field
from game.physics.thrower import Thrower
from game.physics.world import roll_outcomes
from game.roll import RollRequest, ThrowStyle
from game.sim.roll_profile import (
    ProfileError,
    ThrowRecord,
    check_profile,
    fit_profile,
    load_profile,
    load_throws,
    record_throw,
    save_profile,
    throws_path,
)

MIXED = {ThrowStyle.ROLLED: 0.6, ThrowStyle.SLID: 0.3, ThrowStyle.SPUN: 0.1}


def practice(throws: int, skill: float, styles: dict[ThrowStyle, float], seed: int = 1) -> list[ThrowRecord]:
    """A stand-in for a player's practice: the thrower model at a skill, rolled through the physics."""
    config = default_config()
    thrower = Thrower.shared(config)
    out = []
    for i in range(throws):
        rng = random.Random(f"practice:{seed}:{i}")
        field = random_field(rng, rng.randint(1, 9))
        style = rng.choices(list(styles), list(styles.values()))[0]
        throw = thrower.throw(0, RollRequest(field, {0: None}, 2), skill, rng, style=style)
        outcome = roll_outcomes(RollRequest(field, {0: throw}, 2), rng, config)[0]
        out.append(ThrowRecord(field, throw, outcome.result.value, len(outcome.cores)))
    return out


def test_recorded_throws_read_back_and_bad_lines_are_named(tmp_path: Path) -> None:
    records = practice(3, 0.5, MIXED)
    for record in records:
        record_throw("Ann", record, tmp_path)
    path = throws_path("Ann", tmp_path)
    with path.open("a") as out:
        out.write("{not json\n")
    back, problems = load_throws("Ann", tmp_path)
    assert back == records
    assert len(problems) == 1 and problems[0].startswith(f"{path}:4: ")


def test_profile_names_stay_in_the_user_folder() -> None:
    with pytest.raises(ProfileError, match="not a profile name"):
        throws_path("../evil")


def test_profile_needs_enough_throws_and_a_missing_one_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ProfileError, match="at least 10"):
        fit_profile("Ann", practice(3, 0.5, MIXED))
    with pytest.raises(ProfileError, match="no rolling profile 'Bob'"):
        load_profile("Bob", tmp_path)


def test_fit_recovers_the_thrower_and_saves(tmp_path: Path) -> None:
    records = practice(300, 0.3, MIXED)
    profile = fit_profile("Ann", records)
    assert abs(profile.aim_sd_deg - 6.6) < 1.2  # the model's aim spread at skill 0.3
    assert abs(profile.like_skill - 0.3) < 0.15
    assert profile.styles["rolled"] > profile.styles["slid"] > profile.styles["spun"]
    save_profile(profile, tmp_path)
    assert load_profile("Ann", tmp_path) == profile


def test_profile_throws_reproduce_the_practice_open_rate_small() -> None:
    """Small sample: within 3 points, or not beyond them by more than the samples' own noise (2 SE)."""
    records = practice(400, 0.3, MIXED, seed=2)
    check = check_profile(fit_profile("Ann", records), records, per_field=3)
    p = check.practice_open
    noise = 2 * math.sqrt(p * (1 - p) / check.practice_throws + p * (1 - p) / check.simulated_throws)
    assert abs(check.simulated_open - p) <= 0.03 + noise, check


@pytest.mark.slow
@pytest.mark.parametrize(
    ("skill", "styles"),
    [(0.3, MIXED), (0.8, {ThrowStyle.ROLLED: 1.0}), (0.0, {ThrowStyle.SLID: 1.0}), (0.55, {ThrowStyle.SPUN: 1.0})],
)
def test_profile_throws_reproduce_the_practice_open_rate(skill: float, styles: dict[ThrowStyle, float]) -> None:
    records = practice(1500, skill, styles, seed=3)
    check = check_profile(fit_profile("Ann", records), records, per_field=2)
    assert abs(check.simulated_open - check.practice_open) <= 0.03, check


def test_simulate_throws_like_a_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path))
    save_profile(fit_profile("Ann", practice(40, 0.9, {ThrowStyle.ROLLED: 1.0})))
    out = tmp_path / "run"
    code = main(["simulate", "--decks", "aquos_flow", "pyrus_fury", "--games", "2", "--agents", "heuristic",
                 "--roll-profile", "Ann,-", "--out", str(out)])  # fmt: skip
    assert code == 0
    games = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    for game in games:
        assert game["throwers"][game["sides"].index(0)] == "profile Ann"
        assert game["throwers"][game["sides"].index(1)] == ""
    assert main(["simulate", "--decks", "aquos_flow", "pyrus_fury", "--roll-profile", "Nobody",
                 "--out", str(out)]) == 2  # fmt: skip


def test_the_editors_test_can_throw_like_a_profile() -> None:
    from game.decks import ready_decks
    from game.sim.background import gauntlet_spec

    decks = ready_decks()
    spec = fit_profile("Ann", practice(20, 0.7, {ThrowStyle.ROLLED: 1.0})).spec()
    tasks = gauntlet_spec(decks[0], decks[1:3], 2, thrower=spec).tasks()
    assert len(tasks) == 4 and all(t.throwers == (spec, None) for t in tasks)
    assert gauntlet_spec(decks[0], decks[1:3], 2).tasks()[0].throwers == ()


def test_a_computer_seat_at_the_table_throws_like_a_profile() -> None:
    """The table animates physics rolls through roll_with_trajectory: the profile's seats keep it."""
    from game.physics import PhysicsRollModel
    from game.sim.throwers import SpecThrower, TrackedSeatThrowers, seat_throwers

    spec = fit_profile("Ann", practice(20, 0.7, {ThrowStyle.SLID: 1.0})).spec()
    model = seat_throwers(PhysicsRollModel(), {1: spec})
    assert isinstance(model, TrackedSeatThrowers)
    field = random_field(random.Random(4), 5)
    request = RollRequest(field, {0: None, 1: None}, 2)
    throws = model.throws(request, random.Random(9))
    rng = random.Random(9)
    default = Thrower.shared(default_config()).throw(0, request, default_config().default_skill, rng)
    assert throws[0] == default
    assert throws[1] == SpecThrower(spec, default_config()).throw(1, request, rng)
    assert throws[1] is not None and throws[1].style is ThrowStyle.SLID
    record = model.roll_with_trajectory(request, random.Random(9))
    assert set(record.outcomes()) == {0, 1}
