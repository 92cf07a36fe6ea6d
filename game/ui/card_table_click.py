"""A click at a card game's table that shows its choices as lit cards and buttons: a button first,
then, unless the hand is hidden (the screen is between two people), a lit card; anywhere else
clears the selection."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.ui.widgets import Button


class CardTable(Protocol):
    selected: int | None

    def hand_hidden(self) -> bool: ...
    def buttons(self) -> list[Button]: ...
    def press(self, key: str) -> None: ...
    def lit_cards(self) -> set[int]: ...
    def pick(self, iid: int) -> None: ...
    def choices(self) -> list[tuple[str, Any]]: ...
    def apply(self, action: Any) -> None: ...


def click_table(scene: CardTable, pos: tuple[int, int], cards: dict[int, pygame.Rect]) -> None:
    for button in scene.buttons():
        if button.hit(pos):
            scene.press(button.key)
            return
    if scene.hand_hidden():
        return
    lit = scene.lit_cards()
    for iid, rect in cards.items():
        if rect.collidepoint(pos) and iid in lit:
            scene.pick(iid)
            return
    scene.selected = None


def press_choice(scene: CardTable, key: str, do: Callable[[Any], None] | None = None) -> bool:
    """An "act:K" button: the K-th choice shown is made (by `do`, else the table's apply); True when
    the key was one."""
    if not key.startswith("act:"):
        return False
    choices = scene.choices()
    k = int(key[4:])
    if k < len(choices):
        (do or scene.apply)(choices[k][1])
    return True
