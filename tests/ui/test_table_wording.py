"""Issue 34 item 10: status lines, prompts and messages read as a player would say them, tested
on their exact words through real pygame events at the three window sizes: the Energy pool puts
each figure after its owner's name and a colon (no "Player 0"), a human is waited for without
"(player)", and an unfinished autosave is named as a saved game, not "autosave is not over"."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.sim.replay_file import load_replay
from game.games.bakugan.ui import saves
from game.games.bakugan.ui.catalog import use_catalog
from game.games.bakugan.ui.table import TableScene
from game.ui.confirm_dialog import ConfirmDialog
from game.ui.menu import MenuScene
from tests.helpers import fixture_catalog
from tests.sim.test_branch import played_game
from tests.ui.driver import click, key, record_words
from tests.ui.positions import brawl_spec, scenario_session
from tests.ui.test_analysis import _menu_button, _pick
from tests.ui.window_shots import SIZES, make_app, settle


def _table(tmp_path: Path, size: tuple[int, int], spec: dict[str, object], computer: list[bool]) -> TableScene:
    app = make_app(size, tmp_path)
    use_catalog(app, fixture_catalog())
    app.settings.computer_delay = 60.0  # the computer is still to act when the words are read
    table = TableScene(app, scenario_session(spec, computer))
    table.viewer = table.handed_to = 0
    app.stack.clear_to(table)
    settle(app)
    return table


@pytest.mark.parametrize("size", SIZES)
def test_the_energy_pool_names_each_owner_before_its_figure(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = brawl_spec()
    spec["players"][0]["name"], spec["players"][1]["name"] = "Player", "Computer"
    table = _table(tmp_path / "empty", size, spec, [False, False])
    words = record_words(monkeypatch)
    table.app.draw()
    assert "Energy pool: empty" in words, [w for w in words if "Energy" in w]
    assert not any("Player 0" in w for w in words)
    spec["players"][0]["pool"] = 2
    table = _table(tmp_path / "two", size, spec, [False, False])
    words.clear()
    table.app.draw()
    assert "Energy pool — Player: 2 · Computer: 0" in words, [w for w in words if "Energy" in w]


@pytest.mark.parametrize("size", SIZES)
def test_waiting_for_a_computer_names_it_and_for_a_human_says_no_player(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = brawl_spec(priority=1)  # Bob has priority
    table = _table(tmp_path, size, spec, [False, True])
    words = record_words(monkeypatch)
    table.app.draw()
    assert "Waiting for Bob (computer) to act…" in " ".join(words), table.prompt.text
    table.session.computer[1] = False  # the same seat played by a person at another screen
    table.refresh()
    assert table.prompt.text == "Waiting for Bob to act…"
    assert "(player)" not in table.prompt.text


@pytest.mark.parametrize("size", SIZES)
def test_an_unfinished_autosave_is_named_as_a_saved_game(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(size, tmp_path / "data")
    use_catalog(app, fixture_catalog())
    setup, actions, _ = load_replay(played_game(tmp_path / "full.json"))
    autosave = saves.saves_dir() / f"{saves.AUTOSAVE}.json"
    saves.write_game(autosave, setup, actions[:40], "", None, [False, False], False)
    app.push(MenuScene(app))
    app.frame()
    click(app, _menu_button(app.stack.top, "analyse"))
    _pick(app, str(autosave))
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.message.startswith("The game saved as “Autosave” is not over yet. "), dialog.message
    key(app, pygame.K_ESCAPE)


@pytest.mark.parametrize("size", SIZES)
def test_setting_up_reads_as_players_say_it(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the cores are placed: the side panel says the game is being set up (not "Turn 0"),
    a person's seat is their name alone (no "(human)"), and the log says a core was placed on
    the field, not at a grid cell "(0, -1)"."""
    import re

    from game.games.bakugan.rules.setup import GameSetup, Seat
    from game.games.bakugan.ui.session import GameSession
    from game.roll.probabilistic import ProbabilisticRollModel
    from tests.helpers import fixture_deck
    from tests.ui.driver import HumanAtTable

    app = make_app(size, tmp_path)
    use_catalog(app, fixture_catalog())
    setup = GameSetup(seats=(Seat("Ann", fixture_deck("test_pyrus")), Seat("Bob", fixture_deck("test_aquos"))), seed=3)
    session = GameSession.new(setup, fixture_catalog(), [False, False], roll_model=ProbabilisticRollModel())
    table = TableScene(app, session)
    app.stack.clear_to(table)
    human = HumanAtTable(app, seed=1)
    while len(session.game.state.field) < 3:
        human.step()
    assert session.game.state.turn == 0
    words = record_words(monkeypatch)
    app.draw()
    assert "Setting up the game" in words, words[:8]
    assert not any(w.startswith("Turn 0") for w in words)
    assert not any("(human)" in w for w in words), [w for w in words if "(human)" in w]
    # as the log panel shows it (kept drawn), its wrapped lines joined again
    log = re.sub(r"\s+", " ", " ".join(line for line, _ in table.log_lines.lines))
    assert log.startswith("Setup: "), log[:40]
    assert "T0" not in log, log
    assert log.count("BakuCore on the field") == 3, log
    assert not re.search(r"\(-?\d+, -?\d+\)", log + " ".join(words)), log
