"""Rule 8: the main phase, answered action after action until the player ends it (8.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.fusion_world import battle, legal, play
from game.games.fusion_world.actions import Activate, Attack, Awaken, EndMain, PlayCard, UseExtra
from game.games.fusion_world.describe import describe_action

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


class MainKind(BasicKind):
    name = "main"
    one_shot = False

    def legal(self, game: FusionWorld, decision: Decision) -> list[Any]:
        return legal.actions(game, decision.seat, "main")

    def allows(self, game: FusionWorld, decision: Decision, action: Any) -> bool:
        return legal.refused(game, decision.seat, action, "main") is None

    def apply(self, game: FusionWorld, decision: Decision, action: Any) -> None:
        if isinstance(action, EndMain):
            game.finish(decision)
            game.log(f"{game.name(action.seat)} ends the main phase", "8.5")
        elif isinstance(action, PlayCard):
            play.play_card(game, action)
        elif isinstance(action, Activate):
            play.activate(game, action)
        elif isinstance(action, UseExtra):
            play.use_extra(game, action, "activate_main")
        elif isinstance(action, Awaken):
            play.awaken(game, action)
        elif isinstance(action, Attack):
            battle.attack(game, action)

    def explain(self, game: FusionWorld, decision: Decision, action: Any) -> IllegalAction:
        found = legal.refusal(game, decision.seat, action, "main")
        return found or IllegalAction("8", "not allowed now")

    def describe(self, game: FusionWorld, action: Any) -> str:
        return describe_action(game, action)


KIND: MainKind = MainKind()
