"""Drawing the Fusion World table (game/ui/fusion_table.py): where each card sits, seen from the
seat whose screen it is, and the hand-over page. Drawing only reads the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.fusion_world.battle import combo_power
from game.ui import text, theme
from game.ui.theme import Colour
from game.ui.words import counted

if TYPE_CHECKING:
    from game.ui.fusion_table import FusionTableScene

COLOUR: dict[str, Colour] = {
    "red": (200, 70, 60),
    "blue": (60, 120, 210),
    "green": (70, 160, 90),
    "yellow": (210, 180, 60),
    "black": (90, 90, 100),
}
BUTTON: Colour = (58, 74, 104)
PANEL_W = 320
BATTLE = (112, 88)
ENERGY = (70, 44)
HAND = (112, 104)
COMBO = (96, 40)
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


def _row(x0: int, y: int, size: tuple[int, int], count: int, width: int) -> list[pygame.Rect]:
    step = min(size[0] + 8, max(24, (width - size[0]) // max(1, count - 1))) if count > 1 else size[0] + 8
    return [pygame.Rect(x0 + k * step, y, *size) for k in range(count)]


def layout(scene: FusionTableScene) -> dict[str, int]:
    w, h = scene.app.size
    return {
        "width": w - PANEL_W - 12,
        "opp_energy": 84,
        "opp_battle": 134,
        "combo": 232,
        "my_battle": 322,
        "my_energy": 418,
        "hand": 470,
        "h": h,
    }


def card_rects(scene: FusionTableScene) -> dict[int, pygame.Rect]:
    """Every card on screen by instance: both battle rows (Leader first), energy, combo, the viewer's hand."""
    s = scene.game.state
    at = layout(scene)
    width = at["width"]
    me, them = scene.viewer, 1 - scene.viewer
    rects: dict[int, pygame.Rect] = {}
    for seat, y_battle, y_energy in (
        (them, at["opp_battle"], at["opp_energy"]),
        (me, at["my_battle"], at["my_energy"]),
    ):
        row = [s.leaders[seat], *s.zone("battle", seat)]
        rects.update(zip(row, _row(12, y_battle, BATTLE, len(row), width - 12), strict=True))
        energy = s.zone("energy", seat)
        rects.update(zip(energy, _row(12, y_energy, ENERGY, len(energy), width - 12), strict=True))
    for seat, y in ((them, at["combo"]), (me, at["combo"] + 46)):
        combo = s.zone("combo", seat)
        rects.update(zip(combo, _row(12, y, COMBO, len(combo), width // 2), strict=True))
    if scene.handover is None:
        hand = s.zone("hand", me)
        rects.update(zip(hand, _row(12, at["hand"], HAND, len(hand), width - 12), strict=True))
    return rects


def draw_table(scene: FusionTableScene, surface: pygame.Surface) -> None:
    surface.fill(theme.BG)
    if scene.handover is not None:
        draw_handover(scene, surface)
        return
    game = scene.game
    s = game.state
    at = layout(scene)
    lit = scene.lit_cards()
    header(scene, surface)
    them = 1 - scene.viewer
    text.blit(
        surface,
        f"{game.name(them)}'s hand: {counted(len(s.zone('hand', them)), 'card')} (hidden)",
        (12, 52),
        theme.SMALL,
        theme.TEXT_DIM,
    )
    pygame.draw.line(surface, theme.PANEL_EDGE, (12, at["combo"] - 6), (at["width"], at["combo"] - 6))
    pygame.draw.line(surface, theme.PANEL_EDGE, (12, at["my_battle"] - 6), (at["width"], at["my_battle"] - 6))
    battle_summary(scene, surface)
    right = at["width"]
    for label, y in (
        ("their energy", at["opp_energy"]),
        ("their Leader and battle area", at["opp_battle"]),
        ("your Leader and battle area", at["my_battle"]),
        ("your energy", at["my_energy"]),
        ("your hand", at["hand"]),
    ):
        text.blit(surface, label, (right, y), theme.SMALL, theme.TEXT_DIM, anchor="topright")
    for label, y in (("their combo", at["combo"] + 12), ("your combo", at["combo"] + 58)):
        text.blit(surface, label, (right // 2, y), theme.SMALL, theme.TEXT_DIM, anchor="topright")
    for iid, rect in card_rects(scene).items():
        draw_card(scene, surface, iid, rect, iid in lit, iid == scene.selected or iid in scene.marked)
    for button in scene.buttons():
        button.draw(surface, scene.mouse)
    side_panel(scene, surface)


def header(scene: FusionTableScene, surface: pygame.Surface) -> None:
    game = scene.game
    width = layout(scene)["width"]
    text.blit(surface, "Fusion World", (12, 10), theme.LARGE, theme.TEXT_DIM, bold=True)
    if scene.goal:
        goal = text.fit(scene.goal, width - 24, theme.SMALL)
        text.blit(surface, goal, (12, 70), theme.SMALL, theme.ACCENT, bold=True)
    if scene.notice:
        notice = text.fit(scene.notice, 260, theme.SMALL)
        text.blit(surface, notice, (width - 104, 16), theme.SMALL, theme.TEXT_DIM, anchor="topright")
    result = scene.puzzle_result()
    if result is not None:
        puzzle_banner(scene, surface, result)
        return
    if game.over:
        winner = game.core.winner
        line = (
            "The game is drawn"
            if winner is None
            else f"{game.name(winner)} wins! ({game.core.log[-1].text.split('(')[-1].rstrip(')')})"
        )
        text.blit(surface, line, (width // 2 + 60, 14), theme.LARGE, theme.ACCENT, bold=True, anchor="midtop")
        return
    pending = game.pending()
    seat = game.to_act()
    who = "" if seat is None else game.name(seat)
    kind = "" if pending is None else pending.kind
    if kind == "step":
        kind_words = "attack step" if pending is not None and pending.get("step") == "attack" else "defence step"
    else:
        kind_words = {"main": "main phase", "charge": "charge phase"}.get(kind, kind)
    when = f"Turn {game.core.turn}" if game.core.turn else "Setup"
    line = f"{when}: {who}, {kind_words}"
    colour = theme.ACCENT if scene.human_to_act() is not None else theme.TEXT
    if scene.thinking is not None:
        line += " (thinking...)"
    text.blit(surface, line, (200, 10), theme.LARGE, colour, bold=True)
    if scene.human_to_act() is not None:
        text.blit(surface, PROMPTS.get(kind, ""), (200, 40), theme.SMALL, theme.TEXT_DIM)


def puzzle_banner(scene: FusionTableScene, surface: pygame.Surface, result: str) -> None:
    """A puzzle decided: solved (the goal's player won) or failed (lost, or the turn ended)."""
    game = scene.game
    width = layout(scene)["width"]
    solved = result == "solved"
    title = "Puzzle solved!" if solved else "Puzzle failed"
    if solved:
        reason = game.core.log[-1].text.rpartition("(")[2].rstrip(")") if game.core.log else ""
        why = f"{game.name(game.core.winner or 0)} won this turn: {reason}."
    elif game.over:
        why = "The game was lost."
    else:
        why = "The turn ended without the win. Try another line."
    box = pygame.Rect(width // 2 - 250, 6, 500, 58)
    colour = theme.GOOD if solved else theme.BAD
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
    pygame.draw.rect(surface, colour, box, width=3, border_radius=10)
    text.blit(surface, title, (box.centerx, box.y + 4), theme.LARGE, colour, bold=True, anchor="midtop")
    text.blit(
        surface,
        text.fit(why, box.width - 20, theme.SMALL),
        (box.centerx, box.y + 36),
        theme.SMALL,
        theme.TEXT,
        anchor="midtop",
    )


def battle_summary(scene: FusionTableScene, surface: pygame.Surface) -> None:
    game = scene.game
    b = game.state.battle
    at = layout(scene)
    x = at["width"] // 2 + 20
    if b is None:
        text.blit(surface, "Combo areas (empty: no battle)", (x, at["combo"] + 30), theme.SMALL, theme.TEXT_DIM)
        return
    defender = 1 - b.seat
    attack = game.power(b.attacker) + combo_power(game, b.seat)
    defence = game.power(b.target) + combo_power(game, defender)
    text.blit(surface, "BATTLE", (x, at["combo"] + 2), theme.BODY, theme.BAD, bold=True)
    text.blit(surface, f"{game.label(b.attacker)} attacks {game.label(b.target)}", (x, at["combo"] + 28), theme.SMALL)
    verdict = "attacker wins" if attack >= defence else "defender wins"
    line = f"{attack} against {defence}: {verdict} (ties: attacker)"
    text.blit(surface, line, (x, at["combo"] + 52), theme.BODY, theme.ACCENT, bold=True)


def draw_card(
    scene: FusionTableScene, surface: pygame.Surface, iid: int, rect: pygame.Rect, lit: bool, chosen: bool
) -> None:
    game = scene.game
    s = game.state
    card = game.card(iid)
    where = s.where(iid)
    zone = where[0] if where else ""
    exhausted = iid in s.exhausted
    base = COLOUR.get(card.colour, theme.NEUTRAL)
    fill = theme.mix(base, theme.PANEL, 0.25 if not exhausted else 0.75)
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    awakened = game.is_leader(iid) and s.awakened[s.owner[iid]]
    edge = theme.ACCENT if chosen else (theme.ACCENT_SOFT if lit else (theme.GOOD if awakened else theme.PANEL_EDGE))
    pygame.draw.rect(surface, edge, rect, 4 if chosen or awakened else (3 if lit else 1), border_radius=8)
    ink = theme.text_on(fill)
    text.blit(
        surface,
        text.fit(game.label(iid), rect.width - 10, theme.SMALL, bold=True),
        (rect.x + 5, rect.y + 4),
        theme.SMALL,
        ink,
        bold=True,
    )
    if zone == "energy":
        text.blit(surface, "exhausted" if exhausted else "active", (rect.x + 5, rect.y + 24), theme.SMALL, ink)
        return
    if zone == "combo":
        text.blit(surface, f"+{card.combo_power}", (rect.x + 5, rect.y + 20), theme.SMALL, ink, bold=True)
        return
    if zone in ("battle", "leader"):
        power = game.power(iid)
        text.blit(surface, f"{power}", (rect.x + 5, rect.y + 24), theme.LARGE, ink, bold=True)
        tags = []
        if game.is_leader(iid):
            tags.append("AWAKENED" if awakened else "Leader")
        tags += [k.replace("DoubleStrike", "Double Strike") for k in sorted(card.keywords)]
        under = len(s.zone("under", iid))
        if under:
            tags.append(f"+{under} under")
        text.blit(
            surface,
            text.fit(" · ".join(tags), rect.width - 10, theme.SMALL),
            (rect.x + 5, rect.y + 52),
            theme.SMALL,
            ink,
        )
        if exhausted:
            text.blit(surface, "EXHAUSTED", (rect.x + 5, rect.bottom - 20), theme.SMALL, theme.BAD, bold=True)
        return
    cost = f"cost {card.cost}" + (f" ({card.colour_cost} {card.colour})" if card.colour_cost else "")
    text.blit(surface, text.fit(cost, rect.width - 10, theme.SMALL), (rect.x + 5, rect.y + 24), theme.SMALL, ink)
    if card.kind == "battle":
        text.blit(surface, f"{card.power}", (rect.x + 5, rect.y + 44), theme.BODY, ink, bold=True)
        text.blit(surface, f"combo +{card.combo_power}/{card.combo_cost}", (rect.x + 5, rect.y + 68), theme.SMALL, ink)
    else:
        text.blit(surface, "EXTRA", (rect.x + 5, rect.y + 44), theme.BODY, ink, bold=True)
    if iid in scene.marked:
        text.blit(surface, "RETURN", (rect.x + 5, rect.bottom - 20), theme.SMALL, theme.ACCENT, bold=True)


def side_panel(scene: FusionTableScene, surface: pygame.Surface) -> None:
    game = scene.game
    s = game.state
    w, h = scene.app.size
    panel = pygame.Rect(w - PANEL_W, 8, PANEL_W - 8, h - 16)
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
    y = panel.y + 8
    for seat in (1 - scene.viewer, scene.viewer):
        label = (
            f"{game.name(seat)}{' (computer)' if scene.computer[seat] else ''}{' - first' if s.first == seat else ''}"
        )
        text.blit(surface, label, (panel.x + 10, y), theme.BODY, theme.SEAT[seat], bold=True)
        sizes = [
            f"{word} {len(s.zone(zone, seat))}"
            for word, zone in (("Life", "life"), ("Deck", "deck"), ("Hand", "hand"), ("Drop", "drop"))
        ]
        counts = "   ".join(sizes)
        text.blit(surface, counts, (panel.x + 10, y + 24), theme.SMALL, theme.TEXT)
        y += 54
    if scene.selected is not None:
        card = game.card(scene.selected)
        y = (
            text.blit_wrapped(
                surface, card.header(), pygame.Rect(panel.x + 10, y, panel.width - 20, 60), theme.SMALL, theme.ACCENT
            )
            + 4
        )
        body = card.text() + (" " + card.awakened_text() if card.awakened else "")
        y = (
            text.blit_wrapped(
                surface, body or "(no abilities)", pygame.Rect(panel.x + 10, y, panel.width - 20, 160), theme.SMALL
            )
            + 10
        )
    pygame.draw.line(surface, theme.PANEL_EDGE, (panel.x + 10, y), (panel.right - 10, y))
    y += 6
    for entry in game.core.log[-16:]:
        line = entry.text + (f"  [{entry.rule}]" if entry.rule else "")
        y = (
            text.blit_wrapped(
                surface, line, pygame.Rect(panel.x + 10, y, panel.width - 20, 80), theme.SMALL, theme.TEXT_DIM
            )
            + 2
        )
        if y > panel.bottom - 24:
            break


def draw_handover(scene: FusionTableScene, surface: pygame.Surface) -> None:
    w, _h = surface.get_size()
    seat = scene.handover if scene.handover is not None else 0
    game = scene.game
    colour = theme.SEAT[seat]
    pygame.draw.circle(surface, colour, (w // 2, 120), 34)
    text.blit(surface, str(seat + 1), (w // 2, 122), theme.TITLE, theme.text_on(colour), bold=True, anchor="center")
    text.blit(
        surface,
        f"Pass the screen to {game.name(seat)}",
        (w // 2, 175),
        theme.TITLE,
        theme.TEXT,
        bold=True,
        anchor="midtop",
    )
    pending = game.pending()
    what = "" if pending is None else PROMPTS.get(pending.kind, pending.kind)
    text.blit(surface, f"{game.name(seat)}: {what}", (w // 2, 232), theme.BODY, theme.TEXT_DIM, anchor="midtop")
    text.blit(
        surface,
        "Everyone else, look away: the hands stay hidden until then.",
        (w // 2, 262),
        theme.BODY,
        theme.TEXT_DIM,
        anchor="midtop",
    )
    box = pygame.Rect(w // 2 - 420, 300, 840, 190)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
    text.blit(surface, "Latest in the log:", (box.x + 16, box.y + 12), theme.BODY, theme.TEXT, bold=True)
    y = box.y + 40
    for entry in game.core.log[-6:]:
        text.blit(surface, text.fit(entry.text, box.width - 32, theme.BODY), (box.x + 16, y), theme.BODY, theme.TEXT)
        y += 24
    for button in scene.buttons():
        button.draw(surface, scene.mouse)
