"""The games the program plays, each registered once by its own package, as OpenSpiel registers
games: `game/games/<package>/entry.py` holds a `GAME` (a GameEntry) saying what the game is called,
where its decks, cards, computer players, runs, replays and scenarios are, how its table opens and
which options of each command it reads. The commands look a game up here, by the name `--game`
takes or by the `game:` key of a file, and never name a game themselves: a new game is a new
package and one more line in ENTRY_MODULES.

An entry's functions are imported when first called (`lazy`), so listing the games imports no
game's rules and no screen; the table opener names a UI function the same way, so no game package
imports pygame."""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final, Protocol

from game.scenarios.runner import Check, ScenarioFileError
from game.scenarios.tree import read_scenario_tree

ENTRY_MODULES: Final = (
    "game.games.bakugan.entry",
    "game.games.toy_battle.entry",
    "game.games.fusion_world.entry",
    "game.games.battle_monsters.entry",
)
DEFAULT_GAME: Final = "bakugan"  # a file without a `game:` key, and `--game` when it is not given


class ScenarioResult(Protocol):
    """What running a scenario file gives, for any game: its name and every check."""

    @property
    def name(self) -> str: ...

    @property
    def checks(self) -> list[Check]: ...


# The game's side of each command. Each prints what it has to say and returns the exit code
# (README: 0 done, 1 a file it cannot use or a failed check, 2 a wrong command line).
ListDecks = Callable[[], int]
ValidateDecks = Callable[[Sequence[str], bool], int]  # names or paths, --playable
CheckCards = Callable[[Sequence[Path]], int]  # the shipped cards, and files of one's own when given
ShowCard = Callable[[str], int]
CardCoverage = Callable[[bool], int]  # --list
Simulate = Callable[[argparse.Namespace], int]  # reads only the options the game declares
Replay = Callable[[Path, Any, bool, bool], int]  # path, its JSON, --verify, --log
RunScenario = Callable[[Path, Any], ScenarioResult]  # path, its YAML tree; ScenarioFileError when unusable
SolveScenario = Callable[[Path, Any, int], int]  # path, its YAML tree, --budget
SaveScenario = Callable[[Path, int | None, Path], int]  # replay, --at, --out
# What a table needs to open, read and checked before any window (the plan), or an exit code.
PreparePlay = Callable[[argparse.Namespace], object | int]
PrepareScenarioPlay = Callable[[Path, Sequence[int], bool], object | int]  # file, --computer, --hotseat
PrepareAnalysis = Callable[[Path, int | None], object | int]  # file, --at
OpenTable = Callable[[object], int]  # a plan: the window with the menu and the table over it (exit code)


def lazy(target: str) -> Callable[..., Any]:
    """The function `module:name`, imported when it is first called."""
    module, _, name = target.partition(":")

    def call(*args: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args)

    call.__qualname__ = call.__name__ = name
    call.target = target  # type: ignore[attr-defined]  # read by the test that every target exists
    return call


def reads(table: str) -> dict[str, frozenset[str]]:
    """An entry's `options`, written as a table: `command: the options it reads`, a line a command
    (a line with no `command:` goes on with the command above)."""
    options: dict[str, set[str]] = {}
    command = ""
    for line in table.strip().splitlines():
        head, colon, rest = line.partition(":")
        if colon and not head.strip().startswith("-"):
            command, line = head.strip(), rest
        options.setdefault(command, set()).update(line.split())
    return {name: frozenset(read) for name, read in options.items()}


def hooks_in(module: str, *names: str) -> dict[str, Any]:
    """Hooks named as the functions of `module` that serve them (`list_decks=lazy("module:list_decks")`),
    to spread into a GameEntry."""
    return {name: lazy(f"{module}:{name}") for name in names}


@dataclass(frozen=True)
class GameEntry:
    name: str  # as `--game` takes it and files' `game:` key says it
    title: str  # as a player reads it
    summary: str  # one line: what the game is (help text)
    players: tuple[str, ...]  # the computer players by name (`--agents`)
    # per command (e.g. "simulate", "decks validate"), the options this game reads; any other option
    # given for this game is refused with one line and exit code 2
    options: Mapping[str, frozenset[str]]
    list_decks: ListDecks
    validate_decks: ValidateDecks
    simulate: Simulate
    prepare_play: PreparePlay
    open_table: OpenTable
    check_cards: CheckCards | None = None  # None: the game has no cards of its own
    show_card: ShowCard | None = None
    card_coverage: CardCoverage | None = None
    replay: Replay | None = None  # None: the game writes no replay files
    run_scenario: RunScenario | None = None  # None: the game has no scenario files
    solve_scenario: SolveScenario | None = None
    save_scenario: SaveScenario | None = None
    prepare_scenario_play: PrepareScenarioPlay | None = None
    prepare_analysis: PrepareAnalysis | None = None

    def reads(self, command: str, option: str) -> bool:
        return option in self.options.get(command, frozenset())


@dataclass(frozen=True)
class SavedGame:
    """The plan of `play --continue` or `play --load FILE` for any game that saves: its table opener
    reads the file before any window opens."""

    path: Path | None  # None: the game's autosave


class UnknownGame(LookupError):
    pass


@cache
def registered() -> tuple[GameEntry, ...]:
    """Every game, in ENTRY_MODULES order (Bakugan first)."""
    entries = tuple(importlib.import_module(module).GAME for module in ENTRY_MODULES)
    names = [e.name for e in entries]
    if len(set(names)) != len(names):
        raise RuntimeError(f"two games registered under one name: {names}")
    return entries


def game_names() -> tuple[str, ...]:
    return tuple(entry.name for entry in registered())


def game_entry(name: str | None) -> GameEntry:
    """The game `--game` names (the default game when None); UnknownGame for a name no package registers."""
    wanted = name or DEFAULT_GAME
    for entry in registered():
        if entry.name == wanted:
            return entry
    raise UnknownGame(f"unknown game {wanted!r} (games: {', '.join(game_names())})")


def game_of_document(doc: Any) -> GameEntry:
    """The game a scenario, puzzle or replay file belongs to: its `game:` key, the default game when
    it has none (or is not a mapping: that game's reader then says what is wrong with it)."""
    named = doc.get("game", DEFAULT_GAME) if isinstance(doc, Mapping) else DEFAULT_GAME
    if not isinstance(named, str):
        raise UnknownGame(f"game: {named!r} is not a game's name (games: {', '.join(game_names())})")
    return game_entry(named)


def titles(entries: Sequence[GameEntry]) -> str:
    return ", ".join(entry.title for entry in entries)


def scenario_file(path: Path) -> tuple[GameEntry, Any]:
    """A scenario or puzzle file read within bounds, with the game its `game:` key names; a
    ScenarioFileError with the line when it cannot be read or names no game with scenario files."""
    doc = read_scenario_tree(path)
    line = getattr(doc, "line", 1)
    try:
        entry = game_of_document(doc)
    except UnknownGame as exc:
        raise ScenarioFileError(path, line, str(exc)) from None
    if entry.run_scenario is None:
        raise ScenarioFileError(path, line, f"{entry.title} has no scenario files")
    return entry, doc


def run_any_scenario(path: Path) -> ScenarioResult:
    """Run a scenario file of any game (`scenario check`)."""
    entry, doc = scenario_file(path)
    assert entry.run_scenario is not None  # scenario_file refuses a game without scenario files
    return entry.run_scenario(path, doc)
