"""Opening hands (game/core/opening.py): the hypergeometric chance against values worked out by
hand, with a game's set-aside cards and redraw; the editor's sample hand is the hand a table of
that seed deals."""

from __future__ import annotations

from fractions import Fraction

from game.core.opening import OpeningRule, chance_at_least_one, opening_chance, opening_order
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.match import load_decks, players_of
from game.games.fusion_world.state import HAND


def test_a_hand_of_six_from_a_half_deck_by_hand() -> None:
    # C(21,6) = 54264, C(25,6) = 177100
    assert chance_at_least_one(25, 4, 6) == 1 - Fraction(54264, 177100)


def test_rule_6_4_one_redraw_squares_the_miss() -> None:
    chance = opening_chance(OpeningRule(6, redraw=True), 25, 4)
    assert chance.first == 1 - Fraction(54264, 177100)
    assert chance.kept == 1 - Fraction(54264, 177100) ** 2
    assert round(float(chance.first), 3) == 0.694 and round(float(chance.kept), 3) == 0.906


def test_rule_2_4_cards_set_aside_are_left_out_of_the_deal() -> None:
    # five from the 28 left of 30: C(25,5) = 53130, C(28,5) = 98280
    chance = opening_chance(OpeningRule(5, set_aside=2), 30, 3)
    assert chance.first == chance.kept == 1 - Fraction(53130, 98280)


def test_no_copies_no_chance_and_all_copies_certain() -> None:
    assert chance_at_least_one(30, 0, 5) == 0
    assert chance_at_least_one(5, 5, 1) == 1


def test_rule_6_3_the_sample_hand_is_the_hand_a_table_of_that_seed_deals() -> None:
    decks = load_decks(None)
    for seed in (1, 7, 42):
        game = FusionWorld.new(players_of(decks), default_pool(), seed=seed, half=decks[0].half)
        dealt = sorted(game.state.cards[i] for i in game.state.zone("hand", 0))
        assert dealt == sorted(opening_order(decks[0].card_list(), seed)[:HAND])
