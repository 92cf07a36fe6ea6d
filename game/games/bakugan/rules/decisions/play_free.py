"""`play_free`: a card completing lets its controller play one of the cards offered (`options`)
for free (rule 2.3.3), an Evo perhaps only on the Bakugan named (`card`); "you may" offers
Decline (`optional`). The card played waits in the batch below the one completing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.cards.model import CardType
from game.games.bakugan.rules.actions import Action, Decline, PlayCard
from game.games.bakugan.rules.decisions.kind import Kind
from game.games.bakugan.rules.evo_refusal import wrong_evo_target

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class PlayFreeKind(Kind):
    name = "play_free"
    declined = ("does not play a card for free", "1.3.4")
    answers: tuple[type[Action], ...] = (PlayCard,)

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        seat = frame.seat
        plays = [a for iid in frame.options for a in game.legal.free_play_options(game, seat, iid, frame.card)]
        return [*plays, *([Decline(seat=seat)] if frame.optional or not plays else [])]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        if isinstance(action, PlayCard):
            game.plays.play(game, action, frame, free=True)
            return
        super().apply(game, frame, action)

    def offers_card(self, game: Game, frame: DecisionFrame, iid: int) -> bool:
        """A card offered, or one of the same pile not offered: this decision says why (2.3.3)."""
        return iid in frame.options or any(_pile(game, iid) == _pile(game, o) != ("", -1) for o in frame.options)

    def explain(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction | None:
        if not isinstance(action, PlayCard) or action.seat != frame.seat:
            return super().explain(game, frame, action)
        card = game.card(action.card)
        if action.card in frame.options and card.type is CardType.EVO:  # offered, on the wrong Bakugan
            if frame.card is not None and action in game.legal.free_play_options(game, frame.seat, action.card):
                return IllegalAction("1.3.1", f"this card lets {card.name} be played only on the Bakugan you rolled")
            return wrong_evo_target(game, frame.seat, card, action.target)
        return IllegalAction("2.3.3", "only one of the cards offered can be played for free now")


def _pile(game: Game, iid: int) -> tuple[str, int]:
    """The hand, deck or discard pile holding a card, with its seat (("", -1): none of them)."""
    for p in game.state.players:
        for name, zone in (("hand", p.hand), ("deck", p.deck), ("discard", p.discard)):
            if iid in zone:
                return name, p.seat
    return "", -1


KIND: Kind = PlayFreeKind()
