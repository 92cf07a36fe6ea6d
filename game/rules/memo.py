"""Derived data of a position, computed once and shared while the position cannot change.

A `Memo` holds the static abilities in play and the stats of each Bakugan. It is only read inside
a `reading(state, memo)` scope, which the engine opens around queries that do not change the state
(legal actions, views, stats at rest); leaving the outermost scope forgets it, so nothing here
outlives a query. The engine keeps one memo per game between queries and hands it in again while
`board_key` of the state is the same (see Game._board_memo): `board_key` lists everything those
derived values read, so an equal key means equal values.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.state import GameState

if TYPE_CHECKING:
    from game.cardmodel import CardType
    from game.effects import Ability
    from game.rules.stats import Stats

StaticSource = tuple[int, "int | None", "Ability"]  # (controller, own Bakugan or None, ability)


class Memo:
    __slots__ = ("cost_less", "energy_per_card", "looked", "sources", "stats")

    def __init__(self) -> None:
        self.sources: list[StaticSource] | None = None
        self.stats: dict[int, Stats] = {}  # by Bakugan id, as counted outside damage (for_damage=False)
        self.energy_per_card: dict[int, int] = {}  # by seat
        self.cost_less: dict[tuple[int, CardType], int] = {}  # by seat and card type, from static abilities
        self.looked = False  # MemoKeeper.with_stats has looked for the stats of an earlier version


ACTIVE: dict[int, Memo] = {}  # id(state) -> its memo, only inside a reading scope


class reading:
    """While the state is not changing, share one memo for it; nested scopes share the outermost."""

    __slots__ = ("_key", "_memo", "_owner")

    def __init__(self, state: GameState, memo: Memo | None = None) -> None:
        self._key = id(state)
        self._memo = memo
        self._owner = False

    def __enter__(self) -> Memo:
        found = ACTIVE.get(self._key)
        if found is not None:
            return found
        memo = self._memo if self._memo is not None else Memo()
        ACTIVE[self._key] = memo
        self._owner = True
        return memo

    def __exit__(self, *_exc: object) -> None:
        if self._owner:
            del ACTIVE[self._key]
            self._owner = False


BoardKey = tuple[object, ...]


def board_key(state: GameState) -> BoardKey:
    """What decides the static abilities in play, and with them the Bakugan stats when none of
    those abilities counts anything or has a condition (stats.py: stats, _scan_static_sources).
    Card and core instances are left out: the engine never changes them."""
    return (
        tuple(
            (b.controller, b.face_up, b.open, b.in_brawl, b.character, tuple(b.evos), tuple(b.cores))
            for b in state.bakugan
        ),
        tuple((p.out, tuple(p.heroes), tuple(p.bakugan)) for p in state.players),
        tuple((m.bid, m.bp, m.dr, m.frost, tuple(m.keywords), m.base_bp, m.base_dr) for m in state.modifiers),
    )


def counts_key(state: GameState) -> BoardKey:
    """What else the conditions and counts of static abilities read (stats.py: check_condition,
    static_count). Extend this with any new input of theirs."""
    return tuple(
        (
            not p.hand,
            p.cards_played,
            len(p.charged) + len(p.uncharged),
            tuple(p.discard),
            tuple(p.played_costs),
            tuple(p.played_factions),
        )
        for p in state.players
    )


def _reads_counts(memo: Memo) -> bool:
    """Whether what the memo holds may depend on counts_key: unknown until its static abilities
    are known, then only if one of them has a condition or counts something."""
    if memo.sources is None:
        return True
    for _controller, _own, ability in memo.sources:
        if ability.condition is not None or ability.attack_per != "none":
            return True
        if ability.boost is not None and ability.boost.per != "none":
            return True
    return False


VERIFY = False  # tests turn this on: every reuse of a memo is checked against a fresh one


class MemoKeeper:
    """One game's memos: one for each version of the state (the engine bumps the version with every
    change, and Game.invalidate with changes by hand), and the Bakugan stats of an earlier version
    carried over while the board keys are the same. A different state object starts afresh."""

    __slots__ = ("_board", "_counts", "_memo", "_state", "_version", "_with_stats")

    def __init__(self) -> None:
        self._memo: Memo | None = None
        self._state: GameState | None = None
        self._version = -1
        self._with_stats: Memo | None = None  # the last memo that looked for earlier stats
        self._board: BoardKey = ()
        self._counts: BoardKey = ()

    def at(self, state: GameState, version: int, verify: Callable[[Memo], None]) -> Memo:
        """The memo of this version of the state."""
        memo = self._memo
        if memo is not None and self._version == version and self._state is state:
            if VERIFY:
                verify(memo)
            return memo
        if self._state is not state:
            self._with_stats = None
        memo = self._memo = Memo()
        self._state, self._version = state, version
        return memo

    def with_stats(self, state: GameState, version: int, verify: Callable[[Memo], None]) -> Memo:
        """The memo of this version, holding the stats of an earlier version if its keys still hold."""
        memo = self.at(state, version, verify)
        if memo.looked:
            return memo
        memo.looked = True
        board = board_key(state)
        last = self._with_stats
        if last is not None and board == self._board and (not _reads_counts(last) or counts_key(state) == self._counts):
            last.stats.update(memo.stats)
            memo.stats = last.stats  # shared: both are for the same board
            if memo.sources is None:
                memo.sources = last.sources
            if VERIFY:
                verify(memo)
        else:
            self._board, self._counts = board, counts_key(state)
        self._with_stats = memo
        return memo
