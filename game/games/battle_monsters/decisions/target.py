"""A target for an effect that reaches one card, when more than one could be chosen."""

from __future__ import annotations

from typing import Any

from game.core import BasicKind, Decision
from game.games.battle_monsters.actions import ChooseTarget
from game.games.battle_monsters.resolve import choose_target


class TargetKind(BasicKind):
    name = "target"
    refusal_rule = "1.2"
    refusal = "choose one of the cards the effect can reach"

    def legal(self, game: Any, decision: Decision) -> list[Any]:
        return [ChooseTarget(i) for i in decision.get("options", ())]

    def apply(self, game: Any, decision: Decision, action: Any) -> None:
        choose_target(game, action.iid)

    def describe(self, game: Any, action: Any) -> str:
        return f"choose {game.public_name(action.iid)}"


KIND: TargetKind = TargetKind()
