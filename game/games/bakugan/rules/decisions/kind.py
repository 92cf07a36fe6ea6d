"""What every Bakugan decision kind knows (one module per kind in this package): its legal
actions, how an answer changes the game, why an answer is refused, and how to say it.

A kind answers the decision frame on top of the stack (DecisionFrame, rules/frames.py). The engine asks
`legal` for the actions on offer (it keeps them while the state is unchanged), checks an answer
against them (or with `allows`, for a kind taking a throw, whose aim cannot be listed), then calls
`apply`, which takes the frame off the stack when the decision is made. `explain` gives the
most specific refusal it knows for an action while this decision is pending, or None to leave it
to the general refusals (game/games/bakugan/rules/refusals.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import Action, Decline, ThrowBakugan

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class Kind:
    """Defaults: nothing on offer, no throw taken, no refusal of its own, and a Decline (when
    offered) logged with `declined` (words after the player's name, and the rule)."""

    name = ""
    takes_throw = False  # a ThrowBakugan answers it (any aim: a throw cannot be listed)
    picks_from_hand = False  # a ChooseCard of a card in the hand answers it (else: a discard refused, 4.5.1)
    declined = ("declines", "1.3.4")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        return []

    def allows(self, game: Game, frame: DecisionFrame, action: Action) -> bool:
        """Whether an action not found among `legal` still answers it: a throw by the seat owing it."""
        return self.takes_throw and isinstance(action, ThrowBakugan) and action.seat == frame.seat

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        """Change the game for an allowed answer (a Decline by default: the frame goes, logged)."""
        if not isinstance(action, Decline):
            raise AssertionError(f"decision kind {self.name!r} was answered with {action!r}")
        game.drop_frame(frame)
        words, rule = self.declined
        game.log(f"{game.name(action.seat)} {words}", rule)

    def explain(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction | None:
        return None

    def cores_in_transit(self, frame: DecisionFrame) -> list[str]:
        """BakuCores this decision holds, off every Bakugan and not yet on the field. Such a
        decision finishes what has already happened: it outlives a turn a card ends (1.3.1), and
        passes to the next seat clockwise when its seat leaves the game (4.7.3, 8.2.1)."""
        return []

    def describe(self, game: Game, action: Action) -> str:
        return game.describe_action(action)
