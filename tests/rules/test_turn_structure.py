"""The Start and Roll Phases: draw (5.3.1, 1.17.2), Energize (5.4), Selection (5.6)."""

from __future__ import annotations

import pytest

from game.games.bakugan.rules.actions import Energize, Pass, PlayCard, SelectBakugan, Target
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.frames import PriorityFrame
from game.games.bakugan.rules.state import Step
from tests.helpers import scenario
from tests.rules.support import decision, decision_frame, log_texts, step_now


def test_5_3_1_each_player_draws_a_card() -> None:
    game = scenario(
        step="draw",
        players=[{"hand": ["ts-10"], "deck": ["ts-14", "ts-12"]}, {"hand": [], "deck": ["ts-11", "ts-12"]}],
    )
    ann, bob = game.state.players
    assert [game.state.cards[i].card_id for i in ann.hand] == ["ts-10", "ts-14"]
    assert [game.state.cards[i].card_id for i in bob.hand] == ["ts-11"]
    assert len(ann.deck) == 1 and len(bob.deck) == 1
    assert log_texts(game, "5.3.1")


def test_1_17_2_empty_deck_skips_the_draw() -> None:
    game = scenario(step="draw", players=[{"hand": ["ts-10"], "deck": []}, {"deck": ["ts-11"]}])
    ann, bob = game.state.players
    assert len(ann.hand) == 1 and not ann.out  # skipping a draw is not losing (rule 1.5.1 is about damage)
    assert len(bob.hand) == 1
    assert any("skips the draw" in t for t in log_texts(game, "1.17.2"))
    assert game.state.step is Step.ENERGIZE


def test_5_4_1_energize_starting_player_first_then_the_other() -> None:
    game = scenario(step="energize", starting=1, players=[{"hand": ["ts-10"]}, {"hand": ["ts-11"]}])
    assert decision(game) == "energize" and game.to_act() == 1
    bob_card = game.state.players[1].hand[0]
    game.apply(Energize(seat=1, card=bob_card))
    assert bob_card in game.state.players[1].charged and bob_card not in game.state.players[1].hand
    assert decision(game) == "energize" and game.to_act() == 0
    game.apply(Energize(seat=0, card=None))
    assert game.state.step is Step.SELECTION
    assert len(game.state.players[0].hand) == 1  # declining keeps the card


def test_5_4_2_only_one_chance_to_energize() -> None:
    game = scenario(step="energize", players=[{"hand": ["ts-10", "ts-11"]}, {"hand": ["ts-12"]}])
    first, second = game.state.players[0].hand
    game.apply(Energize(seat=0, card=first))
    with pytest.raises(IllegalAction) as err:  # Bob's turn to decide now
        game.apply(Energize(seat=0, card=second))
    assert err.value.rule == "5.4.2"
    game.apply(Energize(seat=1, card=None))
    assert decision(game) == "select"  # the step is over
    with pytest.raises(IllegalAction) as err:
        game.apply(Energize(seat=0, card=second))
    assert err.value.rule in ("5.4.1", "5.4.2")
    assert game.state.players[0].charged == [first]


def test_5_4_1_energize_only_a_card_from_your_own_hand() -> None:
    game = scenario(step="energize", players=[{"hand": ["ts-10"]}, {"hand": ["ts-12"]}])
    bobs = game.state.players[1].hand[0]
    with pytest.raises(IllegalAction) as err:
        game.apply(Energize(seat=0, card=bobs))
    assert err.value.rule == "5.4.1"


def selection_game(**ann: object) -> Game:
    game = scenario(step="energize", starting=0, players=[{"bakugan": {0: {"open": True}}, **ann}, {}])
    while decision(game) == "energize":  # nobody Energizes
        game.apply(Energize(seat=decision_frame(game).seat, card=None))
    return game


def test_5_6_1_select_only_an_unopened_bakugan() -> None:
    game = selection_game()
    assert decision(game) == "select" and game.to_act() == 0
    choices = {a.bakugan for a in game.legal_actions() if isinstance(a, SelectBakugan)}
    assert choices == {1, 2}  # Bakugan 0 is open


def test_5_6_1_selecting_an_open_bakugan_is_refused() -> None:
    game = selection_game()
    with pytest.raises(IllegalAction) as err:
        game.apply(SelectBakugan(seat=0, bakugan=0))
    assert err.value.rule == "5.6.1"
    assert "unopened" in err.value.reason


def test_5_6_1_selecting_an_opponents_bakugan_is_refused() -> None:
    game = selection_game()
    with pytest.raises(IllegalAction) as err:
        game.apply(SelectBakugan(seat=0, bakugan=3))
    assert err.value.rule == "5.6.1"


def test_5_6_1_starting_player_selects_first() -> None:
    game = scenario(step="energize", starting=1)
    assert decision(game) == "select" and game.to_act() == 1
    game.apply(SelectBakugan(seat=1, bakugan=4))
    assert decision(game) == "select" and game.to_act() == 0
    game.apply(SelectBakugan(seat=0, bakugan=0))
    assert game.state.this_turn.selected == {1: 4, 0: 0}


def test_5_6_2_priority_window_after_selection() -> None:
    game = selection_game(hand=["ts-10"], energy={"charged": 1})
    game.apply(SelectBakugan(seat=0, bakugan=1))
    game.apply(SelectBakugan(seat=1, bakugan=3))
    top = game.pending()
    assert game.state.step is Step.SELECTION and isinstance(top, PriorityFrame)
    assert game.to_act() == 0  # the starting player acts first
    card = game.state.players[0].hand[0]
    game.apply(PlayCard(seat=0, card=card, target=Target("bakugan", 0)))  # Power Up on the open Bakugan
    game.apply(Pass(seat=0))
    game.apply(Pass(seat=1))
    assert game.stats(0).bp == 400 + 300
    game.apply(Pass(seat=0))
    game.apply(Pass(seat=1))
    assert step_now(game) is Step.ROLL and decision(game) == "throw"


def test_5_6_2_selection_window_refuses_plays_out_of_priority() -> None:
    game = selection_game(hand=["ts-10"], energy={"charged": 1})
    game.apply(SelectBakugan(seat=0, bakugan=1))
    # Bob still has to select: no card may be played before the window opens
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    assert err.value.rule == "5.6.2"


def test_5_6_1_player_with_every_bakugan_open_does_not_select() -> None:
    game = scenario(
        step="energize",
        starting=0,
        players=[{"bakugan": {0: {"open": True}, 1: {"open": True}, 2: {"open": True}}}, {}],
    )
    assert decision(game) == "select" and game.to_act() == 1
    assert any("no unopened Bakugan" in t for t in log_texts(game, "5.6.1"))
    game.apply(SelectBakugan(seat=1, bakugan=3))
    assert game.state.this_turn.selected == {1: 3}


def test_1_17_2_card_draw_from_a_short_deck_draws_what_is_there() -> None:
    game = scenario(
        step="power",
        players=[{"hand": ["ts-12"], "energy": {"charged": 1}, "deck": ["ts-10"]}, {}],
    )
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=None))  # Insight: draw 2
    game.apply(Pass(seat=0))
    game.apply(Pass(seat=1))
    ann = game.state.players[0]
    assert [game.state.cards[i].card_id for i in ann.hand] == ["ts-10"]
    assert not ann.out and game.state.step is Step.POWER
    assert log_texts(game, "1.17.2")
