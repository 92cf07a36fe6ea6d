"""The catalogue's filter controls: faction, type and Energy-cost chips, a B-Power floor and a
search field; every change narrows the list at once."""

from __future__ import annotations

from typing import TypeVar

import pygame

from game.games.bakugan.cards.filter import CardFilter
from game.games.bakugan.cards.model import CardType, Faction
from game.games.bakugan.deck_stats import COST_BUCKETS
from game.ui import text, theme
from game.ui.theme import px
from game.ui.widgets import Button, TextField

T = TypeVar("T")
ROW = 30  # at the design size
CHIP_H = 26


def bar_height() -> int:
    return 4 * px(ROW)


BP_STEP = 100
BP_MAX = 2500


class FilterBar:
    def __init__(self) -> None:
        self.filter = CardFilter()
        self.search = TextField(pygame.Rect(0, 0, 10, 26), "", max_len=40)
        self.rect = pygame.Rect(0, 0, 0, 0)

    def place(self, rect: pygame.Rect) -> None:
        self.rect = rect
        y = rect.y + 3 * px(ROW)
        self.search.rect = pygame.Rect(rect.x + px(200), y, rect.width - px(200 + 76), px(CHIP_H))

    def buttons(self) -> list[Button]:
        r = self.rect
        f = self.filter
        row = px(ROW)
        out = _chips(
            [(f"faction:{x.value}", x.value, x in f.factions, theme.FACTION[x.value]) for x in Faction], r.x, r.y, r.w
        )
        out += _chips(
            [(f"type:{t.value}", t.value, t in f.types, theme.ACCENT_SOFT) for t in CardType], r.x, r.y + row, r.w
        )
        costs = [(f"cost:{c}", c, c in f.costs, theme.ACCENT_SOFT) for c in COST_BUCKETS]
        out += _chips(costs, r.x + px(62), r.y + 2 * row, r.w - px(62))
        y, chip = r.y + 3 * row, px(CHIP_H)
        out.append(Button("bp:-", "-", pygame.Rect(r.x + px(80), y, chip, chip), f.min_bp > 0, size=theme.SMALL))
        out.append(Button("bp:+", "+", pygame.Rect(r.x + px(164), y, chip, chip), f.min_bp < BP_MAX, size=theme.SMALL))
        clear = pygame.Rect(r.right - px(68), y, px(68), chip)
        out.append(Button("clear", "Clear", clear, not f.is_empty(), size=theme.SMALL))
        return out

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the filter changed."""
        before = self.search.value
        if self.search.handle(event):
            self.filter.text = self.search.value
            return self.search.value != before
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for b in self.buttons():
            if b.hit(event.pos):
                self._press(b.key)
                return True
        return False

    def _press(self, key: str) -> None:
        f = self.filter
        kind, _, value = key.partition(":")
        if kind == "faction":
            _toggle(f.factions, Faction(value))
        elif kind == "type":
            _toggle(f.types, CardType(value))
        elif kind == "cost":
            _toggle(f.costs, value)
        elif kind == "bp":
            step = BP_STEP if value == "+" else -BP_STEP
            f.min_bp = max(0, min(BP_MAX, f.min_bp + step))
        elif kind == "clear":
            self.filter = CardFilter()
            self.search.value = ""

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        row, half = px(ROW), px(CHIP_H) // 2
        text.blit(surface, "Energy", (r.x, r.y + 2 * row + half), theme.SMALL, theme.TEXT_DIM, anchor="midleft")
        y = r.y + 3 * row + half
        text.blit(surface, "B-Power ≥", (r.x, y), theme.SMALL, theme.TEXT_DIM, anchor="midleft")
        shown = str(self.filter.min_bp) if self.filter.min_bp else "any"
        text.blit(surface, shown, (r.x + px(135), y), theme.SMALL, theme.TEXT, anchor="center")
        for b in self.buttons():
            b.draw(surface, mouse)
        self.search.draw(surface)
        if not self.search.value and not self.search.focused:
            text.blit(
                surface,
                text.fit("search name or text", self.search.rect.width - px(12), theme.SMALL),
                (self.search.rect.x + px(8), y),
                theme.SMALL,
                theme.TEXT_DIM,
                anchor="midleft",
            )


def _toggle(chosen: set[T], value: T) -> None:
    if value in chosen:
        chosen.remove(value)
    else:
        chosen.add(value)


def _chips(specs: list[tuple[str, str, bool, theme.Colour]], x: int, y: int, width: int) -> list[Button]:
    """Equal chips across `width`; a chip that is on shows its colour."""
    gap = px(4)
    w = (width - gap * (len(specs) - 1)) // len(specs)
    return [
        Button(
            key,
            label,
            pygame.Rect(x + i * (w + gap), y, w, px(CHIP_H)),
            colour=colour if on else theme.BUTTON,
            size=theme.SMALL,
        )
        for i, (key, label, on, colour) in enumerate(specs)
    ]
