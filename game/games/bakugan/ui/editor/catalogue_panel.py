"""The card catalogue: filters on top, one row per card; a click adds a copy, a right-click takes
one out, hovering shows the card with its full text."""

from __future__ import annotations

from functools import partial

import pygame

from game.games.bakugan.cards.catalog import official_catalog
from game.games.bakugan.cards.filter import filter_cards
from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.ui import cards
from game.games.bakugan.ui.editor.filter_bar import FilterBar, bar_height
from game.games.bakugan.ui.editor.state import EditorState
from game.ui import text, theme
from game.ui.panel_cache import RowPictures, pointer_in
from game.ui.scroll_list import ScrollList
from game.ui.theme import px

ROW_H = 28


class CataloguePanel:
    def __init__(self, state: EditorState) -> None:
        self.state = state
        self.bar = FilterBar()
        self.list = ScrollList(ROW_H)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.shown: list[CardDef] = []
        self.pictures = RowPictures(theme.PANEL)
        self.filtered = 0  # goes up on every refilter
        self.refilter()

    def place(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.bar.place(pygame.Rect(rect.x + px(8), rect.y + px(32), rect.width - px(16), bar_height()))
        top = rect.y + px(40) + bar_height()
        self.list.row_h = px(ROW_H)
        self.list.rect = pygame.Rect(rect.x + px(6), top, rect.width - px(10), rect.bottom - top - px(24))
        self.list.set_count(len(self.shown))

    def refilter(self) -> None:
        self.shown = filter_cards(self.state.catalog, self.bar.filter)
        self.filtered += 1
        self.list.top = 0
        self.list.set_count(len(self.shown))

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if self.bar.handle(event):
            self.refilter()
            return True
        if self.list.handle(event, mouse):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            index = self.list.row_at(event.pos)
            if index is not None:
                self._click(self.shown[index], add=event.button == 1)
                return True
        return False

    def _click(self, card: CardDef, add: bool) -> None:
        draft, state = self.state.draft, self.state
        if add:
            refused = draft.add(card.id)
            if refused:
                state.say(refused, bad=True)
                return
            where = (
                "joins the team" if card.type is CardType.CHARACTER else f"added ({draft.copies(card.id)} in the deck)"
            )
            state.say(f"{card.name} {where}")
        elif draft.remove(card.id):
            state.say(f"{card.name} taken out")
        state.changed(card.id)

    def hover(self, mouse: tuple[int, int]) -> CardDef | None:
        index = self.list.row_at(mouse)
        return self.shown[index] if index is not None else None

    def drawing_key(self, mouse: tuple[int, int]) -> object:
        """Everything the drawing depends on (the panel is redrawn only when it changes)."""
        search = self.bar.search
        hot = pointer_in(self.rect, mouse)
        return (self.state.version, self.filtered, self.list.top, search.value, search.focused, hot)

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
        total = len(self.state.catalog.cards)
        title = f"Cards: {len(self.shown)} of {total}"
        text.blit(surface, title, (r.x + px(10), r.y + px(8)), theme.BODY, theme.TEXT, bold=True)
        self.bar.draw(surface, mouse)
        team = set(self.state.deck.characters)
        counts = self.state.draft.card_counts()
        for index, row in self.list.rows():
            card = self.shown[index]
            tag = "team" if card.id in team else (f"x{counts[card.id]}" if counts[card.id] else "")
            hot = row.collidepoint(mouse)
            self.pictures.blit(surface, row, (card.id, tag, hot), partial(_row, card=card, tag=tag, hot=hot))
        self.list.draw_bar(surface)
        if not self.shown:
            text.blit(
                surface,
                "No card matches these filters.",
                self.list.rect.center,
                theme.BODY,
                theme.TEXT_DIM,
                anchor="center",
            )
        hint = "Click: add a copy   Right-click: take one out   Wheel: scroll"
        hint = text.fit(hint, r.width - px(20), theme.SMALL)
        text.blit(surface, hint, (r.x + px(10), r.bottom - px(20)), theme.SMALL, theme.TEXT_DIM)


def _row(surface: pygame.Surface, row: pygame.Rect, card: CardDef, tag: str, hot: bool) -> None:
    fill = theme.BUTTON_HOVER if hot else theme.PANEL_DARK
    pygame.draw.rect(surface, fill, row.inflate(0, -2), border_radius=4)
    pygame.draw.rect(surface, cards.card_colour(card), (row.x, row.y + 1, px(6), row.height - 2), border_radius=2)
    mid = row.centery
    cards.cost_badge(surface, card, (row.x + px(22), mid))
    right = row.right - px(8)
    if tag:
        tag_rect = text.blit(surface, tag, (right, mid), theme.SMALL, theme.ACCENT, bold=True, anchor="midright")
        right = tag_rect.x - px(8)
    power = f"{card.bp} BP" if card.bp is not None else ""
    own = f"  {card.set}" if card.set not in official_catalog().sets else ""  # a player's own set, by name
    detail = f"{card.type.value}  {power}  {card.id}{own}".replace("    ", "  ")
    detail_rect = text.blit(surface, detail, (right, mid), theme.SMALL, theme.TEXT_DIM, anchor="midright")
    name_w = detail_rect.x - row.x - px(44)
    text.blit(
        surface,
        text.fit(card.name, name_w, theme.BODY - 1),
        (row.x + px(38), mid),
        theme.BODY - 1,
        theme.TEXT,
        anchor="midleft",
    )
