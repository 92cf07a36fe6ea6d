"""Issue 34 item 11: the main menu is a title screen that says Bakugan, drawn by the program: the
word BAKUGAN in its logo, a sky and planet behind it (not a flat fill), and the buttons over it,
at the three window sizes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.ui.driver import record_words, top_buttons
from tests.ui.window_shots import SIZES, make_app, menu


@pytest.mark.parametrize("size", SIZES)
def test_the_main_menu_is_a_drawn_bakugan_title_screen(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(size, tmp_path)
    menu(app)
    words = record_words(monkeypatch)
    app.draw()
    assert "BAKUGAN" in words and "Battle Planet" in words, words[:6]
    screen = app.screen
    w, h = size
    buttons = top_buttons(app)
    column = buttons[0].rect.unionall([b.rect for b in buttons]).inflate(40, 40)
    # the side strips beside the button column: a drawn scene has many colours, a flat fill one
    colours = {
        tuple(screen.get_at((x, y)))[:3]
        for x in range(0, w, 7)
        for y in range(h // 4, h, 7)
        if not column.collidepoint(x, y)
    }
    assert len(colours) > 40, len(colours)
    # the sky darkens upward: the top row is darker than the bottom's planet
    top = sum(tuple(screen.get_at((w // 8, 2)))[:3])
    low = sum(tuple(screen.get_at((w // 2, h - 3)))[:3])
    assert low > top, (top, low)
    pygame.image.save(screen, str(tmp_path / "title.png"))
