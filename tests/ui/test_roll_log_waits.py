"""Issue 34 item 4: the log does not spoil the roll. While the roll animates ("Rolling… click or
press Space to skip") neither the log panel nor the message line tells what the thrown Bakugan
do; their lines appear when the animation ends or is skipped. Through real pygame events at the
three window sizes."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.games.bakugan.ui.table import TableScene
from game.ui.app import App
from tests.ui.driver import drag, key, record_words
from tests.ui.test_table_rolls import NeverOpens
from tests.ui.window_shots import SIZES, roll_table


def _throw_both(app_size: tuple[int, int], tmp_path: Path) -> tuple[App, TableScene, int]:
    app, table = roll_table(app_size, tmp_path, animate=True)
    table.session.roll_model = NeverOpens()  # so the Roll step starts over: its message must wait too
    before = len(table.game.state.log)
    for _ in range(2):  # Ann's throw, then Bob's
        assert table.throwing(), table.prompt.text
        proj = table.projection
        start = proj.to_px(proj.geom.seats[table.viewer].to_table(0.0, 1.0))
        drag(app, start, (start[0], start[1] + 110))
    return app, table, before


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("ends_by", ["space", "click", "time"])
def test_the_outcome_lines_wait_for_the_roll_animation(
    size: tuple[int, int], ends_by: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, table, before = _throw_both(size, tmp_path)
    assert table.anim is not None, "the roll animates"
    outcome = [str(e.text) for e in table.game.state.log[before:]]
    assert any("does not open" in line or "stays closed" in line for line in outcome), outcome
    words = record_words(monkeypatch)
    for _ in range(10):
        app.frame()
    assert table.anim is not None
    drawn = " ".join(words)
    assert "Rolling" in drawn
    assert "Waiting for" not in drawn and "To act:" not in drawn, "who acts next would tell how the roll ends"
    shown = " ".join(line for line, _ in table.log_lines.lines)
    for line in outcome:
        assert line[:30] not in shown and line[:30] not in drawn, f"{line!r} told before the Bakugan landed"
    assert table.message is None or "5.7.2" not in table.message[0], "the restart told before the roll ended"
    shots = os.environ.get("BAKUGAN_SCREENSHOT_DIR")
    if shots and ends_by == "space":
        pygame.image.save(app.screen, str(Path(shots) / f"roll_log_waits_{size[0]}x{size[1]}.png"))
    if ends_by == "space":
        key(app, pygame.K_SPACE)
    elif ends_by == "click":
        pos = table.layout.field.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.frame()
    else:
        for _ in range(60 * 8):
            if table.anim is None:
                break
            app.frame()
    app.frame()
    assert table.anim is None
    shown = " ".join(line for line, _ in table.log_lines.lines)
    assert all(line[:30] in shown for line in outcome), (outcome, shown)
    assert table.message is not None and "5.7.2" in table.message[0], table.message
