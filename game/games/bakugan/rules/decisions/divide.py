"""`divide`: "+X divided as you choose" (`divide_boost`): one share at a time goes to a Bakugan
of the group, mode k for the k-th offered. `count`: shares left; `options`: [bp, dr, Bakugan...];
`card`: 1 when each share is the B-Power or the Damage Rating (`either`): modes 2k and 2k + 1."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class DivideKind(Kind):
    name = "divide"
    choice = "one of the Bakugan offered, counted from 0"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        shares = (len(frame.options) - 2) * (2 if frame.card else 1)
        return [ChooseCard(seat=frame.seat, card=-1, mode=k) for k in range(shares)]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        from game.games.bakugan.rules.effect_ctx import EngineContext

        assert isinstance(action, ChooseCard)
        entry = game.resolving_entry()
        assert entry is not None
        bp, dr, bid = share(frame, action.mode)
        frame.count -= 1
        if frame.count <= 0:
            game.drop_frame(frame)
        EngineContext(game, entry).modify_bakugan(bid, bp, dr, 0, (), False)


def share(frame: DecisionFrame, mode: int) -> tuple[int, int, int]:
    """(B-Power, Damage Rating, Bakugan) of the share answered with `mode`: the k-th Bakugan offered,
    or with `card` set (each share one bonus or the other) mode 2k its B-Power and 2k + 1 its Damage Rating."""
    bp, dr = int(frame.options[0]), int(frame.options[1])
    if not frame.card:
        return bp, dr, int(frame.options[2 + mode])
    bid = int(frame.options[2 + mode // 2])
    return (bp, 0, bid) if mode % 2 == 0 else (0, dr, bid)


KIND: Kind = DivideKind()
