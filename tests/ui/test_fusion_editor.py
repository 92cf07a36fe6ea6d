"""The Fusion World deck editor through real pygame events: a Leader and cards clicked in, the
rules it breaks listed live, a ready deck loaded and saved; a screenshot."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.decks import load_fw_deck, validate_fw_deck
from game.ui.fusion_editor import FusionEditorScene
from game.ui.games_menu import GamesMenu
from tests.ui.driver import click, post
from tests.ui.editor_driver import centre, menu_app
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]


def row_of(rows: list[tuple[str, pygame.Rect]], card_id: str) -> tuple[int, int]:
    return next(rect.center for cid, rect in rows if cid == card_id)


def test_build_a_deck_by_clicking(tmp_path: Path, shots: Path) -> None:
    app, menu = menu_app(tmp_path)
    click(app, centre(menu.buttons(), "games"))
    games = app.stack.top
    assert isinstance(games, GamesMenu)
    click(app, centre(games.buttons(), "fusion_editor"))
    editor = app.stack.top
    assert isinstance(editor, FusionEditorScene)
    click(app, centre(editor.buttons(), "filter:leader"))
    click(app, row_of(editor.pool_rows(), "FW-Y00"))
    assert editor.draft.leader == "FW-Y00"
    click(app, centre(editor.buttons(), "filter:yellow"))
    for _ in range(5):
        click(app, row_of(editor.pool_rows(), "FW-Y01"))
    assert editor.draft.counts["FW-Y01"] == 5
    assert any(p.startswith("rule 5.4") for p in editor.draft.problems(default_pool()))
    click(app, row_of(editor.deck_rows(), "FW-Y01"))
    assert editor.draft.counts["FW-Y01"] == 4
    post(pygame.MOUSEMOTION, pos=row_of(editor.pool_rows(), "FW-Y06"), rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    save(app, shots, "fusion_deck_editor")
    click(app, centre(editor.buttons(), "load"))
    assert editor.draft.size in (25, 50)
    click(app, centre(editor.buttons(), "save"))
    saved = sorted((tmp_path / "fusion_decks").glob("*.yaml"))
    assert saved and validate_fw_deck(load_fw_deck(saved[0]), default_pool()) == []
    click(app, centre(editor.buttons(), "back"))
    assert not isinstance(app.stack.top, FusionEditorScene)
