"""The deck tools of the Fusion World and Battle Monsters editors (the shell's, game/ui/deck_*_tab.py)
through real pygame events at 1024x600, 1280x720 and 1920x1080: a small deck clicked in, the odds
shown match a hypergeometric value worked out by hand, a sample hand is dealt from the deck and
dealt again, the curves are drawn, the test tab starts, reports a result and cancels; nothing
overlaps. At 1920x1080 the odds, curves and test tab are kept as screenshots."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import time
from collections import Counter
from pathlib import Path

import pygame
import pytest

from game.games.battle_monsters.ui.editor import MonstersDeckEdit
from game.games.fusion_world.ui.editor import FusionDeckEdit
from game.ui.app import App
from game.ui.card_list_editor import CardListEditorScene
from game.ui.deck_file_edit import DeckFileEdit
from game.ui.deck_test_tab import DeckTestTab
from game.ui.games_menu import GamesMenu
from game.ui.menu import MenuScene
from game.ui.sample_hand_tab import SampleHandTab
from tests.ui.driver import click
from tests.ui.editor_driver import centre
from tests.ui.overlaps import drawn_parts, screen_problems
from tests.ui.test_screenshots import shots
from tests.ui.window_shots import SIZES

__all__ = ["shots"]  # screenshots go to BAKUGAN_SCREENSHOT_DIR (assets/ui/screenshots/editors when made for the repo)


# Fusion World: a half deck (rule 5.2) of 25 with four copies of Ruri, Flame Runner (FW-R02).
# By hand: C(21,6) = 54264, C(25,6) = 177100; dealt 1 - 54264/177100 = 0.693597 -> 69.4%;
# with the redraw (6.4) 1 - (54264/177100)^2 = 0.906118 -> 90.6%.
FW_CARDS = {"FW-R02": 4, "FW-R01": 4, "FW-R03": 4, "FW-R04": 4, "FW-R05": 4, "FW-R06": 4, "FW-R07": 1}
FW_TARGET, FW_DEALT, FW_REDRAWN = "FW-R02", "69.4%", "90.6%"
# Battle Monsters: 30 cards with three of one card; two go to the graveyard first (2.4), then 5 of
# the 28 left (2.3). By hand: C(25,5) = 53130, C(28,5) = 98280; 1 - 53130/98280 = 0.459402 -> 45.9%.
BM_TARGET, BM_DEALT = "bm-002", "45.9%"


def sized_app(tmp_path: Path, size: tuple[int, int]) -> App:
    os.environ["BAKUGAN_SAVE_DIR"] = str(tmp_path / "data")
    app = App(size)
    app.fixed_dt = 1 / 60
    app.settings.computer_delay = 0.0
    menu = MenuScene(app)
    app.push(menu)
    app.frame()
    return app


def open_from_menu(app: App, key: str) -> CardListEditorScene:
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, centre(menu.buttons(), "games"))
    games = app.stack.top
    assert isinstance(games, GamesMenu)
    click(app, centre(games.buttons(), key))
    editor = app.stack.top
    assert isinstance(editor, CardListEditorScene)
    return editor


def pool_row(editor: CardListEditorScene, card_id: str) -> tuple[int, int]:
    for _ in range(40):
        found = [rect.center for row, rect in editor.pool_layout() if row.card_id == card_id]
        if found:
            return found[0]
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        editor.app.frame()
    raise AssertionError(f"{card_id} is not in the pool")


def add(app: App, editor: CardListEditorScene, counts: dict[str, int]) -> None:
    for card, copies in counts.items():
        for _ in range(copies):
            click(app, pool_row(editor, card))


def texts(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    return [p.name for p in drawn_parts(app, monkeypatch) if p.kind == "text"]


def tab(app: App, editor: CardListEditorScene, key: str) -> None:
    click(app, centre(editor.buttons(), f"tab:{key}"))
    assert editor.side.current == key


def no_overlaps(app: App, monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    problems = screen_problems(app, monkeypatch)
    assert not problems, f"{where}: " + "; ".join(problems[:6])


def odds_row(app: App, monkeypatch: pytest.MonkeyPatch, editor: CardListEditorScene, name: str) -> list[str]:
    """The words drawn on the odds row of `name`."""
    parts = drawn_parts(app, monkeypatch)
    label = next(p for p in parts if p.kind == "text" and p.name.startswith(f"{name} ("))
    return [p.name for p in parts if p.kind == "text" and abs(p.rect.centery - label.rect.centery) <= 4]


def sample_hand(app: App, editor: CardListEditorScene, deck: list[str], hand_size: int) -> None:
    """The hand is `hand_size` cards of the deck (as many copies as it has at most); Draw again deals another."""
    tab(app, editor, "hands")
    hands = []
    for _ in range(3):
        shown = editor.side.tab
        assert isinstance(shown, SampleHandTab)
        tiles = shown._tiles
        hand = [card for _, card in tiles]
        assert len(hand) == hand_size
        assert not Counter(hand) - Counter(deck), "a card not in the deck was dealt"
        hands.append(hand)
        click(app, centre(editor.buttons(), "again"))
    assert len({tuple(h) for h in hands}) > 1, "Draw again dealt the same hand three times"


def run_a_test(app: App, editor: CardListEditorScene, monkeypatch: pytest.MonkeyPatch) -> DeckTestTab:
    """Start a test of one game per opponent, wait for a result on screen, then cancel."""
    tab(app, editor, "test")
    test = editor.test_tab
    while test.games > 1:
        click(app, centre(editor.buttons(), "games:-"))
    click(app, centre(editor.buttons(), "start"))
    assert test.run is not None and test.running
    end = time.monotonic() + 120
    while test.run.played == 0 and test.run.state == "running" and time.monotonic() < end:
        started = time.perf_counter()
        app.frame()
        assert time.perf_counter() - started < 0.25, "a frame waited for the test"
        time.sleep(0.05)
    assert test.run.played > 0, test.run.error
    app.frame()
    figures = [t for t in texts(app, monkeypatch) if "/1 " in t and "%" in t]
    assert figures, "no win rate shown for the first game"
    return test


def cancel(app: App, editor: CardListEditorScene, test: DeckTestTab) -> None:
    if not test.running:  # finished already: start again to cancel at once
        click(app, centre(editor.buttons(), "start"))
    assert test.run is not None
    click(app, centre(editor.buttons(), "cancel"))
    assert test.run.state == "cancelled" and "cancelled" in test.note
    assert not test.run._process.is_alive()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_fusion_world_editor_tools(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], shots: Path
) -> None:
    app = sized_app(tmp_path, size)
    editor = open_from_menu(app, "fusion_editor")
    edit = editor.game
    assert isinstance(edit, FusionDeckEdit)
    click(app, centre(editor.buttons(), "half"))
    click(app, centre(editor.buttons(), "filter:red"))
    add(app, editor, {"FW-R00": 1, **FW_CARDS})
    assert edit.problems() == [] and len(edit.deck_cards()) == 25
    no_overlaps(app, monkeypatch, "rules tab")
    tab(app, editor, "odds")
    name = edit.card_row(FW_TARGET).name
    row = odds_row(app, monkeypatch, editor, name)
    assert FW_DEALT in row and FW_REDRAWN in row, row
    no_overlaps(app, monkeypatch, "odds tab")
    big = size == (1920, 1080)
    sample_hand(app, editor, edit.deck_cards(), 6)
    no_overlaps(app, monkeypatch, "hands tab")
    tab(app, editor, "curves")
    assert "Energy cost by colour" in texts(app, monkeypatch)
    no_overlaps(app, monkeypatch, "curves tab")
    test = run_a_test(app, editor, monkeypatch)
    no_overlaps(app, monkeypatch, "test tab")
    cancel(app, editor, test)
    if big:
        click(app, centre(editor.buttons(), "half"))
        ready_deck_shots(app, editor, monkeypatch, shots / "fusion_world")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_battle_monsters_editor_tools(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], shots: Path
) -> None:
    app = sized_app(tmp_path, size)
    editor = open_from_menu(app, "monsters_editor")
    edit = editor.game
    assert isinstance(edit, MonstersDeckEdit)
    others = [c for c in sorted(edit.pool.cards) if c != BM_TARGET and edit.pool[c].is_monster][:9]
    add(app, editor, {BM_TARGET: 3, **dict.fromkeys(others, 3)})
    assert edit.problems() == [] and len(edit.deck_cards()) == 30
    no_overlaps(app, monkeypatch, "rules tab")
    tab(app, editor, "odds")
    row = odds_row(app, monkeypatch, editor, edit.card_row(BM_TARGET).name)
    assert BM_DEALT in row, row
    no_overlaps(app, monkeypatch, "odds tab")
    big = size == (1920, 1080)
    sample_hand(app, editor, edit.opening_deck().cards, 5)
    no_overlaps(app, monkeypatch, "hands tab")
    tab(app, editor, "curves")
    assert "Card types" in texts(app, monkeypatch)
    no_overlaps(app, monkeypatch, "curves tab")
    test = run_a_test(app, editor, monkeypatch)
    no_overlaps(app, monkeypatch, "test tab")
    cancel(app, editor, test)
    if big:
        ready_deck_shots(app, editor, monkeypatch, shots / "battle_monsters")


def ready_deck_shots(app: App, editor: CardListEditorScene, monkeypatch: pytest.MonkeyPatch, prefix: Path) -> None:
    """Screenshots of the first ready deck (more to show than the test's small deck): its odds,
    its curves, and its test with the first results in, then cancelled."""
    assert isinstance(editor.game, DeckFileEdit)  # Fusion World's and Battle Monsters' deck editors
    editor.game.load(str(editor.game.ready_files()[0]))
    app.frame()
    for key in ("odds", "curves"):
        tab(app, editor, key)
        no_overlaps(app, monkeypatch, f"{key} tab of a ready deck")
        save(app, prefix.with_name(f"{prefix.name}_{key}_1920x1080.png"))
    tab(app, editor, "test")
    click(app, centre(editor.buttons(), "start"))
    run = editor.test_tab.run
    assert run is not None
    end = time.monotonic() + 120
    while run.played < 3 and run.state == "running" and time.monotonic() < end:
        app.frame()
        time.sleep(0.05)
    app.frame()
    no_overlaps(app, monkeypatch, "test tab of a ready deck")
    save(app, prefix.with_name(f"{prefix.name}_test_1920x1080.png"))
    editor.test_tab.cancel()


def save(app: App, path: Path) -> None:
    app.draw()
    pygame.image.save(app.screen, str(path))
