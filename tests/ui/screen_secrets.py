"""Watching what the hot-seat screen shows: every text the UI draws and every card face it blits,
checked frame by frame against the cards the people who may be looking must not see.

Who may be looking: the hand-over screen and a shared (public) table are seen by anyone, so no
hidden card may show; a private table is seen by its owner, so only what that seat may see.
Cards once shown to everyone (a discard, a face-up Bakugan, a card on the batch, a revealed card)
stay known; a seat also knows what it held or was shown. Every Bakugan's toy is public (rule
1.4.1): the name and Faction of a face-down Character may be read by anyone, nothing else of the
card (3.2.1): its face, its zoom and its id are checked by card id.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.ui import cards
from game.games.bakugan.ui.table import TableScene
from game.ui import text
from game.ui.app import App
from game.ui.handover import HandOverScene
from game.ui.log_redact import names_pattern


@dataclass
class Watcher:
    """Records drawn words and card faces, remembers what became known, and finds leaks."""

    drawn: list[str] = field(default_factory=list)
    faces: list[str] = field(default_factory=list)  # card ids of the faces and zooms drawn this frame
    public_ids: set[int] = field(default_factory=set)
    known_ids: dict[int, set[int]] = field(default_factory=dict)  # seat -> cards it held or was shown
    checks: int = 0
    leaks: list[str] = field(default_factory=list)
    _secrets: dict[object, tuple[set[str], set[str], set[str]]] = field(default_factory=dict)

    def learn(self, game: Game) -> None:
        s = game.state
        for p in s.players:
            self.public_ids.update(p.discard)
            self.public_ids.update(p.heroes)
            self.known_ids.setdefault(p.seat, set()).update([*p.hand, *p.seen, *p.charged, *p.uncharged])
        for b in s.bakugan:
            self.public_ids.update(b.evos)
            if b.face_up:
                self.public_ids.add(b.character)
            self.known_ids.setdefault(b.owner, set()).add(b.character)
        self.public_ids.update(s.this_turn.revealed)
        self.public_ids.update(e.card for e in s.batch if e.card is not None)

    def secrets(self, game: Game, audience: int | None) -> tuple[set[str], set[str], set[str]]:
        """(names and card ids the audience must not read, names it may read, card ids whose face
        it must not see)."""
        key = (id(game.state), len(game.state.log), game.state.turn, audience, len(self.public_ids))
        if key in self._secrets:
            return self._secrets[key]
        allowed = set(self.public_ids) | (self.known_ids.get(audience, set()) if audience is not None else set())
        everything = set(range(len(game.state.cards)))
        toys = {game.card(b.character).name for b in game.state.bakugan}  # public: rule 1.4.1
        may = (
            {game.card(i).name for i in allowed} | {game.catalog.cards[e.card_id].name for e in game.state.batch} | toys
        )
        hidden_ids = {game.card(i).id for i in everything - allowed} - {game.card(i).id for i in allowed}
        must_not = ({game.card(i).name for i in everything - allowed} - may) | hidden_ids
        self._secrets = {key: (must_not, may, hidden_ids)}
        return must_not, may, hidden_ids

    def check(self, app: App, what: str) -> None:
        top = app.stack.top
        table = app.stack.find(TableScene)
        if not isinstance(table, TableScene) or table.session.over:
            return
        if isinstance(top, HandOverScene) or table.hand_hidden():
            audience: int | None = None
        else:
            audience = table.viewer
        self.learn(table.game)
        must_not, may, hidden_ids = self.secrets(table.game, audience)
        self.checks += 1
        who = "everyone" if audience is None else table.game.name(audience)
        for card_id in sorted(hidden_ids.intersection(self.faces)):
            self.leaks.append(f"{what}: {who} saw the face of {card_id} ({type(top).__name__})")
        pattern = _pattern(frozenset(must_not))
        screen = "\n".join(self.drawn)  # one search over the frame's words, lines looked at only on a hit
        for found in pattern.finditer(screen) if pattern else ():
            name = found.group(0)
            line = screen[screen.rfind("\n", 0, found.start()) + 1 : (screen + "\n").find("\n", found.end())]
            if not any(_shows(m, name, line) for m in may):
                self.leaks.append(f"{what}: {who} read {name!r} in {line!r} ({type(top).__name__})")


def _names(name: str, line: str) -> bool:
    """The line names the card as a word of its own (a card called "E" is not in "Energy")."""
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", line) is not None


def _pattern(names: frozenset[str]) -> re.Pattern[str] | None:
    return names_pattern(names) if names else None


def _shows(allowed: str, name: str, line: str) -> bool:
    """The line names `allowed` (which holds `name`), whole or cut short with an ellipsis."""
    if name not in allowed:
        return False
    if _names(allowed, line):
        return True
    if line.endswith("…"):
        stem = line[line.find(name) : -1].rstrip()
        return allowed.startswith(stem)
    return False


@contextmanager
def watching(app: App, monkeypatch: pytest.MonkeyPatch, what: str = "frame") -> Iterator[Watcher]:
    """Record every text and card face drawn; after each drawn frame, check it."""
    watcher = Watcher()
    render, face, zoom = text.render, cards.face, cards.zoom

    def rendering(words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        watcher.drawn.append(words)
        return render(words, *args, **kwargs)

    def facing(card: CardDef, w: int, h: int) -> pygame.Surface:
        watcher.drawn.append(card.name)
        watcher.faces.append(card.id)
        return face(card, w, h)

    def zooming(card: CardDef) -> pygame.Surface:
        watcher.drawn.append(card.name)
        watcher.faces.append(card.id)
        return zoom(card)

    monkeypatch.setattr(text, "render", rendering)
    monkeypatch.setattr(cards, "face", facing)
    monkeypatch.setattr(cards, "zoom", zooming)
    draw = app.draw

    def drawing() -> None:
        watcher.drawn.clear()
        watcher.faces.clear()
        draw()
        watcher.check(app, what)

    monkeypatch.setattr(app, "draw", drawing)
    yield watcher
