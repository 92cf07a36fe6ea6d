"""Where everything on the table goes for a window size, a seat count and the viewing seat.

The viewer's area (with their hand) is at the bottom, the other players along the top in turn
order, the BakuCore field in the middle, and the status, batch and log on the right. The layout
also lists hit regions, so clicks and hovers resolve to the thing under the pointer.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

import pygame

from game.hexgrid import Cell, frontier, hex_center_cm
from game.rules.engine import Game

Rect = pygame.Rect


@dataclass(frozen=True)
class Hit:
    kind: str  # hand | bakugan | token | cell | player | batch | hero | discard | deck | core | button
    ref: Any


@dataclass
class Layout:
    size: tuple[int, int]
    viewer: int
    main: Rect
    side: Rect
    field: Rect
    prompt: Rect
    own: Rect
    info: Rect
    batch: Rect
    log: Rect
    side_buttons: Rect
    table_area: Rect  # the whole table to scale while throwing and rolling
    panels: dict[int, Rect] = dc_field(default_factory=dict)
    names: dict[int, Rect] = dc_field(default_factory=dict)
    hand: dict[int, Rect] = dc_field(default_factory=dict)
    hand_backs: dict[int, list[Rect]] = dc_field(default_factory=dict)
    bakugan_cards: dict[int, Rect] = dc_field(default_factory=dict)
    tokens: dict[int, tuple[int, int]] = dc_field(default_factory=dict)
    token_radius: int = 22
    heroes: dict[int, Rect] = dc_field(default_factory=dict)
    deck: dict[int, Rect] = dc_field(default_factory=dict)
    discard: dict[int, Rect] = dc_field(default_factory=dict)
    energy: dict[int, Rect] = dc_field(default_factory=dict)
    cells: dict[Cell, tuple[int, int]] = dc_field(default_factory=dict)
    hex_radius: int = 20
    batch_entries: dict[int, Rect] = dc_field(default_factory=dict)
    hits: list[tuple[Rect, Hit]] = dc_field(default_factory=list)

    def hit_at(self, pos: tuple[int, int]) -> Hit | None:
        for rect, hit in reversed(self.hits):
            if rect.collidepoint(pos):
                return hit
        for cell, centre in self.cells.items():
            if math.dist(centre, pos) <= self.hex_radius * 0.9:
                return Hit("cell", cell)
        for bid, centre in self.tokens.items():
            if math.dist(centre, pos) <= self.token_radius:
                return Hit("token", bid)
        return None


def seat_order(seats: int, viewer: int) -> list[int]:
    """The other seats in turn order after the viewer (they sit left to right along the top)."""
    return [(viewer + k) % seats for k in range(1, seats)]


def build(game: Game, viewer: int, size: tuple[int, int]) -> Layout:
    w, h = size
    s = game.state
    side_w = max(280, w // 4)
    main = Rect(0, 0, w - side_w, h)
    side = Rect(main.right, 0, side_w, h)
    top_h = max(150, int(h * 0.235))
    own_h = max(230, int(h * 0.36))
    prompt_h = 46
    own = Rect(0, h - own_h, main.width, own_h)
    prompt = Rect(0, own.top - prompt_h, main.width, prompt_h)
    field_rect = Rect(0, top_h, main.width, prompt.top - top_h)
    info = Rect(side.x, 0, side_w, 150)
    batch = Rect(side.x, info.bottom, side_w, 170)
    side_buttons = Rect(side.x, h - 48, side_w, 48)
    log = Rect(side.x, batch.bottom, side_w, side_buttons.top - batch.bottom)
    table_area = Rect(0, 0, main.width, prompt.top)
    lay = Layout(size, viewer, main, side, field_rect, prompt, own, info, batch, log, side_buttons, table_area)

    others = seat_order(s.seats, viewer)
    panel_w = main.width // max(1, len(others))
    for i, seat in enumerate(others):
        lay.panels[seat] = Rect(i * panel_w, 0, panel_w, top_h)
    lay.panels[viewer] = own

    _own_area(lay, game, viewer)
    for seat in others:
        _opponent_panel(lay, game, seat)
    _field(lay, game, viewer, others)
    _batch(lay, game)
    return lay


def _own_area(lay: Layout, game: Game, seat: int) -> None:
    s = game.state
    p = s.players[seat]
    r = lay.own
    lay.names[seat] = Rect(r.x + 8, r.y + 4, 260, 22)
    lay.hits.append((lay.names[seat], Hit("player", seat)))
    card_w, card_h = 70, 98
    x, y = r.x + 8, r.y + 28
    for bid in p.bakugan:
        rect = Rect(x, y, card_w, card_h)
        lay.bakugan_cards[bid] = rect
        lay.hits.append((rect, Hit("bakugan", bid)))
        x += card_w + 8
    x += 10
    for iid in p.heroes:
        rect = Rect(x, y, card_w, card_h)
        lay.heroes[iid] = rect
        lay.hits.append((rect, Hit("hero", iid)))
        x += card_w + 6
    right = r.right - 8
    pile_w = 70
    pile_h = card_h - 20  # room for the count under each pile, above the hand
    lay.discard[seat] = Rect(right - pile_w, y, pile_w, pile_h)
    lay.deck[seat] = Rect(right - 2 * pile_w - 8, y, pile_w, pile_h)
    lay.energy[seat] = Rect(right - 2 * pile_w - 16 - 150, y, 150, card_h)
    lay.hits.append((lay.discard[seat], Hit("discard", seat)))
    lay.hits.append((lay.deck[seat], Hit("deck", seat)))
    # the hand: a row of cards, overlapping when there are many
    hand = p.hand
    hw, hh = 96, 122
    top = y + card_h + 6
    avail = r.width - 16
    step = hw + 6 if len(hand) * (hw + 6) <= avail else max(24, (avail - hw) // max(1, len(hand) - 1))
    x = r.x + 8
    for iid in hand:
        rect = Rect(x, top, hw, min(hh, r.bottom - top - 4))
        lay.hand[iid] = rect
        lay.hits.append((rect, Hit("hand", iid)))
        x += step


def _opponent_panel(lay: Layout, game: Game, seat: int) -> None:
    s = game.state
    p = s.players[seat]
    r = lay.panels[seat]
    lay.names[seat] = Rect(r.x + 6, r.y + 4, r.width - 12, 22)
    lay.hits.append((lay.names[seat], Hit("player", seat)))
    card_h = min(98, r.height - 28 - 30)
    card_w = int(card_h * 0.714)
    if r.width < 400:
        card_w, card_h = 54, 72
    x, y = r.x + 6, r.y + 28
    for bid in p.bakugan:
        rect = Rect(x, y, card_w, card_h)
        lay.bakugan_cards[bid] = rect
        lay.hits.append((rect, Hit("bakugan", bid)))
        x += card_w + 4
    x += 6
    narrow = r.width < 400
    for i, iid in enumerate(p.heroes):
        if narrow:  # no room beside the Bakugan: small cards under them (hover to read)
            rect = Rect(r.x + 6 + i * 92, y + card_h + 6, 88, 20)
        else:
            rect = Rect(x, y, card_w, card_h)
            x += card_w + 4
        lay.heroes[iid] = rect
        lay.hits.append((rect, Hit("hero", iid)))
    pile_w = min(card_w, 56)
    lay.discard[seat] = Rect(r.right - 8 - pile_w, y, pile_w, card_h)
    lay.deck[seat] = Rect(r.right - 14 - 2 * pile_w, y, pile_w, card_h)
    lay.hits.append((lay.discard[seat], Hit("discard", seat)))
    lay.hits.append((lay.deck[seat], Hit("deck", seat)))
    bottom = r.bottom - 24
    backs: list[Rect] = []
    bx = r.x + 8
    for _ in range(min(len(p.hand), 10)):
        backs.append(Rect(bx, bottom - 2, 14, 20))
        bx += 9
    lay.hand_backs[seat] = backs
    lay.energy[seat] = Rect(bx + 70, bottom, r.right - bx - 80, 20)


def _field(lay: Layout, game: Game, viewer: int, others: list[int]) -> None:
    s = game.state
    cells = list(s.field.values())
    shown = set(cells) | set(frontier(cells))
    unit = 1.0
    pts = {c: hex_center_cm(c, unit) for c in shown}
    xs = [p[0] for p in pts.values()]
    ys = [p[1] for p in pts.values()]
    span_x = (max(xs) - min(xs)) + 1.2
    span_y = (max(ys) - min(ys)) + 1.2
    f = lay.field
    # across flats in px so the cluster (with its frontier) fits the middle of the field
    across = min(44.0, (f.width * 0.55) / span_x, (f.height - 16) / span_y)
    lay.hex_radius = max(8, int(across / math.sqrt(3.0)))
    mid_x = (max(xs) + min(xs)) / 2
    mid_y = (max(ys) + min(ys)) / 2
    for c, (px, py) in pts.items():
        lay.cells[c] = (int(f.centerx + (px - mid_x) * across), int(f.centery - (py - mid_y) * across))
    # open Bakugan stand beside the field: the viewer's to the left, the others' to the right
    cluster_left = f.centerx - span_x * across / 2
    cluster_right = f.centerx + span_x * across / 2
    radius = lay.token_radius
    gap = 2 * radius + 34
    for seat in [viewer, *others]:
        mine = [b for b in s.players[seat].bakugan if s.bakugan[b].open]
        if seat == viewer:
            y = f.centery + f.height // 5
            xs_seat = [cluster_left - 50 - i * gap for i in range(len(mine))]
        else:
            k = others.index(seat)
            rows = len(others)
            y = (
                f.top + radius + 14 + (k * (f.height - 2 * radius - 40)) // max(1, rows - 1)
                if rows > 1
                else (f.centery - f.height // 5)
            )
            xs_seat = [cluster_right + 50 + i * gap for i in range(len(mine))]
        for bid, x in zip(mine, xs_seat, strict=True):
            cx = min(max(int(x), f.left + radius + 4), f.right - radius - 4)
            cy = min(max(int(y), f.top + radius + 4), f.bottom - radius - 16)
            lay.tokens[bid] = (cx, cy)


def _batch(lay: Layout, game: Game) -> None:
    entries = game.state.batch
    r = lay.batch
    top = r.y + 30
    avail = r.height - 36
    step = 26 if len(entries) * 26 <= avail - 30 else max(8, (avail - 30) // max(1, len(entries)))
    for i, entry in enumerate(entries):
        rect = Rect(r.x + 10 + i * 4, top + i * step, r.width - 20 - len(entries) * 4, 30)
        lay.batch_entries[entry.eid] = rect
        lay.hits.append((rect, Hit("batch", entry.eid)))


def move_field(lay: Layout, game: Game, field: Rect) -> None:
    """Put the BakuCore field in `field` and place its cells and open Bakugan again (the analysis
    mode keeps a strip above it for the other players' hands)."""
    lay.field = field
    lay.cells.clear()
    lay.tokens.clear()
    _field(lay, game, lay.viewer, seat_order(game.state.seats, lay.viewer))
