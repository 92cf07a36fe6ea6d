"""Drawing the Battle Monsters table: both fields with the four stances as players lay them
(attack upright, defence sideways, invisible face down), lives, supply and graveyard, the hand of
the seat at the screen only, the log, the coin flip and the hand-over page. Reads the scene; changes
nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.battle_monsters.cards import BmCard
from game.ui import text, theme

if TYPE_CHECKING:
    from game.ui.monsters_table import MonstersTableScene

CARD_W, CARD_H = 84, 118
GAP = 10
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


def card_size(stance: str) -> tuple[int, int]:
    return (CARD_H, CARD_W) if stance.startswith("defence") else (CARD_W, CARD_H)


def card_rects(scene: MonstersTableScene) -> dict[int, pygame.Rect]:
    """Where every clickable card is drawn: both fields and the viewer's hand."""
    w, h = scene.app.size
    s = scene.game.state
    rects: dict[int, pygame.Rect] = {}
    play_w = w - 300
    for seat, y in ((1 - scene.viewer, 70), (scene.viewer, h // 2 - 10)):
        cards = s.field_of(seat)
        sizes = [card_size(s.stance[iid]) for iid in cards]
        room = play_w - 150 - CARD_H
        spread = sum(cw + GAP for cw, _ in sizes)
        squeeze = min(1.0, room / spread) if spread else 1.0  # many cards overlap rather than leave the table
        x = 150.0
        for iid, (cw, ch) in zip(cards, sizes, strict=True):
            rects[iid] = pygame.Rect(int(x), y + (CARD_H - ch) // 2, cw, ch)
            x += (cw + GAP) * squeeze
    hand = s.zone("hand", scene.viewer) if scene.handover is None else []
    step = min(CARD_W + GAP, max(24, (play_w - 160) // max(1, len(hand))))
    for k, iid in enumerate(hand):
        rects[iid] = pygame.Rect(150 + k * step, h - 250, CARD_W, CARD_H)
    return rects


def _face(surface: pygame.Surface, rect: pygame.Rect, card: BmCard, *, dim: bool = False) -> None:
    colour = TYPE_COLOUR[card.type]
    if card.elements:
        colour = ELEMENT_COLOUR.get(card.elements[0], colour)
    if dim:
        colour = theme.mix(colour, (40, 40, 40), 0.5)
    pygame.draw.rect(surface, colour, rect, border_radius=8)
    pygame.draw.rect(surface, (20, 20, 20), rect, 2, border_radius=8)
    inner = rect.inflate(-8, -8)
    size = 13
    for line_no, line in enumerate(text.wrap(card.name, inner.w, size, bold=True)[:2]):
        text.blit(surface, line, (inner.x, inner.y + line_no * 15), size=size, colour=theme.text_on(colour), bold=True)
    tag = card.type if not card.is_monster else "/".join(card.keywords[:2])
    text.blit(surface, text.fit(tag, inner.w, 11), (inner.x, inner.y + 32), size=11, colour=theme.text_on(colour))


def _values(surface: pygame.Surface, rect: pygame.Rect, attack: int, defence: int, stance: str) -> None:
    bar = pygame.Rect(rect.x + 3, rect.bottom - 20, rect.w - 6, 17)
    pygame.draw.rect(surface, (20, 20, 28), bar, border_radius=4)
    hot = (255, 240, 160)
    cold = (170, 170, 170)
    a_colour = hot if stance.startswith("attack") else cold
    d_colour = hot if stance.startswith("defence") else cold
    text.blit(surface, f"A{attack}", (bar.x + 3, bar.y + 2), size=12, colour=a_colour, bold=True)
    label = f"D{defence}"
    text.blit(surface, label, (bar.right - 8 * len(label) - 2, bar.y + 2), size=12, colour=d_colour, bold=True)


def _back(surface: pygame.Surface, rect: pygame.Rect, label: str = "") -> None:
    pygame.draw.rect(surface, BACK, rect, border_radius=8)
    pygame.draw.rect(surface, (200, 180, 230), rect.inflate(-10, -10), 2, border_radius=6)
    pygame.draw.circle(surface, (220, 200, 250), rect.center, min(rect.w, rect.h) // 5, 2)
    if label:
        text.blit(surface, label, (rect.x + 6, rect.bottom - 18), size=11, colour=(235, 225, 250))


def _field_card(scene: MonstersTableScene, surface: pygame.Surface, iid: int, rect: pygame.Rect) -> None:
    s = scene.game.state
    stance = s.stance[iid]
    seen = s.visible(iid) or s.owner[iid] == scene.viewer
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
        text.blit(surface, "face down", (rect.x + 6, rect.y + 48), size=11, colour=(250, 250, 250), bold=True)


def _side_panel(scene: MonstersTableScene, surface: pygame.Surface, seat: int, y: int) -> None:
    s = scene.game.state
    box = pygame.Rect(10, y, 130, CARD_H)
    pygame.draw.rect(surface, (40, 46, 60), box, border_radius=8)
    you = " (you)" if seat == scene.viewer else ""
    text.blit(
        surface, text.fit(scene.game.name(seat) + you, 120, 14, bold=True), (box.x + 6, box.y + 6), size=14, bold=True
    )
    text.blit(surface, f"Lives {s.lives[seat]}", (box.x + 6, box.y + 28), size=13, colour=(255, 140, 150), bold=True)
    for k in range(min(s.lives[seat], 10)):
        pygame.draw.circle(surface, (235, 90, 110), (box.x + 12 + k * 12, box.y + 52), 5)
    text.blit(surface, f"Supply {len(s.zone('supply', seat))}", (box.x + 6, box.y + 62), size=12)
    text.blit(surface, f"Hand {len(s.zone('hand', seat))}", (box.x + 6, box.y + 78), size=12)
    grave = s.zone("graveyard", seat)
    top = scene.game.card(grave[-1]).name if grave else "empty"
    text.blit(surface, text.fit(f"Grave {len(grave)}: {top}", 120, 11), (box.x + 6, box.y + 96), size=11)


def draw_table(scene: MonstersTableScene, surface: pygame.Surface) -> None:
    w, h = scene.app.size
    surface.fill(BG)
    game = scene.game
    s = game.state
    if scene.handover is not None:
        _handover(scene, surface)
        return
    for seat, y in ((1 - scene.viewer, 70), (scene.viewer, h // 2 - 10)):
        pygame.draw.rect(surface, FIELD, pygame.Rect(146, y - 6, w - 450, CARD_H + 12), border_radius=10)
        _side_panel(scene, surface, seat, y)
    turn = f"Turn {game.core.turn}: {game.name(s.active())}" if game.core.turn else "Setting up"
    text.blit(surface, turn, (12, 12), size=20, bold=True)
    text.blit(surface, scene.prompt(), (12, 40), size=14, colour=(255, 226, 150))
    lit = scene.lit_cards()
    for iid, rect in card_rects(scene).items():
        if game.where(iid) == "field":
            _field_card(scene, surface, iid, rect)
        else:
            _face(surface, rect, game.card(iid))
            if game.card(iid).is_monster:
                _values(surface, rect, game.card(iid).attack, game.card(iid).defence, "attack")
        if iid == scene.selected:
            pygame.draw.rect(surface, SELECTED, rect.inflate(6, 6), 3, border_radius=10)
        elif iid in lit:
            pygame.draw.rect(surface, LIT, rect.inflate(4, 4), 2, border_radius=9)
    opponent_hand = len(s.zone("hand", 1 - scene.viewer))
    text.blit(surface, f"{game.name(1 - scene.viewer)}'s hand", (w - 560, 10), size=12)
    for k in range(min(opponent_hand, 10)):
        _back(surface, pygame.Rect(w - 560 + k * 22, 26, 28, 38))
    _log(scene, surface, pygame.Rect(w - 290, 60, 280, h - 330))
    _zoom(scene, surface, pygame.Rect(w - 290, h - 260, 280, 160))
    for button in scene.buttons():
        button.draw(surface, scene.mouse)
    if game.over:
        winner = "Nobody wins" if game.core.winner is None else f"{game.name(game.core.winner)} wins"
        text.blit(
            surface, f"{winner} ({s.ended})", (w // 2 - 200, h // 2 - 50), size=28, colour=(255, 230, 120), bold=True
        )


def _log(scene: MonstersTableScene, surface: pygame.Surface, box: pygame.Rect) -> None:
    pygame.draw.rect(surface, (32, 36, 48), box, border_radius=8)
    text.blit(surface, "Log (rule numbers in brackets)", (box.x + 8, box.y + 6), size=13, bold=True)
    lines: list[str] = []
    for entry in scene.game.core.log[-30:]:
        rule = f" [{entry.rule}]" if entry.rule else ""
        lines.extend(text.wrap(entry.text + rule, box.w - 16, 12))
    room = (box.h - 30) // 15
    for k, line in enumerate(lines[-room:]):
        text.blit(surface, line, (box.x + 8, box.y + 26 + k * 15), size=12)


def _zoom(scene: MonstersTableScene, surface: pygame.Surface, box: pygame.Rect) -> None:
    """The text of the card under the mouse (or the selected one), if this seat may see it."""
    iid = scene.hovered()
    if iid is None:
        iid = scene.selected
    if iid is None or not scene.may_see(iid):
        return
    card = scene.game.card(iid)
    pygame.draw.rect(surface, (44, 50, 66), box, border_radius=8)
    text.blit(surface, text.fit(card.header(), box.w - 16, 13, bold=True), (box.x + 8, box.y + 6), size=13, bold=True)
    body = card.text() or "No special effect."
    for k, line in enumerate(text.wrap(body, box.w - 16, 12)[:8]):
        text.blit(surface, line, (box.x + 8, box.y + 28 + k * 15), size=12)


def _handover(scene: MonstersTableScene, surface: pygame.Surface) -> None:
    w, h = scene.app.size
    seat = scene.handover
    assert seat is not None
    text.blit(surface, f"Pass the screen to {scene.game.name(seat)}", (w // 2 - 230, h // 2 - 90), size=28, bold=True)
    text.blit(
        surface,
        "Only they should look: their hand and face-down cards show next.",
        (w // 2 - 230, h // 2 - 48),
        size=15,
    )
    if scene.coin_text:
        text.blit(surface, scene.coin_text, (w // 2 - 230, h // 2 - 20), size=16, colour=(255, 226, 150), bold=True)
    for button in scene.buttons():
        button.draw(surface, scene.mouse)
