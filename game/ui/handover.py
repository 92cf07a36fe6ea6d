"""The hand-over screen: hides every hand while the screen passes to the next human player."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.bakugan.rules.frames import PriorityFrame, frame_name
from game.games.bakugan.ui.hotseat import redactor
from game.ui import text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.games.bakugan.ui.table import TableScene


class HandOverScene(Scene):
    name = "handover"
    ui_scaled = True

    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        game = table.game
        self.player = game.name(seat)
        self.since = self._news()
        last = table.session.last_chosen()
        self.taker = game.name(getattr(table.session.actions[last], "seat", 0)) if last is not None else ""
        self.can_take_back = last is not None and not table.session.practice
        self.mouse = (0, 0)

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
        label = f"{self.taker}: take back my last action…" if self.taker else "Take back…"
        return Button("takeback", label, rect, enabled=self.can_take_back)

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
        w = surface.get_width()
        px = theme.px
        surface.fill(theme.BG)
        colour = theme.SEAT[self.seat]
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
        top = self.table.game.pending()
        what = ""
        if top is not None:
            deciding = f"must decide: {frame_name(top).replace('_', ' ')}"
            what = "has priority" if isinstance(top, PriorityFrame) else deciding
        line = f"{self.player} {what}. Everyone else, look away: the hand is hidden until then."
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
        text.blit(
            surface,
            "or press Enter",
            (w // 2, button.rect.bottom + px(10)),
            theme.SMALL,
            theme.TEXT_DIM,
            anchor="midtop",
        )
