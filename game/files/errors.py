"""The errors of files a user can touch: one small hierarchy, each naming the file, the line where
there is one, and what is wrong. The command line prints them and exits 1; the app shows them and
carries on. Nothing but these leaves a loader when its input is bad.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Problem:
    """One problem of a file of cards or the like: where (file and line), which item, what is wrong.
    Loaders collect every problem of their files before raising them together."""

    file: str
    line: int
    card: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file  # no line 0 for a file never read
        return f"{where}: {self.card}: {self.message}" if self.card else f"{where}: {self.message}"


class SpecError(ValueError):
    """A card's structured text does not fit its game's card language; the message says what is wrong."""


class FileProblem(Exception):
    """A file that cannot be used as it is."""

    kind = "file"

    def __init__(self, path: str | Path | None, problem: str, line: int | None = None) -> None:
        self.path = str(path) if path is not None else None
        self.problem = problem
        self.line = line
        super().__init__(self.describe())

    def describe(self) -> str:
        if self.path is None:
            return self.problem
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {self.problem}"

    def __reduce__(self) -> tuple[Any, ...]:
        # rebuilt from its parts when it crosses from a worker process to the parent
        return (type(self), (self.path, self.problem, self.line))


class LineFirst(FileProblem):
    """A FileProblem made as (path, line, problem), line 0 for none (Battle Monsters' errors), with
    `at` making one in FileProblem's order for the bounded reader (game/files/read.py)."""

    def __init__(self, path: str | Path, line: int, problem: str) -> None:
        super().__init__(path, problem, line)
        self.path: str = str(path)
        self.line: int = line

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.path, self.line, self.problem))

    @classmethod
    def at(cls, path: str | Path | None, problem: str, line: int | None = None, /) -> FileProblem:
        return cls(path or "", line or 0, problem)


class DeckFileError(FileProblem):
    kind = "deck"


class CardSetError(FileProblem):
    kind = "card set"


class ScenarioFileError(FileProblem):
    kind = "scenario"


class ReplayFileError(FileProblem):
    """A replay or a saved game (a save is a replay with a few more fields)."""

    kind = "replay"


class SettingsFileError(FileProblem):
    kind = "settings"


class FieldFileError(FileProblem, ValueError):
    kind = "practice field"


class MachineSpeedError(FileProblem):
    kind = "machine speed"


class RunFolderError(FileProblem):
    """A deck-testing run folder that cannot be used as asked (--out, --resume, --overwrite)."""

    kind = "run folder"


class HistoryFileError(FileProblem):
    """A record of a finished game (the user folder's finished/) that cannot be read."""

    kind = "finished game"


class ShippedDataError(FileProblem):
    """The program's own data (card sets, ready decks, puzzles) missing from the installation."""

    kind = "program data"
