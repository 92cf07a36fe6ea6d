"""Which Energy cards pay for a play (rules 1.7.1, 7.2.3), and an illegal play reversed (7.8.1).

Energy cards lie face down (3.7.3) and every seat's view only counts them, so to the player they
are alike: the legal actions offer one payment, the automatic one (the fewest cards, 1.7.1,
the most recently charged first), and computer players make it. A play may name the cards
instead (`energy` on PlayCard and Activate: card instances), as a player at a real table does and
as scenario files write it; `payment_refusal` checks the pick, before anything changes.

An illegal play already made (IllegalPlay: a card played that could not be paid for, or that
was not allowed) is reversed as 7.8.1 says: nothing it did stays, the card is back in its
owner's hand (it may still be played legally), and the Energy spent on it is in the player's
Energy Pool: the Energy cards uncharged for it stay uncharged, their energy waits to be spent
this turn (1.7.1).

Kept apart from the engine's parts so the payment choice can join a decision registry: the
checks and the reversal are plain functions of the game.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import IllegalPlay, PlayCard
from game.games.bakugan.rules.stats import energy_per_card

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


def cards_needed(game: Game, seat: int, cost: int) -> int:
    """How many Energy cards must be uncharged to pay `cost`: only those needed (1.7.1)."""
    need = cost - game.state.players[seat].pool
    if need <= 0:
        return 0
    return math.ceil(need / energy_per_card(game.state, game.catalog, seat))


def spending_refusal(game: Game, seat: int, chosen: tuple[int, ...]) -> IllegalAction | None:
    """Why the player cannot spend these Energy cards (7.2.3: their own charged ones, each once)."""
    charged = game.state.players[seat].charged
    if any(i not in charged for i in chosen) or len(set(chosen)) != len(chosen):
        return IllegalAction("7.2.3", "only your own charged Energy cards can be spent, each once")
    return None


def payment_refusal(game: Game, seat: int, cost: int, chosen: tuple[int, ...]) -> IllegalAction | None:
    """Why these Energy cards cannot pay `cost`, or None when they can."""
    spent = spending_refusal(game, seat, chosen)
    if spent is not None:
        return spent
    needed = cards_needed(game, seat, cost)
    if len(chosen) != needed:
        return IllegalAction(
            "1.7.1",
            f"paying {cost} needs exactly {needed} Energy card{'s' if needed != 1 else ''} uncharged, "
            f"not {len(chosen)}: an Energy card is uncharged only when its energy is needed",
        )
    return None


def pay(game: Game, seat: int, cost: int, chosen: tuple[int, ...] = ()) -> None:
    """Uncharge the Energy cards that pay `cost` (the player's pick, or the fewest: 1.7.1, 7.2.3)
    and spend it from the pool. Raises IllegalAction, changing nothing, for a pick that cannot pay."""
    player = game.state.players[seat]
    if chosen:
        refused = payment_refusal(game, seat, cost, chosen)
        if refused is not None:
            raise refused
    n = cards_needed(game, seat, cost)
    automatic = player.charged[::-1][:n]  # the most recently charged first
    for iid in chosen or automatic:
        game.move_card(iid, ("charged", seat), ("uncharged", seat), cause="pay", rule="7.2.3")
    player.pool += n * energy_per_card(game.state, game.catalog, seat)
    player.pool -= cost


def reverse_illegal_play(game: Game, action: IllegalPlay) -> None:
    """Rule 7.8.1: the play is negated and everything it did is undone; the card is back in the
    hand and the energy spent on it in the Energy Pool (the Energy cards stay uncharged)."""
    s = game.state
    player = s.players[action.seat]
    if game.over:
        raise IllegalAction("7.8.1", "the game is over: there is no play to reverse")
    if action.card not in player.hand:
        raise IllegalAction("7.8.1", "only a card played from its owner's hand can be returned there")
    as_play = PlayCard(seat=action.seat, card=action.card, target=action.target, x=action.x)
    if as_play in game.legal_actions():
        raise IllegalAction("7.8.1", "that play is legal: make it as a play, it is not reversed")
    why = game.explain_illegal(as_play)
    spent = spending_refusal(game, action.seat, action.energy)
    if spent is not None:
        raise spent
    for iid in action.energy:  # spent at the table: they stay uncharged
        game.move_card(iid, ("charged", action.seat), ("uncharged", action.seat), cause="pay", rule="7.2.3")
    energy = len(action.energy) * energy_per_card(s, game.catalog, action.seat)
    player.pool += energy
    s.this_turn.revealed.append(action.card)  # every player saw the card played: known to all this turn (4.3.1)
    name = game.card(action.card).name
    game.log(f"{player.name} plays {name}, which is illegal (rule {why.rule}: {why.reason})", why.rule)
    game.log(
        f"The play is reversed: {name} goes back to {player.name}'s hand"
        + (f" and the {energy} Energy spent on it to their Energy Pool" if energy else ""),
        "7.8.1",
    )
