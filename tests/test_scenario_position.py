"""Positions written as data (bakugan/scenario/position.py): the batch, modifiers and the damage being dealt."""

from __future__ import annotations

import pytest

from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.scenario.position import ScenarioError
from tests.helpers import scenario

BRAWL = [
    {"characters": ["ts-1", "ts-2", "ts-6"], "bakugan": {0: {"open": True, "in_brawl": True}}, "heroes": ["ts-31"]},
    {"characters": ["ts-3", "ts-4", "ts-5"], "bakugan": {0: {"open": True, "in_brawl": True}}},
]


def test_a_heros_triggered_ability_can_wait_in_the_batch() -> None:
    game = scenario(
        step="power", players=BRAWL, batch=[{"ability": 0, "hero": "ts-31", "controller": 0, "kind": "trigger"}]
    )
    (entry,) = game.state.batch
    hero = game.state.players[0].heroes[0]
    assert (entry.kind, entry.card, entry.ability, entry.controller) == ("trigger", hero, 0, 0)
    assert game.state.next_eid > entry.eid


def test_a_bakugans_ability_in_the_batch_belongs_to_its_controller() -> None:
    players = [{**BRAWL[0], "characters": ["ts-6", "ts-2", "ts-1"]}, BRAWL[1]]  # Striker: a Character with a trigger
    game = scenario(step="power", players=players, batch=[{"ability": 0, "bakugan": [0, 0], "kind": "trigger"}])
    (entry,) = game.state.batch
    assert (entry.bakugan, entry.controller, entry.card_id) == (game.state.players[0].bakugan[0], 0, "ts-6")


def test_an_ability_index_the_card_does_not_have_is_refused() -> None:
    with pytest.raises(ScenarioError, match="no ability 3"):
        scenario(step="power", players=BRAWL, batch=[{"ability": 3, "hero": "ts-31"}])


def test_damage_in_progress_keeps_its_origin_amount_and_what_was_dealt() -> None:
    # Pyrus Block (a Flip card) on top of Bob's deck stops the damage, so it waits on Bob
    game = scenario(
        step="damage",
        players=[BRAWL[0], {**BRAWL[1], "deck": ["ts-21", "ts-12", "ts-12"], "energy": {"charged": 1}}],
        damage={"target": 1, "attacker": 0, "fixed": 3, "dealt": 1, "factions": ["Pyrus"]},
    )
    run, top = game.current_damage(), game.pending()
    assert run is not None and isinstance(top, DecisionFrame) and top.decision == "flip"
    assert (run.fixed, run.dealt, run.origin_bid, run.origin_factions) == (3, 2, None, ["Pyrus"])


def test_damage_origin_can_be_named_apart_from_the_victor() -> None:
    game = scenario(
        step="damage",
        victor={"player": 0, "bakugan": 0},
        players=[BRAWL[0], {**BRAWL[1], "deck": ["ts-20", "ts-12"]}],
        damage={"target": 1, "attacker": 0, "origin": [0, 1]},
    )
    run = game.current_damage()
    assert run is not None and run.origin_bid == game.state.players[0].bakugan[1]


def test_a_modifier_needs_its_bakugan() -> None:
    with pytest.raises(ScenarioError, match="names its Bakugan"):
        scenario(step="power", players=BRAWL, modifiers=[{"bp": 100}])


def test_damage_left_counts_back_from_the_victors_damage() -> None:
    # Testoid deals 3; with 1 left, 2 were dealt before the position, and 1 more card is flipped
    game = scenario(
        step="damage",
        victor={"player": 0, "bakugan": 0},
        players=[BRAWL[0], {**BRAWL[1], "deck": ["ts-12"] * 6}],
        damage={"target": 1, "attacker": 0, "left": 1},
    )
    assert len(game.state.players[1].discard) == 1 and len(game.state.players[1].deck) == 5


def test_damage_takes_dealt_or_left_not_both() -> None:
    with pytest.raises(ScenarioError, match="dealt or left"):
        scenario(
            step="damage",
            victor={"player": 0, "bakugan": 0},
            players=BRAWL,
            damage={"target": 1, "dealt": 1, "left": 1},
        )
