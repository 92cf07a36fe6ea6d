"""The End Phase: Play Step (5.15), charge (5.16.1), unspent Energy (1.7.1), hand limit (4.3.2), reset (5.17.1)."""

from __future__ import annotations

import pytest

from game.games.bakugan.rules.actions import ChooseCard, Energize, Pass, PlayCard, SelectBakugan, Target
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.state import Step
from tests.helpers import pass_priority, scenario
from tests.rules.support import at_step, decision, log_texts, pass_until


def end_phase(ann: dict[str, object] | None = None, bob: dict[str, object] | None = None) -> Game:
    """Play Step of turn 1, Ann starting; Ann's Testoid stays open from the brawl."""
    return scenario(
        step="play",
        starting=0,
        last_victor=0,
        players=[{"bakugan": {0: {"open": True}}, **(ann or {})}, {**(bob or {})}],
    )


def test_5_15_1_play_step_is_a_priority_window() -> None:
    game = end_phase(ann={"hand": ["ts-10"], "energy": {"charged": 1}})
    assert game.state.step is Step.PLAY and game.to_act() == 0
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    pass_priority(game, 2)
    assert game.stats(0).bp == 700
    assert game.state.step is Step.PLAY  # still the Play Step until both pass with nothing left


def test_5_16_1_charge_step_charges_all_uncharged_energy() -> None:
    game = end_phase(ann={"energy": {"charged": 1, "uncharged": 2}}, bob={"energy": {"uncharged": 3}})
    pass_until(game, at_step(Step.ENERGIZE))
    ann, bob = game.state.players
    assert (len(ann.charged), len(ann.uncharged)) == (3, 0)
    assert (len(bob.charged), len(bob.uncharged)) == (3, 0)
    assert log_texts(game, "5.16.1")


def test_5_16_1_energy_spent_this_turn_is_charged_again() -> None:
    game = end_phase(ann={"hand": ["ts-11"], "energy": {"charged": 2}})
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    assert len(game.state.players[0].uncharged) == 2
    pass_until(game, at_step(Step.ENERGIZE))
    assert len(game.state.players[0].charged) == 2


def test_1_7_1_unspent_energy_disappears_at_end_of_turn() -> None:
    game = end_phase(ann={"pool": 2})
    assert game.legal.available_energy(game, 0) == 2
    pass_until(game, at_step(Step.ENERGIZE))
    assert game.state.players[0].pool == 0
    assert any("disappears" in t for t in log_texts(game, "1.7.1"))


def test_1_7_1_energy_spent_within_the_turn_from_the_pool() -> None:
    game = end_phase(ann={"pool": 1, "hand": ["ts-10"]})
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    assert game.state.players[0].pool == 0


def big_hand(n: int) -> list[str]:
    return (["ts-10", "ts-11", "ts-12", "ts-13", "ts-14", "ts-15", "ts-16", "ts-17", "ts-18"] * 2)[:n]


def test_4_3_2_hand_limit_seven_at_end_of_turn() -> None:
    game = end_phase(ann={"hand": big_hand(9), "deck": []}, bob={"hand": big_hand(8), "deck": []})
    pass_until(game, lambda g: decision(g) is not None)
    assert game.state.step is Step.RESET
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "discard"
    assert top.seat == 0 and top.count == 2  # starting player first
    ann = game.state.players[0]
    keep_out = ann.hand[:2]
    for card in keep_out:
        game.apply(ChooseCard(seat=0, card=card))
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "discard" and top.seat == 1 and top.count == 1
    game.apply(ChooseCard(seat=1, card=game.state.players[1].hand[-1]))
    assert len(ann.hand) == 7 and len(game.state.players[1].hand) == 7
    assert ann.discard == keep_out
    assert len(log_texts(game, "4.3.2")) >= 3


def test_4_3_2_seven_cards_is_allowed() -> None:
    game = end_phase(ann={"hand": big_hand(7), "deck": []})
    pass_until(game, at_step(Step.ENERGIZE))
    assert len(game.state.players[0].hand) == 7 and game.state.players[0].discard == []


def test_4_3_2_discard_decision_cannot_be_passed_or_ignored() -> None:
    game = end_phase(ann={"hand": big_hand(8), "deck": []})
    pass_until(game, lambda g: decision(g) is not None)
    with pytest.raises(IllegalAction) as err:
        game.apply(Pass(seat=0))
    assert err.value.rule == "4.3.2"
    with pytest.raises(IllegalAction):
        game.apply(ChooseCard(seat=0, card=10_000))  # not a card in hand


def test_5_17_1_turn_long_changes_end_lasting_ones_stay() -> None:
    game = end_phase(ann={"hand": ["ts-10", "ts-58"], "energy": {"charged": 1}})
    power, lasting = game.state.players[0].hand
    game.apply(PlayCard(seat=0, card=power, target=Target("bakugan", 0)))
    game.apply(PlayCard(seat=0, card=lasting, target=Target("bakugan", 0)))
    pass_priority(game, 4)
    assert game.stats(0).bp == 400 + 300 + 200
    pass_until(game, at_step(Step.ENERGIZE))
    assert game.stats(0).bp == 400 + 200
    assert log_texts(game, "5.17.1")


def test_1_7_1_energy_left_in_the_pool_cannot_pay_next_turn() -> None:
    game = end_phase(ann={"pool": 1, "hand": ["ts-10"], "deck": []})
    pass_until(game, at_step(Step.ENERGIZE))
    game.apply(Energize(seat=0, card=None))
    game.apply(Energize(seat=1, card=None))
    game.apply(SelectBakugan(seat=0, bakugan=1))
    game.apply(SelectBakugan(seat=1, bakugan=3))
    assert game.state.step is Step.SELECTION and game.to_act() == 0  # the window before the roll
    power = game.state.players[0].hand[0]
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=power, target=Target("bakugan", 0)))
    assert err.value.rule == "7.8.1"
