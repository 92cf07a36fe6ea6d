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

from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import decision_of
from game.roll.hexgrid import Cell, frontier, hex_center_cm
from game.ui.theme import px

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
    """Everything's place for the window, at the current UI scale (theme.px: lengths at 1280x720)."""
    w, h = size
    s = game.state
    side_w = max(px(280), w // 4)
    main = Rect(0, 0, w - side_w, h)
    side = Rect(main.right, 0, side_w, h)
    top_h = max(px(150), int(h * 0.235))
    own_h = max(px(252), int(h * 0.36))
    prompt_h = px(46)
    own = Rect(0, h - own_h, main.width, own_h)
    prompt = Rect(0, own.top - prompt_h, main.width, prompt_h)
    field_rect = Rect(0, top_h, main.width, prompt.top - top_h)
    info = Rect(side.x, 0, side_w, px(172))  # room for the To-act line in two lines
    batch = Rect(side.x, info.bottom, side_w, px(170))
    side_buttons = Rect(side.x, h - px(48), side_w, px(48))
    log = Rect(side.x, batch.bottom, side_w, side_buttons.top - batch.bottom)
    table_area = Rect(0, 0, main.width, prompt.top)
    lay = Layout(size, viewer, main, side, field_rect, prompt, own, info, batch, log, side_buttons, table_area)
    lay.token_radius = px(24)

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
    lay.names[seat] = Rect(r.x + px(8), r.y + px(4), r.width // 2, px(22))
    lay.hits.append((lay.names[seat], Hit("player", seat)))
    card_w, card_h = px(70), px(98)
    x, y = r.x + px(8), r.y + px(28)
    for bid in p.bakugan:
        rect = Rect(x, y, card_w, card_h)
        lay.bakugan_cards[bid] = rect
        lay.hits.append((rect, Hit("bakugan", bid)))
        x += card_w + px(8)
    x += px(10)
    for iid in p.heroes:
        rect = Rect(x, y, card_w, card_h)
        lay.heroes[iid] = rect
        lay.hits.append((rect, Hit("hero", iid)))
        x += card_w + px(6)
    right = r.right - px(8)
    pile_w = px(70)
    pile_h = card_h - px(20)  # room for the count under each pile, above the hand
    lay.discard[seat] = Rect(right - pile_w, y, pile_w, pile_h)
    lay.deck[seat] = Rect(right - 2 * pile_w - px(8), y, pile_w, pile_h)
    energy_x = max(x + px(8), right - 2 * pile_w - px(16) - px(160))
    lay.energy[seat] = Rect(energy_x, y, lay.deck[seat].x - px(8) - energy_x, card_h)
    lay.hits.append((lay.discard[seat], Hit("discard", seat)))
    lay.hits.append((lay.deck[seat], Hit("deck", seat)))
    # the hand: a row of cards, overlapping when there are many
    hand = p.hand
    hw, hh = px(100), px(124)
    top = y + card_h + px(6)
    avail = r.width - px(16)
    gap = px(6)
    fits = len(hand) * (hw + gap) <= avail
    step = hw + gap if fits else max(px(24), (avail - hw) // max(1, len(hand) - 1))
    x = r.x + px(8)
    for iid in hand:
        rect = Rect(x, top, hw, min(hh, r.bottom - top - px(4)))
        lay.hand[iid] = rect
        lay.hits.append((rect, Hit("hand", iid)))
        x += step


def _opponent_panel(lay: Layout, game: Game, seat: int) -> None:
    s = game.state
    p = s.players[seat]
    r = lay.panels[seat]
    lay.names[seat] = Rect(r.x + px(6), r.y + px(4), r.width - px(12), px(22))
    lay.hits.append((lay.names[seat], Hit("player", seat)))
    narrow = r.width < px(400)
    card_h = min(px(98), r.height - px(58))
    card_w = int(card_h * 0.714)
    if narrow:
        card_w, card_h = px(56), min(px(76), r.height - px(60))
    x, y = r.x + px(6), r.y + px(28)
    for bid in p.bakugan:
        rect = Rect(x, y, card_w, card_h)
        lay.bakugan_cards[bid] = rect
        lay.hits.append((rect, Hit("bakugan", bid)))
        x += card_w + px(4)
    x += px(6)
    for i, iid in enumerate(p.heroes):
        if narrow:  # no room beside the Bakugan: small cards under them (hover to read)
            rect = Rect(r.x + px(6) + i * px(92), y + card_h + px(6), px(88), px(20))
        else:
            rect = Rect(x, y, card_w, card_h)
            x += card_w + px(4)
        lay.heroes[iid] = rect
        lay.hits.append((rect, Hit("hero", iid)))
    pile_w = min(card_w, px(52))
    pile_h = card_h - px(14)  # the count sits under each pile
    lay.discard[seat] = Rect(r.right - px(8) - pile_w, y, pile_w, pile_h)
    lay.deck[seat] = Rect(r.right - px(14) - 2 * pile_w, y, pile_w, pile_h)
    lay.hits.append((lay.discard[seat], Hit("discard", seat)))
    lay.hits.append((lay.deck[seat], Hit("deck", seat)))
    bottom = r.bottom - px(24)
    backs: list[Rect] = []
    bx = r.x + px(8)
    for _ in range(min(len(p.hand), 10)):
        backs.append(Rect(bx, bottom - px(2), px(14), px(20)))
        bx += px(9)
    lay.hand_backs[seat] = backs
    lay.energy[seat] = Rect(bx + px(70), bottom, r.right - bx - px(80), px(20))


def _field(lay: Layout, game: Game, viewer: int, others: list[int]) -> None:
    s = game.state
    cells = list(s.field.values())
    # the free cells round the field matter only while a core is being placed: the rest of the
    # game the cores themselves fill the field, as large as it lets them
    placing = "core" in decision_of(game.pending()) or not cells
    shown = set(cells) | (set(frontier(cells)) if placing else set())
    unit = 1.0
    pts = {c: hex_center_cm(c, unit) for c in shown}
    xs = [p[0] for p in pts.values()]
    ys = [p[1] for p in pts.values()]
    span_x = (max(xs) - min(xs)) + 1.2
    span_y = (max(ys) - min(ys)) + 1.2
    f = lay.field
    # across flats in px so the cluster (with its frontier) fits the middle of the field
    across = min(px(52), (f.width * 0.5) / span_x, (f.height - px(30)) / span_y)
    lay.hex_radius = max(px(9), int(across / math.sqrt(3.0)))
    mid_x = (max(xs) + min(xs)) / 2
    mid_y = (max(ys) + min(ys)) / 2
    for c, (px_, py_) in pts.items():
        lay.cells[c] = (int(f.centerx + (px_ - mid_x) * across), int(f.centery - (py_ - mid_y) * across))
    # open Bakugan stand beside the field on the cores they hold: the viewer's to the left,
    # the others' to the right, one row per seat
    cluster_left = f.centerx - span_x * across / 2
    cluster_right = f.centerx + span_x * across / 2
    radius = lay.token_radius
    gap = 2 * radius + px(40)
    margin = radius + px(6)
    for seat in [viewer, *others]:
        mine = [b for b in s.players[seat].bakugan if s.bakugan[b].open]
        if seat == viewer:
            y = f.centery + f.height // 6
            room = max(1, int(cluster_left - f.left - margin) // gap)
            xs_seat = [cluster_left - px(46) - (i % room) * gap for i in range(len(mine))]
        else:
            k = others.index(seat)
            rows = len(others)
            top_y, bottom_y = f.top + px(30) + radius, f.bottom - px(30) - radius
            y = top_y + (k * (bottom_y - top_y)) // max(1, rows - 1) if rows > 1 else f.centery - f.height // 6
            room = max(1, int(f.right - cluster_right - margin) // gap)
            xs_seat = [cluster_right + px(46) + (i % room) * gap for i in range(len(mine))]
        for bid, x in zip(mine, xs_seat, strict=True):
            cx = min(max(int(x), f.left + margin), f.right - margin)
            cy = min(max(int(y), f.top + radius + px(18)), f.bottom - radius - px(22))
            lay.tokens[bid] = (cx, cy)


def _batch(lay: Layout, game: Game) -> None:
    entries = game.state.batch
    r = lay.batch
    top = r.y + px(30)
    avail = r.height - px(36)
    row = px(26)
    step = row if len(entries) * row <= avail - px(30) else max(px(8), (avail - px(30)) // max(1, len(entries)))
    for i, entry in enumerate(entries):
        shift = px(4)
        rect = Rect(r.x + px(10) + i * shift, top + i * step, r.width - px(20) - len(entries) * shift, px(30))
        lay.batch_entries[entry.eid] = rect
        lay.hits.append((rect, Hit("batch", entry.eid)))


def move_field(lay: Layout, game: Game, field: Rect) -> None:
    """Put the BakuCore field in `field` and place its cells and open Bakugan again (the analysis
    mode keeps a strip above it for the other players' hands)."""
    lay.field = field
    lay.cells.clear()
    lay.tokens.clear()
    _field(lay, game, lay.viewer, seat_order(game.state.seats, lay.viewer))
