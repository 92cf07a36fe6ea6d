"""Two readings of issue 35 at the table, answered with real clicks: Endless Growth's shares each
name a Bakugan and its bonus (bb-115), and Flash Flood may choose an Evo card under the top one
(br-63), offered as a button since no click on the table names it."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.rules.actions import Pass, PlayCard
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.scenario.position import build_scenario
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App
from game.ui.session import GameSession
from game.ui.table import TableScene
from tests.ui.driver import click
from tests.ui.test_table_actions import open_table

TEAM = ["bb-337", "bb-291", "bb-307"]  # Nillious (Haos), Nillious (Aquos), Nillious (Aurelus)


def _shot(app: App, tmp_path: Path, name: str) -> None:
    shots = Path(os.environ.get("BAKUGAN_SCREENSHOT_DIR", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    app.draw()
    pygame.image.save(app.screen, str(shots / f"{name}.png"))


def _buttons(table: TableScene, prefix: str) -> dict[str, tuple[int, int]]:
    return {b.label: b.rect.center for b in table.buttons if b.key.startswith(prefix)}


def test_1_8_1_endless_growth_shares_name_the_bakugan_and_the_bonus(tmp_path: Path) -> None:
    brawler = {0: {"open": True, "in_brawl": True}}
    game = build_scenario(
        {
            "step": "power",
            "players": [
                {"name": "Ann", "characters": TEAM, "bakugan": brawler, "hand": ["bb-115"], "energy": {"charged": 2}},
                {"name": "Bob", "characters": TEAM, "bakugan": brawler},
            ],
        },
        default_catalog(),
    )
    card = game.state.players[0].hand[0]
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == card and a.x == 2))
    game.apply(Pass(0))
    game.apply(Pass(1))
    app, table = open_table(
        tmp_path, GameSession(game, [False, False], roll_model=ProbabilisticRollModel()), game.catalog
    )
    buttons = _buttons(table, "act:")
    assert len(buttons) == 4 and sum(label.startswith("+100 BP: ") for label in buttons) == 2
    assert sorted(label for label in buttons if label.startswith("+1 DR: ")) == [
        "+1 DR: Ann's Haos Nillious",
        "+1 DR: Bob's Haos Nillious",
    ]
    _shot(app, tmp_path, "endless_growth_shares")
    dr_share = "+1 DR: Ann's Haos Nillious"
    click(app, buttons[dr_share])
    click(app, _buttons(table, "act:")[dr_share])
    assert game.stats(0).damage == 5 + 2 and game.stats(0).bp == 300


def _flash_flood_position() -> Game:
    return build_scenario(
        {
            "step": "damage",
            "victor": {"player": 0, "bakugan": 0},
            "damage": {"target": 1},
            "players": [
                {
                    "name": "Ann",
                    "characters": TEAM,
                    "bakugan": {0: {"open": True, "in_brawl": True, "evos": ["bb-252", "bb-257"]}},
                },
                {
                    "name": "Bob",
                    "characters": TEAM,
                    "bakugan": {0: {"open": True, "in_brawl": True}},
                    "deck": ["br-63", *["bb-291"] * 12],
                    "energy": {"charged": 2},
                },
            ],
        },
        default_catalog(),
    )


def test_4_6_1_flash_flood_offers_an_evo_under_the_top_one_as_a_button(tmp_path: Path) -> None:
    game = _flash_flood_position()
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "flip" and top.seat == 1
    app, table = open_table(
        tmp_path, GameSession(game, [False, False], roll_model=ProbabilisticRollModel()), game.catalog
    )
    click(app, next(b.rect.center for b in table.buttons if b.key == "flip_play"))
    below = _buttons(table, "evo:")
    assert list(below) == ["Hyper Nillious (under Titan Nillious)"]
    _shot(app, tmp_path, "flash_flood_evo_below")
    click(app, below["Hyper Nillious (under Titan Nillious)"])
    entry = game.state.batch[-1]
    assert entry.card_id == "br-63" and entry.target is not None and entry.target[0] == "evo"
