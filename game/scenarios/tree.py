"""Any game's scenario or puzzle file read as a YAML tree whose mappings remember their lines,
within bounds (size, UTF-8, nesting, aliases), before anyone knows which game it is for: its
`game:` key then says whose reader takes it further."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files import errors as file_errors
from game.files.read import MB, parse_yaml, read_text
from game.files.yaml_lines import MarkedLoader
from game.scenarios.runner import ScenarioFileError

MAX_SCENARIO_BYTES = 4 * MB


class ReadProblem(file_errors.ScenarioFileError):
    """What the bounded reader raises while the file is read (turned into ScenarioFileError with its line)."""


def read_scenario_tree(path: Path) -> Any:
    """The file's YAML tree; ScenarioFileError with the line when it cannot be read."""
    try:
        return parse_yaml(read_text(path, ReadProblem, MAX_SCENARIO_BYTES), path, ReadProblem, MarkedLoader)
    except file_errors.ScenarioFileError as exc:
        raise ScenarioFileError(path, exc.line or 0, exc.problem) from exc
