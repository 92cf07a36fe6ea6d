"""Hidden information at a shared screen: whole games played through the real table with posted
pygame events, every drawn frame checked against the cards whoever may be looking must not see
(tests/ui/screen_secrets.py); and the known leak of a refused card's name through a hand-over."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.layout import Hit
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App
from game.ui.gameover import GameOverScene
from game.ui.handover import HandOverScene
from tests.helpers import fixture_catalog
from tests.ui.driver import HumanAtTable, click, key, make_app, spot, table_at_shared_selection
from tests.ui.positions import brawl_spec, scenario_session
from tests.ui.screen_secrets import watching


def _all_human_table(app: App, players: int, seed: int) -> TableScene:
    decks = [load_deck(p) for p in ready_decks()]
    names = ("Ann", "Bob", "Cy", "Di")
    setup = GameSetup(
        seats=tuple(Seat(names[i], decks[(seed * 3 + i * 5) % len(decks)]) for i in range(players)), seed=seed
    )
    session = GameSession.new(
        setup, table_catalog(app), [False] * players, roll_model=ProbabilisticRollModel(), autosave=False
    )
    table = TableScene(app, session)
    app.stack.clear_to(table)
    return table


def _play_watched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, players: int, seed: int, frames: int) -> None:
    app = make_app(tmp_path)
    table = _all_human_table(app, players, seed)
    human = HumanAtTable(app, seed=seed, play_rate=0.7)
    with watching(app, monkeypatch) as watcher:
        for _ in range(frames):
            if isinstance(app.stack.top, GameOverScene) or table.session.over:
                break
            human.step()
    assert watcher.checks > 50 and human.stats.handovers >= 2, (watcher.checks, human.stats)
    assert not watcher.leaks, "\n".join(watcher.leaks[:10])


@pytest.mark.parametrize(("players", "seed"), [(2, 21), (4, 23)])
def test_no_screen_shows_a_card_its_viewers_must_not_see(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, players: int, seed: int
) -> None:
    _play_watched(tmp_path, monkeypatch, players, seed, frames=1000 if players == 2 else 300)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(30, 46))
def test_no_screen_leaks_in_many_whole_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    _play_watched(tmp_path, monkeypatch, 2 + (seed % 3), seed, frames=40_000)


def test_a_refused_card_is_not_named_to_the_next_player(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue's repro: Bob clicks a Flip card in hand (refused, rule 3.6.1), presses Space, and
    Ann confirms the hand-over: Ann must not read Bob's card anywhere."""
    app = make_app(tmp_path, fixture_catalog())
    session = scenario_session(brawl_spec(priority=1))
    table = TableScene(app, session)
    app.stack.clear_to(table)
    app.frame()
    assert isinstance(app.stack.top, HandOverScene) and app.stack.top.seat == 1
    key(app, pygame.K_RETURN)
    game = table.game
    flip = next(i for i in game.state.players[1].hand if game.card(i).name == "Stopper")
    click(app, spot(table, Hit("hand", flip)))
    assert table.message is not None and "3.6.1" in table.message[0], table.message
    with watching(app, monkeypatch) as watcher:
        key(app, pygame.K_SPACE)  # Bob passes; Ann has priority and cards to play: the hand-over
        assert isinstance(app.stack.top, HandOverScene) and app.stack.top.seat == 0
        key(app, pygame.K_RETURN)
        now: object = app.stack.top
        assert now is table and table.viewer == 0
        app.frame()
        assert watcher.checks >= 2
    assert not watcher.leaks, watcher.leaks
    assert table.message is None


def test_a_hand_card_clicked_blind_on_the_shared_screen_is_not_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Choosing a Bakugan to roll needs no hand, so it is asked on the shared screen; a click on a
    card back of the hand there must not say which card it is (found by the slow sweep)."""
    app = make_app(tmp_path, fixture_catalog())
    table = table_at_shared_selection(app)
    with watching(app, monkeypatch) as watcher:
        click(app, spot(table, Hit("hand", next(iter(table.layout.hand)))))
        assert table.message is not None and "hidden" in table.message[0]
    assert not watcher.leaks, watcher.leaks
