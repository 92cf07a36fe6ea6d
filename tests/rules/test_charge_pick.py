"""Rule 7.2.1 with 5.16.1: "recharge N Energy cards" asks which kind of uncharged card (one a card
keeps uncharged this turn, or one the Charge Step charges) only when both kinds are there and N
leaves some uncharged; otherwise the cards are alike (3.7.3) and are charged automatically."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.rules.actions import ChooseCard
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.state import Step
from game.games.bakugan.rules.view import PlayerView
from tests.helpers import fixture_catalog
from tests.rules.support import brawl, decision
from tests.rules.test_language_in_play import play_action

ANN = 0


def ann_uncharged(held: int, free: int) -> Game:
    """Ann with `held` Energy cards kept uncharged this turn and `free` other uncharged ones."""
    game = brawl(ann={"energy": {"uncharged": held + free}})
    game.state.this_turn.held_uncharged.extend(game.state.players[ANN].uncharged[:held])
    return game


def counts(game: Game) -> tuple[int, int, int]:
    """Ann's charged, uncharged, and kept-uncharged Energy cards."""
    ann = game.state.players[ANN]
    return len(ann.charged), len(ann.uncharged), len(game.state.this_turn.held_uncharged)


def test_7_2_1_charging_some_asks_which_kind_when_both_are_there() -> None:
    game = ann_uncharged(held=2, free=1)
    play_action(game, {"do": [{"charge_energy": 1}]})
    assert decision(game) == "charge_pick"
    assert [a.mode for a in game.legal_actions() if isinstance(a, ChooseCard)] == [0, 1]
    game.apply(ChooseCard(seat=ANN, card=-1, mode=0))
    assert counts(game) == (1, 2, 1) and decision(game) != "charge_pick"


def test_7_2_1_charge_pick_refuses_a_kind_not_offered() -> None:
    game = ann_uncharged(held=1, free=2)
    play_action(game, {"do": [{"charge_energy": 2}]})
    with pytest.raises(IllegalAction) as refused:
        game.apply(ChooseCard(seat=ANN, card=-1, mode=2))
    assert refused.value.rule == "7.2.1"
    assert counts(game) == (0, 3, 1)  # nothing changed


def test_7_2_1_the_rest_is_automatic_once_the_cards_are_alike() -> None:
    """Two to charge out of two held and one free: the free one first, then only held ones remain."""
    game = ann_uncharged(held=2, free=1)
    play_action(game, {"do": [{"charge_energy": 2}]})
    game.apply(ChooseCard(seat=ANN, card=-1, mode=1))
    assert counts(game) == (2, 1, 1) and decision(game) != "charge_pick"


@pytest.mark.parametrize(("held", "free", "count"), [(0, 3, 1), (3, 0, 1), (2, 1, 3), (2, 1, 0)])
def test_7_2_1_no_choice_when_the_cards_are_alike_or_all_charge(held: int, free: int, count: int) -> None:
    game = ann_uncharged(held, free)
    play_action(game, {"do": [{"charge_energy": count or "all"}]})
    assert decision(game) != "charge_pick"
    charged = count or held + free
    kept = max(0, held - charged)  # a held card charged is no longer kept uncharged
    assert counts(game) == (charged, held + free - charged, kept)


def test_5_16_1_a_computer_player_charges_a_kept_card_first() -> None:
    game = ann_uncharged(held=1, free=1)
    play_action(game, {"do": [{"charge_energy": 1}]})
    choice = HeuristicAgent(ANN, fixture_catalog()).choose(PlayerView(game, ANN), game.legal_actions())
    assert choice == ChooseCard(seat=ANN, card=-1, mode=0)
    game.apply(choice)
    assert counts(game) == (1, 1, 0)


def test_5_16_1_the_choice_shows_at_the_charge_step() -> None:
    """Charging a kept card leaves one kept card uncharged after the Charge Step; charging the
    other kind would have left two."""
    after: list[tuple[int, int]] = []
    for mode in (0, 1):
        game = ann_uncharged(held=2, free=1)
        play_action(game, {"do": [{"charge_energy": 1}]})
        game.apply(ChooseCard(seat=ANN, card=-1, mode=mode))
        game.state.step = Step.CHARGE
        game.steps._step_charge(game)
        ann = game.state.players[ANN]
        after.append((len(ann.charged), len(ann.uncharged)))
    assert after == [(2, 1), (1, 2)]
