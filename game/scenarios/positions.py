"""A position written in a scenario file that the rules cannot reach, in any game."""

from __future__ import annotations

from typing import Any


class PositionError(ValueError):
    """A position the rules cannot reach; `rule` is the rule it breaks, `node` the part of the
    written position at fault and `part` the key or index inside it when a lone value or a list
    item is at fault (the YAML loader keeps the line of each, so the file can name it)."""

    def __init__(self, rule: str, message: str, node: Any = None, part: Any = None) -> None:
        self.rule = rule
        self.node = node
        self.part = part
        super().__init__(f"rule {rule}: {message}")
