"""What one seat sees, as typed data: its own hand, every face-up card, face-down cards only as
their stance (their owner sees what they are), counts of hands and supplies. A card the seat
cannot see is named by an alias that says nothing of it (hidden.py), here and in the seat's legal
actions (`BattleMonsters.seat_actions`). A view made for sampling keeps, for `sample_world`, the
state as the seat may know it (`hidden.known_state`), never the game or a hidden card; a view for a
player that never samples (`samples_worlds = False`) keeps no state."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.games.battle_monsters.card_model import Pool
from game.games.battle_monsters.hidden import SeatAliases, known_state
from game.games.battle_monsters.state import FACE_UP, BmState
from game.games.battle_monsters.values import aura_sources

if TYPE_CHECKING:
    from game.games.battle_monsters.game import BattleMonsters


@dataclass(frozen=True)
class FieldSight:
    iid: int  # an alias for a card this seat cannot see
    owner: int
    stance: str
    card: str | None  # None: face down and not this seat's
    attack: int = 0
    defence: int = 0
    arrived: bool = False  # summoned or revealed this turn
    acted: bool = False

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(
        self,
        iid: int,
        owner: int,
        stance: str,
        card: str | None,
        attack: int = 0,
        defence: int = 0,
        arrived: bool = False,
        acted: bool = False,
    ) -> None:
        object.__setattr__(self, "iid", iid)
        object.__setattr__(self, "owner", owner)
        object.__setattr__(self, "stance", stance)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "attack", attack)
        object.__setattr__(self, "defence", defence)
        object.__setattr__(self, "arrived", arrived)
        object.__setattr__(self, "acted", acted)


@dataclass(frozen=True)
class BmView:
    seat: int
    names: tuple[str, ...]
    turn: int
    phase: str
    to_act: int | None
    active: int
    first: int
    lives: tuple[int, int]
    hand: tuple[tuple[int, str], ...]  # this seat's
    hand_counts: tuple[int, int]
    supply_counts: tuple[int, int]
    graveyards: tuple[tuple[tuple[int, str], ...], tuple[tuple[int, str], ...]]
    field: tuple[FieldSight, ...]
    pending: str
    options: tuple[int, ...]  # a target decision's choices
    winner: int | None
    over: bool
    log: tuple[str, ...]
    _known: BmState | None = dataclasses.field(repr=False, compare=False)  # as this seat may know it; None: no worlds
    _pool: Pool = dataclasses.field(repr=False, compare=False)
    _names: tuple[str, ...] = dataclasses.field(repr=False, compare=False, default=())
    choosing: str = ""  # the verb of the effect a target decision chooses for (destroy, discard, summon, ...)

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(
        self,
        seat: int,
        names: tuple[str, ...],
        turn: int,
        phase: str,
        to_act: int | None,
        active: int,
        first: int,
        lives: tuple[int, int],
        hand: tuple[tuple[int, str], ...],
        hand_counts: tuple[int, int],
        supply_counts: tuple[int, int],
        graveyards: tuple[tuple[tuple[int, str], ...], tuple[tuple[int, str], ...]],
        field: tuple[FieldSight, ...],
        pending: str,
        options: tuple[int, ...],
        winner: int | None,
        over: bool,
        log: tuple[str, ...],
        _known: BmState | None,
        _pool: Pool,
        _names: tuple[str, ...] = (),
        choosing: str = "",
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "turn", turn)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "to_act", to_act)
        object.__setattr__(self, "active", active)
        object.__setattr__(self, "first", first)
        object.__setattr__(self, "lives", lives)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "hand_counts", hand_counts)
        object.__setattr__(self, "supply_counts", supply_counts)
        object.__setattr__(self, "graveyards", graveyards)
        object.__setattr__(self, "field", field)
        object.__setattr__(self, "pending", pending)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "over", over)
        object.__setattr__(self, "log", log)
        object.__setattr__(self, "_known", _known)
        object.__setattr__(self, "_pool", _pool)
        object.__setattr__(self, "_names", _names)
        object.__setattr__(self, "choosing", choosing)

    def mine(self) -> list[FieldSight]:
        return [f for f in self.field if f.owner == self.seat]

    def theirs(self) -> list[FieldSight]:
        return [f for f in self.field if f.owner != self.seat]

    def sample_world(self, rng: random.Random) -> BattleMonsters:
        """A whole game consistent with this view: the cards this seat cannot see (the opponent's
        hand, supply and face-down cards; the order of its own supply) dealt at random from the
        cards they could be, and a seed of its own. Its instance ids are this view's, so the
        view's actions play in it."""
        from game.games.battle_monsters.game import BattleMonsters

        if self._known is None:
            raise ValueError(
                "this view was made for a player that does not sample worlds: a player that calls "
                "sample_world says samples_worlds = True in its class (game/core/play.py)"
            )
        state = self._known.copy()
        state.seed = rng.randrange(1 << 30)
        seen = {iid for iid, _ in self.hand} | {f.iid for f in self.field if f.card is not None}
        seen.update(i for pile in self.graveyards for i, _ in pile)
        for owner in (0, 1):
            unknown = [i for i, o in state.owner.items() if o == owner and i not in seen]
            ids = [state.cards[i] for i in unknown]
            rng.shuffle(ids)
            for iid, cid in zip(unknown, ids, strict=True):
                state.cards[iid] = cid
            supply = state.core.zones[("supply", owner)]
            rng.shuffle(supply)
        return BattleMonsters(state, self._pool, self._names)


def make_view(
    game: BattleMonsters,
    seat: int,
    *,
    sampled: bool = False,
    worlds: bool = True,
    aliases: SeatAliases | None = None,
) -> BmView:
    """The view of `seat`. `sampled`: the game is already a world sampled from this seat's view
    (a search's play-out), so its hidden cards are guesses and need no hiding again (a third of
    a play-out's time went to hiding them). `worlds` False: without the state `sample_world`
    needs (`known_state`, a third of a view), for a player that never samples. `aliases`: the
    seat's aliases of the state now, when already made."""
    s = game.state
    if aliases is None and not sampled:
        aliases = SeatAliases(s, seat)
    hidden = -1 if aliases is None else aliases.base  # the next alias of a card not shown (they come first)
    sights = []
    kept = game.kept_values
    kept.refresh(game, aura_sources(game))
    zones = game.kept_zones
    zones.refresh(s)
    kept_sights = game.kept_sights
    made = kept_sights.sights
    cards, stances, arrived, acted, monsters = s.cards, s.stance, s.arrived, s.acted, game.monsters()
    lists = s.lists()
    fields, hands, supplies, graveyards = lists["field"], lists["hand"], lists["supply"], lists["graveyard"]
    values = kept.values  # kept.both's own look first (a call less for most monsters)
    boosted = kept.boosted
    for owner in (0, 1):
        for iid in fields[owner]:
            stance = stances[iid]
            up = stance in FACE_UP
            shown = owner == seat or up
            if shown and iid in monsters:
                found = None if boosted else values.get(iid)
                if found is not None and found[0] == owner and found[1] == up:
                    attack, defence = found[2], found[3]
                else:
                    attack, defence = kept.both(game, iid)
            else:
                attack = defence = 0
            named = iid
            if not shown and hidden >= 0:
                named, hidden = hidden, hidden + 1
            key = (named, owner, stance, cards[iid] if shown else None, attack, defence, iid in arrived, iid in acted)
            sight = made.get(key)
            sights.append(kept_sights.made(key) if sight is None else sight)
    core = s.core
    decision = game.pending()
    options = decision.get("options", ()) if decision and decision.seat == seat else ()
    names = tuple(game.names)
    return BmView(
        seat,
        names,
        core.turn,
        core.phase,
        game.to_act(),
        s.active(),
        s.first,
        (s.lives[0], s.lives[1]),
        zones.named("hand", seat, hands[seat], cards),
        (len(hands[0]), len(hands[1])),
        (len(supplies[0]), len(supplies[1])),
        (zones.named("graveyard", 0, graveyards[0], cards), zones.named("graveyard", 1, graveyards[1], cards)),
        tuple(sights),
        decision.kind if decision else "",
        tuple(options) if aliases is None else tuple(aliases.alias(i) for i in options),
        core.winner,
        core.over,
        zones.log_lines(core.log),
        (s if sampled else known_state(s, seat)) if worlds else None,
        game.pool,
        names,
        _choosing(game) if decision and decision.kind == "target" and decision.seat == seat else "",
    )


def _choosing(game: BattleMonsters) -> str:
    """The verb of the effect waiting for its choice (the first item of the queue)."""
    queue = game.state.queue
    if not queue:
        return ""
    item = queue[0]
    return game.card(item.source).abilities[item.ability].effects[item.effect].verb
