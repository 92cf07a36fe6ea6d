"""A list of equal rows in a rectangle: the mouse wheel scrolls it, a click on the bar jumps."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from game.ui import theme

BAR_W = 8


class ScrollList:
    def __init__(self, row_h: int) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.row_h = row_h
        self.count = 0
        self.top = 0  # index of the first row shown

    @property
    def shown(self) -> int:
        return max(1, self.rect.height // self.row_h)

    def set_count(self, count: int) -> None:
        self.count = count
        self.scroll_to(self.top)

    def scroll_to(self, top: int) -> None:
        self.top = max(0, min(top, self.count - self.shown))

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        """Wheel over the list, or a click on its bar; True when the event was used."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse):
            self.scroll_to(self.top - 3 * event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._bar_track().collidepoint(event.pos):
            if self.count > self.shown:
                fraction = (event.pos[1] - self.rect.y) / max(1, self.rect.height)
                self.scroll_to(int(fraction * self.count) - self.shown // 2)
            return True
        return False

    def rows(self) -> Iterator[tuple[int, pygame.Rect]]:
        """(index, rect) of every row on screen, the bar's strip left out."""
        for i in range(self.top, min(self.count, self.top + self.shown)):
            y = self.rect.y + (i - self.top) * self.row_h
            yield i, pygame.Rect(self.rect.x, y, self.rect.width - BAR_W - 4, self.row_h)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in self.rows():
            if rect.collidepoint(pos):
                return i
        return None

    def _bar_track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - BAR_W, self.rect.y, BAR_W, self.rect.height)

    def draw_bar(self, surface: pygame.Surface) -> None:
        if self.count <= self.shown:
            return
        track = self._bar_track()
        pygame.draw.rect(surface, theme.PANEL_DARK, track, border_radius=4)
        h = max(20, track.height * self.shown // self.count)
        y = track.y + (track.height - h) * self.top // max(1, self.count - self.shown)
        pygame.draw.rect(surface, theme.PANEL_EDGE, (track.x, y, BAR_W, h), border_radius=4)
