"""Overlaps on a rendered screen, any game: the scene stack is drawn once onto a surface that
records where each line of text lands; with the buttons of the top scene and the card rectangles
the test gives, every two that intersect, and every one leaving the window, is a problem.

Text wholly inside a button or a card is that button's or card's own (its label, its face) and is
not compared; text that crosses a button's or card's edge is a problem, and so are two free lines
of text that cross (their rectangles taken 2 pixels in at top and bottom: a font's line box has
blank room above and below its letters). Motions and zooms are drawn over the table on purpose,
so a test skips them before it looks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from game.ui import text
from game.ui.app import App
from game.ui.widgets import Button


@dataclass(frozen=True)
class Part:
    kind: str  # "button", "card" or "text"
    name: str
    rect: pygame.Rect

    def __str__(self) -> str:
        r = self.rect
        return f"{self.kind} {self.name!r} at ({r.x}, {r.y}, {r.w}x{r.h})"


class _Recording(pygame.Surface):
    """The window's picture, noting where each text surface lands."""

    def __init__(self, size: tuple[int, int], words: dict[int, str]) -> None:
        super().__init__(size)
        self.words = words
        self.texts: list[Part] = []

    # narrower than Surface.blit (dest is a point or a Rect, as the screens pass it): a recorder
    def blit(self, source: Any, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:  # type: ignore[override]
        drawn = super().blit(source, dest, area, special_flags)
        said = self.words.get(id(source))
        if said and said.strip() and area is None:
            at = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
            self.texts.append(Part("text", said, pygame.Rect(at, source.get_size())))
        return drawn


def drawn_parts(
    app: App,
    monkeypatch: pytest.MonkeyPatch,
    cards: Mapping[str, pygame.Rect] | None = None,
    buttons: Sequence[Button] | None = None,
) -> list[Part]:
    """Draw the app's scenes once and return its buttons (the top scene's unless given), the cards
    given (by a name for the report) and every line of text drawn on the window."""
    words: dict[int, str] = {}
    alive: list[pygame.Surface] = []  # held so no id is reused while the frame is drawn
    render_px = text.render_px

    def noting(said: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = render_px(said, *args, **kwargs)
        words[id(surface)] = said
        alive.append(surface)
        return surface

    with monkeypatch.context() as patch:
        patch.setattr(text, "render_px", noting)
        screen = _Recording(app.size, words)
        app.stack.draw(screen, app.ui_scale(), app.settings.text_scale)
    if buttons is None:
        top = app.stack.top
        buttons = top.buttons() if top is not None and hasattr(top, "buttons") else []
    parts = [Part("button", b.label, b.rect.copy()) for b in buttons]
    parts += [Part("card", name, rect.copy()) for name, rect in (cards or {}).items()]
    return parts + screen.texts


def problems(parts: Sequence[Part], window: pygame.Rect) -> list[str]:
    """Every part leaving the window and every two parts that cross (see the module's words)."""
    found = [f"{p} leaves the {window.w}x{window.h} window" for p in parts if not window.contains(p.rect)]
    boxes = [p for p in parts if p.kind != "text"]
    free: list[Part] = []
    for t in (p for p in parts if p.kind == "text"):
        owner = next((b for b in boxes if b.rect.contains(t.rect)), None)
        if owner is not None:
            continue
        found += [f"{t} crosses the edge of {b}" for b in boxes if b.rect.colliderect(t.rect)]
        free.append(t)
    for i, a in enumerate(boxes):
        found += [f"{a} overlaps {b}" for b in boxes[i + 1 :] if a.rect.colliderect(b.rect)]
    letters = [t.rect.inflate(0, -4) for t in free]
    for i, a in enumerate(free):
        found += [f"{a} overlaps {b}" for k, b in enumerate(free[i + 1 :], i + 1) if letters[i].colliderect(letters[k])]
    return found


def screen_problems(
    app: App,
    monkeypatch: pytest.MonkeyPatch,
    cards: Mapping[str, pygame.Rect] | None = None,
    buttons: Sequence[Button] | None = None,
) -> list[str]:
    """`problems` of the app's screen as it is now."""
    return problems(drawn_parts(app, monkeypatch, cards, buttons), pygame.Rect((0, 0), app.size))
