"""Where the player's decks, text lists and deck tests are kept (next to the saved games)."""

from __future__ import annotations

from pathlib import Path

from game.files import paths
from game.games.bakugan.decks import DeckFileError, DeckList, load_deck, ready_decks
from game.ui import saves
from game.ui.pick_dialog import PickItem


def user_decks_dir() -> Path:
    return paths.user_decks_dir()


def user_decks() -> list[Path]:
    folder = user_decks_dir()
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


def loadable_user_decks() -> list[DeckList]:
    """The player's saved decks that can be read (for the new-game seats)."""
    return user_decks_reporting()[0]


def user_decks_reporting() -> tuple[list[DeckList], list[DeckFileError]]:
    """The player's saved decks that can be read, and the problem of each that cannot."""
    out: list[DeckList] = []
    bad: list[DeckFileError] = []
    for path in user_decks():
        try:
            out.append(load_deck(path))
        except DeckFileError as exc:
            bad.append(exc)
    return out, bad


def deck_label(path: Path) -> str:
    """The deck's own name, or its file name when the file cannot be read."""
    try:
        return load_deck(path).name
    except DeckFileError:
        return path.stem


def _user_choice(path: Path) -> PickItem:
    try:
        return PickItem(str(path), load_deck(path).name, f"mine: {path.name}")
    except DeckFileError as exc:  # listed as bad; choosing it says why it cannot open
        return PickItem(str(path), f"{path.stem} (cannot be read)", f"{path.name}: {exc.problem}"[:90])


def deck_choices() -> list[PickItem]:
    """The player's saved decks, then the ready decks, as rows of a chooser (key: the file)."""
    items = [_user_choice(p) for p in user_decks()]
    return items + [PickItem(str(p), deck_label(p), "ready deck") for p in ready_decks()]


def text_lists() -> list[Path]:
    folder = user_decks_dir()
    return sorted(folder.glob("*.txt")) if folder.is_dir() else []


def deck_path(name: str) -> Path:
    return user_decks_dir() / f"{saves.safe_name(name)}.yaml"


def text_path(name: str) -> Path:
    return user_decks_dir() / f"{saves.safe_name(name)}.txt"


def test_run_dir(name: str) -> Path:
    return paths.deck_tests_dir() / saves.safe_name(name)
