"""Why an Evo card cannot go on the Bakugan chosen: it is placed on a Bakugan its player controls
(rule 3.3.2), whose Character matches it in name and Faction (3.3.1). Control is asked first: an
Evo on another player's Bakugan is refused for that, whatever the Bakugan's name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.rules.actions import Target

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


def wrong_evo_target(game: Game, seat: int, card: CardDef, target: Target | None) -> IllegalAction:
    s = game.state
    if target is not None and target.kind == "bakugan" and 0 <= target.ref < len(s.bakugan):
        controller = s.bakugan[target.ref].controller
        if controller != seat:
            return IllegalAction(
                "3.3.2", f"an Evo card goes on a Bakugan its player controls, not on {game.name(controller)}'s"
            )
    return IllegalAction("3.3.1", f"{card.name} must be played on your {card.evolves_from} of a matching Faction")
