"""`reroll`: a card has a Bakugan (`card`) rolled again (rule 5.7.1); `count` 1 when the card
says "you may" (Decline offered), 0 when it must be rolled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.action_builders import throw_action
from game.games.bakugan.rules.actions import Action, Decline, ThrowBakugan
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class RerollKind(Kind):
    name = "reroll"
    takes_throw = True
    declined = ("does not reroll", "5.7.1")
    answers: tuple[type[Action], ...] = (ThrowBakugan,)
    choice = "whether to roll again"
    must = ("1.3.1", "this Reroll is not optional: the card says you must")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        return [throw_action(frame.seat), *([Decline(seat=frame.seat)] if frame.count else [])]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        if not isinstance(action, ThrowBakugan):
            super().apply(game, frame, action)
            return
        assert frame.card is not None
        game.state.frames.pop()
        game.steps.start_reroll(game, action.seat, frame.card, action.throw)

    def refuse_other(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction:
        if game.resolving_entry() is None:  # a Bakugan's own Reroll on a miss, in the Roll Step
            return IllegalAction("5.7.1", f"the roll is not over: {game.name(frame.seat)} may roll again")
        return super().refuse_other(game, frame, action)


KIND: Kind = RerollKind()
