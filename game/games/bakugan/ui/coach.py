"""First-game hints: what this moment of the game is for and what to do, in plain words.

Read from the real game (the step and the decision on top of the stack), shown in a box at the
top of the field while the setting is on (Settings → Display, sound and motion). They explain;
the prompt bar and the highlighted cards still say exactly what can be clicked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.bakugan.rules.frames import DecisionFrame, PriorityFrame
from game.games.bakugan.rules.state import Step
from game.ui import text, theme
from game.ui.theme import px

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game

DECISIONS: dict[str, str] = {
    "place_core": "Setting up: players take turns placing BakuCores. Click a space outlined in yellow; "
    "the buttons choose which of your cores. Bakugan open onto the cores near where they stop.",
    "energize": "Energize: choose a card from your hand to become an Energy card. Energy pays for your "
    "cards; a used Energy card turns sideways until it is charged again.",
    "select": "Choose which of your closed Bakugan to roll this turn: click its card.",
    "throw": "Throw: press in your yellow zone, pull back and let go (a longer pull is faster). "
    "A Bakugan that stops beside a BakuCore pops open and holds it.",
    "flip": "Damage flipped a Flip card from your deck: you may play it now for its Energy cost.",
    "discard": "You hold more than seven cards: choose the ones to discard.",
    "trigger": "Several abilities trigger at once: choose the order they go on the batch.",
}
STEPS: dict[Step, str] = {
    Step.POWER: "Power Step: play Action cards to raise your open Bakugan's B-Power or lower theirs. "
    "Cards go on the batch; the last one played completes first. Space passes.",
    Step.VICTOR: "The open Bakugan with the highest B-Power is the Victor.",
    Step.DAMAGE: "Damage: the Victor deals its Damage Rating as cards flipped from the other player's "
    "deck to their discard pile, one by one. You can answer with a card, or pass.",
    Step.PLAY: "Play Step: play Heroes, Evos and Actions that help later turns, or pass.",
}
GENERAL = "You have priority: play a card marked in yellow, or press Space to pass."
WAITING = "Another player is deciding. Hover any card to read it; F1 shows the keys."


def hint(game: Game, viewer: int, my_move: bool) -> str:
    """The hint for this moment, as the viewer sees it."""
    if game.over:
        return ""
    if not my_move:
        return WAITING
    top = game.pending()
    if top is None:
        return ""
    if isinstance(top, DecisionFrame) and top.decision in DECISIONS:
        return DECISIONS[top.decision]
    if isinstance(top, PriorityFrame):
        return STEPS.get(game.state.step, GENERAL)
    return ""


def draw_hint(surface: pygame.Surface, area: pygame.Rect, words: str) -> pygame.Rect | None:
    """The hint in a box at the top left of `area` (below the field's title)."""
    if not words:
        return None
    width = min(px(360), area.width // 3)
    size = theme.SMALL
    lines = text.wrap(words, width - px(16), size)
    line_h = theme.font(size).get_linesize()
    title_h = theme.font(size, True).get_linesize()
    box = pygame.Rect(area.x + px(12), area.y + px(26), width, title_h + line_h * len(lines) + px(12))
    if box.bottom > area.bottom - px(4):
        return None  # no room in a very small field: the prompt bar still says what to do
    veil = pygame.Surface(box.size, pygame.SRCALPHA)
    veil.fill((*theme.PANEL_DARK, 225))
    surface.blit(veil, box)
    pygame.draw.rect(surface, theme.INFO, box, 1, border_radius=6)
    text.blit(surface, "First game hint", (box.x + px(8), box.y + px(5)), size, theme.INFO, bold=True)
    y = box.y + px(5) + title_h
    for line in lines:
        text.blit(surface, line, (box.x + px(8), y), size, theme.TEXT)
        y += line_h
    return box
