"""`select`: in the Selection step each player, in turn, chooses an unopened Bakugan to roll
(rule 5.6.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.action_builders import select_action
from game.games.bakugan.rules.actions import Action, Activate, PlayCard, SelectBakugan
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class SelectKind(Kind):
    name = "select"
    answers: tuple[type[Action], ...] = (SelectBakugan,)
    must = ("5.6.1", "each player chooses an unopened Bakugan to roll")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        s = game.state
        return [select_action(frame.seat, b) for b in s.players[frame.seat].bakugan if not s.bakugan[b].open]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, SelectBakugan)
        game.state.frames.pop()
        game.state.this_turn.selected[action.seat] = action.bakugan
        game.log(f"{game.name(action.seat)} selects a Bakugan to roll", "5.6.1")
        game.triggers.fire_seat(game, action.seat, "you_select")

    def refuse_other(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction:
        if isinstance(action, (PlayCard, Activate)):
            return IllegalAction("5.6.2", "cards are played once every player has selected a Bakugan")
        turn = f"it is {game.name(frame.seat)}'s turn"
        return IllegalAction("5.6.1", f"starting with the starting player, each player selects a Bakugan: {turn}")


KIND: Kind = SelectKind()
