"""The Fusion World scenario files run through the same reader as `scenario check`."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.files.paths import game_cards
from game.games.bakugan.scenario.file import ScenarioFileError
from game.games.registry import run_any_scenario

PUZZLES = game_cards("fusion_world") / "puzzles"
FILES = sorted([*Path(__file__).with_name("scenarios").glob("*.yaml"), *PUZZLES.glob("*.yaml")])


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_file_passes(path: Path) -> None:
    run = run_any_scenario(path)
    failures = [str(c) for c in run.checks if not c.ok]
    assert run.checks and not failures, failures


def test_a_bad_scenario_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(
        "game: fusion-world\nplayers:\n  - leader: FW-R00\n  - leader: FW-B00\nactions:\n  - {action: Fly, seat: 0}\n",
        encoding="utf-8",
    )
    with pytest.raises(ScenarioFileError) as caught:
        run_any_scenario(path)
    assert ":6" in str(caught.value) or "line 6" in str(caught.value)
