"""The hidden-information watcher for the card games on the table shell (Fusion World, Battle
Monsters), as tests/ui/screen_secrets.py is Bakugan's: every word drawn is recorded, and after
each drawn frame it is checked against the names of the cards whoever may be looking must not
see. The hand-over screen and a shared (public) table are seen by anyone; a private table by the
seat whose screen it is. A card once seen by everyone (on the table face up, in a discard pile)
stays known, and a seat knows what it held.

Each game says what is where by a `Sight` of the table now: every card's name by instance, the
cards everyone sees, and the cards each seat sees besides."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from game.ui import card_faces, text
from game.ui.app import App
from game.ui.handover import HandOverScene
from game.ui.table_shell import TableShell


@dataclass(frozen=True)
class Sight:
    names: dict[int, str]  # every card instance's name
    public: set[int]  # seen by everyone now
    own: dict[int, set[int]]  # seat -> the cards only it sees now (its hand, its face-down cards)


@dataclass
class CardWatcher:
    sight: Callable[[TableShell], Sight]
    drawn: list[str] = field(default_factory=list)
    public: set[int] = field(default_factory=set)
    known: dict[int, set[int]] = field(default_factory=dict)
    checks: int = 0
    handovers: int = 0
    leaks: list[str] = field(default_factory=list)

    def check(self, app: App, what: str) -> None:
        top = app.stack.top
        table = app.stack.find(TableShell)
        if not isinstance(table, TableShell) or table.game_over():
            return
        if isinstance(top, HandOverScene):
            self.handovers += 1
        audience = None if isinstance(top, HandOverScene) or table.hand_hidden() else table.viewer
        seen = self.sight(table)
        self.public |= seen.public
        for seat, cards in seen.own.items():
            self.known.setdefault(seat, set()).update(cards)
        allowed = self.public | (self.known.get(audience, set()) if audience is not None else set())
        may = {seen.names[i] for i in allowed}
        must_not = {seen.names[i] for i in seen.names.keys() - allowed} - may
        self.checks += 1
        if not must_not:
            return
        pattern = re.compile(
            r"(?<!\w)(?:" + "|".join(map(re.escape, sorted(must_not, key=len, reverse=True))) + r")(?!\w)"
        )
        for line in self.drawn:
            found = pattern.search(line)
            if found:
                who = "everyone" if audience is None else table.seat_name(audience)
                self.leaks.append(f"{what}: {who} read {found.group(0)!r} in {line!r} ({type(top).__name__})")


@contextmanager
def watching_cards(
    app: App, monkeypatch: pytest.MonkeyPatch, sight: Callable[[TableShell], Sight]
) -> Iterator[CardWatcher]:
    """Record every text drawn and the words of every card face shown (card_faces.face: a kept
    face is blitted without drawing its words again); after each drawn frame, check it."""
    watcher = CardWatcher(sight)
    render, render_px, face = text.render, text.render_px, card_faces.face

    def rendering(words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        watcher.drawn.append(words)
        return render(words, *args, **kwargs)

    def rendering_px(words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        watcher.drawn.append(words)
        return render_px(words, *args, **kwargs)

    def facing(art: card_faces.CardArt, w: int, h: int) -> pygame.Surface:
        watcher.drawn.extend(art.words)
        return face(art, w, h)

    monkeypatch.setattr(text, "render", rendering)
    monkeypatch.setattr(text, "render_px", rendering_px)
    monkeypatch.setattr(card_faces, "face", facing)
    draw = app.draw

    def drawing() -> None:
        watcher.drawn.clear()
        draw()
        watcher.check(app, "frame")

    monkeypatch.setattr(app, "draw", drawing)
    yield watcher
