"""Plays a card game's guided first game as a new player would: clicks exactly what the guide rings
(the button or the card), through posted pygame events, and lets frames pass while it waits."""

from __future__ import annotations

from game.ui.app import App
from game.ui.guided_table import GuidedCards
from tests.ui.driver import click


def follow(app: App, scene: GuidedCards) -> str:
    """Do what the guide asks now; returns the lesson's kind, or "wait"."""
    target = scene.target_rect() if app.stack.top is scene else None
    if target is None:
        app.frame()
        return "wait"
    lesson = scene.course.lesson
    click(app, target.center)
    app.frame()
    return lesson.kind if lesson is not None else "free"


def follow_to_the_end(app: App, scene: GuidedCards, frames: int = 4000) -> list[str]:
    """Follow the guide until its last step is taken; the kinds of the steps taken, in order."""
    taken: list[str] = []
    for _ in range(frames):
        if scene.course.finished:
            break
        before = scene.course.done
        kind = follow(app, scene)
        if scene.course.done > before:
            taken.append(kind)
    return taken
