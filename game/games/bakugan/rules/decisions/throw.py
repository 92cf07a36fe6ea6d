"""`throw`: in the Roll step each rolling player throws the Bakugan selected (rule 5.7.1). Any
aim answers it: the roll's outcome comes after, as chance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.action_builders import throw_action
from game.games.bakugan.rules.actions import Action, ThrowBakugan
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class ThrowKind(Kind):
    name = "throw"
    takes_throw = True
    answers: tuple[type[Action], ...] = (ThrowBakugan,)
    must = ("5.7.1", "each player rolls the Bakugan they selected")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        return [throw_action(frame.seat)]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, ThrowBakugan)
        game.state.frames.pop()
        game.state.this_turn.throws[action.seat] = action.throw

    def refuse_other(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction:
        return IllegalAction("5.7.1", f"the Bakugan are being rolled: {game.name(frame.seat)} rolls theirs")


KIND: Kind = ThrowKind()
