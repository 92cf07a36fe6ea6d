"""Issue 34 item 5: the results screen is not one-way, and finished games are kept. Through real
pygame events at the three window sizes: Escape on the game-over screen looks at the table and
Escape there (or the table's Results button) comes back; the pause menu of a finished game offers
its replay and its analysis; the game is kept in the shell's finished games and "Analyse a game"
lists it by its players, result and date. The history keeps the last 50 and reports a damaged
record while listing the others."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.games.bakugan.ui.analysis.scene import AnalysisScene
from game.games.bakugan.ui.table import TableScene
from game.ui import finished_games
from game.ui.gameover import GameOverScene
from game.ui.menu import MenuScene
from game.ui.pause import PauseScene
from game.ui.pick_dialog import PickDialog
from tests.ui.driver import button_pos, click, key, record_words
from tests.ui.test_analysis import _menu_button
from tests.ui.window_shots import SIZES, make_app, table


def _forfeit_to_the_end(scene: TableScene) -> GameOverScene:
    app = scene.app
    for _ in range(2):  # Forfeit, then Confirm forfeit?
        pos = button_pos(scene, "forfeit")
        assert pos is not None, [b.key for b in scene.side_buttons]
        click(app, pos)
    for _ in range(5):
        app.frame()
    over = app.stack.top
    assert isinstance(over, GameOverScene), over
    return over


def _keys(over: GameOverScene) -> dict[str, bool]:
    return {b.key: b.enabled for b in over.buttons()}


@pytest.mark.parametrize("size", SIZES)
def test_escape_on_the_results_and_back_again(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(size, tmp_path)
    scene = table(app, 2)
    over = _forfeit_to_the_end(scene)
    assert _keys(over)["replay"] and _keys(over)["analyse"]
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene, "Escape on the results looks at the table"
    key(app, pygame.K_ESCAPE)
    again = app.stack.top
    assert isinstance(again, GameOverScene), f"Escape at a finished game's table opens {again}, not the results"
    assert _keys(again)["replay"] and _keys(again)["analyse"]
    key(app, pygame.K_ESCAPE)
    results = button_pos(scene, "results")
    assert results is not None, "the finished table shows a Results button"
    click(app, results)
    assert isinstance(app.stack.top, GameOverScene)
    key(app, pygame.K_ESCAPE)
    click(app, button_pos(scene, "menu") or (0, 0))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    offered = {b.key for b in pause.buttons() if b.enabled}
    assert {"results", "replay", "analyse"} <= offered, offered
    click(app, next(b.rect.center for b in pause.buttons() if b.key == "analyse"))
    assert isinstance(app.stack.top, AnalysisScene)


@pytest.mark.parametrize("size", SIZES)
def test_a_finished_game_is_kept_and_listed_by_players_result_and_date(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(size, tmp_path)
    scene = table(app, 2)
    over = _forfeit_to_the_end(scene)
    kept, problems = finished_games.read_history("bakugan")
    assert not problems and len(kept) == 1
    finished = kept[0]
    assert finished.players == ("Ann", "Bob") and finished.result == over.result.headline
    assert finished.replay is not None and finished.replay.is_file()
    click(app, next(b.rect.center for b in over.buttons() if b.key == "menu"))
    assert isinstance(app.stack.top, MenuScene)
    words = record_words(monkeypatch)
    click(app, _menu_button(app.stack.top, "analyse"))
    dialog = app.stack.top
    assert isinstance(dialog, PickDialog)
    app.draw()
    label = f"Ann vs Bob · {over.result.headline}"
    assert any(label in w for w in words), [i.label for i in dialog.items]
    assert f"finished {finished.date_words()}" in words
    assert not any(w in ("Autosave", "autosave.previous", "Autosave, the one before") for w in words)
    row = dialog.row_of(str(finished.replay))
    assert row is not None
    click(app, row.center)
    assert isinstance(app.stack.top, AnalysisScene)


def test_the_history_keeps_the_last_fifty_and_reports_a_damaged_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app((1024, 600), tmp_path)

    def replay(path: Path) -> None:
        path.write_text("{}")

    for n in range(finished_games.HISTORY_LIMIT + 5):
        finished_games.keep("bakugan", ("Ann", f"Bob {n}"), "Ann wins!", replay, ended=1_700_000_000 + n * 60)
    folder = finished_games.history_dir()
    records = sorted(folder.glob(f"*{finished_games.RECORD}"))
    assert len(records) == finished_games.HISTORY_LIMIT
    assert len(list(folder.glob(f"*{finished_games.REPLAY}"))) == finished_games.HISTORY_LIMIT
    kept, _ = finished_games.read_history()
    assert kept[0].players == ("Ann", f"Bob {finished_games.HISTORY_LIMIT + 4}")
    assert kept[-1].players == ("Ann", "Bob 5"), "the oldest five are gone"
    records[-1].write_text("{not json")
    bad = json.loads(records[0].read_text())
    bad["players"] = "Ann"
    records[0].write_text(json.dumps(bad))
    kept, problems = finished_games.read_history("bakugan")
    assert len(kept) == finished_games.HISTORY_LIMIT - 2 and len(problems) == 2
    assert str(records[-1]) in str(problems[0]) and "not valid JSON" in str(problems[0])
    app.push(MenuScene(app))
    app.frame()
    words = record_words(monkeypatch)
    click(app, _menu_button(app.stack.top, "analyse"))
    dialog = app.stack.top
    assert isinstance(dialog, PickDialog)
    assert len(dialog.items) == finished_games.HISTORY_LIMIT - 2
    app.draw()
    assert any(w.startswith("A finished game could not be read (and 1 more)") for w in words), words[:5]
