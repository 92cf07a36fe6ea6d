"""Players' own card sets: loaded beside the official ones from the user's folder, checked with
file and line, never redefining an official card, usable in decks, games and the editor."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
import yaml

from game.files.paths import CARDS_DIR, DECKS_DIR
from game.games.bakugan.cards.catalog import official_catalog
from game.games.bakugan.cards.user_cards import check_set_file, load_user_sets, user_cards_dir, with_user_sets
from game.games.bakugan.decks import load_deck, parse_deck, validate_deck
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.runner import replay
from tests.test_random_games import play_checked
from tests.ui.driver import make_app

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = CARDS_DIR / "examples" / "fan_set.yaml"


def _folder(tmp_path: Path, *files: tuple[str, str]) -> Path:
    folder = tmp_path / "cards"
    folder.mkdir()
    shutil.copy(EXAMPLE, folder / "fan_set.yaml")
    for name, text in files:
        (folder / name).write_text(text)
    return folder


def test_the_folder_is_one_function_and_can_be_repointed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("BAKUGAN_USER_CARDS", str(tmp_path))
    assert user_cards_dir() == tmp_path


def test_a_set_in_the_folder_loads_beside_the_official_sets(tmp_path: Path) -> None:
    official = official_catalog()
    own = load_user_sets(official, _folder(tmp_path))
    assert not own.problems
    catalog = with_user_sets(official, own)
    assert catalog.cards["fan-1"].set == "Fan Set"
    assert "Fan Set" in catalog.sets and "Battle Brawlers" in catalog.sets
    assert len(catalog.cards) == len(official.cards) + 5
    assert "fan-1" not in official.cards  # the official catalogue is left as it was


def test_a_set_may_not_redefine_an_official_card_and_a_bad_file_is_left_out(tmp_path: Path) -> None:
    bad = "set: Mine\ncards:\n  - {id: bb-2, name: Not Aquos Shield, type: Action, factions: [Aquos], cost: 0,\n"
    bad += "     play: {do: [{draw: 3}]}}\n  - {id: mine-2, name: Odd, type: Action, factions: [Purple], cost: 1}\n"
    official = official_catalog()
    own = load_user_sets(official, _folder(tmp_path, ("mine.yaml", bad)))
    assert "fan-1" in own.cards and "mine-2" not in own.cards  # the good file still loads
    text = "\n".join(str(p) for p in own.problems)
    assert "mine.yaml:3: Not Aquos Shield (bb-2): id 'bb-2' is the official card 'Aquos Shield'" in text
    assert "mine.yaml:5" in text and "Purple" in text
    assert with_user_sets(official, own).cards["bb-2"].name == "Aquos Shield"


def test_cards_check_on_a_file_reports_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("set: Battle Brawlers\ncards:\n  - {id: fan-7, name: X, type: Action, factions: [Pyrus]}\n")
    run = subprocess.run(
        [sys.executable, "main.py", "cards", "check", str(path), str(EXAMPLE)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 1
    assert f"{path}:1: set name 'Battle Brawlers' is an official set's" in run.stdout
    assert f"{path}:3: X (fan-7)" in run.stdout
    assert "5 card(s) of Fan Set load cleanly" in run.stdout
    assert check_set_file(EXAMPLE, official_catalog())[1] == []


def test_own_cards_play_in_a_deck_and_a_whole_game(tmp_path: Path) -> None:
    """A ready Aquos deck with six of its cards swapped for the example set's Aquos ones is legal
    and plays a whole game to a winner, replaying to the same state."""
    catalog = with_user_sets(official_catalog(), load_user_sets(official_catalog(), _folder(tmp_path)))
    base = load_deck(DECKS_DIR / "aquos_flow.yaml")
    raw = yaml.safe_load((DECKS_DIR / "aquos_flow.yaml").read_text())
    assert raw["cards"][:3] == ["2 bb-219", "2 br-95", "2 bb-188"]
    raw["cards"] = [*raw["cards"][3:], "3 fan-4", "3 fan-5"]
    deck = parse_deck(raw)
    assert len(deck.cards) == len(base.cards) == 40
    assert validate_deck(deck, catalog) == []
    setup = GameSetup(seats=(Seat("Ann", deck), Seat("Bob", base)), seed=5)
    game = Game.new(setup, catalog)
    actions = play_checked(game, 5, 2)
    assert game.state.winner is not None
    assert replay(setup, catalog, actions).state.state_hash() == game.state.state_hash()


def test_the_editor_shows_own_cards_with_their_set_name(tmp_path: Path) -> None:
    catalog = with_user_sets(official_catalog(), load_user_sets(official_catalog(), _folder(tmp_path)))
    from game.games.bakugan.ui.editor.scene import EditorScene
    from game.ui.menu import MenuScene
    from tests.ui.driver import click
    from tests.ui.editor_driver import centre, search

    app = make_app(tmp_path / "save", catalog)
    app.push(MenuScene(app))
    app.frame()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, centre(menu.buttons(), "editor"))
    editor = app.stack.top
    assert isinstance(editor, EditorScene)
    search(app, editor, "Ember Pup")
    app.frame()
    assert [c.id for c in editor.catalogue.shown] == ["fan-1", "fan-2"]
    shot = tmp_path / "own_cards_editor.png"
    pygame.image.save(app.screen, str(shot))
    assert shot.stat().st_size > 0
