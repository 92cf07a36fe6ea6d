"""Opening hands of any card game on the core: the seeded shuffle its table deals with (so a deck
editor's sample hand is the hand seat 0 opens with at a table of that seed), and the exact chance
(hypergeometric) of opening with at least one of some cards under the game's own opening rule: its
hand size, the cards chosen out of the deck before the deal, and one redraw of the hand or none."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb


def shuffle_random(seed: int, count: int) -> random.Random:
    """The random numbers of a game's `count`-th shuffle (1 is its first) from the game's seed."""
    return random.Random(f"{seed}:shuffle:{count}")


def opening_order(cards: Sequence[str], seed: int) -> list[str]:
    """`cards`, bottom first as a deck zone holds them before the game, after the first shuffle of
    a game with `seed`, top first: the opening hand, then the draws in turn."""
    order = list(cards)
    shuffle_random(seed, 1).shuffle(order)
    return order[::-1]


def chance_at_least_one(deck_size: int, copies: int, drawn: int) -> Fraction:
    """Hypergeometric: the exact chance that `drawn` cards from `deck_size` hold at least one of
    `copies` marked cards."""
    if not 0 <= copies <= deck_size:
        raise ValueError(f"{copies} copies cannot be in a deck of {deck_size}")
    drawn = max(0, min(drawn, deck_size))
    if deck_size == 0:
        return Fraction(0)
    return 1 - Fraction(comb(deck_size - copies, drawn), comb(deck_size, drawn))


@dataclass(frozen=True)
class OpeningRule:
    """How a game deals the opening hand, and its rules in words (with their numbers)."""

    hand: int
    set_aside: int = 0  # cards the player chooses out of the deck before the deal (none of the ones looked for)
    redraw: bool = False  # the hand may go back into the deck, shuffled, and be drawn again once
    words: str = ""


@dataclass(frozen=True)
class OpeningChance:
    first: Fraction  # in the hand as dealt
    kept: Fraction  # after the redraw, when the game has one and it is taken whenever none was dealt


def opening_chance(rule: OpeningRule, deck_size: int, copies: int) -> OpeningChance:
    """At least one of `copies` in the opening hand. The cards set aside are chosen among the
    others, so the hand is dealt from the rest with every copy in it. A redraw sends the whole hand
    back and shuffles, which leaves the deck as it was: a second, independent deal, taken only when
    the first held none, so the miss is squared."""
    left = max(0, deck_size - rule.set_aside)
    first = chance_at_least_one(left, min(copies, left), rule.hand)
    kept = 1 - (1 - first) ** 2 if rule.redraw else first
    return OpeningChance(first, kept)
