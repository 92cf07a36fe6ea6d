"""Rule 8.4.3: Blocker, offered after the attack's own triggers have resolved (P12)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.fusion_world import battle
from game.games.fusion_world.actions import Block

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


class BlockKind(BasicKind):
    name = "block"

    def legal(self, game: FusionWorld, decision: Decision) -> list[Any]:
        return [Block(decision.seat, None), *(Block(decision.seat, b) for b in battle.blockers(game, decision.seat))]

    def apply(self, game: FusionWorld, decision: Decision, action: Block) -> None:
        battle.block(game, action)

    def explain(self, game: FusionWorld, decision: Decision, action: Any) -> IllegalAction:
        return IllegalAction(
            "8.4.3", "block with an active Blocker of yours that is not already the attack's target, or not at all"
        )

    def describe(self, game: FusionWorld, action: Block) -> str:
        return "No block" if action.blocker is None else f"Block with {game.label(action.blocker)}"


KIND: BlockKind = BlockKind()
