"""Where everything of the Battle Monsters table goes at a window size. The play area on the left
holds, top to bottom, the title and prompt, the opponent's field, yours, and your hand; each field
is a band with the player's panel (name, lives, hand, graveyard left of the supply as rule 2.3
lays them), the monster zone and the spell and trap zone. The cards are as large as the window
lets three bands of them be (at 1920x1080 a card is about 300 pixels tall), so a large window gets
bigger cards, not an emptier table. On the right: a puzzle's brief, the log and the action buttons;
the card the pointer rests on shows large beside it (game/ui/card_zoom.py). Nothing overlaps from
1024x600 to 2560x1440 (tests/ui/test_monsters_sizes.py measures it)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.theme import px

CARD_RATIO = 0.7  # width over height of an upright card
HAND_SHARE = 0.9  # a card in hand against one on the field
BUTTON_H = 32
BUTTON_ROWS = 6
RIGHT_W = 280
PANEL_W = 132
MONSTER_SHARE = 0.6  # of a band's room to spare, the monster zone's


@dataclass(frozen=True)
class Band:
    """One player's side of the table."""

    rect: pygame.Rect
    panel: pygame.Rect
    zones: pygame.Rect  # the monster zone, then the spell and trap zone, side by side

    def split(self, monsters: int, spells: int, least: int) -> tuple[pygame.Rect, pygame.Rect]:
        """The monster zone and the spell and trap zone, for cards that need `monsters` and
        `spells` pixels of row: room to spare goes mostly to the monsters; short of room, each
        gets its share; neither narrower than `least`."""
        free = self.zones.w - px(10)
        if monsters + spells <= free:
            width = monsters + round((free - monsters - spells) * MONSTER_SHARE)
        else:
            width = round(free * monsters / (monsters + spells))
        width = max(least, min(free - least, width))
        left = pygame.Rect(self.zones.x, self.zones.y, width, self.zones.h)
        right = pygame.Rect(left.right + px(10), self.zones.y, self.zones.right - left.right - px(10), self.zones.h)
        return left, right


@dataclass(frozen=True)
class MonstersLayout:
    size: tuple[int, int]
    card: tuple[int, int]  # an upright card on the field, in pixels
    hand_card: tuple[int, int]
    gap: int
    title: pygame.Rect
    prompt: pygame.Rect
    bands: tuple[Band, Band]  # top (the opponent), bottom (the viewer)
    hand: pygame.Rect
    buttons: pygame.Rect
    log: pygame.Rect
    brief: pygame.Rect  # a puzzle's brief, above the log (a game without one: the log's top)
    banner: pygame.Rect  # a game's or puzzle's end

    @property
    def panels(self) -> tuple[pygame.Rect, pygame.Rect]:
        return self.bands[0].panel, self.bands[1].panel

    @property
    def fields(self) -> tuple[pygame.Rect, pygame.Rect]:
        return self.bands[0].rect, self.bands[1].rect

    def button_rects(self, count: int) -> list[pygame.Rect]:
        """`count` action buttons, one a row from the top of the button area (as many as fit)."""
        h, gap = px(BUTTON_H), px(6)
        rows = max(1, (self.buttons.height + gap) // (h + gap))
        x, y, w = self.buttons.x, self.buttons.y, self.buttons.w
        return [pygame.Rect(x, y + k * (h + gap), w, h) for k in range(min(count, rows))]


def _band(x: int, y: int, right: int, card_h: int) -> Band:
    label, below = px(16), px(8)
    rect = pygame.Rect(x, y, right - x, label + card_h + below)
    panel = pygame.Rect(x + px(6), y + px(6), px(PANEL_W), rect.h - px(12))
    zones = pygame.Rect(panel.right + px(10), y + px(4), right - px(6) - panel.right - px(10), rect.h - px(8))
    return Band(rect, panel, zones)


def layout(size: tuple[int, int], brief: bool = False) -> MonstersLayout:
    """The layout at a window size and the UI scale in force (kept: the table asks for it often)."""
    return _layout(size, brief, theme.scale())


@lru_cache(maxsize=16)
def _layout(size: tuple[int, int], brief: bool, _scale: float) -> MonstersLayout:
    w, h = size
    margin, gap = px(8), px(8)
    right_x = w - margin - px(RIGHT_W)
    play_right = right_x - px(10)
    title = pygame.Rect(margin, margin, play_right - margin, px(26))
    prompt = pygame.Rect(margin, title.bottom + px(2), play_right - margin, px(36))
    top = prompt.bottom + px(4)
    extra = px(16) + px(8)  # a band's label strip and foot
    by_height = (h - margin - top - 2 * gap - 2 * extra - px(6)) / (2 + HAND_SHARE)
    zones_w = play_right - margin - px(PANEL_W) - px(22) - px(10)
    by_width = (zones_w - 7 * gap) / 5 / CARD_RATIO  # three monsters and two spells or traps side by side
    card_h = int(min(by_height, by_width))
    card = (round(card_h * CARD_RATIO), card_h)
    hand_h = round(card_h * HAND_SHARE)
    hand_card = (round(hand_h * CARD_RATIO), hand_h)
    theirs = _band(margin, top, play_right, card_h)
    yours = _band(margin, theirs.rect.bottom + gap, play_right, card_h)
    hand = pygame.Rect(margin + px(6), yours.rect.bottom + gap, play_right - margin - px(12), hand_h)
    buttons_h = BUTTON_ROWS * px(BUTTON_H) + (BUTTON_ROWS - 1) * px(6)
    buttons = pygame.Rect(right_x, h - margin - buttons_h, px(RIGHT_W), buttons_h)
    notes = pygame.Rect(right_x, margin, px(RIGHT_W), px(150) if brief else 0)
    log_y = notes.bottom + gap if brief else margin
    log = pygame.Rect(right_x, log_y, px(RIGHT_W), buttons.y - gap - log_y)
    banner = pygame.Rect(0, 0, min(play_right - margin, px(640)), px(60))
    banner.center = ((margin + play_right) // 2, hand.centery)  # over the hand: the fields stay readable
    return MonstersLayout(size, card, hand_card, gap, title, prompt, (theirs, yours), hand, buttons, log, notes, banner)
