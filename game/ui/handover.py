"""The hand-over screen: hides every hand while the screen passes to the next human player."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.app import App
from game.ui.hotseat import redactor
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.table import TableScene


class HandOverScene(Scene):
    name = "handover"

    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        game = table.game
        self.player = game.name(seat)
        self.since = self._news()
        w, h = app.size
        self.button = Button(
            "ready",
            f"I am {self.player}: show my hand",
            pygame.Rect(w // 2 - 200, h - 150, 400, 54),
            colour=theme.ACCENT_SOFT,
            size=theme.LARGE,
        )
        last = table.session.last_chosen()
        taker = game.name(getattr(table.session.actions[last], "seat", 0)) if last is not None else ""
        self.take_back = Button(
            "takeback",
            f"{taker}: take back my last action…" if taker else "Take back…",
            pygame.Rect(w - 340, h - 70, 320, 44),
            enabled=last is not None and not table.session.practice,
        )
        self.mouse = (0, 0)

    def _news(self) -> list[str]:
        """What happened since this seat last had the screen, so they can catch up."""
        log = self.table.game.state.log
        redact = redactor(self.table.game, None)  # anyone may be looking at this screen
        return [str(e) for e in log[-7:]] if not redact.replacements else [redact(str(e)) for e in log[-7:]]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.button.hit(event.pos)) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)  # not Space: it passes
        ):
            self._ready()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.take_back.hit(event.pos):
            self.app.pop()  # the position may change: the table hands the screen over again after
            self.table.ask_take_back()

    def _ready(self) -> None:
        self.app.pop()
        self.table.take_screen(self.seat)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(theme.BG)
        self.button.rect.center = (w // 2, h - 120)
        colour = theme.SEAT[self.seat]
        pygame.draw.circle(surface, colour, (w // 2, 120), 34)
        text.blit(
            surface, str(self.seat + 1), (w // 2, 122), theme.TITLE, theme.text_on(colour), bold=True, anchor="center"
        )
        text.blit(
            surface,
            f"Pass the screen to {self.player}",
            (w // 2, 175),
            theme.TITLE,
            theme.TEXT,
            bold=True,
            anchor="midtop",
        )
        top = self.table.game.pending()
        what = ""
        if top is not None:
            what = "has priority" if top.kind == "priority" else f"must decide: {top.decision.replace('_', ' ')}"
        text.blit(
            surface,
            f"{self.player} {what}. Everyone else, look away: the hand is hidden until then.",
            (w // 2, 228),
            theme.BODY,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        box = pygame.Rect(w // 2 - 420, 275, 840, 200)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        text.blit(surface, "Latest in the log:", (box.x + 16, box.y + 12), theme.BODY, theme.TEXT, bold=True)
        y = box.y + 40
        for line in self.since:
            text.blit(surface, text.fit(line, box.width - 32, theme.BODY), (box.x + 16, y), theme.BODY, theme.TEXT)
            y += 22
        self.button.draw(surface, self.mouse)
        self.take_back.rect.bottomright = (w - 20, h - 20)
        self.take_back.draw(surface, self.mouse)
        text.blit(
            surface,
            "or press Enter",
            (w // 2, self.button.rect.bottom + 10),
            theme.SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
        )
