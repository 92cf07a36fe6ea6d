"""Saved Battle Monsters games, through real pygame events: the pause menu's Save game… and the
autosave at each new turn write an atomic, versioned file (game/games/battle_monsters/save_file.py);
Other games > Continue a Battle Monsters game reopens it where it was, computer seats and all; two
people continue behind the hand-over screen; a damaged save is listed and reported with its file
and problem, the copy before it offered; a save from a newer version, breaking the rules or
naming an unknown card is refused by name."""

from __future__ import annotations

import json
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.files.saved_game import previous_path
from game.games.battle_monsters.save_file import BmSaveError, read_save
from game.games.battle_monsters.ui.saves import FOLDER, TITLE, bm_saves_dir
from game.games.battle_monsters.ui.table import MonstersTableScene, open_monsters_table
from game.ui.confirm_dialog import ConfirmDialog
from game.ui.handover import HandOverScene
from game.ui.menu import MenuScene
from game.ui.pause import PauseScene
from game.ui.pick_dialog import PickDialog
from game.ui.save_dialog import SaveDialog
from tests.ui import saves_driver
from tests.ui.driver import click, key, leave_to_menu, make_app, take_handover, type_text
from tests.ui.editor_driver import centre, menu_app
from tests.ui.saves_driver import pick
from tests.ui.test_monsters_table import DECKS, human_move
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]


def play_until_turn(app: Any, scene: MonstersTableScene, turn: int) -> None:
    saves_driver.play_until_turn(app, scene, turn, human_move)


def open_continue(app: Any) -> PickDialog:
    return saves_driver.open_continue(app, "monsters_continue", TITLE)


def test_save_by_name_then_continue_from_the_menu_reopens_the_same_position(tmp_path: Path, shots: Path) -> None:
    app, _menu = menu_app(tmp_path)
    scene = open_monsters_table(app, DECKS[2:4], ["Ann"], [False, True], seed=9)
    play_until_turn(app, scene, 3)
    assert FOLDER.autosave_path().is_file()  # written as the turn changed
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, centre(pause.buttons(), "save"))
    dialog = app.stack.top
    assert isinstance(dialog, SaveDialog)
    for _ in range(30):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "my monsters")
    key(app, pygame.K_RETURN)
    saved = bm_saves_dir() / "my_monsters.json"
    assert saved.is_file(), dialog.note
    digest, turn = scene.game.state.state_hash(), scene.game.core.turn  # (the table waits under the dialog)
    key(app, pygame.K_ESCAPE)
    leave_to_menu(app)
    chooser = open_continue(app)
    save(app, shots, "monsters_continue_chooser")
    item = next(i for i in chooser.items if i.key == str(saved))
    assert item.detail.startswith(f"Ann v {scene.game.name(1)}, turn {turn}")
    loaded = pick(app, chooser, saved)
    assert isinstance(loaded, MonstersTableScene) and loaded is not scene
    assert loaded.game.state.state_hash() == digest and loaded.computer == [False, True]
    assert [d.cards for d in loaded.decks] == [d.cards for d in scene.decks]
    play_until_turn(app, loaded, turn + 2)  # the game goes on after loading
    assert loaded.game.core.turn > turn or loaded.game.over


def test_two_people_continue_behind_the_hand_over_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = open_monsters_table(app, DECKS[:2], ["Ann", "Bo"], [False, False], seed=4)
    play_until_turn(app, scene, 3)
    app.stack.clear_to(MenuScene(app))
    handover = pick(app, open_continue(app), FOLDER.autosave_path())
    loaded = app.stack.find(MonstersTableScene)
    assert isinstance(loaded, MonstersTableScene) and loaded is not scene
    assert isinstance(handover, HandOverScene) and handover.seat == loaded.game.to_act()
    take_handover(app)
    assert loaded.viewer == handover.seat and not loaded.hand_hidden()


def test_a_damaged_autosave_is_reported_and_the_copy_before_it_offered(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = open_monsters_table(app, DECKS[2:4], ["Ann"], [False, True], seed=5)
    play_until_turn(app, scene, 3)
    good_turn = scene.game.core.turn
    play_until_turn(app, scene, good_turn + 1)
    latest = FOLDER.autosave_path()
    assert previous_path(latest).is_file()
    latest.write_text(latest.read_text(encoding="utf-8")[:200], encoding="utf-8")  # a crash mid-copy
    app.stack.clear_to(MenuScene(app))  # (leaving by the pause menu would write the autosave again)
    chooser = open_continue(app)
    assert next(i for i in chooser.items if i.key == str(latest)).detail.startswith("damaged")
    report = pick(app, chooser, latest)
    assert isinstance(report, ConfirmDialog) and "autosave.json" in report.message and "JSON" in report.message
    click(app, centre(report.buttons(), "previous"))
    table = app.stack.top
    assert isinstance(table, MonstersTableScene) and table.game.core.turn == good_turn


def _a_save(tmp_path: Path) -> dict[str, Any]:
    app = make_app(tmp_path)
    scene = open_monsters_table(app, DECKS[2:4], ["Ann"], [False, True], seed=8)
    play_until_turn(app, scene, 3)
    data: dict[str, Any] = json.loads(FOLDER.autosave_path().read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda d: d | {"version": 99}, "Battle Monsters save version 99 is newer than this program reads (2)"),
        (lambda d: d | {"actions": [*d["actions"][:3], d["actions"][1]]}, "action 4 breaks the rules"),
        (lambda d: d | {"decks": [["no-such-card"], d["decks"][1]]}, "unknown card 'no-such-card'"),
        (lambda d: d | {"ui": {"computer": [True]}}, "'ui.computer' must say true or false for each of the 2 seats"),
        (lambda d: d | {"format": "fusion-world-save"}, "not a Battle Monsters saved game"),
    ],
)
def test_a_save_that_cannot_be_used_is_refused_naming_the_file_and_the_problem(
    tmp_path: Path, change: Any, problem: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(change(_a_save(tmp_path))), encoding="utf-8")
    with pytest.raises(BmSaveError) as caught:
        read_save(bad)
    assert problem in str(caught.value) and str(bad) in str(caught.value)
