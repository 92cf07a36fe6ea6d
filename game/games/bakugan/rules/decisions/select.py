"""`select`: in the Selection step each player, in turn, chooses an unopened Bakugan to roll
(rule 5.6.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.action_builders import select_action
from game.games.bakugan.rules.actions import Action, SelectBakugan
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class SelectKind(Kind):
    name = "select"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        s = game.state
        return [select_action(frame.seat, b) for b in s.players[frame.seat].bakugan if not s.bakugan[b].open]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, SelectBakugan)
        game.state.frames.pop()
        game.state.this_turn.selected[action.seat] = action.bakugan
        game.log(f"{game.name(action.seat)} selects a Bakugan to roll", "5.6.1")
        game.triggers.fire_seat(game, action.seat, "you_select")


KIND: Kind = SelectKind()
