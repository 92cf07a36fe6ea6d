"""Where the deck editor's parts sit for a window size, at the UI scale (theme.px): from 1024x600 up."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.theme import px

GAP = 10  # at the design size, like every length here
TOP = 96  # toolbar and the name/plan row
STATUS_H = 26


def top() -> int:
    """Where the panels start, below the toolbar and the name/plan row, in pixels."""
    return px(TOP)


@dataclass(frozen=True)
class EditorLayout:
    toolbar_y: int
    fields: pygame.Rect
    catalogue: pygame.Rect
    deck: pygame.Rect
    side: pygame.Rect
    status: pygame.Rect


def editor_layout(size: tuple[int, int]) -> EditorLayout:
    w, h = size
    gap, status_h = px(GAP), px(STATUS_H)
    body_h = h - top() - status_h - gap
    cat_w = int(w * 0.36)
    deck_w = int(w * 0.26)
    side_x = gap * 3 + cat_w + deck_w
    return EditorLayout(
        toolbar_y=gap,
        fields=pygame.Rect(gap, px(54), w - 2 * gap, px(34)),
        catalogue=pygame.Rect(gap, top(), cat_w, body_h),
        deck=pygame.Rect(gap * 2 + cat_w, top(), deck_w, body_h),
        side=pygame.Rect(side_x, top(), w - side_x - gap, body_h),
        status=pygame.Rect(gap, h - status_h - 2, w - 2 * gap, status_h),
    )
