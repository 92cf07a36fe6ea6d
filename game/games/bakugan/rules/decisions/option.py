"""`option`: an opponent chooses one of the options of the card completing ("your opponent
chooses", rule 1.3.1). `count`: how many options; the choice is kept on the entry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class OptionKind(Kind):
    name = "option"
    choice = "one of the options, counted from 0"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        return [ChooseCard(seat=frame.seat, card=-1, mode=k) for k in range(frame.count)]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, ChooseCard)
        game.state.frames.pop()
        resolving = game.resolving_entry()
        if resolving is not None:
            resolving.choice = action.mode
        game.log(f"{game.name(action.seat)} chooses option {action.mode + 1}", "1.3.1")


KIND: Kind = OptionKind()
