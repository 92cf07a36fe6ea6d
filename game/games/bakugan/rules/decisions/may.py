"""`may`: a step marked "you may" waits for its controller to do it (ChooseCard, mode DO_IT) or
decline (rule 1.3.1); `count` is the step's index (game/games/bakugan/rules/may_choice.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard, Decline
from game.games.bakugan.rules.decisions.kind import Kind
from game.games.bakugan.rules.may_choice import DO_IT, step_of

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class MayKind(Kind):
    name = "may"
    choice = "to do it (0) or decline"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        return [ChooseCard(seat=frame.seat, card=-1, mode=DO_IT), Decline(seat=frame.seat)]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        from game.games.bakugan.rules.effect_ctx import EngineContext

        do_it = isinstance(action, ChooseCard)
        game.drop_frame(frame)
        entry, step = step_of(game, frame)  # the resolve frame below is still the one completing
        entry.did = do_it
        name = game.name(frame.seat)
        if not do_it:
            game.log(f"{name} chooses not to: {step.effect.describe()}", "1.3.1")
            return
        game.log(f"{name} chooses to: {step.effect.describe()}", "1.3.1")
        ctx = EngineContext(game, entry)
        ctx.step_index = frame.count
        step.effect.resolve(ctx)


KIND: Kind = MayKind()
