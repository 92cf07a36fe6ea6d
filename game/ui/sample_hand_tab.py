"""The Hands tab of a card game's deck editor: a sample opening hand dealt with the game's own
shuffle (game/core/opening.py: the hand the first seat opens with at a table of that seed), after
the cards the game sets aside first, then the next draws; "Draw again" deals with the next seed.
The card under the pointer shows its text."""

from __future__ import annotations

import pygame

from game.core.opening import opening_order
from game.ui import text, theme
from game.ui.deck_tools import DeckTools, OpeningDeck, Row
from game.ui.editor_tabs import PlacedTab, heading
from game.ui.theme import px
from game.ui.widgets import Button

SHOWN_DRAWS = 3
GAP = 6


class SampleHandTab(PlacedTab[str]):
    title = "Hands"

    def __init__(self, tools: DeckTools) -> None:
        super().__init__()
        self.tools = tools
        self.seed = 1
        self._tiles: list[tuple[pygame.Rect, str]] = []

    def deal(self) -> tuple[list[str], list[str], OpeningDeck]:
        """The hand, the next draws, and what it was dealt from."""
        deck = self.tools.opening_deck()
        order = opening_order(deck.cards, self.seed)
        hand = self.tools.opening.hand
        return order[:hand], order[hand : hand + SHOWN_DRAWS], deck

    def buttons(self) -> list[Button]:
        r = self.rect
        enabled = bool(self.tools.deck_cards())
        return [
            Button(
                "again",
                "Draw again",
                pygame.Rect(r.right - px(120), r.y - px(2), px(120), px(28)),
                enabled,
                size=theme.SMALL,
            )
        ]

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos):
                    self.seed += 1
                    return True
        return False

    def stamp(self) -> object:
        return self.seed

    def hover(self, mouse: tuple[int, int]) -> str | None:
        return next((card for rect, card in self._tiles if rect.collidepoint(mouse)), None)

    def tile_size(self) -> tuple[int, int]:
        count = max(1, self.tools.opening.hand)
        per_line = min(count, 6)
        w = min(px(120), (self.rect.width - (per_line - 1) * px(GAP)) // per_line)
        return w, int(w * 1.4)

    def tile_rects(self, count: int) -> list[pygame.Rect]:
        w, h = self.tile_size()
        per_line = max(1, (self.rect.width + px(GAP)) // (w + px(GAP)))
        top = self.rect.y + px(34)
        return [
            pygame.Rect(self.rect.x + (k % per_line) * (w + px(GAP)), top + (k // per_line) * (h + px(GAP)), w, h)
            for k in range(count)
        ]

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        title = text.fit(f"Sample opening hand (table seed {self.seed})", r.width - px(130), theme.BODY, True)
        heading(surface, title, r.topleft)
        for b in self.buttons():
            b.draw(surface, mouse)
        self._tiles = []
        hand, draws, deck = self.deal()
        if not hand:
            text.blit(surface, "Add cards to draw a hand.", (r.x, r.y + px(40)), theme.SMALL, theme.TEXT_DIM)
            return
        rects = self.tile_rects(len(hand))
        for rect, card in zip(rects, hand, strict=True):
            draw_tile(surface, self.tools.card_row(card), rect, rect.collidepoint(mouse))
            self._tiles.append((rect, card))
        names = [self.tools.card_row(c).name for c in draws]
        lines = [f"Then draws {', '.join(names)}." if names else "No cards left to draw."]
        if deck.note:
            lines.append(deck.note)
        lines.append(self.tools.opening.words)
        y = max(rect.bottom for rect in rects) + px(10)
        for line in lines:
            box = pygame.Rect(r.x, y, r.width, r.bottom - y)
            y = text.blit_wrapped(surface, line, box, theme.SMALL - 1, theme.TEXT_DIM, line_gap=0) + px(6)


def draw_tile(surface: pygame.Surface, row: Row, rect: pygame.Rect, lit: bool) -> None:
    """A card as a small tile in its colour: its mark, its name, its kind."""
    fill = theme.mix(row.colour, theme.PANEL, 0.15 if lit else 0.35)
    pygame.draw.rect(surface, fill, rect, border_radius=px(6))
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=px(6))
    ink = theme.text_on(fill)
    inner = rect.inflate(-px(10), -px(10))
    mark = text.blit(
        surface, text.fit(row.mark, inner.width, theme.SMALL, True), inner.topleft, theme.SMALL, ink, bold=True
    )
    name_box = pygame.Rect(inner.x, mark.bottom + px(4), inner.width, inner.bottom - mark.bottom - px(22))
    text.blit_wrapped(surface, row.name, name_box, theme.SMALL - 1, ink, line_gap=0)
    kind = text.fit(row.kind, inner.width, theme.SMALL - 2)
    text.blit(surface, kind, (inner.x, inner.bottom), theme.SMALL - 2, ink, anchor="bottomleft")
