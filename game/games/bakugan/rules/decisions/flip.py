"""`flip`: a Flip card flipped by damage (`card`) may be played by its owner at once, FrostStrike
raising its cost (rules 3.6.1, 3.6.2, 7.3.3); declining lets the damage go on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import Action, Decline, PlayCard
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class FlipKind(Kind):
    name = "flip"
    answers: tuple[type[Action], ...] = (PlayCard,)

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        assert frame.card is not None
        frost = game.record.current_frost(game)
        return [*game.legal.play_options(game, frame.seat, frame.card, flip_frost=frost), Decline(seat=frame.seat)]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        if isinstance(action, PlayCard):
            game.plays.play(game, action, frame, flipping=True)
            return
        assert isinstance(action, Decline)
        game.state.frames.pop()
        name = game.card(frame.card).name if frame.card is not None else "it"
        game.log(f"{game.name(action.seat)} does not play {name}", "3.6.1")

    def explain(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction | None:
        if not isinstance(action, PlayCard):
            return super().explain(game, frame, action)
        if action.card != frame.card:
            return IllegalAction("3.6.1", "only the Flip card just flipped can be played now")
        return game.refusals.explain_play(game, action, flipping=True)

    def offers_card(self, game: Game, frame: DecisionFrame, iid: int) -> bool:
        return frame.card == iid

    def refuse_other(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction:
        owner = game.name(frame.seat)
        return IllegalAction(
            "3.6.1", f"{owner} chooses whether to play the Flip card just flipped before anyone may do anything else"
        )


KIND: Kind = FlipKind()
