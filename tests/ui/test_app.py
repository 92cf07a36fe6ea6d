"""The program shell: the scene stack, the main loop, settings and the play command."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.cli import main
from game.ui.menu import MenuScene
from game.ui.scene import Scene, SceneStack
from game.ui.settings import Settings
from tests.ui.driver import click, make_app, top_buttons


def test_stack_pushes_pops_and_draws_transparent_scenes_over_the_one_below() -> None:
    drawn: list[str] = []

    class Named(Scene):
        def __init__(self, name: str, transparent: bool) -> None:
            self.name, self.transparent = name, transparent

        def draw(self, surface: pygame.Surface) -> None:
            drawn.append(self.name)

    stack = SceneStack()
    stack.push(Named("table", False))
    stack.push(Named("dialog", True))
    stack.draw(pygame.Surface((4, 4)))
    assert drawn == ["table", "dialog"]
    drawn.clear()
    stack.push(Named("handover", False))
    stack.draw(pygame.Surface((4, 4)))
    assert drawn == ["handover"]
    assert stack.pop() is not None and stack.top is not None and stack.top.name == "dialog"


def test_quit_closes_the_main_loop(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(MenuScene(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()
    assert not app.running


def test_settings_are_saved_for_next_time(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(MenuScene(app))
    app.frame()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, next(b.rect.center for b in menu.buttons() if b.key == "settings"))
    click(app, next(b.rect.center for b in top_buttons(app) if b.key == "handover"))  # on the settings screen
    assert Settings.load(tmp_path / "settings.json").handover is False
    assert Settings.load(tmp_path / "missing.json") == Settings()


def test_play_command_without_a_display_says_so(capsys: object) -> None:
    assert main(["play"]) == 0
    assert main([]) == 0


def test_practice_rolling_opens_from_the_menu_and_escape_returns(tmp_path: Path) -> None:
    import pytest

    pytest.importorskip("game.games.bakugan.ui.practice.scene")
    app = make_app(tmp_path)
    app.push(MenuScene(app))
    app.frame()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, next(b.rect.center for b in menu.buttons() if b.key == "practice"))
    assert type(app.stack.top).__name__ == "HostedScene", menu.note
    pygame.image.save(app.screen, str(tmp_path / "practice.png"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="", mod=0, scancode=0))
    app.frame()
    assert app.stack.top is menu
