"""A scene that is a title and a column of buttons (main menu, pause menu, settings)."""

from __future__ import annotations

import pygame

from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets import Button


class ButtonMenu(Scene):
    ui_scaled = True
    title = ""
    subtitle = ""
    dialog = False  # drawn as a box over the scene below
    button_width = 380  # at the 1280x720 design size
    emblem = False  # the game's emblem beside the title (the main menu: draw_emblem)

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
        top = h // 2 - (len(items) * px(56)) // 2 + px(30 if self.dialog else 40)
        step = px(56)
        if not self.dialog:
            top = max(top, px(170))  # below the subtitle in the smallest window
            step = max(px(44), min(step, (h - px(30) - top) // max(1, len(items))))  # and above its bottom edge
        out = []
        width = px(self.button_width)
        for i, (key, label, enabled) in enumerate(items):
            rect = pygame.Rect(w // 2 - width // 2, top + i * step, width, step - px(10))
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

    def draw_emblem(self, surface: pygame.Surface, title: pygame.Rect) -> None:
        """Beside the title when `emblem` is set (the main menu draws its game's)."""

    def draw_title_screen(self, surface: pygame.Surface) -> bool:
        """The game's own title screen with its title drawn in it (the main menu); False: none."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        buttons = self.buttons()
        if not self.dialog and self.draw_title_screen(surface):
            if self.subtitle:
                text.blit(surface, self.subtitle, (w // 2, px(130)), theme.LARGE, theme.TEXT_DIM, anchor="midtop")
            column = buttons[0].rect.unionall([b.rect for b in buttons]) if buttons else pygame.Rect(0, 0, 0, 0)
            overlay.panel(surface, column.inflate(px(36), px(28)))
        elif self.dialog:
            overlay.dim(surface)
            height = len(buttons) * px(56) + px(130)
            overlay.box(surface, px(self.button_width + 80), height, self.title)
        else:
            surface.fill(theme.BG)
            title = text.blit(surface, self.title, (w // 2, px(70)), 64, theme.ACCENT, bold=True, anchor="midtop")
            if self.emblem:
                self.draw_emblem(surface, title)
            if self.subtitle:
                text.blit(surface, self.subtitle, (w // 2, px(130)), theme.LARGE, theme.TEXT_DIM, anchor="midtop")
        for b in buttons:
            b.draw(surface, self.mouse)
        if self.note:
            text.blit(
                surface,
                self.note,
                (w // 2, buttons[-1].rect.bottom + px(18) if buttons else h - px(60)),
                theme.BODY,
                theme.ACCENT,
                anchor="midtop",
            )
