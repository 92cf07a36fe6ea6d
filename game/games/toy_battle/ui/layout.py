"""Where everything of the Toy Battle table goes at any window size (1024x600 to 2560x1440): the
side panel (players and log) at the right, the header, each player's row of three stands (seat 1
across the table at the top, seat 0 at the bottom), the BakuCore field between them and the footer
with Throw. Regions never overlap; the stands and the field grow with the window."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.roll.hexgrid import Cell, neighbours
from game.ui.theme import px

BOARD_RADIUS = 2  # the field is drawn at least this many cells round the centre


@dataclass(frozen=True)
class ToyLayout:
    window: pygame.Rect
    panel: pygame.Rect
    header: pygame.Rect
    rows: tuple[pygame.Rect, pygame.Rect]  # seat 0's (bottom), seat 1's (top)
    field: pygame.Rect
    footer: pygame.Rect

    def stands(self, seat: int) -> list[pygame.Rect]:
        """The three stands of a seat's row, side by side in its middle."""
        row = self.rows[seat]
        gap = px(14)
        width = min((row.width - 2 * gap) // 3, int(row.height * 1.45))
        left = row.centerx - (3 * width + 2 * gap) // 2
        return [pygame.Rect(left + k * (width + gap), row.y, width, row.height) for k in range(3)]

    def throw_button(self) -> pygame.Rect:
        rect = pygame.Rect(0, 0, px(220), min(px(46), self.footer.height - px(6)))
        rect.center = self.footer.center
        return rect


def toy_layout(size: tuple[int, int]) -> ToyLayout:
    w, h = size
    margin = px(10)
    panel_w = max(px(250), min(px(400), int(w * 0.24)))
    panel = pygame.Rect(w - panel_w - margin, margin, panel_w, h - 2 * margin)
    play = pygame.Rect(margin, margin, panel.x - 2 * margin, h - 2 * margin)
    header = pygame.Rect(play.x, play.y, play.width, px(52))
    footer_h = px(58)
    footer = pygame.Rect(play.x, play.bottom - footer_h, play.width, footer_h)
    row_h = max(px(110), min(int(play.height * 0.24), px(250)))
    top_row = pygame.Rect(play.x, header.bottom + px(4), play.width, row_h)
    bottom_row = pygame.Rect(play.x, footer.y - row_h - px(4), play.width, row_h)
    field = pygame.Rect(play.x, top_row.bottom + px(8), play.width, bottom_row.y - top_row.bottom - px(16))
    return ToyLayout(pygame.Rect(0, 0, w, h), panel, header, (bottom_row, top_row), field, footer)


def cell_offset(cell: Cell, size: float, pointy: bool = False) -> tuple[float, float]:
    """A hex cell's centre from the field's centre, `size` from centre to corner: flat-topped, or
    turned a quarter (pointy-topped) to lie along a wide, low mat."""
    q, r = cell
    along, across = size * 1.5 * q, size * math.sqrt(3) * (r + q / 2)
    return (across, along) if pointy else (along, across)


def board_cells(used: Iterable[Cell]) -> list[Cell]:
    """The cells drawn on the mat: a disc round the centre, and a ring round every used cell."""
    cells = {(q, r) for q in range(-BOARD_RADIUS, BOARD_RADIUS + 1) for r in range(-BOARD_RADIUS, BOARD_RADIUS + 1)}
    cells = {(q, r) for q, r in cells if abs(q + r) <= BOARD_RADIUS}
    for cell in used:
        cells.add(cell)
        cells.update(neighbours(cell))
    return sorted(cells)


def turned(cell: Cell, turns: int) -> Cell:
    """The cell after the field is turned `turns` sixths of a circle about its centre."""
    q, r = cell
    for _ in range(turns % 6):
        q, r = -r, q + r
    return (q, r)


@dataclass(frozen=True)
class Board:
    origin: tuple[int, int]
    size: float  # centre to corner
    pointy: bool = False  # turned a quarter
    turns: int = 0  # and sixths of a circle: the field is drawn the way round it fits largest

    def centre(self, cell: Cell) -> tuple[int, int]:
        x, y = cell_offset(turned(cell, self.turns), self.size, self.pointy)
        return (int(self.origin[0] + x), int(self.origin[1] + y))

    def hexagon(self, cell: Cell, inset: float = 0.0) -> list[tuple[float, float]]:
        cx, cy = self.centre(cell)
        r = self.size - inset
        turn = math.pi / 6 if self.pointy else 0.0
        return [
            (cx + r * math.cos(turn + math.pi / 3 * k), cy + r * math.sin(turn + math.pi / 3 * k)) for k in range(6)
        ]

    def hit(self, cell: Cell, pos: tuple[int, int]) -> bool:
        cx, cy = self.centre(cell)
        return (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= (self.size * 0.85) ** 2


def fit_board(cells: Sequence[Cell], area: pygame.Rect) -> Board:
    """The hexagon size, origin and way round that show every cell inside `area` largest."""
    return _fit_board(tuple(cells), (area.x, area.y, area.width, area.height))


@lru_cache(maxsize=64)
def _fit_board(cells: tuple[Cell, ...], where: tuple[int, int, int, int]) -> Board:  # the same every frame of a turn
    area = pygame.Rect(where)
    best: Board | None = None
    for pointy, turns in ((p, t) for p in (False, True) for t in range(6)):
        points = [cell_offset(turned(c, turns), 1.0, pointy) for c in cells] or [(0.0, 0.0)]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        span_x, span_y = max(xs) - min(xs) + 2.2, max(ys) - min(ys) + 2.2
        size = max(6.0, min(area.width / span_x, area.height / span_y, area.height / 5))
        middle = ((max(xs) + min(xs)) / 2 * size, (max(ys) + min(ys)) / 2 * size)
        board = Board((int(area.centerx - middle[0]), int(area.centery - middle[1])), size, pointy, turns)
        if best is None or board.size > best.size + 0.5:
            best = board
    assert best is not None
    return best
