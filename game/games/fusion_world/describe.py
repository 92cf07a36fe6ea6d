"""Actions in a player's words, for buttons and the log."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.fusion_world.actions import Activate, Attack, Awaken, Combo, EndMain, PlayCard, Proceed, UseExtra

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


def describe_action(game: FusionWorld, action: Any) -> str:
    if isinstance(action, PlayCard):
        card = game.card(action.card)
        if action.onto is not None and card.evolve is not None:
            return f"Evolve {game.label(action.onto)} into {card.name} ({card.evolve.cost})"
        return f"Play {card.name} ({card.cost})"
    if isinstance(action, Activate):
        ability = game.ability(action.source, action.key)
        return f"Activate {game.label(action.source)}" + (f" ({ability.cost})" if ability.cost else "")
    if isinstance(action, UseExtra):
        card = game.card(action.card)
        return f"Use {card.name} ({card.cost})"
    if isinstance(action, Awaken):
        return "Awaken the Leader"
    if isinstance(action, Attack):
        return f"{game.label(action.attacker)} attacks {game.label(action.target)}"
    if isinstance(action, Combo):
        card = game.card(action.card)
        return f"Combo {card.name} (+{card.combo_power}, {card.combo_cost})"
    if isinstance(action, EndMain):
        return "End the turn"
    if isinstance(action, Proceed):
        return "Go on"
    return str(action)
