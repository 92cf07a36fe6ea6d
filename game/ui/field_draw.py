"""Drawing the BakuCore field: the close-up of the cores and open Bakugan, or the whole table
to scale while throwing and rolling. Reads the scene and the game; changes nothing."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.rules.stats import top_card
from game.ui import cards, text, theme
from game.ui.layout import Hit, Layout
from game.ui.table_geometry import Projection

if TYPE_CHECKING:
    from game.rules.engine import Game
    from game.ui.table import TableScene


def draw_field(surface: pygame.Surface, scene: TableScene, lay: Layout, game: Game, marks: set[Hit]) -> None:
    f = lay.field
    if scene.table_view():
        draw_table_view(surface, scene, game)
        return
    top = game.pending()
    flipping = top is not None and top.kind == "decision" and top.decision == "flip"
    if not flipping:
        text.blit(
            surface, "BakuCore Field", (f.x + 16, f.y + 8), theme.SMALL, theme.mix(theme.FIELD_EDGE, theme.TEXT, 0.4)
        )
    s = game.state
    occupied = {cell: cid for cid, cell in s.field.items()}
    r = lay.hex_radius
    for cell, centre in lay.cells.items():
        cid = occupied.get(cell)
        if cid is not None:
            core = s.cores[cid]
            kind = game.catalog.cores[core.core_id].type.value
            cards.core_chip(surface, centre, r - 1, kind, theme.SEAT[core.owner], edge=2)
        elif Hit("cell", cell) in marks:
            if math.dist(centre, scene.mouse) <= r * 0.9:  # preview the core about to be placed
                pick = scene.core_pick_for(scene.legal())
                if pick is not None:
                    kind = game.catalog.cores[s.cores[pick].core_id].type.value
                    cards.core_chip(surface, centre, r - 2, kind, theme.ACCENT, edge=3)
                    continue
            cards.hex_outline(surface, centre, r - 2, theme.ACCENT)
    for bid, centre in lay.tokens.items():
        _token(surface, lay, game, bid, centre, Hit("token", bid) in marks)
    top = game.pending()
    run = game.current_damage()
    if run is not None and not game.over:
        total = game.damage_total(run)
        words = f"Damage: {game.name(run.target)} has taken {run.dealt} of {total}"
        text.blit(
            surface,
            words + " (5.11, one card at a time)",
            (f.right - 16, f.y + 8),
            theme.BODY,
            theme.BAD,
            bold=True,
            anchor="topright",
        )
    if top is not None and top.kind == "decision" and top.decision == "flip" and top.card is not None:
        face = cards.zoom(game.card(top.card))
        rect = face.get_rect(topleft=(f.x + 14, f.y + 30))
        surface.set_clip(f)
        surface.blit(face, rect)
        surface.set_clip(None)
        text.blit(
            surface,
            f"{game.name(top.seat)} flipped this card from the deck:",
            (rect.x, f.y + 8),
            theme.BODY,
            theme.ACCENT,
            bold=True,
        )


def draw_table_view(surface: pygame.Surface, scene: TableScene, game: Game) -> None:
    """The whole table to scale from the viewer's edge: release zones, no-release area, cores."""
    proj = scene.projection
    geom = proj.geom
    area = scene.layout.table_area.clip(surface.get_rect())
    s = game.state
    surface.blit(_table_layer(surface.get_size(), area, scene.viewer, proj, game), area)
    for bak in s.bakugan:
        if bak.open and bak.rest_cm is not None:
            card = top_card(s, game.catalog, bak)
            pygame.draw.circle(
                surface,
                theme.faction_colour([f.value for f in card.factions]),
                proj.to_px((bak.rest_cm[0], bak.rest_cm[1])),
                10,
            )
    if scene.throwing():
        lines = (
            "The whole table, to scale,",
            "seen from your edge.",
            "",
            "Yellow: your release zone",
            "(two card lengths, 5.7.1).",
            "Red: too close to a BakuCore",
            "to release there (7.8.2).",
            "",
            "Press where you let go, pull",
            "back and release: the throw goes",
            "the other way; a longer pull is",
            "faster (1 m/s per 100 px).",
            "Keys 1, 2, 3 pick the style.",
        )
        for i, line in enumerate(lines):
            text.blit(surface, line, (area.x + 12, area.y + 12 + 21 * i), theme.BODY, theme.TEXT)
    elif scene.anim is not None:
        text.blit(surface, "Rolling... click or press", (area.x + 12, area.y + 12), theme.BODY, theme.TEXT)
        text.blit(surface, "Space to skip.", (area.x + 12, area.y + 33), theme.BODY, theme.TEXT)
    for seat in range(s.seats):  # who throws from which edge
        frame = geom.seats[seat]
        half = frame.half_edge_cm
        corner = proj.to_px(frame.to_table(-half + 7.0, 2.0))
        text.blit(
            surface, f"{game.name(seat)}'s edge", corner, theme.SMALL, theme.SEAT[seat], bold=True, anchor="center"
        )


_TABLE_LAYERS: dict[tuple[object, ...], pygame.Surface] = {}


def _table_layer(size: tuple[int, int], area: pygame.Rect, viewer: int, proj: Projection, game: Game) -> pygame.Surface:
    """The table, release zones, no-release veil and cores inside `area`, drawn once per viewer,
    projection and core placement (the full-window alpha blends cost several ms a frame)."""
    s = game.state
    cores = tuple(sorted((cid, cell, s.cores[cid].owner, s.cores[cid].core_id) for cid, cell in s.field.items()))
    key = (size, tuple(area), viewer, s.seats, proj.k, proj.cx, proj.bottom, cores)
    cached = _TABLE_LAYERS.get(key)
    if cached is not None:
        return cached
    if len(_TABLE_LAYERS) > 8:
        _TABLE_LAYERS.clear()
    surface = pygame.Surface(size)
    geom = proj.geom
    pygame.draw.rect(surface, theme.BG, area)
    table = proj.table_rect()
    pygame.draw.rect(surface, (92, 70, 52), table.inflate(10, 10), border_radius=6)
    pygame.draw.rect(surface, (46, 92, 70), table)
    k = proj.k
    # each player's release zone along their edge (rule 5.7.1); the viewer's is highlighted
    for seat in range(s.seats):
        frame = geom.seats[seat]
        half = frame.half_edge_cm
        pts = [
            proj.to_px(frame.to_table(lat, dep))
            for lat, dep in ((-half, 0.0), (half, 0.0), (half, geom.release_zone_cm), (-half, geom.release_zone_cm))
        ]
        mine = seat == viewer
        zone = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.polygon(zone, (*(theme.ACCENT if mine else theme.SEAT[seat]), 60 if mine else 28), pts)
        surface.blit(zone, (0, 0))
        pygame.draw.polygon(surface, theme.ACCENT if mine else theme.SEAT[seat], pts, 2 if mine else 1)
    # nearer than two card lengths to a core: no release there (rule 7.8.2)
    veil = pygame.Surface(size, pygame.SRCALPHA)
    reach = int((geom.core_gap_cm + geom.across_cm / 2) * k)
    for cell in s.field.values():
        pygame.draw.circle(veil, (200, 60, 60, 255), proj.core_px(cell), reach)
    veil.set_alpha(60)
    surface.blit(veil, (0, 0))
    r = proj.core_radius_px()
    for cid, cell in s.field.items():
        core = s.cores[cid]
        kind = game.catalog.cores[core.core_id].type.value
        cards.core_chip(surface, proj.core_px(cell), r, kind, theme.SEAT[core.owner])
    layer = surface.subsurface(area).copy()
    _TABLE_LAYERS[key] = layer
    return layer


def _token(surface: pygame.Surface, lay: Layout, game: Game, bid: int, centre: tuple[int, int], marked: bool) -> None:
    s = game.state
    bak = s.bakugan[bid]
    card = top_card(s, game.catalog, bak)
    colour = theme.faction_colour([f.value for f in card.factions])
    r = lay.token_radius
    if marked:
        pygame.draw.circle(surface, theme.ACCENT, centre, r + 5, 3)
    pygame.draw.circle(surface, colour, centre, r)
    pygame.draw.circle(surface, theme.SEAT[bak.controller], centre, r, 3)
    st = game.stats(bid)
    text.blit(
        surface, str(st.bp), (centre[0], centre[1] + 1), theme.BODY, theme.text_on(colour), bold=True, anchor="center"
    )
    for i, cid in enumerate(bak.cores):
        kind = game.catalog.cores[s.cores[cid].core_id].type.value
        angle = math.radians(-60 + 40 * i)
        cards.core_chip(
            surface, (int(centre[0] + math.cos(angle) * (r + 9)), int(centre[1] + math.sin(angle) * (r + 9))), 10, kind
        )
    label = text.fit(card.name, 2 * r + 28, theme.SMALL)
    text.blit(surface, label, (centre[0], centre[1] + r + 2), theme.SMALL, theme.TEXT, anchor="midtop")
