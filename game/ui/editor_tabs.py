"""A deck editor's panel of tabs, for every game: tab buttons along its top, the chosen tab drawn
below them, every tab's `update` called on each frame (a deck test keeps collecting results on any
tab). A tab may say which card is under the pointer (`hover`: a game's card, or its id)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

import pygame

from game.ui import text, theme
from game.ui.panel_cache import pointer_in
from game.ui.theme import px
from game.ui.widgets import Button

TAB_H = 30
Card = TypeVar("Card")
Card_co = TypeVar("Card_co", covariant=True)


class Tab(Protocol[Card_co]):
    @property
    def title(self) -> str: ...

    def place(self, rect: pygame.Rect) -> None: ...

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool: ...

    def update(self, dt: float) -> None: ...

    def hover(self, mouse: tuple[int, int]) -> Card_co | None: ...

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None: ...

    def stamp(self) -> object:
        """What the tab's drawing depends on besides the deck and the pointer."""
        ...


class PlacedTab(Generic[Card]):
    """Defaults for a tab that only draws: placed in a rect, no input, no animation, no hover."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)

    def place(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def stamp(self) -> object:
        return None

    def hover(self, mouse: tuple[int, int]) -> Card | None:
        return None


class TabPanel(Generic[Card]):
    """`version` says when the deck changed (the panel's drawing key)."""

    def __init__(self, tabs: dict[str, Tab[Card]], version: Callable[[], object]) -> None:
        self.tabs = tabs
        self.version = version
        self.current = next(iter(tabs))
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def tab(self) -> Tab[Card]:
        return self.tabs[self.current]

    def place(self, rect: pygame.Rect) -> None:
        self.rect = rect
        body = pygame.Rect(rect.x + px(10), rect.y + px(TAB_H + 12), rect.width - px(20), rect.height - px(TAB_H + 20))
        for tab in self.tabs.values():
            tab.place(body)

    def tab_buttons(self) -> list[Button]:
        w = (self.rect.width - px(8)) // len(self.tabs)
        out = []
        for i, (key, tab) in enumerate(self.tabs.items()):
            rect = pygame.Rect(self.rect.x + px(4) + i * w, self.rect.y + px(4), w - px(4), px(TAB_H))
            colour = theme.ACCENT_SOFT if key == self.current else theme.BUTTON
            out.append(Button(f"tab:{key}", tab.title, rect, colour=colour, size=theme.SMALL + 1))
        return out

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.tab_buttons():
                if b.hit(event.pos):
                    self.current = b.key.split(":", 1)[1]
                    return True
        return self.tab.handle(event, mouse)

    def update(self, dt: float) -> None:
        for tab in self.tabs.values():
            tab.update(dt)

    def drawing_key(self, mouse: tuple[int, int]) -> object:
        titles = tuple(tab.title for tab in self.tabs.values())
        return (self.current, titles, self.version(), self.tab.stamp(), pointer_in(self.rect, mouse))

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=8)
        for b in self.tab_buttons():
            b.draw(surface, mouse)
        self.tab.draw(surface, mouse)


def heading(surface: pygame.Surface, words: str, pos: tuple[int, int]) -> int:
    """A section title in a tab; returns the y below it."""
    rect = text.blit(surface, words, pos, theme.BODY, theme.TEXT, bold=True)
    return rect.bottom + px(6)
