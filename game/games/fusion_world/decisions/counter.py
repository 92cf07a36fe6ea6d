"""P8: a battle card is being played and paid for; its opponent may answer with Counter:Play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.fusion_world import play
from game.games.fusion_world.actions import Counter

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


class CounterKind(BasicKind):
    name = "counter"
    refusal_rule = "P8"

    def legal(self, game: FusionWorld, decision: Decision) -> list[Any]:
        return [Counter(decision.seat, None), *(Counter(decision.seat, c) for c in play.counters(game, decision.seat))]

    def apply(self, game: FusionWorld, decision: Decision, action: Counter) -> None:
        play.counter(game, action, int(decision.get("played")))

    def explain(self, game: FusionWorld, decision: Decision, action: Any) -> IllegalAction:
        return IllegalAction("P8", "answer with a Counter:Play extra card from your hand you can pay for, or none")

    def describe(self, game: FusionWorld, action: Counter) -> str:
        return "No counter" if action.card is None else f"Counter with {game.card(action.card).name}"


KIND = CounterKind()
