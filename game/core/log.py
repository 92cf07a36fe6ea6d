"""The game log: what happened, in words, with the rule that made it happen."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LogEntry:
    turn: int
    step: str  # the phase it happened in
    text: str
    rule: str = ""
