"""A tiny game on the core's loop with a stack of its own, the smallest that uses each mechanism a
game without a `CoreState` needs (Bakugan's): frames of its own shape, a priority window over a
stack of entries (`PriorityWindow`), work no seat owes carried on step by step (`proceed`), what
happens when nothing is pending (`idle`) and the game's refusal.

Rounds: a window opens, its holder adds 1 or 2 to the stack or passes; when both pass in a row
the top entry resolves one point at a time for the player who added it; with nothing left the
round ends. After three rounds the higher score wins."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import CoreGame, DecisionRegistry, IllegalAction, Rules
from game.core.window import PriorityWindow

ROUNDS = 3


@dataclass(frozen=True)
class Add:
    seat: int
    amount: int


@dataclass(frozen=True)
class Pass:
    seat: int


@dataclass
class WindowFrame:
    holder: int
    passes: int = 0
    floor: int = 0

    @property
    def seat(self) -> int:
        return self.holder


@dataclass
class CountFrame:
    """An entry resolving: one point a step, `left` more to go."""

    entry: Add
    left: int

    @property
    def seat(self) -> None:
        return None


@dataclass
class StackState:
    frames: list[Any] = field(default_factory=list)
    entries: list[Add] = field(default_factory=list)
    score: list[int] = field(default_factory=lambda: [0, 0])
    rounds: int = 0
    over: bool = False
    winner: int | None = None
    log: list[str] = field(default_factory=list)


class AddWindow(PriorityWindow):
    pass_action = Pass

    def legal(self, game: StackGame, window: WindowFrame) -> list[Any]:
        return [Pass(window.holder), Add(window.holder, 1), Add(window.holder, 2)]

    def allows(self, game: StackGame, window: WindowFrame, action: Any) -> bool:
        return action in self.legal(game, window)

    def explain(self, game: StackGame, window: WindowFrame, action: Any) -> IllegalAction:
        return IllegalAction("S.1", "add 1 or 2, or pass, when you hold priority")

    def describe(self, game: StackGame, action: Any) -> str:
        return str(action)

    def play(self, game: StackGame, window: WindowFrame, action: Add) -> None:
        game.state.entries.append(action)
        window.passes = 0

    def active_seats(self, game: StackGame) -> tuple[int, ...]:
        return (0, 1)

    def entries(self, game: StackGame) -> list[Add]:
        return game.state.entries

    def resolve(self, game: StackGame, entry: Add) -> None:
        game.state.frames.append(CountFrame(entry, entry.amount))

    def next_holder(self, game: StackGame, holder: int) -> int:
        return 1 - holder


WINDOW = AddWindow()


STACK_RULES: Rules[StackGame] = Rules(
    name="stack",
    zones=(),
    setup=(),
    turn=(),
    decisions=DecisionRegistry([WINDOW]),
)


class StackGame(CoreGame[StackState]):
    rules = STACK_RULES

    @classmethod
    def new(cls) -> StackGame:
        game = cls(StackState())
        game.settle()
        return game

    def stack(self) -> list[Any]:
        return self.state.frames

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def winner(self) -> int | None:
        return self.state.winner

    @property
    def seat_count(self) -> int:
        return 2

    def kind(self, frame: Any) -> AddWindow:
        return WINDOW

    def idle(self) -> None:
        s = self.state
        if s.rounds == ROUNDS:
            s.over = True
            s.winner = None if s.score[0] == s.score[1] else int(s.score[1] > s.score[0])
            return
        s.frames.append(WindowFrame(holder=s.rounds % 2, floor=len(s.entries)))
        s.rounds += 1

    def proceed(self, frame: Any) -> bool:
        if not isinstance(frame, CountFrame):
            return False
        s = self.state
        s.score[frame.entry.seat] += 1
        frame.left -= 1
        s.log.append(f"seat {frame.entry.seat} scores")
        if frame.left == 0:
            s.frames.pop()
            window = s.frames[-1]
            PriorityWindow.restart(window, window.holder)
        return True

    def refusal(self, decision: Any, action: Any) -> IllegalAction:
        if self.over:
            return IllegalAction("S.0", "the rounds are over")
        return super().refusal(decision, action)
