"""Text drawing with a cache of rendered lines (rendering text is the table's main cost)."""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.theme import Colour

_CACHE: OrderedDict[tuple[str, int, bool, Colour], pygame.Surface] = OrderedDict()
_CACHE_SIZE = 2048


def render(text: str, size: int = theme.BODY, colour: Colour = theme.TEXT, bold: bool = False) -> pygame.Surface:
    # cached by the pixel size, so scenes at different UI scales share it
    return render_px(text, theme.real_size(size), colour, bold)


def render_px(text: str, real: int, colour: Colour = theme.TEXT, bold: bool = False) -> pygame.Surface:
    """Text at a size in pixels, whatever the UI scale (card faces size their text to the card)."""
    key = (text, real, bold, colour)
    surf = _CACHE.get(key)
    if surf is not None:
        _CACHE.move_to_end(key)
        return surf
    surf = theme.font_px(real, bold).render(text, True, colour)
    _CACHE[key] = surf
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return surf


def blit(
    target: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int = theme.BODY,
    colour: Colour = theme.TEXT,
    *,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    surf = render(text, size, colour, bold)
    rect = surf.get_rect(**{anchor: pos})
    target.blit(surf, rect)
    return rect


def fit(text: str, width: int, size: int = theme.BODY, bold: bool = False) -> str:
    """Shorten text with an ellipsis so it fits in width pixels."""
    return _fit(text, width, theme.real_size(size), bold)


def fit_px(text: str, width: int, real: int, bold: bool = False) -> str:
    """`fit` at a size in pixels (card faces size their text to the card)."""
    return _fit(text, width, real, bold)


@lru_cache(maxsize=4096)
def _fit(text: str, width: int, real: int, bold: bool) -> str:
    f = theme.font_px(real, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def fit_first(wordings: tuple[str, ...], width: int, size: int = theme.BODY, bold: bool = False) -> str:
    """The first of several wordings, longest first, that fits in width pixels; else the last one
    shortened with an ellipsis."""
    f = theme.font(size, bold)
    return next((w for w in wordings if f.size(w)[0] <= width), fit(wordings[-1], width, size, bold))


def fit_tail(text: str, width: int, size: int = theme.BODY) -> str:
    """The end of text that fits in width pixels (a field being typed into)."""
    return _fit_tail(text, width, theme.real_size(size))


@lru_cache(maxsize=1024)
def _fit_tail(text: str, width: int, real: int) -> str:
    f = theme.font_px(real)
    while len(text) > 1 and f.size(text)[0] > width:
        text = text[1:]
    return text


def wrap(text: str, width: int, size: int = theme.BODY, bold: bool = False) -> list[str]:
    return list(_wrap(text, width, theme.real_size(size), bold))


def wrap_px(text: str, width: int, real: int, bold: bool = False) -> list[str]:
    return list(_wrap(text, width, real, bold))


@lru_cache(maxsize=2048)
def _wrap(text: str, width: int, real: int, bold: bool) -> tuple[str, ...]:
    f = theme.font_px(real, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if f.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def blit_wrapped(
    target: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    size: int = theme.BODY,
    colour: Colour = theme.TEXT,
    *,
    line_gap: int = 2,
    bold: bool = False,
) -> int:
    """Draw wrapped text inside rect (clipped at its bottom); returns the y after the last line."""
    y = rect.y
    height = theme.font(size, bold).get_linesize()
    for line in wrap(text, rect.width, size, bold):
        if y + height > rect.bottom:
            break
        target.blit(render(line, size, colour, bold), (rect.x, y))
        y += height + line_gap
    return y
