"""Drawing the table. Reads the scene and the game; changes nothing."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.rules.actions import CHANCE
from game.rules.state import PHASE_OF, STEP_RULE
from game.rules.stats import top_card
from game.ui import cards, text, theme
from game.ui.layout import Hit, Layout
from game.ui.log_panel import draw_log
from game.ui.throw_drag import describe, throw_from_drag

if TYPE_CHECKING:
    from game.cardmodel import CardDef
    from game.rules.engine import Game
    from game.ui.table import TableScene

DECISION_WORDS = {
    "place_core": "placing a BakuCore",
    "energize": "choosing a card to Energize",
    "select": "choosing a Bakugan to roll",
    "throw": "throwing",
    "flip": "deciding on a flipped Flip card",
    "discard": "discarding to seven",
    "trigger": "ordering triggered abilities",
}


def draw_table(surface: pygame.Surface, scene: TableScene) -> None:
    lay = scene.layout
    game = scene.game
    marks = scene.highlights()
    whole_table = scene.table_view()
    surface.blit(_background(lay, game.to_act(), whole_table), (0, 0))
    _field(surface, scene, lay, game, marks)
    for seat, rect in lay.panels.items():
        if whole_table and seat != lay.viewer:
            continue  # the table to scale covers the other players' areas while throwing
        _player_area(surface, scene, lay, game, seat, rect, marks)
    _prompt_bar(surface, scene, lay)
    _side(surface, scene, lay, game, marks)
    if scene.drag_start is not None:
        _drag(surface, scene, lay)
    if scene.anim is not None:
        scene.anim.draw(surface)
    if scene.message is not None:
        _message(surface, lay, scene.message)
    card = scene.hovered_card()
    if card is not None:
        _zoom(surface, card, scene.mouse, lay)


_BACKGROUNDS: dict[tuple[object, ...], pygame.Surface] = {}


def _background(lay: Layout, acting: int | None, whole_table: bool) -> pygame.Surface:
    """Panels, field and side panel, drawn once per layout and acting seat (rounded rects are slow)."""
    key = (lay.size, lay.viewer, tuple((seat, tuple(r)) for seat, r in lay.panels.items()), acting, whole_table)
    surf = _BACKGROUNDS.get(key)
    if surf is not None:
        return surf
    if len(_BACKGROUNDS) > 32:
        _BACKGROUNDS.clear()
    surf = pygame.Surface(lay.size)
    surf.fill(theme.BG)
    if not whole_table:
        f = lay.field
        pygame.draw.rect(surf, theme.FIELD, f.inflate(-8, -6), border_radius=14)
        pygame.draw.rect(surf, theme.FIELD_EDGE, f.inflate(-8, -6), 2, border_radius=14)
    for seat, rect in lay.panels.items():
        own = seat == lay.viewer
        if whole_table and not own:
            continue
        pygame.draw.rect(surf, theme.PANEL if not own else theme.PANEL_DARK, rect.inflate(-4, -4), border_radius=8)
        edge = theme.ACCENT if acting == seat else theme.SEAT[seat]
        pygame.draw.rect(surf, edge, rect.inflate(-4, -4), 3 if acting == seat else 1, border_radius=8)
    pygame.draw.rect(surf, theme.PANEL_DARK, lay.prompt)
    side = lay.side
    pygame.draw.rect(surf, theme.PANEL, side)
    pygame.draw.line(surf, theme.PANEL_EDGE, side.topleft, side.bottomleft, 2)
    pygame.draw.rect(surf, theme.PANEL_DARK, lay.batch.inflate(-8, -4), border_radius=6)
    _BACKGROUNDS[key] = surf
    return surf


# ---------------------------------------------------------------------- field


def _field(surface: pygame.Surface, scene: TableScene, lay: Layout, game: Game, marks: set[Hit]) -> None:
    f = lay.field
    if scene.table_view():
        _table_view(surface, scene, game)
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


def _table_view(surface: pygame.Surface, scene: TableScene, game: Game) -> None:
    """The whole table to scale from the viewer's edge: release zones, no-release area, cores."""
    proj = scene.projection
    geom = proj.geom
    area = scene.layout.table_area
    pygame.draw.rect(surface, theme.BG, area)
    table = proj.table_rect()
    pygame.draw.rect(surface, (92, 70, 52), table.inflate(10, 10), border_radius=6)
    pygame.draw.rect(surface, (46, 92, 70), table)
    k = proj.k
    s = game.state
    # each player's release zone along their edge (rule 5.7.1); the viewer's is highlighted
    for seat in range(s.seats):
        frame = geom.seats[seat]
        half = (geom.width_cm if abs(frame.inward[1]) > 0.5 else geom.depth_cm) / 2
        pts = [
            proj.to_px(frame.to_table(lat, dep))
            for lat, dep in ((-half, 0.0), (half, 0.0), (half, geom.release_zone_cm), (-half, geom.release_zone_cm))
        ]
        mine = seat == scene.viewer
        zone = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(zone, (*(theme.ACCENT if mine else theme.SEAT[seat]), 60 if mine else 28), pts)
        surface.blit(zone, (0, 0))
        pygame.draw.polygon(surface, theme.ACCENT if mine else theme.SEAT[seat], pts, 2 if mine else 1)
    # nearer than two card lengths to a core: no release there (rule 7.8.2)
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
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
        half = (geom.width_cm if abs(frame.inward[1]) > 0.5 else geom.depth_cm) / 2
        corner = proj.to_px(frame.to_table(-half + 7.0, 2.0))
        text.blit(
            surface, f"{game.name(seat)}'s edge", corner, theme.SMALL, theme.SEAT[seat], bold=True, anchor="center"
        )


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


# ---------------------------------------------------------------------- players


def _player_area(
    surface: pygame.Surface, scene: TableScene, lay: Layout, game: Game, seat: int, rect: pygame.Rect, marks: set[Hit]
) -> None:
    s = game.state
    p = s.players[seat]
    own = seat == lay.viewer
    to_act = game.to_act()
    acting = to_act == seat
    name_rect = lay.names[seat]
    kind = "computer" if scene.session.computer[seat] else "human"
    label = f"{p.name} ({kind})"
    if p.out:
        label += f" — out: {p.out_reason}"
    elif acting:
        top = game.pending()
        what = (
            "has priority"
            if top is not None and top.kind == "priority"
            else DECISION_WORDS.get(top.decision if top else "", "to act")
        )
        label += f" — {what}"
    if Hit("player", seat) in marks:
        pygame.draw.rect(surface, theme.ACCENT, name_rect.inflate(6, 2), 2, border_radius=4)
    pygame.draw.circle(surface, theme.SEAT[seat], (name_rect.x + 7, name_rect.centery), 6)
    text.blit(
        surface,
        text.fit(label, name_rect.width - 20 if not own else 600, theme.BODY, True),
        (name_rect.x + 18, name_rect.centery),
        theme.BODY,
        theme.BAD if p.out else theme.TEXT,
        bold=True,
        anchor="midleft",
    )
    view_bak = {b["bid"]: b for b in scene.view_bakugan()}
    reveal = own and not scene.hand_hidden()
    for bid, brect in ((b, lay.bakugan_cards[b]) for b in p.bakugan):
        _bakugan_card(surface, game, bid, brect, view_bak.get(bid, {}), reveal, Hit("bakugan", bid) in marks)
    for iid, hrect in ((i, lay.heroes[i]) for i in p.heroes):
        hero = game.card(iid)
        if hrect.h < 30:  # a narrow panel: a named strip in the Hero's colours (hover to read it)
            colour = cards.card_colour(hero)
            pygame.draw.rect(surface, colour, hrect, border_radius=4)
            text.blit(
                surface,
                text.fit(f"Hero: {hero.name}", hrect.w - 6, theme.SMALL - 2),
                (hrect.x + 3, hrect.centery),
                theme.SMALL - 2,
                theme.text_on(colour),
                anchor="midleft",
            )
        else:
            surface.blit(cards.face(hero, hrect.w, hrect.h), hrect)
        if Hit("hero", iid) in marks:
            pygame.draw.rect(surface, theme.ACCENT, hrect.inflate(4, 4), 3, border_radius=7)
    # deck and discard
    drect = lay.deck[seat]
    surface.blit(cards.back(drect.w, drect.h), drect)
    text.blit(
        surface, f"Deck {len(p.deck)}", (drect.centerx, drect.bottom + 2), theme.SMALL, theme.TEXT, anchor="midtop"
    )
    xrect = lay.discard[seat]
    if p.discard:
        surface.blit(cards.face(game.card(p.discard[-1]), xrect.w, xrect.h), xrect)
    else:
        pygame.draw.rect(surface, theme.PANEL_EDGE, xrect, 1, border_radius=6)
    text.blit(
        surface,
        f"Discard {len(p.discard)}",
        (xrect.centerx, xrect.bottom + 2),
        theme.SMALL,
        theme.TEXT,
        anchor="midtop",
    )
    _energy(surface, lay.energy[seat], len(p.charged), len(p.uncharged), p.pool, own)
    if own:
        _hand(surface, scene, lay, game, seat, marks)
    else:
        for brect in lay.hand_backs.get(seat, []):
            surface.blit(cards.back(brect.w, brect.h), brect)
        backs = lay.hand_backs.get(seat, [])
        x = backs[-1].right + 8 if backs else rect.x + 8
        text.blit(
            surface, f"Hand {len(p.hand)}", (x, lay.energy[seat].centery), theme.SMALL, theme.TEXT, anchor="midleft"
        )


def _bakugan_card(
    surface: pygame.Surface, game: Game, bid: int, rect: pygame.Rect, info: dict[str, object], own: bool, marked: bool
) -> None:
    s = game.state
    bak = s.bakugan[bid]
    if bak.face_up or own:
        card = top_card(s, game.catalog, bak)
        surface.blit(cards.face(card, rect.w, rect.h), rect)
        if not bak.face_up:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 110))
            surface.blit(veil, rect)
            text.blit(
                surface, "face down", (rect.centerx, rect.bottom - 4), theme.SMALL, theme.TEXT_DIM, anchor="midbottom"
            )
        elif rect.w < 60:  # a small card: one line, state and B-Power
            bp = info.get("bp")
            band = pygame.Rect(rect.x, rect.bottom - 18, rect.w, 18)
            pygame.draw.rect(surface, theme.GOOD if bak.open else theme.PANEL_EDGE, band, border_radius=4)
            ink = theme.TEXT_DARK if bak.open else theme.TEXT
            label = f"{'Open' if bak.open else 'shut'} {bp}"
            text.blit(
                surface,
                text.fit(label, rect.w - 2, 13),
                band.center,
                13,
                ink,
                anchor="center",
            )
        else:
            bp, dr = info.get("bp"), info.get("dr")
            band = pygame.Rect(rect.x, rect.bottom - 30, rect.w, 30)
            pygame.draw.rect(surface, theme.GOOD if bak.open else theme.PANEL_EDGE, band, border_radius=4)
            ink = theme.TEXT_DARK if bak.open else theme.TEXT
            text.blit(
                surface,
                "OPEN" if bak.open else "closed",
                (band.centerx, band.y + 1),
                theme.SMALL - 2,
                ink,
                bold=True,
                anchor="midtop",
            )
            text.blit(
                surface,
                text.fit(f"{bp} BP {dr} DR", rect.w - 2, theme.SMALL - 2),
                (band.centerx, band.y + 15),
                theme.SMALL - 2,
                ink,
                anchor="midtop",
            )
    else:
        surface.blit(cards.back(rect.w, rect.h, "Bakugan" if rect.w >= 60 else ""), rect)
    for i, cid in enumerate(bak.cores):
        kind = game.catalog.cores[s.cores[cid].core_id].type.value
        cards.core_chip(surface, (rect.right - 9, rect.y + 10 + 18 * i), 8, kind)
    if marked:
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=8)


def _energy(surface: pygame.Surface, rect: pygame.Rect, charged: int, uncharged: int, pool: int, own: bool) -> None:
    if own:
        text.blit(surface, "Energy cards", (rect.x, rect.y), theme.SMALL, theme.TEXT_DIM)
        x, y = rect.x, rect.y + 20
        for _ in range(charged):
            pygame.draw.rect(surface, theme.ACCENT, (x, y, 14, 22), border_radius=3)
            x += 18
        for _ in range(uncharged):
            pygame.draw.rect(surface, theme.ACCENT_SOFT, (x, y + 6, 22, 14), border_radius=3)
            x += 26
        text.blit(surface, f"{charged} charged, {uncharged} used", (rect.x, y + 30), theme.SMALL, theme.TEXT)
        text.blit(surface, f"Pool: {pool} Energy", (rect.x, y + 50), theme.SMALL, theme.ACCENT if pool else theme.TEXT)
        return
    msg = f"Energy {charged} charged, {uncharged} used" + (f", pool {pool}" if pool else "")
    text.blit(surface, text.fit(msg, rect.width, theme.SMALL), (rect.x, rect.y + 2), theme.SMALL, theme.TEXT)


def _hand(surface: pygame.Surface, scene: TableScene, lay: Layout, game: Game, seat: int, marks: set[Hit]) -> None:
    if scene.hand_hidden():
        for rect in lay.hand.values():
            surface.blit(cards.back(rect.w, rect.h), rect)
        note = f"{game.name(seat)}'s hand is hidden while another player acts"
        text.blit(
            surface, note, (lay.own.centerx, lay.own.bottom - 8), theme.BODY, theme.TEXT, bold=True, anchor="midbottom"
        )
        return
    hovered = lay.hit_at(scene.mouse)
    for iid, rect in lay.hand.items():
        r = rect.move(0, -8) if hovered == Hit("hand", iid) else rect
        surface.blit(cards.face(game.card(iid), r.w, r.h), r)
        if Hit("hand", iid) in marks:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), 3, border_radius=8)
    if not lay.hand:
        text.blit(surface, "(no cards in hand)", (lay.own.x + 12, lay.own.bottom - 70), theme.BODY, theme.TEXT_DIM)


# ---------------------------------------------------------------------- prompt and side panel


def _prompt_bar(surface: pygame.Surface, scene: TableScene, lay: Layout) -> None:
    p = lay.prompt
    colour = theme.TEXT_DIM if scene.prompt.waiting else theme.ACCENT
    right = min((b.rect.x for b in scene.buttons), default=p.right) - 12
    lines = text.wrap(scene.prompt.text, right - p.x - 14, theme.BODY, not scene.prompt.waiting)
    y = p.centery - (len(lines[:2]) * 20) // 2
    for line in lines[:2]:
        text.blit(surface, line, (p.x + 12, y), theme.BODY, colour, bold=not scene.prompt.waiting)
        y += 20
    for b in scene.buttons:
        b.draw(surface, scene.mouse)


def _side(surface: pygame.Surface, scene: TableScene, lay: Layout, game: Game, marks: set[Hit]) -> None:
    s = game.state
    info = lay.info
    x = info.x + 12
    text.blit(surface, f"Turn {s.turn} · {PHASE_OF[s.step]}", (x, info.y + 10), theme.LARGE, theme.TEXT, bold=True)
    step = s.step.value.capitalize()
    text.blit(surface, f"{step} Step (rule {STEP_RULE[s.step]})", (x, info.y + 38), theme.BODY, theme.ACCENT)
    text.blit(surface, f"Starting player: {game.name(s.starting)}", (x, info.y + 60), theme.BODY, theme.TEXT)
    seat = game.to_act()
    top = game.pending()
    if seat == CHANCE:
        acting = "Rolling…"
    elif seat is None:
        acting = "Game over"
    elif top is not None and top.kind == "priority":
        acting = f"Priority: {game.name(seat)}"
    else:
        acting = f"To act: {game.name(seat)} ({DECISION_WORDS.get(top.decision if top else '', 'deciding')})"
    text.blit(
        surface,
        text.fit(acting, info.width - 24, theme.BODY, True),
        (x, info.y + 82),
        theme.BODY,
        theme.TEXT,
        bold=True,
    )
    pools = " · ".join(f"{p.name} {p.pool}" for p in s.players)
    text.blit(surface, text.fit(f"Energy pool: {pools}", info.width - 24), (x, info.y + 104), theme.BODY, theme.TEXT)
    viewing = f"Showing {game.name(lay.viewer)}'s hand"
    text.blit(surface, viewing, (x, info.y + 126), theme.SMALL, theme.TEXT_DIM)
    # the batch: a stack, the top (last played) completes first
    b = lay.batch
    title = f"Batch: {len(s.batch)} card(s), top completes first" if s.batch else "Batch: empty"
    text.blit(surface, title, (b.x + 12, b.y + 8), theme.BODY, theme.TEXT, bold=True)
    for i, entry in enumerate(s.batch):
        rect = lay.batch_entries[entry.eid]
        card = game.catalog.cards[entry.card_id]
        colour = theme.faction_colour([f.value for f in card.factions])
        pygame.draw.rect(surface, colour, rect, border_radius=5)
        pygame.draw.rect(surface, (15, 15, 15), rect, 1, border_radius=5)
        what = {"card": "", "ability": " (ability)", "trigger": " (trigger)", "copy": " (copy)"}.get(entry.kind, "")
        tgt = ""
        if entry.target:
            tgt = " on " + _target_name(game, entry.target)
        is_top = i == len(s.batch) - 1
        line = f"{'TOP ' if is_top else ''}{card.name}{what} · {game.name(entry.controller)}{tgt}"
        text.blit(
            surface,
            text.fit(line, rect.width - 10, theme.SMALL),
            (rect.x + 6, rect.centery),
            theme.SMALL,
            theme.text_on(colour),
            bold=is_top,
            anchor="midleft",
        )
        if Hit("batch", entry.eid) in marks:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 3, border_radius=6)
    draw_log(surface, lay.log, scene.log_lines, scene.log_scroll)
    for button in scene.side_buttons:
        button.draw(surface, scene.mouse)


def _target_name(game: Game, target: list[object]) -> str:
    kind, ref = target[0], target[1]
    if kind == "bakugan" and isinstance(ref, int):
        return top_card(game.state, game.catalog, game.state.bakugan[ref]).name
    if kind == "player" and isinstance(ref, int):
        return game.name(ref)
    if kind == "hero" and isinstance(ref, int):
        return game.card(ref).name
    return str(kind)


def _drag(surface: pygame.Surface, scene: TableScene, lay: Layout) -> None:
    """The pull-back (thin) and the throw it makes (the arrow), with speed, aim and any warning."""
    start = scene.drag_start
    assert start is not None
    pull = scene.mouse
    pygame.draw.line(surface, theme.TEXT_DIM, start, pull, 1)
    tip = (2 * start[0] - pull[0], 2 * start[1] - pull[1])
    pygame.draw.line(surface, theme.ACCENT, start, tip, 4)
    pygame.draw.circle(surface, theme.ACCENT, start, 8)
    angle = math.atan2(tip[1] - start[1], tip[0] - start[0])
    for da in (2.6, -2.6):
        wing = (tip[0] + 14 * math.cos(angle + da), tip[1] + 14 * math.sin(angle + da))
        pygame.draw.line(surface, theme.ACCENT, tip, wing, 4)
    throw = throw_from_drag(start, pull, scene.projection, scene.style)
    label = describe(throw) if throw is not None else "pull back farther to throw"
    warning = scene.release_warning(start)
    pos = (min(start[0] + 16, lay.table_area.right - 380), max(start[1] - 60, lay.table_area.y + 20))
    text.blit(surface, label, pos, theme.BODY, theme.ACCENT, bold=True, anchor="bottomleft")
    if warning:
        text.blit(surface, warning, (pos[0], pos[1] + 22), theme.BODY, theme.BAD, bold=True, anchor="bottomleft")


def _message(surface: pygame.Surface, lay: Layout, message: tuple[str, tuple[int, int, int]]) -> None:
    msg, colour = message
    width = min(lay.main.width - 40, 760)
    lines = text.wrap(msg, width - 24, theme.BODY)[:3]
    height = 16 + 22 * len(lines)
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (lay.field.centerx, lay.field.bottom - 6)
    pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=8)
    pygame.draw.rect(surface, colour, box, 2, border_radius=8)
    y = box.y + 8
    for line in lines:
        text.blit(surface, line, (box.x + 12, y), theme.BODY, colour)
        y += 22


def _zoom(surface: pygame.Surface, card: CardDef, mouse: tuple[int, int], lay: Layout) -> None:
    """The zoomed card sits over the field, away from the pointer, never over the prompt or hand."""
    face = cards.zoom(card)
    rect = face.get_rect()
    main = lay.main
    if mouse[0] < main.centerx and main.collidepoint(mouse):
        rect.right = main.right - 12
    else:
        rect.left = main.x + 12
    rect.bottom = lay.prompt.top - 4
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (0, 0, 0), rect.move(5, 5), border_radius=10)
    surface.blit(face, rect)
