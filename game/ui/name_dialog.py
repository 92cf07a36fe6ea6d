"""Asking for a name (Save as): a text field, OK and Cancel."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button, TextField


class NameDialog(Scene):
    name = "name"
    transparent = True
    ui_scaled = True

    def __init__(self, app: App, title: str, value: str, done: Callable[[str], None], hint: str = "") -> None:
        super().__init__(app)
        self.title = title
        self.hint = hint
        self.done = done
        self.field = TextField(pygame.Rect(0, 0, 440, 40), value, max_len=40)
        self.field.focused = True
        self.mouse = (0, 0)

    def _box(self) -> tuple[pygame.Rect, list[Button]]:
        px = theme.px
        box = pygame.Rect(0, 0, px(560), px(250))
        box.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        self.field.rect = pygame.Rect(box.x + px(60), box.y + px(80), px(440), px(40))
        return box, [
            Button(
                "ok", "OK", pygame.Rect(box.x + px(60), box.bottom - px(64), px(200), px(44)), colour=theme.ACCENT_SOFT
            ),
            Button("cancel", "Cancel", pygame.Rect(box.right - px(260), box.bottom - px(64), px(200), px(44))),
        ]

    def finish(self) -> None:
        value = self.field.value.strip()
        if value:
            self.app.pop()
            self.done(value)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.finish()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif self.field.handle(event):
            return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self._box()[1]:
                if b.hit(event.pos):
                    self.finish() if b.key == "ok" else self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        overlay.dim(surface)
        box, buttons = self._box()
        overlay.box(surface, box.width, box.height, self.title)
        self.field.draw(surface)
        if self.hint:
            text.blit(
                surface,
                text.fit(self.hint, box.width - theme.px(40), theme.SMALL),
                (box.centerx, box.y + theme.px(132)),
                theme.SMALL,
                theme.TEXT_DIM,
                anchor="midtop",
            )
        for b in buttons:
            b.draw(surface, self.mouse)
