"""A scene that is a title and a column of buttons (main menu, pause menu, settings)."""

from __future__ import annotations

import pygame

from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button


class ButtonMenu(Scene):
    title = ""
    subtitle = ""
    dialog = False  # drawn as a box over the scene below

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.mouse = (0, 0)
        self.note = ""
        self.transparent = self.dialog

    def items(self) -> list[tuple[str, str, bool]]:
        """(key, label, enabled) for each button, top to bottom."""
        return []

    def choose(self, key: str) -> None:
        """A button was clicked."""

    def buttons(self) -> list[Button]:
        w, h = self.app.size
        items = self.items()
        top = h // 2 - (len(items) * 56) // 2 + (30 if self.dialog else 40)
        step = 56
        if not self.dialog:
            top = max(top, 170)  # below the subtitle in the smallest window
            step = max(44, min(step, (h - 30 - top) // max(1, len(items))))  # and above its bottom edge
        out = []
        for i, (key, label, enabled) in enumerate(items):
            rect = pygame.Rect(w // 2 - 190, top + i * step, 380, step - 10)
            out.append(Button(key, label, rect, enabled, size=theme.LARGE))
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos):
                    self.choose(b.key)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        buttons = self.buttons()
        if self.dialog:
            overlay.dim(surface)
            height = len(buttons) * 56 + 130
            overlay.box(surface, 460, height, self.title)
        else:
            surface.fill(theme.BG)
            text.blit(surface, self.title, (w // 2, 70), 64, theme.ACCENT, bold=True, anchor="midtop")
            if self.subtitle:
                text.blit(surface, self.subtitle, (w // 2, 130), theme.LARGE, theme.TEXT_DIM, anchor="midtop")
        for b in buttons:
            b.draw(surface, self.mouse)
        if self.note:
            text.blit(
                surface,
                self.note,
                (w // 2, buttons[-1].rect.bottom + 18 if buttons else h - 60),
                theme.BODY,
                theme.ACCENT,
                anchor="midtop",
            )
