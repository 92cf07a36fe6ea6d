"""The most specific rule behind a refused action, where the general priority rule (1.14.2: "it is
someone else's decision") would otherwise be cited: placing a second BakuCore in a row in setup
(1.4.3), an early or a second Energize (5.4.1, 5.4.2), an Evo offered for free played on the
wrong Bakugan (3.3.1), and a card discarded outside the decision that asks for a discard (4.5.1,
4.3.2 in the Reset step). `Game.explain_illegal` asks here first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from game.cardmodel import CardType
from game.rules.actions import Action, ChooseCard, Energize, PlaceCore, PlayCard
from game.rules.state import Step

if TYPE_CHECKING:
    from game.rules.engine import Game, IllegalAction

# decisions in which a player picks cards from a hand for something other than discarding them
HAND_PICKS: Final = ("shuffle_in", "energize_pick", "choose_discard", "energize")


def specific_refusal(game: Game, action: Action) -> IllegalAction | None:
    from game.rules.engine import IllegalAction

    s = game.state
    top = game.pending()
    seat = getattr(action, "seat", None)
    if isinstance(action, PlaceCore) and s.step is Step.SETUP and top is not None and top.seat != seat:
        return IllegalAction(
            "1.4.3",
            "players take turns placing their BakuCores one at a time, starting with the starting player: "
            f"it is {game.name(top.seat)}'s turn to place one",
        )
    if isinstance(action, Energize) and s.step is Step.ENERGIZE and (top is None or top.seat != seat):
        if seat not in s.queue:  # their decision is made
            return IllegalAction("5.4.2", "you have decided whether to Energize: no second chance in this step")
        return IllegalAction("5.4.1", "players Energize in turn, starting with the starting player")
    if (
        isinstance(action, PlayCard)
        and top is not None
        and top.decision == "play_free"
        and top.seat == seat
        and action.card in top.options
        and game.card(action.card).type is CardType.EVO
    ):
        card = game.card(action.card)
        if top.card is not None and action in game._free_play_options(top.seat, action.card):
            return IllegalAction("1.3.1", f"this card lets {card.name} be played only on the Bakugan you rolled")
        return IllegalAction("3.3.1", f"{card.name} must be played on your {card.evolves_from} of a matching Faction")
    if isinstance(action, ChooseCard) and isinstance(seat, int) and 0 <= seat < s.seats:
        if action.card not in s.players[seat].hand:
            return None
        owed = top is not None and top.kind == "decision" and top.seat == seat
        if owed and top is not None and top.decision in HAND_PICKS:
            return None
        if owed and top is not None and top.decision == "discard":
            wanted = top.options[0] if top.options else ""
            if wanted and game.card(action.card).type.value != wanted:
                return IllegalAction("4.5.1", f"only a {wanted} card may be discarded for this")
            return None
        if s.step is Step.RESET:
            return IllegalAction("4.3.2", "only a player over the hand limit discards, when it is their turn to")
        return IllegalAction(
            "4.5.1", "a card is discarded from hand only when an effect, a cost or the hand limit asks for it"
        )
    return None
