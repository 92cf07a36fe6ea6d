"""A bad lone value or a bad list item of a scenario names its own line, not the line of the
mapping that holds it (game/files/yaml_lines.py keeps the line of every value and item)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games.bakugan.scenario.file import (
    ScenarioFileError,
    build_game,
    read_scenario,
    run_scenario,
    scenario_catalog,
)
from tests.helpers import fixture_catalog

HEAD = "name: lines\nposition:\n  players:\n"
ANN = "    - characters: [ts-1, ts-2, ts-6]\n      hand: [ts-10]\n"
BOB = "    - characters: [ts-3, ts-4, ts-5]\n"


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "lines.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _refused(path: Path) -> str:
    with pytest.raises(ScenarioFileError) as err:
        doc = read_scenario(path)
        build_game(doc, path, scenario_catalog(doc, path, fixture_catalog()))
    return str(err.value)


def test_5_1_1_a_bad_turn_names_the_turn_line(tmp_path: Path) -> None:
    message = _refused(_write(tmp_path, HEAD + ANN + BOB + "  step: power\n  turn: 0\n"))
    assert "lines.yaml:8:" in message and "rule 5.1.1: turn is a turn number from 1, not 0" in message


def test_1_7_1_a_bad_pool_names_its_own_line_inside_the_player(tmp_path: Path) -> None:
    message = _refused(_write(tmp_path, HEAD + ANN + BOB + "      pool: -2\n"))
    assert "lines.yaml:7:" in message and "rule 1.7.1: player 1's pool is -2" in message


def test_1_1_2_a_player_written_as_a_lone_value_names_its_item_line(tmp_path: Path) -> None:
    message = _refused(_write(tmp_path, HEAD + ANN + "    - nobody\n"))
    assert "lines.yaml:6:" in message and "rule 1.1.2: player 1 must be a mapping" in message


def test_1_4_3_a_field_entry_that_is_not_a_mapping_names_its_item_line(tmp_path: Path) -> None:
    field = "  field:\n    - {core: core-1, cell: [0, 0], owner: 0}\n    - core-2\n"
    message = _refused(_write(tmp_path, HEAD + ANN + BOB + field))
    assert "lines.yaml:9:" in message and "rule 1.4.3: field entry 2 is like" in message


def test_1_4_3_a_bad_cell_names_the_cell_line(tmp_path: Path) -> None:
    field = "  field:\n    - core: core-1\n      owner: 0\n      cell: [0, x]\n"
    message = _refused(_write(tmp_path, HEAD + ANN + BOB + field))
    assert "lines.yaml:10:" in message and "field entry 1's cell is two whole numbers" in message


def test_a_lone_inline_card_names_its_item_line(tmp_path: Path) -> None:
    message = _refused(_write(tmp_path, "name: lines\ncards:\n  - 42\nposition:\n  players: []\n"))
    assert "lines.yaml:3:" in message and "each inline card is a mapping" in message


def test_a_bad_roll_item_names_its_item_line(tmp_path: Path) -> None:
    with pytest.raises(ScenarioFileError) as err:
        read_scenario(_write(tmp_path, HEAD + ANN + BOB + "rolls:\n  - {0: opened}\n  - nope\n"))
    assert "lines.yaml:9:" in str(err.value) and "a roll is like" in str(err.value)


def test_a_bad_action_item_names_its_item_line(tmp_path: Path) -> None:
    path = _write(tmp_path, HEAD + ANN + BOB + "actions:\n  - 17\n")
    with pytest.raises(ScenarioFileError) as err:
        run_scenario(path, fixture_catalog())
    assert "lines.yaml:8:" in str(err.value) and "bad action 17" in str(err.value)
