"""A roll seen on the table: each thrown Bakugan follows the path the physics recorded (or a
straight line to where it stopped), then the outcome is written beside it. The outcome was
already decided and recorded by the roll model; this only shows it."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import pygame

from game.games.bakugan.ui import table_look
from game.games.bakugan.ui.session import RollEvent
from game.games.bakugan.ui.table_geometry import Projection
from game.roll.hexgrid import Cell
from game.roll.seam import RollResult
from game.ui import figures, text, theme
from game.ui.theme import Colour

STRAIGHT_S = 0.9  # travel time when there is no recorded path
MAX_TRAVEL_S = 3.0  # recorded paths longer than this play faster
HOLD_S = 1.8
TOSS_S = 0.55  # the ball drops from the hand and bounces for this long before it rolls
TRAIL_DOTS = 40

Point = tuple[float, float, float, bool]  # seconds, x px, y px, open


@dataclass
class Ball:
    seat: int
    path: list[Point]
    colour: Colour
    label: str
    good: bool

    def opened_at(self) -> float | None:
        """When on its path the ball pops open (None: it stays closed)."""
        return next((p[0] for p in self.path if p[3]), None)

    def spin(self, t: float) -> float:
        """How far the ball has turned by t: its distance travelled over its radius."""
        turned = 0.0
        for a, b in itertools.pairwise(self.path):
            if a[0] > t:
                break
            k = 1.0 if b[0] <= t else (t - a[0]) / max(1e-9, b[0] - a[0])
            turned += math.hypot(b[1] - a[1], b[2] - a[2]) * k
        return turned / 9.0

    def height(self, t: float) -> float:
        """How high off the table the ball is at t, in its radii: tossed from the hand, it drops
        and bounces twice before it rolls (the recorded path is flat: this is only its look)."""
        start = self.path[0][0]
        k = (t - start) / TOSS_S
        if k < 0 or k >= 1:
            return 0.0
        bounces = (1.2, 0.45, 0.15)
        part = min(len(bounces) - 1, int(k * len(bounces)))
        u = k * len(bounces) - part
        return bounces[part] * math.sin(math.pi * u) if part else bounces[0] * (1 - u * u)

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
    def __init__(self, balls: list[Ball], radius: int = 10, notes: pygame.Rect | None = None) -> None:
        self.balls = balls
        self.radius = radius
        self.notes = notes  # free space beside the table for the outcomes (None: beside each ball)
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
        r = self.radius
        placed: list[pygame.Rect] = []
        for ball in self.balls:
            self._trail(surface, ball, t)
            _, x, y, is_open = ball.at(t)
            centre = (int(x), int(y))
            ring = theme.SEAT[ball.seat % len(theme.SEAT)]
            lift = ball.height(t)
            table_look.shadow(surface, centre, r, lift)
            raised = (centre[0], centre[1] - int(lift * r))
            if is_open:
                opened = ball.opened_at() or 0.0
                k = min(1.0, (t - opened) / (0.4 * self.rate))  # springs up, overshoots, settles
                pop = 0.5 + 0.5 * k + 0.3 * math.sin(k * math.pi)
                figures.open_figure(surface, raised, max(4, int(r * 1.1 * pop)), ball.colour, ring)
            else:
                self._ghosts(surface, ball, t, lift)
                figures.closed_ball(surface, raised, r, ball.colour, ring, ball.spin(t))
            if arrived and not self._has_notes():
                placed.append(self._label(surface, ball, centre, placed))
        if arrived and self._has_notes():
            self._notes(surface)

    def _trail(self, surface: pygame.Surface, ball: Ball, t: float) -> None:
        """Where the ball has rolled: dots fading from where it is back to where it left the hand."""
        trail = [(int(p[1]), int(p[2])) for p in ball.path if p[0] <= t]
        ink = theme.mix(ball.colour, theme.FIELD, 0.35)
        dot = max(2, self.radius // 6)
        for i, point in enumerate(trail[::-1][:TRAIL_DOTS]):
            if i % 2 == 0:
                pygame.draw.circle(surface, theme.mix(ink, table_look.MAT, i / TRAIL_DOTS), point, dot)

    def _ghosts(self, surface: pygame.Surface, ball: Ball, t: float, lift: float) -> None:
        """Two fainter copies of the ball just behind it while it moves fast: the eye reads motion."""
        r = self.radius
        for lag, alpha in ((0.05, 90), (0.1, 45)):
            _, gx, gy, _ = ball.at(max(0.0, t - lag * self.rate))
            _, x, y, _ = ball.at(t)
            if math.hypot(x - gx, y - gy) < r * 0.5:
                return
            ghost = figures.ball_image(r, ball.colour, None, ball.spin(t - lag * self.rate)).copy()
            ghost.set_alpha(alpha)
            surface.blit(ghost, (int(gx) - r - 2, int(gy) - int(lift * r) - r - 2))

    def _has_notes(self) -> bool:
        return self.notes is not None and self.notes.width >= theme.px(150)

    def _notes(self, surface: pygame.Surface) -> None:
        """Each outcome in a list beside the table, marked with its thrower's colour."""
        assert self.notes is not None
        area = self.notes
        size = theme.SMALL
        line_h = theme.font(size, True).get_linesize()
        r = max(4, line_h // 3)
        y = area.y
        for ball in self.balls:
            colour = theme.GOOD if ball.good else theme.BAD
            lines = text.wrap(ball.label, area.width - 3 * r, size, True)
            if y + line_h * len(lines) > area.bottom:
                break
            ring = theme.SEAT[ball.seat % len(theme.SEAT)]
            figures.closed_ball(surface, (area.x + r, y + line_h // 2), r, ball.colour, ring)
            for line in lines:
                text.blit(surface, line, (area.x + 3 * r, y), size, colour, bold=True)
                y += line_h
            y += line_h // 2

    def _label(
        self, surface: pygame.Surface, ball: Ball, centre: tuple[int, int], placed: list[pygame.Rect]
    ) -> pygame.Rect:
        """The outcome beside the ball, moved clear of the labels already drawn."""
        colour = theme.GOOD if ball.good else theme.BAD
        width = surface.get_width() // 2
        label = text.render(text.fit(ball.label, width, theme.BODY, True), theme.BODY, colour, True)
        rect = label.get_rect(midbottom=(centre[0], centre[1] - int(self.radius * 1.8)))
        rect.clamp_ip(surface.get_rect())
        step = rect.height + 10
        for _ in range(len(placed) * 2 + 1):
            if not any(rect.inflate(12, 6).colliderect(other) for other in placed):
                break
            rect.y = rect.y - step if rect.y - step > 0 else rect.y + 2 * step
        bg = rect.inflate(12, 6)
        pygame.draw.rect(surface, theme.PANEL_DARK, bg, border_radius=5)
        pygame.draw.rect(surface, colour, bg, 1, border_radius=5)
        surface.blit(label, rect)
        return bg


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
                from game.roll.hexgrid import hex_center_cm

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
    table = proj.table_rect()
    top = table.y + theme.px(60)
    notes = pygame.Rect(theme.px(12), top, table.left - theme.px(24), table.bottom - top)
    return RollAnim(balls, proj.ball_radius_px(), notes)
