"""Drawing the Fusion World table (game/games/fusion_world/ui/table.py), seen from the seat whose
screen it is (the shell's hand-over screen stands between two people): the cards where
game/games/fusion_world/ui/layout.py puts them, with the faces of card_look.py, the side panel,
the motions and the zoom of the card under the pointer. Drawing only reads the game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.games.fusion_world.battle import combo_power
from game.games.fusion_world.ui import card_look
from game.games.fusion_world.ui.layout import GAP, TableLayout, row, table_layout

__all__ = ["table_layout"]
from game.ui import card_faces, card_zoom, text, theme
from game.ui.card_faces import CardArt
from game.ui.theme import Colour

if TYPE_CHECKING:
    from game.games.fusion_world.ui.table import FusionTableScene

COLOUR = card_look.COLOUR
BUTTON: Colour = (58, 74, 104)
MAT: Colour = (22, 40, 44)
MAT_EDGE: Colour = (44, 74, 80)
PROMPTS = {
    "redraw": "click the cards to return (rule 6.4), then Redraw or Keep",
    "charge": "click a hand card to charge it as energy, or charge nothing (7.3)",
    "main": "click a lit card to see what it can do (click your energy first to choose what pays), or end the turn",
    "counter": "a counter may answer now (click your energy first to choose what pays)",
    "block": "you are attacked: block with a Blocker?",
    "step": "combo, use Activate:Battle, awaken, or go on",
    "order": "choose which of your abilities resolves first (P2)",
    "target": "click a lit card to target it, or no target",
    "life": "Double Strike: choose which life cards you take (P11)",
    "discard": "choose the cards to discard from your hand",
}
PILES = ("life", "deck", "drop")


@dataclass
class Places:
    """Where each thing is this frame."""

    at: TableLayout
    cards: dict[int, pygame.Rect] = field(default_factory=dict)  # every face-up card by instance
    piles: dict[tuple[str, int], pygame.Rect] = field(default_factory=dict)  # (life|deck|drop|hand, seat)


def places(scene: FusionTableScene) -> Places:
    s = scene.game.state
    at = table_layout(scene.table_size())
    found = Places(at)
    me, them = scene.viewer, 1 - scene.viewer
    for seat, battle_row, energy_row in ((them, "them_battle", "them_energy"), (me, "me_battle", "me_energy")):
        band = at.rows[battle_row]
        cards = [s.leaders[seat], *s.zone("battle", seat)]
        found.cards.update(zip(cards, row(band, at.card, len(cards)), strict=True))
        strip = at.rows[energy_row]
        pile_names = [*PILES, "hand"] if seat == them else list(PILES)
        slot = at.small[1]
        piles_w = len(pile_names) * (slot + GAP)
        for k, name in enumerate(pile_names):
            x = strip.right - piles_w + k * (slot + GAP) + (slot - at.small[0]) // 2
            found.piles[(name, seat)] = pygame.Rect(x, strip.centery - at.small[1] // 2, *at.small)
        energy_area = pygame.Rect(strip.x, strip.y, strip.width - piles_w - GAP * 3, strip.height)
        energy = s.zone("energy", seat)
        for iid, rect in zip(energy, row(energy_area, at.small, len(energy), slot=slot), strict=True):
            if iid in s.exhausted:  # turned sideways in its slot
                rect = pygame.Rect(0, 0, rect.height, rect.width).clamp(rect.inflate(rect.height - rect.width, 0))
                rect.center = (rect.centerx, energy_area.centery)
            found.cards[iid] = rect
    combo = at.rows["combo"]
    third = combo.width // 3
    for seat, x in ((them, combo.x), (me, combo.right - third)):
        cards = s.zone("combo", seat)
        area = pygame.Rect(x, combo.y + 14, third, combo.height - 14)
        found.cards.update(zip(cards, row(area, at.small, len(cards)), strict=True))
    if not scene.hand_hidden():
        hand = s.zone("hand", me)
        found.cards.update(zip(hand, row(at.rows["hand"], at.card, len(hand)), strict=True))
    drop_top = {seat: s.zone("drop", seat)[-1:] for seat in (0, 1)}
    for seat, top in drop_top.items():
        if top:
            found.cards[top[0]] = found.piles[("drop", seat)]
    return found


def card_rects(scene: FusionTableScene) -> dict[int, pygame.Rect]:
    """Every card on screen that may be clicked, by instance (Leaders, battle areas, energy,
    combos, and the viewer's hand unless it is hidden); a drop area's cards are chosen by button."""
    s = scene.game.state
    return {i: r for i, r in places(scene).cards.items() if (s.where(i) or ("",))[0] != "drop"}


def art_of(scene: FusionTableScene, iid: int) -> CardArt:
    s = scene.game.state
    card = scene.game.card(iid)
    where = s.where(iid)
    if where is not None and where[0] == "energy":
        return card_look.energy_art(card, iid in s.exhausted)
    return card_look.face_art(card, awakened=scene.game.is_leader(iid) and s.awakened[s.owner[iid]])


def zoom_of(scene: FusionTableScene, iid: int) -> card_zoom.Zoom:
    game = scene.game
    s = game.state
    where = s.where(iid)
    leader = game.is_leader(iid)
    in_play = where is not None and where[0] in ("leader", "battle")
    power = game.power(iid) if in_play else None
    return card_look.zoom_of(game.card(iid), awakened=leader and s.awakened[s.owner[iid]], power_now=power)


# ---------------------------------------------------------------- the table


def draw_table(scene: FusionTableScene, surface: pygame.Surface) -> None:
    surface.fill(theme.BG)
    found = places(scene)
    at = found.at
    game = scene.game
    s = game.state
    _mat(surface, at, scene)
    lit = scene.lit_cards()
    flying = scene.fx.flying()
    for iid, rect in found.cards.items():
        where = s.where(iid)
        if (where is not None and where[0] == "drop") or iid in flying:
            continue  # a drop area is drawn as its pile; a card on its way is drawn by the motion
        card_faces.blit_face(surface, art_of(scene, iid), rect)
        _outline(surface, scene, iid, rect, iid in lit)
    for (name, seat), rect in found.piles.items():
        _pile(scene, surface, name, seat, rect)
    _battle_summary(scene, surface, at.rows["combo"])
    scene.fx.motion.draw(surface, at.table)
    side_panel(scene, surface, at)
    if not game.over:
        hovered = scene.hover.shown()
        if isinstance(hovered, int) and hovered in found.cards:
            avoid = [b.rect for b in scene.buttons() if b.key.startswith("act:")] + scene.zoom_avoid()
            card_zoom.draw_zoom(surface, zoom_of(scene, hovered), found.cards[hovered], avoid)


def _mat(surface: pygame.Surface, at: TableLayout, scene: FusionTableScene) -> None:
    """The play mat: each side's area, its zones named in its corners."""
    game = scene.game
    me, them = scene.viewer, 1 - scene.viewer
    for seat, top, bottom in ((them, "them_energy", "them_battle"), (me, "me_battle", "me_energy")):
        area = at.rows[top].union(at.rows[bottom]).inflate(4, 4)
        pygame.draw.rect(surface, MAT, area, border_radius=10)
        pygame.draw.rect(surface, theme.mix(MAT_EDGE, theme.SEAT[seat % 2], 0.35), area, 2, border_radius=10)
    combo = at.rows["combo"]
    third = combo.width // 3
    text.blit(surface, f"{game.name(them)}'s combo", (combo.x + 4, combo.y), theme.SMALL - 4, theme.TEXT_DIM)
    text.blit(surface, "your combo", (combo.right - third + 4, combo.y), theme.SMALL - 4, theme.TEXT_DIM)
    hand = at.rows["hand"]
    pygame.draw.line(surface, theme.PANEL_EDGE, (hand.x, hand.y - 2), (hand.right, hand.y - 2))


def _outline(surface: pygame.Surface, scene: FusionTableScene, iid: int, rect: pygame.Rect, lit: bool) -> None:
    chosen = iid == scene.selected or iid in scene.marked
    battle = scene.game.state.battle
    if chosen:
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 4, border_radius=8)
    elif lit:
        pygame.draw.rect(surface, theme.ACCENT_SOFT, rect.inflate(4, 4), 3, border_radius=8)
    if battle is not None and iid in (battle.attacker, battle.target):
        colour = theme.BAD if iid == battle.attacker else theme.INFO
        pygame.draw.rect(surface, colour, rect.inflate(10, 10), 3, border_radius=9)
    if iid in scene.marked:
        word = "RETURN" if scene.redrawing() else "PAYS"
        tag = text.render(word, theme.SMALL - 2, theme.TEXT_DARK, True)
        box = tag.get_rect(midbottom=(rect.centerx, rect.bottom - 4)).inflate(8, 2)
        pygame.draw.rect(surface, theme.ACCENT, box, border_radius=4)
        surface.blit(tag, tag.get_rect(center=box.center))


def _pile(scene: FusionTableScene, surface: pygame.Surface, name: str, seat: int, rect: pygame.Rect) -> None:
    """Life, deck and (for the opponent) hand as face-down piles, the drop area face up; each counted."""
    s = scene.game.state
    zone = "hand" if name == "hand" else name
    count = len(s.zone(zone, seat))
    if name == "drop" and count:
        top = s.zone("drop", seat)[-1]
        card_faces.blit_face(surface, card_look.face_art(scene.game.card(top)), rect)
    elif count:
        for k in range(min(3, count) - 1, -1, -1):  # a small stack, inside its place
            card_faces.blit_face(surface, card_look.back_art(), rect.inflate(-2 * k, -2 * k).move(k, -k))
    else:
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
    words = {"life": "Life", "deck": "Deck", "drop": "Drop", "hand": "Hand"}[name]
    tag = text.render(f"{words} {count}", theme.SMALL - 3, theme.TEXT, True)
    box = tag.get_rect(midbottom=(rect.centerx, rect.bottom - 2)).inflate(6, 0)
    pygame.draw.rect(surface, (10, 12, 18), box, border_radius=4)
    surface.blit(tag, tag.get_rect(center=box.center))


def _battle_summary(scene: FusionTableScene, surface: pygame.Surface, combo: pygame.Rect) -> None:
    game = scene.game
    b = game.state.battle
    third = combo.width // 3
    middle = pygame.Rect(combo.x + third, combo.y, third, combo.height)
    if b is None:
        text.blit(surface, "no battle", middle.center, theme.SMALL - 2, theme.TEXT_DIM, anchor="center")
        return
    defender = 1 - b.seat
    attack = game.power(b.attacker) + combo_power(game, b.seat)
    defence = game.power(b.target) + combo_power(game, defender)
    line = text.fit(f"{game.label(b.attacker)} attacks {game.label(b.target)}", middle.width, theme.SMALL - 2)
    y = middle.y + 2
    text.blit(
        surface,
        "BLOCKED" if b.blocked else "BATTLE",
        (middle.centerx, y),
        theme.SMALL,
        theme.BAD,
        bold=True,
        anchor="midtop",
    )
    y += theme.font(theme.SMALL, True).get_linesize()
    text.blit(surface, line, (middle.centerx, y), theme.SMALL - 2, theme.TEXT, anchor="midtop")
    y += theme.font(theme.SMALL - 2).get_linesize()
    verdict = "attacker wins" if attack >= defence else "defender wins"
    score = text.fit(f"{attack} vs {defence}: {verdict}", middle.width, theme.BODY, True)
    text.blit(surface, score, (middle.centerx, y), theme.BODY, theme.ACCENT, bold=True, anchor="midtop")


# ---------------------------------------------------------------- the side panel


def panel_lines(scene: FusionTableScene) -> tuple[str, str]:
    """The turn line and the prompt."""
    game = scene.game
    if game.over:
        winner = game.core.winner
        return ("The game is drawn" if winner is None else f"{game.name(winner)} wins!"), ""
    pending = game.pending()
    seat = game.to_act()
    who = "" if seat is None else game.name(seat)
    kind = "" if pending is None else pending.kind
    if kind == "step":
        kind_words = "attack step" if pending is not None and pending.get("step") == "attack" else "defence step"
    else:
        kind_words = {"main": "main phase", "charge": "charge phase"}.get(kind, kind)
    when = f"Turn {game.core.turn}" if game.core.turn else "Setup"
    line = f"{when}: {who}, {kind_words}" + (" (thinking...)" if scene.thinking is not None else "")
    prompt = PROMPTS.get(kind, "") if scene.human_to_act() is not None else ""
    return line, prompt


def panel_top(scene: FusionTableScene, panel: pygame.Rect) -> int:
    """Where the buttons start: under the title, the turn, the prompt and both players."""
    title = theme.font(theme.LARGE, True).get_linesize()
    small = theme.font(theme.SMALL).get_linesize()
    body = theme.font(theme.BODY, True).get_linesize()
    goal = small if scene.goal else 0
    return panel.y + 8 + title + goal + 2 * small + 3 * small + 2 * (body + small + 6) + 10


def side_panel(scene: FusionTableScene, surface: pygame.Surface, at: TableLayout) -> None:
    game = scene.game
    s = game.state
    panel = at.panel
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
    x, width = panel.x + 10, panel.width - 20
    y = panel.y + 8
    text.blit(surface, "Fusion World", (x, y), theme.LARGE, theme.TEXT_DIM, bold=True)
    y += theme.font(theme.LARGE, True).get_linesize()
    small = theme.font(theme.SMALL).get_linesize()
    if scene.goal:
        text.blit(surface, text.fit(scene.goal, width, theme.SMALL, True), (x, y), theme.SMALL, theme.ACCENT, bold=True)
        y += small
    line, prompt = panel_lines(scene)
    colour = theme.ACCENT if scene.human_to_act() is not None else theme.TEXT
    _wrapped(surface, line, pygame.Rect(x, y, width, 2 * small), theme.SMALL, colour, bold=True)
    y += 2 * small
    _wrapped(surface, prompt, pygame.Rect(x, y, width, 3 * small), theme.SMALL, theme.TEXT_DIM)
    y += 3 * small
    body = theme.font(theme.BODY, True).get_linesize()
    for seat in (1 - scene.viewer, scene.viewer):
        who = f"{game.name(seat)}{' (computer)' if scene.computer[seat] else ''}{' · first' if s.first == seat else ''}"
        awake = " · awakened" if s.awakened[seat] else ""
        text.blit(
            surface, text.fit(who + awake, width, theme.BODY, True), (x, y), theme.BODY, theme.SEAT[seat % 2], bold=True
        )
        counts = "  ".join(
            f"{word} {len(s.zone(zone, seat))}"
            for word, zone in (
                ("Life", "life"),
                ("Hand", "hand"),
                ("Deck", "deck"),
                ("Drop", "drop"),
                ("Energy", "energy"),
            )
        )
        text.blit(surface, text.fit(counts, width, theme.SMALL), (x, y + body), theme.SMALL, theme.TEXT)
        y += body + small + 6
    buttons = scene.buttons()
    for button in buttons:
        button.draw(surface, scene.mouse)
    y = max([y + 10, *(b.rect.bottom + 6 for b in buttons if b.rect.x >= panel.x)])
    if scene.notice:
        y = _wrapped(surface, scene.notice, pygame.Rect(x, y, width, 2 * small), theme.SMALL, theme.BAD) + 4
    pygame.draw.line(surface, theme.PANEL_EDGE, (x, y), (panel.right - 10, y))
    y += 6
    scene.draw_log_panel(surface, pygame.Rect(panel.x + 4, y, panel.width - 8, panel.bottom - 4 - y))


def _wrapped(
    surface: pygame.Surface, words: str, area: pygame.Rect, size: int, colour: Colour, *, bold: bool = False
) -> int:
    """Wrapped inside `area`; the last line that fits ends with an ellipsis when more is left."""
    step = theme.font(size, bold).get_linesize()
    lines = text.wrap(words, area.width, size, bold) if words else []
    room = max(1, area.height // step)
    if len(lines) > room:
        lines = [*lines[: room - 1], text.fit(" ".join(lines[room - 1 :]), area.width, size, bold)]
    y = area.y
    for line in lines:
        text.blit(surface, line, (area.x, y), size, colour, bold=bold)
        y += step
    return y
