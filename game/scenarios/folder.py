"""The scenario files under a folder, for `scenario check FOLDER`: every .yaml or .yml file in it
and its sub-folders, in path order, that has a top-level key of a scenario format (its `game:`,
or a Bakugan scenario's own keys); the other YAML files there are data (card sets, decks, the
BakuCores), left out and counted. Keys are found in the text, so a scenario whose YAML is broken
is still checked (and its problem reported). Each file's `game:` key says which game runs it, so
one folder may hold several games' scenarios."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from game.files.errors import ScenarioFileError
from game.files.read import read_text
from game.scenarios.tree import MAX_SCENARIO_BYTES, ReadProblem

SUFFIXES: Final = (".yaml", ".yml")
SCENARIO_KEYS: Final = frozenset(
    {"game", "position", "start", "state", "deck", "actions", "expect", "goal", "players", "rule", "rules"}
)
_TOP_KEY = re.compile(r"^([A-Za-z_][\w-]*)\s*:", re.MULTILINE)


@dataclass
class FolderFiles:
    scenarios: list[Path] = field(default_factory=list)
    data: list[Path] = field(default_factory=list)  # YAML files of no scenario format, left out


def folder_files(folder: Path) -> FolderFiles:
    """Every scenario file under `folder` (sorted), and the other YAML files there."""
    found = FolderFiles()
    for path in sorted(folder.rglob("*")):
        if path.suffix in SUFFIXES and path.is_file():
            (found.scenarios if is_scenario(path) else found.data).append(path)
    return found


def is_scenario(path: Path) -> bool:
    """Whether the file has a top-level key of a scenario format; an unreadable file counts as one,
    so `scenario check` reports its problem."""
    try:
        words = read_text(path, ReadProblem, MAX_SCENARIO_BYTES)
    except ScenarioFileError:
        return True
    return not SCENARIO_KEYS.isdisjoint(_TOP_KEY.findall(words))
