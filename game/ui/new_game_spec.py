"""What a game tells the shell's new-game screen (game/ui/new_game.py): how many seats it takes, the
levels its computer players play at, its decks (or teams), its options and any choice of its own
per computer seat, and how a table starts from what was chosen. A game's ui/screens.py makes one
(`GameScreens.new_game_spec`) and opens the screen with it; the screen names no game."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from game.files.errors import FileProblem

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scene import Scene

D = TypeVar("D")


@dataclass(frozen=True)
class Choice:
    """One value a button steps through: what is kept (`value`), what the button says and, while
    the pointer is on it, what it means (`about`)."""

    value: str
    words: str
    about: str = ""


@dataclass(frozen=True)
class Option:
    """A setting of the whole game (house rules, a practice game): a button stepping through its
    choices, the first the default; `label` leads the button's words ("Starting lives: 3")."""

    key: str
    label: str
    choices: tuple[Choice, ...]

    def choice(self, value: str) -> Choice:
        return next((c for c in self.choices if c.value == value), self.choices[0])


@dataclass(frozen=True)
class DeckChoice:
    """A deck (or team) a seat may bring: `key` is kept in the settings (a file's path), `deck` is
    the game's own object, handed back to its `start`."""

    key: str
    name: str
    about: str = ""  # one line under the seat: its description or its figures
    deck: object = None


@dataclass(frozen=True)
class SeatPick:
    name: str
    player: str  # "" for a person at this screen, else the computer player's value
    deck: DeckChoice
    extras: dict[str, str] = field(default_factory=dict)  # the game's own per-seat choices

    @property
    def computer(self) -> bool:
        return bool(self.player)


@dataclass(frozen=True)
class Picks:
    """Everything chosen on the screen, as `NewGameSpec.start` receives it."""

    seats: tuple[SeatPick, ...]
    options: dict[str, str]
    seed: int


class NewGameSpec(ABC):
    """A game's side of the new-game screen. Subclasses set the class attributes and implement
    `decks` and `start`; the rest has defaults (no options, no choices of its own, no notes)."""

    game: str = ""  # the registry's name: the key the screen's choices are remembered under
    title: str = ""
    seats: tuple[int, int] = (2, 2)  # fewest and most seats
    names: tuple[str, ...] = ("Ann", "Bob", "Cy", "Di")
    computers: tuple[Choice, ...] = (Choice("computer", "Computer"),)  # levels, the usual one first
    deck_word = "Deck"
    hint = "Click a name to type it. Computer seats play themselves; people share this screen."

    @abstractmethod
    def decks(self) -> tuple[list[DeckChoice], str]:
        """The decks a seat may bring (ready ones first, then the player's own) and a line naming
        any file that could not be offered ("" when none)."""

    @abstractmethod
    def start(self, app: App, picks: Picks) -> Scene | str:
        """The table for these choices, or why it cannot start (the screen shows it and stays)."""

    def default_deck(self, seat: int, count: int) -> int:
        return seat % max(1, count)

    def options(self) -> tuple[Option, ...]:
        return ()

    def seat_options(self) -> tuple[Option, ...]:
        """Choices of the game's own for each computer seat (asked each frame: they may change)."""
        return ()

    def options_words(self, options: dict[str, str]) -> tuple[str, bool]:
        """A line under the options saying what they make of the game, and whether it is worth
        marking (house rules); ("", False) for none."""
        return "", False

    def notes(self) -> list[tuple[str, bool]]:
        """Lines about the game's own choices, each with whether it names a problem."""
        return []


def read_decks(
    paths: Sequence[Path], load: Callable[[Path], D], describe: Callable[[D], tuple[str, str]]
) -> tuple[list[DeckChoice], str]:
    """The deck files that can be read, each as a choice (`describe`: its name and line), and one
    line naming those that cannot (the first with its problem), as `NewGameSpec.decks` gives them."""
    choices: list[DeckChoice] = []
    bad: list[FileProblem] = []
    for path in paths:
        try:
            deck = load(path)
        except FileProblem as exc:
            bad.append(exc)
            continue
        name, about = describe(deck)
        choices.append(DeckChoice(str(path), name, about, deck))
    return choices, unreadable_note(bad)


def unreadable_note(bad: Sequence[FileProblem]) -> str:
    """One line naming the deck files that cannot be read (the first with its problem)."""
    if not bad:
        return ""
    first = bad[0]
    name = Path(first.path).name if first.path else "a deck file"
    more = f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""
    return f"Not offered: {name}: {first.problem}{more}"
