"""`choose_discard`: the player chooses a card of an opponent's revealed hand, which its owner
discards (rule 4.5.1). `options`: [the owner, the cards on offer...]."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class ChooseDiscardKind(Kind):
    name = "choose_discard"
    choice = "one of the revealed cards of a type the card names"
    picks_from_hand = True

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        return [ChooseCard(seat=frame.seat, card=i) for i in frame.options[1:]]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, ChooseCard)
        game.state.frames.pop()
        owner = frame.options[0]
        chooser = game.name(action.seat)
        game.log(f"{chooser} chooses {game.card(action.card).name}; {game.name(owner)} discards it", "4.5.1")
        game.discard_from_hand(owner, action.card)


KIND: Kind = ChooseDiscardKind()
