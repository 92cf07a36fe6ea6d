"""Deck figures for the deck editor: opening-hand odds (exact), sample hands, cost and faction counts.

Cards seen by turn t: the opening hand of five (rule 1.4.4) plus one card in the Draw step of every
turn, turn 1 included (rule 5.3.1), so 5 + t. Damage flips cards off the top unseen, which leaves every
card as likely to reach the hand as before; cards that effects draw are left out of the odds.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from fractions import Fraction
from math import comb

from game.cardmodel import CardDef, CardType

OPENING_HAND = 5  # rule 1.4.4
DRAWS_PER_TURN = 1  # rule 5.3.1
COST_BUCKETS = ("0", "1", "2", "3", "4", "5", "6", "7+", "X")


def cards_seen(turn: int) -> int:
    """Cards drawn by the end of turn `turn`'s Draw step; turn 0 is the opening hand."""
    if turn < 0:
        raise ValueError("turn must be 0 (the opening hand) or later")
    return OPENING_HAND + DRAWS_PER_TURN * turn


def chance_at_least_one(deck_size: int, copies: int, drawn: int) -> Fraction:
    """Hypergeometric: the exact chance that `drawn` cards from `deck_size` hold at least one of
    `copies` marked cards."""
    if not 0 <= copies <= deck_size:
        raise ValueError(f"{copies} copies cannot be in a deck of {deck_size}")
    drawn = max(0, min(drawn, deck_size))
    if deck_size == 0:
        return Fraction(0)
    return 1 - Fraction(comb(deck_size - copies, drawn), comb(deck_size, drawn))


def chance_by_turn(deck_size: int, copies: int, turn: int) -> Fraction:
    return chance_at_least_one(deck_size, copies, cards_seen(turn))


def draw_order(cards: Sequence[str], seed: int) -> list[str]:
    """The deck shuffled with `seed`: the first five are the opening hand, then one per turn."""
    order = list(cards)
    random.Random(seed).shuffle(order)
    return order


def cost_bucket(card: CardDef) -> str | None:
    """The cost-curve column of a card; None for Characters (no Energy cost)."""
    if card.cost is None:
        return None
    if card.x_cost:
        return "X"
    return str(card.cost) if card.cost < 7 else "7+"


def cost_curve(cards: Iterable[CardDef]) -> dict[str, Counter[CardType]]:
    """Per cost column, how many cards of each type."""
    curve: dict[str, Counter[CardType]] = {bucket: Counter() for bucket in COST_BUCKETS}
    for card in cards:
        bucket = cost_bucket(card)
        if bucket is not None:
            curve[bucket][card.type] += 1
    return curve


def faction_counts(cards: Iterable[CardDef]) -> Counter[str]:
    """Cards per faction; a card of two factions counts for both."""
    counts: Counter[str] = Counter()
    for card in cards:
        for faction in card.factions:
            counts[faction.value] += 1
    return counts


def type_counts(cards: Iterable[CardDef]) -> Counter[CardType]:
    return Counter(card.type for card in cards)
