"""The Odds tab of a card game's deck editor: the exact chance (hypergeometric, game/core/opening.py)
of opening with at least one card of each group the game names (a kind, a cost, a colour) and of
each card, with the game's hand size, the cards it sets aside first and its redraw; the wheel
scrolls the rows, and the card under the pointer shows its text."""

from __future__ import annotations

import re

import pygame

from game.core.opening import OpeningChance, opening_chance
from game.ui import text, theme
from game.ui.deck_tools import DeckTools
from game.ui.editor_tabs import PlacedTab, heading
from game.ui.theme import px

ROW_H = 22
FIGURE_W = 62


def natural(label: str) -> list[str | int]:
    """A label's sort key with its numbers as numbers ("cost 2" before "cost 10")."""
    return [int(part) if k % 2 else part for k, part in enumerate(re.split(r"(\d+)", label))]


def percent(chance: float) -> str:
    return f"{100 * chance:.1f}%"


class DeckOddsTab(PlacedTab[str]):
    title = "Odds"

    def __init__(self, tools: DeckTools) -> None:
        super().__init__()
        self.tools = tools
        self.scroll = 0
        self._rows: list[tuple[pygame.Rect, str]] = []  # each card row's rect, for the pointer

    def targets(self) -> list[tuple[str, int, str]]:
        """(label, copies in the deck, card id or "" for a group): the groups first, then each card."""
        deck = self.tools.deck_cards()
        groups: dict[str, int] = {}
        order: dict[str, tuple[int, list[str | int]]] = {}
        for card in deck:
            for rank, group in self.tools.odds_groups(card):
                groups[group] = groups.get(group, 0) + 1
                order[group] = (rank, natural(group))
        cards: dict[str, int] = {}
        for card in deck:
            cards[card] = cards.get(card, 0) + 1
        named = sorted(cards, key=lambda c: (-cards[c], self.tools.card_row(c).name))
        out = [(group, groups[group], "") for group in sorted(groups, key=order.__getitem__)]
        return out + [(self.tools.card_row(c).name, cards[c], c) for c in named]

    def chances(self) -> list[tuple[str, int, str, OpeningChance]]:
        size = len(self.tools.deck_cards())
        return [(label, n, card, opening_chance(self.tools.opening, size, n)) for label, n, card in self.targets()]

    def _rows_top(self) -> int:
        return self.rect.y + px(30) + self._words_height() + px(26)

    def _words_height(self) -> int:
        lines = text.wrap(self._words(), self.rect.width, theme.SMALL - 2)
        return len(lines) * theme.font(theme.SMALL - 2).get_linesize()

    def _words(self) -> str:
        return f"{len(self.tools.deck_cards())} cards in the deck. {self.tools.opening.words}"

    def room(self) -> int:
        return max(1, (self.rect.bottom - self._rows_top()) // px(ROW_H))

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse):
            last = max(0, len(self.targets()) - self.room())
            self.scroll = max(0, min(last, self.scroll - event.y * 3))
            return True
        return False

    def stamp(self) -> object:
        return self.scroll

    def hover(self, mouse: tuple[int, int]) -> str | None:
        return next((card for rect, card in self._rows if card and rect.collidepoint(mouse)), None)

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        heading(surface, "Chance to open with at least one", r.topleft)
        words = pygame.Rect(r.x, r.y + px(30), r.width, self._words_height())
        text.blit_wrapped(surface, self._words(), words, theme.SMALL - 2, theme.TEXT_DIM, line_gap=0)
        redraw = self.tools.opening.redraw
        figures = ["dealt", "redrawn"] if redraw else ["dealt"]
        head_y = words.bottom + px(4)
        for k, word in enumerate(reversed(figures)):
            at = (r.right - k * px(FIGURE_W), head_y)
            text.blit(surface, word, at, theme.SMALL - 2, theme.TEXT_DIM, anchor="topright")
        self._rows = []
        chances = self.chances()
        if not chances:
            text.blit(surface, "Add cards to see the odds.", (r.x, self._rows_top()), theme.SMALL, theme.TEXT_DIM)
            return
        self.scroll = min(self.scroll, max(0, len(chances) - self.room()))
        y = self._rows_top()
        for label, copies, card, chance in chances[self.scroll : self.scroll + self.room()]:
            row = pygame.Rect(r.x, y, r.width, px(ROW_H) - px(2))
            self._row(surface, row, f"{label} ({copies})", card, chance, redraw)
            self._rows.append((row, card))
            y += px(ROW_H)
        if len(chances) > self.room():
            shown = f"{self.scroll + 1}-{min(len(chances), self.scroll + self.room())} of {len(chances)}, wheel scrolls"
            text.blit(surface, shown, (r.x, head_y), theme.SMALL - 2, theme.TEXT_DIM)

    def _row(
        self, surface: pygame.Surface, row: pygame.Rect, label: str, card: str, chance: OpeningChance, redraw: bool
    ) -> None:
        figures_w = px(FIGURE_W) * (2 if redraw else 1)
        label_w = (row.width - figures_w) * 11 // 20
        colour = theme.TEXT if card else theme.ACCENT
        shown = text.fit(label, label_w - px(6), theme.SMALL)
        text.blit(surface, shown, (row.x, row.centery), theme.SMALL, colour, anchor="midleft")
        bar = pygame.Rect(row.x + label_w, row.y + px(4), row.width - label_w - figures_w - px(6), row.height - px(8))
        pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=3)
        kept, first = float(chance.kept), float(chance.first)
        pygame.draw.rect(surface, theme.INFO, (bar.x, bar.y, int(bar.width * kept), bar.height), border_radius=3)
        if redraw:
            x = bar.x + int(bar.width * first)
            pygame.draw.line(surface, theme.TEXT, (x, bar.y - px(2)), (x, bar.bottom + px(1)), px(2))
            first_at = (row.right - px(FIGURE_W), row.centery)
            text.blit(surface, percent(first), first_at, theme.SMALL - 1, theme.TEXT_DIM, anchor="midright")
        text.blit(
            surface, percent(kept), (row.right, row.centery), theme.SMALL, theme.TEXT, bold=True, anchor="midright"
        )
