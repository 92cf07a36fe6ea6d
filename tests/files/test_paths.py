"""game/files/paths.py: the shipped data is found through the package, the user's folder through
BAKUGAN_SAVE_DIR, an old ~/.bakugan_sim, or the platform's user-data folder, in that order."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from game.files import paths


def test_the_shipped_data_is_inside_the_package() -> None:
    assert Path(paths.__file__).parents[1] / "data" == paths.DATA_DIR
    assert (paths.CARDS_DIR / paths.CORES_FILE_NAME).is_file()
    assert sorted(paths.DECKS_DIR.glob("*.yaml")) and sorted(paths.PUZZLES_DIR.glob("*.yaml"))
    assert paths.PHYSICS_FILE.is_file() and paths.ROLL_RATES_FILE.is_file()


def test_the_user_folder_in_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path / "tests"))
    assert paths.user_dir() == tmp_path / "tests"
    monkeypatch.delenv("BAKUGAN_SAVE_DIR")
    assert paths.user_dir() == Path(platformdirs.user_data_dir("bakugan-sim", appauthor=False))
    assert paths.user_dir().is_relative_to(tmp_path)
    legacy = tmp_path / "home" / ".bakugan_sim"
    legacy.mkdir(parents=True)  # a folder left by an earlier version: used as it is, nothing lost
    assert paths.user_dir() == legacy
    assert paths.user_decks_dir() == legacy / "decks" and paths.user_cards_dir() == legacy / "cards"


def test_a_file_is_shown_by_its_place_in_the_user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the status lines say: a file in the user's folder by its place there, the same on every
    machine (and in screenshots made by the tests); elsewhere the path, the home folder as ~."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path / "data"))
    assert paths.shown(paths.user_decks_dir() / "My_Frost.yaml") == "decks/My_Frost.yaml in your data folder"
    assert paths.shown(tmp_path / "home" / "games" / "a.json") == "~/games/a.json"
    assert paths.shown(tmp_path / "elsewhere.json") == str(tmp_path / "elsewhere.json")
