"""Rule 7.3: put a card from the hand into the energy area, active (or none)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.fusion_world.actions import Charge

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


class ChargeKind(BasicKind):
    name = "charge"

    def legal(self, game: FusionWorld, decision: Decision) -> list[Any]:
        seat = decision.seat
        seen: set[str] = set()
        found: list[Any] = [Charge(seat, None)]
        for iid in game.state.zone("hand", seat):
            if game.state.cards[iid] not in seen:
                seen.add(game.state.cards[iid])
                found.append(Charge(seat, iid))
        return found

    def allows(self, game: FusionWorld, decision: Decision, action: Any) -> bool:
        return (
            isinstance(action, Charge)
            and action.seat == decision.seat
            and (action.card is None or game.state.where(action.card) == ("hand", decision.seat))
        )

    def apply(self, game: FusionWorld, decision: Decision, action: Charge) -> None:
        if action.card is None:
            game.log(f"{game.name(action.seat)} charges no energy", "7.3")
            return
        game.move(action.card, ("energy", action.seat), cause="charge", rule="7.3")
        game.log(f"{game.name(action.seat)} charges {game.card(action.card).name} as energy", "7.3")

    def explain(self, game: FusionWorld, decision: Decision, action: Any) -> IllegalAction:
        return IllegalAction("7.3", "charge one card from your own hand, or none")

    def describe(self, game: FusionWorld, action: Charge) -> str:
        return "Charge nothing" if action.card is None else f"Charge {game.card(action.card).name}"


KIND: ChargeKind = ChargeKind()
