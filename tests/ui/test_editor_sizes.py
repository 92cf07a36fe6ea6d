"""Issue 19: the deck editor is laid out at the UI scale: with a ready deck loaded, on every tab
(chosen by clicking it), at 1024x600, 1280x720 and 1920x1080 no text leaves its panel or the
window, no two buttons overlap, and text and rows grow with the window."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.games.bakugan.deck_draft import DeckDraft
from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.editor.scene import EditorScene
from game.ui import text, theme
from tests.ui import window_shots
from tests.ui.driver import click
from tests.ui.window_shots import SIZES

Drawn = list[tuple[str, pygame.Rect]]


def editor_with_a_deck(tmp_path: Path, size: tuple[int, int]) -> EditorScene:
    app = window_shots.make_app(size, tmp_path)
    deck = load_deck(next(p for p in ready_decks() if p.name == "pyrus_fury.yaml"))
    scene = EditorScene(app, DeckDraft(table_catalog(app), deck))
    app.push(scene)
    window_shots.settle(app)
    return scene


def drawn_lines(scene: EditorScene, monkeypatch: pytest.MonkeyPatch) -> Drawn:
    lines: Drawn = []
    real = text.blit

    def recording(target: pygame.Surface, words: str, pos: tuple[int, int], *args: Any, **kw: Any) -> pygame.Rect:
        rect = real(target, words, pos, *args, **kw)
        lines.append((words, rect.copy()))
        return rect

    monkeypatch.setattr(text, "blit", recording)
    for cache in scene.caches.values():
        cache.forget()  # every panel drawn afresh, so its lines are recorded
    scene.app.draw()
    monkeypatch.setattr(text, "blit", real)
    return lines


@pytest.mark.parametrize("size", SIZES)
def test_every_tab_of_the_editor_fits_the_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    scene = editor_with_a_deck(tmp_path, size)
    app = scene.app
    window = app.screen.get_rect()
    lay = scene.place()
    panels = [lay.catalogue, lay.deck, lay.side]
    assert [a.colliderect(b) for a, b in itertools.combinations(panels, 2)] == [False] * 3
    for key in ("rules", "charts", "hands", "test"):
        theme.set_scale(app.ui_scale(), app.settings.text_scale)
        tab = next(b for b in scene.side.tab_buttons() if b.key == f"tab:{key}")
        click(app, tab.rect.center)
        assert scene.side.current == key
        theme.set_scale(app.ui_scale(), app.settings.text_scale)
        buttons = [*scene.toolbar(), *scene.catalogue.bar.buttons(), *scene.deck_panel.buttons()]
        buttons += scene.side.tab_buttons()
        for a, b in itertools.combinations(buttons, 2):
            assert not a.rect.colliderect(b.rect), f"{a.key} and {b.key} overlap on the {key} tab at {size}"
        lines = drawn_lines(scene, monkeypatch)
        assert len(lines) > 20
        for words, rect in lines:
            assert window.contains(rect), f"{words!r} at {rect} is cut by the {size} window ({key} tab)"
            inside = [p for p in panels if p.colliderect(rect)]
            for panel in inside:
                assert panel.contains(rect), f"{words!r} at {rect} runs out of its panel {panel} ({key} tab, {size})"


def test_the_editor_grows_with_the_window(tmp_path: Path) -> None:
    small = editor_with_a_deck(tmp_path / "small", (1280, 720))
    row_small, tab_small = small.catalogue.list.row_h, small.side.tab_buttons()[0].rect.height
    pygame.display.quit()
    big = editor_with_a_deck(tmp_path / "big", (1920, 1080))
    theme.set_scale(big.app.ui_scale())
    assert big.catalogue.list.row_h == round(row_small * 1.5)
    assert big.side.tab_buttons()[0].rect.height == round(tab_small * 1.5)
    assert theme.font(theme.BODY).get_height() > 1.3 * theme.font_px(theme.BODY).get_height()
