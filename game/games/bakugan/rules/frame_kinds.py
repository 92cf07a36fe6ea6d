"""The kind of each frame on Bakugan's stack, as the core's loop asks them (game/core/game.py):
what a frame offers, whether an action answers it, what the answer does, and why one is refused.

A priority window (rules 1.14, 4.4) is the core's `PriorityWindow` over the batch; a decision
frame defers to its decision's kind (decisions/, by name: decision_kinds.py); a roll frame takes
the roll's outcome from chance (5.7.2); a batch entry completing and damage being dealt are work
no seat owes, which the engine carries on (`Game.proceed`). Every refusal is the engine's
(refusals.py), which asks the decision's kind for the most specific one it knows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from game.core.decisions import DecisionRegistry
from game.core.errors import IllegalAction
from game.core.window import PriorityWindow
from game.games.bakugan.rules.actions import Action, Activate, Pass, PlayCard, RollResults
from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.frames import (
    BatchEntry,
    ChanceFrame,
    DamageFrame,
    DecisionFrame,
    Frame,
    PriorityFrame,
    ResolveFrame,
)
from game.games.bakugan.rules.stats import active_seats

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class Window(PriorityWindow):
    """A priority window over the batch: the holder plays a card, uses an ability or passes."""

    pass_action = Pass

    def legal(self, game: Game, frame: PriorityFrame) -> list[Action]:
        return list(game.legal.actions(game))

    def allows(self, game: Game, frame: PriorityFrame, action: Action) -> bool:
        return game.plays.allows(game, frame, action)

    def explain(self, game: Game, frame: PriorityFrame, action: Action) -> IllegalAction:
        return game.refusal(frame, action)

    def describe(self, game: Game, action: Action) -> str:
        return game.describe_action(action)

    def play(self, game: Game, window: PriorityFrame, action: Any) -> None:
        if isinstance(action, PlayCard):
            game.plays.play(game, action, window)
        elif isinstance(action, Activate):
            game.plays.activate(game, action)

    def active_seats(self, game: Game) -> Sequence[int]:
        return active_seats(game.state)

    def entries(self, game: Game) -> list[BatchEntry]:
        return game.state.batch

    def resolve(self, game: Game, entry: BatchEntry) -> None:
        game.push(ResolveFrame(entry))

    def next_holder(self, game: Game, holder: int) -> int:
        """Clockwise among the players still in the game (rule 8.2.1)."""
        following = game.seats_from(holder)
        return following[1] if len(following) > 1 else following[0]

    def close(self, game: Game, window: PriorityFrame) -> None:
        game.state.frames.pop()  # rules 1.14.6, 5.1.3: consecutive passes with nothing to complete


class Answer:
    """A decision a player owes: its kind (decisions/) lists the answers and carries one out, and
    takes its frame off the stack itself."""

    name = "decision"
    one_shot = False

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        return list(game.legal.actions(game))

    def allows(self, game: Game, frame: DecisionFrame, action: Action) -> bool:
        return game.plays.allows(game, frame, action)

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        kind_of(frame.decision).apply(game, frame, action)

    def explain(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction:
        return game.refusal(frame, action)

    def describe(self, game: Game, action: Action) -> str:
        frame = game.pending()
        if isinstance(frame, DecisionFrame):
            return kind_of(frame.decision).describe(game, action)
        return game.describe_action(action)


class Roll:
    """Bakugan thrown: chance gives the roll's outcome (a RollResults, rule 5.7.2), from a roll
    model, so the outcomes are not listed."""

    name = "chance"
    one_shot = False  # the outcome is checked as it applies, before the frame leaves the stack

    def legal(self, game: Game, frame: ChanceFrame) -> list[Action]:
        return []

    def allows(self, game: Game, frame: ChanceFrame, action: Action) -> bool:
        return isinstance(action, RollResults)

    def apply(self, game: Game, frame: ChanceFrame, action: RollResults) -> None:
        game.plays.apply_roll(game, action)

    def explain(self, game: Game, frame: ChanceFrame, action: Action) -> IllegalAction:
        return game.refusal(frame, action)

    def describe(self, game: Game, action: Action) -> str:
        return game.describe_action(action)


class Work:
    """A batch entry completing, or damage being dealt: the engine carries it on (`Game.proceed`)
    and it is never on top when anyone is asked."""

    name = "work"
    one_shot = False

    def legal(self, game: Game, frame: Frame) -> list[Action]:
        return []

    def allows(self, game: Game, frame: Frame, action: Action) -> bool:
        return False

    def apply(self, game: Game, frame: Frame, action: Action) -> None:
        raise AssertionError("no action answers work in progress")

    def explain(self, game: Game, frame: Frame, action: Action) -> IllegalAction:
        return game.refusal(frame, action)

    def describe(self, game: Game, action: Action) -> str:
        return game.describe_action(action)


WINDOW: Final = Window()
ANSWER: Final = Answer()
ROLL: Final = Roll()
WORK: Final = Work()
FRAME_KINDS: Final[dict[type, Any]] = {
    PriorityFrame: WINDOW,
    DecisionFrame: ANSWER,
    ChanceFrame: ROLL,
    ResolveFrame: WORK,
    DamageFrame: WORK,
}
KINDS_BY_NAME: Final[DecisionRegistry[Game]] = DecisionRegistry([WINDOW, ANSWER, ROLL, WORK])
