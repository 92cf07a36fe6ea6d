"""Load and Save as every game's list deck editor offers them: the Load dialog's choices (the
ready decks, then the player's own; a file that cannot be read is listed with its problem, never
fatal), loading one with a note, saving with the rule problems left. A game says how its deck
files are found, read and written."""

from __future__ import annotations

from pathlib import Path

from game.files.paths import shown as shown_path
from game.ui.card_list_editor import deck_file_choices
from game.ui.pick_dialog import PickItem


class DeckFileEdit:
    """A base for a game's `EditorGame`: its Load and Save from the hooks below."""

    def ready_files(self) -> list[Path]:
        raise NotImplementedError

    def saved_files(self) -> list[Path]:
        raise NotImplementedError

    def deck_name(self, path: Path) -> str:
        """The name of the deck in `path`; a ValueError (file, line, problem) when it cannot be read."""
        raise NotImplementedError

    def read(self, path: Path) -> str:
        """Make the deck in `path` the one being edited and give its name; ValueError as deck_name."""
        raise NotImplementedError

    def write(self) -> Path:
        raise NotImplementedError

    def problems(self) -> list[str]:
        raise NotImplementedError

    def load_choices(self) -> list[PickItem]:
        def named(paths: list[Path]) -> list[tuple[str, str]]:
            out = []
            for path in paths:
                try:
                    out.append((str(path), self.deck_name(path)))
                except ValueError as exc:
                    out.append((str(path), f"{path.stem} (cannot be read: {_problem(exc, path)})"))
            return out

        return deck_file_choices(named(self.ready_files()), named(self.saved_files()))

    def load(self, key: str) -> str:
        try:
            name = self.read(Path(key))
        except ValueError as exc:
            return f"Not loaded: {exc}"
        return f"Loaded {name}: change it and Save under its name"

    def save(self) -> str:
        path = self.write()
        problems = self.problems()
        state = f" ({len(problems)} rule problem(s) left)" if problems else " (a legal deck)"
        return f"Saved {shown_path(path)}{state}"


def _problem(exc: ValueError, path: Path) -> str:
    """The error's first line without its file name, which the choice already shows: 'line N: problem'."""
    problem = str(exc).removeprefix(f"{path}:").strip().split("\n")[0]
    line, _, rest = problem.partition(": ")
    return f"line {line}: {rest}" if line.isdigit() else problem
