"""The most specific rule behind a refused action, where the general priority rule (1.14.2: "it is
someone else's decision") would otherwise be cited: placing a second BakuCore in a row in setup
(1.4.3), an early or a second Energize (5.4.1, 5.4.2), and a card discarded outside a decision
that takes a card from the hand (4.5.1, 4.3.2 in the Reset step). `Game.explain_illegal` asks
here first; what a pending decision's own kind refuses is its `explain` (game/games/bakugan/rules/decisions/).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard, Energize, PlaceCore
from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.state import Step

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game, IllegalAction


def specific_refusal(game: Game, action: Action) -> IllegalAction | None:
    from game.games.bakugan.rules.engine import IllegalAction

    s = game.state
    top = game.pending()
    owing = top.seat if isinstance(top, DecisionFrame) else None
    seat = getattr(action, "seat", None)
    if isinstance(action, PlaceCore) and s.step is Step.SETUP and owing is not None and owing != seat:
        return IllegalAction(
            "1.4.3",
            "players take turns placing their BakuCores one at a time, starting with the starting player: "
            f"it is {game.name(owing)}'s turn to place one",
        )
    if isinstance(action, Energize) and s.step is Step.ENERGIZE and owing != seat:
        if seat not in s.queue:  # their decision is made
            return IllegalAction("5.4.2", "you have decided whether to Energize: no second chance in this step")
        return IllegalAction("5.4.1", "players Energize in turn, starting with the starting player")
    if isinstance(action, ChooseCard) and isinstance(seat, int) and 0 <= seat < s.seats:
        if action.card not in s.players[seat].hand:
            return None
        if isinstance(top, DecisionFrame) and owing == seat and kind_of(top.decision).picks_from_hand:
            return None  # the decision's kind explains what it refuses
        if s.step is Step.RESET:
            return IllegalAction("4.3.2", "only a player over the hand limit discards, when it is their turn to")
        return IllegalAction(
            "4.5.1", "a card is discarded from hand only when an effect, a cost or the hand limit asks for it"
        )
    return None
