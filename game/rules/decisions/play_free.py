"""`play_free`: a card completing lets its controller play one of the cards offered (`options`)
for free (rule 2.3.3), an Evo perhaps only on the Bakugan named (`card`); "you may" offers
Decline (`optional`). The card played waits in the batch below the one completing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.rules.actions import Action, Decline, PlayCard
from game.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.rules.engine import Game
    from game.rules.state import Frame


class PlayFreeKind(Kind):
    name = "play_free"
    declined = ("does not play a card for free", "1.3.4")

    def legal(self, game: Game, frame: Frame) -> list[Action]:
        seat = frame.seat
        plays = [a for iid in frame.options for a in game._free_play_options(seat, iid, frame.card)]
        return [*plays, *([Decline(seat=seat)] if frame.optional or not plays else [])]

    def apply(self, game: Game, frame: Frame, action: Action) -> None:
        if isinstance(action, PlayCard):
            game._play(action, frame, free=True)
            return
        super().apply(game, frame, action)

    def explain(self, game: Game, frame: Frame, action: Action) -> IllegalAction | None:
        if isinstance(action, PlayCard):
            return IllegalAction("2.3.3", "only one of the cards offered can be played for free now")
        return None


KIND: Kind = PlayFreeKind()
