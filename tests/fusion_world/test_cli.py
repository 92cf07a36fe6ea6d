"""The shared commands with --game fusion-world: simulate (report and replays), replay --verify,
decks validate/list, scenario check."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import main


def test_simulate_writes_the_report_and_replays_that_verify(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out, replays = tmp_path / "run", tmp_path / "replays"
    code = main(
        [
            "simulate",
            "--game",
            "fusion-world",
            "--decks",
            "thunder_circus",
            "rootbound_ramp",
            "--games",
            "2",
            "--out",
            str(out),
            "--save-replays",
            str(replays),
        ]
    )
    assert code == 0
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    labels = [s["label"] for s in report["sides"]]
    assert report["games"] == 2 and labels == ["Thunder Circus [heuristic]", "Rootbound Ramp [heuristic]"]
    assert "first_player_win_rate" in report
    text = (out / "report.md").read_text(encoding="utf-8")
    assert "| Thunder Circus [heuristic] |" in text and "CPU seconds a game" in text
    capsys.readouterr()
    assert main(["replay", str(replays / "game_00001.json"), "--verify"]) == 0
    assert "verified" in capsys.readouterr().out
    data = json.loads((replays / "game_00000.json").read_text(encoding="utf-8"))
    data["final_hash"] = "0" * 16
    (replays / "bad.json").write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(replays / "bad.json"), "--verify"]) == 1


def test_simulate_refuses_an_unknown_player(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "fusion-world", "--agents", "genius"]) == 2
    assert "unknown Fusion World player" in capsys.readouterr().out


def test_decks_validate_cites_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: Bad\nleader: FW-R01\ncards:\n  FW-R02: 5\n", encoding="utf-8")
    assert main(["decks", "validate", "--game", "fusion-world", "ember_rush", str(bad)]) == 1
    text = capsys.readouterr().out
    assert "ember_rush.yaml: valid" in text and "rule 5.1:" in text and "rule 5.2:" in text and "rule 5.4:" in text
    assert main(["decks", "list", "--game", "fusion-world"]) == 0
    assert "thunder_circus" in capsys.readouterr().out


def test_scenario_check_runs_fusion_world_files(capsys: pytest.CaptureFixture[str]) -> None:
    folder = Path(__file__).with_name("scenarios")
    assert main(["scenario", "check", "--quiet", *map(str, sorted(folder.glob("*.yaml")))]) == 0
    assert " 0 failed" in capsys.readouterr().out


def test_cards_check_and_show(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "check", "--game", "fusion-world"]) == 0
    assert "4 Leaders" in capsys.readouterr().out
    assert main(["cards", "show", "--game", "fusion-world", "FW-Y06"]) == 0
    assert "[Blocker] [Evolve] Play on your Gorr" in capsys.readouterr().out
