"""Input that belongs to a closed moment dies with it.

A key or mouse button held down when another scene comes to the top (a menu, a dialog, the
hand-over screen opening or closing) belongs to the scene that was there: its key repeats and its
release are not given to the new top scene. A fresh press after the release counts again.
"""

from __future__ import annotations

import pygame

Held = tuple[str, int]  # ("key", key code) or ("mouse", button)


def _held(event: pygame.event.Event) -> tuple[Held | None, bool]:
    """(what the event presses or releases, True when it presses)."""
    if event.type == pygame.KEYDOWN:
        return ("key", event.key), True
    if event.type == pygame.KEYUP:
        return ("key", event.key), False
    if event.type == pygame.MOUSEBUTTONDOWN:
        return ("mouse", event.button), True
    if event.type == pygame.MOUSEBUTTONUP:
        return ("mouse", event.button), False
    return None, False


class InputGate:
    def __init__(self) -> None:
        self.held: set[Held] = set()
        self.stale: set[Held] = set()
        self.owner: object = None  # the scene that was on top when the held inputs began

    def admit(self, event: pygame.event.Event, top: object) -> bool:
        """Whether `top` should receive this event; call for every event, in order."""
        if top is not self.owner:
            self.owner = top
            self.stale = set(self.held)
        what, down = _held(event)
        if what is None:
            return True
        if down:
            if what in self.stale and what[0] == "key":
                return False  # a repeat of a key pressed for the scene before
            self.stale.discard(what)  # a mouse button pressed again was let go unseen
            self.held.add(what)
            return True
        self.held.discard(what)
        if what in self.stale:
            self.stale.discard(what)
            return False
        return True
