"""The shell's stops and auto-pass at the Fusion World and Battle Monsters tables, through real
pygame events at 1024x600, 1280x720 and 1920x1080: two people play the same hot-seat game twice,
once with the default stops and once with every stop on; the clicks (the hand-over screen's and
the table's) are counted. Both games are the same action for action (the people pass wherever a
default stop is off, so only who makes those passes differs), and the default stops take fewer
clicks. With every stop on, the table passes only where passing is all a person can do; with the
defaults, a decision with anything but a pass is passed only at a moment whose stop is off. The
hidden-information watcher (card_secrets.py) reads every word drawn, the log panel's too."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.games.battle_monsters.actions import Draw
from game.games.battle_monsters.ui import stops as monsters_stops
from game.games.battle_monsters.ui.table import MonstersTableScene
from game.games.fusion_world.actions import Proceed
from game.games.fusion_world.ui import stops as fusion_stops
from game.games.fusion_world.ui.table import FusionTableScene
from game.ui.app import App
from game.ui.core_table import CoreTable
from game.ui.handover import HandOverScene
from game.ui.stops import PassNow
from game.ui.stops_scene import StopsScene
from game.ui.table_shell import TableShell
from tests.ui import test_fusion_table, test_monsters_table
from tests.ui.card_secrets import watching_cards
from tests.ui.driver import click, key, top_buttons
from tests.ui.test_screenshots import save, shots
from tests.ui.test_shell_tables import fusion_hot_seat, fusion_sight, monsters_hot_seat, monsters_sight
from tests.ui.window_shots import SIZES
from tests.ui.window_shots import make_app as sized_app

__all__ = ["shots"]

Move = Callable[[App, CoreTable[Any]], None]


def fusion_move(app: App, table: CoreTable[Any]) -> None:
    """As test_fusion_table's person, who goes on from the attack step whenever they may (the one
    stop off by default), so both runs play the same game."""
    assert isinstance(table, FusionTableScene)
    found = fusion_stops.pass_now(table.game, table.viewer)
    if found is not None and found.moment not in fusion_stops.DEFAULT_STOPS:
        key = test_fusion_table.button_for(table, Proceed)
        assert key is not None
        click(app, next(b.rect.center for b in table.buttons() if b.key == key))
        return
    test_fusion_table.human_move(app, table)


def monsters_move(app: App, table: CoreTable[Any]) -> None:
    """As test_monsters_table's person, who draws whenever their hand is empty and nothing can
    attack (the one stop off by default)."""
    assert isinstance(table, MonstersTableScene)
    found = monsters_stops.pass_now(table.game, table.viewer)
    if found is not None and found.moment not in monsters_stops.DEFAULT_STOPS:
        test_monsters_table.act_on_screen(app, table, Draw())
        return
    test_monsters_table.human_move(app, table)


@dataclass
class Passes:
    """Every pass the table made for a person: what was open and that person's stops then."""

    made: list[tuple[PassNow, list[str]]] = field(default_factory=list)


def count_clicks(app: App, table: CoreTable[Any], move: Move, turns: int) -> int:
    """People play both seats until the turn `turns` begins: each hand-over and each move is one
    click (or key)."""
    clicks = 0
    for _ in range(20_000):
        if table.game_over() or table.game.core.turn >= turns:
            return clicks
        top = app.stack.top
        if isinstance(top, HandOverScene):
            click(app, top.button.rect.center)
            clicks += 1
        elif top is table and table.screen_ready():
            move(app, table)
            clicks += 1
        else:
            app.frame()
    raise AssertionError("the game did not reach the turn")


def hot_seat_run(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    case: tuple[Callable[[App], TableShell], Callable[..., Any], Move, int],
    every_stop: bool,
) -> tuple[int, list[Any], Passes]:
    open_table, sight, move, turns = case
    app = sized_app(size, tmp_path)
    app.settings.handover = True
    app.settings.auto_pass = True
    table = open_table(app)
    assert isinstance(table, CoreTable)
    if every_stop:
        app.settings.stops = [key for key, _words in table.stop_moments()]
    passes = Passes()
    pass_for = type(table).pass_for

    def spied(self: CoreTable[Any], seat: int, action: Any) -> None:
        found = self.pass_now(seat)
        assert found is not None and found.action == action
        passes.made.append((found, self.stops_of(seat)))
        pass_for(self, seat, action)

    monkeypatch.setattr(type(table), "pass_for", spied)
    with watching_cards(app, monkeypatch, sight) as watcher:
        clicks = count_clicks(app, table, move, turns)
    assert not watcher.leaks, "\n".join(watcher.leaks[:10])
    assert watcher.checks > 50, watcher.checks
    monkeypatch.undo()
    return clicks, list(table.actions), passes


CASES = {
    "fusion-world": (fusion_hot_seat, fusion_sight, fusion_move, 30),
    "battle-monsters": (monsters_hot_seat, monsters_sight, monsters_move, 30),
}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", CASES)
def test_default_stops_take_fewer_clicks_and_never_pass_a_real_decision_at_a_stop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], game: str
) -> None:
    case = CASES[game]
    every_clicks, every_actions, every_passes = hot_seat_run(tmp_path / "every", monkeypatch, size, case, True)
    default_clicks, default_actions, default_passes = hot_seat_run(tmp_path / "default", monkeypatch, size, case, False)
    shorter = min(len(every_actions), len(default_actions))
    assert shorter > 30 and every_actions[:shorter] == default_actions[:shorter], "the same game both times"
    assert default_clicks < every_clicks, (default_clicks, every_clicks)
    assert all(found.alone for found, _stops in every_passes.made), "with every stop on, only a lone pass is made"
    chosen = [found for found, stops in default_passes.made if not found.alone]
    assert chosen, "the defaults passed where a stop is off"
    assert all(found.moment and found.moment not in stops for found, stops in default_passes.made if not found.alone)
    print(f"{game} {size}: {every_clicks} clicks with every stop, {default_clicks} with the defaults")


def test_the_stops_screen_over_a_fusion_world_table_lists_its_stops_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shots: Path
) -> None:
    """Escape, Settings, Stops at a Fusion World hot-seat table: its stop points, the defaults lit;
    one set off is kept for Fusion World only, and the game button steps to the other games'."""
    app = sized_app((1280, 720), tmp_path)
    app.settings.handover = True
    table = fusion_hot_seat(app)
    app.frame()
    key(app, pygame.K_ESCAPE)
    click(app, next(b.rect.center for b in top_buttons(app) if b.key == "settings"))
    click(app, next(b.rect.center for b in top_buttons(app) if b.key == "stops"))
    scene = app.stack.top
    assert isinstance(scene, StopsScene) and app.stack.find(TableShell) is table
    labels = {b.key: b.label for b in scene.buttons()}
    assert labels["game"].startswith("Game: Fusion World")
    assert [k for k in labels if k.startswith("stop:")] == [f"stop:{k}" for k in fusion_stops.STOP_NAMES]
    assert labels["stop:fw:main"].endswith(": stop") and labels["stop:fw:attack"].endswith(": pass")
    bakugan_before = [k for k in app.settings.stops if not k.startswith(("fw:", "bm:"))]
    click(app, next(b.rect.center for b in scene.buttons() if b.key == "stop:fw:counter"))
    assert "fw:counter" not in app.settings.stops and "fw:counter" not in table.stops_of(0)
    assert [k for k in app.settings.stops if not k.startswith(("fw:", "bm:"))] == bakugan_before
    click(app, next(b.rect.center for b in scene.buttons() if b.key == "stop:fw:counter"))
    save(app, shots, "fw_stops_1280x720")
    click(app, next(b.rect.center for b in scene.buttons() if b.key == "game"))
    assert any(b.key == "stop:bm:end" for b in scene.buttons()) or any(
        b.key == "stop:power" for b in scene.buttons()
    ), "the next game's stops"
