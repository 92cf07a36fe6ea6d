"""The middle column: the team and its BakuCores (team_view.py) over the deck list, one line per
card with its count, Energy cost, and a - and + to take a copy out or put one more in."""

from __future__ import annotations

from collections import Counter

import pygame

from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.decks import DECK_SIZE
from game.games.bakugan.ui import cards
from game.games.bakugan.ui.editor.state import EditorState
from game.games.bakugan.ui.editor.team_view import TeamView
from game.ui import text, theme
from game.ui.panel_cache import pointer_in
from game.ui.scroll_list import ScrollList
from game.ui.theme import px
from game.ui.widgets import Button

ROW_H = 26


class DeckPanel:
    def __init__(self, state: EditorState) -> None:
        self.state = state
        self.team = TeamView(state)
        self.list = ScrollList(ROW_H)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._seen_version = -1
        self._entries: tuple[int, list[tuple[str, int]]] = (-1, [])

    def place(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.team.place(rect)
        top = self.team.rect.bottom + px(34)
        self.list.row_h = px(ROW_H)
        self.list.rect = pygame.Rect(rect.x + px(6), top, rect.width - px(10), rect.bottom - top - px(6))
        self.list.set_count(len(self.entries()))

    def entries(self) -> list[tuple[str, int]]:
        """(card id, copies) per deck line, counted once per change to the deck."""
        version, entries = self._entries
        if version != self.state.version:
            entries = list(Counter(self.state.deck.cards).items())
            self._entries = (self.state.version, entries)
        return entries

    def drawing_key(self, mouse: tuple[int, int]) -> object:
        return (self.state.version, self.list.top, pointer_in(self.rect, mouse))

    def buttons(self) -> list[Button]:
        out = self.team.buttons()
        entries = self.entries()
        for index, row in self.list.rows():
            card_id = entries[index][0]
            less = pygame.Rect(row.right - px(50), row.y + px(3), px(22), px(20))
            out.append(Button(f"less:{card_id}", "-", less, size=theme.SMALL))
            out.append(Button(f"more:{card_id}", "+", less.move(px(26), 0), size=theme.SMALL))
        return out

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        self.list.set_count(len(self.entries()))
        if self.team.handle(event) or self.list.handle(event, mouse):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos):
                    self._press(b.key)
                    return True
        return False

    def _press(self, key: str) -> None:
        kind, _, card_id = key.partition(":")
        draft, state = self.state.draft, self.state
        name = state.catalog.cards[card_id].name if card_id in state.catalog.cards else card_id
        refused = draft.add(card_id) if kind == "more" else ""
        if kind == "less":
            draft.remove(card_id)
        state.say(refused or f"{name}: {draft.copies(card_id)} in the deck", bad=bool(refused))
        state.changed(card_id)

    def update(self) -> None:
        """After a change, scroll so the card just added or taken out is on screen."""
        if self._seen_version == self.state.version:
            return
        self._seen_version = self.state.version
        keys = [card_id for card_id, _ in self.entries()]
        self.list.set_count(len(keys))
        if self.state.touched in keys:
            index = keys.index(self.state.touched)
            if not self.list.top <= index < self.list.top + self.list.shown:
                self.list.scroll_to(index - self.list.shown // 2)

    def hover(self, mouse: tuple[int, int]) -> CardDef | None:
        card = self.team.hover(mouse)
        if card is not None:
            return card
        index = self.list.row_at(mouse)
        entries = self.entries()
        if index is not None and index < len(entries):
            return self.state.catalog.cards.get(entries[index][0])
        return None

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
        self.team.draw(surface, mouse)
        count = len(self.state.deck.cards)
        colour = theme.GOOD if count == DECK_SIZE else theme.TEXT
        title = f"Deck {count}/{DECK_SIZE}"
        text.blit(surface, title, (r.x + px(10), self.list.rect.y - px(26)), theme.BODY, colour, bold=True)
        entries = self.entries()
        self.list.set_count(len(entries))
        for index, row in self.list.rows():
            card_id, n = entries[index]
            _line(surface, self.state.catalog.cards.get(card_id), card_id, n, row, row.collidepoint(mouse))
        for b in self.buttons()[len(self.team.buttons()) :]:
            b.draw(surface, mouse)
        self.list.draw_bar(surface)
        if not entries:
            hint = "Add cards from the catalogue"
            text.blit(surface, hint, self.list.rect.center, theme.SMALL, theme.TEXT_DIM, anchor="center")


def _line(surface: pygame.Surface, card: CardDef | None, card_id: str, n: int, row: pygame.Rect, hot: bool) -> None:
    pygame.draw.rect(surface, theme.BUTTON_HOVER if hot else theme.PANEL_DARK, row.inflate(0, -2), border_radius=4)
    mid = row.centery
    if card is None:
        text.blit(surface, f"{n}  {card_id} (unknown)", (row.x + px(8), mid), theme.SMALL, theme.BAD, anchor="midleft")
        return
    pygame.draw.rect(surface, cards.card_colour(card), (row.x, row.y + 1, px(5), row.height - 2), border_radius=2)
    text.blit(surface, f"{n}", (row.x + px(20), mid), theme.BODY, theme.ACCENT, bold=True, anchor="center")
    cards.cost_badge(surface, card, (row.x + px(42), mid), px(9))
    name = text.fit(card.name, row.width - px(120), theme.SMALL + 1)
    text.blit(surface, name, (row.x + px(58), mid), theme.SMALL + 1, theme.TEXT, anchor="midleft")
