"""A game saved at a table, for the games whose saves are their setup and their actions (Fusion
World, Battle Monsters): JSON written atomically, the copy a write replaces kept as
`NAME.previous.json` when it is whole (so a damaged save never leaves nothing to go back to), and
read back within bounds with its kind and version checked. Each game parses and replays the rest;
every problem names the file."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Protocol, TypeVar

from game.files.atomic_write import write_json_atomic
from game.files.errors import ReplayFileError
from game.files.read import MB, check_version, load_json

PREVIOUS_SUFFIX: Final = ".previous.json"
MAX_SAVE_BYTES: Final = 8 * MB
MAX_SAVE_NODES: Final = 400_000  # an action is a few values; a long game some thousand actions
DAMAGED: Final = (KeyError, TypeError, ValueError, AttributeError, IndexError)  # a field of the wrong kind


class Hashed(Protocol):
    def state_hash(self) -> str: ...


class Turned(Protocol):
    @property
    def turn(self) -> int: ...


class Replayable(Protocol):
    """A game as a save replays it: actions applied one by one, its state hashed at the end."""

    @property
    def state(self) -> Hashed: ...

    @property
    def core(self) -> Turned: ...

    def apply_action(self, action: Any) -> None: ...


class Saved(Protocol):
    """A save's fields as a game parses them: at least its actions, in order."""

    @property
    def actions(self) -> Sequence[Any]: ...


SaveT = TypeVar("SaveT", bound=Saved)
GameT = TypeVar("GameT", bound=Replayable)


def load_saved(
    path: Path,
    data: dict[str, Any],
    error: type[SavedGameError],
    parse: Callable[[dict[str, Any]], SaveT],
    deal: Callable[[SaveT], GameT],
    refusal: type[Exception],
) -> tuple[SaveT, GameT]:
    """A save read (read_saved) made into its game: `parse` its fields, `deal` the game as it
    began, play its actions through the rules (`refusal`: the exception the rules raise for an
    illegal one) and check the state hash written with it; `error` names what is damaged."""
    try:
        save = parse(data)
    except DAMAGED as exc:
        raise error(path, f"damaged: {exc}") from None
    try:
        game = deal(save)
    except (refusal, *DAMAGED) as exc:
        raise error(path, f"damaged: its players and decks cannot start a game ({exc})") from None
    for number, action in enumerate(save.actions, 1):
        try:
            game.apply_action(action)
        except refusal as exc:
            raise error(path, f"damaged: action {number} breaks the rules: {exc}") from None
        except DAMAGED as exc:
            raise error(path, f"damaged: action {number} is not a move of this game ({exc!r})") from None
    if data.get("state_hash") not in (None, game.state.state_hash()):
        raise error(path, "damaged: the game replayed does not reach the position saved")
    return save, game


class SavedGameError(ReplayFileError, ValueError):
    """A save that cannot be used: the file and what is wrong with it (one of the FileProblem
    family: the command line prints it and exits 1)."""


def previous_path(path: Path) -> Path:
    return path.with_name(path.name.removesuffix(".json") + PREVIOUS_SUFFIX)


def write_keeping_previous(path: Path, data: dict[str, Any], form: str) -> None:
    """Write atomically; the copy there before, if it is a whole save of `form`, is kept as the
    previous one (a damaged copy is never kept over a good previous one)."""
    if path.is_file() and is_whole(path, form):
        os.replace(path, previous_path(path))
    write_json_atomic(path, data)


def is_whole(path: Path, form: str) -> bool:
    """Whether a file reads as a complete save of `form` (cheap: no replay, so an autosave stays
    quick), read within bounds like every save (a file nested 100,000 deep is not whole, not a crash)."""
    try:
        data = load_json(path, ReplayFileError, MAX_SAVE_BYTES, MAX_SAVE_NODES)
    except ReplayFileError:
        return False
    return isinstance(data, dict) and data.get("format") == form and isinstance(data.get("actions"), list)


def read_saved(
    path: Path, form: str, title: str, version: int, max_bytes: int, error: type[SavedGameError]
) -> dict[str, Any]:
    """The save's JSON, read within bounds (size, UTF-8, nesting, values: game/files/read.py), once
    it is known to be a save of `form` this program can read (`title` names the game in the
    refusal, and a newer version is refused by its number); `error` names the problem."""
    try:
        data = load_json(path, error, max_bytes, MAX_SAVE_NODES)
    except SavedGameError as exc:
        raise error(path, f"damaged: {exc.problem}", exc.line) from None
    if not isinstance(data, dict) or data.get("format") != form:
        raise error(path, f"not a {title} saved game")
    check_version(data, path, error, f"{title} save", version)
    return data


def computer_seats(ui: Any, seats: int) -> list[bool]:
    """The `ui.computer` list of a save: true or false for each seat (ValueError otherwise)."""
    if not isinstance(ui, dict):
        raise ValueError("'ui' must be a mapping")
    computer = ui.get("computer", [False] * seats)
    if not isinstance(computer, list) or len(computer) != seats or not all(isinstance(c, bool) for c in computer):
        raise ValueError(f"'ui.computer' must say true or false for each of the {seats} seats")
    return computer


def levels_per_seat(computer: Sequence[bool], levels: Sequence[str], usual: str) -> list[str]:
    """Each seat's computer level, "" at a person's seat: the one `levels` gives it, else `usual`."""
    given = [*levels, *[""] * len(computer)]
    return [(given[seat] or usual) if played else "" for seat, played in enumerate(computer)]


def seat_levels(data: dict[str, Any], computer: Sequence[bool], usual: str, strong: str) -> list[str]:
    """The level each computer seat plays at, "" at a person's seat. From version 2 a save lists them
    in `ui.levels` (each one of `usual` and `strong`); an older save holds one `ui.strong` switch
    for every computer seat, read as that level for each (ValueError for anything else)."""
    ui = data.get("ui", {})
    if data.get("version", 1) < 2:
        level = strong if ui.get("strong") is True else usual
        return [level if seat else "" for seat in computer]
    levels = ui.get("levels")
    if not isinstance(levels, list) or len(levels) != len(computer):
        raise ValueError(f"'ui.levels' must give a level for each of the {len(computer)} seats")
    for seat, (level, played) in enumerate(zip(levels, computer, strict=True), 1):
        wanted = (usual, strong) if played else ("",)
        if level not in wanted:
            words = " or ".join(repr(w) for w in wanted)
            raise ValueError(f"'ui.levels': seat {seat} must be {words}, not {level!r}")
    return [str(level) for level in levels]


def seed_of(data: dict[str, Any]) -> int:
    seed = data["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("'seed' must be a whole number")
    return seed


@dataclass(frozen=True)
class SaveForm:
    """One game's save file: its `format` key, the game's title as refusals name it, the `game` key,
    its error, the version this program writes and the largest file it reads."""

    form: str
    title: str
    game: str
    error: type[SavedGameError]
    version: int = 1
    max_bytes: int = MAX_SAVE_BYTES

    def write(self, path: Path, game: Replayable, fields: dict[str, Any]) -> None:
        """The save: its kind and version, the game's own `fields` (its setup, its actions, the seats
        the computer plays), and where the game stands (its turn and state hash, checked on reading)."""
        head = {"format": self.form, "version": self.version, "game": self.game}
        tail = {"turn": game.core.turn, "state_hash": game.state.state_hash()}
        write_keeping_previous(path, head | fields | tail, self.form)

    def read(
        self,
        path: Path,
        parse: Callable[[dict[str, Any]], SaveT],
        deal: Callable[[SaveT], GameT],
        refusal: type[Exception],
    ) -> tuple[SaveT, GameT]:
        """The save and its game replayed to where it was (load_saved); the game's error names the problem."""
        data = read_saved(path, self.form, self.title, self.version, self.max_bytes, self.error)
        return load_saved(path, data, self.error, parse, deal, refusal)
