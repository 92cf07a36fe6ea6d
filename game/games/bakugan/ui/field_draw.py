"""Drawing the BakuCore field: the close-up of the cores and open Bakugan, or the whole table
to scale while throwing and rolling. Reads the scene and the game; changes nothing."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.games.bakugan.cards.text import core_text
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.stats import top_card
from game.games.bakugan.ui import bakugan_draw, cards, icons, table_look
from game.games.bakugan.ui.coach import draw_hint, hint
from game.games.bakugan.ui.layout import Hit, Layout
from game.games.bakugan.ui.practice.no_release_draw import grown_hexagons
from game.games.bakugan.ui.table_geometry import Projection
from game.games.bakugan.ui.throw_scale import scale_words
from game.roll.hexgrid import hex_corners_cm
from game.ui import figures, text, theme
from game.ui.theme import px

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.ui.table import TableScene


def draw_field(surface: pygame.Surface, scene: TableScene, lay: Layout, game: Game, marks: set[Hit]) -> None:
    f = lay.field
    if scene.table_view():
        draw_table_view(surface, scene, game)
        return
    top = game.pending()
    flipping = isinstance(top, DecisionFrame) and top.decision == "flip"
    if not flipping:
        text.blit(
            surface,
            "BakuCore Field",
            (f.x + px(16), f.y + px(8)),
            theme.SMALL,
            theme.mix(theme.FIELD_EDGE, theme.TEXT, 0.4),
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
        _token(surface, scene, lay, game, bid, centre, Hit("token", bid) in marks)
    if not flipping:
        draw_legend(surface, lay, game)
        if scene.app.settings.hints and scene.puzzle is None and scene.coach_hints:
            draw_hint(surface, f, hint(game, scene.viewer, scene.my_move()))
    top = game.pending()
    run = game.current_damage()
    if run is not None and not game.over:
        total = game.damage_total(run)
        words = f"Damage: {game.name(run.target)} has taken {run.dealt} of {total}"
        text.blit(
            surface,
            words + " (5.11, one card at a time)",
            (f.right - px(16), f.y + px(8)),
            theme.BODY,
            theme.BAD,
            bold=True,
            anchor="topright",
        )
    if isinstance(top, DecisionFrame) and top.decision == "flip" and top.card is not None:
        face = cards.zoom(game.card(top.card))
        rect = face.get_rect(topleft=(f.x + px(14), f.y + px(30)))
        surface.set_clip(f)
        surface.blit(face, rect)
        surface.set_clip(None)
        text.blit(
            surface,
            f"{game.name(top.seat)} flipped this card from the deck:",
            (rect.x, f.y + px(8)),
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
    rolling = {ball.seat for ball in scene.anim.balls} if scene.anim is not None else set()
    for bak in s.bakugan:
        if bak.controller in rolling and bak.opened_turn == s.turn:
            continue  # still rolling on screen: it stands once its animation has shown it open
        if bak.open and bak.rest_cm is not None:
            colour = theme.faction_colour(list(game.stats(bak.bid).factions))  # as they are now (2.5.1)
            where = proj.to_px((bak.rest_cm[0], bak.rest_cm[1]))
            r = proj.ball_radius_px()
            table_look.shadow(surface, where, r)
            figures.open_figure(surface, where, r, colour, theme.SEAT[bak.controller])
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
            f"faster ({scale_words()}).",
            "Keys 1, 2, 3 pick the style.",
        )
        step = theme.font(theme.BODY).get_linesize()
        for i, line in enumerate(lines):
            text.blit(surface, line, (area.x + px(12), area.y + px(12) + step * i), theme.BODY, theme.TEXT)
    elif scene.anim is not None:
        step = theme.font(theme.BODY).get_linesize()
        text.blit(surface, "Rolling… click or press", (area.x + px(12), area.y + px(12)), theme.BODY, theme.TEXT)
        text.blit(surface, "Space to skip.", (area.x + px(12), area.y + px(12) + step), theme.BODY, theme.TEXT)
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
    rim = px(12)
    surface.blit(table_look.mat(table.inflate(2 * rim, 2 * rim).size, rim), table.inflate(2 * rim, 2 * rim))
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
        box = pygame.Rect(min(x for x, _y in pts), min(y for _x, y in pts), 0, 0)
        box.size = (max(x for x, _y in pts) + 1 - box.x, max(y for _x, y in pts) + 1 - box.y)
        zone = pygame.Surface(box.size, pygame.SRCALPHA)  # the zone's own size: a window-sized blend costs ms
        shade = (*(theme.ACCENT if mine else theme.SEAT[seat]), 60 if mine else 28)
        pygame.draw.polygon(zone, shade, [(x - box.x, y - box.y) for x, y in pts])
        surface.blit(zone, box.topleft)
        pygame.draw.polygon(surface, theme.ACCENT if mine else theme.SEAT[seat], pts, 2 if mine else 1)
    # nearer than two card lengths to a core's edge: no release there (rule 7.8.2), drawn smooth
    if s.field:
        hexagons = [[proj.to_px_exact(c) for c in hex_corners_cm(cell, geom.across_cm)] for cell in s.field.values()]
        gap = geom.core_gap_cm * k
        xs = [x for h in hexagons for x, _y in h]
        ys = [y for h in hexagons for _x, y in h]
        box = pygame.Rect(int(min(xs) - gap) - 2, int(min(ys) - gap) - 2, 0, 0)
        box.size = (int(max(xs) + gap) + 3 - box.x, int(max(ys) + gap) + 3 - box.y)
        box = box.clip(table)
        local = [[(x - box.x, y - box.y) for x, y in h] for h in hexagons]
        veil = grown_hexagons(box.size, local, gap, (200, 60, 60, 255), (200, 60, 60, 0), supersample=3)
        veil.set_alpha(60)
        surface.blit(veil, box.topleft)
    r = proj.core_radius_px()
    for cid, cell in s.field.items():
        core = s.cores[cid]
        kind = game.catalog.cores[core.core_id].type.value
        cards.core_chip(surface, proj.core_px(cell), r, kind, theme.SEAT[core.owner])
    layer = surface.subsurface(area).copy()
    _TABLE_LAYERS[key] = layer
    return layer


def _token(
    surface: pygame.Surface,
    scene: TableScene,
    lay: Layout,
    game: Game,
    bid: int,
    centre: tuple[int, int],
    marked: bool,
) -> None:
    """An open Bakugan standing on the cores it holds, with its name and B-Power."""
    s = game.state
    bak = s.bakugan[bid]
    card = top_card(s, game.catalog, bak)
    colour = theme.faction_colour(list(game.stats(bid).factions))  # as they are now (2.5.1)
    r = lay.token_radius
    table_look.shadow(surface, (centre[0], centre[1] + r // 2), r)
    if marked:
        bakugan_draw.ring_round(surface, centre, r, int(r * 1.55), theme.ACCENT, 3)
    kinds = [game.catalog.cores[s.cores[cid].core_id].type.value for cid in bak.cores]
    pop = scene.fx.pop_scale(bid) if hasattr(scene, "fx") else 1.0
    beside = [abs(x - centre[0]) for x, y in lay.tokens.values() if (x, y) != centre and abs(y - centre[1]) < 2 * r]
    name_w = min([max(3 * r, px(90)), *(gap - px(8) for gap in beside)])  # names of neighbours never meet
    bakugan_draw.standing(
        surface, centre, r, colour, theme.SEAT[bak.controller], card.name, game.stats(bid).bp, kinds, pop, name_w
    )


def draw_legend(surface: pygame.Surface, lay: Layout, game: Game) -> None:
    """Which core is which: the core types on the table, icon and name, in the field's corner."""
    s = game.state
    present: list[str] = []
    for cid in [*s.field, *(c for b in s.bakugan for c in b.cores)]:
        kind = game.catalog.cores[s.cores[cid].core_id].type.value
        if kind not in present:
            present.append(kind)
    order = list(icons.CORE_NAME)
    present.sort(key=order.index)
    f = lay.field
    r = px(9)
    line = max(2 * r + px(4), theme.font(theme.SMALL).get_linesize())
    x, y = f.x + px(14), f.bottom - px(10) - line * len(present)
    for kind in present:
        cards.core_chip(surface, (x + r, y + line // 2), r, kind)
        text.blit(
            surface,
            icons.CORE_NAME[kind],
            (x + 2 * r + px(6), y + line // 2),
            theme.SMALL,
            theme.mix(theme.FIELD_EDGE, theme.TEXT, 0.6),
            anchor="midleft",
        )
        y += line


def core_under(lay: Layout, game: Game, pos: tuple[int, int]) -> str | None:
    """The core (id) under the pointer on the field: a placed one, or one an open Bakugan holds."""
    s = game.state
    at_cell = {cell: cid for cid, cell in s.field.items()}
    for cell, centre in lay.cells.items():
        if cell in at_cell and math.dist(centre, pos) <= lay.hex_radius * 0.9:
            return at_cell[cell]
    r = lay.token_radius
    core_r = max(7, int(r * 0.55))
    for bid, centre in lay.tokens.items():
        held = s.bakugan[bid].cores
        for i, cid in enumerate(held):
            x = centre[0] + int((i - (len(held) - 1) / 2) * (2 * core_r + 2))
            if math.dist((x, centre[1] + int(r * 1.05)), pos) <= core_r:
                return cid
    return None


def core_tooltip(surface: pygame.Surface, lay: Layout, game: Game, pos: tuple[int, int]) -> bool:
    """The hovered core's name and bonus, as players say it ("Shield core: +200 BP"); True if shown."""
    cid = core_under(lay, game, pos)
    if cid is None:
        return False
    core = game.catalog.cores[game.state.cores[cid].core_id]
    kind = core.type.value
    owner = game.name(game.state.cores[cid].owner)
    lines = [
        (f"{icons.CORE_NAME[kind]}: {core_text(core)}", theme.TEXT, True),
        (f"{icons.CORE_NAME[kind]}s give {icons.CORE_ROLE[kind]}.", theme.TEXT_DIM, False),
        (f"{owner}'s core, {core.id}", theme.TEXT_DIM, False),
    ]
    rendered = [text.render(words, theme.BODY if bold else theme.SMALL, colour, bold) for words, colour, bold in lines]
    icon_r = px(16)
    width = max(r.get_width() for r in rendered) + 3 * icon_r
    height = sum(r.get_height() for r in rendered) + px(12)
    box = pygame.Rect(pos[0] + px(16), pos[1] + px(12), width, max(height, 2 * icon_r + px(8)))
    box.clamp_ip(lay.main)
    pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=8)
    pygame.draw.rect(surface, theme.CORE.get(kind, theme.NEUTRAL), box, 2, border_radius=8)
    cards.core_chip(surface, (box.x + px(6) + icon_r, box.y + px(6) + icon_r), icon_r, kind)
    y = box.y + px(6)
    for glyph in rendered:
        surface.blit(glyph, (box.x + 2 * icon_r + px(14), y))
        y += glyph.get_height()
    return True
