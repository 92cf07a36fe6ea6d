"""The target of an effect resolving now ("up to 1": none is a choice too; a KO of your own card
is not "up to": one must be chosen)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.fusion_world import resolve
from game.games.fusion_world.actions import ChooseTarget

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


class TargetKind(BasicKind):
    name = "target"

    def legal(self, game: FusionWorld, decision: Decision) -> list[Any]:
        chosen = [ChooseTarget(decision.seat, int(i)) for i in decision.get("options", ())]
        return chosen if decision.get("must") else [ChooseTarget(decision.seat, None), *chosen]

    def apply(self, game: FusionWorld, decision: Decision, action: ChooseTarget) -> None:
        played = decision.get("played")
        resolve.resume(
            game,
            decision.seat,
            int(decision.get("source")),
            str(decision.get("key")),
            int(decision.get("index")),
            played=None if played is None else int(played),
            after=tuple(int(i) for i in decision.get("after", ())),
            answered=True,
            target=action.card,
        )

    def explain(self, game: FusionWorld, decision: Decision, action: Any) -> IllegalAction:
        where = game.state.where(action.card) if isinstance(action, ChooseTarget) and action.card is not None else None
        if where is not None and where[0] == "under":
            return IllegalAction("P10", "a card under an evolved card is part of it and cannot be chosen")
        if decision.get("must"):
            return IllegalAction("8.2", "choose one of the cards the effect allows: it is not optional")
        return IllegalAction("8.2", "choose one of the cards the effect allows, or none")

    def describe(self, game: FusionWorld, action: ChooseTarget) -> str:
        return "No target" if action.card is None else f"Target {game.label(action.card)}"


KIND: TargetKind = TargetKind()
