"""Host a self-contained screen (the physics engineer's practice rolling) in the scene stack.

The hosted object has handle(event), update(dt), draw(surface) and a `running` flag. One with a
resize(size) method (practice rolling) is laid out for the window itself and drawn straight on it;
any other draws at its own fixed size, which is scaled to the window keeping its proportions (bars
at the sides or top and bottom, never stretched), and mouse positions are scaled back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.ui import theme
from game.ui.app import App
from game.ui.scene import Scene


class Hostable(Protocol):
    running: bool

    def handle(self, event: pygame.event.Event) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, screen: pygame.Surface) -> None: ...


class HostedScene(Scene):
    name = "hosted"

    def __init__(self, app: App, inner: Hostable, native: tuple[int, int]) -> None:
        super().__init__(app)
        self.inner = inner
        self.canvas = pygame.Surface(native)
        self.scaled: pygame.Surface | None = None
        resize = getattr(inner, "resize", None)
        self.resize: Callable[[tuple[int, int]], None] | None = resize if callable(resize) else None
        self._fit()

    def _fit(self) -> None:
        """A screen that lays itself out is told the window's size (it changes with resizing and F11)."""
        if self.resize is not None:
            self.resize(self.app.size)

    def target(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the canvas shows in a window of `size`: as large as fits, centred, in proportion."""
        nw, nh = self.canvas.get_size()
        k = min(size[0] / nw, size[1] / nh)
        rect = pygame.Rect(0, 0, round(nw * k), round(nh * k))
        rect.center = (size[0] // 2, size[1] // 2)
        return rect

    def _to_native(self, pos: tuple[int, int]) -> tuple[int, int]:
        rect = self.target(self.app.size)
        nw, nh = self.canvas.get_size()
        return (int((pos[0] - rect.x) * nw / rect.w), int((pos[1] - rect.y) * nh / rect.h))

    def handle(self, event: pygame.event.Event) -> None:
        self._fit()
        if self.resize is None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            attrs: dict[str, Any] = dict(event.dict)
            attrs["pos"] = self._to_native(event.pos)
            event = pygame.event.Event(event.type, attrs)
        self.inner.handle(event)

    def update(self, dt: float) -> None:
        self._fit()
        self.inner.update(dt)
        if not self.inner.running:
            cancel = getattr(getattr(self.inner, "session", None), "cancel_map", None)
            if callable(cancel):
                cancel()
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        if self.resize is not None:
            self.inner.draw(surface)
            return
        self.inner.draw(self.canvas)
        if self.canvas.get_size() == surface.get_size():
            surface.blit(self.canvas, (0, 0))
            return
        rect = self.target(surface.get_size())
        if self.scaled is None or self.scaled.get_size() != rect.size:
            self.scaled = pygame.Surface(rect.size)
        pygame.transform.smoothscale(self.canvas, rect.size, self.scaled)
        surface.fill(theme.BG)
        surface.blit(self.scaled, rect)
