"""Card faces a game draws, kept as surfaces by what they show and their size (drawing a face is
the card tables' main cost; blitting a kept one is cheap).

A game describes a face as a `CardArt`: a key saying what makes two faces look the same (the
card and its state), every word the face shows (the hidden-information tests read them: a kept
face is blitted without drawing its words again), and the function that paints it at a size.
`face` is the one way a card table gets a face surface, for the table, the zoom and the motions,
called through the module (`card_faces.face`) so the hidden-information watcher sees each one.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

import pygame

from game.ui import theme

KEPT = 512  # faces kept, the least recently used dropped first


@dataclass(frozen=True)
class CardArt:
    key: Hashable  # the same key and size: the same picture
    words: tuple[str, ...]  # every word on the face, its name first ("" for a card back)
    paint: Callable[[pygame.Surface], None] = field(compare=False, hash=False)  # draws on a card-sized surface


_KEPT: OrderedDict[tuple[Hashable, int, int, int, float], pygame.Surface] = OrderedDict()


def face(art: CardArt, w: int, h: int) -> pygame.Surface:
    """The face of `art` at w x h pixels (transparent corners), painted once and kept."""
    w, h = max(4, w), max(4, h)
    key = (art.key, w, h, theme.palette_version, theme.text_scale())
    kept = _KEPT.get(key)
    if kept is not None:
        _KEPT.move_to_end(key)
        return kept
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    art.paint(surface)
    _KEPT[key] = surface
    if len(_KEPT) > KEPT:
        _KEPT.popitem(last=False)
    return surface


def blit_face(target: pygame.Surface, art: CardArt, rect: pygame.Rect) -> None:
    target.blit(face(art, rect.width, rect.height), rect.topleft)


def forget() -> None:
    """Drop every kept face (a game's look changed under the same keys)."""
    _KEPT.clear()
