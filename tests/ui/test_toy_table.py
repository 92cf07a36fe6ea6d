"""The Toy Battle table, opened from the menu and played to its end through real pygame events."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.toy_figures import toy_teams
from game.ui.games_menu import GamesMenu
from game.ui.menu import MenuScene
from game.ui.toy_table import ToyTableScene, cell_centre, open_toy_table
from tests.ui.driver import click, key, make_app
from tests.ui.editor_driver import centre, menu_app
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]


def human_move(app: object, scene: ToyTableScene) -> None:
    """What a person would click: a lit cell, one of their closed Bakugan, or Throw."""
    cells = scene.legal_cells()
    if cells:
        origin, size = scene.field_fit()
        click(app, cell_centre(next(iter(cells)), origin, size))  # type: ignore[arg-type]
        return
    picks = scene.selectable()
    if picks:
        click(app, scene.bakugan_rects()[max(picks)].center)  # type: ignore[arg-type]
        return
    click(app, centre(scene.buttons(), "throw"))  # type: ignore[arg-type]


def play_out(app: object, scene: ToyTableScene, frames: int = 400) -> None:
    for _ in range(frames):
        if scene.game.over:
            return
        if scene.human_to_act() is not None:
            human_move(app, scene)
        else:
            app.frame()  # type: ignore[attr-defined]


def test_toy_battle_opens_from_the_menu_and_plays_to_a_winner(tmp_path: Path) -> None:
    app, menu = menu_app(tmp_path)
    click(app, centre(menu.buttons(), "games"))
    games = app.stack.top
    assert isinstance(games, GamesMenu)
    click(app, centre(games.buttons(), "toy"))
    scene = app.stack.top
    assert isinstance(scene, ToyTableScene) and scene.computer == [False, True]
    play_out(app, scene)
    assert scene.game.over and scene.game.core.winner in (0, 1)
    click(app, centre(scene.buttons(), "again"))
    again = app.stack.top
    assert isinstance(again, ToyTableScene) and again is not scene and not again.game.over
    key(app, pygame.K_ESCAPE)
    app.frame()
    assert isinstance(app.stack.top, MenuScene)


def test_a_refused_click_changes_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    open_toy_table(app, toy_teams(None), [False, False], seed=3)
    scene = app.stack.top
    assert isinstance(scene, ToyTableScene)
    app.frame()
    before = scene.game.state.state_hash()
    click(app, (5, app.size[1] - 5))  # a corner: no cell, Bakugan or button
    assert scene.game.state.state_hash() == before


def test_toy_table_screenshot(tmp_path: Path, shots: Path) -> None:
    app = make_app(tmp_path)
    open_toy_table(app, toy_teams(None, ["Ann", "Bob"]), [False, True], seed=7)
    scene = app.stack.top
    assert isinstance(scene, ToyTableScene)
    for _ in range(30):
        if scene.human_to_act() is not None and scene.game.phase == "throw":
            break
        if scene.human_to_act() is not None:
            human_move(app, scene)
        else:
            app.frame()
    save(app, shots, "toy_table")
    assert scene.buttons() and scene.buttons()[0].key == "throw"
