"""What running a scenario file of any game gives: its checks, passed or failed, and the game it
ended in."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.scenarios.runner import Check


@dataclass
class ScenarioRun:
    """A scenario file run: its checks, passed or failed, and the game it ended in (any game's)."""

    path: str
    name: str
    checks: list[Check] = field(default_factory=list)
    game: Any = None

    @property
    def passed(self) -> int:
        return sum(c.ok for c in self.checks)

    @property
    def failed(self) -> int:
        return sum(not c.ok for c in self.checks)
