"""The game log: what happened, in words, with the rule that made it happen."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.frozen import Rebuilt, rebuilt


@dataclass(frozen=True)
class LogEntry:
    turn: int
    step: str  # the phase it happened in
    text: str
    rule: str = ""

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)
