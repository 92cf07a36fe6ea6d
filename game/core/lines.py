"""The lines of a game under analysis, for every game: the game as played and the branches made
from it, each a list of actions from the same start with the position after any of them. A game
is a pure function of its start and its actions, so the position after action N is a replay of
the first N; a line keeps a copy every SNAP actions, so a jump replays fewer than SNAP. A branch
shares the first N actions of the line it came from, which never changes.

Written for a game on the core (`Played`); a game with a loop of its own (Bakugan,
game/games/bakugan/sim/branch.py) overrides the few methods that read its game (`copy`, `play`,
`describe`, `log_size`, `log_since`, `turn`). The analysis mode's timeline (game/ui/analysis/)
reads any line through `TimelineLine`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, Self, TypeVar

from game.core.decisions import CHANCE
from game.core.state import CoreState

SNAP = 32


class AnalysisError(Exception):
    """A file that cannot be analysed; the message names the file and the problem."""


@dataclass(frozen=True)
class TimelineEntry:
    """One action of a line: the position after it is position `index`."""

    index: int  # 1-based
    turn: int
    seat: int | None  # None for chance
    words: str  # the action in words
    log: tuple[str, ...]  # what the game's log says it did


class TimelineLine(Protocol):
    """What the timeline panel reads of a line (any game's)."""

    @property
    def name(self) -> str: ...

    @property
    def entries(self) -> Sequence[TimelineEntry]: ...

    def __len__(self) -> int: ...

    def turn_of(self, position: int) -> int: ...

    def turn_starts(self) -> list[int]: ...

    def departs(self, position: int) -> bool: ...


class Played(Protocol):
    """A game on the core as a line plays it."""

    @property
    def core(self) -> CoreState: ...

    @property
    def over(self) -> bool: ...

    def to_act(self) -> int | None: ...

    def apply_action(self, action: Any) -> None: ...

    def describe(self, action: Any) -> str: ...

    def clone(self) -> Self: ...


G = TypeVar("G", bound=Played)


class Line(Generic[G]):
    """One sequence of actions from the start: the game as it was played, or a branch of it."""

    def __init__(self, name: str, origin: G, *, fork: int | None = None) -> None:
        self.name = name
        self.origin = origin  # never changed: positions are copies of it played on
        self.fork = fork  # actions shared with the game as played; None for the game as played
        self.parent: Self | None = None  # the line it was branched from, after `at` of its actions
        self.at = 0
        self.actions: list[Any] = []
        self.entries: list[TimelineEntry] = []
        self._snapshots: dict[int, G] = {0: self.copy(origin)}
        self._end = self.copy(origin)

    # ---- what a line reads of its game (a game with a loop of its own overrides these)

    def copy(self, game: G) -> G:
        return game.clone()

    def play(self, game: G, action: Any) -> None:
        game.apply_action(action)

    def describe(self, game: G, action: Any) -> str:
        return game.describe(action)

    def actor(self, game: G, action: Any) -> int | None:
        """Who makes `action` (None: chance)."""
        seat = getattr(action, "seat", game.to_act())
        return seat if isinstance(seat, int) and seat != CHANCE and seat >= 0 else None

    def log_size(self, game: G) -> int:
        return len(game.core.log)

    def log_since(self, game: G, before: int) -> tuple[str, ...]:
        return tuple(entry.text for entry in game.core.log[before:])

    def turn(self, game: G) -> int:
        return game.core.turn

    # ---- the line

    def __len__(self) -> int:
        return len(self.actions)

    def turn_of(self, position: int) -> int:
        """The turn the position after `position` actions is in."""
        return self.entries[position - 1].turn if position > 0 else self.turn(self.origin)

    def turn_starts(self) -> list[int]:
        """The positions at which a new turn has begun (0 first)."""
        return [0, *(p for p in range(1, len(self) + 1) if self.turn_of(p) != self.turn_of(p - 1))]

    def departs(self, position: int) -> bool:
        """Is the action leading to this position one the game as played did not have?"""
        return self.fork is not None and position > self.fork

    @property
    def end(self) -> G:
        """The game after the line's last action (read it, do not change it)."""
        return self._end

    def append(self, action: Any) -> TimelineEntry:
        """Apply the next action (the game's refusal propagates and the line is unchanged)."""
        game = self._end
        words, seat, before = self.describe(game, action), self.actor(game, action), self.log_size(game)
        self.play(game, action)
        self.actions.append(action)
        entry = TimelineEntry(len(self.actions), self.turn(game), seat, words, self.log_since(game, before))
        self.entries.append(entry)
        if len(self.actions) % SNAP == 0:
            self._snapshots[len(self.actions)] = self.copy(game)
        return entry

    def extend(self, actions: Sequence[Any]) -> None:
        for action in actions:
            self.append(action)

    def game_at(self, n: int) -> G:
        """A fresh game at the position after the first n actions (0: the start)."""
        n = max(0, min(n, len(self.actions)))
        if n == len(self.actions):
            return self.copy(self._end)
        start = max(k for k in self._snapshots if k <= n)
        game = self.copy(self._snapshots[start])
        for action in self.actions[start:n]:
            self.play(game, action)
        return game

    def branch(self, n: int, name: str) -> Self:
        """A new line sharing this one's first n actions (nothing replayed: the copies are shared)."""
        n = max(0, min(n, len(self.actions)))
        shared = n if self.fork is None else min(n, self.fork)  # what it still shares with the game as played
        line = self.sprout(name, shared)
        line.parent, line.at = self, n
        line.actions = list(self.actions[:n])
        line.entries = list(self.entries[:n])
        line._snapshots = {k: g for k, g in self._snapshots.items() if k <= n}
        line._end = self.game_at(n)
        return line

    def sprout(self, name: str, fork: int) -> Self:
        """An empty line of the same kind from the same start (a line with more to say overrides it)."""
        return type(self)(name, self.origin, fork=fork)


L = TypeVar("L", bound=Line[Any])


class Analysis(Generic[L]):
    """A game under review: the line it was played along (`played`, its actions applied here) and
    any branches made from it. `refusal` is the exception the game's rules raise for an illegal
    action: a file that holds one is an AnalysisError naming the file and the action."""

    def __init__(self, source: Path, played: L, actions: Sequence[Any], refusal: type[Exception]) -> None:
        self.source = source
        for number, action in enumerate(actions, 1):
            try:
                played.append(action)
            except refusal as exc:
                raise AnalysisError(self.refused(number, len(actions), action, exc)) from exc
        self.lines: list[L] = [played]

    def refused(self, number: int, total: int, action: Any, exc: Exception) -> str:
        return (
            f"{self.source.name}: action {number} of {total} breaks the rules ({exc}); "
            "the file is damaged or from another version"
        )

    @property
    def played(self) -> L:
        return self.lines[0]

    def forks(self, line: L) -> dict[int, list[str]]:
        """position -> the names of the branches made from `line` at that position."""
        out: dict[int, list[str]] = {}
        for other in self.lines:
            if other.parent is line:
                out.setdefault(other.at, []).append(other.name)
        return out

    def branch(self, line: L, n: int) -> L:
        """A new branch of `line` after its first n actions, added to the analysis."""
        made = line.branch(n, f"Branch {len(self.lines)} (from action {n})")
        self.lines.append(made)
        return made
