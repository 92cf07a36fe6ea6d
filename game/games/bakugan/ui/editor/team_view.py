"""The team: three Character slots with the BakuCore indicators each needs, and the six BakuCores
(a click swaps one for the next of its type, a right-click for the previous; "Fit to team" makes
one per indicator when an imported or loaded deck's BakuCores do not match)."""

from __future__ import annotations

from collections import Counter

import pygame

from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.cards.text import core_text
from game.games.bakugan.deck_draft import TEAM_SIZE
from game.games.bakugan.ui import cards
from game.games.bakugan.ui.editor.state import EditorState
from game.ui import text, theme
from game.ui.theme import px
from game.ui.widgets import Button

SLOT_H = 34  # at the design size, like every length here
CORE_H = 24
HEIGHT = 30 + TEAM_SIZE * (SLOT_H + 4) + 28 + 3 * CORE_H


class TeamView:
    def __init__(self, state: EditorState) -> None:
        self.state = state
        self.rect = pygame.Rect(0, 0, 0, 0)

    def place(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect.x, rect.y, rect.width, px(HEIGHT))

    def _slot(self, i: int) -> pygame.Rect:
        return pygame.Rect(
            self.rect.x + px(8), self.rect.y + px(30 + i * (SLOT_H + 4)), self.rect.width - px(16), px(SLOT_H)
        )

    def _cores_top(self) -> int:
        return self._slot(TEAM_SIZE - 1).bottom + px(32)

    def _core_rect(self, i: int) -> pygame.Rect:
        half = (self.rect.width - px(20)) // 2
        col, row = divmod(i, 3)
        x = self.rect.x + px(8) + col * (half + px(4))
        return pygame.Rect(x, self._cores_top() + row * px(CORE_H), half, px(CORE_H) - 2)

    def buttons(self) -> list[Button]:
        out = []
        for i, card_id in enumerate(self.state.deck.characters):
            slot = self._slot(i)
            remove = pygame.Rect(slot.right - px(26), slot.y + px(6), px(22), px(22))
            out.append(Button(f"unteam:{card_id}", "x", remove, size=theme.SMALL))
        draft = self.state.draft
        if draft.deck.characters and not draft.cores_fit_team():
            fit = pygame.Rect(self.rect.right - px(112), self._cores_top() - px(28), px(104), px(24))
            out.append(Button("fit:cores", "Fit to team", fit, colour=theme.ACCENT_SOFT, size=theme.SMALL))
        return out

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return False
        draft, state = self.state.draft, self.state
        for b in self.buttons() if event.button == 1 else []:
            if b.hit(event.pos):
                kind, _, card_id = b.key.partition(":")
                if kind == "fit":
                    draft.fit_cores()
                    draft.dirty = True
                    state.say("One BakuCore for each indicator of the team")
                else:
                    draft.remove(card_id)
                    state.say(f"{state.catalog.cards[card_id].name} left the team")
                state.changed()
                return True
        for i in range(len(self.state.deck.cores)):
            if self._core_rect(i).collidepoint(event.pos):
                draft.cycle_core(i, 1 if event.button == 1 else -1)
                state.changed()
                return True
        return False

    def hover(self, mouse: tuple[int, int]) -> CardDef | None:
        catalog = self.state.catalog
        for i, card_id in enumerate(self.state.deck.characters):
            if self._slot(i).collidepoint(mouse):
                return catalog.cards.get(card_id)
        for i, core_id in enumerate(self.state.deck.cores):
            if self._core_rect(i).collidepoint(mouse) and core_id in catalog.cores:
                core = catalog.cores[core_id]
                how = "Click: next, right-click: previous"
                self.state.tooltip = f"{core.id} ({core.type.value}): {core_text(core)}. {how}"
        return None

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        team = f"Team {len(self.state.deck.characters)}/{TEAM_SIZE}"
        text.blit(surface, team, (r.x + px(10), r.y + px(8)), theme.BODY, theme.TEXT, bold=True)
        for i in range(TEAM_SIZE):
            self._draw_slot(surface, i, mouse)
        self._draw_cores(surface)
        for b in self.buttons():
            b.draw(surface, mouse)

    def _draw_slot(self, surface: pygame.Surface, i: int, mouse: tuple[int, int]) -> None:
        slot = self._slot(i)
        team = self.state.deck.characters
        card = self.state.catalog.cards.get(team[i]) if i < len(team) else None
        fill = theme.BUTTON_HOVER if slot.collidepoint(mouse) and card else theme.PANEL_DARK
        pygame.draw.rect(surface, fill, slot, border_radius=5)
        if card is None:
            message = "unknown Character" if i < len(team) else "empty: click a Character in the catalogue"
            message = text.fit(message, slot.width - px(20), theme.SMALL)
            text.blit(surface, message, (slot.x + px(10), slot.centery), theme.SMALL, theme.TEXT_DIM, anchor="midleft")
            return
        pygame.draw.rect(surface, cards.card_colour(card), (slot.x, slot.y, px(6), slot.height), border_radius=3)
        x = slot.right - px(34)
        for core_type in reversed(card.core_types):
            cards.core_chip(surface, (x, slot.centery), px(10), core_type.value)
            x -= px(24)
        name = text.fit(card.name, x - slot.x - px(20), theme.SMALL + 1, True)
        text.blit(surface, name, (slot.x + px(12), slot.y + px(3)), theme.SMALL + 1, theme.TEXT, bold=True)
        figures = f"{card.bp} BP  {card.dr} DR  {card.id}"
        text.blit(surface, figures, (slot.x + px(12), slot.y + px(19)), theme.SMALL - 3, theme.TEXT_DIM)

    def _draw_cores(self, surface: pygame.Surface) -> None:
        y = self._cores_top() - px(24)
        needed = Counter(t.value for t in self.state.draft.needed_core_types())
        summary = ", ".join(f"{n} {t}" for t, n in needed.items()) or "choose the team first"
        title = text.blit(surface, "BakuCores", (self.rect.x + px(10), y), theme.BODY, theme.TEXT, bold=True)
        room = self.rect.right - title.right - px(16 if self.state.draft.cores_fit_team() else 132)
        line = text.fit(f"needed: {summary}", room, theme.SMALL)
        text.blit(surface, line, (title.right + px(8), y + px(3)), theme.SMALL, theme.TEXT_DIM)
        catalog = self.state.catalog
        for i, core_id in enumerate(self.state.deck.cores[:6]):
            rect = self._core_rect(i)
            pygame.draw.rect(surface, theme.PANEL_DARK, rect, border_radius=4)
            core = catalog.cores.get(core_id)
            if core is None:
                where = (rect.x + px(6), rect.centery)
                text.blit(surface, f"{core_id}?", where, theme.SMALL, theme.BAD, anchor="midleft")
                continue
            cards.core_chip(surface, (rect.x + px(12), rect.centery), px(9), core.type.value)
            label = text.fit(f"{core.number}: {core_text(core)}", rect.width - px(30), theme.SMALL)
            text.blit(surface, label, (rect.x + px(26), rect.centery), theme.SMALL, theme.TEXT, anchor="midleft")
