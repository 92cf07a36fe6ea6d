"""Rules 10.1, 10.2: the attack step and the defence step; the defence step's end is the damage
step (10.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.fusion_world import battle, legal, play
from game.games.fusion_world.actions import Activate, Awaken, Combo, Proceed, UseExtra
from game.games.fusion_world.describe import describe_action

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


class StepKind(BasicKind):
    name = "step"
    one_shot = False

    def legal(self, game: FusionWorld, decision: Decision) -> list[Any]:
        return legal.actions(game, decision.seat, "step")

    def allows(self, game: FusionWorld, decision: Decision, action: Any) -> bool:
        return legal.refused(game, decision.seat, action, "step") is None

    def apply(self, game: FusionWorld, decision: Decision, action: Any) -> None:
        if isinstance(action, Proceed):
            game.finish(decision)
            if decision.get("step") == "defence":
                battle.damage_step(game)
            else:
                game.log(f"{game.name(action.seat)} ends the attack step", "10.1")
        elif isinstance(action, Combo):
            battle.combo(game, action)
        elif isinstance(action, Activate):
            play.activate(game, action)
        elif isinstance(action, UseExtra):
            play.use_extra(game, action, "activate_battle")
        elif isinstance(action, Awaken):
            play.awaken(game, action)

    def explain(self, game: FusionWorld, decision: Decision, action: Any) -> IllegalAction:
        found = legal.refusal(game, decision.seat, action, "step", str(decision.get("step", "")))
        return found or IllegalAction("10", "not allowed now")

    def describe(self, game: FusionWorld, action: Any) -> str:
        return describe_action(game, action)


KIND: StepKind = StepKind()
