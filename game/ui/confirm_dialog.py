"""A question in a box over the current screen, answered with one of a few buttons (Escape: the
last one, which should be the harmless choice)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button


class ConfirmDialog(Scene):
    name = "confirm"
    transparent = True
    ui_scaled = True

    def __init__(
        self, app: App, title: str, message: str, choices: list[tuple[str, str]], answer: Callable[[str], None]
    ) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.choices = choices
        self.answer = answer
        self.mouse = (0, 0)

    def _box(self) -> pygame.Rect:
        w, h = self.app.size
        box = pygame.Rect(0, 0, min(theme.px(600), w - 20), min(theme.px(240), h - 20))
        box.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return box

    def buttons(self) -> list[Button]:
        box = self._box()
        px = theme.px
        w = (box.width - px(60) - px(12) * (len(self.choices) - 1)) // len(self.choices)
        return [
            Button(
                key,
                label,
                pygame.Rect(box.x + px(30) + i * (w + px(12)), box.bottom - px(66), w, px(44)),
                colour=theme.ACCENT_SOFT if i == 0 else theme.BUTTON,
            )
            for i, (key, label) in enumerate(self.choices)
        ]

    def choose(self, key: str) -> None:
        if self.app.stack.top is self:
            self.app.pop()
        self.answer(key)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose(self.choices[-1][0])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos):
                    self.choose(b.key)
                    return

    def draw(self, surface: pygame.Surface) -> None:
        overlay.dim(surface)
        box = self._box()
        overlay.box(surface, box.width, box.height, self.title)
        text.blit_wrapped(
            surface,
            self.message,
            pygame.Rect(box.x + theme.px(30), box.y + theme.px(70), box.width - theme.px(60), theme.px(90)),
            theme.BODY,
        )
        for b in self.buttons():
            b.draw(surface, self.mouse)
