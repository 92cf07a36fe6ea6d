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

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, turn: int, step: str, text: str, rule: str = "") -> None:
        object.__setattr__(self, "turn", turn)
        object.__setattr__(self, "step", step)
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "rule", rule)

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)
