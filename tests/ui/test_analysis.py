"""The analysis mode through real pygame events: open a replay from the main menu, rewind, play
a branch to the end, save a branch as a game, a scenario and a puzzle and read each back."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.bakugan.rules.actions import CHANCE
from game.games.bakugan.scenario.file import run_scenario
from game.games.bakugan.sim.replay_file import load_replay
from game.games.bakugan.sim.runner import replay
from game.games.bakugan.ui import saves
from game.games.bakugan.ui.analysis.dialogs import AnalysisSaveDialog
from game.games.bakugan.ui.analysis.scene import REVIEW_HINT, AnalysisScene
from game.games.bakugan.ui.layout import Hit
from game.games.bakugan.ui.load_game import LoadScene
from game.games.bakugan.ui.puzzles.mode import load_puzzle
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App
from game.ui.menu import MenuScene
from game.ui.pick_dialog import PickDialog
from tests.helpers import fixture_catalog
from tests.sim.test_branch import played_game
from tests.ui.driver import (
    HumanAtTable,
    WithButtons,
    button_pos,
    click,
    key,
    make_app,
    play_until,
    post,
    spot,
    type_text,
)


def _menu_button(scene: object, key_: str) -> tuple[int, int]:
    assert isinstance(scene, WithButtons), scene
    buttons = scene.buttons()
    return next(b.rect.center for b in buttons if b.key == key_)


def _pick(app: App, item_key: str) -> None:
    dialog = app.stack.top
    assert isinstance(dialog, PickDialog)
    row = dialog.row_of(item_key)
    assert row is not None, [i.key for i in dialog.items]
    click(app, row.center)


def open_from_menu(tmp_path: Path, seed: int = 4) -> tuple[App, AnalysisScene, Path]:
    app = make_app(tmp_path / "data", fixture_catalog())
    app.roll_model = ProbabilisticRollModel()
    path = played_game(saves.replays_dir() / "final.json", seed)
    app.push(MenuScene(app))
    app.frame()
    click(app, _menu_button(app.stack.top, "analyse"))
    _pick(app, str(path))
    scene = app.stack.top
    assert isinstance(scene, AnalysisScene)
    return app, scene, path


def _hash_after(scene: AnalysisScene, n: int) -> str:
    return replay(scene.analysis.setup, fixture_catalog(), scene.line.actions[:n]).state.state_hash()


def test_rewind_by_keys_buttons_and_the_timeline(tmp_path: Path) -> None:
    app, scene, _ = open_from_menu(tmp_path)
    total = len(scene.line)
    assert scene.cursor == total and scene.game.over
    for _ in range(3):
        key(app, pygame.K_LEFT)
    assert scene.cursor == total - 3
    assert scene.game.state.state_hash() == _hash_after(scene, total - 3)
    click(app, button_pos(scene, "back") or (0, 0))
    assert scene.cursor == total - 4
    key(app, pygame.K_HOME)
    assert scene.cursor == 0 and scene.game.state.turn == 0
    post(pygame.MOUSEMOTION, pos=scene.timeline.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)  # the wheel scrolls the timeline, not the position
    app.frame()
    assert scene.timeline.top == 6 and scene.cursor == 0
    key(app, pygame.K_PAGEDOWN)  # the first turn begins once the last BakuCore is placed
    assert scene.cursor == scene.line.turn_starts()[1] and scene.game.state.turn == 1
    key(app, pygame.K_PAGEDOWN)
    assert scene.game.state.turn == 2 and scene.line.turn_of(scene.cursor - 1) == 1
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)
    assert scene.cursor == 0
    row = scene.timeline.row_rect(7)
    assert row is not None
    click(app, row.center)
    assert scene.cursor == 7
    assert scene.game.state.state_hash() == _hash_after(scene, 7)
    # the drawn timeline names the action and what the log said of it
    entry = scene.line.entries[6]
    assert entry.words and scene.timeline.row_rect(7) is not None
    # reviewing is frozen: frames pass and nothing is played, a click on a card only explains
    for _ in range(30):
        app.frame()
    assert len(scene.session.actions) == 7 and not scene.playing
    click(app, scene.layout.names[1].center)  # Bob's name: the table seen from his seat
    assert scene.viewer == 1 and scene.layout.viewer == 1
    click(app, button_pos(scene, "view") or (0, 0))
    assert scene.viewer == 0
    post(pygame.VIDEORESIZE, w=1024, h=600, size=(1024, 600))  # the smallest window: laid out again
    app.frame()
    assert scene.layout.size == (1024, 600) and scene.timeline.rect == scene.layout.log
    key(app, pygame.K_END)
    while scene.game.to_act() in (None, CHANCE) or not scene.game.state.players[scene.viewer].hand:
        key(app, pygame.K_LEFT)
    before = len(scene.session.actions)
    hand = next(iter(scene.layout.hand))
    click(app, spot(scene, Hit("hand", hand)))
    assert len(scene.session.actions) == before
    assert scene.message is not None and scene.message[0] == REVIEW_HINT


def _play_on(app: App, scene: AnalysisScene, who: str, after: int | None = None) -> None:
    """Play on (from the start plus `after` steps, when given) with `who` as the pick."""
    if after is not None:
        key(app, pygame.K_HOME)
        for _ in range(after):
            key(app, pygame.K_RIGHT)
    click(app, button_pos(scene, "play") or (0, 0))
    _pick(app, who)
    assert app.stack.top is scene and scene.playing


def test_a_branch_played_to_the_end_at_the_table(tmp_path: Path) -> None:
    app, scene, _ = open_from_menu(tmp_path)
    played = scene.analysis.played
    as_played = (list(played.actions), played.end.state.state_hash())
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)
    fork = scene.cursor
    _play_on(app, scene, "none")
    branch = scene.line
    assert branch is not played and branch.fork == fork
    human = HumanAtTable(app, seed=5)
    assert app.settings.handover  # on, as at any hot-seat table; the analysis needs no hand-over
    play_until(app, human, lambda: branch.end.over, limit=30_000)
    app.frame()
    assert human.stats.handovers == 0 and len(branch) > fork
    assert not scene.playing and scene.cursor == len(branch)
    assert scene.message is not None and "ends" in scene.message[0]
    assert branch.actions[:fork] == played.actions[:fork]
    final = replay(scene.analysis.setup, fixture_catalog(), branch.actions)
    assert final.over and final.state.state_hash() == branch.end.state.state_hash()
    assert (played.actions, played.end.state.state_hash()) == as_played
    # back to the game as played: the Line dialog lists both
    click(app, button_pos(scene, "line") or (0, 0))
    _pick(app, "0")
    assert scene.line is played


def test_a_computer_seat_plays_its_side_of_a_branch(tmp_path: Path) -> None:
    app, scene, _ = open_from_menu(tmp_path)
    _play_on(app, scene, "1", after=3)
    assert scene.session.computer == [False, True]
    human = HumanAtTable(app, seed=1)
    play_until(app, human, lambda: any(e.seat == 1 for e in scene.line.entries[scene.line.fork or 0 :]))
    assert len(scene.line) > 3


def _save_as(app: App, scene: AnalysisScene, name: str, kind: str) -> Path:
    click(app, button_pos(scene, "save") or (0, 0))
    dialog = app.stack.top
    assert isinstance(dialog, AnalysisSaveDialog)
    click(app, dialog.field.rect.center)
    for _ in range(45):
        key(app, pygame.K_BACKSPACE)
    type_text(app, name)
    click(app, _menu_button(dialog, kind))
    assert dialog.saved is not None, dialog.note
    saved = dialog.saved
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    return saved


def test_a_branch_saved_as_a_game_a_scenario_and_a_puzzle_reads_back_the_same(tmp_path: Path) -> None:
    app, scene, _ = open_from_menu(tmp_path)
    _play_on(app, scene, "none", after=20)
    human = HumanAtTable(app, seed=3)
    play_until(app, human, lambda: len(scene.line) >= 40 and scene.game.to_act() not in (None, CHANCE))
    click(app, button_pos(scene, "stop") or (0, 0))
    assert not scene.playing
    expected = scene.line.game_at(scene.cursor).state.state_hash()

    game_file = _save_as(app, scene, "my branch", "game")
    assert game_file == saves.saves_dir() / "my_branch.json"
    scenario_file = _save_as(app, scene, "my position", "scenario")
    assert scenario_file == saves.scenarios_dir() / "my_position.yaml"
    puzzle_file = _save_as(app, scene, "my puzzle", "puzzle:win_this_turn")
    assert puzzle_file == saves.puzzles_dir() / "my_puzzle.yaml"

    # the scenario: what `scenario check` runs, every expectation (the state hash) passing
    run = run_scenario(scenario_file, fixture_catalog())
    assert run.failed == 0 and run.passed == 1
    assert run.game is not None and run.game.state.state_hash() == expected
    game, puzzle = load_puzzle(puzzle_file, fixture_catalog())
    assert game.state.state_hash() == expected
    assert puzzle.goal == "win_this_turn" and puzzle.player == scene.viewer
    survive_file = _save_as(app, scene, "hold on", "puzzle:survive_this_turn")
    assert load_puzzle(survive_file, fixture_catalog())[1].goal == "survive_this_turn"

    # the puzzle: listed by the Puzzles menu, its table opens at the position
    click(app, button_pos(scene, "menu") or (0, 0))
    click(app, _menu_button(app.stack.top, "menu"))
    assert isinstance(app.stack.top, MenuScene)
    click(app, _menu_button(app.stack.top, "puzzles"))
    _pick(app, str(puzzle_file))
    table = next(s for s in reversed(app.stack.scenes) if isinstance(s, TableScene))
    assert table.puzzle is not None and table.game.state.state_hash() == expected
    app.stack.clear_to(MenuScene(app))
    app.frame()

    # the game: listed by the Load menu and opened at the table where the branch stood
    click(app, _menu_button(app.stack.top, "load"))
    load = app.stack.top
    assert isinstance(load, LoadScene)
    click(app, _menu_button(load, f"file:{load.files.index(game_file)}"))
    table = next(s for s in reversed(app.stack.scenes) if isinstance(s, TableScene))  # under its hand-over
    assert not isinstance(table, AnalysisScene)
    assert table.game.state.state_hash() == expected


def test_a_broken_file_is_reported_on_the_menu_and_the_app_carries_on(tmp_path: Path) -> None:
    app = make_app(tmp_path / "data", fixture_catalog())
    bad = saves.saves_dir() / "broken.json"
    bad.parent.mkdir(parents=True)
    bad.write_text('{"format": "bakugan-replay", "seed": 1, "seats": [}')
    app.push(MenuScene(app))
    app.frame()
    click(app, _menu_button(app.stack.top, "analyse"))
    _pick(app, str(bad))
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and app.running
    assert "broken.json" in menu.note and "not valid JSON" in menu.note


def test_the_game_over_screen_analyses_the_game_just_played(tmp_path: Path) -> None:
    from game.ui.gameover import GameOverScene
    from tests.ui.test_table_actions import button, new_session, open_table

    app, table = open_table(tmp_path, new_session(computer=[False, True]))
    for _ in range(3):  # a few BakuCores placed by clicking, the computer answering
        while not table.my_move():
            app.frame()
        cell = sorted(h.ref for h in table.highlights() if h.kind == "cell")[0]
        click(app, table.layout.cells[cell])
    click(app, button(table, "forfeit"))
    click(app, button(table, "forfeit"))
    app.frame()
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    actions = list(table.session.actions)
    click(app, _menu_button(over, "analyse"))
    scene = app.stack.top
    assert isinstance(scene, AnalysisScene) and isinstance(app.stack.scenes[0], MenuScene)
    assert scene.line.actions == actions and scene.cursor == len(actions) and scene.game.over
    key(app, pygame.K_HOME)
    assert scene.cursor == 0


def test_a_game_not_over_opens_only_once_the_players_agree_to_see_every_hand(tmp_path: Path) -> None:
    from game.ui.confirm_dialog import ConfirmDialog

    app = make_app(tmp_path / "data", fixture_catalog())
    full = played_game(tmp_path / "full.json")
    setup, actions, _ = load_replay(full)
    unfinished = saves.saves_dir() / "still_playing.json"
    saves.write_game(unfinished, setup, actions[:40], "", None, [False, False], False)
    app.push(MenuScene(app))
    app.frame()
    for answer in ("cancel", "open"):
        click(app, _menu_button(app.stack.top, "analyse"))
        _pick(app, str(unfinished))
        dialog = app.stack.top
        assert isinstance(dialog, ConfirmDialog) and "not over" in dialog.message
        if answer == "cancel":
            key(app, pygame.K_ESCAPE)
            assert isinstance(app.stack.top, MenuScene)
        else:
            click(app, _menu_button(dialog, "open"))
    scene = app.stack.top
    assert isinstance(scene, AnalysisScene) and scene.cursor == 40 and not scene.game.over
