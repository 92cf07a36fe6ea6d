"""What the cards of one game can ever do, worked out once per game.

A static ability only applies while its card is in play, and every card in play is one of the
game's card instances (state.cards, fixed when the game is built). If no card of the game has a
kind of static ability at all (Energy per card, cheaper cards, extra draws, attack bonuses, "you
win"), its total is known without looking at what is in play; likewise cards played from the
discard pile and activated abilities.
"""

from __future__ import annotations

import weakref
from typing import NamedTuple

from game.catalog import Catalog
from game.rules import memo
from game.rules.state import CardInst, GameState


class CardFacts(NamedTuple):
    energy_per_card: bool  # some card's Energy cards may make more than one Energy
    cost_less: bool  # some card makes Flip, Hero or Evo cards cost less
    extra_draw: bool  # some card makes players draw more in the Draw Step
    attack_dr: bool  # some card adds Damage Rating to attacks
    next_attack_dr: bool  # some card adds Damage Rating to the next attack this turn
    wins: bool  # some card says its controller wins the game
    from_discard: bool  # some card may be played from the discard pile
    activated: bool  # some card has an activated ability


# id(state) -> (its card list, the catalogue, the card ids, their facts); an entry leaves when its
# state is collected, so an id is never mistaken for a later state's
_KNOWN: dict[int, tuple[list[CardInst], Catalog | None, tuple[str, ...], CardFacts]] = {}
UNWATCHED_KEPT = 256  # entries kept when states cannot be watched for collection


def card_facts(state: GameState, catalog: Catalog) -> CardFacts:
    """The facts of this state's cards (kept while its card list and catalogue are the same)."""
    return _known(state, catalog)[3]


def card_ids(state: GameState, catalog: Catalog) -> tuple[str, ...]:
    """The card id of each card instance of the state, by instance id."""
    return _known(state, catalog)[2]


def _known(state: GameState, catalog: Catalog) -> tuple[list[CardInst], Catalog | None, tuple[str, ...], CardFacts]:
    cards = state.cards
    known = _KNOWN.get(id(state))
    if known is not None and known[0] is cards and known[1] is catalog and len(known[2]) == len(cards):
        if memo.VERIFY and known[2] != tuple(c.card_id for c in cards):
            raise AssertionError("the cards of a game changed by hand without Game.invalidate()")
        return known
    ids = tuple(c.card_id for c in cards)
    if known is None:
        try:
            weakref.finalize(state, _KNOWN.pop, id(state), None)
        except TypeError:  # a compiled GameState (tools/compile_core.py) has no weak references
            while len(_KNOWN) >= UNWATCHED_KEPT:  # then the oldest entries go (an id's list check stays)
                del _KNOWN[next(iter(_KNOWN))]
    made = _KNOWN[id(state)] = (cards, catalog, ids, work_out(ids, catalog))
    return made


def forget_card_facts(state: GameState) -> None:
    """Work the facts out again when next asked (the cards or their definitions changed by hand)."""
    known = _KNOWN.get(id(state))
    if known is not None:
        _KNOWN[id(state)] = (known[0], None, known[2], known[3])


def work_out(ids: tuple[str, ...], catalog: Catalog) -> CardFacts:
    found = dict.fromkeys(CardFacts._fields, False)
    defs = catalog.cards
    for card_id in set(ids):
        card = defs[card_id]
        found["from_discard"] |= card.from_discard
        found["activated"] |= bool(card.activated)
        for ability in card.static_abilities:
            found["energy_per_card"] |= ability.energy_per_card > 1
            found["cost_less"] |= bool(ability.flip_cost_less or ability.hero_cost_less or ability.evo_cost_less)
            found["extra_draw"] |= bool(ability.extra_draw)
            found["attack_dr"] |= bool(ability.attack_dr)
            found["next_attack_dr"] |= bool(ability.next_attack_dr)
            found["wins"] |= ability.wins
    return CardFacts(**found)
