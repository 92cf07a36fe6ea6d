"""`CoreGame`: the loop every game on the core shares (OpenSpiel-style).

`to_act()` is the seat that owes the top pending decision (CHANCE for a chance node, None when
the game is over); `legal_actions()` asks that decision's kind; `apply_action(action)` checks the
action, lets the kind apply it, then settles: win conditions are checked, and while nothing is
pending the game goes on to its next phase. A game subclasses `CoreGame`, gives it its `Rules`
and keeps its own state in a dataclass holding a `CoreState` as `core`."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from game.core.decisions import CHANCE, Decision, DecisionKind
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.log import LogEntry
from game.core.rules import Rules
from game.core.zones import Item, Moved, Removed, Shuffled, ZoneKey, ZoneTable

MAX_PHASES_WITHOUT_DECISION = 1000  # a guard against a turn structure that never asks anything


@dataclass
class CoreState:
    """The part of a game's state the core keeps: zones, pending decisions (last = next),
    phase, turn, result and log."""

    seats: int
    names: list[str]
    zones: ZoneTable
    pending: list[Decision] = field(default_factory=list)
    phase: str = ""
    turn: int = 0
    winner: int | None = None
    over: bool = False
    log: list[LogEntry] = field(default_factory=list)

    def copy(self) -> CoreState:
        """An independent copy (decisions and log entries are immutable, so they are shared)."""
        return CoreState(
            self.seats,
            list(self.names),
            self.zones.copy(),
            list(self.pending),
            self.phase,
            self.turn,
            self.winner,
            self.over,
            list(self.log),
        )


class HasCore(Protocol):
    core: CoreState


S = TypeVar("S", bound=HasCore)


class CoreGame(Generic[S]):
    """Subclasses set `rules` (a class attribute) and implement `view(seat)`. Call `start()` once
    the state is built: it enters the first setup phase."""

    rules: Rules[Any]

    def __init__(self, state: S) -> None:
        self.state = state
        self.events = self.rules.event_bus()

    @property
    def core(self) -> CoreState:
        return self.state.core

    # ---- the driver's side -------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.core.over

    def to_act(self) -> int | None:
        core = self.core
        if core.over or not core.pending:
            return None
        return core.pending[-1].seat

    def pending(self) -> Decision | None:
        return self.core.pending[-1] if self.core.pending and not self.core.over else None

    def legal_actions(self) -> list[Any]:
        decision = self.pending()
        if decision is None:
            return []
        return self.kind(decision).legal(self, decision)

    def apply_action(self, action: Any) -> None:
        """Apply one action, or raise IllegalAction and change nothing."""
        handler = self.rules.anytime.get(type(action))
        if handler is not None:
            if self.core.over:
                raise IllegalAction("", "the game is over")
            handler(self, action)
        else:
            decision = self.pending()
            if decision is None:
                raise IllegalAction("", "the game is over" if self.core.over else "nothing is pending")
            kind = self.kind(decision)
            if not kind.allows(self, decision, action):
                raise kind.explain(self, decision, action)
            if kind.one_shot:
                self.core.pending.pop()
            kind.apply(self, decision, action)
        self.settle()

    apply = apply_action  # the name the runner, replays and the UI use

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
        winner = self.core.winner
        if not self.core.over or winner is None:
            return [0.0] * self.core.seats
        return [1.0 if seat == winner else -1.0 for seat in range(self.core.seats)]

    def view(self, seat: int) -> Any:
        raise NotImplementedError

    def seat_actions(self, seat: int) -> list[Any]:
        """The legal actions as `seat`'s view names things (a game whose views give hidden cards
        aliases renames them here too; the others' actions are the same)."""
        return self.legal_actions()

    def from_seat(self, seat: int, action: Any) -> Any:
        """An action `seat` chose from its view and `seat_actions`, as the game names things."""
        return action

    # ---- the rules' side ---------------------------------------------------------------------

    def kind(self, decision: Decision) -> DecisionKind[Any]:
        return self.rules.decisions[decision.kind]

    def ask(self, kind: str, seat: int, **data: Any) -> None:
        """Push a decision: it is answered before anything pending already."""
        self.core.pending.append(Decision(kind, seat, data or None))

    def ask_in_order(self, decisions: Sequence[tuple[str, int, dict[str, Any]]]) -> None:
        """Push several decisions to be answered in the order given."""
        for kind, seat, data in reversed(decisions):
            self.ask(kind, seat, **data)

    def finish(self, decision: Decision) -> None:
        """Take a decision that is not one-shot off the stack (that very object, not an equal one)."""
        pending = self.core.pending
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
        """Check the win conditions, and go from phase to phase while nothing is pending."""
        core = self.core
        for _ in range(MAX_PHASES_WITHOUT_DECISION):
            if self._check_wins() or core.pending:
                return
            self._next_phase()
        raise RuntimeError(f"{self.rules.name}: {MAX_PHASES_WITHOUT_DECISION} phases passed without a decision")

    def _check_wins(self) -> bool:
        if self.core.over:
            return True
        for condition in self.rules.wins:
            seat = condition.check(self)
            if seat is not None:
                self.win(seat, condition.name, condition.rule)
                return True
        return False

    def _next_phase(self) -> None:
        order = [*self.rules.setup, *self.rules.turn]
        names = [p.name for p in order]
        at = names.index(self.core.phase)
        following = order[at + 1] if at + 1 < len(order) else self.rules.turn[0]
        if following is self.rules.turn[0]:
            self.core.turn += 1
        self.goto(following.name)
