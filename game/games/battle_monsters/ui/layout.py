"""Where everything of the Battle Monsters table goes at a window size, at the UI scale (lengths
are given at the 1280x720 design size through theme.px): the title and prompt on top, the
opponent's field above yours with a side panel each, your hand, the action buttons at the bottom,
and on the right the opponent's hand, the log and the hovered card's text. Nothing overlaps at
1024x600, 1280x720 or 1920x1080 (tests/ui/test_monsters_sizes.py measures it)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.theme import px

CARD_W, CARD_H = 84, 118  # design size of an upright card
GAP = 10
BUTTON_W, BUTTON_H = 210, 34
BUTTON_ROWS = 3


@dataclass(frozen=True)
class MonstersLayout:
    size: tuple[int, int]
    card: tuple[int, int]  # an upright card, in pixels
    gap: int
    title: pygame.Rect
    prompt: pygame.Rect
    panels: tuple[pygame.Rect, pygame.Rect]  # side panels: top (opponent), bottom (the viewer)
    fields: tuple[pygame.Rect, pygame.Rect]
    hand: pygame.Rect
    buttons: pygame.Rect
    opponent_hand: pygame.Rect
    log: pygame.Rect
    zoom: pygame.Rect
    banner: pygame.Rect  # a game's or puzzle's end

    def button_rects(self, count: int) -> list[pygame.Rect]:
        """`count` action buttons, row by row in the button area (as many as fit)."""
        w, h = px(BUTTON_W), px(BUTTON_H)
        gap = px(8)
        per_row = max(1, (self.buttons.width + gap) // (w + gap))
        rows = max(1, min(BUTTON_ROWS, (self.buttons.height + px(5)) // (h + px(5))))
        return [
            pygame.Rect(self.buttons.x + (k % per_row) * (w + gap), self.buttons.y + (k // per_row) * (h + px(5)), w, h)
            for k in range(min(count, per_row * rows))
        ]


def layout(size: tuple[int, int]) -> MonstersLayout:
    w, h = size
    margin = px(10)
    card = (px(CARD_W), px(CARD_H))
    right_w = px(290)
    right_x = w - right_w - margin
    panel_w = px(130)
    play_x = margin + panel_w + px(8)
    play_right = right_x - px(12)
    title = pygame.Rect(margin, px(8), play_right - margin, px(28))
    prompt = pygame.Rect(margin, title.bottom + px(2), play_right - margin, px(40))
    row_h = card[1] + px(12)
    top_field = pygame.Rect(play_x, prompt.bottom + px(4), play_right - play_x, row_h)
    low_field = pygame.Rect(play_x, top_field.bottom + px(10), play_right - play_x, row_h)
    buttons_h = BUTTON_ROWS * px(BUTTON_H) + (BUTTON_ROWS - 1) * px(5)
    buttons = pygame.Rect(play_x, h - margin - buttons_h, play_right - play_x, buttons_h)
    hand = pygame.Rect(play_x, low_field.bottom + px(8), play_right - play_x, card[1])
    if hand.bottom > buttons.y - px(6):  # a short window: the hand overlaps the buttons' last row
        hand.y = buttons.y - px(6) - card[1]
    panels = (
        pygame.Rect(margin, top_field.y + px(6), panel_w, card[1]),
        pygame.Rect(margin, low_field.y + px(6), panel_w, card[1]),
    )
    opponent_hand = pygame.Rect(right_x, margin, right_w, px(58))
    zoom_h = px(170)
    zoom = pygame.Rect(right_x, h - margin - zoom_h, right_w, zoom_h)
    log = pygame.Rect(right_x, opponent_hand.bottom + px(8), right_w, zoom.y - px(8) - opponent_hand.bottom - px(8))
    banner = pygame.Rect(0, 0, min(play_right - margin, px(620)), px(56))
    banner.center = ((play_x + play_right) // 2, hand.centery)  # over the hand: the fields stay readable
    return MonstersLayout(
        size,
        card,
        px(GAP),
        title,
        prompt,
        panels,
        (top_field, low_field),
        hand,
        buttons,
        opponent_hand,
        log,
        zoom,
        banner,
    )
