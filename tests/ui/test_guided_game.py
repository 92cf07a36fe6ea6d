"""Issue 19: "Learn to play", a guided first game on the real engine, played to the end through
posted pygame events by doing exactly what the guide says, at three window sizes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.games.bakugan.ui.guide.setup import LEARNER
from game.games.bakugan.ui.guide.steps import THROW
from game.games.bakugan.ui.guide.table import GuidedTable
from game.ui import text
from game.ui.gameover import GameOverScene
from game.ui.menu import MenuScene
from tests.ui import window_shots
from tests.ui.driver import click
from tests.ui.guide_follower import follow
from tests.ui.test_screenshots import shots
from tests.ui.window_shots import SIZES

__all__ = ["shots"]

TAUGHT = {"place_core", "energize", "select", "throw", "play", "target", "pass"}


def open_guided_game(size: tuple[int, int], tmp_path: Path) -> GuidedTable:
    app = window_shots.make_app(size, tmp_path)
    app.push(MenuScene(app))
    app.frame()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    learn = next(b for b in menu.buttons() if b.key == "learn")
    click(app, learn.rect.center)
    scene = app.stack.top
    assert isinstance(scene, GuidedTable)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), pytest.param((1024, 600), marks=pytest.mark.slow)])
def test_the_guided_game_is_played_to_a_win_by_following_the_guide(tmp_path: Path, size: tuple[int, int]) -> None:
    scene = open_guided_game(size, tmp_path)
    app = scene.app
    taught: list[str] = []
    for _ in range(6000):
        if scene.session.over:
            break
        step = scene.step
        assert step is not None
        if app.stack.top is scene and step.kind != "wait":
            # the guide points only at what the table itself marks as legal now
            if step.target is not None:
                assert step.target in scene.highlights(), f"{step.title} rings {step.target}, not playable"
            elif step.button != THROW:
                assert step.button in {b.key for b in scene.buttons if b.enabled}, step
            before = (len(scene.session.actions), scene.choice)
        kind = follow(app, scene)
        if kind not in ("wait", "none"):
            taught.append(kind)
            after = (len(scene.session.actions), scene.choice)
            assert after != before, f"doing what the {kind} step says changed nothing"
            assert scene.step != step or len(scene.session.actions) > before[0], f"the guide stayed on {step.title}"
    assert scene.session.over, "the guided game did not end"
    assert scene.game.state.winner == scene.viewer, "the learner, doing what the guide said, did not win"
    assert set(taught) >= TAUGHT, f"the guide never taught {TAUGHT - set(taught)}"
    for _ in range(3):
        app.frame()
    assert isinstance(app.stack.top, GameOverScene)
    assert scene.session.autosave_enabled is False  # the player's own autosave is left alone


@pytest.mark.parametrize("size", SIZES)
def test_the_guide_box_and_ring_fit_the_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    scene = open_guided_game(size, tmp_path)
    app = scene.app
    lines: list[tuple[str, pygame.Rect]] = []
    real = text.blit

    def recording(target: pygame.Surface, words: str, pos: tuple[int, int], *args: Any, **kw: Any) -> pygame.Rect:
        rect = real(target, words, pos, *args, **kw)
        lines.append((words, rect.copy()))
        return rect

    seen: set[str] = set()
    for _ in range(3000):
        step = scene.step
        if step is None or (step.kind in ("throw", "play") and step.kind in seen):
            break
        if step.kind not in seen and step.kind != "wait":
            seen.add(step.kind)
            monkeypatch.setattr(text, "blit", recording)
            lines.clear()
            app.draw()
            monkeypatch.setattr(text, "blit", real)
            field = scene.layout.field
            ours = (step.why, step.do)
            title = f"Guided game: {step.title}"
            mine = [(w, r) for w, r in lines if w == title or (len(w) > 12 and any(w in o for o in ours))]
            assert mine, f"the guide's {step.kind} step is not on screen at {size}"
            for words, rect in mine:
                assert field.contains(rect), f"{words!r} at {rect} leaves the field {field} at {size}"
            prompt = scene.layout.prompt
            for b in scene.buttons:  # six BakuCores to choose from still fit the prompt bar
                assert prompt.contains(b.rect), f"{b.key} {b.rect} leaves the prompt bar at {size}"
                assert b.rect.x >= prompt.x + prompt.width // 3, f"{b.key} leaves no room for the words"
            target = scene.target_rect()
            if target is not None:
                assert app.screen.get_rect().contains(target), f"the ringed thing is off screen at {size}"
        follow(app, scene)
    assert {"place_core", "energize", "select", "throw", "play"} <= seen


def test_the_guided_game_screenshots(tmp_path: Path, shots: Path) -> None:
    """assets/ui/screenshots/33_guided_*.png (BAKUGAN_SCREENSHOT_DIR=assets/ui/screenshots): the first
    core placed, the first throw and the first Victor, each as the guide first shows it."""
    scene = open_guided_game((1280, 720), tmp_path)
    app = scene.app
    wanted = {"place_core": "33_guided_place_core", "throw": "33_guided_throw", "The Victor": "33_guided_victor"}
    for _ in range(6000):
        step = scene.step
        if not wanted or step is None or scene.session.over:
            break
        name = wanted.pop(step.title if step.title in wanted else step.kind, "") if app.stack.top is scene else ""
        if name:
            for _ in range(60):  # a card still flying settles (the learner is to act: nothing else moves)
                app.frame()
            assert scene.step == step
            app.draw()
            assert scene.session.game.state.players[scene.viewer].name == LEARNER
            pygame.image.save(app.screen, str(shots / f"{name}.png"))
        follow(app, scene)
    assert not wanted, f"the guided game never showed {sorted(wanted)}"
