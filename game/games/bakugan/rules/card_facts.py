"""What the cards of one game can ever do, worked out once per game.

A static ability only applies while its card is in play, and every card in play is one of the
game's card instances (state.cards, fixed when the game is built). If no card of the game has a
kind of static ability at all (Energy per card, cheaper cards, extra draws, attack bonuses, "you
win"), its total is known without looking at what is in play; likewise cards played from the
discard pile and activated abilities.
"""

from __future__ import annotations

import weakref
from typing import Final, NamedTuple

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.rules import memo
from game.games.bakugan.rules.state import CardInst, GameState


class CardFacts(NamedTuple):
    energy_per_card: bool  # some card's Energy cards may make more than one Energy
    cost_less: bool  # some card makes Flip, Hero or Evo cards cost less
    extra_draw: bool  # some card makes players draw more in the Draw Step
    attack_dr: bool  # some card adds Damage Rating to attacks
    next_attack_dr: bool  # some card adds Damage Rating to the next attack this turn
    wins: bool  # some card says its controller wins the game
    from_discard: bool  # some card may be played from the discard pile
    activated: bool  # some card has an activated ability
    holds_trigger: bool  # some card has a trigger on its Bakugan coming to hold a BakuCore (this_holds)


class _Known:
    """What is kept for one state: its card list and catalogue (to tell a later state that reuses
    its id, or a change by hand), the card ids and their facts. A class, not a tuple: compiled, its
    fields are read directly, where a tuple of four types is checked item by item on every read."""

    __slots__ = ("cards", "catalog", "facts", "ids")

    def __init__(self, cards: list[CardInst], catalog: Catalog | None, ids: tuple[str, ...], facts: CardFacts) -> None:
        self.cards = cards
        self.catalog = catalog
        self.ids = ids
        self.facts = facts


# id(state) -> what is kept for it; an entry leaves when its state is collected, so an id is never
# mistaken for a later state's
_KNOWN: Final[dict[int, _Known]] = {}
UNWATCHED_KEPT: Final = 256  # entries kept when states cannot be watched for collection


def card_facts(state: GameState, catalog: Catalog) -> CardFacts:
    """The facts of this state's cards (kept while its card list and catalogue are the same)."""
    # _known's check written out: asked about 170 times a game, one call fewer each in pure Python
    known = _KNOWN.get(id(state))
    cards = state.cards
    if known is None or known.cards is not cards or known.catalog is not catalog or len(known.ids) != len(cards):
        return _known(state, catalog).facts
    if memo.CHECKS.verify:
        return _known(state, catalog).facts
    return known.facts


def card_ids(state: GameState, catalog: Catalog) -> tuple[str, ...]:
    """The card id of each card instance of the state, by instance id."""
    return _known(state, catalog).ids


def _known(state: GameState, catalog: Catalog) -> _Known:
    cards = state.cards
    known = _KNOWN.get(id(state))
    if known is not None and known.cards is cards and known.catalog is catalog and len(known.ids) == len(cards):
        if memo.CHECKS.verify and known.ids != tuple(c.card_id for c in cards):
            raise AssertionError("the cards of a game changed by hand without Game.invalidate()")
        return known
    ids = tuple(c.card_id for c in cards)
    if known is None:
        try:
            weakref.finalize(state, _KNOWN.pop, id(state), None)
        except TypeError:  # a compiled GameState (tools/compile_core.py) has no weak references
            while len(_KNOWN) >= UNWATCHED_KEPT:  # then the oldest entries go (an id's list check stays)
                del _KNOWN[next(iter(_KNOWN))]
    made = _KNOWN[id(state)] = _Known(cards, catalog, ids, work_out(ids, catalog))
    return made


def forget_card_facts(state: GameState) -> None:
    """Work the facts out again when next asked (the cards or their definitions changed by hand)."""
    known = _KNOWN.get(id(state))
    if known is not None:
        known.catalog = None


def work_out(ids: tuple[str, ...], catalog: Catalog) -> CardFacts:
    found = dict.fromkeys(CardFacts._fields, False)
    defs = catalog.cards
    for card_id in set(ids):
        card = defs[card_id]
        found["from_discard"] |= card.from_discard
        found["activated"] |= bool(card.activated)
        found["holds_trigger"] |= any(a.kind == "trigger" and a.event == "this_holds" for a in card.abilities)
        for ability in card.static_abilities:
            found["energy_per_card"] |= ability.energy_per_card > 1
            found["cost_less"] |= bool(ability.flip_cost_less or ability.hero_cost_less or ability.evo_cost_less)
            found["extra_draw"] |= bool(ability.extra_draw)
            found["attack_dr"] |= bool(ability.attack_dr)
            found["next_attack_dr"] |= bool(ability.next_attack_dr)
            found["wins"] |= ability.wins
    return CardFacts(**found)
