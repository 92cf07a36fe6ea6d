"""Tag-word abilities (rule 7.4): Turbo, Flow, Fury, Sacrifice, Domination.

The strike keywords (7.3.1 DoubleStrike, 7.3.2 ShadowStrike, 7.3.3 FrostStrike) are tested with
the damage they change in test_brawl_and_damage.py.
"""

from __future__ import annotations

import pytest

from game.games.bakugan.rules.actions import PlayCard, Target
from game.games.bakugan.rules.engine import Game, IllegalAction
from tests.helpers import pass_priority
from tests.rules.support import brawl, in_brawl

FLOW, FURY, DOMINATION = "ts-51", "ts-52", "ts-53"  # +100 B-Power, or +400 instead with the tag


def play(game: Game, seat: int, card_id: str, bid: int = 0, sacrifice: int | None = None) -> int:
    card = next(i for i in game.state.players[seat].hand if game.state.cards[i].card_id == card_id)
    game.apply(PlayCard(seat=seat, card=card, target=Target("bakugan", bid), sacrifice=sacrifice))
    return card


def test_7_4_2_flow_after_another_card_this_turn() -> None:
    game = brawl(ann={"hand": ["ts-10", FLOW], "energy": {"charged": 1}})
    play(game, 0, "ts-10")
    pass_priority(game, 2)
    play(game, 0, FLOW)
    pass_priority(game, 2)
    assert game.stats(0).bp == 400 + 300 + 400


def test_7_4_2_no_flow_as_the_first_card() -> None:
    game = brawl(ann={"hand": [FLOW]})
    play(game, 0, FLOW)
    pass_priority(game, 2)
    assert game.stats(0).bp == 400 + 100


def test_7_4_2_opponents_card_does_not_give_flow() -> None:
    game = brawl(ann={"hand": [FLOW]}, bob={"hand": ["ts-10"], "energy": {"charged": 1}})
    pass_priority(game)
    play(game, 1, "ts-10", bid=3)
    pass_priority(game, 2)  # Bob's Power Up completes, priority back to Ann
    play(game, 0, FLOW)
    pass_priority(game, 2)
    assert game.stats(0).bp == 400 + 100


def test_7_4_3_fury_with_no_hand() -> None:
    game = brawl(ann={"hand": [FURY]})
    play(game, 0, FURY)
    pass_priority(game, 2)
    assert game.stats(0).bp == 400 + 400


def test_7_4_3_no_fury_with_cards_in_hand() -> None:
    game = brawl(ann={"hand": [FURY, "ts-12"]})
    play(game, 0, FURY)
    pass_priority(game, 2)
    assert game.stats(0).bp == 400 + 100


def test_7_4_5_domination_with_more_cores_than_any_opponent() -> None:
    game = brawl(
        ann={"bakugan": {0: in_brawl(cores=["core-22", "core-1"])}, "hand": [DOMINATION]},
        bob={"bakugan": {0: in_brawl(cores=["core-23"])}},
    )
    play(game, 0, DOMINATION)
    pass_priority(game, 2)
    assert game.stats(0).bp == 400 + 100 + 400


def test_7_4_5_no_domination_on_equal_cores() -> None:
    game = brawl(
        ann={"bakugan": {0: in_brawl(cores=["core-22"])}, "hand": [DOMINATION]},
        bob={"bakugan": {0: in_brawl(cores=["core-23"])}},
    )
    play(game, 0, DOMINATION)
    pass_priority(game, 2)
    assert game.stats(0).bp == 400 + 100 + 100


def test_7_4_4_sacrifice_discards_the_chosen_card_and_pays_nothing() -> None:
    game = brawl(ann={"hand": ["ts-16", "ts-12"], "energy": {"charged": 0}})
    fodder = game.state.players[0].hand[1]
    play(game, 0, "ts-16", sacrifice=fodder)
    assert game.state.players[0].discard == [fodder]
    pass_priority(game, 2)
    assert game.stats(0).bp == 400 + 500


def test_7_4_4_no_sacrifice_on_a_card_without_it() -> None:
    game = brawl(ann={"hand": ["ts-10", "ts-12"], "energy": {"charged": 1}})
    power, other = game.state.players[0].hand
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=power, target=Target("bakugan", 0), sacrifice=other))
    assert err.value.rule == "7.4.4"
    assert game.state.players[0].hand == [power, other]


def test_7_4_4_without_sacrifice_the_full_cost_is_due() -> None:
    game = brawl(ann={"hand": ["ts-16", "ts-12"], "energy": {"charged": 0}})
    offering = game.state.players[0].hand[0]
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=offering, target=Target("bakugan", 0)))
    assert err.value.rule == "7.8.1"


def test_7_4_1_turbo_needs_more_energy_cards_than_every_opponent() -> None:
    game = brawl(ann={"hand": ["ts-15"], "energy": {"charged": 3}}, bob={"energy": {"uncharged": 3}})
    play(game, 0, "ts-15")
    pass_priority(game, 2)
    assert game.stats(0).dr == 3 + 2  # 3 against 3 Energy cards (charged or not): no Turbo
