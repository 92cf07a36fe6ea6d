"""What every Bakugan decision kind knows (one module per kind in this package): its legal
actions, how an answer changes the game, why an answer is refused, and how to say it.

A kind answers the decision frame on top of the stack (DecisionFrame, rules/frames.py). The engine asks
`legal` for the actions on offer (it keeps them while the state is unchanged), checks an answer
against them (or with `allows`, for a kind taking a throw, whose aim cannot be listed), then calls
`apply`, which takes the frame off the stack when the decision is made. `explain` gives the
most specific refusal it knows of a wrong answer by the seat owing it (an answer not on offer,
a Decline of what is not optional), or None to leave it to the general refusals
(game/games/bakugan/rules/refusals.py); `refuse_other` says why any other action, by that seat
or another, waits: the rule under which this decision is made now."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import Action, Activate, ChooseCard, Decline, Pass, PlayCard, ThrowBakugan

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class Kind:
    """Defaults: nothing on offer, no throw taken, no refusal of its own, and a Decline (when
    offered) logged with `declined` (words after the player's name, and the rule)."""

    name = ""
    answers: tuple[type[Action], ...] = (ChooseCard,)  # the action kinds that answer it
    choice = "one of the choices offered"  # what the seat owing it chooses, in words
    must = ("1.3.1", "the card does not say you may: this is not optional")  # a Decline not on offer
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
        """A wrong answer by the seat owing it: a Decline of what is not optional (`must`), or an
        answer of the right kind that is not on offer (6.7.1: the choices an effect offers as it
        completes). Kinds with more specific rules refine it."""
        if getattr(action, "seat", None) != frame.seat:
            return None
        if isinstance(action, Decline):
            return IllegalAction(*self.must)
        if isinstance(action, self.answers):
            return IllegalAction("6.7.1", f"that is not on offer: choose {self.choice}")
        return None

    def refuse_other(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction:
        """Why an action that does not answer this decision waits, by its seat or any other: while
        a card completes no player has priority (1.14.5) and its choices are its player's (6.7.1);
        otherwise it is that seat's decision (1.14.2)."""
        owner = game.name(frame.seat)
        if game.resolving_entry() is not None:
            if isinstance(action, (PlayCard, Activate, Pass)):
                return IllegalAction("1.14.5", f"no player has priority while a card completes: {owner} chooses for it")
            return IllegalAction("6.7.1", f"the choice is {owner}'s to make as the card completes")
        if getattr(action, "seat", None) == frame.seat:
            return IllegalAction("1.14.2", f"first choose {self.choice}: cards are played only with priority")
        return IllegalAction("1.14.2", f"it is {owner}'s decision")

    def offers_card(self, game: Game, frame: DecisionFrame, iid: int) -> bool:
        """Whether it decides if its seat may play this card from where it is (a Flip card just
        flipped; a card of the pile a free play offers cards from: a deck, a discard pile, a hand)."""
        return False

    def cores_in_transit(self, frame: DecisionFrame) -> list[str]:
        """BakuCores this decision holds, off every Bakugan and not yet on the field. Such a
        decision finishes what has already happened: it outlives a turn a card ends (1.3.1), and
        passes to the next seat clockwise when its seat leaves the game (4.7.3, 8.2.1)."""
        return []

    def describe(self, game: Game, action: Action) -> str:
        return game.describe_action(action)
