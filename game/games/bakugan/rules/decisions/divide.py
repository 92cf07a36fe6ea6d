"""`divide`: "+X divided as you choose" (`divide_boost`): one share at a time goes to a Bakugan
of the group, mode k for the k-th offered. `count`: shares left; `options`: [bp, dr, Bakugan...]."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class DivideKind(Kind):
    name = "divide"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        return [ChooseCard(seat=frame.seat, card=-1, mode=k) for k in range(len(frame.options) - 2)]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        from game.games.bakugan.rules.effect_ctx import EngineContext

        assert isinstance(action, ChooseCard)
        entry = game.resolving_entry()
        assert entry is not None
        bp, dr, bid = int(frame.options[0]), int(frame.options[1]), int(frame.options[2 + action.mode])
        frame.count -= 1
        if frame.count <= 0:
            game.drop_frame(frame)
        EngineContext(game, entry).modify_bakugan(bid, bp, dr, 0, (), False)


KIND: Kind = DivideKind()
