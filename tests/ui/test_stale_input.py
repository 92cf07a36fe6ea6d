"""Input that belongs to a closed moment dies with it: a press, drag or key begun before the game
menu, a dialog or the hand-over screen opened never acts after it closes (real pygame events)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.bakugan.rules.actions import Pass
from game.games.bakugan.ui.table import TableScene
from game.ui.app import App
from game.ui.handover import HandOverScene
from game.ui.pause import PauseScene
from tests.helpers import fixture_catalog
from tests.ui.driver import click, key, make_app, post
from tests.ui.positions import brawl_spec, scenario_session


def _throwing_table(tmp_path: Path) -> tuple[App, TableScene]:
    spec = brawl_spec(step="roll", selected={0: 1, 1: 1})
    spec["players"][0]["bakugan"] = {0: {"open": True, "cores": ["core-4"]}}
    spec["players"][1]["bakugan"] = {0: {"open": True, "cores": ["core-12"]}}
    app = make_app(tmp_path, fixture_catalog())
    app.settings.handover = False
    table = TableScene(app, scenario_session(spec))
    app.stack.clear_to(table)
    app.frame()
    assert table.throwing() and table.viewer == 0
    return app, table


def _press_and_pull(app: App, table: TableScene) -> tuple[int, int]:
    """Press in Ann's release zone and pull back, without letting go; returns where the pointer is."""
    proj = table.projection
    start = proj.to_px(proj.geom.seats[0].to_table(0.0, 1.0))
    pull = (start[0], start[1] + 120)
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.frame()
    post(pygame.MOUSEMOTION, pos=pull, rel=(0, 0), buttons=(1, 0, 0))
    app.frame()
    assert table.drag_start == start
    return pull


def _release(app: App, at: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    app.frame()


def _resume(app: App) -> None:
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, next(b.rect.center for b in pause.buttons() if b.key == "resume"))


def _style_button(table: TableScene, style: str) -> tuple[int, int]:
    return next(b.rect.center for b in table.buttons if b.key == f"style:{style}")


def test_a_drag_through_the_game_menu_throws_nothing(tmp_path: Path) -> None:
    """The issue's repro: press in the release zone, drag, Esc, let go in the menu, Resume."""
    app, table = _throwing_table(tmp_path)
    pull = _press_and_pull(app, table)
    key(app, pygame.K_ESCAPE)  # the first Esc ends the pull-back
    assert table.drag_start is None and app.stack.top is table
    key(app, pygame.K_ESCAPE)  # the second opens the game menu, the button still held
    assert isinstance(app.stack.top, PauseScene)
    _release(app, pull)
    _resume(app)
    app.frame()
    assert app.stack.top is table
    assert table.game.state.this_turn.throws.get(0) is None and table.drag_start is None


def test_a_drag_let_go_after_the_menu_closed_throws_nothing(tmp_path: Path) -> None:
    """The menu opens and closes while the button is held: the release back at the table, and a
    later click on a style button, belong to the closed moment and throw nothing."""
    app, table = _throwing_table(tmp_path)
    pull = _press_and_pull(app, table)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    _resume(app)
    _release(app, pull)  # let go only now, back at the table
    click(app, _style_button(table, "spun"))
    assert table.style.value == "spun"
    assert table.game.state.this_turn.throws.get(0) is None, "a release that began before the menu threw"


def test_esc_then_a_style_button_throws_nothing(tmp_path: Path) -> None:
    app, table = _throwing_table(tmp_path)
    _press_and_pull(app, table)
    key(app, pygame.K_ESCAPE)
    click(app, _style_button(table, "slid"))  # press and release on the button, after Esc
    assert table.style.value == "slid"
    assert table.game.state.this_turn.throws.get(0) is None


def test_a_key_held_through_the_hand_over_does_not_act_for_the_next_player(tmp_path: Path) -> None:
    """Bob passes with Space and keeps it down; Ann confirms the hand-over with Enter: Bob's Space,
    still repeating, must not pass for Ann at her own screen (nor confirm the hand-over for her)."""
    app = make_app(tmp_path, fixture_catalog())
    table = TableScene(app, scenario_session(brawl_spec(priority=1)))
    app.stack.clear_to(table)
    app.frame()
    key(app, pygame.K_RETURN)  # Bob takes the screen
    assert table.viewer == 1 and table.handed_to == 1
    space = {"key": pygame.K_SPACE, "unicode": " ", "mod": 0, "scancode": 0}
    post(pygame.KEYDOWN, **space)
    app.frame()  # Bob passes; Ann has cards to play: the hand-over screen
    assert isinstance(app.stack.top, HandOverScene) and app.stack.top.seat == 0
    post(pygame.KEYDOWN, **space)  # the held key repeats
    app.frame()
    assert isinstance(app.stack.top, HandOverScene), "Space never confirms a hand-over"
    before = len(table.session.actions)
    key(app, pygame.K_RETURN)  # Ann is ready
    now: object = app.stack.top
    assert now is table and table.viewer == 0
    for _ in range(3):  # Bob's Space goes on repeating
        post(pygame.KEYDOWN, **space)
        app.frame()
    assert len(table.session.actions) == before, "Bob's held Space passed for Ann"
    post(pygame.KEYUP, **space)
    app.frame()
    key(app, pygame.K_SPACE)  # a fresh press is Ann's own: it passes
    assert table.session.actions[before] == Pass(seat=0)
