"""The hand-over screen of every table: hides every hand while the screen passes to the next human
player. "I am X: show my hand" (or Enter) gives them the screen; Escape opens the pause menu (save,
settings, help, forfeit, the main menu), so the screen is never a dead end; the previous player
may ask to take back their last action where the game allows it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.app import App
from game.ui.help_overlay import HelpPage
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.table_shell import TableShell

NEWS_LINES = 7


class HandOverScene(Scene):
    name = "handover"
    ui_scaled = True

    def __init__(self, app: App, table: TableShell, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.player = table.seat_name(seat)
        self.since = table.public_log(NEWS_LINES)  # anyone may be looking at this screen
        self.what = table.decision_words(seat)
        self.taker = table.take_back_asker()  # who may ask to take back their last action, if anyone
        self.mouse = (0, 0)

    def help_page(self) -> HelpPage | None:
        return self.table.help_page()

    @property
    def button(self) -> Button:
        """ "Show my hand", laid out at the UI scale in force (the app sets it for this scene)."""
        w, h = self.app.size
        rect = pygame.Rect(0, 0, theme.px(400), theme.px(54))
        rect.center = (w // 2, h - theme.px(120))
        return Button("ready", f"I am {self.player}: show my hand", rect, colour=theme.ACCENT_SOFT, size=theme.LARGE)

    @property
    def take_back(self) -> Button:
        w, h = self.app.size
        rect = pygame.Rect(0, 0, theme.px(320), theme.px(44))
        rect.bottomright = (w - theme.px(20), h - theme.px(20))
        name = self.table.seat_name(self.taker) if self.taker is not None else ""
        label = f"{name}: take back my last action…" if name else "Take back…"
        return Button("takeback", label, rect, enabled=self.taker is not None)

    @property
    def menu(self) -> Button:
        rect = pygame.Rect(theme.px(20), 0, theme.px(160), theme.px(44))
        rect.bottom = self.app.size[1] - theme.px(20)
        return Button("menu", "Menu", rect, hotkey="Esc")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_pause(handing_to=self.seat)
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.button.hit(event.pos)) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)  # not Space: it passes
        ):
            self._ready()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.menu.hit(event.pos):
            self.table.open_pause(handing_to=self.seat)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.take_back.hit(event.pos):
            self.app.pop()  # the position may change: the table hands the screen over again after
            self.table.ask_take_back()

    def _ready(self) -> None:
        self.app.pop()
        self.table.take_screen(self.seat)

    def draw(self, surface: pygame.Surface) -> None:
        w = surface.get_width()
        px = theme.px
        surface.fill(theme.BG)
        colour = self.table.seat_colour(self.seat)
        pygame.draw.circle(surface, colour, (w // 2, px(120)), px(34))
        text.blit(
            surface,
            str(self.seat + 1),
            (w // 2, px(122)),
            theme.TITLE,
            theme.text_on(colour),
            bold=True,
            anchor="center",
        )
        text.blit(
            surface,
            f"Pass the screen to {self.player}",
            (w // 2, px(175)),
            theme.TITLE,
            theme.TEXT,
            bold=True,
            anchor="midtop",
        )
        line = f"{self.player} {self.what}. Everyone else, look away: the hand is hidden until then."
        text.blit(
            surface,
            text.fit(line, w - px(40), theme.BODY),
            (w // 2, px(228)),
            theme.BODY,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        button = self.button
        box = pygame.Rect(0, px(275), min(px(840), w - px(40)), 0)
        box.centerx = w // 2
        box.height = min(px(200), button.rect.y - px(16) - box.y)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(10))
        text.blit(surface, "Latest in the log:", (box.x + px(16), box.y + px(12)), theme.BODY, theme.TEXT, bold=True)
        y = box.y + px(40)
        for entry in self.since:
            if y + px(20) > box.bottom:
                break
            text.blit(
                surface, text.fit(entry, box.width - px(32), theme.BODY), (box.x + px(16), y), theme.BODY, theme.TEXT
            )
            y += px(22)
        button.draw(surface, self.mouse)
        self.take_back.draw(surface, self.mouse)
        self.menu.draw(surface, self.mouse)
        text.blit(
            surface,
            "or press Enter",
            (w // 2, button.rect.bottom + px(10)),
            theme.SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
        )
