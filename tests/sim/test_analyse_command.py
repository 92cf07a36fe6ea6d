"""`analyse FILE`, `replay FILE --analyse` and `scenario save` then `scenario check` (ready decks)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pytest

from game.cli import main
from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.decks import load_deck, resolve_deck_path
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.replay_file import save_replay
from game.games.bakugan.sim.runner import play_game
from game.roll.probabilistic import ProbabilisticRollModel


@pytest.fixture(scope="module")
def ready_replay(tmp_path_factory: pytest.TempPathFactory) -> Path:
    catalog = default_catalog()
    decks = [load_deck(resolve_deck_path(name)) for name in ("aquos_frost", "pyrus_fury")]
    setup = GameSetup(seats=(Seat("Ann", decks[0]), Seat("Bob", decks[1])), seed=11)
    agents = [HeuristicAgent(seed=1, catalog=catalog), HeuristicAgent(seed=2, catalog=catalog)]
    _, record = play_game(setup, catalog, agents, ProbabilisticRollModel())
    path = tmp_path_factory.mktemp("replays") / "ready.json"
    save_replay(path, setup, record.actions, record.final_hash, record.winner)
    return path


def test_analyse_reads_the_file_before_any_window(ready_replay: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(ready_replay)]) == 0
    assert main(["replay", str(ready_replay), "--analyse"]) == 0
    out = capsys.readouterr().out
    assert out.count("actions, ") == 2 and "No display found" in out


def test_analyse_opens_the_analysis_at_the_asked_action(
    ready_replay: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from game.games.bakugan.ui.analysis.scene import AnalysisScene
    from game.ui.app import App

    shown: list[object] = []
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path))
    monkeypatch.setattr("game.ui.app_launch.display_available", lambda: True)
    monkeypatch.setattr(App, "run", lambda self: shown.append(self.stack.top))
    assert main(["analyse", str(ready_replay), "--at", "12"]) == 0
    scene = shown[0]
    assert isinstance(scene, AnalysisScene) and scene.cursor == 12 and not scene.playing


@pytest.mark.parametrize("content", ["{oops", '{"format": "bakugan-replay", "seed": 3, "seats": [], "actions": [1]}'])
def test_analyse_refuses_a_bad_file_with_its_name(
    tmp_path: Path, content: str, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    assert main(["analyse", str(bad)]) == 1
    assert "bad.json" in capsys.readouterr().out


def test_scenario_save_writes_a_position_scenario_check_passes(
    ready_replay: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "at40.yaml"
    assert main(["scenario", "save", str(ready_replay), "--at", "40", "--out", str(out)]) == 0
    assert main(["scenario", "check", str(out)]) == 0
    assert "1 passed, 0 failed" in capsys.readouterr().out


def test_a_branch_saved_from_the_screen_passes_scenario_check(
    ready_replay: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import pygame

    from game.games.bakugan.ui.analysis.scene import AnalysisScene, open_analysis
    from tests.ui.driver import HumanAtTable, key, make_app, play_until
    from tests.ui.test_analysis import _play_on, _save_as

    app = make_app(tmp_path / "data", default_catalog())
    app.roll_model = ProbabilisticRollModel()
    assert open_analysis(app, ready_replay) == ""
    scene = app.stack.top
    assert isinstance(scene, AnalysisScene)
    _play_on(app, scene, "1", after=30)  # the computer plays Bob
    play_until(app, HumanAtTable(app, seed=2), lambda: len(scene.line) >= 45)
    key(app, pygame.K_LEFT)  # stops the play, one action back
    saved = _save_as(app, scene, "from the screen", "scenario")
    assert main(["scenario", "check", str(saved)]) == 0
    assert "1 passed, 0 failed" in capsys.readouterr().out
