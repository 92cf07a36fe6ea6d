"""A card's type where it is now: Energy cards have the type Energy card while in play and their
printed type in every other zone (rule 3.7.2)."""

from __future__ import annotations

from typing import Final

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.rules.state import GameState

ENERGY: Final = "Energy"


def is_energy_in_play(state: GameState, iid: int) -> bool:
    return any(iid in p.charged or iid in p.uncharged for p in state.players)


def current_type(state: GameState, catalog: Catalog, iid: int) -> str:
    """ "Energy" for an Energy card in play, otherwise the printed card type ("Action", "Hero", ...)."""
    if is_energy_in_play(state, iid):
        return ENERGY
    return catalog.cards[state.cards[iid].card_id].type.value
