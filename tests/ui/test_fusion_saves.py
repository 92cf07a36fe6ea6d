"""Saved Fusion World games: the table's Save button and the autosave at each new turn write an
atomic, versioned file; Other games > Continue reopens it where it was (driven through real pygame
events); a damaged save is listed and reported with its file and problem, the copy it replaced
kept and offered; a newer version is refused by name."""

from __future__ import annotations

import json
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path
from typing import Any

from game.files.saved_game import previous_path
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.match import load_decks
from game.games.fusion_world.save_file import FwSaveError, read_save
from game.games.fusion_world.ui.saves import TITLE, autosave_path, fw_saves_dir
from game.games.fusion_world.ui.table import FusionTableScene, open_fusion_table
from game.ui.confirm_dialog import ConfirmDialog
from game.ui.gameover import GameOverScene
from game.ui.games_menu import GamesMenu
from game.ui.handover import HandOverScene
from game.ui.pick_dialog import PickDialog
from tests.ui import saves_driver
from tests.ui.driver import click, leave_to_menu, make_app
from tests.ui.editor_driver import centre, menu_app
from tests.ui.saves_driver import pick
from tests.ui.test_fusion_table import human_move
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]


def play_until_turn(app: Any, scene: FusionTableScene, turn: int) -> None:
    saves_driver.play_until_turn(app, scene, turn, human_move)


def open_continue(app: Any) -> PickDialog:
    return saves_driver.open_continue(app, "fusion_continue", TITLE)


def test_save_then_continue_from_the_menu_reopens_the_same_position(tmp_path: Path, shots: Path) -> None:
    app, _menu = menu_app(tmp_path)
    scene = open_fusion_table(app, default_pool(), load_decks(None), ["Ann"], [False, True], 21)
    play_until_turn(app, scene, 4)
    assert autosave_path().is_file()  # written as the turn changed
    click(app, centre(scene.buttons(), "save"))
    saved = [p for p in fw_saves_dir().glob("*.json") if not p.name.startswith("autosave")]
    assert len(saved) == 1 and scene.notice.startswith("Saved")
    save(app, shots, "fusion_saved_notice")
    digest, turn = scene.game.state.state_hash(), scene.game.core.turn
    leave_to_menu(app)
    chooser = open_continue(app)
    save(app, shots, "fusion_continue_chooser")
    loaded = pick(app, chooser, saved[0])
    assert isinstance(loaded, FusionTableScene) and loaded is not scene
    assert loaded.game.state.state_hash() == digest and loaded.game.core.turn == turn
    assert loaded.computer == [False, True]
    play_until_turn(app, loaded, turn + 2)  # the game goes on after loading
    assert loaded.game.core.turn >= turn + 1 or loaded.game.over


def test_a_damaged_save_is_reported_and_the_copy_before_it_offered(tmp_path: Path, shots: Path) -> None:
    app = make_app(tmp_path)
    scene = open_fusion_table(app, default_pool(), load_decks(None), ["Ann"], [False, True], 5)
    play_until_turn(app, scene, 3)
    good_turn = scene.game.core.turn
    play_until_turn(app, scene, good_turn + 1)
    latest = autosave_path()
    assert previous_path(latest).is_file()  # the autosave before the latest is kept
    latest.write_text(latest.read_text(encoding="utf-8")[:200], encoding="utf-8")  # a crash mid-copy
    app.stack.clear_to(GamesMenu(app))  # (leaving by the pause menu would write the autosave again)
    app.frame()
    chooser = open_continue(app)
    item = next(i for i in chooser.items if i.key == str(latest))
    assert item.detail.startswith("damaged")
    report = pick(app, chooser, latest)
    assert isinstance(report, ConfirmDialog) and "autosave.json" in report.message and "JSON" in report.message
    save(app, shots, "fusion_damaged_save")
    click(app, centre(report.buttons(), "previous"))
    table = app.stack.top
    assert isinstance(table, FusionTableScene) and table.game.core.turn == good_turn


def test_a_save_from_a_newer_version_or_breaking_the_rules_is_refused(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = open_fusion_table(app, default_pool(), load_decks(None), ["Ann"], [False, True], 8)
    play_until_turn(app, scene, 3)
    path = autosave_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({**data, "version": 99}), encoding="utf-8")
    try:
        read_save(newer, default_pool())
    except FwSaveError as exc:
        assert "version 99 is newer" in str(exc) and "newer.json" in str(exc)
    else:
        raise AssertionError("a newer save was read")
    data["actions"][3] = data["actions"][0]  # the redraw again, out of turn
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    try:
        read_save(bad, default_pool())
    except FwSaveError as exc:
        assert "action 4" in str(exc) and "breaks the rules" in str(exc)
    else:
        raise AssertionError("a save breaking the rules was read")


def test_two_people_continue_behind_the_hand_over_page(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = open_fusion_table(app, default_pool(), load_decks(None), ["Ann", "Bob"], [False, False], 9)
    play_until_turn(app, scene, 3)
    app.stack.clear_to(GamesMenu(app))
    app.frame()
    handover = pick(app, open_continue(app), autosave_path())
    loaded = app.stack.find(FusionTableScene)
    assert isinstance(loaded, FusionTableScene) and loaded is not scene
    # the person to act takes the screen first: nothing of either hand shows
    assert isinstance(handover, HandOverScene) and handover.seat == loaded.game.to_act()


def test_a_finished_game_is_autosaved_and_continue_shows_its_end(tmp_path: Path, shots: Path) -> None:
    """A player who continues after a game ended expects to see how it ended (as the Bakugan
    table's Continue shows): the final action writes the autosave, the start of the last turn is
    kept as the copy before it, the chooser says the game is over, and it opens at its end with
    the winner, the log and New game / Menu (the shell's game-over screen)."""
    app, _menu = menu_app(tmp_path)
    scene = open_fusion_table(app, default_pool(), load_decks(None), ["Ann"], [False, True], 21)
    play_until_turn(app, scene, 10_000)
    assert scene.game.over
    saved, game = read_save(autosave_path(), default_pool())
    assert game.over and game.state.state_hash() == scene.game.state.state_hash()
    assert len(saved.actions) == len(scene.actions)
    _before, at_last_turn = read_save(previous_path(autosave_path()), default_pool())
    assert not at_last_turn.over and at_last_turn.core.turn == scene.game.core.turn
    ending = scene.game.core.log[-1].text
    leave_to_menu(app)
    chooser = open_continue(app)
    item = next(i for i in chooser.items if i.key == str(autosave_path()))
    assert ", over, " in item.detail
    over = pick(app, chooser, autosave_path())  # the game-over screen, as when it ended
    loaded = app.stack.find(FusionTableScene)
    assert isinstance(loaded, FusionTableScene) and loaded.game.over
    assert isinstance(over, GameOverScene) and {"new", "menu", "table"} <= {b.key for b in over.buttons()}
    assert loaded.game.core.log[-1].text == ending
    save(app, shots, "fusion_continue_finished")
