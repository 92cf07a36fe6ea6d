"""`CoreGame`: the loop every game on the core shares (OpenSpiel-style).

`to_act()` is the seat that owes the frame on top of the pending stack (CHANCE for a chance node,
None when the game is over); `legal_actions()` asks that frame's kind; `apply_action(action)`
checks the action, lets the kind apply it, then settles: the win conditions are looked at, work
no seat owes is carried on, and while nothing is pending the game goes on (to its next phase). A
game subclasses `CoreGame` and gives it its `Rules`.

Most games keep their zones, pending decisions, phase and log in a `CoreState` (state.py) held
by their state as `core`. A game that keeps its own control state (Bakugan: a stack of frames of
five shapes, steps with stages) says so by overriding the loop's accessors (`stack`, `over`,
`winner`, `seat_count`) and hooks (`kind`, `answer`, `idle`, `proceed`, `refusal`); the helpers that
edit a `CoreState` (`ask`, `move`, `remove`, `shuffle`, `goto`, `end_turn`, `win`, `log`) are
then not its to use, unless it overrides them."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar, Generic, TypeVar

from mypy_extensions import mypyc_attr

from game.core.decisions import CHANCE, Decision, DecisionKind
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.log import LogEntry
from game.core.rules import Rules, WinCondition
from game.core.state import CoreState
from game.core.zones import Item, Moved, Removed, Shuffled, ZoneKey

MAX_PHASES_WITHOUT_DECISION = 1000  # a guard against a turn structure that never asks anything

S = TypeVar("S")


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled with Bakugan's engine; the other games subclass it in Python
class CoreGame(Generic[S]):
    """Subclasses set `rules` (a class attribute) and implement `view(seat)`. Call `start()` once
    the state is built: it enters the first setup phase."""

    rules: ClassVar[Rules[Any]]
    # settling steps in a row with nothing to decide before the loop gives up (a bug in the rules)
    settle_limit: ClassVar[int] = MAX_PHASES_WITHOUT_DECISION

    def __init__(self, state: S) -> None:
        self.state = state
        rules = self.rules
        self.events = rules.event_bus()
        # read at every action and settling step: kept as the game's own attributes (native when
        # compiled), not looked up on the class's Rules, which stays interpreted, each time
        self._anytime: dict[type, Any] = dict(rules.anytime)
        self._wins: tuple[WinCondition[Any], ...] = rules.wins
        self._settle_limit = self.settle_limit
        self._following = _phases_following(rules.setup, rules.turn)

    @property
    def core(self) -> CoreState:
        """The core's part of the state (for a game whose state holds one as `core`)."""
        core: CoreState = self.state.core  # type: ignore[attr-defined]  # HasCore (a cast cost a call a read)
        return core

    # ---- what the loop reads: the accessors a game with its own control state overrides ----------

    def stack(self) -> list[Any]:
        """The pending frames, the next to answer last: `Decision`s, or frames of the game's own
        shape, each with a `seat` (CHANCE for chance, None for work no seat owes). The same list
        for as long as the state is the same object: the rules change it in place."""
        return self.core.pending

    @property
    def over(self) -> bool:
        return self.core.over

    @property
    def winner(self) -> int | None:
        return self.core.winner

    @property
    def seat_count(self) -> int:
        return self.core.seats

    # ---- the driver's side -------------------------------------------------------------------

    def to_act(self) -> int | None:
        if self.over:
            return None
        stack = self.stack()
        if not stack:
            return None
        seat: int | None = stack[-1].seat
        return seat

    def pending(self) -> Any:
        """The frame on top (a `Decision` for a game keeping its decisions in `CoreState`), or None."""
        stack = self.stack()
        return stack[-1] if stack and not self.over else None

    def legal_actions(self) -> list[Any]:
        decision = self.pending()
        if decision is None:
            return []
        return self.kind(decision).legal(self, decision)

    def apply_action(self, action: Any) -> None:
        """Apply one action, or raise IllegalAction and change nothing."""
        handler = self._anytime.get(type(action))
        if handler is not None:
            if self.over:
                raise self.refusal(None, action)
            handler(self, action)
        else:
            decision = self.pending()
            if decision is None:
                raise self.refusal(None, action)
            self.answer(decision, action)
        self.settle()

    def answer(self, decision: Any, action: Any) -> None:
        """The pending frame takes `action`: its kind allows it (or it is refused, changing
        nothing), a one-shot frame leaves the stack, and the kind applies it."""
        kind = self.kind(decision)
        if not kind.allows(self, decision, action):
            raise self.refusal(decision, action)
        if kind.one_shot:
            self.stack().pop()
        kind.apply(self, decision, action)

    def apply(self, action: Any) -> None:
        """apply_action, by the name the runner, replays and the UI use."""
        self.apply_action(action)

    def chance_outcomes(self) -> list[tuple[Any, float]] | None:
        """At a chance node, every outcome with its probability when the kind can list them
        (a coin flip); None when the outcome comes from a model (a physical roll)."""
        decision = self.pending()
        if decision is None or decision.seat != CHANCE:
            return None
        outcomes = getattr(self.kind(decision), "outcomes", None)
        if outcomes is None:
            return None
        listed: list[tuple[Any, float]] = outcomes(self, decision)
        return listed

    def describe(self, action: Any) -> str:
        decision = self.pending()
        if decision is not None:
            return self.kind(decision).describe(self, action)
        return str(action)

    def returns(self) -> list[float]:
        """1 for the winner, -1 for the others, 0 each while the game goes on or ended drawn."""
        winner = self.winner
        if not self.over or winner is None:
            return [0.0] * self.seat_count
        return [1.0 if seat == winner else -1.0 for seat in range(self.seat_count)]

    def view(self, seat: int) -> Any:
        raise NotImplementedError

    def player_view(self, seat: int, worlds: bool) -> Any:
        """The view `play_to_end` hands a player: `worlds` False for a player that never calls
        `sample_world` (its class says `samples_worlds = False`), which a game may make without
        what sampling needs (its copy of the state); by default the full view."""
        return self.view(seat)

    def seat_actions(self, seat: int) -> list[Any]:
        """The legal actions as `seat`'s view names things (a game whose views give hidden cards
        aliases renames them here too; the others' actions are the same)."""
        return self.legal_actions()

    def from_seat(self, seat: int, action: Any) -> Any:
        """An action `seat` chose from its view and `seat_actions`, as the game names things."""
        return action

    # ---- the rules' side ---------------------------------------------------------------------

    def kind(self, decision: Any) -> DecisionKind[Any]:
        """The kind that answers this frame (a `Decision`'s by its name in the rules' registry)."""
        return self.rules.decisions[decision.kind]

    def refusal(self, decision: Any, action: Any) -> IllegalAction:
        """Why `action` is refused now: the pending frame's kind explains (`decision` None:
        nothing is pending, or the game is over)."""
        if decision is None:
            return IllegalAction("", "the game is over" if self.over else "nothing is pending")
        return self.kind(decision).explain(self, decision, action)

    def idle(self) -> None:
        """Nothing is pending: the game goes on, to its next phase."""
        self._next_phase()

    def proceed(self, frame: Any) -> bool:
        """Carry on the work the frame on top stands for before anyone answers it (a batch entry
        completing step by step, damage dealt card by card). True when something was done (the
        loop looks again); False when the frame waits for its seat. A game whose stack holds
        only decisions leaves this as it is."""
        return False

    def ask(self, kind: str, seat: int, **data: Any) -> None:
        """Push a decision: it is answered before anything pending already."""
        self.core.pending.append(Decision(kind, seat, data or None))

    def ask_in_order(self, decisions: Sequence[tuple[str, int, dict[str, Any]]]) -> None:
        """Push several decisions to be answered in the order given."""
        for kind, seat, data in reversed(decisions):
            self.ask(kind, seat, **data)

    def finish(self, decision: Any) -> None:
        """Take a frame that is not one-shot off the stack (that very object, not an equal one)."""
        pending = self.stack()
        for at in range(len(pending) - 1, -1, -1):
            if pending[at] is decision:
                del pending[at]
                return
        raise ValueError(f"{decision} is not pending")

    def move(
        self, item: Item, target: ZoneKey, *, cause: str = "", rule: str = "", index: int | None = None, by: int = -1
    ) -> None:
        """The one move primitive: every card (or piece) that changes zone goes through here,
        and the move is announced as a `Moved` event (`by`: the seat whose card or rule moved it,
        for subscribers that need to know)."""
        source = self.core.zones.move(item, target, index=index)
        self.events.emit(self, Moved(item, source, target, cause, rule, by))

    def remove(self, item: Item, *, cause: str = "", rule: str = "") -> None:
        """Take an item out of the game altogether, announced as a `Removed` event."""
        source = self.core.zones.remove(item)
        self.events.emit(self, Removed(item, source, cause, rule))

    def shuffle(self, zone: ZoneKey, rng: random.Random, *, rule: str = "") -> None:
        """Shuffle an ordered zone with the game's seeded random numbers, announced as `Shuffled`."""
        self.core.zones.shuffle(zone, rng)
        self.events.emit(self, Shuffled(zone, rule))

    def end_turn(self) -> None:
        """End the turn now (whatever is pending is dropped): the next turn's first phase begins."""
        self.core.pending.clear()
        self.core.turn += 1
        self.goto(self.rules.turn[0].name)

    def emit(self, event: Event) -> None:
        self.events.emit(self, event)

    def log(self, text: str, rule: str = "") -> None:
        self.core.log.append(LogEntry(self.core.turn, self.core.phase, text, rule))

    def win(self, seat: int | None, why: str, rule: str) -> None:
        """End the game (seat None: a draw)."""
        core = self.core
        core.winner = seat
        core.over = True
        core.pending.clear()
        who = "nobody" if seat is None else core.names[seat]
        self.log(f"{who} wins ({why})", rule)

    def goto(self, phase: str) -> None:
        """Enter `phase` now (a rule that sends the turn back or forward)."""
        self.core.phase = phase
        self.rules.phase(phase).enter(self)

    def start(self) -> None:
        """Enter the first setup phase (or the first turn phase) and settle."""
        first = (self.rules.setup or self.rules.turn)[0]
        if first in self.rules.turn:
            self.core.turn += 1
        self.goto(first.name)
        self.settle()

    def settle(self) -> None:
        """Run forward until someone must decide: check the win conditions, carry on the work on
        top of the stack (`proceed`), and while nothing is pending go on (`idle`)."""
        wins = self._wins
        stack = self.stack()
        for _ in range(self._settle_limit):
            if self.over or (wins and self._won(wins)):
                return
            if not stack:
                self.idle()
                continue
            if not self.proceed(stack[-1]):
                return
        raise RuntimeError(f"{self.rules.name}: {self.settle_limit} steps passed without a decision")

    def _won(self, wins: tuple[WinCondition[Any], ...]) -> bool:
        """The first win condition that holds ends the game."""
        for condition in wins:
            seat = condition.check(self)
            if seat is not None:
                self.win(seat, condition.name, condition.rule)
                return True
        return False

    def _next_phase(self) -> None:
        step = self._following.get(self.core.phase)
        if step is None:
            raise ValueError(f"{self.core.phase!r} is not a phase of {type(self).__name__}")
        following, new_turn = step
        if new_turn:
            self.core.turn += 1
        self.goto(following)


def _phases_following(setup: Sequence[Any], turn: Sequence[Any]) -> dict[str, tuple[str, bool]]:
    """Each phase's name -> the name of the phase after it, and whether that one starts a turn (the
    last setup phase and the last turn phase lead to the first turn phase). Made once a game: idle
    asks it at every phase change. A name used twice follows its first use."""
    order = (*setup, *turn)
    following: dict[str, tuple[str, bool]] = {}
    for at, phase in enumerate(order):
        after = order[at + 1] if at + 1 < len(order) else (turn[0] if turn else None)
        if after is not None:
            following.setdefault(phase.name, (after.name, after is turn[0]))
    return following
