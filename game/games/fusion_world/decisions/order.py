"""P2: a player's auto abilities that triggered together resolve in the order that player chooses."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.fusion_world import resolve
from game.games.fusion_world.actions import ResolveFirst

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


class OrderKind(BasicKind):
    name = "order"

    def legal(self, game: FusionWorld, decision: Decision) -> list[Any]:
        seen: list[Any] = []
        for t in game.state.batch:
            action = ResolveFirst(decision.seat, t.source, t.key)
            if t.seat == decision.seat and action not in seen:
                seen.append(action)
        return seen

    def apply(self, game: FusionWorld, decision: Decision, action: ResolveFirst) -> None:
        s = game.state
        trigger = next(t for t in s.batch if (t.seat, t.source, t.key) == (action.seat, action.source, action.key))
        s.batch.remove(trigger)
        resolve.start(game, trigger.seat, trigger.source, trigger.key, rule="P2")

    def explain(self, game: FusionWorld, decision: Decision, action: Any) -> IllegalAction:
        return IllegalAction("P2", "choose one of your waiting auto abilities to resolve next")

    def describe(self, game: FusionWorld, action: ResolveFirst) -> str:
        return f"Resolve {game.label(action.source)}'s ability first"


KIND: OrderKind = OrderKind()
