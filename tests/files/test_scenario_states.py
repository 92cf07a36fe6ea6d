"""A scenario's exact `state:` is checked field by field (game/games/bakugan/scenario/state_check.py): each field
its type, unknown keys named, every seat, card, Bakugan and BakuCore one that exists, a team of
three; the error names the file, the line of the part at fault and the field's path."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.games.bakugan.scenario.file import ScenarioFileError, build_game, read_scenario
from tests.helpers import fixture_catalog, new_game

State = dict[str, Any]


def _saved_state() -> State:
    game = new_game(3)
    game.begin_setup()
    data: State = json.loads(json.dumps(game.state.to_json()))
    return data


def _write(tmp_path: Path, state: State | str) -> Path:
    path = tmp_path / "state.yaml"
    path.write_text(yaml.safe_dump({"name": "saved", "state": state}, sort_keys=False))
    return path


def _load(path: Path) -> None:
    build_game(read_scenario(path), path, fixture_catalog())


def _set(path: list[Any], value: Any) -> Callable[[State], None]:
    def change(state: State) -> None:
        node: Any = state
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change


CASES: list[tuple[str, Callable[[State], None], str]] = [
    ("pool a word", _set(["players", 0, "pool"], "lots"), "state.players[0].pool is 'lots'; it must be int"),
    ("open a number", _set(["bakugan", 1, "open"], 1), "state.bakugan[1].open is 1; it must be bool"),
    ("unknown key", _set(["players", 1, "poool"], 3), "state.players[1] has unknown key(s) poool"),
    ("card not there", _set(["players", 0, "hand"], [9999]), "state.players[0].hand is card 9999"),
    ("owner seat 7", _set(["bakugan", 0, "owner"], 7), "state.bakugan[0].owner is seat 7"),
    ("step unknown", _set(["step"], "teatime"), "state.step is 'teatime'; one of setup"),
    ("two Bakugan", _set(["players", 1, "bakugan"], [3, 4]), "rule 1.1.2: state.players[1] has 2 Bakugan"),
    ("victor missing", _set(["victor"], 99), "state.victor is Bakugan 99"),
    ("core not there", _set(["players", 0, "cores"], ["zz"]), "state.players[0].cores names 'zz'"),
    ("players a word", _set(["players"], "many"), "state.players is a list of PlayerState mappings"),
    ("seats five", _set(["seats"], 5), "state has 5 seats and 2 players"),
    ("no cards", lambda s: s.pop("cards"), "state has no 'cards'"),
    ("frame kind unknown", _set(["frames", 0, "kind"], "nap"), "rule 1.14: state.frames[0].kind is 'nap'; one of"),
    (
        "frame field of another kind",
        _set(["frames", 0, "holder"], 1),
        "state.frames[0].holder: a decision frame has no",
    ),
    ("frame key unknown", _set(["frames", 0, "when"], 1), "state.frames[0] has unknown key(s) when"),
    ("frame seat a word", _set(["frames", 0, "seat"], "me"), "state.frames[0].seat is 'me'; it must be int"),
    ("turn field a word", _set(["evo_free"], "yes"), "state.evo_free is 'yes'; it must be bool"),
]


@pytest.mark.parametrize(("name", "change", "words"), CASES, ids=[c[0] for c in CASES])
def test_a_wrong_field_of_a_state_is_named_with_its_line(
    tmp_path: Path, name: str, change: Callable[[State], None], words: str
) -> None:
    state = _saved_state()
    change(state)
    path = _write(tmp_path, state)
    with pytest.raises(ScenarioFileError) as err:
        _load(path)
    message = str(err.value)
    assert words in message and f"{path}:" in message, message
    assert err.value.line and err.value.line > 1


def test_a_state_written_as_json_text_is_checked_the_same(tmp_path: Path) -> None:
    state = _saved_state()
    state["turn"] = "two"
    path = _write(tmp_path, json.dumps(state))
    with pytest.raises(ScenarioFileError, match=r"state\.yaml:1: .*state\.turn is 'two'; it must be int"):
        _load(path)


def test_a_saved_state_unchanged_loads(tmp_path: Path) -> None:
    _load(_write(tmp_path, _saved_state()))


def test_1_1_1_a_bad_field_of_a_state_names_its_own_line(tmp_path: Path) -> None:
    state = _saved_state()
    state["players"][1]["pool"] = "lots"
    path = _write(tmp_path, state)
    lines = path.read_text().splitlines()
    pool_lines = [n for n, text in enumerate(lines, start=1) if text.strip() == "pool: lots"]
    with pytest.raises(ScenarioFileError) as err:
        _load(path)
    assert len(pool_lines) == 1 and f"state.yaml:{pool_lines[0]}:" in str(err.value), str(err.value)
    assert "rule 1.1.1: state.players[1].pool is 'lots'; it must be int" in str(err.value)
