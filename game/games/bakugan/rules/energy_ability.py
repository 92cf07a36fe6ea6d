"""An Energy card uncharged on its own (rule 6.6.1: an Energy ability), ahead of the play that
needs its energy: the energy waits in the player's Energy Pool (1.7.1), the batch is not used and
the player keeps priority (4.4.4, 6.6.2).

1.7.1 allows it only while the energy is needed to play a card: here, while a card the player may
play now, or an ability they may use, costs more than their Energy Pool holds. The pool pays a
play before any Energy card is turned (energy_payment.py), so the energy is not lost; what is not
spent disappears at the end of the turn (1.7.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import Activate, PlayCard, Uncharge
from game.games.bakugan.rules.energy_payment import spending_refusal
from game.games.bakugan.rules.frames import PriorityFrame
from game.games.bakugan.rules.stats import energy_per_card

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


def uncharge_refusal(game: Game, action: Uncharge) -> IllegalAction | None:
    """Why this Energy card cannot be uncharged now (None: it can)."""
    top = game.pending()
    if not isinstance(top, PriorityFrame) or top.holder != action.seat:
        return IllegalAction("6.6.1", "an Energy card is used by the player who has priority")
    if action.card is not None:
        refused = spending_refusal(game, action.seat, (action.card,))
        if refused is not None:
            return refused
    if not game.state.players[action.seat].charged:
        return IllegalAction("7.2.3", "you have no charged Energy card to spend")
    if not energy_needed(game, action.seat):
        return IllegalAction(
            "1.7.1", "an Energy card is uncharged only when its energy is needed to play a card or use an ability"
        )
    return None


def energy_needed(game: Game, seat: int) -> bool:
    """Whether a card the player may play now, or an ability they may use, costs more than their pool."""
    pool = game.state.players[seat].pool
    for action in game.legal_actions():
        if isinstance(action, PlayCard):
            card = game.card(action.card)
            cost = game.card_cost(seat, card, action.x, action.sacrifice is not None, discarded=len(action.discards))
        elif isinstance(action, Activate):
            cost = game.card(action.card).abilities[action.ability].activation_cost
        else:
            continue
        if cost > pool:
            return True
    return False


def uncharge(game: Game, action: Uncharge) -> None:
    """Turn the Energy card sideways and put its energy in the pool, or raise IllegalAction."""
    refused = uncharge_refusal(game, action)
    if refused is not None:
        raise refused
    player = game.state.players[action.seat]
    iid = action.card if action.card is not None else player.charged[-1]
    game.move_card(iid, ("charged", action.seat), ("uncharged", action.seat), cause="pay", rule="6.6.1")
    player.pool += energy_per_card(game.state, game.catalog, action.seat)
    game.log(f"{player.name} uncharges an Energy card: {player.pool} Energy in their Energy Pool", "6.6.1")
