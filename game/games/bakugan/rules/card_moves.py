"""Where a Bakugan card can be, as core zone keys (game/core/zones.py): a player's "deck", "hand",
"discard", "charged", "uncharged" or "heroes" (keyed by seat), a Bakugan's "evos" (keyed by its
bid), or the batch (BATCH: a card played or completing, held by its batch entry, not in a list).
`GameBase.move_card` is the one way a card changes zone; it announces each move as a core
`Moved` event, which the rules that react to moves subscribe to (game/games/bakugan/rules/engine.py)."""

from __future__ import annotations

from typing import Final

from game.core.zones import SHARED, ZoneKey

BATCH: Final[ZoneKey] = ("batch", SHARED)


# the zones a player's cards are in, each the PlayerState list of that name
PLAYER_ZONES: Final = frozenset({"deck", "hand", "discard", "charged", "uncharged", "heroes"})
CARD_ZONES: Final = PLAYER_ZONES | {"evos", "batch"}
