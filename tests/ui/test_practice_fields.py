"""Practice rolling's field editor driven by real pygame events: add and remove cores by the
placement rules (1.4.3, 4.7.3), save a field under a name, load it back, and a damaged file
reported with the field on the table kept."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.ui.practice.fields import FieldFileError, field_path, load_field, parse_field, save_field
from game.games.bakugan.ui.practice.scene import PracticeScene
from game.games.bakugan.ui.practice.session import PracticeSession
from game.roll.hexgrid import hex_center_cm
from tests.ui.practice_events import click as _click
from tests.ui.practice_events import key as _key
from tests.ui.practice_events import open_scene
from tests.ui.practice_events import pump as _pump
from tests.ui.practice_events import screen as _screen

SCREENSHOT_EDIT = "/tmp/practice_fields_edit.png"
SCREENSHOT_LOAD = "/tmp/practice_fields_load.png"
FIELD = {"A": (0, 0), "B": (1, 0), "C": (0, 1)}


@pytest.fixture()
def scene(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> PracticeScene:
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path))
    return open_scene(PracticeSession(seed=5, field=dict(FIELD)))


def _type(scene: PracticeScene, words: str) -> None:
    for char in words:
        _key(scene, pygame.key.key_code(char) if char != " " else pygame.K_SPACE, char)


def _cell_px(scene: PracticeScene, cell: tuple[int, int]) -> tuple[int, int]:
    return scene.proj.to_px(hex_center_cm(cell, scene.session.config.core_across_flats_cm))


def test_4_7_3_right_click_adds_a_touching_core_and_refuses_a_lonely_one(scene: PracticeScene) -> None:
    _click(scene, _cell_px(scene, (1, -1)), button=3)  # shares a side with A and B
    assert len(scene.session.field) == 4 and (1, -1) in scene.session.field.values()
    assert scene.banner[0] == "CORE ADDED"
    _click(scene, _cell_px(scene, (5, 0)), button=3)  # touches nothing
    assert len(scene.session.field) == 4
    assert scene.banner[0] == "CORE NOT ADDED" and "4.7.3" in scene.banner[1]
    _click(scene, _cell_px(scene, (0, 1)), button=3)  # core C: taken off
    assert "C" not in scene.session.field and scene.banner[0] == "CORE REMOVED"
    _pump(scene)
    pygame.image.save(_screen(), SCREENSHOT_EDIT)


def test_1_4_3_on_an_empty_field_the_first_core_goes_in_the_middle(scene: PracticeScene) -> None:
    for cell in FIELD.values():
        _click(scene, _cell_px(scene, cell), button=3)
    assert scene.session.field == {}
    _click(scene, _cell_px(scene, (1, 0)), button=3)
    assert scene.session.field == {} and "1.4.3" in scene.banner[1]
    _click(scene, _cell_px(scene, (0, 0)), button=3)
    assert list(scene.session.field.values()) == [(0, 0)]


def test_save_then_load_a_named_field_through_the_keys_and_the_list(scene: PracticeScene, tmp_path: Path) -> None:
    _key(scene, pygame.K_s)
    assert scene.naming is not None
    _type(scene, "three in a row")
    _key(scene, pygame.K_RETURN)
    assert scene.naming is None and scene.banner[0] == "FIELD SAVED"
    assert scene.banner[1].endswith("in practice_fields/three_in_a_row.json in your data folder.")
    saved = tmp_path / "practice_fields" / "three_in_a_row.json"
    assert saved.is_file()

    _key(scene, pygame.K_f)  # a random field replaces it
    assert scene.session.field != FIELD
    _key(scene, pygame.K_l)
    assert scene.picking is not None
    rect, name = scene.picking.rows()[0]
    assert name == "three_in_a_row"
    _pump(scene)
    pygame.image.save(_screen(), SCREENSHOT_LOAD)
    _click(scene, rect.center)
    assert scene.picking is None and scene.banner[0] == "FIELD LOADED"
    assert scene.session.field == FIELD


def test_a_damaged_field_file_is_reported_and_the_table_keeps_its_field(scene: PracticeScene, tmp_path: Path) -> None:
    folder = tmp_path / "practice_fields"
    folder.mkdir()
    (folder / "broken.json").write_text('{"kind": "practice-field", "version": 1, "cores": [{"id": "A", ', "utf-8")
    before = dict(scene.session.field)
    _key(scene, pygame.K_l)
    assert scene.picking is not None
    rect, name = scene.picking.rows()[0]
    assert name == "broken"
    _click(scene, rect.center)
    assert scene.banner[0] == "FIELD NOT LOADED"
    assert "broken.json" in scene.banner[1] and "kept" in scene.banner[1]
    assert scene.session.field == before


def test_escape_closes_the_boxes_without_changes(scene: PracticeScene) -> None:
    _key(scene, pygame.K_s)
    _type(scene, "x")
    _key(scene, pygame.K_ESCAPE)
    assert scene.naming is None and scene.running
    _key(scene, pygame.K_l)  # nothing saved yet: says where fields are kept
    assert scene.picking is None and scene.banner[0] == "NO SAVED FIELDS"
    assert scene.banner[1].endswith("fields are kept in practice_fields in your data folder.")


def test_field_files_are_checked_on_reading(tmp_path: Path) -> None:
    path = save_field("Ring", {"A": (0, 0), "B": (0, 1)}, tmp_path)
    assert path == field_path("Ring", tmp_path)
    assert load_field("Ring", tmp_path) == {"A": (0, 0), "B": (0, 1)}
    head = {"kind": "practice-field", "version": 1}
    a00, a10, b00 = {"id": "A", "cell": [0, 0]}, {"id": "A", "cell": [1, 0]}, {"id": "B", "cell": [0, 0]}
    bad = [
        ({"kind": "replay"}, "not a practice field"),
        ({"kind": "practice-field", "version": 9, "cores": []}, "version"),
        ({"kind": "practice-field", "version": 1, "cores": []}, "non-empty"),
        ({"kind": "practice-field", "version": 1, "cores": [{"id": "A", "cell": [0, "x"]}]}, "two whole numbers"),
        ({**head, "cores": [a00, a10]}, "twice"),
        ({**head, "cores": [a00, b00]}, "two cores on cell"),
    ]
    for data, words in bad:
        with pytest.raises(FieldFileError, match=words):
            parse_field(data, "f.json")
