"""Reading a scenario file of any game, and what running one gives: the file's YAML tree, read
within bounds (size, UTF-8, nesting, aliases) with the line of every part (game/files/yaml_lines.py),
and a run's checks. Each game reads its own keys from the tree (its `game:` key says which game)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.files import errors as file_errors
from game.files.read import MB, parse_yaml, read_text
from game.files.yaml_lines import MarkedLoader
from game.scenarios.runner import Check, ScenarioFileError

MAX_SCENARIO_BYTES = 4 * MB


class ReadProblem(file_errors.ScenarioFileError):
    """What the bounded reader raises while the file is read (turned into ScenarioFileError with its line)."""


def read_scenario_tree(path: Path) -> Any:
    """A scenario file's YAML tree (mappings remember their lines), read within bounds whatever
    its game; ScenarioFileError with the line otherwise."""
    try:
        return parse_yaml(read_text(path, ReadProblem, MAX_SCENARIO_BYTES), path, ReadProblem, MarkedLoader)
    except file_errors.ScenarioFileError as exc:
        raise ScenarioFileError(path, exc.line or 0, exc.problem) from exc


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
