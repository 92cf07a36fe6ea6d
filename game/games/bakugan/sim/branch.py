"""Analysing a saved game or replay: its timeline, the position at any action, and branches, on
the lines every game shares (game/core/lines.py). A Bakugan line reads the Bakugan engine's own
loop (`apply`, its log and turn) and keeps its copies pickled (unpickling is about ten times faster
than Game.clone's deep copy); a branch is a new line that shares the first N actions of another.
"""

from __future__ import annotations

import pickle
from pathlib import Path
from typing import Any, Self

from game.core.lines import SNAP, AnalysisError, TimelineEntry
from game.core.lines import Analysis as CoreAnalysis
from game.core.lines import Line as CoreLine
from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.rules.actions import Action, RollResults
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.setup import GameSetup
from game.games.bakugan.sim.replay_file import ReplayFileError, load_replay

__all__ = ["SNAP", "Analysis", "AnalysisError", "Line", "TimelineEntry"]


class Line(CoreLine[Any]):
    """One sequence of actions from the setup: the game as it was played, or a branch of it."""

    def __init__(self, name: str, setup: GameSetup, catalog: Catalog, *, fork: int | None = None) -> None:
        self.setup = setup
        self.catalog = catalog
        super().__init__(name, Game.new(setup, catalog), fork=fork)

    def copy(self, game: Game) -> Game:
        return Game(pickle.loads(pickle.dumps(game.state, protocol=pickle.HIGHEST_PROTOCOL)), self.catalog)

    def play(self, game: Game, action: Action) -> None:
        game.apply(action)

    def describe(self, game: Game, action: Action) -> str:
        return game.describe_action(action)

    def actor(self, game: Game, action: Action) -> int | None:
        seat = None if isinstance(action, RollResults) else getattr(action, "seat", None)
        return seat if isinstance(seat, int) else None

    def log_size(self, game: Game) -> int:
        return len(game.state.log)

    def log_since(self, game: Game, before: int) -> tuple[str, ...]:
        return tuple(entry.text for entry in game.state.log[before:])

    def turn(self, game: Game) -> int:
        """The turn (0 while the BakuCores are placed)."""
        return game.state.turn

    def sprout(self, name: str, fork: int) -> Self:
        return type(self)(name, self.setup, self.catalog, fork=fork)


class Analysis(CoreAnalysis[Line]):
    """A game under review: the line it was played along and any branches made from it."""

    def __init__(self, source: Path, setup: GameSetup, catalog: Catalog, actions: list[Action]) -> None:
        self.setup = setup
        self.catalog = catalog
        super().__init__(source, Line("The game as played", setup, catalog), actions, IllegalAction)

    def refused(self, number: int, total: int, action: Any, exc: Exception) -> str:
        assert isinstance(exc, IllegalAction)
        return (
            f"{self.source.name}: action {number} of {total} ({action.to_json().get('kind')}) breaks the "
            f"rules: {exc.reason} (rule {exc.rule}); the file is damaged or from another version"
        )

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
