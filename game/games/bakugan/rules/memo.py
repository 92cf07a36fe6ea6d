"""Derived data of a position, computed once and shared while the position cannot change.

A `Memo` holds the static abilities in play and the stats of each Bakugan. It is only read inside
a `reading(state, memo)` scope, which the engine opens around queries that do not change the state
(legal actions, views, stats at rest); leaving the outermost scope forgets it, so nothing here
outlives a query. The engine keeps one memo per game between queries and hands it in again while
`board_key` of the state is the same (see Game._board_memo): `board_key` lists everything those
derived values read, so an equal key means equal values.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, cast

from game.games.bakugan.rules.memo_keys import (
    ALL_COUNTS,
    BoardKey,
    board_key,
    count_reads,
    counts_key,
    stats_reads,
)
from game.games.bakugan.rules.state import GameState

if TYPE_CHECKING:
    from game.games.bakugan.cards.model import CardType
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.stats import Stats
    from game.games.bakugan.rules.view_data import FieldBakugan
    from game.games.bakugan.words import Ability

StaticSource = tuple[int, "int | None", "Ability"]  # (controller, own Bakugan or None, ability)


class Memo:
    __slots__ = ("cost_less", "energy_per_card", "looked", "sources", "stats", "views")

    def __init__(self) -> None:
        self.sources: list[StaticSource] | None = None
        self.stats: dict[int, Stats] = {}  # by Bakugan id, as counted outside damage (for_damage=False)
        self.views: dict[int, tuple[FieldBakugan, ...]] = {}  # the "bakugan" view part of each seat (read-only)
        self.energy_per_card: dict[int, int] = {}  # by seat
        self.cost_less: dict[tuple[int, CardType], int] = {}  # by seat and card type, from static abilities
        self.looked = False  # MemoKeeper.with_stats has looked for the stats of an earlier version


ACTIVE: Final[dict[int, Memo]] = {}  # id(state) -> its memo, only inside a reading scope


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


class Checks:
    """The tests' switch (tests/conftest.py): `verify` on, every reuse of a memo or of a kept part is
    checked against a fresh one. An attribute of a compiled object: read as a native field from the
    compiled modules at every window and card-facts lookup, where a module global of another module
    is a generic attribute lookup."""

    __slots__ = ("verify",)

    def __init__(self) -> None:
        self.verify = False


CHECKS: Final = Checks()


class MemoKeeper:
    """One game's memos: one for each version of the state (the engine bumps the version with every
    change, and Game.invalidate with changes by hand), and the Bakugan stats of an earlier version
    carried over while the board keys are the same. A different state object starts afresh."""

    __slots__ = ("_board", "_counts", "_memo", "_reads", "_sources", "_state", "_version", "_watched", "_with_stats")

    def __init__(self) -> None:
        self._memo: Memo | None = None
        self._state: GameState | None = None
        self._version = -1
        self._with_stats: Memo | None = None  # the last memo that looked for earlier stats
        self._board: BoardKey = ()
        self._reads: frozenset[str] = ALL_COUNTS  # the counts its stats read
        self._counts: BoardKey = ()
        self._watched: frozenset[int] | None = None  # what else the stats read (stats_reads)
        self._sources: list[StaticSource] | None = None  # the abilities _reads and _watched are of

    def at(self, game: Game, state: GameState, version: int) -> Memo:
        """The memo of this version of the state (`game`'s: the game, not bound methods of it, is
        handed in, which compiled is a native call and no method object made per query)."""
        memo = self._memo
        if memo is not None and self._version == version and self._state is state:
            if CHECKS.verify:
                game.check_memo(memo)
            return memo
        if self._state is not state:
            self._with_stats = None
        memo = self._memo = Memo()
        self._state, self._version = state, version
        return memo

    def with_stats(self, game: Game, state: GameState, version: int) -> Memo:
        """The memo of this version, holding the stats of an earlier version if its keys still hold
        (`game.scan_sources` finds the static abilities in play)."""
        memo = self.at(game, state, version)
        if memo.looked:
            return memo
        memo.looked = True
        board = board_key(state)
        last = self._with_stats
        if last is not None and board == self._board and counts_key(state, self._reads) == self._counts:
            last.stats.update(memo.stats)
            last.views.update(memo.views)
            memo.stats, memo.views = last.stats, last.views  # shared: both are for the same board and counts
            if memo.sources is None:
                memo.sources = last.sources
            if CHECKS.verify:
                game.check_memo(memo)
        else:
            if memo.sources is None:
                memo.sources = game.scan_sources()
            watched = self._watched
            if (
                last is not None
                and watched is not None
                and memo.sources == last.sources
                and board[1] == self._board[1]
                and counts_key(state, self._reads) == self._counts
            ):
                # the same static abilities, reading no other Bakugan but those watched: while those
                # are as they were, a Bakugan whose own entry and modifiers are the same keeps its stats
                _keep_own_stats(last.stats, memo.stats, self._board, board, watched)
                if CHECKS.verify:
                    game.check_memo(memo)
            self._board = board
            sources = memo.sources
            if sources is not self._sources and sources != self._sources:  # mostly the same abilities
                self._reads, self._watched = count_reads(sources), stats_reads(sources)
                self._sources = sources
            elif CHECKS.verify and (self._reads != count_reads(sources) or self._watched != stats_reads(sources)):
                raise AssertionError("the counts and Bakugan kept as read by equal static abilities differ")
            self._counts = counts_key(state, self._reads)
        self._with_stats = memo
        return memo


def _keep_own_stats(
    kept: dict[int, Stats], into: dict[int, Stats], was: BoardKey, now: BoardKey, watched: frozenset[int]
) -> None:
    """Copy into `into` the stats in `kept` (counted on board `was`) of each Bakugan whose own entry
    and modifiers are the same on board `now`, if the `watched` Bakugan's entries are the same too
    (board_key: the Bakugan by id, then the players, then the modifiers, each starting with the
    Bakugan it names)."""
    was_bakugan, now_bakugan = cast(BoardKey, was[0]), cast(BoardKey, now[0])
    for bid in watched:
        if was_bakugan[bid] != now_bakugan[bid]:
            return
    was_mods, now_mods = _modifiers_by_bakugan(was[2]), _modifiers_by_bakugan(now[2])
    for bid, found in kept.items():
        if bid not in into and was_bakugan[bid] == now_bakugan[bid] and was_mods.get(bid) == now_mods.get(bid):
            into[bid] = found


def _modifiers_by_bakugan(modifiers: object) -> dict[object, list[BoardKey]]:
    out: dict[object, list[BoardKey]] = {}
    for entry in cast(tuple[BoardKey, ...], modifiers):
        found = out.get(entry[0])
        if found is None:
            out[entry[0]] = [entry]
        else:
            found.append(entry)
    return out
