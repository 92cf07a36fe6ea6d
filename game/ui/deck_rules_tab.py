"""The Rules tab of a card game's deck editor: every deck-building rule the deck breaks, live, or
the game's words for a legal deck."""

from __future__ import annotations

import pygame

from game.ui import text, theme
from game.ui.deck_tools import DeckTools
from game.ui.editor_tabs import PlacedTab, heading
from game.ui.theme import px


class DeckRulesTab(PlacedTab[str]):
    title = "Rules"

    def __init__(self, tools: DeckTools) -> None:
        super().__init__()
        self.tools = tools

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        problems = self.tools.problems()
        y = heading(surface, "Deck-building rules", r.topleft)
        if not problems:
            text.blit(surface, self.tools.legal_words(), (r.x, y), theme.BODY, theme.GOOD, bold=True)
            return
        for line in problems:
            box = pygame.Rect(r.x, y, r.width, r.bottom - y)
            if box.height < theme.font(theme.SMALL).get_linesize():
                break
            y = text.blit_wrapped(surface, line, box, theme.SMALL, theme.BAD, line_gap=0) + px(6)
