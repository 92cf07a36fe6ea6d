"""What one Fusion World seat sees, as typed data: public zones in full, its own hand, and only
the number of cards in hidden places (decks, life areas, the opponent's hand). A view made for
sampling (`worlds`) keeps a copy of the state in which everything the seat cannot see has been
dealt again in a fixed order, so neither the view nor `sample_world` can leak a hidden card; a
view for a player that never samples (`samples_worlds = False`) keeps no copy."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.core import CoreState
from game.games.fusion_world.card_model import FwCard, Pool
from game.games.fusion_world.sights import CardSight, SideSight, side
from game.games.fusion_world.state import Battle, Buff, FwState

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld

__all__ = ["CardSight", "FwView", "SideSight", "make_view", "redeal", "snapshot"]  # the sights: sights.py

HIDDEN_ZONES = ("deck", "life")


@dataclass(frozen=True)
class FwView:
    seat: int
    phase: str
    turn: int
    first: int
    active: int  # whose turn it is
    to_act: int | None
    pending: str  # the kind of decision owed now
    sides: tuple[SideSight, SideSight]
    battle: tuple[int, int] | None  # attacker, target
    winner: int | None
    log: tuple[str, ...]
    _state: FwState | None = field(repr=False, compare=False)  # masked; None: made without worlds
    _pool: Pool = field(repr=False, compare=False)
    _cards: dict[int, str] = field(repr=False, compare=False)  # instance -> card id, fixed at the deal
    _owner: dict[int, int] = field(repr=False, compare=False)
    resolving: tuple[int, ...] = ()  # cards being played or used now, either side's (public: P8)
    choosing: str = ""  # the effect a pending target or discard decision chooses for ("ko", "ready", ...)
    window: str = ""  # a pending counter decision's window: play, attack or counter

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(
        self,
        seat: int,
        phase: str,
        turn: int,
        first: int,
        active: int,
        to_act: int | None,
        pending: str,
        sides: tuple[SideSight, SideSight],
        battle: tuple[int, int] | None,
        winner: int | None,
        log: tuple[str, ...],
        _state: FwState | None,
        _pool: Pool,
        _cards: dict[int, str],
        _owner: dict[int, int],
        resolving: tuple[int, ...] = (),
        choosing: str = "",
        window: str = "",
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "turn", turn)
        object.__setattr__(self, "first", first)
        object.__setattr__(self, "active", active)
        object.__setattr__(self, "to_act", to_act)
        object.__setattr__(self, "pending", pending)
        object.__setattr__(self, "sides", sides)
        object.__setattr__(self, "battle", battle)
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "log", log)
        object.__setattr__(self, "_state", _state)
        object.__setattr__(self, "_pool", _pool)
        object.__setattr__(self, "_cards", _cards)
        object.__setattr__(self, "_owner", _owner)
        object.__setattr__(self, "resolving", resolving)
        object.__setattr__(self, "choosing", choosing)
        object.__setattr__(self, "window", window)

    @property
    def me(self) -> SideSight:
        return self.sides[self.seat]

    @property
    def them(self) -> SideSight:
        return self.sides[1 - self.seat]

    def card(self, iid: int) -> FwCard:
        """The printed card of an instance this seat can see (on the table, in a drop area, in its hand)."""
        return self._pool[self._cards[iid]]

    def owner(self, iid: int) -> int:
        return self._owner[iid]

    def leader(self, seat: int) -> int:
        return self.sides[seat].leader.iid

    def in_my_hand(self, iid: int) -> bool:
        hand = self.me.hand
        return isinstance(hand, tuple) and iid in hand

    def sample_world(self, rng: random.Random) -> FusionWorld:
        """A game consistent with this view: the hidden cards dealt again from what they could be."""
        from game.games.fusion_world.game import FusionWorld

        if self._state is None:
            raise ValueError(
                "this view was made for a player that does not sample worlds: a player that calls "
                "sample_world says samples_worlds = True in its class (game/core/play.py)"
            )
        state = snapshot(self._state)
        redeal(state, self.seat, rng)
        return FusionWorld(state, self._pool)


def redeal(state: FwState, seat: int, rng: random.Random | None) -> None:
    """Deal every card `seat` cannot see again among the places it could be (each owner's deck,
    life area and, for the opponent, hand), keeping how many each place holds: at random, or with
    no `rng` in a fixed order (by instance number) that says nothing of where the cards really are.
    The seed of future shuffles is replaced too."""
    zones = state.core.zones
    for owner in (0, 1):
        places = [("deck", owner), ("life", owner)] + ([("hand", owner)] if owner != seat else [])
        unseen = [item for key in places for item in zones.contents[key]]
        if rng is None:
            unseen.sort()
        else:
            rng.shuffle(unseen)
        at = 0
        for key in places:
            items = zones.contents[key]
            size = len(items)
            items[:] = unseen[at : at + size]  # in place: the state keeps each zone's list (FwState.lists)
            for item in items:
                zones.where[item] = key
            at += size
    state.seed = 0 if rng is None else rng.randrange(2**31)


def snapshot(s: FwState) -> FwState:
    """A copy of the state sharing nothing mutable with it, without the log (cheaper than deepcopy;
    built field by field, as dataclasses.replace costs a tenth of a view). The instance tables
    (`cards`, `owner`) never change after the deal and are shared."""
    core = s.core
    return FwState(
        CoreState(core.seats, list(core.names), core.zones.copy(), list(core.pending), core.phase, core.turn,
                  core.winner, core.over, []),
        s.seed,
        s.half,
        s.cards,
        s.owner,
        list(s.leaders),
        s.first,
        s.started,
        set(s.exhausted),
        list(s.awakened),
        None if s.battle is None else Battle(s.battle.attacker, s.battle.target, s.battle.seat, s.battle.blocked),
        [Buff(b.card, b.amount, b.until) for b in s.buffs],
        set(s.used),
        list(s.batch),
        list(s.waiting),
        dict(s.evolving),
        s.shuffles,
    )  # fmt: skip


def make_view(game: FusionWorld, seat: int, worlds: bool = True) -> FwView:
    """The view of `seat`; `worlds` False: without the masked copy of the state `sample_world`
    needs (a third of a view), for a player that never samples."""
    s = game.state
    zones = s.lists  # read, never changed (a zone() copy each cost a fifth of a view)
    sides = (side(game, 0, seat), side(game, 1, seat))  # each kept while nothing it shows changed
    masked = None
    if worlds:
        masked = snapshot(s)
        redeal(masked, seat, None)
    pending = game.pending()
    choosing = ""
    if pending is not None and pending.kind in ("target", "discard"):
        effect = game.ability(int(pending.get("source")), str(pending.get("key"))).effects[int(pending.get("index"))]
        choosing = effect.kind
    return FwView(
        seat=seat,
        phase=game.phase,
        turn=s.core.turn,
        first=s.first,
        active=s.active_seat(),
        to_act=game.to_act(),
        pending="" if pending is None else pending.kind,
        sides=sides,
        battle=None if s.battle is None else (s.battle.attacker, s.battle.target),
        winner=s.core.winner,
        log=tuple([e.text for e in s.core.log[-12:]]),
        resolving=(*zones["resolving"][0], *zones["resolving"][1]),
        choosing=choosing,
        window=str(pending.get("window", "play")) if pending is not None and pending.kind == "counter" else "",
        _state=masked,
        _pool=game.pool,
        _cards=s.cards,
        _owner=s.owner,
    )
