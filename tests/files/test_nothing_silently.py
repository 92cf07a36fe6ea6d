"""Nothing accepted silently and no work lost: a Fusion World replay keeps the card lists it was
played with (editing a deck file afterwards changes nothing), Fusion World's table refuses a deck
the rules refuse before any window opens."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import main
from game.games.fusion_world.decks import DECKS_DIR as FW_DECKS


def test_a_fusion_world_replay_keeps_its_card_lists(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text((FW_DECKS / "ember_rush.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    args = ["simulate", "--game", "fusion-world", "--decks", str(mine), "tidewatch_control", "--games", "1"]
    assert main([*args, "--out", str(tmp_path / "run"), "--save-replays", str(tmp_path / "r")]) == 0
    (replay,) = (tmp_path / "r").glob("*.json")
    data = json.loads(replay.read_text(encoding="utf-8"))
    assert str(mine) not in replay.read_text(encoding="utf-8")  # no deck path: the cards themselves
    assert [len(p["deck"]) for p in data["players"]] == [50, 50] and data["players"][0]["leader"] == "FW-R00"
    mine.write_text(mine.read_text(encoding="utf-8").replace("FW-R01: 4", "FW-R01: 3\n  FW-B07: 3"), encoding="utf-8")
    mine.unlink()  # edited, then gone: the replay does not need it
    capsys.readouterr()
    assert main(["replay", str(replay), "--verify"]) == 0
    assert "verified: state hash" in capsys.readouterr().out


def test_a_fusion_world_replay_of_version_1_is_still_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Replays written before card lists named their deck files: read from those files."""
    args = ["simulate", "--game", "fusion-world", "--games", "1", "--out", str(tmp_path / "run")]
    assert main([*args, "--save-replays", str(tmp_path / "r")]) == 0
    (replay,) = (tmp_path / "r").glob("*.json")
    data = json.loads(replay.read_text(encoding="utf-8"))
    old = {
        "game": "fusion-world",
        "decks": [str(FW_DECKS / "ember_rush.yaml"), str(FW_DECKS / "tidewatch_control.yaml")],
        "names": [p["name"] for p in data["players"]],
        "seed": data["seed"],
        "actions": data["actions"],
        "final_hash": data["final_hash"],
    }
    replay.write_text(json.dumps(old), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(replay), "--verify"]) == 0
    assert "verified" in capsys.readouterr().out


def test_fusion_world_play_refuses_a_deck_with_five_copies(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    five = tmp_path / "five.yaml"
    text = (FW_DECKS / "ember_rush.yaml").read_text(encoding="utf-8")
    five.write_text(text.replace("FW-R01: 4", "FW-R01: 5").replace("FW-R02: 4", "FW-R02: 3"), encoding="utf-8")
    assert main(["play", "--game", "fusion-world", "--decks", str(five), "tidewatch_control"]) == 1
    said = capsys.readouterr().out
    assert "rule 5.4" in said and "5 copies of" in said


def test_scenario_solve_solves_every_shipped_battle_monsters_puzzle(capsys: pytest.CaptureFixture[str]) -> None:
    from game.games.battle_monsters.puzzle import shipped_puzzles

    for puzzle in shipped_puzzles():
        assert main(["scenario", "solve", str(puzzle)]) == 0
        said = capsys.readouterr().out
        assert "win_this_turn for player" in said and ": reachable" in said and "a winning line:" in said, said


@pytest.mark.parametrize("option", [["--load", "saved.json"], ["--continue"]])
def test_battle_monsters_play_refuses_a_saved_game_it_cannot_open(
    option: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """Battle Monsters' table has no saved games yet: --load and --continue are refused, not ignored."""
    assert main(["play", "--game", "battle-monsters", *option]) == 2
    assert f"play {option[0]} does not apply to Battle Monsters" in capsys.readouterr().out
