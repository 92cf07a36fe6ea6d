"""Analysing a saved game or replay: its timeline, the position at any action, and branches.

A game is a pure function of its setup and action list, so the position after action N is a
replay of the first N actions. A line keeps the state every SNAP actions, pickled (unpickling is
about ten times faster than Game.clone's deep copy), so a jump replays at most SNAP - 1 actions.
A branch is a new line that shares the first N actions of another and goes on differently; the
line it came from is never changed.
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass
from pathlib import Path

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.rules.actions import Action, RollResults
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.setup import GameSetup
from game.games.bakugan.sim.replay_file import ReplayFileError, load_replay

SNAP = 32


class AnalysisError(Exception):
    """A file that cannot be analysed; the message names the file and the problem."""


@dataclass(frozen=True)
class TimelineEntry:
    """One action of a line: the position after it is position `index`."""

    index: int  # 1-based
    turn: int
    seat: int | None  # None for a roll outcome
    words: str  # the action in words
    log: tuple[str, ...]  # what the game log says it did


class Line:
    """One sequence of actions from the setup: the game as it was played, or a branch of it."""

    def __init__(self, name: str, setup: GameSetup, catalog: Catalog, *, fork: int | None = None) -> None:
        self.name = name
        self.setup = setup
        self.catalog = catalog
        self.fork = fork  # actions shared with the game as played; None for the game as played itself
        self.parent: Line | None = None  # the line it was branched from, after `self.at` of its actions
        self.at = 0
        self.actions: list[Action] = []
        self.entries: list[TimelineEntry] = []
        self._end = Game.new(setup, catalog)
        self._snapshots: dict[int, bytes] = {0: self._pickled(self._end)}

    def __len__(self) -> int:
        return len(self.actions)

    def turn_of(self, position: int) -> int:
        """The turn the position after `position` actions is in (0 while the BakuCores are placed)."""
        return self.entries[position - 1].turn if position > 0 else 0

    def turn_starts(self) -> list[int]:
        """The positions at which a new turn has begun (0 first)."""
        return [0, *(p for p in range(1, len(self) + 1) if self.turn_of(p) != self.turn_of(p - 1))]

    def departs(self, position: int) -> bool:
        """Is the action leading to this position one the game as played did not have?"""
        return self.fork is not None and position > self.fork

    @property
    def end(self) -> Game:
        """The game after the line's last action (read it, do not change it)."""
        return self._end

    def append(self, action: Action) -> TimelineEntry:
        """Apply the next action (IllegalAction propagates and the line is unchanged)."""
        game = self._end
        words = game.describe_action(action)
        before = len(game.state.log)
        game.apply(action)
        self.actions.append(action)
        seat = None if isinstance(action, RollResults) else getattr(action, "seat", None)
        entry = TimelineEntry(
            index=len(self.actions),
            turn=game.state.turn,
            seat=seat,
            words=words,
            log=tuple(e.text for e in game.state.log[before:]),
        )
        self.entries.append(entry)
        if len(self.actions) % SNAP == 0:
            self._snapshots[len(self.actions)] = self._pickled(game)
        return entry

    @staticmethod
    def _pickled(game: Game) -> bytes:
        return pickle.dumps(game.state, protocol=pickle.HIGHEST_PROTOCOL)

    def extend(self, actions: list[Action]) -> None:
        for action in actions:
            self.append(action)

    def game_at(self, n: int) -> Game:
        """A fresh game at the position after the first n actions (0: the start)."""
        n = max(0, min(n, len(self.actions)))
        start = max(k for k in self._snapshots if k <= n)
        if n - start > 1 and n == len(self.actions):
            return Game(pickle.loads(self._pickled(self._end)), self.catalog)
        game = Game(pickle.loads(self._snapshots[start]), self.catalog)
        for action in self.actions[start:n]:
            game.apply(action)
        return game

    def branch(self, n: int, name: str) -> Line:
        """A new line sharing this one's first n actions (nothing replayed: the copies are shared)."""
        n = max(0, min(n, len(self.actions)))
        shared = n if self.fork is None else min(n, self.fork)  # what it still shares with the game as played
        line = Line(name, self.setup, self.catalog, fork=shared)
        line.parent, line.at = self, n
        line.actions = list(self.actions[:n])
        line.entries = list(self.entries[:n])
        line._snapshots = {k: g for k, g in self._snapshots.items() if k <= n}
        line._end = self.game_at(n)
        return line


class Analysis:
    """A game under review: the line it was played along and any branches made from it."""

    def __init__(self, source: Path, setup: GameSetup, catalog: Catalog, actions: list[Action]) -> None:
        self.source = source
        self.setup = setup
        self.catalog = catalog
        played = Line("The game as played", setup, catalog)
        for i, action in enumerate(actions):
            try:
                played.append(action)
            except IllegalAction as exc:
                raise AnalysisError(
                    f"{source.name}: action {i + 1} of {len(actions)} ({action.to_json().get('kind')}) breaks the "
                    f"rules: {exc.reason} (rule {exc.rule}); the file is damaged or from another version"
                ) from exc
        self.lines: list[Line] = [played]

    @classmethod
    def load(cls, path: Path, catalog: Catalog) -> Analysis:
        """Read a saved game or replay file (raises AnalysisError naming the file and the problem)."""
        try:
            setup, actions, _data = load_replay(path)
        except ReplayFileError as exc:
            raise AnalysisError(str(exc)) from exc
        decks = [seat.deck for seat in setup.seats]
        unknown = sorted({c for d in decks for c in [*d.cards, *d.characters] if c not in catalog.cards})
        unknown += sorted({c for d in decks for c in d.cores if c not in catalog.cores})
        if unknown:
            raise AnalysisError(f"{path.name}: cards this program does not know: {', '.join(unknown[:5])}")
        try:
            return cls(path, setup, catalog, actions)
        except (KeyError, ValueError, IndexError) as exc:  # a file whose actions name things the game lacks
            raise AnalysisError(f"{path.name}: cannot be replayed: {exc}") from exc

    @property
    def played(self) -> Line:
        return self.lines[0]

    def forks(self, line: Line) -> dict[int, list[str]]:
        """position -> the names of the branches made from `line` at that position."""
        out: dict[int, list[str]] = {}
        for other in self.lines:
            if other.parent is line:
                out.setdefault(other.at, []).append(other.name)
        return out

    def branch(self, line: Line, n: int) -> Line:
        """A new branch of `line` after its first n actions, added to the analysis."""
        made = line.branch(n, f"Branch {len(self.lines)} (from action {n})")
        self.lines.append(made)
        return made
