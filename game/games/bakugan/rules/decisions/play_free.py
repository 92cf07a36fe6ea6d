"""`play_free`: a card completing lets its controller play one of the cards offered (`options`)
for free (rule 2.3.3), an Evo perhaps only on the Bakugan named (`card`); "you may" offers
Decline (`optional`). The card played waits in the batch below the one completing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.cards.model import CardType
from game.games.bakugan.rules.actions import Action, Decline, PlayCard
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class PlayFreeKind(Kind):
    name = "play_free"
    declined = ("does not play a card for free", "1.3.4")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        seat = frame.seat
        plays = [a for iid in frame.options for a in game.legal.free_play_options(game, seat, iid, frame.card)]
        return [*plays, *([Decline(seat=seat)] if frame.optional or not plays else [])]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        if isinstance(action, PlayCard):
            game.plays.play(game, action, frame, free=True)
            return
        super().apply(game, frame, action)

    def explain(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction | None:
        if not isinstance(action, PlayCard):
            return None
        card = game.card(action.card)
        if action.card in frame.options and card.type is CardType.EVO:  # offered, on the wrong Bakugan
            if frame.card is not None and action in game.legal.free_play_options(game, frame.seat, action.card):
                return IllegalAction("1.3.1", f"this card lets {card.name} be played only on the Bakugan you rolled")
            wanted = f"your {card.evolves_from} of a matching Faction"
            return IllegalAction("3.3.1", f"{card.name} must be played on {wanted}")
        return IllegalAction("2.3.3", "only one of the cards offered can be played for free now")


KIND: Kind = PlayFreeKind()
