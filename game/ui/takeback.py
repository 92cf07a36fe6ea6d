"""Take-backs at a hot-seat table, for every game that can replay its actions: a player asks to
take back their last action; every other human at the screen accepts or refuses, on a screen that
shows no hand. Each game plans the take-back (TableShell.plan_take_back: refused outright when the
taker has seen something hidden from them since, or chance has spoken since) and carries it out
by playing its action list again without that action and what followed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.table_shell import TableShell


@dataclass(frozen=True)
class TakeBackPlan:
    taker: int
    index: int  # the taker's action; it and every later one are taken back
    undone: list[str] = field(default_factory=list)  # the log since, as everyone may read it
    asked: list[int] = field(default_factory=list)  # the other humans, who must all accept


class TakeBackScene(Scene):
    """The request, shown to everyone (no hand on it): each other human accepts or refuses."""

    name = "takeback"

    def __init__(
        self, app: App, table: TableShell, plan: TakeBackPlan, done: Callable[[bool, int | None], None]
    ) -> None:
        super().__init__(app)
        self.table = table
        self.plan = plan
        self.done = done  # called with (accepted, who refused or None)
        self.accepted: set[int] = set()
        self.mouse = (0, 0)

    def _box(self) -> pygame.Rect:
        lines = max(1, len(self.plan.undone[-6:]))
        rect = pygame.Rect(0, 0, 780, 250 + 22 * lines + 54 * len(self.plan.asked))
        rect.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return rect

    def buttons(self) -> list[Button]:
        box = self._box()
        out = []
        y = box.bottom - 70 - 54 * len(self.plan.asked)
        for seat in self.plan.asked:
            name = self.table.seat_name(seat)
            agreed = seat in self.accepted
            out.append(
                Button(
                    f"accept:{seat}",
                    f"{name}: accepted" if agreed else f"{name}: accept",
                    pygame.Rect(box.centerx - 250, y, 240, 44),
                    enabled=not agreed,
                    colour=theme.ACCENT_SOFT,
                )
            )
            out.append(Button(f"refuse:{seat}", f"{name}: refuse", pygame.Rect(box.centerx + 10, y, 240, 44)))
            y += 54
        taker = self.table.seat_name(self.plan.taker)
        out.append(Button("cancel", f"{taker}: never mind", pygame.Rect(box.centerx - 120, y + 6, 240, 40)))
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._close(False, None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos):
                    self._choose(b.key)
                    return

    def _choose(self, key: str) -> None:
        if key == "cancel":
            self._close(False, None)
            return
        verb, seat = key.split(":", 1)
        if verb == "refuse":
            self._close(False, int(seat))
            return
        self.accepted.add(int(seat))
        if self.accepted >= set(self.plan.asked):
            self._close(True, None)

    def _close(self, accepted: bool, refused_by: int | None) -> None:
        self.app.pop()
        self.done(accepted, refused_by)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        taker = self.table.seat_name(self.plan.taker)
        box = self._box()
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, self.table.seat_colour(self.plan.taker), box, 2, border_radius=12)
        pygame.draw.circle(surface, self.table.seat_colour(self.plan.taker), (box.x + 40, box.y + 36), 16)
        text.blit(
            surface,
            f"{taker} asks to take back their last action",
            (box.x + 68, box.y + 22),
            theme.LARGE + 4,
            theme.TEXT,
            bold=True,
        )
        note = f"Allowed only while nothing hidden has been shown to {taker} since. No hand is shown here."
        text.blit(surface, note, (box.x + 24, box.y + 66), theme.BODY, theme.TEXT_DIM)
        y = box.y + 100
        text.blit(surface, "It and what followed would be undone:", (box.x + 24, y), theme.BODY, theme.TEXT)
        y += 28
        for line in self.plan.undone[-6:] or ["(nothing the log shows)"]:
            text.blit(surface, text.fit(line, box.width - 60, theme.BODY), (box.x + 40, y), theme.BODY, theme.ACCENT)
            y += 22
        others = " and ".join(self.table.seat_name(s) for s in self.plan.asked)
        ask = f"{others}: do you agree?" if self.plan.asked else "Nobody else is at the table to ask."
        text.blit(surface, ask, (box.x + 24, y + 14), theme.BODY, theme.TEXT, bold=True)
        for b in self.buttons():
            b.draw(surface, self.mouse)
