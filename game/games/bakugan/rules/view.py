"""A player's view of the game (hidden information: design.md), built only when read."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.decks import DeckList
from game.games.bakugan.rules import may_choice
from game.games.bakugan.rules.engine import VIEW_KEYS, Game
from game.games.bakugan.rules.frames import PriorityFrame, frame_name
from game.games.bakugan.rules.may_choice import MayOffer
from game.games.bakugan.rules.sample_world import determinize
from game.games.bakugan.rules.state import STEP_VALUE
from game.games.bakugan.rules.view_data import BatchItem, FieldBakugan, FieldCore, PlayerZones, SeatView, part_as_dict


@dataclass(frozen=True)
class PriorityWindow:
    """The priority window open now, as every seat sees it: who holds priority, how many players
    passed in a row just before (rule 1.14.4), and the seats that held it before, nearest first."""

    holder: int
    passes: int
    before: tuple[int, ...]


class ViewParts:
    """The parts of one seat's view, each built when first read: typed (`players`, `bakugan`, ...:
    game/games/bakugan/rules/view_data.py) or as dicts (`parts[key]`, made from the typed part). What agents
    derive from a view (kept in PlayerView.memo) reads through this and not the view, so the memo
    makes no reference cycle and a finished decision's objects are freed at once, without the
    garbage collector."""

    __slots__ = ("_data", "_dicts", "_game", "_parts", "seat")

    def __init__(self, game: Game, seat: int) -> None:
        self._game = game
        self.seat = seat
        self._parts: dict[str, Any] = {}  # typed
        self._dicts: dict[str, Any] = {}
        self._data: dict[str, Any] | None = None

    @property
    def data(self) -> dict[str, Any]:
        if self._data is None:
            self._data = self._whole()
        return self._data

    def _whole(self) -> dict[str, Any]:
        return {key: self[key] for key in VIEW_KEYS}

    def typed(self, key: str) -> Any:
        """One field of the seat's SeatView, built alone."""
        part = self._parts.get(key)
        if part is None and key not in self._parts:
            part = self._parts[key] = self._game.views.typed_view_part(self._game, self.seat, key)
        return part

    def seat_view(self) -> SeatView:
        return SeatView(**{key: self.typed(key) for key in VIEW_KEYS})

    # The parts agents read at every decision, each built by its own method of the game: not
    # through typed(), whose key is looked up again in typed_view_part's chain.
    @property
    def players(self) -> tuple[PlayerZones, ...]:
        part: tuple[PlayerZones, ...] | None = self._parts.get("players")
        if part is None:
            part = self._parts["players"] = self._game.views.players(self._game, self.seat)
        return part

    @property
    def bakugan(self) -> tuple[FieldBakugan, ...]:
        part: tuple[FieldBakugan, ...] | None = self._parts.get("bakugan")
        if part is None:
            part = self._parts["bakugan"] = self._game.views.bakugan(self._game, self.seat)
        return part

    @property
    def field(self) -> tuple[FieldCore, ...]:
        part: tuple[FieldCore, ...] | None = self._parts.get("field")
        if part is None:
            part = self._parts["field"] = self._game.views.field(self._game, self.seat)
        return part

    @property
    def batch(self) -> tuple[BatchItem, ...]:
        part: tuple[BatchItem, ...] | None = self._parts.get("batch")
        if part is None:
            part = self._parts["batch"] = self._game.views.batch(self._game)
        return part

    @property
    def known_cards(self) -> tuple[tuple[int, str], ...]:
        part: tuple[tuple[int, str], ...] | None = self._parts.get("known_cards")
        if part is None:
            part = self._parts["known_cards"] = self._game.views.known_cards(self._game, self.seat)
        return part

    @property
    def hero_factions(self) -> tuple[tuple[tuple[str, ...], ...], ...]:
        part: tuple[tuple[tuple[str, ...], ...], ...] | None = self._parts.get("hero_factions")
        if part is None:
            part = self._parts["hero_factions"] = self._game.views.hero_factions(self._game)
        return part

    # the state's plain values: read, not kept (the same at every read of one decision's view)
    @property
    def step(self) -> str:
        return STEP_VALUE[self._game.state.step]

    @property
    def decision(self) -> str | None:
        frames = self._game.state.frames
        return frame_name(frames[-1]) if frames else None

    @property
    def turn(self) -> int:
        return self._game.state.turn

    @property
    def starting(self) -> int:
        return self._game.state.starting

    def __getitem__(self, key: str) -> Any:
        part = self._dicts.get(key)
        if part is None and key not in self._dicts:
            part = self._dicts[key] = part_as_dict(key, self.typed(key))
        return part


class PlayerView:
    """What one seat may see. Agents and the UI read this, never the full state.

    `view.parts.players` (and the other typed parts: ViewParts) builds only that part of the view,
    typed; `view[key]` the same part as dicts; `seat_view()` all of it typed, `data` all as dicts.
    Parts may be shared with later views of the same seat while they are unchanged: read them only.
    `memo` keeps what an agent derives from this view, for other readers of the same view; what it
    keeps should read `parts`, not the view itself.
    """

    __slots__ = ("memo", "parts", "seat")  # one is made for every decision

    def __init__(self, game: Game, seat: int) -> None:
        self.parts = ViewParts(game, seat)
        self.seat = seat
        self.memo: dict[object, Any] = {}

    @property
    def data(self) -> dict[str, Any]:
        return self.parts.data

    def seat_view(self) -> SeatView:
        return self.parts.seat_view()

    def sample_world(self, rng: random.Random, decks: Sequence[DeckList] | None = None) -> Game:
        """A whole game consistent with what this seat has seen, every card hidden from it dealt at
        random from what it could be (`decks`: every seat's deck list, when known), with a fresh
        seed: a game of the agent's own, sharing nothing with the real one (rule-layer side of
        search; game/games/bakugan/rules/sample_world.py)."""
        game: Game = self.parts._game
        return determinize(game, self.seat, decks, rng)

    def public_card(self, iid: int) -> CardDef | None:
        """The definition of a card every seat may see (a Hero, an Evo, the Character of a face-up
        Bakugan, a card in a discard pile or on the batch); None for any other card."""
        game: Game = self.parts._game
        s = game.state
        public = (
            any(iid in p.heroes or iid in p.discard for p in s.players)
            or any(iid in b.evos or (b.character == iid and b.face_up) for b in s.bakugan)
            or any(e.card == iid for e in s.batch)
        )
        return game.card(iid) if public else None

    def may_offer(self) -> MayOffer | None:
        """The "you may" this seat is asked now (the card completing and its steps are public)."""
        return may_choice.offered(self.parts._game, self.seat)

    def priority_window(self) -> PriorityWindow | None:
        """The priority window on top of the stack, or None (no window open, or the game is over)."""
        game: Game = self.parts._game
        frames = game.state.frames
        if not frames or game.over:
            return None
        top = frames[-1]
        if not isinstance(top, PriorityFrame):
            return None
        before = tuple(game.seats_from(top.holder)[1:][::-1])
        return PriorityWindow(top.holder, top.passes, before)

    def __getitem__(self, key: str) -> Any:
        return self.parts[key]
