"""P11: with Double Strike, the damaged player chooses which life cards go to the hand."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.fusion_world import battle
from game.games.fusion_world.actions import TakeLife

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


class LifeKind(BasicKind):
    name = "life"

    def legal(self, game: FusionWorld, decision: Decision) -> list[Any]:
        size = len(game.state.zone("life", decision.seat))
        count = int(decision.get("count", 1))
        return [TakeLife(decision.seat, c) for c in combinations(range(size - 1, -1, -1), count)]

    def apply(self, game: FusionWorld, decision: Decision, action: TakeLife) -> None:
        battle.take_life(game, action.seat, list(action.positions))

    def explain(self, game: FusionWorld, decision: Decision, action: Any) -> IllegalAction:
        return IllegalAction("P11", f"{game.name(decision.seat)} chooses {decision.get('count')} different life cards")

    def describe(self, game: FusionWorld, action: TakeLife) -> str:
        return "Take life cards at " + ", ".join(str(p + 1) for p in action.positions)


KIND: LifeKind = LifeKind()
