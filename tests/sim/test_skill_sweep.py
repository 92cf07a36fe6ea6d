"""The skill sweep: per-side throwing skill, the grid's report, and the fast roll model within 3
points of full physics at every skill of the grid (on the rolls of real games)."""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

import pytest

from game.cli import main
from game.games.bakugan.decks import ready_decks
from game.games.bakugan.sim.roll_check import compare_open_rates, game_roll_requests
from game.games.bakugan.sim.skill_sweep import DEFAULT_SKILLS, parse_skills
from game.games.bakugan.sim.tasks import GameTask, run_task
from game.roll.seam import RollRequest
from game.roll.throwers import ThrowerSpec


@lru_cache(maxsize=1)
def _requests() -> list[RollRequest]:
    return game_roll_requests(12, seed=3)


def _task(throwers: tuple[ThrowerSpec | None, ...]) -> GameTask:
    decks = tuple(str(p) for p in ready_decks()[:2])
    return GameTask(index=1, seed=77, decks=decks, agents=("heuristic", "heuristic"), rolls="fast", throwers=throwers)


def test_no_thrower_and_the_default_skill_play_the_same_game() -> None:
    plain = run_task(_task(()))
    assert run_task(_task((None, None)))["final_hash"] == plain["final_hash"]
    # the roll model's own thrower throws at the default skill (0.5) with rolled throws
    default = run_task(_task((ThrowerSpec(skill=0.5), ThrowerSpec(skill=0.5))))
    assert default["final_hash"] == plain["final_hash"]
    assert default["throwers"] == ["skill 0.5", "skill 0.5"]


def test_a_practised_side_opens_more_rolls() -> None:
    opened = [0, 0]
    thrown = [0, 0]
    for index in range(4):
        game = run_task(
            GameTask(index=index, seed=500 + index, decks=_task(()).decks, agents=("heuristic", "heuristic"),
                     rolls="fast", throwers=(ThrowerSpec(skill=1.0), ThrowerSpec(skill=0.0)))
        )  # fmt: skip
        for seat, side in enumerate(game["sides"]):
            rolls = game["seats"][seat]["rolls"]
            opened[side] += rolls.get("opened", 0)
            thrown[side] += sum(rolls.values())
    assert opened[0] / thrown[0] > 0.8 > 0.4 > opened[1] / thrown[1]


def test_skills_are_read_with_clear_errors() -> None:
    assert parse_skills("0, 0.5,1") == (0.0, 0.5, 1.0)
    with pytest.raises(ValueError, match="between 0 and 1"):
        parse_skills("0,1.5")
    with pytest.raises(ValueError, match="--skills"):
        parse_skills("0,high")


def test_sweep_run_writes_the_grid(tmp_path: Path) -> None:
    out = tmp_path / "sweep"
    code = main(
        ["simulate", "--skill-sweep", "--skills", "0,1", "--decks", "aquos_flow", "pyrus_fury", "--games", "2",
         "--agents", "random", "--seed", "2", "--out", str(out)]
    )  # fmt: skip
    assert code == 0
    grid = json.loads((out / "skill_sweep.json").read_text())
    assert [[c["skill"] for c in row] for row in grid["cells"]] == [[[0, 0], [0, 1]], [[1, 0], [1, 1]]]
    assert all(c["games"] == 2 and c["open_rate"][0]["n"] > 0 for row in grid["cells"] for c in row)
    assert (out / "skill_sweep.png").exists()
    assert "win at least half" in (out / "skill_sweep.md").read_text()


def test_sweep_refuses_rolls_without_throws(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--skill-sweep", "--decks", "aquos_flow", "pyrus_fury", "--rolls", "probabilistic",
                 "--out", str(tmp_path / "x")])  # fmt: skip
    assert code == 2
    assert "--rolls fast or physics" in capsys.readouterr().out


@pytest.mark.parametrize("skill", DEFAULT_SKILLS)
def test_fast_model_near_physics_at_each_skill_small(skill: float) -> None:
    """Small sample: the gap may exceed 3 points only by the physics sample's own noise (2 SE)."""
    rates = compare_open_rates(_requests(), ThrowerSpec(skill=skill), 800, seed=2)
    noise = 2 * math.sqrt(rates.physics * (1 - rates.physics) / rates.throws)
    assert abs(rates.gap) <= 0.03 + noise, f"skill {skill}: physics {rates.physics:.3f}, fast {rates.fast:.3f}"


@pytest.mark.slow
@pytest.mark.parametrize("skill", DEFAULT_SKILLS)
def test_fast_model_within_3_points_of_physics_at_each_skill(skill: float) -> None:
    rates = compare_open_rates(_requests(), ThrowerSpec(skill=skill), 8000, seed=5)
    assert abs(rates.gap) <= 0.03, f"skill {skill}: physics {rates.physics:.3f}, fast {rates.fast:.3f}"
