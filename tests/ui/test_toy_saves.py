"""Saved Toy Battle games, through real pygame events: the autosave at each new turn, and Other
games > Continue a Toy Battle game reopening it at the same state hash; a save breaking the rules
is refused naming the file and the action."""

from __future__ import annotations

import json
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pytest

from game.games.toy_battle.save_file import ToySaveError, read_save
from game.games.toy_battle.ui.saves import FOLDER, TITLE
from game.games.toy_battle.ui.table import ToyTableScene, open_toy_table
from game.games.toy_figures import toy_pieces, toy_teams
from game.ui.app import App
from game.ui.menu import MenuScene
from tests.ui import saves_driver
from tests.ui.driver import leave_to_menu
from tests.ui.editor_driver import menu_app
from tests.ui.test_toy_table import human_move


def table_at_turn(tmp_path: Path, seed: int, turn: int) -> tuple[App, ToyTableScene]:
    """Ann against the computer from the menu, played to `turn`."""
    app, _menu = menu_app(tmp_path)
    open_toy_table(app, toy_teams(None, ["Ann", "Bob"]), [False, True], seed=seed)
    scene = app.stack.top
    assert isinstance(scene, ToyTableScene)
    saves_driver.play_until_turn(app, scene, turn, human_move)
    return app, scene


def test_the_autosave_continues_from_the_menu_at_the_same_position(tmp_path: Path) -> None:
    app, scene = table_at_turn(tmp_path, 5, 3)
    assert FOLDER.autosave_path().is_file()
    leave_to_menu(app)  # the autosave is written again on the way out
    digest = scene.game.state.state_hash()
    assert isinstance(app.stack.top, MenuScene)
    loaded = saves_driver.pick(app, saves_driver.open_continue(app, "toy_continue", TITLE), FOLDER.autosave_path())
    assert isinstance(loaded, ToyTableScene) and loaded is not scene
    assert loaded.game.state.state_hash() == digest and loaded.computer == [False, True]


def test_a_save_breaking_the_rules_is_refused(tmp_path: Path) -> None:
    table_at_turn(tmp_path, 6, 2)
    data = json.loads(FOLDER.autosave_path().read_text(encoding="utf-8"))
    data["actions"].insert(1, data["actions"][0])  # the first core placed twice
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ToySaveError) as caught:
        read_save(bad, toy_pieces())
    assert "action 2 breaks the rules" in str(caught.value) and str(bad) in str(caught.value)
