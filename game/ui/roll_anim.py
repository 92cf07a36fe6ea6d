"""A roll seen on the table: each thrown Bakugan follows the path the physics recorded (or a
straight line to where it stopped), then the outcome is written beside it. The outcome was
already decided and recorded by the roll model; this only shows it."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import pygame

from game.hexgrid import Cell
from game.roll import RollResult
from game.ui import text, theme
from game.ui.session import RollEvent
from game.ui.table_geometry import Projection
from game.ui.theme import Colour

STRAIGHT_S = 0.9  # travel time when there is no recorded path
MAX_TRAVEL_S = 3.0  # recorded paths longer than this play faster
HOLD_S = 1.8

Point = tuple[float, float, float, bool]  # seconds, x px, y px, open


@dataclass
class Ball:
    seat: int
    path: list[Point]
    colour: Colour
    label: str
    good: bool

    def at(self, t: float) -> Point:
        path = self.path
        if t <= path[0][0]:
            return path[0]
        for a, b in itertools.pairwise(path):
            if a[0] <= t <= b[0]:
                k = 0.0 if b[0] == a[0] else (t - a[0]) / (b[0] - a[0])
                return (t, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k, b[3] if k > 0.5 else a[3])
        return path[-1]


class RollAnim:
    def __init__(self, balls: list[Ball]) -> None:
        self.balls = balls
        self.t = 0.0
        longest = max((b.path[-1][0] for b in balls), default=STRAIGHT_S)
        self.rate = max(1.0, longest / MAX_TRAVEL_S)  # play long rolls faster
        self.travel = longest / self.rate

    @property
    def done(self) -> bool:
        return self.t >= self.travel + HOLD_S

    def update(self, dt: float) -> None:
        self.t += dt

    def skip(self) -> None:
        self.t = self.travel + HOLD_S

    def draw(self, surface: pygame.Surface) -> None:
        t = min(self.t, self.travel) * self.rate
        arrived = self.t >= self.travel
        for ball in self.balls:
            trail = [(int(p[1]), int(p[2])) for p in ball.path if p[0] <= t]
            if len(trail) >= 2:
                pygame.draw.lines(surface, theme.mix(ball.colour, theme.FIELD, 0.45), False, trail, 2)
            _, x, y, is_open = ball.at(t)
            centre = (int(x), int(y))
            if is_open:
                pygame.draw.circle(surface, theme.mix(ball.colour, (255, 255, 255), 0.3), centre, 13)
                for i in range(3):
                    a = math.radians(120 * i + 30)
                    tip = (centre[0] + 17 * math.cos(a), centre[1] + 17 * math.sin(a))
                    pygame.draw.line(surface, ball.colour, centre, tip, 4)
            else:
                pygame.draw.circle(surface, ball.colour, centre, 9)
                spin = t * 12
                pygame.draw.line(
                    surface,
                    (10, 10, 10),
                    (x - 7 * math.cos(spin), y - 7 * math.sin(spin)),
                    (x + 7 * math.cos(spin), y + 7 * math.sin(spin)),
                    2,
                )
            pygame.draw.circle(surface, (10, 10, 10), centre, 13 if is_open else 9, 2)
            if arrived:
                colour = theme.GOOD if ball.good else theme.BAD
                label = text.render(text.fit(ball.label, 460, theme.BODY, True), theme.BODY, colour, True)
                rect = label.get_rect(midbottom=(centre[0], centre[1] - 18))
                rect.clamp_ip(surface.get_rect())
                bg = rect.inflate(12, 6)
                pygame.draw.rect(surface, theme.PANEL_DARK, bg, border_radius=5)
                pygame.draw.rect(surface, colour, bg, 1, border_radius=5)
                surface.blit(label, rect)


def build_anim(
    event: RollEvent,
    proj: Projection,
    field_before: dict[str, Cell],
    colours: dict[int, Colour],
    names: dict[int, str],
    core_names: dict[str, str],
) -> RollAnim:
    geom = proj.geom
    balls: list[Ball] = []
    for seat, outcome in sorted(event.outcomes.items()):
        name = names.get(seat, f"Seat {seat + 1}")
        if outcome.result is RollResult.OPENED:
            held = ", ".join(core_names.get(c, c) for c in outcome.cores)
            label, good = f"{name}: opens" + (f" holding {held}" if held else " but holds no BakuCore"), True
        elif outcome.result is RollResult.CLOSED:
            detail = event.details.get(seat, "")
            label, good = f"{name}: {detail or 'stays closed'}", False
        elif outcome.result is RollResult.MISROLL:
            label, good = (
                f"{name}: mis-roll, {outcome.reason or 'off the play area'} ({outcome.rule or '7.9.1'})",
                False,
            )
        else:
            label, good = f"{name}: illegal roll, {outcome.reason} ({outcome.rule or '7.8.2'})", False
        track = event.tracks.get(seat)
        if track:
            path: list[Point] = []
            for t, x, y, is_open in track:
                px, py = proj.to_px((x, y))
                path.append((t, float(px), float(py), is_open))
        else:
            throw = event.throws.get(seat)
            frame = geom.seats[seat]
            start_cm = frame.to_table(throw.lateral_cm, throw.depth_cm) if throw else frame.to_table(0.0, 8.0)
            if outcome.rest_cm is not None:
                end_cm = outcome.rest_cm
            elif outcome.cores and outcome.cores[0] in field_before:
                from game.hexgrid import hex_center_cm

                end_cm = hex_center_cm(field_before[outcome.cores[0]], geom.across_cm)
            elif outcome.result is RollResult.MISROLL:
                end_cm = frame.to_table(geom.width_cm * 0.45, geom.depth_cm * 0.6)
            else:
                end_cm = frame.to_table(6.0 * (1 if seat % 2 else -1), geom.depth_cm * 0.38)
            s = proj.to_px(start_cm)
            e = proj.to_px(end_cm)
            opened = outcome.result is RollResult.OPENED
            path = [(0.0, float(s[0]), float(s[1]), False)]
            path += [
                (
                    STRAIGHT_S * k / 10,
                    s[0] + (e[0] - s[0]) * (1 - (1 - k / 10) ** 3),
                    s[1] + (e[1] - s[1]) * (1 - (1 - k / 10) ** 3),
                    opened and k == 10,
                )
                for k in range(1, 11)
            ]
        balls.append(Ball(seat, path, colours.get(seat, theme.NEUTRAL), label, good))
    return RollAnim(balls)
