"""Rule 5.16.1 at the table: "recharge one Energy card" while some are kept uncharged asks which
kind with two worded buttons, answered by a real click."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.bakugan.ui.session import GameSession
from game.roll.probabilistic import ProbabilisticRollModel
from tests.rules.test_charge_pick import ann_uncharged, counts
from tests.rules.test_language_in_play import play_action
from tests.ui.driver import click
from tests.ui.test_table_actions import open_table


def test_5_16_1_charge_pick_buttons_answer_the_decision(tmp_path: Path) -> None:
    game = ann_uncharged(held=2, free=1)
    play_action(game, {"do": [{"charge_energy": 1}]})
    session = GameSession(game, [False, False], roll_model=ProbabilisticRollModel())
    app, table = open_table(tmp_path, session, game.catalog)
    buttons = {b.label: b.rect.center for b in table.buttons if b.key.startswith("act:")}
    assert sorted(buttons) == ["One kept uncharged", "One that recharges anyway"]
    shots = Path(os.environ.get("BAKUGAN_SCREENSHOT_DIR", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    app.draw()
    pygame.image.save(app.screen, str(shots / "charge_pick_prompt.png"))
    click(app, buttons["One kept uncharged"])
    assert counts(game) == (1, 2, 1)
