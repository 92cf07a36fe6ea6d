"""Fusion World puzzles at the table: chosen from the menu (Other games), played through real
pygame events, the table announcing a solved or a failed puzzle; a damaged puzzle file is
reported, not opened."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path
from typing import Any

from game.games.fusion_world.actions import Activate, Attack, EndMain, UseExtra
from game.games.fusion_world.ui.draw import card_rects
from game.games.fusion_world.ui.puzzles import TITLE, user_fw_puzzles_dir
from game.games.fusion_world.ui.table import FusionTableScene
from game.ui.confirm_dialog import ConfirmDialog
from game.ui.games_menu import GamesMenu
from game.ui.pick_dialog import PickDialog
from tests.ui.driver import click
from tests.ui.editor_driver import centre, menu_app
from tests.ui.test_fusion_table import button_for
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]


def open_chooser(tmp_path: Path) -> tuple[Any, PickDialog]:
    app, menu = menu_app(tmp_path)
    click(app, centre(menu.buttons(), "games"))
    games = app.stack.top
    assert isinstance(games, GamesMenu)
    click(app, centre(games.buttons(), "fusion_puzzles"))
    chooser = app.stack.top
    assert isinstance(chooser, PickDialog) and chooser.title == TITLE
    return app, chooser


def pick(app: Any, chooser: PickDialog, stem: str) -> Any:
    key_ = next(item.key for item in chooser.items if Path(item.key).stem == stem)
    row = chooser.row_of(key_)
    assert row is not None
    click(app, row.center)
    return app.stack.top


def press_action(app: Any, scene: FusionTableScene, card: int | None, wanted: type) -> None:
    if card is not None:
        click(app, card_rects(scene)[card].center)
    found = button_for(scene, wanted)
    assert found is not None, f"no {wanted.__name__} button among {[label for label, _ in scene.choices()]}"
    click(app, centre(scene.buttons(), found))


def solve_palm_lethal(app: Any, scene: FusionTableScene) -> None:
    state = scene.game.state
    press_action(app, scene, state.leaders[0], Attack)
    press_action(app, scene, state.leaders[0], Activate)
    press_action(app, scene, state.zone("hand", 0)[0], UseExtra)
    for _ in range(10):  # going on is all that is left in the attack step: the table goes on (auto-pass)
        app.frame()
    assert scene.auto_passes >= 1


def test_a_puzzle_chosen_from_the_menu_is_solved_and_announced(tmp_path: Path, shots: Path) -> None:
    app, chooser = open_chooser(tmp_path)
    stems = [Path(item.key).stem for item in chooser.items]
    assert "palm_lethal" in stems and "palm_lethal_twin" not in stems  # the unsolvable test twin is not offered
    save(app, shots, "fusion_puzzle_chooser")
    scene = pick(app, chooser, "palm_lethal")
    assert isinstance(scene, FusionTableScene) and scene.puzzle is not None
    assert scene.computer == [False, True] and "win this turn" in scene.goal
    solve_palm_lethal(app, scene)
    assert scene.puzzle_result() == "solved" and scene.game.core.winner == 0
    save(app, shots, "fusion_puzzle_solved")
    click(app, centre(scene.buttons(), "retry"))
    again = app.stack.top
    assert isinstance(again, FusionTableScene) and again is not scene and again.puzzle_result() is None
    solve_palm_lethal(app, again)
    click(app, centre(again.buttons(), "puzzles"))
    assert isinstance(app.stack.top, PickDialog)


def test_a_puzzle_failed_when_the_turn_ends_without_the_win(tmp_path: Path, shots: Path) -> None:
    app, chooser = open_chooser(tmp_path)
    scene = pick(app, chooser, "palm_lethal")
    assert isinstance(scene, FusionTableScene)
    turn = scene.game.core.turn
    press_action(app, scene, None, EndMain)
    for _ in range(20):
        app.frame()
    assert scene.puzzle_result() == "failed"
    assert scene.game.core.turn == turn + 1 and not scene.game.over
    hand_before = list(scene.game.state.zone("hand", 1))
    for _ in range(20):
        app.frame()  # the computer does not play on once the puzzle is decided
    assert scene.game.core.turn == turn + 1 and scene.game.state.zone("hand", 1) == hand_before
    assert scene.legal() == []
    save(app, shots, "fusion_puzzle_failed")


def test_a_damaged_puzzle_file_is_listed_as_unreadable_and_reported(tmp_path: Path) -> None:
    folder = user_fw_puzzles_dir_for(tmp_path)
    (folder / "broken.yaml").write_text("game: fusion-world\nname: [unclosed\n", encoding="utf-8")
    app, chooser = open_chooser(tmp_path)
    item = next(i for i in chooser.items if Path(i.key).stem == "broken")
    assert item.detail.startswith("cannot be read")
    shown = pick(app, chooser, "broken")
    assert isinstance(shown, ConfirmDialog) and "broken.yaml" in shown.message


def user_fw_puzzles_dir_for(data_dir: Path) -> Path:
    os.environ["BAKUGAN_SAVE_DIR"] = str(data_dir)
    folder = user_fw_puzzles_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder
