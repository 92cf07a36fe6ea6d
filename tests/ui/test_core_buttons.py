"""Issue 19: at setup the six BakuCore buttons name each core over its bonus, whole (nothing cut
with an ellipsis) at 1024x600, 1280x720 and 1920x1080."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.rules.actions import CHANCE
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.widgets import label_width
from tests.ui.window_shots import SIZES, make_app, settle

SHOTS = Path(__file__).resolve().parents[2] / "assets" / "ui" / "screenshots"


@pytest.mark.parametrize("size", SIZES)
def test_every_bakucore_button_at_setup_shows_its_whole_name_and_bonus(size: tuple[int, int], tmp_path: Path) -> None:
    app = make_app(size, tmp_path)
    decks = [load_deck(p) for p in ready_decks()[:2]]
    setup = GameSetup(seats=(Seat("Ann", decks[0]), Seat("Bob", decks[1])), seed=3)
    session = GameSession.new(
        setup, table_catalog(app), [False, False], roll_model=ProbabilisticRollModel(), autosave=False
    )
    while session.to_act() == CHANCE:
        session.roll()
    scene = TableScene(app, session)
    seat = session.to_act()
    assert seat is not None
    scene.viewer = scene.handed_to = seat
    app.push(scene)
    settle(app)
    cores = [b for b in scene.buttons if b.key.startswith("core:")]
    assert len(cores) == 6
    for button in cores:
        name, bonus = button.label.split("\n")
        assert name and ("BP" in bonus or "DR" in bonus)
        assert label_width(button.label, button.size) <= button.rect.width - 8, button.label
    prompt = scene.layout.prompt
    assert all(prompt.contains(b.rect) for b in cores)
    assert all(not a.rect.colliderect(b.rect) for a in cores for b in cores if a is not b)
    if size == (1280, 720):
        pygame.image.save(app.screen, str(SHOTS / "11_place_bakucore_buttons.png"))
