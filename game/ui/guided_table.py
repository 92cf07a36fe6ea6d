"""A card game's table in its guided first game: mixed in before the game's own table class
(`class Guided(GuidedCards, TheGameTable)`), it reads the lesson now (game/ui/guide.py), rings the
button or card that takes the lesson's action, lets only that click through (another is refused
with the reason in the box), advances when the learner's action is played, and draws the box, the
ring and "press here" over the table. The game's guide says its lessons and two things of its table:
the card an action is about (`guide_card`) and where each card is on screen (`card_places`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import guide_draw, theme
from game.ui.core_table import CoreTable
from game.ui.guide import Course, GuideWords
from game.ui.guide_draw import BoxPlace
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.scene import Scene


class GuidedCards(CoreTable[Any]):
    welcome = ""  # said above the first step

    def start_guide(self, course: Course) -> None:
        self.course = course
        self.clock = 0.0
        self._leave: Button | None = None

    # ---- what the game's guide says of its table -------------------------------------------------

    def guide_card(self, action: Any) -> int | None:
        """The card a player clicks to find `action` among its buttons."""
        raise NotImplementedError

    def card_places(self) -> dict[int, pygame.Rect]:
        raise NotImplementedError

    def box_places(self) -> list[BoxPlace]:
        """Where the guide's box may go, best first."""
        raise NotImplementedError

    if TYPE_CHECKING:

        def legal(self) -> list[Any]: ...
        def choices(self) -> list[tuple[str, Any]]: ...
        def buttons(self) -> list[Button]: ...
        def lit_cards(self) -> set[int]: ...
        def human_to_act(self) -> int | None: ...

    # ---- the lesson now ---------------------------------------------------------------------------

    def wanted(self) -> Any | None:
        if self.human_to_act() is None:
            return None
        return self.course.wanted(self.game, self.legal())

    def waiting(self) -> bool:
        return not self.course.finished and self.wanted() is None

    def target_rect(self) -> pygame.Rect | None:
        """The button that takes the lesson's action, else the card that shows it."""
        action = self.wanted()
        if action is None:
            return None
        choices = self.choices()
        for button in self.buttons():
            k = _choice_index(button.key)
            if k is not None and k < len(choices) and choices[k][1] == action:
                return button.rect
        card = self.guide_card(action)
        return self.card_places().get(card) if card is not None else None

    def words(self) -> GuideWords:
        welcome = self.welcome if self.course.done == 0 else ""
        return self.course.words(self.waiting(), welcome)

    # ---- the shell's hooks ------------------------------------------------------------------------

    def play(self, action: Any) -> None:
        before = self.game.clone()
        learner = self.human_to_act() is not None and getattr(action, "seat", self.viewer) == self.viewer
        super().play(action)
        if learner:
            self.course.taken(before, action)

    def autosaves(self) -> bool:
        return False  # the player's own autosave is left alone

    def saveable(self) -> bool:
        return False

    def offers_new_game(self) -> bool:
        return False

    def new_game(self) -> Scene | None:
        return None

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """The game's own keys do nothing in the guided game: only the ringed thing acts."""
        return event.type == pygame.KEYDOWN

    def click(self, pos: tuple[int, int]) -> None:
        """A click: the way out, the ringed thing (let through), or anything else (refused, said why)."""
        if self._leave is not None and self._leave.hit(pos):
            self.leave()
            return
        target = self.target_rect()
        if self.course.finished or (target is not None and target.collidepoint(pos)):
            super().click(pos)
            return
        clicked = self._clicked(pos)
        if clicked is None:
            return  # the cloth: nothing happens, nothing to say
        if target is None:
            self.course.refusal = "Wait for the computer: it is its move."
        else:
            self.course.refuse(clicked)

    def _clicked(self, pos: tuple[int, int]) -> str | None:
        """What a click at `pos` would have pressed: a button's label, a lit card, or None."""
        for button in self.buttons():
            if button.hit(pos):
                return f'"{button.label.splitlines()[0]}"'
        lit = self.lit_cards()
        for iid, rect in self.card_places().items():
            if rect.collidepoint(pos) and iid in lit:
                return "That card"
        return None

    # ---- drawing ----------------------------------------------------------------------------------

    def guide_avoid(self) -> list[pygame.Rect]:
        """What the box and the label must leave in sight: the buttons and the ringed thing."""
        found = [b.rect for b in self.buttons()]
        target = self.target_rect()
        return found + ([target.inflate(theme.px(24), theme.px(24))] if target is not None else [])

    def label_rect(self) -> pygame.Rect | None:
        target = self.target_rect()
        if target is None:
            return None
        avoid = [*self.guide_avoid(), self.box()]
        cards = list(self.card_places().values())
        return guide_draw.label_place(target, pygame.Rect((0, 0), self.app.size), avoid, cards)

    def box(self) -> pygame.Rect:
        return guide_draw.box_rect(self.words(), self.box_places(), self.guide_avoid())

    def zoom_avoid(self) -> list[pygame.Rect]:
        """A zoomed card leaves the label, the ringed thing and the box in sight."""
        label = self.label_rect()
        target = self.target_rect()
        return [r for r in (label, target, self.box()) if r is not None]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.app.stack.top is not self:
            self._leave = None
            return
        pulse = 0.5 + 0.5 * math.sin(self.clock * 6)
        target = self.target_rect()
        if target is not None:
            guide_draw.ring(surface, target, pulse)
        label = self.label_rect()
        if label is not None:
            guide_draw.press_label(surface, label)
        self._leave = guide_draw.guide_box(surface, self.words(), self.box(), self.mouse)


def _choice_index(key: str) -> int | None:
    return int(key[4:]) if key.startswith("act:") and key[4:].isdigit() else None
