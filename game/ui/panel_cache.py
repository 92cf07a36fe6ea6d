"""A panel's last drawing kept as a picture and blitted again while what it shows is unchanged.

Each panel names what its drawing depends on (the deck's version, the scroll position, the
pointer when it is over the panel, ...); on a new key the panel is drawn on the screen as usual
and the rectangle is copied, so the panels keep plain drawing code."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.ui import theme


class PanelCache:
    def __init__(self) -> None:
        self._key: Hashable = None
        self._picture: pygame.Surface | None = None
        self.redraws = 0  # how many times the panel was really drawn (tests and benchmarks read it)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, key: Hashable, paint: Callable[[], None]) -> None:
        full_key = (key, tuple(rect), surface.get_size(), theme.scale(), theme.text_scale())
        if self._picture is not None and full_key == self._key:
            surface.blit(self._picture, rect)
            return
        paint()
        self.redraws += 1
        area = rect.clip(surface.get_rect())
        self._picture = surface.subsurface(area).copy() if area == rect else None
        self._key = full_key

    def forget(self) -> None:
        self._key = None
        self._picture = None


def pointer_in(rect: pygame.Rect, mouse: tuple[int, int]) -> tuple[int, int] | None:
    """The pointer as a cache key: only where it is over the panel does it change the drawing."""
    return mouse if rect.collidepoint(mouse) else None


class RowPictures:
    """Rows of a list drawn once each and kept, so scrolling blits pictures instead of drawing text."""

    def __init__(self, background: tuple[int, int, int], limit: int = 600) -> None:
        self.background = background
        self.limit = limit
        self._pictures: dict[Hashable, pygame.Surface] = {}

    def blit(
        self,
        surface: pygame.Surface,
        row: pygame.Rect,
        key: Hashable,
        paint: Callable[[pygame.Surface, pygame.Rect], None],
    ) -> None:
        """Blit the row's picture for key, painting it first (at the origin) when it is new."""
        full_key = (key, row.size, theme.scale(), theme.text_scale())  # a new UI or text scale: drawn anew
        picture = self._pictures.get(full_key)
        if picture is None:
            if len(self._pictures) >= self.limit:
                self._pictures.clear()
            picture = pygame.Surface(row.size)
            picture.fill(self.background)
            paint(picture, picture.get_rect())
            self._pictures[full_key] = picture
        surface.blit(picture, row)
