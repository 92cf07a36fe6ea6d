"""A player's view of the game (hidden information: design.md): a snapshot holding no game."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.decks import DeckList
from game.games.bakugan.rules import may_choice
from game.games.bakugan.rules.engine import VIEW_KEYS, Game
from game.games.bakugan.rules.frames import PriorityFrame, frame_name
from game.games.bakugan.rules.may_choice import MayOffer
from game.games.bakugan.rules.sample_world import determinize, seat_world
from game.games.bakugan.rules.state import PHASE_OF, STEP_RULE, STEP_VALUE, GameState, Step
from game.games.bakugan.rules.view_data import BatchItem, FieldBakugan, FieldCore, PlayerZones, SeatView, part_as_dict


@dataclass(frozen=True)
class PriorityWindow:
    """The priority window open now, as every seat sees it: who holds priority, how many players
    passed in a row just before (rule 1.14.4), and the seats that held it before, nearest first."""

    holder: int
    passes: int
    before: tuple[int, ...]


def decision_name(game: Game) -> str | None:
    """The name of the decision on top of the stack, as every seat sees it (the view's `decision`)."""
    frames = game.state.frames
    return frame_name(frames[-1]) if frames else None


class ViewPartMissing(LookupError):
    """A part read from a view made without it: the reader must name the part in its `view_parts`."""


class ViewSealed(LookupError):
    """A part of a decision's view (PlayerView(..., lazy=True)) first read after the decision: it
    was never built, and the view no longer reaches the game it would be built from."""


_UNBUILT: Final = object()  # a lazy view's part not built yet (None is a part's value: no offer)


# The parts a view is made with, each built only when named (PlayerView(..., parts=)): an agent
# names the parts it reads in its class's `view_parts` (players/agent.py: view_for), the UI takes
# them all. The state's plain values (VIEW_KEYS but these) are in every view.
VIEW_PARTS: Final = (
    "players",
    "bakugan",
    "field",
    "batch",
    "known_cards",
    "hero_factions",
    "public_cards",  # PlayerView.public_card
    "may_offer",  # PlayerView.may_offer
    "priority_window",  # PlayerView.priority_window
)
ALL_PARTS: Final = frozenset(VIEW_PARTS)
# what a method's answer is read from besides its own part
_NEEDS: Final = {"public_cards": ("players", "bakugan", "batch"), "priority_window": ("players",)}
_CLOSED: dict[frozenset[str], frozenset[str]] = {ALL_PARTS: ALL_PARTS}


def view_parts(named: frozenset[str]) -> frozenset[str]:
    """The parts a view made for `named` holds: those named and the parts they are read from."""
    closed = _CLOSED.get(named)
    if closed is None:
        unknown = sorted(named - ALL_PARTS)
        if unknown:
            raise ValueError(f"unknown view parts {unknown} (the parts: {', '.join(VIEW_PARTS)})")
        closed = _CLOSED[named] = named.union(*[_NEEDS.get(part, ()) for part in named])
    return closed


class ViewParts:
    """The parts of one seat's view, a snapshot taken when the view is made: typed (`players`,
    `bakugan`, ...: game/games/bakugan/rules/view_data.py) or as dicts (`parts[key]`, made from the
    typed part when first read). It holds no game and nothing the seat may not see (issue 32,
    point 6), and only the parts it was made with (`built`): reading another raises
    ViewPartMissing. What agents derive from a view (kept in PlayerView.memo) reads through this
    and not the view, so the memo makes no reference cycle and a finished decision's objects are
    freed at once, without the garbage collector.

    `lazy`: each named part is built when first read, not when the view is made (a decision's
    view: players/agent.py, decide), from the game it holds until `seal`; the game does not change
    while the agent decides, so a part built late is the part an eager view would hold. An
    Energize reads no Bakugan, a selection no player's zones: the parts not read are never built."""

    __slots__ = (
        "_bakugan",
        "_batch",
        "_data",
        "_dicts",
        "_field",
        "_game",
        "_hero_factions",
        "_known_cards",
        "_players",
        "built",
        "decision",
        "phase",
        "seat",
        "starting",
        "step",
        "step_rule",
        "to_act",
        "turn",
        "winner",
    )

    def __init__(self, game: Game, seat: int, parts: frozenset[str] = ALL_PARTS, lazy: bool = False) -> None:
        s = game.state
        self.seat = seat
        self.built = parts
        self._game: Game | None = game
        self._players: tuple[PlayerZones, ...] | None = None
        self._bakugan: tuple[FieldBakugan, ...] | None = None
        self._field: tuple[FieldCore, ...] | None = None
        self._batch: tuple[BatchItem, ...] | None = None
        self._known_cards: tuple[tuple[int, str], ...] | None = None
        self._hero_factions: tuple[tuple[tuple[str, ...], ...], ...] | None = None
        if not lazy:  # a snapshot: every named part built now, by the properties that build a lazy one
            for name in _TYPED_PARTS:
                if name in parts:
                    getattr(self, name)
            self._game = None
        frames, step = s.frames, s.step
        top = frames[-1] if frames else None
        self.decision: str | None = None if top is None else frame_name(top)  # decision_name(game)
        self.to_act: int | None = None if top is None or step is Step.OVER else top.seat  # game.to_act()
        self.step: str = STEP_VALUE[step]
        self.phase: str = PHASE_OF[step]
        self.step_rule: str = STEP_RULE[step]
        self.turn: int = s.turn
        self.starting: int = s.starting
        self.winner: int | None = s.winner
        self._dicts: dict[str, Any] = {}
        self._data: dict[str, Any] | None = None

    def seal(self) -> None:
        """Let go of the game (a lazy view, once its decision is made): a part not read by then
        is not built (reading it raises ViewSealed)."""
        self._game = None

    def _game_for(self, part: str) -> Game:
        """The game a lazy view builds `part` from (one of its parts or PlayerView's); the error
        when it cannot. Private: a reader gets parts, never the game (hidden information)."""
        if part not in self.built:
            raise self.missing(part)
        game = self._game
        if game is None:
            raise ViewSealed(f"seat {self.seat}'s view was sealed before its {part!r} part was first read")
        return game

    def missing(self, part: str) -> ViewPartMissing:
        """The error for reading `part` when this view was made without it."""
        return ViewPartMissing(
            f"seat {self.seat}'s view was made without its {part!r} part (made with: "
            f"{', '.join(sorted(self.built)) or 'none'}): a reader of {part!r} names it in its "
            "view_parts (game/games/bakugan/rules/view.py)"
        )

    # each typed part; a lazy view builds it when first read; ViewPartMissing when the view was
    # made without it (each written out: a helper is a call more in pure Python)
    @property
    def players(self) -> tuple[PlayerZones, ...]:
        part = self._players
        if part is None:
            game = self._game_for("players")
            part = self._players = game.views.players(game, self.seat)
        return part

    @property
    def field(self) -> tuple[FieldCore, ...]:
        part = self._field
        if part is None:
            game = self._game_for("field")
            part = self._field = game.views.field(game, self.seat)
        return part

    @property
    def bakugan(self) -> tuple[FieldBakugan, ...]:
        part = self._bakugan
        if part is None:
            game = self._game_for("bakugan")
            part = self._bakugan = game.views.bakugan(game, self.seat)
        return part

    @property
    def batch(self) -> tuple[BatchItem, ...]:
        part = self._batch
        if part is None:
            game = self._game_for("batch")
            part = self._batch = game.views.batch(game)
        return part

    @property
    def known_cards(self) -> tuple[tuple[int, str], ...]:
        part = self._known_cards
        if part is None:
            part = self._known_cards = _known_cards(self._game_for("known_cards"), self.seat)
        return part

    @property
    def hero_factions(self) -> tuple[tuple[tuple[str, ...], ...], ...]:
        part = self._hero_factions
        if part is None:
            game = self._game_for("hero_factions")
            part = self._hero_factions = game.views.hero_factions(game)
        return part

    @property
    def data(self) -> dict[str, Any]:
        if self._data is None:
            self._data = {key: self[key] for key in VIEW_KEYS}
        return self._data

    def typed(self, key: str) -> Any:
        """One field of the seat's SeatView."""
        if key not in VIEW_KEYS:
            raise KeyError(key)
        return getattr(self, key)

    def seat_view(self) -> SeatView:
        return SeatView(**{key: getattr(self, key) for key in VIEW_KEYS})

    def __getitem__(self, key: str) -> Any:
        part = self._dicts.get(key)
        if part is None and key not in self._dicts:
            part = self._dicts[key] = part_as_dict(key, self.typed(key))
        return part


_TYPED_PARTS: Final = ("players", "bakugan", "field", "batch", "known_cards", "hero_factions")


def _known_cards(game: Game, seat: int) -> tuple[tuple[int, str], ...]:
    """The view's known_cards part (mostly no card was shown: no call then)."""
    s = game.state
    shown = s.this_turn.revealed or s.players[seat].seen
    return game.views.known_cards(game, seat) if shown else ()


def _public_iids(game: Game) -> list[int | None]:
    """The instances of the cards every seat sees, in the order _public_names names them from the
    parts: per player its Heroes and its discard pile, per Bakugan its Evos and (face up) its
    Character, then the batch. One flat list, extended in C: public_card() pairs it with the
    parts' card ids only when asked."""
    s = game.state
    iids: list[int | None] = []
    for p in s.players:
        iids += p.heroes
        iids += p.discard
    for b in s.bakugan:
        iids += b.evos
        if b.face_up:
            iids.append(b.character)
    for e in s.batch:
        iids.append(e.card)
    return iids


def _public_names(parts: ViewParts) -> list[str]:
    """The card ids of _public_iids's cards, in its order, read from the view's parts."""
    names: list[str] = []
    for p in parts.players:
        names += p.heroes
        names += p.discard
    for b in parts.bakugan:
        names += b.evos
        if b.face_up:
            assert b.character is not None  # a face-up Bakugan's Character is public
            names.append(b.character)
    for e in parts.batch:
        names.append(e.card)
    return names


class PlayerView:
    """What one seat may see, taken when made: agents and the UI read this, never the game, which
    it does not hold.

    `view.parts.players` (and the other typed parts: ViewParts), typed; `view[key]` the same part
    as dicts; `seat_view()` all of it typed, `data` all as dicts. Parts may be shared with later
    views of the same seat while they are unchanged: read them only. `memo` keeps what an agent
    derives from this view, for other readers of the same view; what it keeps should read `parts`,
    not the view itself.

    `worlds`: keep what `sample_world` needs, a copy of the state with every card the seat cannot
    see re-identified in a fixed order (sample_world.py: seat_world); made only for the agents
    that sample (most views are read by agents that never do, and a copy costs as much as a
    decision). `parts`: the parts to build (VIEW_PARTS; those they are read from are added), all
    unless named: an agent's view holds only the parts it reads (players/agent.py: view_for), as a
    snapshot of every part costs as much as the rest of a decision. `lazy`: a decision's view, each
    part built when first read until `seal` (ViewParts); not with `worlds`.
    """

    __slots__ = ("_catalog", "_may", "_public", "_window", "_world", "memo", "parts", "seat")

    def __init__(
        self, game: Game, seat: int, worlds: bool = True, parts: frozenset[str] = ALL_PARTS, lazy: bool = False
    ) -> None:
        parts = _CLOSED.get(parts) or view_parts(parts)  # the dict first: no call for a set seen before
        if lazy and worlds:
            raise ValueError("a lazy view keeps no worlds: make it with worlds=False")
        self.parts = ViewParts(game, seat, parts, lazy)
        self.seat = seat
        self.memo: dict[object, Any] = {}
        self._catalog = game.catalog
        self._may: object = _UNBUILT if lazy else (may_choice.offered(game, seat) if "may_offer" in parts else None)
        self._window: object = _UNBUILT if lazy else (_window(game) if "priority_window" in parts else None)
        self._public: object = _UNBUILT if lazy else (_public_iids(game) if "public_cards" in parts else None)
        self._world: GameState | None = seat_world(game.state, seat) if worlds else None

    def seal(self) -> None:
        """A lazy view's decision is made: let go of the game (parts not read by now are not built)."""
        self.parts.seal()

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
        if self._world is None:
            raise RuntimeError("this view was made without worlds (PlayerView(game, seat, worlds=True) keeps them)")
        return determinize(Game(self._world, self._catalog), self.seat, decks, rng)

    def public_card(self, iid: int) -> CardDef | None:
        """The definition of a card every seat may see (a Hero, an Evo, the Character of a face-up
        Bakugan, a card in a discard pile or on the batch); None for any other card."""
        if "public_cards" not in self.parts.built:
            raise self.parts.missing("public_cards")
        public = self._public
        if public is _UNBUILT:
            public = self._public = _public_iids(self.parts._game_for("public_cards"))
        assert isinstance(public, list)
        if iid not in public:
            return None
        names = _public_names(self.parts)
        assert len(names) == len(public)
        return self._catalog.cards[names[public.index(iid)]]

    def may_offer(self) -> MayOffer | None:
        """The "you may" this seat is asked now (the card completing and its steps are public)."""
        if "may_offer" not in self.parts.built:
            raise self.parts.missing("may_offer")
        offer = self._may
        if offer is _UNBUILT:
            offer = self._may = may_choice.offered(self.parts._game_for("may_offer"), self.seat)
        assert offer is None or isinstance(offer, MayOffer)
        return offer

    def priority_window(self) -> PriorityWindow | None:
        """The priority window on top of the stack, or None (no window open, or the game is over):
        the seats that held it before are the seats still in, clockwise from the holder (8.2.1),
        read from the view's players."""
        if "priority_window" not in self.parts.built:
            raise self.parts.missing("priority_window")
        window = self._window
        if window is _UNBUILT:
            window = self._window = _window(self.parts._game_for("priority_window"))
        if window is None:
            return None
        assert isinstance(window, tuple)
        holder, passes = window
        players = self.parts.players
        count = len(players)
        clockwise = [(holder + k) % count for k in range(count)]
        active = [seat for seat in clockwise if not players[seat].out]
        return PriorityWindow(holder, passes, tuple(reversed(active[1:])))

    def __getitem__(self, key: str) -> Any:
        return self.parts[key]


def _window(game: Game) -> tuple[int, int] | None:
    """(holder, passes) of the priority window on top, or None; the view makes the window when asked."""
    frames = game.state.frames
    if not frames or game.over:
        return None
    top = frames[-1]
    return (top.holder, top.passes) if isinstance(top, PriorityFrame) else None
