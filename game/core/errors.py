"""The one refusal every game on the core raises: which rule, and why."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules refuse; `rule` is the most specific rule number that refuses it."""

    def __init__(self, rule: str, reason: str) -> None:
        self.rule = rule
        self.reason = reason
        super().__init__(f"rule {rule}: {reason}")
