"""Three and four players (section 8): clockwise priority, tie-breaks, damage to every other player,
elimination."""

from __future__ import annotations

from typing import Any

import pytest

from game.games.bakugan.rules.actions import ChooseCard, Energize, Forfeit, Pass, PlaceCore, PlayCard
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.state import Step
from tests.helpers import log_rules, new_game, opened, roll, scenario
from tests.rules.support import at_step, decision, decision_frame, in_brawl, log_texts, pass_until, step_now


def three(players: list[dict[str, Any]], **spec: Any) -> Game:
    return scenario(step=spec.pop("step", "power"), starting=spec.pop("starting", 0), players=players, **spec)


def test_8_2_1_priority_passes_clockwise() -> None:
    game = three([{}, {}, {}], starting=1)
    seen = []
    while game.state.step is Step.POWER:
        seat = game.to_act()
        assert seat is not None
        seen.append(seat)
        game.apply(Pass(seat=seat))
    assert seen == [1, 2, 0]  # a step ends after every player passes in a row


def test_8_2_1_passing_out_of_clockwise_order_is_refused() -> None:
    game = three([{}, {}, {}], starting=1)
    game.apply(Pass(seat=1))
    with pytest.raises(IllegalAction) as err:
        game.apply(Pass(seat=0))  # Cy (seat 2) is next
    assert err.value.rule == "1.14.2"


def test_8_2_1_four_players_place_cores_clockwise_and_the_last_placer_starts() -> None:
    game = new_game(seed=5, players=4)
    first = game.state.starting
    seats = []
    while decision(game) == "place_core":
        action = game.legal_actions()[0]
        assert isinstance(action, PlaceCore)
        seats.append(action.seat)
        game.apply(action)
    assert seats == [(first + k) % 4 for k in range(4)] * 6
    assert game.state.starting == (first + 3) % 4
    order = []
    while decision(game) == "energize":
        seat = decision_frame(game).seat
        order.append(seat)
        game.apply(Energize(seat=seat, card=None))
    assert order == [(first + 3 + k) % 4 for k in range(4)]


def test_8_2_2_tie_goes_to_the_seat_nearest_the_starting_player_clockwise() -> None:
    # Cy (seat 2) starts and is not in the brawl; Ann 400 + 100 and Bob's Tidal 500 tie.
    # Clockwise from Cy: Ann (0) comes before Bob (1).
    game = three(
        [{"bakugan": {0: in_brawl(cores=["core-22"])}}, {"bakugan": {1: in_brawl()}}, {}],
        starting=2,
    )
    pass_until(game, at_step(Step.VICTOR))
    assert game.state.this_turn.victor == 0
    assert any("tie" in t for t in log_texts(game, "8.2.2"))


def test_8_2_2_tie_break_counts_clockwise_not_by_seat_number() -> None:
    # Ann starts, out of the brawl; Bob (1) and Di (3) tie: Bob is nearer clockwise.
    # Then Bob starts out of the brawl; Cy (2) and Ann (0) tie: Cy is nearer clockwise.
    game = scenario(
        step="power",
        starting=0,
        players=[{}, {"bakugan": {1: in_brawl()}}, {}, {"bakugan": {1: in_brawl()}}],
    )
    pass_until(game, at_step(Step.VICTOR))
    assert game.state.players[1].bakugan[1] == game.state.this_turn.victor
    game = scenario(
        step="power",
        starting=1,
        players=[{"bakugan": {0: in_brawl()}}, {}, {"bakugan": {0: in_brawl()}}, {}],
    )
    assert game.stats(0).bp == game.stats(6).bp == 400  # Ann's and Cy's Testoids
    pass_until(game, at_step(Step.VICTOR))
    assert game.state.this_turn.victor == 6


def test_8_2_3_victor_deals_damage_to_every_other_player() -> None:
    game = three(
        [{"bakugan": {0: in_brawl(cores=["core-37"])}}, {"bakugan": {0: in_brawl()}}, {}],
    )  # Ann's Testoid 900 beats Bob's Bulwark; Cy rolled nothing
    pass_until(game, lambda g: g.state.step is Step.PLAY)
    ann, bob, cy = game.state.players
    assert len(bob.discard) == 3 and len(cy.discard) == 3
    assert ann.discard == []


def test_8_2_4_eliminated_player_leaves_and_the_game_goes_on() -> None:
    game = three(
        [{"bakugan": {0: in_brawl(cores=["core-37"])}}, {"bakugan": {0: in_brawl()}}, {"deck": []}],
    )
    pass_until(game, lambda g: g.state.step is Step.PLAY)
    ann, bob, cy = game.state.players
    assert cy.out and not bob.out and not ann.out
    assert game.state.step is not Step.OVER and game.state.winner is None
    assert len(bob.discard) == 3  # Bob is still dealt his damage
    assert any("eliminated" in t for t in log_texts(game, "8.2.4"))
    pass_until(game, at_step(Step.ENERGIZE))
    assert game.state.turn == 2
    order = []
    while decision(game) == "energize":
        seat = decision_frame(game).seat
        order.append(seat)
        game.apply(Energize(seat=seat, card=None))
    assert 2 not in order


def test_8_2_4_game_ends_when_one_player_is_left() -> None:
    game = three(
        [{"bakugan": {0: in_brawl(cores=["core-37"])}}, {"bakugan": {0: in_brawl()}, "deck": []}, {"deck": []}],
    )
    pass_until(game, lambda g: g.state.step is Step.OVER)
    assert game.state.winner == 0
    assert game.state.players[1].out and game.state.players[2].out
    assert "8.2.4" in log_rules(game)


def test_8_2_4_forfeit_in_a_three_player_game_does_not_end_it() -> None:
    game = three([{}, {}, {}], starting=0)
    game.apply(Forfeit(seat=1))
    assert game.state.step is not Step.OVER and game.state.players[1].out
    seen = []
    while game.state.step is Step.POWER:
        seat = game.to_act()
        assert seat is not None
        seen.append(seat)
        game.apply(Pass(seat=seat))
    assert seen == [0, 2]
    game.apply(Forfeit(seat=2))
    assert step_now(game) is Step.OVER and game.state.winner == 0


def test_6_3_3_simultaneous_triggers_go_on_the_batch_clockwise_from_the_starting_player() -> None:
    game = scenario(
        step="roll",
        starting=1,
        selected={0: 0, 1: 0, 2: 0},
        players=[{"heroes": ["ts-31"]}, {"heroes": ["ts-31"]}, {"heroes": ["ts-31"]}],
    )
    roll(game, {0: opened(), 1: opened(), 2: opened()})
    assert [e.controller for e in game.state.batch] == [1, 2, 0]


def test_8_2_3_each_other_player_is_dealt_the_full_damage() -> None:
    # Four players: Bob wins with Bulwark (2 DR); Ann, Cy and Di each take 2
    game = scenario(
        step="power",
        starting=0,
        players=[{"bakugan": {0: in_brawl()}}, {"bakugan": {0: in_brawl()}}, {}, {}],
    )
    pass_until(game, lambda g: g.state.step is Step.PLAY)
    assert [len(p.discard) for p in game.state.players] == [2, 0, 2, 2]


def test_8_2_4_player_who_forfeited_during_setup_makes_no_more_decisions() -> None:
    game = new_game(seed=1, players=3)
    first = game.to_act()
    assert first is not None
    quitter = (first + 1) % 3
    game.apply(Forfeit(seat=quitter))
    assert game.state.step is not Step.OVER
    seats = []
    while decision(game) == "place_core":
        action = game.legal_actions()[0]
        assert isinstance(action, PlaceCore)
        seats.append(action.seat)
        game.apply(action)
    assert quitter not in seats
    assert game.to_act() != quitter


def test_8_2_4_last_placer_forfeits_during_setup_the_player_before_them_starts() -> None:
    game = new_game(seed=1, players=3)
    first = game.to_act()
    assert first is not None
    quitter = (first + 2) % 3  # would have placed the final BakuCore
    game.apply(Forfeit(seat=quitter))
    last = None
    while decision(game) == "place_core":
        action = game.legal_actions()[0]
        assert isinstance(action, PlaceCore)
        last = action.seat
        game.apply(action)
    assert last == (first + 1) % 3
    assert game.state.turn == 1 and game.state.starting == last  # rule 1.14.1
    assert game.state.players[quitter].hand == []  # rule 8.2.4: no opening hand for a player who left


def test_8_2_4_a_core_being_placed_back_by_a_player_who_forfeits_goes_to_the_next_player() -> None:
    game = three(
        [{"bakugan": {0: in_brawl()}}, {"bakugan": {0: in_brawl(cores=["core-22"])}}, {}],
        step="victor",
        victor={"player": 0, "bakugan": 0},
    )
    pass_until(game, lambda g: decision(g) == "place_core")
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.seat == 1  # rule 5.13.2: Bob retracts his Bulwark
    game.apply(Forfeit(seat=1))
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "place_core" and top.seat == 2 and len(top.options) == 1
    core = top.options[0]
    with pytest.raises(IllegalAction) as err:
        game.apply(PlaceCore(seat=1, core=core, cell=(1, 0)))
    assert err.value.rule == "8.2.4"
    game.apply(game.legal_actions()[0])
    assert core in game.state.field


def test_8_2_4_eliminated_players_bakugan_cannot_be_selected() -> None:
    game = three(
        [{"hand": ["ts-10"], "energy": {"charged": 3}, "bakugan": {0: in_brawl()}}, {"bakugan": {0: in_brawl()}}, {}],
    )
    bob_bakugan = game.state.players[1].bakugan[0]
    game.state.players[1].out = True
    game.invalidate()
    targets = {a.target.ref for a in game.legal_actions() if isinstance(a, PlayCard) and a.target is not None}
    assert targets and bob_bakugan not in targets


def test_8_2_1_after_a_card_completes_priority_returns_to_the_starting_player() -> None:
    game = three([{}, {}, {"hand": ["ts-12"], "energy": {"charged": 1}}], starting=0)
    game.apply(Pass(seat=0))
    game.apply(Pass(seat=1))
    game.apply(PlayCard(seat=2, card=game.state.players[2].hand[0], target=None))  # Insight
    assert game.to_act() == 2  # the player who plays keeps priority
    for seat in (2, 0, 1):
        game.apply(Pass(seat=seat))
    assert game.state.batch == [] and game.to_act() == 0


def test_4_3_2_hand_limit_discards_go_clockwise_from_the_starting_player() -> None:
    hand = ["ts-10"] * 8
    game = three(
        [{"hand": hand, "deck": []}, {"hand": hand, "deck": []}, {"hand": hand, "deck": []}],
        step="play",
        starting=1,
        last_victor=1,
    )
    order = []
    pass_until(game, lambda g: decision(g) is not None)
    while decision(game) == "discard":
        seat = decision_frame(game).seat
        order.append(seat)
        game.apply(ChooseCard(seat=seat, card=game.state.players[seat].hand[0]))
    assert order == [1, 2, 0]
    assert all(len(p.hand) == 7 for p in game.state.players)


def test_8_2_4_a_victor_whose_player_is_eliminated_deals_no_damage() -> None:
    # Bob's Bulwark is the Victor; in the Victor Step Cy's X Strike attacks Bob, whose deck is empty
    game = three(
        [{"bakugan": {0: in_brawl()}}, {"bakugan": {0: in_brawl()}, "deck": []}, {"hand": ["ts-17"]}],
        step="victor",
        victor={"player": 1, "bakugan": 0},
    )
    game.apply(Pass(seat=0))
    game.apply(Pass(seat=1))
    game.apply(PlayCard(seat=2, card=game.state.players[2].hand[0], target=None))
    pass_until(game, lambda g: g.state.players[1].out)
    ann_deck = len(game.state.players[0].deck)
    pass_until(game, at_step(Step.PLAY))
    assert len(game.state.players[0].deck) == ann_deck  # the Victor's damage never comes
    assert any("deals no damage" in text for text in log_texts(game, "8.2.4"))
