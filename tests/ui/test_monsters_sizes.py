"""The Battle Monsters screens (and the Fusion World deck editor, the same shared list editor) at
1024x600, 1280x720 and 1920x1080, measured: every text line
inside the window, the table's regions apart, its cards inside their rows, no two buttons or text
lines overlapping (outside card faces, whose text is drawn inside the card). Set
BAKUGAN_SCREENSHOT_DIR to keep the screenshots."""

from __future__ import annotations

import itertools
import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.ui.editor import open_monsters_editor
from game.games.battle_monsters.ui.new_game import MonstersNewGame
from game.games.battle_monsters.ui.places import card_rects
from game.games.battle_monsters.ui.table import MonstersTableScene
from game.games.fusion_world.cards import default_pool as fw_pool
from game.games.fusion_world.ui.editor import open_fusion_editor
from game.ui.app import App
from game.ui.new_game import open_new_game
from tests.battle_monsters.playing import play_until
from tests.ui.test_window_sizes import Drawn, drawn
from tests.ui.window_shots import SIZES, make_app

__all__ = ["drawn"]


def busy_table(app: App) -> MonstersTableScene:
    """Turn 9 of a heuristic game, a card of the viewer's hand selected so its buttons show."""
    decks = [load_deck(p) for p in ready_decks()]
    scene = MonstersTableScene(app, decks[:2], ["Ann with a long name", "Bo"], [False, False], 3)
    app.push(scene)
    game = play_until(scene.game, lambda g: g.core.turn >= 9, seed=1)
    seat = game.to_act()
    scene.viewer = seat if seat in (0, 1) else 0
    hand = game.state.zone("hand", scene.viewer)
    scene.selected = hand[0] if hand else None
    return scene


def build(tmp_path: Path, size: tuple[int, int], screen: str, drawn: Drawn) -> App:
    app = make_app(size, tmp_path / "data")
    if screen == "table":
        busy_table(app)
    elif screen == "editor":
        scene = open_monsters_editor(app)
        for row, _ in scene.pool_layout()[:40]:
            scene.game.add(row.card_id)
    elif screen == "fusion_editor":
        fusion = open_fusion_editor(app, fw_pool())
        for row, _ in fusion.pool_layout()[:40]:
            fusion.game.add(row.card_id)
        fusion.game.toggle("half")
    else:
        open_new_game(app, MonstersNewGame())
    app.frame()
    drawn.clear()
    app.draw()
    shots = os.environ.get("BAKUGAN_SCREENSHOT_DIR")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        prefix = "" if screen.startswith("fusion") else "monsters_"
        pygame.image.save(app.screen, str(Path(shots) / f"{prefix}{screen}_{size[0]}x{size[1]}.png"))
    return app


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("screen", ["table", "editor", "new_game", "fusion_editor"])
def test_nothing_cut_or_overlapping(tmp_path: Path, size: tuple[int, int], screen: str, drawn: Drawn) -> None:
    app = build(tmp_path, size, screen, drawn)
    window = pygame.Rect((0, 0), size)
    for words, rect in drawn:
        assert window.contains(rect), f"{words!r} leaves the {size} window at {rect}"
    scene: Any = app.stack.top
    buttons = [b.rect for b in scene.buttons()]
    assert buttons
    for a, b in itertools.combinations(buttons, 2):
        assert not a.colliderect(b), f"buttons overlap at {a} and {b}"
    faces: list[pygame.Rect] = []
    if isinstance(scene, MonstersTableScene):
        lay = scene.layout()
        regions = [lay.title, lay.prompt, *lay.fields, lay.hand, lay.buttons, lay.log]
        for a, b in itertools.combinations(regions, 2):
            assert not a.colliderect(b), f"regions overlap at {a} and {b}"
        for band in lay.bands:
            assert band.rect.contains(band.panel) and band.rect.contains(band.zones)
            assert not band.panel.colliderect(band.zones)
        rects = card_rects(scene)
        assert rects
        faces = list(rects.values())
        for iid, rect in rects.items():
            row = lay.hand if scene.game.where(iid) == "hand" else None
            row = row or next(r for r in lay.fields if r.colliderect(rect))
            assert row.contains(rect), f"card {iid} leaves its row: {rect} in {row}"
        for button in buttons:
            assert lay.buttons.contains(button)
    loose = [(w, r) for w, r in drawn if not any(f.contains(r) for f in faces) and w.strip()]
    for (w1, r1), (w2, r2) in itertools.combinations(loose, 2):
        assert not r1.colliderect(r2), f"{w1!r} at {r1} overlaps {w2!r} at {r2} ({size})"
