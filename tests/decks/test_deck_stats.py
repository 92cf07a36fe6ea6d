"""Opening-hand odds against values worked out by hand, and the deck charts' counts."""

from __future__ import annotations

from fractions import Fraction

import pytest

from game.cardmodel import CardType
from game.catalog import default_catalog
from game.deck_stats import (
    cards_seen,
    chance_at_least_one,
    chance_by_turn,
    cost_bucket,
    cost_curve,
    draw_order,
    faction_counts,
)


def test_cards_seen_is_the_opening_five_plus_one_draw_per_turn_from_turn_one() -> None:
    # rule 1.4.4: five cards; rule 5.3.1: every turn's Draw step draws one, turn 1 included
    assert [cards_seen(t) for t in range(4)] == [5, 6, 7, 8]
    with pytest.raises(ValueError):
        cards_seen(-1)


def test_one_copy_in_the_opening_hand_is_five_in_forty() -> None:
    assert chance_at_least_one(40, 1, 5) == Fraction(1, 8)


def test_three_copies_in_the_opening_hand() -> None:
    # miss all three: (35*34*33)/(40*39*38) = 1309/1976, so hold one in 667/1976 (33.8%)
    assert chance_at_least_one(40, 3, 5) == Fraction(667, 1976)


def test_two_copies_by_turn_one() -> None:
    # six cards seen; miss both: (34*33)/(40*39) = 187/260
    assert chance_by_turn(40, 2, 1) == Fraction(73, 260)


def test_twelve_flip_cards_in_the_opening_hand() -> None:
    # miss all twelve: (28*27*26*25*24)/(40*39*38*37*36) = 105/703
    assert chance_at_least_one(40, 12, 5) == Fraction(598, 703)


def test_edges_none_all_and_the_whole_deck() -> None:
    assert chance_at_least_one(40, 0, 5) == 0
    assert chance_at_least_one(40, 40, 1) == 1
    assert chance_by_turn(40, 1, 35) == 1  # 40 cards seen: the whole deck
    assert chance_at_least_one(10, 1, 99) == 1
    assert chance_at_least_one(0, 0, 5) == 0
    with pytest.raises(ValueError):
        chance_at_least_one(40, 41, 5)


def test_the_odds_grow_every_turn() -> None:
    odds = [chance_by_turn(40, 3, t) for t in range(8)]
    assert odds == sorted(odds) and len(set(odds)) == len(odds)


def test_a_seed_gives_the_same_draws_and_keeps_every_card() -> None:
    deck = [f"c{i}" for i in range(40)]
    assert draw_order(deck, 7) == draw_order(deck, 7)
    assert draw_order(deck, 7) != draw_order(deck, 8)
    assert sorted(draw_order(deck, 7)) == sorted(deck)


def test_cost_curve_and_factions_of_a_ready_deck() -> None:
    catalog = default_catalog()
    ice_barrier = catalog.cards["bb-13"]
    character = catalog.cards["bb-292"]
    assert cost_bucket(character) is None
    assert cost_bucket(ice_barrier) == str(ice_barrier.cost)
    cards = [ice_barrier, ice_barrier, character]
    curve = cost_curve(cards)
    assert curve[str(ice_barrier.cost)][ice_barrier.type] == 2
    assert sum(sum(c.values()) for c in curve.values()) == 2  # the Character has no cost column
    assert faction_counts(cards)[ice_barrier.factions[0].value] >= 2
    assert character.type is CardType.CHARACTER
