"""The deck: three team slots with the BakuCore indicators each Character needs, the six BakuCores
(a click swaps one for the next of its type), and the deck list with a - and + on every line."""

from __future__ import annotations

from collections import Counter

import pygame

from game.cardmodel import CardDef
from game.cardtext import core_text
from game.deck_draft import TEAM_SIZE
from game.decks import DECK_SIZE
from game.ui import cards, text, theme
from game.ui.editor.state import EditorState
from game.ui.scroll_list import ScrollList
from game.ui.widgets import Button

SLOT_H = 34
CORE_H = 24
ROW_H = 26


class DeckPanel:
    def __init__(self, state: EditorState) -> None:
        self.state = state
        self.list = ScrollList(ROW_H)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._seen_version = -1

    # --- geometry
    def place(self, rect: pygame.Rect) -> None:
        self.rect = rect
        top = self._cores_top() + 3 * CORE_H + 34
        self.list.rect = pygame.Rect(rect.x + 6, top, rect.width - 10, rect.bottom - top - 6)
        self.list.set_count(len(self.entries()))

    def _slot(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 8, self.rect.y + 30 + i * (SLOT_H + 4), self.rect.width - 16, SLOT_H)

    def _cores_top(self) -> int:
        return self._slot(TEAM_SIZE - 1).bottom + 32

    def _core_rect(self, i: int) -> pygame.Rect:
        half = (self.rect.width - 20) // 2
        col, row = divmod(i, 3)
        return pygame.Rect(self.rect.x + 8 + col * (half + 4), self._cores_top() + row * CORE_H, half, CORE_H - 2)

    def entries(self) -> list[tuple[str, int]]:
        return list(Counter(self.state.deck.cards).items())

    def buttons(self) -> list[Button]:
        out = []
        for i, card_id in enumerate(self.state.deck.characters):
            slot = self._slot(i)
            out.append(
                Button(f"unteam:{card_id}", "x", pygame.Rect(slot.right - 26, slot.y + 6, 22, 22), size=theme.SMALL)
            )
        draft = self.state.draft
        if draft.deck.characters and not draft.cores_fit_team():
            fit = pygame.Rect(self.rect.right - 112, self._cores_top() - 28, 104, 24)
            out.append(Button("fit:cores", "Fit to team", fit, colour=theme.ACCENT_SOFT, size=theme.SMALL))
        entries = self.entries()
        for index, row in self.list.rows():
            card_id = entries[index][0]
            out.append(Button(f"less:{card_id}", "-", pygame.Rect(row.right - 50, row.y + 3, 22, 20), size=theme.SMALL))
            out.append(Button(f"more:{card_id}", "+", pygame.Rect(row.right - 24, row.y + 3, 22, 20), size=theme.SMALL))
        return out

    # --- input
    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        self.list.set_count(len(self.entries()))
        if self.list.handle(event, mouse):
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return False
        if event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos):
                    self._press(b.key)
                    return True
        for i in range(len(self.state.deck.cores)):
            if self._core_rect(i).collidepoint(event.pos):
                self.state.draft.cycle_core(i, 1 if event.button == 1 else -1)
                self.state.changed()
                return True
        return False

    def _press(self, key: str) -> None:
        kind, _, card_id = key.partition(":")
        draft, state = self.state.draft, self.state
        if kind == "fit":
            draft.fit_cores()
            draft.dirty = True
            state.say("One BakuCore for each indicator of the team")
            state.changed()
            return
        name = state.catalog.cards[card_id].name
        if kind == "more":
            refused = draft.add(card_id)
            state.say(refused or f"{name}: {draft.copies(card_id)} in the deck", bad=bool(refused))
        else:
            draft.remove(card_id)
            state.say(f"{name} taken out" if kind == "unteam" else f"{name}: {draft.copies(card_id)} in the deck")
        state.changed(card_id)
        self.list.set_count(len(self.entries()))

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
        catalog = self.state.catalog
        for i, card_id in enumerate(self.state.deck.characters):
            if self._slot(i).collidepoint(mouse):
                return catalog.cards.get(card_id)
        for i, core_id in enumerate(self.state.deck.cores):
            if self._core_rect(i).collidepoint(mouse) and core_id in catalog.cores:
                core = catalog.cores[core_id]
                self.state.tooltip = (
                    f"{core.id} ({core.type.value}): {core_text(core)}. Click: next, right-click: previous"
                )
        index = self.list.row_at(mouse)
        entries = self.entries()
        if index is not None and index < len(entries):
            return catalog.cards.get(entries[index][0])
        return None

    # --- drawing
    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
        text.blit(
            surface,
            f"Team {len(self.state.deck.characters)}/{TEAM_SIZE}",
            (r.x + 10, r.y + 8),
            theme.BODY,
            theme.TEXT,
            bold=True,
        )
        for i in range(TEAM_SIZE):
            self._draw_slot(surface, i, mouse)
        self._draw_cores(surface)
        self.list.set_count(len(self.entries()))
        count = len(self.state.deck.cards)
        colour = theme.GOOD if count == DECK_SIZE else theme.TEXT
        text.blit(
            surface, f"Deck {count}/{DECK_SIZE}", (r.x + 10, self.list.rect.y - 26), theme.BODY, colour, bold=True
        )
        catalog = self.state.catalog
        for index, row in self.list.rows():
            card_id, n = self.entries()[index]
            card = catalog.cards.get(card_id)
            hot = row.collidepoint(mouse)
            pygame.draw.rect(
                surface, theme.BUTTON_HOVER if hot else theme.PANEL_DARK, row.inflate(0, -2), border_radius=4
            )
            if card is None:
                text.blit(
                    surface,
                    f"{n}  {card_id} (unknown)",
                    (row.x + 8, row.centery),
                    theme.SMALL,
                    theme.BAD,
                    anchor="midleft",
                )
                continue
            pygame.draw.rect(surface, cards.card_colour(card), (row.x, row.y + 1, 5, row.height - 2), border_radius=2)
            text.blit(surface, f"{n}", (row.x + 20, row.centery), theme.BODY, theme.ACCENT, bold=True, anchor="center")
            cards.cost_badge(surface, card, (row.x + 42, row.centery), 9)
            name = text.fit(card.name, row.width - 120, theme.SMALL + 1)
            text.blit(surface, name, (row.x + 58, row.centery), theme.SMALL + 1, theme.TEXT, anchor="midleft")
        for b in self.buttons():
            b.draw(surface, mouse)
        self.list.draw_bar(surface)
        if not self.state.deck.cards:
            text.blit(
                surface,
                "Add cards from the catalogue",
                self.list.rect.center,
                theme.SMALL,
                theme.TEXT_DIM,
                anchor="center",
            )

    def _draw_slot(self, surface: pygame.Surface, i: int, mouse: tuple[int, int]) -> None:
        slot = self._slot(i)
        team = self.state.deck.characters
        card = self.state.catalog.cards.get(team[i]) if i < len(team) else None
        fill = theme.BUTTON_HOVER if slot.collidepoint(mouse) and card else theme.PANEL_DARK
        pygame.draw.rect(surface, fill, slot, border_radius=5)
        if card is None:
            message = "unknown Character" if i < len(team) else "empty: click a Character in the catalogue"
            text.blit(surface, message, (slot.x + 10, slot.centery), theme.SMALL, theme.TEXT_DIM, anchor="midleft")
            return
        pygame.draw.rect(surface, cards.card_colour(card), (slot.x, slot.y, 6, slot.height), border_radius=3)
        x = slot.right - 34
        for core_type in reversed(card.core_types):
            cards.core_chip(surface, (x, slot.centery), 10, core_type.value)
            x -= 24
        name = text.fit(card.name, x - slot.x - 20, theme.SMALL + 1, True)
        text.blit(surface, name, (slot.x + 12, slot.y + 3), theme.SMALL + 1, theme.TEXT, bold=True)
        text.blit(
            surface,
            f"{card.bp} BP  {card.dr} DR  {card.id}",
            (slot.x + 12, slot.y + 19),
            theme.SMALL - 3,
            theme.TEXT_DIM,
        )

    def _draw_cores(self, surface: pygame.Surface) -> None:
        y = self._cores_top() - 24
        needed = Counter(t.value for t in self.state.draft.needed_core_types())
        summary = ", ".join(f"{n} {t}" for t, n in needed.items()) or "choose the team first"
        text.blit(surface, "BakuCores", (self.rect.x + 10, y), theme.BODY, theme.TEXT, bold=True)
        text.blit(
            surface,
            text.fit(
                f"needed: {summary}", self.rect.width - (120 if self.state.draft.cores_fit_team() else 236), theme.SMALL
            ),
            (self.rect.x + 108, y + 3),
            theme.SMALL,
            theme.TEXT_DIM,
        )
        catalog = self.state.catalog
        for i, core_id in enumerate(self.state.deck.cores[:6]):
            rect = self._core_rect(i)
            pygame.draw.rect(surface, theme.PANEL_DARK, rect, border_radius=4)
            core = catalog.cores.get(core_id)
            if core is None:
                text.blit(surface, f"{core_id}?", (rect.x + 6, rect.centery), theme.SMALL, theme.BAD, anchor="midleft")
                continue
            cards.core_chip(surface, (rect.x + 12, rect.centery), 9, core.type.value)
            label = text.fit(f"{core.number}: {core_text(core)}", rect.width - 30, theme.SMALL)
            text.blit(surface, label, (rect.x + 26, rect.centery), theme.SMALL, theme.TEXT, anchor="midleft")
