"""Deck figures for the deck editor: opening-hand odds (exact), sample hands, cost and faction counts.

Cards seen by turn t: the opening hand of five (rule 1.4.4) plus one card in the Draw step of every
turn, turn 1 included (rule 5.3.1), so 5 + t. Damage flips cards off the top unseen, which leaves every
card as likely to reach the hand as before.

Those are the only certain draws. A static ability that adds cards to every Draw step (`extra_draw`,
what game/games/bakugan/rules/stats.extra_draws sums) applies only while its card is in play and face up (rule
6.5.3): a Character begins the game face down (3.2.1) and is turned face up when its Bakugan opens
(5.7.2) or an Evo is played on it (3.3.2), and an Evo on top replaces its abilities (3.3.3); a Hero or
Evo must be drawn and played first. All of that depends on rolls and play, and nothing can be played
before turn 1's Draw step (5.2.1). So such draws are counted only in a scenario the player picks:
"this source is in play from turn k's Draw step", whose odds are exact given that condition. Cards
drawn by triggered or played effects, and an opponent's sources (every player draws), are not counted.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from game.core.opening import chance_at_least_one
from game.games.bakugan.cards.model import CardDef, CardType

OPENING_HAND = 5  # rule 1.4.4
DRAWS_PER_TURN = 1  # rule 5.3.1
COST_BUCKETS = ("0", "1", "2", "3", "4", "5", "6", "7+", "X")


FIRST_EXTRA_DRAW_TURN = 2  # the first Draw step a source can be in play for: after turn 1's rolls and plays


@dataclass(frozen=True)
class DrawSource:
    """A card of the team or deck whose static ability adds cards to every Draw step."""

    card: CardDef
    extra: int  # more cards in each Draw step while it is in play
    in_deck: int  # copies in the deck (0 for a team Character: it starts face down in play)


@dataclass(frozen=True)
class DrawScenario:
    """`source` is in play from the Draw step of turn `from_turn` on; a deck card only once drawn,
    so the odds are taken given that a copy was drawn by the turn before."""

    source: DrawSource
    from_turn: int

    def extra_by(self, turn: int) -> int:
        return self.source.extra * max(0, turn - self.from_turn + 1)


def extra_draw_sources(team: Iterable[CardDef], deck: Sequence[CardDef]) -> list[DrawSource]:
    """Team Characters and deck cards with an unconditional extra-draw static, each card once."""
    counts = Counter(card.id for card in deck)
    out: list[DrawSource] = []
    seen: set[str] = set()
    for card in [*team, *deck]:
        if card.id in seen:
            continue
        seen.add(card.id)
        extra = sum(a.extra_draw for a in card.static_abilities if a.condition is None)
        if extra:
            out.append(DrawSource(card, extra, counts.get(card.id, 0)))
    return out


def cards_seen(turn: int, scenario: DrawScenario | None = None) -> int:
    """Cards drawn by the end of turn `turn`'s Draw step; turn 0 is the opening hand."""
    if turn < 0:
        raise ValueError("turn must be 0 (the opening hand) or later")
    extra = scenario.extra_by(turn) if scenario else 0
    return OPENING_HAND + DRAWS_PER_TURN * turn + extra


def chance_given_drawn(
    deck_size: int, copies: int, drawn: int, source: int, source_drawn: int, shared: int
) -> Fraction:
    """The exact chance that the first `drawn` cards hold one of `copies` target cards, given that the
    first `source_drawn` hold one of `source` source cards, `shared` of which are target cards too (a
    target type that includes the source card).

    P(A | B) = P(A and B) / P(B), and P(A and B) = 1 - P(not A) - P(not B) + P(neither). Neither: the
    shorter window avoids both sets, then the rest of the longer window avoids its own set."""
    if not (0 <= shared <= min(copies, source) and source > 0 and copies + source - shared <= deck_size):
        raise ValueError("the target and source cards do not fit in the deck")
    drawn = max(0, min(drawn, deck_size))
    source_drawn = max(0, min(source_drawn, deck_size))
    no_b = _miss(deck_size, source, source_drawn)
    if no_b == 1:
        raise ValueError("no source card can have been drawn")
    short = min(drawn, source_drawn)
    longer_set = copies if drawn >= source_drawn else source  # what the rest of the longer window avoids
    neither = _miss(deck_size, copies + source - shared, short) * _miss(
        deck_size - short, longer_set, abs(drawn - source_drawn)
    )
    return (1 - _miss(deck_size, copies, drawn) - no_b + neither) / (1 - no_b)


def _miss(deck_size: int, marked: int, drawn: int) -> Fraction:
    """The chance that `drawn` cards from `deck_size` hold none of `marked`."""
    return Fraction(comb(deck_size - marked, drawn), comb(deck_size, drawn))


def chance_by_turn(
    deck_size: int,
    copies: int,
    turn: int,
    scenario: DrawScenario | None = None,
    shared: int = 0,
) -> Fraction:
    """At least one of `copies` by turn `turn`; with a scenario, its extra draws counted from its turn
    on and, for a deck source, every turn's odds given that a copy was drawn by the turn before
    (`shared`: copies of the source among the `copies`, when the target is a type that includes it)."""
    seen = cards_seen(turn, scenario)
    if scenario is None or scenario.source.in_deck == 0:  # a Character opens by the rolls, not the deck order
        return chance_at_least_one(deck_size, copies, seen)
    source_seen = cards_seen(scenario.from_turn - 1)
    return chance_given_drawn(deck_size, copies, seen, scenario.source.in_deck, source_seen, shared)


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
