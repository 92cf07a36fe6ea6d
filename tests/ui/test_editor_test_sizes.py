"""The deck editor's Test tab at 1024x600, 1280x720 and 1920x1080 after a finished test, throwing
like a saved rolling profile while a damaged one is named: every opponent's row, the overall line
and the report's file inside the tab, no two lines over each other. BAKUGAN_SCREENSHOT_DIR keeps
the pictures (assets/ui/screenshots/sizes/editor_test_report_*.png are made with it set to that folder,
like test_window_sizes.py's)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest

from game.games.bakugan.decks import resolve_deck_path
from game.games.bakugan.sim.roll_profile import profile_path, save_profile
from game.games.bakugan.ui.editor.scene import EditorScene
from game.ui.menu import MenuScene
from tests.ui.driver import click, top_buttons
from tests.ui.editor_driver import centre, pick, press, tab
from tests.ui.test_window_sizes import Drawn, drawn, inside, overlaps
from tests.ui.window_shots import PROFILE, SIZES, make_app, move

__all__ = ["drawn"]


@pytest.mark.parametrize("size", SIZES)
def test_the_test_tab_and_its_report_fit_the_window(tmp_path: Path, drawn: Drawn, size: tuple[int, int]) -> None:
    app = make_app(size, tmp_path / "data")
    save_profile(PROFILE)
    profile_path("Broken").write_text("{not a profile", encoding="utf-8")
    app.push(MenuScene(app))
    app.frame()
    click(app, centre(top_buttons(app), "editor"))
    editor = app.stack.top
    assert isinstance(editor, EditorScene)
    press(app, editor, "load")
    pick(app, str(resolve_deck_path("darkus_shadow")))
    tab(app, editor, "test")
    test = editor.test_tab
    for key_ in ("throws:+", "games:-"):  # 5 games per opponent
        click(app, centre(test.buttons(), key_))
    click(app, centre(test.buttons(), "start"))
    run = test.run
    assert run is not None
    end = time.monotonic() + 120
    while run.state == "running" and time.monotonic() < end:
        app.frame()
        time.sleep(1 / 60)
    assert run.state == "done", run.error
    drawn.clear()
    move(app, (test.rect.right - 2, test.rect.bottom - 2))  # the pointer over the tab: drawn afresh
    lines = [(words, rect) for words, rect in drawn if rect.colliderect(test.rect)]
    for words, rect in lines:
        assert inside(rect, test.rect), f"{words!r} at {rect} leaves the Test tab {test.rect} at {size}"
    assert overlaps(lines) == [], f"lines over each other at {size}"
    shown = [w for w, _rect in lines]
    assert set(test.names) <= set(shown), f"opponents missing at {size}: {set(test.names) - set(shown)}"
    assert any(w.startswith("Overall ") for w in shown)
    report = [w for w in shown if w.startswith("Report: ")]  # where it is in the player's folder, whole
    assert report and report[0].endswith("/gauntlet.md in your data folder"), f"{report} at {size}"
    assert any(w.startswith("Rolling profile not offered: Broken.json:1") for w in shown)
    assert any("throwing like Mia" in w for w in shown)
    shots = os.environ.get("BAKUGAN_SCREENSHOT_DIR")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(Path(shots) / f"editor_test_report_{size[0]}x{size[1]}.png"))
