"""A computer level per seat in Fusion World and Battle Monsters: the new-game screen lets one
computer seat play at the usual level and the other at the strong one; each seat's moves come from
its own player (the strong one thinks off the frame loop, the usual one at once); the pause menu's
Save game… writes each seat's level (save version 2) and Other games > Continue reopens the game
with the same players; a version-1 save, whose one `strong` switch covered every computer seat,
still loads with that level at each computer seat; a newer version, or a level at a person's seat,
is refused by name; `play --computer 1 2 --hard` puts the strong player at both seats."""

from __future__ import annotations

import json
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.cli import main
from game.files.saved_game import SavedGameError
from game.games.battle_monsters import players as bm_players
from game.games.battle_monsters.save_file import read_save as read_bm
from game.games.battle_monsters.strong import StrongPlayer
from game.games.battle_monsters.ui import saves as bm_saves
from game.games.battle_monsters.ui.table import open_monsters_table
from game.games.fusion_world import players as fw_players
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.match import load_decks
from game.games.fusion_world.mcts import MctsFwPlayer
from game.games.fusion_world.save_file import read_save as read_fw
from game.games.fusion_world.ui import saves as fw_saves
from game.games.fusion_world.ui.table import open_fusion_table
from game.ui.app import App
from game.ui.core_table import CoreTable
from game.ui.pause import PauseScene
from game.ui.save_dialog import SaveDialog
from game.ui.saved_games import SaveFolder
from tests.ui.driver import click, key, leave_to_menu, record_words, type_text
from tests.ui.editor_driver import centre, menu_app
from tests.ui.saves_driver import open_continue, pick
from tests.ui.test_monsters_table import DECKS
from tests.ui.test_new_game_screen import open_from_menu, set_kind
from tests.ui.window_shots import make_app

OLD_SAVES = Path(__file__).parent.parent / "fixtures" / "saves_v1"  # written by the code before this change


@dataclass(frozen=True)
class Game:
    name: str  # the registry's
    open: Callable[[App, list[str]], CoreTable[Any]]  # a table of two computer seats at these levels
    levels: tuple[str, str]  # the usual level, the strong one
    kinds: tuple[type, type]  # the player class at each
    saves: SaveFolder
    continue_key: str  # the Other games button
    old_save: str  # in OLD_SAVES
    read: Callable[[Path], tuple[Any, Any]]

    @property
    def usual(self) -> str:
        return self.levels[0]

    @property
    def strong(self) -> str:
        return self.levels[1]


def _fusion(app: App, levels: list[str]) -> CoreTable[Any]:
    return open_fusion_table(app, default_pool(), load_decks(None), ["Ann", "Bob"], [True, True], 41, levels=levels)


def _monsters(app: App, levels: list[str]) -> CoreTable[Any]:
    return open_monsters_table(app, DECKS[:2], ["Cy", "Di"], [True, True], 42, levels=levels)


FW_LEVELS = (fw_players.USUAL_LEVEL, fw_players.STRONG_LEVEL)
FW_KINDS = (fw_players.HeuristicFwPlayer, MctsFwPlayer)
FUSION = Game(
    "fusion-world",
    _fusion,
    FW_LEVELS,
    FW_KINDS,
    fw_saves.FOLDER,
    "fusion_continue",
    "fusion_world_v1_strong.json",
    lambda p: read_fw(p, default_pool()),
)
BM_LEVELS = (bm_players.USUAL_LEVEL, bm_players.STRONG_LEVEL)
MONSTERS = Game(
    "battle-monsters",
    _monsters,
    BM_LEVELS,
    (bm_players.HeuristicPlayer, StrongPlayer),
    bm_saves.FOLDER,
    "monsters_continue",
    "battle_monsters_v1_strong.json",
    read_bm,
)
GAMES = {"fusion-world": FUSION, "battle-monsters": MONSTERS}


def play_recording(app: App, table: CoreTable[Any], moves: int) -> set[int]:
    """Frames until `moves` more actions are made (or the game ends); the seats whose move was
    being worked out off the frame loop."""
    thought: set[int] = set()
    goal = len(table.actions) + moves
    deadline = time.monotonic() + 120
    while len(table.actions) < goal and not table.game.over and time.monotonic() < deadline:
        app.frame()
        if getattr(table, "thinking", None) is not None:
            thought.add(table.game.to_act())
            time.sleep(0.005)
    assert len(table.actions) >= goal or table.game.over, "the computer seats stopped moving"
    return thought


def save_by_pause_menu(app: App, folder: Path, name: str) -> Path:
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, centre(pause.buttons(), "save"))
    assert isinstance(app.stack.top, SaveDialog)
    for _ in range(30):
        key(app, pygame.K_BACKSPACE)
    type_text(app, name)
    key(app, pygame.K_RETURN)
    path = folder / f"{name.replace(' ', '_')}.json"
    assert path.is_file()
    key(app, pygame.K_ESCAPE)  # back to the table
    return path


def assert_players(table: CoreTable[Any], game: Game, levels: list[str]) -> None:
    assert table.levels == levels  # type: ignore[attr-defined]
    for seat, level in enumerate(levels):
        wanted = game.kinds[1] if level == game.strong else game.kinds[0]
        assert type(table.players[seat]) is wanted, (seat, table.players)  # type: ignore[attr-defined]


@pytest.mark.parametrize("strong_seat", [0, 1], ids=["strong-first", "strong-second"])
@pytest.mark.parametrize("name", list(GAMES))
def test_two_computer_seats_at_two_levels_play_save_and_continue(tmp_path: Path, name: str, strong_seat: int) -> None:
    game = GAMES[name]
    app, _menu = menu_app(tmp_path)
    levels = [game.usual, game.usual]
    levels[strong_seat] = game.strong
    table = game.open(app, levels)
    assert_players(table, game, levels)
    assert play_recording(app, table, 14) == {strong_seat}  # only the strong seat thinks off the loop
    assert set(table.actors) >= {0, 1}
    path = save_by_pause_menu(app, game.saves.folder(), "two levels")
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["version"] == 2 and written["ui"]["levels"] == levels and "strong" not in written["ui"]
    leave_to_menu(app)  # (the table played on after the save: the file says where it was)
    loaded = pick(app, open_continue(app, game.continue_key, game.saves.title), path)
    assert isinstance(loaded, CoreTable) and loaded is not table
    saved = len(written["actions"])  # (a computer seat may move in the frame the table opens)
    assert loaded.actions[:saved] == table.actions[:saved] and loaded.computer == [True, True]
    assert_players(loaded, game, levels)
    assert play_recording(app, loaded, 8) <= {strong_seat}  # the game goes on, each seat at its level


@pytest.mark.parametrize("name", list(GAMES))
def test_the_new_game_screen_starts_a_table_with_a_level_per_seat(
    tmp_path: Path, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = GAMES[name]
    app = make_app((1280, 720), tmp_path)
    screen = open_from_menu(app, name)
    set_kind(app, screen, 0, person=False)  # Computer
    assert screen.rows[1].computer  # the second seat is the computer already
    click(app, centre(screen.buttons(), "kind:1"))  # Computer -> Strong computer
    click(app, centre(screen.buttons(), "start"))
    table = app.stack.top
    assert isinstance(table, CoreTable), screen.error
    assert_players(table, game, [game.usual, game.strong])
    assert table.seat_kind(1) != "human" and table.is_computer(0) and table.is_computer(1)
    if name == "battle-monsters":  # its side panels say who plays each seat, and at which level
        words = record_words(monkeypatch)
        app.draw()
        names = [screen.rows[seat].name.value for seat in (0, 1)]
        assert f"{names[0]} (computer)" in words and f"{names[1]} (strong computer)" in words


@pytest.mark.parametrize("name", list(GAMES))
def test_a_version_1_save_loads_its_one_switch_as_every_computer_seats_level(tmp_path: Path, name: str) -> None:
    game = GAMES[name]
    app, _menu = menu_app(tmp_path)
    folder = game.saves.folder()
    folder.mkdir(parents=True, exist_ok=True)
    old = folder / game.old_save
    shutil.copyfile(OLD_SAVES / game.old_save, old)
    data = json.loads(old.read_text(encoding="utf-8"))
    assert data["version"] == 1 and data["ui"]["strong"] is True and "levels" not in data["ui"]
    weak = folder / "weak.json"
    weak.write_text(json.dumps(data | {"ui": data["ui"] | {"strong": False}}), encoding="utf-8")
    computer = data["ui"]["computer"]
    loaded = pick(app, open_continue(app, game.continue_key, game.saves.title), old)
    table = app.stack.find(CoreTable)
    assert isinstance(table, CoreTable), loaded
    assert table.game.state.state_hash() == data["state_hash"]
    assert_players(table, game, [game.strong if c else "" for c in computer])
    save, _game = game.read(weak)
    assert list(save.levels) == [game.usual if c else "" for c in computer]


@pytest.mark.parametrize("name", list(GAMES))
def test_a_newer_save_or_a_level_at_a_persons_seat_is_refused_by_name(tmp_path: Path, name: str) -> None:
    game = GAMES[name]
    data = json.loads((OLD_SAVES / game.old_save).read_text(encoding="utf-8"))
    ui = {"computer": [False, True], "levels": [game.strong, game.usual]}
    cases = {
        "newer.json": (data | {"version": 3}, "save version 3 is newer than this program reads (2)"),
        "person.json": (data | {"version": 2, "ui": ui}, "'ui.levels': seat 1 must be ''"),
        "unknown.json": (data | {"version": 2, "ui": ui | {"levels": ["", "genius"]}}, "not 'genius'"),
        "missing.json": (data | {"version": 2, "ui": {"computer": [False, True]}}, "'ui.levels' must give a level"),
    }
    title = "Fusion World" if name == "fusion-world" else "Battle Monsters"
    for file, (content, words) in cases.items():
        path = tmp_path / file
        path.write_text(json.dumps(content), encoding="utf-8")
        with pytest.raises(SavedGameError) as refused:
            game.read(path)
        assert words in str(refused.value) and file in str(refused.value)
        if file == "newer.json":
            assert title in str(refused.value)


@pytest.mark.parametrize("name", list(GAMES))
def test_play_hard_puts_the_strong_player_at_every_computer_seat(
    tmp_path: Path, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = GAMES[name]
    shown: list[App] = []
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path / "user"))
    monkeypatch.setattr("game.ui.app_launch.display_available", lambda: True)
    monkeypatch.setattr(App, "run", lambda self: shown.append(self))
    assert main(["play", "--game", name, "--computer", "1", "2", "--hard", "--seed", "3"]) == 0
    assert main(["play", "--game", name, "--computer", "2", "--seed", "3"]) == 0
    hard, usual = (app.stack.top for app in shown)
    assert isinstance(hard, CoreTable) and isinstance(usual, CoreTable)
    assert_players(hard, game, [game.strong, game.strong])
    assert_players(usual, game, ["", game.usual])
