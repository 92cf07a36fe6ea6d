"""Driving the practice scene with real pygame events (SDL dummy driver), frame by frame."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.games.bakugan.ui.practice.scene import SIZE, PracticeScene
from game.games.bakugan.ui.practice.session import PracticeSession


def open_scene(session: PracticeSession) -> PracticeScene:
    pygame.init()
    pygame.display.set_mode(SIZE)
    return PracticeScene(session)


def screen() -> pygame.Surface:
    surface = pygame.display.get_surface()
    assert surface is not None
    return surface


def pump(scene: PracticeScene, frames: int = 1) -> None:
    for _ in range(frames):
        for event in pygame.event.get():
            scene.handle(event)
        scene.update(1.0 / 60.0)
        scene.draw(screen())


def key(scene: PracticeScene, code: int, char: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=char, scancode=0))
    pump(scene)


def click(scene: PracticeScene, pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    pump(scene)


def drag(scene: PracticeScene, start: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    pump(scene)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    pump(scene)


def roll_to_end(scene: PracticeScene) -> None:
    """Frames until the roll's animation is over (at most 8 seconds of them)."""
    for _ in range(60 * 8):
        if not scene.animating:
            return
        pump(scene)
    raise AssertionError("the roll animation never finished")
