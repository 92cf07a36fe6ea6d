"""Where the deck editor's parts sit for a window size (1280x720 and down to 1024x600)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

GAP = 10
TOP = 96  # toolbar and the name/plan row
STATUS_H = 26


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
    body_h = h - TOP - STATUS_H - GAP
    cat_w = int(w * 0.36)
    deck_w = int(w * 0.26)
    side_x = GAP * 3 + cat_w + deck_w
    return EditorLayout(
        toolbar_y=GAP,
        fields=pygame.Rect(GAP, 54, w - 2 * GAP, 34),
        catalogue=pygame.Rect(GAP, TOP, cat_w, body_h),
        deck=pygame.Rect(GAP * 2 + cat_w, TOP, deck_w, body_h),
        side=pygame.Rect(side_x, TOP, w - side_x - GAP, body_h),
        status=pygame.Rect(GAP, h - STATUS_H - 2, w - 2 * GAP, STATUS_H),
    )
