"""`remove_core`: a card removes one BakuCore of the player's choice from a Bakugan (`card`)
holding more than one (rule 6.5.2); the card's controller then places it (4.7.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules import core_moves
from game.games.bakugan.rules.actions import Action, ChooseCore
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class RemoveCoreKind(Kind):
    name = "remove_core"
    answers: tuple[type[Action], ...] = (ChooseCore,)
    choice = "a BakuCore that Bakugan holds"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        assert frame.card is not None
        return [ChooseCore(seat=frame.seat, core=c) for c in game.state.bakugan[frame.card].cores]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, ChooseCore) and frame.card is not None
        game.drop_frame(frame)
        core_moves.take_off(game, frame.seat, frame.card, [action.core])


KIND: Kind = RemoveCoreKind()
