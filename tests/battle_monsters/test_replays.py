"""Battle Monsters replay files: written by simulate, replayed to the same state hash, a damaged
one refused with the action and its rule."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import main
from game.games.battle_monsters.replay import BmReplayError, read, replay, run_replay


def _simulate(decks: list[str], games: int, agents: str, seed: int, folder: Path) -> None:
    """`simulate --game battle-monsters --save-replays FOLDER` (its report in FOLDER/run)."""
    args = ["simulate", "--game", "battle-monsters", "--decks", *decks, "--games", str(games), "--agents", agents]
    args += ["--seed", str(seed), "--out", str(folder / "run"), "--save-replays", str(folder)]
    assert main(args) == 0


def test_simulate_writes_replays_that_reach_the_same_state(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _simulate(["inferno_dragons", "tidal_wall"], 2, "heuristic,random", 5, tmp_path)
    files = sorted(tmp_path.glob("game_*.json"))
    assert len(files) == 2
    for path in files:
        game, count, written = replay(path, read(path))
        assert count > 0 and game.over and game.state.state_hash() == written
    assert run_replay(files[0], read(files[0]), verify=True, log=False) == 0
    assert "verified" in capsys.readouterr().out


def test_a_damaged_replay_names_the_action_and_the_rule(tmp_path: Path) -> None:
    _simulate(["stone_legion", "shadow_storm"], 1, "heuristic", 2, tmp_path)
    path = tmp_path / "game_00000.json"
    data = json.loads(path.read_text())
    data["actions"][8] = {"type": "Attack", "iid": 999, "target": None}
    with pytest.raises(BmReplayError, match=r"action 9 cannot be played: rule 7\.3"):
        replay(path, data)
    with pytest.raises(BmReplayError, match="not a Battle Monsters replay"):
        replay(path, {"format": "other"})


@pytest.mark.parametrize("path", sorted(Path("tests/scenarios/battle_monsters").glob("*.yaml")), ids=lambda p: p.stem)
def test_scenario_files_pass(path: Path) -> None:
    from game.games.registry import run_any_scenario

    run = run_any_scenario(path)
    failures = [str(c) for c in run.checks if not c.ok]
    assert run.checks and not failures, failures
