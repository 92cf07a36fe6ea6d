"""The hard computer seat: chosen on the new-game screen (Human -> Computer -> Hard computer), it
plays the strongest view-only player (game/games/bakugan/players/registry.py: hard), thinks in a thread while the
table keeps drawing (played until it has searched two decisions: a whole game at the table takes
two minutes), and a saved game keeps which seat was hard."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import time
from pathlib import Path

import pytest

from game.games.bakugan.players import registry
from game.games.bakugan.players.search import SearchAgent
from game.games.bakugan.ui import saves
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.new_game import BakuganNewGame, NewGameScene
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.menu import MenuScene
from tests.ui.driver import click, make_app
from tests.ui.editor_driver import centre
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]


def test_a_hard_computer_seat_searches_without_stopping_the_table(
    tmp_path: Path, shots: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(registry, "HARD", "search:4:1")  # a cheaper search: the seat's wiring is tested here
    app = make_app(tmp_path)
    app.roll_model = ProbabilisticRollModel()
    app.settings.roll_animation = False
    app.settings.anim_speed = 0.0
    menu = MenuScene(app)
    app.push(menu)
    app.frame()
    click(app, centre(menu.buttons(), "new"))
    setup = app.stack.top
    assert isinstance(setup, NewGameScene)
    assert [row.kind for row in setup.rows[:2]] == ["Human", "Computer"]
    click(app, centre(setup.buttons(), "kind:1"))  # Computer -> Hard computer
    click(app, centre(setup.buttons(), "kind:0"))  # Human -> Computer
    assert [row.kind for row in setup.rows[:2]] == ["Computer", "Hard computer"]
    save(app, shots, "23_new_game_hard_computer")
    setup.seed = 7
    click(app, centre(setup.buttons(), "start"))
    table = app.stack.find(TableScene)
    assert isinstance(table, TableScene)
    session = table.session
    assert session.players == ["heuristic", "hard"] and isinstance(session.agents[1], SearchAgent)
    hard = session.agents[1]
    assert isinstance(hard, SearchAgent)
    frames_while_thinking = 0
    end = time.monotonic() + 120
    while (hard.searched < 2 or session.thinker.thinking) and not session.over and time.monotonic() < end:
        app.frame()
        if session.thinker.thinking:
            if not frames_while_thinking:
                save(app, shots, "24_table_hard_computer_thinking")
                assert "Bob (hard computer) is thinking" in table.prompt.text
            frames_while_thinking += 1
            time.sleep(1 / 120)  # as the window's frame cap does: the thinking thread gets its turn
    assert hard.searched >= 2, "the hard seat never searched a decision"
    assert frames_while_thinking > hard.searched  # the table went on drawing while it searched
    path = tmp_path / "hard.json"
    session.save(path)
    assert saves.read_game(path).players == ["heuristic", "hard"]
    again = GameSession.load(path, table_catalog(app), roll_model=ProbabilisticRollModel())
    assert isinstance(again.agents[1], SearchAgent) and not isinstance(again.agents[0], SearchAgent)


def test_a_save_naming_an_unknown_computer_player_is_refused_with_its_reason(tmp_path: Path) -> None:
    import json

    from game.games.bakugan.sim.replay_file import ReplayFileError

    app = make_app(tmp_path)
    setup_scene = NewGameScene(app)
    setup = BakuganNewGame().setup(setup_scene.picks())
    session = GameSession.new(setup, table_catalog(app), [False, True], players=["heuristic", "hard"])
    path = tmp_path / "game.json"
    session.save(path)
    data = json.loads(path.read_text())
    data["ui"]["players"] = ["heuristic", "wizard"]
    path.write_text(json.dumps(data))
    with pytest.raises(ReplayFileError, match=r"ui\.players"):
        saves.read_game(path)
