"""What one seat sees, as typed data: its own hand, every face-up card, face-down cards only as
their stance (their owner sees what they are), counts of hands and supplies. The view keeps a
private copy of the state for `sample_world`, never the game."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.games.battle_monsters.cards import Pool
from game.games.battle_monsters.state import BmState
from game.games.battle_monsters.values import aura_sources, value

if TYPE_CHECKING:
    from game.games.battle_monsters.game import BattleMonsters


@dataclass(frozen=True)
class FieldSight:
    iid: int
    owner: int
    stance: str
    card: str | None  # None: face down and not this seat's
    attack: int = 0
    defence: int = 0
    arrived: bool = False  # summoned or revealed this turn
    acted: bool = False


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
    _state: BmState = dataclasses.field(repr=False, compare=False)
    _pool: Pool = dataclasses.field(repr=False, compare=False)
    _names: tuple[str, ...] = dataclasses.field(repr=False, compare=False, default=())
    choosing: str = ""  # the verb of the effect a target decision chooses for (destroy, discard, summon, ...)

    def mine(self) -> list[FieldSight]:
        return [f for f in self.field if f.owner == self.seat]

    def theirs(self) -> list[FieldSight]:
        return [f for f in self.field if f.owner != self.seat]

    def sample_world(self, rng: random.Random) -> BattleMonsters:
        """A whole game consistent with this view: the cards this seat cannot see (the opponent's
        hand, supply and face-down cards; the order of its own supply) dealt at random from the
        cards they could be."""
        from game.games.battle_monsters.game import BattleMonsters

        state = self._state.copy()
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


def make_view(game: BattleMonsters, seat: int, *, sampled: bool = False) -> BmView:
    """The view of `seat`. `sampled`: the game is already a world sampled from this seat's view
    (a search's play-out), so its hidden cards are guesses and need no hiding again (a third of
    a play-out's time went to hiding them)."""
    s = game.state
    sights = []
    sources = aura_sources(game)
    for owner in (0, 1):
        for iid in s.field_of(owner):
            shown = s.visible(iid) or owner == seat
            card = game.card(iid)
            sights.append(
                FieldSight(
                    iid,
                    owner,
                    s.stance[iid],
                    s.cards[iid] if shown else None,
                    value(game, iid, "attack", sources) if shown and card.is_monster else 0,
                    value(game, iid, "defence", sources) if shown and card.is_monster else 0,
                    iid in s.arrived,
                    iid in s.acted,
                )
            )
    decision = game.pending()
    hidden = s if sampled else _hide(s, seat)
    return BmView(
        seat,
        tuple(game.names),
        game.core.turn,
        game.core.phase,
        game.to_act(),
        s.active(),
        s.first,
        (s.lives[0], s.lives[1]),
        tuple((i, s.cards[i]) for i in s.zone("hand", seat)),
        (len(s.zone("hand", 0)), len(s.zone("hand", 1))),
        (len(s.zone("supply", 0)), len(s.zone("supply", 1))),
        (
            tuple((i, s.cards[i]) for i in s.zone("graveyard", 0)),
            tuple((i, s.cards[i]) for i in s.zone("graveyard", 1)),
        ),
        tuple(sights),
        decision.kind if decision else "",
        tuple(decision.get("options", ())) if decision and decision.seat == seat else (),
        game.core.winner,
        game.over,
        tuple(e.text for e in game.core.log[-12:]),
        hidden,
        game.pool,
        tuple(game.names),
        _choosing(game) if decision and decision.kind == "target" and decision.seat == seat else "",
    )


def _choosing(game: BattleMonsters) -> str:
    """The verb of the effect waiting for its choice (the first item of the queue)."""
    queue = game.state.queue
    if not queue:
        return ""
    item = queue[0]
    return game.card(item.source).abilities[item.ability].effects[item.effect].verb


def _hide(s: BmState, seat: int) -> BmState:
    """A copy of the state in which every card this seat cannot see is given one placeholder
    identity, so nothing an agent reads from the view's private copy tells it a hidden card."""
    copy = s.copy()
    visible = set(s.zone("hand", seat))
    for owner in (0, 1):
        visible.update(s.zone("graveyard", owner))
        visible.update(i for i in s.field_of(owner) if s.visible(i) or owner == seat)
    # Hidden identities are shuffled among the hidden cards of the same owner: the multiset
    # (what the deck list says) stays, the assignment tells nothing.
    rng = random.Random(0)
    for owner in (0, 1):
        hidden = sorted(i for i, o in s.owner.items() if o == owner and i not in visible)
        ids = sorted(s.cards[i] for i in hidden)
        rng.shuffle(ids)
        for iid, cid in zip(hidden, ids, strict=True):
            copy.cards[iid] = cid
    return copy
