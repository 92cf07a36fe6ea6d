"""Positions for table tests and screenshots, built with bakugan/scenario/position.py from the fixture cards."""

from __future__ import annotations

from typing import Any

from game.games.bakugan.rules.engine import Game
from game.games.bakugan.scenario.position import build_scenario
from game.games.bakugan.ui.session import GameSession
from tests.helpers import fixture_catalog

FIELD = [
    {"core": "core-2", "owner": 0, "cell": [0, 0]},
    {"core": "core-22", "owner": 1, "cell": [1, 0]},
    {"core": "core-37", "owner": 0, "cell": [0, 1]},
    {"core": "core-16", "owner": 1, "cell": [-1, 1]},
    {"core": "core-23", "owner": 0, "cell": [-1, 0]},
    {"core": "core-38", "owner": 1, "cell": [1, -1]},
    {"core": "core-17", "owner": 0, "cell": [0, -1]},
    {"core": "core-3", "owner": 1, "cell": [2, -1]},
]


def brawl_spec(**extra: Any) -> dict[str, Any]:
    """Power Step, both players' Bakugan open in the brawl, hands of targeted cards."""
    spec: dict[str, Any] = {
        "players": [
            {
                "name": "Ann",
                "characters": ["ts-1", "ts-2", "ts-6"],
                "bakugan": {0: {"open": True, "in_brawl": True, "cores": ["core-4"]}, 1: {"face_up": True}},
                "hand": ["ts-10", "ts-14", "ts-13", "ts-18", "ts-11", "ts-40"],
                "deck": ["ts-12"] * 18,
                "discard": ["ts-12", "ts-21"],
                "energy": {"charged": 5, "uncharged": 1},
                "heroes": ["ts-30"],
            },
            {
                "name": "Bob",
                "characters": ["ts-3", "ts-4", "ts-5"],
                "bakugan": {0: {"open": True, "in_brawl": True, "cores": ["core-12"]}},
                "hand": ["ts-14", "ts-13", "ts-10", "ts-12", "ts-20"],
                "deck": ["ts-12"] * 16,
                "discard": ["ts-22"],
                "energy": {"charged": 5},
            },
        ],
        "field": FIELD,
        "step": "power",
        "turn": 3,
        "starting": 0,
        "priority": 0,
    }
    spec.update(extra)
    return spec


def flip_spec() -> dict[str, Any]:
    """Damage Step: Ann's Victor deals damage to Bob, whose deck's top card is a Flip card."""
    spec = brawl_spec(step="damage", victor={"player": 0, "bakugan": 0}, damage={"target": 1, "attacker": 0})
    spec["players"][1]["deck"] = ["ts-20", *(["ts-12"] * 15)]
    return spec


def scenario_game(spec: dict[str, Any]) -> Game:
    return build_scenario(spec, fixture_catalog(), seed=4)


def scenario_session(spec: dict[str, Any], computer: list[bool] | None = None) -> GameSession:
    from game.roll.probabilistic import ProbabilisticRollModel

    game = scenario_game(spec)
    return GameSession(game, computer or [False] * game.state.seats, roll_model=ProbabilisticRollModel())
