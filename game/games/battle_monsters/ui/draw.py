"""Drawing the Battle Monsters table: both fields with the four stances as players lay them
(attack upright, defence sideways, invisible face down), lives, supply and graveyard, the hand of
the seat at the screen only (the shell's hand-over screen stands between two people), the log and
the coin flip. Reads the scene; changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.battle_monsters.cards import BmCard
from game.games.battle_monsters.ui.layout import MonstersLayout
from game.ui import text, theme
from game.ui.theme import px

if TYPE_CHECKING:
    from game.games.battle_monsters.ui.table import MonstersTableScene

BG = (24, 30, 40)
FIELD = (34, 52, 46)
BACK = (70, 40, 96)
LIT = (250, 210, 80)
SELECTED = (120, 220, 255)
BUTTON = (60, 90, 130)
TYPE_COLOUR = {"monster": (196, 150, 92), "spell": (92, 170, 140), "trap": (176, 84, 128)}
ELEMENT_COLOUR = {
    "fire": (226, 96, 60),
    "water": (70, 140, 220),
    "earth": (150, 120, 70),
    "air": (150, 200, 210),
    "light": (235, 220, 130),
    "shadow": (110, 80, 140),
}


def card_size(lay: MonstersLayout, stance: str) -> tuple[int, int]:
    cw, ch = lay.card
    return (ch, cw) if stance.startswith("defence") else (cw, ch)


def field_rows(scene: MonstersTableScene) -> tuple[tuple[int, pygame.Rect], tuple[int, pygame.Rect]]:
    """The opponent's field row (top) and the viewer's (below), each with its seat."""
    lay = scene.layout()
    return (1 - scene.viewer, lay.fields[0]), (scene.viewer, lay.fields[1])


def card_rects(scene: MonstersTableScene) -> dict[int, pygame.Rect]:
    """Where every clickable card is drawn: both fields and the viewer's hand."""
    lay = scene.layout()
    s = scene.game.state
    rects: dict[int, pygame.Rect] = {}
    for seat, row in field_rows(scene):
        cards = s.field_of(seat)
        sizes = [card_size(lay, s.stance[iid]) for iid in cards]
        room = row.width - px(12) - lay.card[1]
        spread = sum(cw + lay.gap for cw, _ in sizes)
        squeeze = min(1.0, room / spread) if spread else 1.0  # many cards overlap rather than leave the table
        x = float(row.x + px(6))
        for iid, (cw, ch) in zip(cards, sizes, strict=True):
            rects[iid] = pygame.Rect(int(x), row.centery - ch // 2, cw, ch)
            x += (cw + lay.gap) * squeeze
    hand = s.zone("hand", scene.viewer) if not scene.hand_hidden() else []
    cw = lay.card[0]
    step = min(cw + lay.gap, max(px(24), (lay.hand.width - cw) // max(1, len(hand) - 1))) if hand else 0
    for k, iid in enumerate(hand):
        rects[iid] = pygame.Rect(lay.hand.x + k * step, lay.hand.y, cw, lay.card[1])
    return rects


def _face(surface: pygame.Surface, rect: pygame.Rect, card: BmCard, *, dim: bool = False) -> None:
    colour = TYPE_COLOUR[card.type]
    if card.elements:
        colour = ELEMENT_COLOUR.get(card.elements[0], colour)
    if dim:
        colour = theme.mix(colour, (40, 40, 40), 0.5)
    pygame.draw.rect(surface, colour, rect, border_radius=px(8))
    pygame.draw.rect(surface, (20, 20, 20), rect, 2, border_radius=px(8))
    inner = rect.inflate(-px(8), -px(8))
    ink = theme.text_on(colour)
    for line_no, line in enumerate(text.wrap(card.name, inner.w, 13, bold=True)[:2]):
        text.blit(surface, line, (inner.x, inner.y + line_no * px(15)), size=13, colour=ink, bold=True)
    tag = card.type if not card.is_monster else "/".join(card.keywords[:2])
    text.blit(surface, text.fit(tag, inner.w, 11), (inner.x, inner.y + px(32)), size=11, colour=ink)


def _values(surface: pygame.Surface, rect: pygame.Rect, attack: int, defence: int, stance: str) -> None:
    bar = pygame.Rect(rect.x + px(3), rect.bottom - px(20), rect.w - px(6), px(17))
    pygame.draw.rect(surface, (20, 20, 28), bar, border_radius=px(4))
    hot = (255, 240, 160)
    cold = (170, 170, 170)
    a_colour = hot if stance.startswith("attack") else cold
    d_colour = hot if stance.startswith("defence") else cold
    y = bar.centery
    text.blit(surface, f"A{attack}", (bar.x + px(3), y), size=11, colour=a_colour, bold=True, anchor="midleft")
    text.blit(surface, f"D{defence}", (bar.right - px(3), y), size=11, colour=d_colour, bold=True, anchor="midright")


def _back(surface: pygame.Surface, rect: pygame.Rect, label: str = "") -> None:
    pygame.draw.rect(surface, BACK, rect, border_radius=px(8))
    pygame.draw.rect(surface, (200, 180, 230), rect.inflate(-px(10), -px(10)), 2, border_radius=px(6))
    pygame.draw.circle(surface, (220, 200, 250), rect.center, min(rect.w, rect.h) // 5, 2)
    if label:
        text.blit(surface, label, (rect.x + px(6), rect.bottom - px(18)), size=11, colour=(235, 225, 250))


def _field_card(scene: MonstersTableScene, surface: pygame.Surface, iid: int, rect: pygame.Rect) -> None:
    s = scene.game.state
    stance = s.stance[iid]
    seen = scene.may_see(iid)
    short = {
        "attack-visible": "ATK up",
        "defence-visible": "DEF up",
        "attack-invisible": "ATK down",
        "defence-invisible": "DEF down",
    }[stance]
    if not seen:
        _back(surface, rect, short)
        return
    card = scene.game.card(iid)
    _face(surface, rect, card, dim=not s.visible(iid))
    if card.is_monster:
        from game.games.battle_monsters.values import value

        _values(surface, rect, value(scene.game, iid, "attack"), value(scene.game, iid, "defence"), stance)
    if not s.visible(iid):
        text.blit(surface, "face down", (rect.x + px(6), rect.y + px(48)), size=11, colour=(250, 250, 250), bold=True)


def _side_panel(scene: MonstersTableScene, surface: pygame.Surface, seat: int, box: pygame.Rect) -> None:
    s = scene.game.state
    pygame.draw.rect(surface, (40, 46, 60), box, border_radius=px(8))
    you = " (you)" if seat == scene.viewer else ""
    x, room = box.x + px(6), box.w - px(12)
    text.blit(
        surface, text.fit(scene.game.name(seat) + you, room, 14, bold=True), (x, box.y + px(6)), size=14, bold=True
    )
    text.blit(surface, f"Lives {s.lives[seat]}", (x, box.y + px(28)), size=13, colour=(255, 140, 150), bold=True)
    for k in range(min(s.lives[seat], 10)):
        pygame.draw.circle(surface, (235, 90, 110), (box.x + px(12) + k * px(12), box.y + px(54)), px(5))
    text.blit(surface, f"Supply {len(s.zone('supply', seat))}", (x, box.y + px(64)), size=12)
    text.blit(surface, f"Hand {len(s.zone('hand', seat))}", (x, box.y + px(80)), size=12)
    grave = s.zone("graveyard", seat)
    top = scene.game.card(grave[-1]).name if grave else "empty"
    text.blit(surface, text.fit(f"Grave {len(grave)}: {top}", room, 11), (x, box.y + px(97)), size=11)


def draw_table(scene: MonstersTableScene, surface: pygame.Surface) -> None:
    lay = scene.layout()
    surface.fill(BG)
    game = scene.game
    s = game.state
    for (seat, row), panel in zip(field_rows(scene), lay.panels, strict=True):
        pygame.draw.rect(surface, FIELD, row, border_radius=px(10))
        _side_panel(scene, surface, seat, panel)
    turn = f"Turn {game.core.turn}: {game.name(s.active())}" if game.core.turn else "Setting up"
    title = scene.title_words()
    text.blit(surface, text.fit(turn + title, lay.title.w, 20, bold=True), lay.title.topleft, size=20, bold=True)
    prompt = text.wrap(scene.prompt(), lay.prompt.w, 14)
    for k, line in enumerate(prompt[:2]):
        text.blit(surface, line, (lay.prompt.x, lay.prompt.y + k * px(18)), size=14, colour=(255, 226, 150))
    lit = scene.lit_cards()
    for iid, rect in card_rects(scene).items():
        if game.where(iid) == "field":
            _field_card(scene, surface, iid, rect)
        else:
            _face(surface, rect, game.card(iid))
            if game.card(iid).is_monster:
                _values(surface, rect, game.card(iid).attack, game.card(iid).defence, "attack")
        if iid == scene.selected:
            pygame.draw.rect(surface, SELECTED, rect.inflate(px(6), px(6)), 3, border_radius=px(10))
        elif iid in lit:
            pygame.draw.rect(surface, LIT, rect.inflate(px(4), px(4)), 2, border_radius=px(9))
    _opponent_hand(scene, surface, lay.opponent_hand)
    _log(scene, surface, lay.log)
    _zoom(scene, surface, lay.zoom)
    for button in scene.buttons():
        button.draw(surface, scene.mouse)
    ending = scene.ending_words()
    if ending:
        pygame.draw.rect(surface, (30, 30, 42), lay.banner, border_radius=px(10))
        pygame.draw.rect(surface, (255, 230, 120), lay.banner, 2, border_radius=px(10))
        words = text.fit(ending, lay.banner.w - px(20), 24, bold=True)
        text.blit(surface, words, lay.banner.center, size=24, colour=(255, 230, 120), bold=True, anchor="center")


def _opponent_hand(scene: MonstersTableScene, surface: pygame.Surface, box: pygame.Rect) -> None:
    count = len(scene.game.state.zone("hand", 1 - scene.viewer))
    label = f"{scene.game.name(1 - scene.viewer)}'s hand: {count}"
    text.blit(surface, text.fit(label, box.w, 12), box.topleft, size=12)
    for k in range(min(count, 10)):
        _back(surface, pygame.Rect(box.x + k * px(22), box.y + px(18), px(28), px(38)))


def _log(scene: MonstersTableScene, surface: pygame.Surface, box: pygame.Rect) -> None:
    pygame.draw.rect(surface, (32, 36, 48), box, border_radius=px(8))
    title = text.fit("Log (rule numbers in brackets)", box.w - px(16), 13, bold=True)
    text.blit(surface, title, (box.x + px(8), box.y + px(6)), size=13, bold=True)
    lines: list[str] = []
    for entry in scene.game.core.log[-30:]:
        rule = f" [{entry.rule}]" if entry.rule else ""
        lines.extend(text.wrap(entry.text + rule, box.w - px(16), 12))
    room = max(0, (box.h - px(30)) // px(15))
    for k, line in enumerate(lines[-room:] if room else []):
        text.blit(surface, line, (box.x + px(8), box.y + px(26) + k * px(15)), size=12)


def _zoom(scene: MonstersTableScene, surface: pygame.Surface, box: pygame.Rect) -> None:
    """The text of the card under the mouse (or the selected one), if this seat may see it; in a
    puzzle with nothing hovered, the puzzle's brief."""
    iid = scene.hovered()
    if iid is None:
        iid = scene.selected
    if iid is None or not scene.may_see(iid):
        if scene.puzzle is not None:
            _text_box(surface, box, scene.puzzle.name, scene.puzzle.description)
        return
    card = scene.game.card(iid)
    _text_box(surface, box, card.header(), card.text() or "No special effect.")


def _text_box(surface: pygame.Surface, box: pygame.Rect, title: str, body: str) -> None:
    pygame.draw.rect(surface, (44, 50, 66), box, border_radius=px(8))
    text.blit(
        surface, text.fit(title, box.w - px(16), 13, bold=True), (box.x + px(8), box.y + px(6)), size=13, bold=True
    )
    room = max(0, (box.h - px(34)) // px(15))
    for k, line in enumerate(text.wrap(body, box.w - px(16), 12)[:room]):
        text.blit(surface, line, (box.x + px(8), box.y + px(28) + k * px(15)), size=12)
