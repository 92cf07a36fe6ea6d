"""`scenario check FOLDER` (issue 35): every scenario file under the folder, each run by its own
game, the card sets and decks there left out; one summary line; exit 1 when any check fails, a
file cannot be used or the folder holds no scenario."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.cli import main
from game.scenarios.folder import folder_files

ROOT = Path(__file__).resolve().parents[1]
BM = ROOT / "tests/scenarios/battle_monsters/rule_1_3_the_effect_played_last_wins.yaml"
FW = ROOT / "tests/fusion_world/scenarios/attack_tie.yaml"


def _mixed(folder: Path) -> Path:
    """A folder of two games' scenarios, a card set (a list) and a deck in a sub-folder."""
    (folder / "deeper").mkdir(parents=True)
    shutil.copy(BM, folder / "bm.yaml")
    shutil.copy(FW, folder / "deeper" / "fw.yml")
    shutil.copy(ROOT / "cards/fusion_world/red.yaml", folder / "red_cards.yaml")
    shutil.copy(ROOT / "cards/bakugan/decks/pyrus_fury.yaml", folder / "deeper" / "deck.yaml")
    return folder


def test_a_folder_runs_every_games_scenarios_and_leaves_data_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _mixed(tmp_path / "mixed")
    found = folder_files(folder)
    assert [p.name for p in found.scenarios] == ["bm.yaml", "fw.yml"]
    assert sorted(p.name for p in found.data) == ["deck.yaml", "red_cards.yaml"]
    assert main(["scenario", "check", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "bm.yaml" in out and "fw.yml" in out
    assert "2 scenario files, 2 without a failure; 2 other YAML files (card sets, decks) left out" in out
    assert out.rstrip().splitlines()[-1].endswith(" 0 failed")


def test_a_failing_scenario_in_a_folder_fails_the_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = _mixed(tmp_path / "mixed")
    text = FW.read_text().replace("life: 7", "life: 6")
    assert text != FW.read_text()
    (folder / "wrong.yaml").write_text(text)
    (folder / "broken.yaml").write_text("game: battle-monsters\nname: [unclosed\n")
    assert main(["scenario", "check", "--quiet", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "ERROR" in out and "broken.yaml" in out and "wrong.yaml" in out
    assert "4 scenario files, 2 without a failure" in out
    assert "bm.yaml" not in out  # --quiet: a file without a failure is not listed


def test_a_folder_without_scenarios_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "decks").mkdir()
    shutil.copy(ROOT / "cards/bakugan/decks/pyrus_fury.yaml", tmp_path / "decks" / "deck.yaml")
    assert main(["scenario", "check", str(tmp_path / "decks")]) == 1
    assert "no scenario files in this folder" in capsys.readouterr().out


def test_every_shipped_scenario_of_every_game_passes(capsys: pytest.CaptureFixture[str]) -> None:
    folders = [ROOT / "tests/scenarios", ROOT / "tests/fusion_world/scenarios", ROOT / "cards"]
    assert main(["scenario", "check", "--quiet", *map(str, folders)]) == 0, capsys.readouterr().out
