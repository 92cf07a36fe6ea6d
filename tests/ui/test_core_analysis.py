"""The shell's analysis mode for the games on the core (Fusion World, Battle Monsters, Toy Battle),
through real pygame events at each window size: a short seeded game finished at its table, its
analysis opened from the game-over screen, five steps back by the arrow key, the position drawn
the same as a fresh replay of that prefix from the file the game was kept in, a branch played on
by the computer and stopped, saved as a game and loaded again. Set BAKUGAN_SCREENSHOT_DIR to keep
the screenshots."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.cli import main
from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.replay import save_replay
from game.games.battle_monsters.ui.table import MonstersTableScene
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.match import load_decks
from game.games.fusion_world.ui.table import FusionTableScene
from game.games.toy_battle.ui.table import ToyTableScene, fast_rolls
from game.games.toy_figures import toy_teams
from game.ui import finished_games
from game.ui.analysis.scene import CoreAnalysisScene
from game.ui.analysis.spec import AnalysisSpec
from game.ui.app import App
from game.ui.core_table import CoreTable
from game.ui.gameover import GameOverScene
from game.ui.menu import MenuScene
from game.ui.pick_dialog import PickDialog
from tests.ui.driver import click, key, type_text
from tests.ui.window_shots import SIZES, make_app

Table = CoreTable[Any]


def fusion(app: Any) -> Table:
    return FusionTableScene(app, default_pool(), load_decks(None), ["Ann", "Bo"], [True, True], 5)


def monsters(app: Any) -> Table:
    decks = [load_deck(p) for p in ready_decks()][:2]
    return MonstersTableScene(app, decks, ["Ann", "Bo"], [True, True], 3)


def toys(app: Any) -> Table:
    return ToyTableScene(app, toy_teams(None, ["Ann", "Bo"]), [True, True], 4, fast_rolls())


GAMES: dict[str, Callable[[Any], Table]] = {"fusion": fusion, "monsters": monsters, "toy": toys}
CASES = [(g, s) for g in ("fusion", "monsters") for s in SIZES] + [("toy", (1280, 720))]


def finish(app: Any, table: Table) -> GameOverScene:
    """The computers play the game out at the table (frames without drawing, for speed), then the
    game-over screen is drawn."""
    app.push(table)
    for _ in range(20_000):
        if isinstance(app.stack.top, GameOverScene):
            break
        app.stack.top.update(1 / 60)
    app.frame()
    over = app.stack.top
    assert isinstance(over, GameOverScene), over
    return over


def centre_of(buttons: list[Any], wanted: str) -> tuple[int, int]:
    centre: tuple[int, int] = next(b.rect.center for b in buttons if b.key == wanted and b.enabled)
    return centre


def fresh_hash(spec: AnalysisSpec, app: Any, kept: Path, n: int) -> str:
    """The state after the first n actions, replayed from the file the finished game was kept in."""
    table = spec.read(app, kept)
    game = table.origin.clone()
    for action in table.actions[:n]:
        game.apply_action(action)
    return str(game.state.state_hash())


@pytest.mark.parametrize(("name", "size"), CASES, ids=[f"{g}-{w}x{h}" for g, (w, h) in CASES])
def test_analyse_a_finished_game_step_back_branch_save_and_load(
    name: str, size: tuple[int, int], tmp_path: Path
) -> None:
    app = make_app(size, tmp_path / "data")
    app.settings.computer_delay = 0.0
    app.push(MenuScene(app))
    table = GAMES[name](app)
    over = finish(app, table)
    played = list(table.actions)
    final = table.game.state.state_hash()
    click(app, centre_of(over.buttons(), "analyse"))
    scene = app.stack.top
    assert isinstance(scene, CoreAnalysisScene) and scene.finished
    assert scene.cursor == len(played) and scene.table.game.state.state_hash() == final
    for _ in range(5):
        key(app, pygame.K_LEFT)
    n = len(played) - 5
    assert scene.cursor == n
    kept = finished_games.read_history(table.registry_name)[0][0].replay
    assert kept is not None
    shown = scene.table
    assert shown.game.state.state_hash() == fresh_hash(scene.spec, app, kept, n)
    assert shown.actions == played[:n]
    shots = os.environ.get("BAKUGAN_SCREENSHOT_DIR")
    if shots:
        app.draw()
        pygame.image.save(app.screen, str(Path(shots) / f"{name}_analysis_{size[0]}x{size[1]}.png"))
    # play on: the computer plays every seat for a few actions, then Stop
    click(app, centre_of(scene.panel.buttons(scene), "play"))
    chooser = app.stack.top
    assert isinstance(chooser, PickDialog)
    row = chooser.row_of("all")
    assert row is not None
    click(app, row.center)
    assert scene.playing and scene.line.fork == n
    for _ in range(600):
        app.frame()
        if len(scene.line) >= n + 3 or not scene.playing:
            break
    assert len(scene.line) > n
    if scene.playing:
        click(app, centre_of(scene.panel.buttons(scene), "stop"))
    assert not scene.playing
    branch_hash = scene.table.game.state.state_hash()
    assert branch_hash == scene.line.game_at(scene.cursor).state.state_hash()
    # save the branch as a game, then load it as the game's Continue does
    click(app, centre_of(scene.panel.buttons(scene), "save"))
    dialog = app.stack.top
    for _ in range(40):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "my branch")
    key(app, pygame.K_RETURN)
    saved = getattr(dialog, "saved", None)
    assert isinstance(saved, Path) and saved.is_file(), getattr(dialog, "note", "")
    key(app, pygame.K_ESCAPE)
    loaded = scene.spec.read(app, saved)
    assert loaded.game.state.state_hash() == branch_hash
    assert loaded.actions == scene.line.actions[: scene.cursor]
    scene.spec.folder.open(app, saved)
    opened = app.stack.find(type(table))
    assert opened is not None and opened.game.state.state_hash() == branch_hash


def finished_table(tmp_path: Path, name: str) -> tuple[Any, Table]:
    app = make_app((1280, 720), tmp_path / "data")
    app.settings.computer_delay = 0.0
    app.push(MenuScene(app))
    table = GAMES[name](app)
    finish(app, table)
    return app, table


@pytest.mark.parametrize("name", ["fusion", "monsters", "toy"])
def test_analyse_file_opens_a_save_at_the_asked_action(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`analyse FILE --at N` on each game's saved game: read before the window, opened at N."""
    _app, table = finished_table(tmp_path, name)
    path = tmp_path / "kept.json"
    table.write_save(path)
    shown: list[object] = []
    monkeypatch.setattr("game.ui.app_launch.display_available", lambda: True)
    monkeypatch.setattr(App, "run", lambda self: shown.append(self.stack.top))
    assert main(["analyse", str(path), "--at", "7"]) == 0
    assert f"{len(table.actions)} actions" in capsys.readouterr().out
    scene = shown[0]
    assert isinstance(scene, CoreAnalysisScene) and scene.cursor == 7 and scene.finished
    assert scene.table.game.state.state_hash() == scene.line.game_at(7).state.state_hash()
    assert main(["analyse", str(path), "--at", str(len(table.actions) + 1)]) == 2


def test_replay_analyse_opens_a_battle_monsters_replay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A replay as `simulate --save-replays` writes it opens in the analysis mode too."""
    _app, table = finished_table(tmp_path, "monsters")
    assert isinstance(table, MonstersTableScene)
    path = tmp_path / "replay.json"
    decks = [list(d.cards) for d in table.decks]
    save_replay(path, decks, ["Ann", "Bo"], 3, table.actions, table.game.state.state_hash())
    shown: list[object] = []
    monkeypatch.setattr("game.ui.app_launch.display_available", lambda: True)
    monkeypatch.setattr(App, "run", lambda self: shown.append(self.stack.top))
    assert main(["replay", str(path), "--analyse"]) == 0
    scene = shown[0]
    assert isinstance(scene, CoreAnalysisScene) and scene.cursor == len(table.actions)
    assert scene.table.game.state.state_hash() == table.game.state.state_hash()


def test_analyse_a_game_lists_every_games_finished_games(tmp_path: Path) -> None:
    """The main menu's "Analyse a game" lists a finished Fusion World game by its players and result;
    clicking it opens its analysis."""
    app, table = finished_table(tmp_path, "fusion")
    app.stack.clear_to(MenuScene(app))
    app.frame()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, centre_of(menu.buttons(), "analyse"))
    chooser = app.stack.top
    assert isinstance(chooser, PickDialog)
    item = next(i for i in chooser.items if i.label.endswith("(Fusion World)"))
    assert item.label.startswith("Ann vs Bo · ") and item.detail.startswith("finished ")
    row = chooser.row_of(item.key)
    assert row is not None
    click(app, row.center)
    scene = app.stack.top
    assert isinstance(scene, CoreAnalysisScene) and scene.table.game.state.state_hash() == table.game.state.state_hash()
