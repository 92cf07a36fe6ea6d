"""The look of the Toy Battle table: each Bakugan on its stand (closed ball or open figure in its
faction's colour, the shell's figures: game/ui/figures.py), the BakuCore field as a felt mat of
hexagons, and the side panel with the players and the log."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.games.toy_battle.ui.layout import Board
from game.games.toy_battle.view import BakuganSight, CoreSight
from game.roll.hexgrid import Cell
from game.ui import figures, text, theme
from game.ui.theme import Colour, px

GOLD: Colour = (255, 214, 90)
MAT: Colour = (26, 70, 52)
MAT_EDGE: Colour = (92, 150, 116)


def pulse(t: float, speed: float = 3.0) -> float:
    """0..1 and back, for what asks to be clicked."""
    return 0.5 + 0.5 * math.sin(t * speed)


def core_colour(core: CoreSight) -> Colour:
    """A BakuCore's kind's colour (its label starts with its kind: "Magic Shield core")."""
    kind = max((k for k in theme.CORE if core.label.startswith(k)), key=len, default="")
    return theme.CORE.get(kind, theme.NEUTRAL)


def core_words(core: CoreSight) -> str:
    return f"+{core.bp}" if core.bp else core.label.removesuffix(" core").split(" (")[0]


def core_label(words: str, hex_size: float, colour: Colour) -> pygame.Surface:
    """A BakuCore's words sized to its hexagon (the largest of a few sizes that fits across it)."""
    room = int(hex_size * 1.55)
    for real in (int(hex_size * 0.62), int(hex_size * 0.5), int(hex_size * 0.4)):
        label = text.render_px(words, max(8, real), colour, True)
        if label.get_width() <= room:
            return label
    return text.render_px(words[:3], max(8, int(hex_size * 0.4)), colour, True)


def figure_radius(stand: pygame.Rect) -> int:
    return max(8, min(int(stand.width * 0.17), int(stand.height * 0.2)))


def figure_centre(stand: pygame.Rect) -> tuple[int, int]:
    return (stand.centerx, stand.y + int(stand.height * 0.42))


def draw_stand(
    surface: pygame.Surface,
    stand: pygame.Rect,
    b: BakuganSight,
    seat_colour: Colour,
    *,
    selected: bool,
    pickable: bool,
    hovered: bool,
    away: bool,
    t: float,
) -> None:
    """A Bakugan on its stand: the plinth in its owner's colour, the figure (gone while `away`, in
    flight), its Faction, name and B-Power, the BakuCores it holds, and a lit edge when it may be
    picked."""
    faction = theme.FACTION.get(b.faction, theme.NEUTRAL)
    fill = theme.mix(seat_colour, theme.PANEL_DARK, 0.82 if not hovered else 0.7)
    radius = px(12)
    pygame.draw.rect(surface, fill, stand, border_radius=radius)
    band = pygame.Rect(stand.x, stand.y, stand.width, px(6))
    pygame.draw.rect(surface, seat_colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
    if pickable:
        glow = theme.mix(theme.ACCENT, fill, 0.25 * pulse(t))
        pygame.draw.rect(surface, glow, stand, px(4) if hovered else px(3), border_radius=radius)
    else:
        pygame.draw.rect(surface, theme.mix(seat_colour, fill, 0.5), stand, 1, border_radius=radius)
    r = figure_radius(stand)
    centre = figure_centre(stand)
    shadow = pygame.Rect(0, 0, int(r * 2.6), max(4, r // 2))
    shadow.center = (centre[0], centre[1] + int(r * 1.05))
    pygame.draw.ellipse(surface, theme.mix(fill, (0, 0, 0), 0.4), shadow)
    if selected and not away:
        ring = theme.mix(theme.ACCENT, fill, 0.3 * pulse(t, 4.0))
        pygame.draw.circle(surface, ring, centre, int(r * 1.55), max(2, r // 6))
    if away:
        text.blit(surface, "thrown", centre, theme.SMALL, theme.TEXT_DIM, anchor="center")
    elif b.open:
        figures.open_figure(surface, (centre[0], centre[1] - r // 5), max(4, int(r * 0.95)), faction, seat_colour)
    else:
        figures.closed_ball(surface, centre, r, faction, seat_colour if selected else None, spin=0.4 + b.bid)
    pad = px(8)
    text.blit(surface, b.faction or "", (stand.x + pad, stand.y + px(10)), theme.SMALL, faction, bold=True)
    badge = text.render(str(b.bp), theme.BODY, GOLD, True)
    box = badge.get_rect(topright=(stand.right - pad, stand.y + px(10)))
    pygame.draw.rect(surface, (26, 26, 34), box.inflate(px(8), px(2)), border_radius=px(6))
    surface.blit(badge, box)
    name = text.fit(b.name, stand.width - 2 * pad, theme.BODY, True)
    name_y = stand.bottom - pad - theme.font(theme.BODY, True).get_linesize()
    text.blit(surface, name, (stand.centerx, name_y), theme.BODY, theme.TEXT, bold=True, anchor="midtop")
    state = "open" if b.open else ("in the brawl" if selected else "closed")
    colour = theme.GOOD if b.open else (theme.ACCENT if selected else theme.TEXT_DIM)
    state_y = name_y - theme.font(theme.SMALL).get_linesize()
    text.blit(surface, state, (stand.centerx, state_y), theme.SMALL, colour, anchor="midtop")
    if b.cores:  # the BakuCores it holds, as small hexes in the lower corner
        chip = max(5, r // 3)
        for k in range(len(b.cores)):
            at = (stand.x + pad + chip + k * (2 * chip + 2), state_y - chip)
            hexagon(surface, at, chip, theme.ACCENT, theme.TEXT_DARK)


def hexagon(surface: pygame.Surface, centre: tuple[int, int], r: float, fill: Colour, edge: Colour) -> None:
    points = [(centre[0] + r * math.cos(math.pi / 3 * k), centre[1] + r * math.sin(math.pi / 3 * k)) for k in range(6)]
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, edge, points, 1)


def draw_mat(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The felt the BakuCores lie on (painted once per size: large rounded fills cost a frame dear)."""
    surface.blit(_mat(area.width, area.height, px(18), px(14), px(10)), area.topleft)


@lru_cache(maxsize=8)
def _mat(width: int, height: int, outer: int, inner: int, margin: int) -> pygame.Surface:
    felt = pygame.Surface((width, height), pygame.SRCALPHA)
    area = felt.get_rect()
    pygame.draw.rect(felt, MAT, area, border_radius=outer)
    pygame.draw.rect(felt, theme.mix(MAT, (0, 0, 0), 0.15), area.inflate(-margin, -margin), border_radius=inner)
    pygame.draw.rect(felt, MAT_EDGE, area, 2, border_radius=outer)
    return felt


def draw_field(
    surface: pygame.Surface,
    board: Board,
    cells: Sequence[Cell],
    cores: Sequence[CoreSight],
    legal: Sequence[Cell],
    seat_colours: Sequence[Colour],
    mouse: tuple[int, int],
    t: float,
) -> None:
    """The grid of cells, the BakuCores on it in their kinds' colours rimmed in their owners', and
    the cells where the player to act may place one, lit."""
    faint = theme.mix(MAT_EDGE, MAT, 0.55)
    for cell in cells:
        pygame.draw.polygon(surface, faint, board.hexagon(cell, 2), 1)
    for core in cores:
        if core.cell is None:
            continue
        pygame.draw.polygon(surface, seat_colours[core.owner], board.hexagon(core.cell, 1.5))
        pygame.draw.polygon(surface, core_colour(core), board.hexagon(core.cell, max(3.0, board.size * 0.18)))
        label = core_label(core_words(core), board.size, theme.text_on(core_colour(core)))
        surface.blit(label, label.get_rect(center=board.centre(core.cell)))
    glow = theme.mix(theme.ACCENT, MAT, 0.45 * pulse(t))
    for cell in legal:
        near = board.hit(cell, mouse)
        if near:
            pygame.draw.polygon(surface, theme.ACCENT_SOFT, board.hexagon(cell, 3))
        pygame.draw.polygon(surface, theme.ACCENT if near else glow, board.hexagon(cell, 3), max(2, px(3)))


def draw_panel(
    surface: pygame.Surface,
    panel: pygame.Rect,
    names: Sequence[str],
    kinds: Sequence[str],
    opened: Sequence[int],
    seat_colours: Sequence[Colour],
) -> int:
    """The players (name, who plays the seat, a pip per Bakugan opened); returns where the log
    panel (the shell's, drawn by the table) begins below them."""
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=px(10))
    pad = px(12)
    y = panel.y + pad
    line = theme.font(theme.BODY, True).get_linesize()
    for seat, name in enumerate(names):
        colour = seat_colours[seat]
        pygame.draw.circle(surface, colour, (panel.x + pad + px(7), y + line // 2), px(7))
        label = text.fit(name, panel.width - 2 * pad - px(80), theme.BODY, True)
        text.blit(surface, label, (panel.x + pad + px(20), y), theme.BODY, colour, bold=True)
        for k in range(3):  # a pip per Bakugan: filled once open
            at = (panel.right - pad - px(8) - k * px(20), y + line // 2)
            pygame.draw.circle(surface, colour, at, px(7), 0 if k < opened[seat] else 2)
        y += line
        text.blit(surface, kinds[seat], (panel.x + pad + px(20), y), theme.SMALL, theme.TEXT_DIM)
        y += theme.font(theme.SMALL).get_linesize() + px(6)
    pygame.draw.line(surface, theme.PANEL_EDGE, (panel.x + pad, y), (panel.right - pad, y))
    return y + px(6)
