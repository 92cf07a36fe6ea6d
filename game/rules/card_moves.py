"""Where a Bakugan card can be, as core zone keys (game/core/zones.py): a player's "deck", "hand",
"discard", "charged", "uncharged" or "heroes" (keyed by seat), a Bakugan's "evos" (keyed by its
bid), or the batch (BATCH: a card played or completing, held by its batch entry, not in a list).
`GameBase.move_card` is the one way a card changes zone; it announces each move as a core
`Moved` event, which the rules that react to moves subscribe to (game/rules/engine.py)."""

from __future__ import annotations

from typing import Final

from game.core.zones import SHARED, ZoneKey
from game.rules.state import GameState

BATCH: Final[ZoneKey] = ("batch", SHARED)


PLAYER_ZONES: Final = frozenset({"deck", "hand", "discard", "charged", "uncharged", "heroes"})


def zone_cards(state: GameState, zone: ZoneKey) -> list[int] | None:
    """The list that holds the zone's cards (bottom first), or None for the batch."""
    name, owner = zone
    if name in PLAYER_ZONES:
        cards: list[int] = getattr(state.players[owner], name)
        return cards
    if name == "evos":
        return state.bakugan[owner].evos
    if name == "batch":
        return None
    raise KeyError(f"no card zone {name!r}")
