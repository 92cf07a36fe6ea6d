"""Opening-hand odds against values worked out by hand, and the deck charts' counts."""

from __future__ import annotations

import dataclasses
import itertools
from fractions import Fraction
from math import comb

import pytest

from game.core.opening import chance_at_least_one
from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.deck_stats import (
    DrawScenario,
    DrawSource,
    cards_seen,
    chance_by_turn,
    chance_given_drawn,
    cost_bucket,
    cost_curve,
    draw_order,
    extra_draw_sources,
    faction_counts,
)
from game.games.bakugan.words import Ability


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


# Extra Draw-step draws from statics (game/games/bakugan/deck_stats.py, rules 3.2.1, 5.7.2, 6.5.3)


def _drawing(card_id: str) -> CardDef:
    """A card of the pool given "each player draws one more card in each Draw step"."""
    card = default_catalog().cards[card_id]
    return dataclasses.replace(card, abilities=(Ability.parse({"static": {"extra_draw": 1}}),))


def test_3_2_1_a_characters_extra_draw_is_not_certain_and_counts_only_in_its_scenario() -> None:
    catalog = default_catalog()
    character = _drawing("br-190")  # a Character: face down at the start (rule 3.2.1)
    assert character.type is CardType.CHARACTER
    deck = [catalog.cards["bb-1"]] * 40
    [source] = extra_draw_sources([character, catalog.cards["br-191"]], deck)
    assert source == DrawSource(character, 1, 0)
    assert chance_by_turn(40, 3, 3) == 1 - Fraction(comb(37, 8), comb(40, 8))  # certain: 8 cards seen
    # face up from turn 2's Draw step (it opened in turn 1's Roll step, rule 5.7.2): by turn 3 the
    # player has seen 5 + 3 + 2 = 10 cards; miss three copies: (30*29*28)/(40*39*38) = 203/494
    opened = DrawScenario(source, 2)
    assert [cards_seen(t, opened) for t in range(5)] == [5, 6, 8, 10, 12]
    assert chance_by_turn(40, 3, 3, opened) == Fraction(291, 494)
    # face up from turn 4 only: turn 3 as certain, turn 4 sees 5 + 4 + 1 = 10 cards
    late = DrawScenario(source, 4)
    assert chance_by_turn(40, 3, 3, late) == chance_by_turn(40, 3, 3)
    assert chance_by_turn(40, 3, 4, late) == Fraction(291, 494)


def test_a_conditional_or_missing_extra_draw_is_no_source() -> None:
    catalog = default_catalog()
    conditional = dataclasses.replace(
        catalog.cards["br-190"],
        abilities=(Ability.parse({"static": {"extra_draw": 1}, "if": {"open_bakugan": 3}}),),
    )
    assert extra_draw_sources([conditional], [catalog.cards["bb-1"]]) == []
    strata = catalog.cards["bb-192"]  # the pool's extra-draw Hero
    assert extra_draw_sources([], [strata, strata, catalog.cards["bb-1"]]) == [DrawSource(strata, 1, 2)]


def test_a_deck_source_counts_given_it_was_drawn_hand_worked_on_a_six_card_deck() -> None:
    # target T and source S, one copy each in six cards; S among the first 2, T among the first 3.
    # Of the 30 equally likely (S, T) position pairs, S in {1, 2} are 10; with T in the first 3, 4:
    # 4/10 = 2/5
    assert chance_given_drawn(6, 1, 3, 1, 2, 0) == Fraction(2, 5)
    # the target is the source card itself: certain once drawn
    assert chance_given_drawn(6, 1, 3, 1, 2, 1) == 1
    with pytest.raises(ValueError):
        chance_given_drawn(6, 1, 3, 1, 0, 0)  # no source drawn in no cards


@pytest.mark.parametrize(
    "deck_size,copies,drawn,source,source_drawn,shared",
    [(6, 2, 2, 1, 3, 0), (7, 2, 4, 2, 2, 1), (7, 3, 2, 2, 4, 2), (7, 1, 5, 2, 3, 0), (6, 2, 3, 2, 3, 0)],
)
def test_the_conditional_odds_match_every_deck_order_counted(
    deck_size: int, copies: int, drawn: int, source: int, source_drawn: int, shared: int
) -> None:
    target_cards = set(range(copies))
    source_cards = set(range(copies - shared, copies - shared + source))
    held = given = 0
    for order in itertools.permutations(range(deck_size)):
        if source_cards.isdisjoint(order[:source_drawn]):
            continue
        given += 1
        held += not target_cards.isdisjoint(order[:drawn])
    assert chance_given_drawn(deck_size, copies, drawn, source, source_drawn, shared) == Fraction(held, given)


def test_strata_in_play_from_turn_two_given_it_was_drawn_by_turn_one() -> None:
    strata = default_catalog().cards["bb-192"]
    scenario = DrawScenario(DrawSource(strata, 1, 1), 2)
    # by turn 2: 5 + 2 + 1 = 8 cards seen, given Strata among the first 6
    expected = chance_given_drawn(40, 3, 8, 1, 6, 0)
    assert chance_by_turn(40, 3, 2, scenario) == expected
    assert expected > chance_by_turn(40, 3, 2)  # one more card seen outweighs Strata taking a slot
