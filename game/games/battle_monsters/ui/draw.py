"""Drawing the Battle Monsters table: both sides as players lay them (monsters in their zone,
spells and traps in theirs; attack position upright, defence position turned sideways, face-down
cards showing their back to the opponent and veiled to their owner), lives, the graveyard left of
the supply, the hand of the seat at the screen only (the shell's hand-over screen stands between
two people), the log, the hovered card large with its whole text (game/ui/card_zoom.py) and the
motions. Reads the scene; changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.battle_monsters.ui import face
from game.games.battle_monsters.ui.layout import Band
from game.games.battle_monsters.ui.places import card_rects, field_sides, pile_rects, sideways, zones
from game.games.battle_monsters.values import value
from game.ui import card_faces, text, theme
from game.ui.card_faces import CardArt
from game.ui.card_zoom import Zoom, draw_zoom
from game.ui.theme import px

if TYPE_CHECKING:
    from game.games.battle_monsters.ui.table import MonstersTableScene

BG = (22, 26, 34)
FELT = (30, 56, 48)
FELT_THEIRS = (40, 44, 62)
ZONE_EDGE = (70, 110, 96)
LIT = (250, 210, 80)
TARGET = (255, 96, 80)
SELECTED = (120, 220, 255)
BUTTON = (60, 90, 130)
HEART = (232, 80, 100)


def card_art(scene: MonstersTableScene, iid: int) -> CardArt:
    """What a player at the screen sees of card `iid`: its face (with its values now, on the
    field) or its back; on the field turned sideways in defence position."""
    arts: dict[int, CardArt] = scene.remembered("arts", dict)
    if iid not in arts:
        arts[iid] = _art(scene, iid)
    return arts[iid]


def _art(scene: MonstersTableScene, iid: int) -> CardArt:
    game = scene.game
    s = game.state
    stance = s.stance.get(iid, "") if game.where(iid) == "field" else ""
    turned = sideways(stance)
    if not scene.may_see(iid):
        return face.back_art(turned)
    card = game.card(iid)
    if stance and card.is_monster:
        hot = "attack" if stance.startswith("attack") else "defence"
        shown = face.Shown(value(game, iid, "attack"), value(game, iid, "defence"), hot, not s.visible(iid))
    else:
        shown = face.Shown(card.attack, card.defence, "", bool(stance) and not s.visible(iid))
    return face.art(card, shown, turned)


def zoom_of(scene: MonstersTableScene, iid: int) -> Zoom | None:
    """The hovered card large with its whole text, if the seat at the screen may see it; an
    opponent's face-down card shows its back and its position, nothing more."""
    game = scene.game
    if not scene.may_see(iid):
        if game.where(iid) != "field":
            return None
        where = "defence position (sideways)" if sideways(game.state.stance[iid]) else "attack position (upright)"
        return Zoom(face.back_art(), "A face-down card", (f"Placed face down in {where}.", "Its owner alone knows it."))
    card = game.card(iid)
    stance = game.state.stance.get(iid, "") if game.where(iid) == "field" else ""
    if stance and card.is_monster:
        hot = "attack" if stance.startswith("attack") else "defence"
        shown = face.Shown(value(game, iid, "attack"), value(game, iid, "defence"), hot)
    else:
        shown = face.Shown(card.attack, card.defence)
    lines = [face.type_line(card) + ("" if not card.elements else f" · {', '.join(card.elements)}")]
    if card.is_monster:
        lines.append(
            f"Attack {shown.attack} (printed {card.attack}) · Defence {shown.defence} (printed {card.defence})"
        )
    lines += [card.text() or "No special effect."]
    if stance:
        lines.append(f"On the field in {stance}{'' if game.state.visible(iid) else ' (face down)'}.")
    return Zoom(face.art(card, shown), card.name, tuple(lines))


def draw_table(scene: MonstersTableScene, surface: pygame.Surface) -> None:
    lay = scene.layout()
    surface.blit(scene.remembered("backdrop", lambda: _backdrop(scene, surface)), (0, 0))
    game = scene.game
    s = game.state
    for seat, band in field_sides(scene):
        for zone, label in zip(zones(scene, seat, band), ("Monsters", "Spells & traps"), strict=True):
            text.blit(surface, label, (zone.x + px(8), zone.y + px(1)), size=10, colour=(150, 180, 168))
        _panel(scene, surface, seat, band)
    turn = f"Turn {game.core.turn}: {game.name(s.active())}" if game.core.turn else "Setting up"
    title = text.fit(turn + scene.title_words(), lay.title.w, 20, bold=True)
    text.blit(surface, title, lay.title.topleft, size=20, bold=True)
    for k, line in enumerate(text.wrap(scene.prompt(), lay.prompt.w, 14)[:2]):
        text.blit(surface, line, (lay.prompt.x, lay.prompt.y + k * px(18)), size=14, colour=(255, 226, 150))
    lit = scene.lit_cards()
    targets = scene.attack_targets()
    moving = scene.motion_hides()
    for iid, rect in card_rects(scene).items():
        if iid in moving:
            continue
        surface.blit(card_faces.face(card_art(scene, iid), rect.w, rect.h), rect)
        if iid == scene.selected:
            pygame.draw.rect(surface, SELECTED, rect.inflate(px(8), px(8)), px(3), border_radius=px(10))
        elif iid in targets:
            pygame.draw.rect(surface, TARGET, rect.inflate(px(8), px(8)), px(3), border_radius=px(10))
        elif iid in lit:
            pygame.draw.rect(surface, LIT, rect.inflate(px(6), px(6)), px(2), border_radius=px(9))
    scene.draw_log_panel(surface, lay.log)
    if scene.puzzle is not None:
        _text_box(surface, lay.brief, scene.puzzle.name, scene.puzzle.description)
    buttons = scene.buttons()
    for button in buttons:
        button.draw(surface, scene.mouse)
    scene.draw_motion(surface)
    ending = scene.ending_words()
    if ending:
        pygame.draw.rect(surface, (30, 30, 42), lay.banner, border_radius=px(10))
        pygame.draw.rect(surface, (255, 230, 120), lay.banner, 2, border_radius=px(10))
        words = text.fit(ending, lay.banner.w - px(20), 24, bold=True)
        text.blit(surface, words, lay.banner.center, size=24, colour=(255, 230, 120), bold=True, anchor="center")
    _zoom(scene, surface, [b.rect for b in buttons] + scene.zoom_avoid())


def _backdrop(scene: MonstersTableScene, window: pygame.Surface) -> pygame.Surface:
    """The table's cloth, zones and boxes, without a word (words are drawn on the window itself,
    where the tests read them): painted once per position, as rounded boxes this large are the
    costliest thing a frame would draw."""
    lay = scene.layout()
    s = scene.game.state
    surface = pygame.Surface(lay.size, 0, window)  # the window's pixel format: a plain copy to blit
    surface.fill(BG)
    for seat, band in field_sides(scene):
        pygame.draw.rect(surface, FELT if seat == scene.viewer else FELT_THEIRS, band.rect, border_radius=px(12))
        for zone in zones(scene, seat, band):
            pygame.draw.rect(surface, ZONE_EDGE, zone, 1, border_radius=px(8))
        pygame.draw.rect(surface, (26, 30, 40), band.panel, border_radius=px(8))
        if seat == s.active() and scene.game.core.turn and not scene.game.over:
            pygame.draw.rect(surface, LIT, band.panel, px(2), border_radius=px(8))
    pygame.draw.rect(surface, (32, 36, 48), lay.log, border_radius=px(8))
    return surface


def _heart(surface: pygame.Surface, centre: tuple[int, int], r: int, full: bool) -> None:
    x, y = centre
    colour = HEART if full else (80, 70, 84)
    pygame.draw.circle(surface, colour, (x - r // 2, y - r // 3), r // 2 + 1)
    pygame.draw.circle(surface, colour, (x + r // 2, y - r // 3), r // 2 + 1)
    pygame.draw.polygon(surface, colour, [(x - r, y - r // 4), (x + r, y - r // 4), (x, y + r)])


def _panel(scene: MonstersTableScene, surface: pygame.Surface, seat: int, band: Band) -> None:
    s = scene.game.state
    box = band.panel
    x, room = box.x + px(6), box.w - px(12)
    if scene.is_computer(seat):  # which player, at which level ("strong computer"): public
        you = f" ({scene.seat_kind(seat)})"
    else:
        you = " (you)" if seat == scene.viewer and not scene.hand_hidden() else ""
    name = text.fit(scene.game.name(seat) + you, room, 14, bold=True)
    text.blit(surface, name, (x, box.y + px(5)), size=14, bold=True)
    lives = s.lives[seat]
    shown = max(lives, s.house.lives)
    per_row = max(1, room // px(20))
    for k in range(min(shown, per_row)):
        _heart(surface, (x + px(8) + k * px(20), box.y + px(34)), px(7), k < lives)
    text.blit(surface, f"Lives {lives}", (x, box.y + px(46)), size=12, colour=(255, 150, 160), bold=True)
    text.blit(surface, f"Hand {len(s.zone('hand', seat))}", (x, box.y + px(62)), size=12)
    grave_rect, supply_rect = pile_rects(scene.layout(), band)
    grave = s.zone("graveyard", seat)
    if grave:
        top = scene.game.card(grave[-1])
        surface.blit(card_faces.face(face.art(top, face.Shown(top.attack, top.defence)), *grave_rect.size), grave_rect)
    else:
        pygame.draw.rect(surface, (60, 66, 80), grave_rect, 1, border_radius=px(5))
    supply = len(s.zone("supply", seat))
    if supply:
        surface.blit(card_faces.face(face.back_art(), *supply_rect.size), supply_rect)
    else:
        pygame.draw.rect(surface, (60, 66, 80), supply_rect, 1, border_radius=px(5))
    for rect, label in ((grave_rect, f"Grave {len(grave)}"), (supply_rect, f"Deck {supply}")):
        words = text.fit(label, rect.w + px(4), 10)
        text.blit(surface, words, (rect.centerx, rect.bottom + px(2)), size=10, colour=theme.TEXT_DIM, anchor="midtop")


def _zoom(scene: MonstersTableScene, surface: pygame.Surface, avoid: list[pygame.Rect]) -> None:
    """The card the pointer rests on, large beside it, clear of the buttons."""
    shown = scene.zoomed()
    if shown is None:
        return
    iid, rect = shown
    zoom = zoom_of(scene, iid)
    if zoom is not None:
        draw_zoom(surface, zoom, rect, avoid)


def _text_box(surface: pygame.Surface, box: pygame.Rect, title: str, body: str) -> None:
    pygame.draw.rect(surface, (44, 50, 66), box, border_radius=px(8))
    lines = text.wrap(title, box.w - px(16), 13, bold=True)[:2]
    for k, line in enumerate(lines):
        text.blit(surface, line, (box.x + px(8), box.y + px(6) + k * px(17)), size=13, bold=True)
    top = box.y + px(10) + len(lines) * px(17)
    room = max(0, (box.bottom - px(6) - top) // px(16))
    for k, line in enumerate(text.wrap(body, box.w - px(16), 12)[:room]):
        text.blit(surface, line, (box.x + px(8), top + k * px(16)), size=12)
