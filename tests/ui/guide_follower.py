"""Plays the guided first game the way a new player would: does exactly what the guide's box says,
through posted pygame events (a click on the ringed thing, the ringed button, the drawn drag)."""

from __future__ import annotations

import pygame

from game.games.bakugan.ui.guide.steps import THROW
from game.games.bakugan.ui.guide.table import GuidedTable
from game.ui.app import App
from tests.ui.driver import click, drag


def follow(app: App, scene: GuidedTable) -> str:
    """Do what the guide asks now (or let a frame pass while it says wait); returns the step's kind."""
    step = scene.step
    if app.stack.top is not scene or step is None or step.kind == "wait":
        app.frame()
        return "wait" if step is not None else "none"
    if step.button == THROW:
        path = scene.throw_path()
        assert path is not None, "the guide shows no throw to make"
        drag(app, *path)
        return step.kind
    rect = scene.target_rect()
    assert rect is not None, f"the guide's {step.kind} step points at nothing"
    click(app, rect.center)
    return step.kind


def shown_words(scene: GuidedTable) -> str:
    step = scene.step
    return "" if step is None else f"{step.title}: {step.do}"


def frame_until_drawn(app: App) -> None:
    pygame.event.pump()
    app.frame()
