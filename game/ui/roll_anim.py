"""A roll seen on the table: each thrown Bakugan travels to where it came to rest, then the
outcome is written beside it. The outcome was already decided (and recorded) by the roll model."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.roll import RollResult
from game.ui import text, theme
from game.ui.layout import Layout
from game.ui.session import RollEvent
from game.ui.theme import Colour

TRAVEL_S = 0.9
HOLD_S = 1.6


@dataclass
class Ball:
    seat: int
    start: tuple[int, int]
    end: tuple[int, int]
    colour: Colour
    label: str
    good: bool


class RollAnim:
    def __init__(self, balls: list[Ball]) -> None:
        self.balls = balls
        self.t = 0.0

    @property
    def done(self) -> bool:
        return self.t >= TRAVEL_S + HOLD_S

    def update(self, dt: float) -> None:
        self.t += dt

    def skip(self) -> None:
        self.t = TRAVEL_S + HOLD_S

    def draw(self, surface: pygame.Surface) -> None:
        k = min(1.0, self.t / TRAVEL_S)
        ease = 1 - (1 - k) ** 3
        for ball in self.balls:
            x = ball.start[0] + (ball.end[0] - ball.start[0]) * ease
            y = ball.start[1] + (ball.end[1] - ball.start[1]) * ease
            pygame.draw.line(surface, theme.mix(ball.colour, theme.FIELD, 0.5), ball.start, (int(x), int(y)), 2)
            pygame.draw.circle(surface, ball.colour, (int(x), int(y)), 14)
            pygame.draw.circle(surface, (10, 10, 10), (int(x), int(y)), 14, 2)
            spin = self.t * 12
            pygame.draw.line(
                surface,
                (10, 10, 10),
                (x - 10 * math.cos(spin), y - 10 * math.sin(spin)),
                (x + 10 * math.cos(spin), y + 10 * math.sin(spin)),
                2,
            )
            if k >= 1.0:
                colour = theme.GOOD if ball.good else theme.BAD
                label = text.render(ball.label, theme.BODY, colour, True)
                rect = label.get_rect(midbottom=(int(x), int(y) - 18))
                rect.clamp_ip(surface.get_rect())
                bg = rect.inflate(12, 6)
                pygame.draw.rect(surface, theme.PANEL_DARK, bg, border_radius=5)
                pygame.draw.rect(surface, colour, bg, 1, border_radius=5)
                surface.blit(label, rect)


def build_anim(
    event: RollEvent,
    lay: Layout,
    cells_before: dict[str, tuple[int, int]],
    colours: dict[int, Colour],
    names: dict[int, str],
    core_names: dict[str, str],
) -> RollAnim:
    """cells_before: core id -> pixel centre on the field as it was before the roll."""
    f = lay.field
    balls: list[Ball] = []
    for seat, outcome in sorted(event.outcomes.items()):
        if seat == lay.viewer:
            start = (f.centerx - 60 + 40 * seat, f.bottom - 8)
        else:
            panel = lay.panels.get(seat, f)
            start = (panel.centerx, f.top + 8)
        name = names.get(seat, f"Seat {seat + 1}")
        if outcome.result is RollResult.OPENED:
            if outcome.rest_cm is not None:
                end = lay.cm_to_px(*outcome.rest_cm)
            elif outcome.cores and outcome.cores[0] in cells_before:
                end = cells_before[outcome.cores[0]]
            else:
                end = (f.centerx + (seat * 37) % 80 - 40, f.centery + 30)
            held = ", ".join(core_names.get(c, c) for c in outcome.cores)
            label = f"{name}: opens" + (f" holding {held}" if held else " (no BakuCore held)")
            good = True
        elif outcome.result is RollResult.CLOSED:
            end = (f.centerx + (70 if seat % 2 else -70), f.centery + (25 if seat == lay.viewer else -25))
            label, good = f"{name}: stays closed", False
        elif outcome.result is RollResult.MISROLL:
            end = (f.right - 12 if seat % 2 else f.left + 12, f.centery)
            label, good = (
                f"{name}: mis-roll, {outcome.reason or 'off the play area'} ({outcome.rule or '7.9.1'})",
                False,
            )
        else:
            end = (f.centerx + (110 if seat % 2 else -110), f.centery)
            label, good = f"{name}: illegal roll, {outcome.reason} ({outcome.rule or '7.8.2'})", False
        end = (min(max(end[0], f.left + 14), f.right - 14), min(max(end[1], f.top + 14), f.bottom - 14))
        balls.append(Ball(seat, start, end, colours.get(seat, theme.NEUTRAL), label, good))
    return RollAnim(balls)
