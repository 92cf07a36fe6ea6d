"""A game on the engine core (Fusion World, Battle Monsters) summed up for a run's report
(game/sim/run_report.py): each seat's opening hand and the cards it drew and played, read from its
zones after every action by `CardCollector` (an observer: it reads the whole game, changes
nothing), and the summary of the finished game.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.core import CoreGame, ZoneKey

_WHY = re.compile(r"wins \((.*)\)$")
UNFINISHED = "unfinished (the action cap)"


class ZonedState(Protocol):
    cards: dict[int, str]  # instance id -> card id

    def zone(self, name: str, seat: int) -> list[int]: ...


@dataclass
class SeatCards:
    opening: list[str] = field(default_factory=list)
    drawn: Counter[str] = field(default_factory=Counter)  # the opening hand too
    played: Counter[str] = field(default_factory=Counter)

    def to_json(self) -> dict[str, Any]:
        return {
            "opening": list(self.opening),
            "drawn": dict(sorted(self.drawn.items())),
            "played": dict(sorted(self.played.items())),
        }


class CardCollector:
    """Per seat: the hand as the first turn begins (after any mulligan), every card that reached the
    hand from `sources` after that (drawn), every card that left the hand for one of `plays`."""

    def __init__(self, seats: int, sources: Sequence[str], plays: Sequence[str], hand: str = "hand") -> None:
        self.seats = [SeatCards() for _ in range(seats)]
        self.sources = tuple(sources)
        self.plays = tuple(plays)
        self.hand = hand
        self._hands: list[set[int]] = []
        self._held: list[list[int]] = []  # per seat, a copy of the hand's list as last seen
        self._sourced: list[list[list[int]]] = []  # per seat, a copy of each zone of `sources`
        self.started = False
        self.game: CoreGame[Any] | None = None  # the game observed

    @staticmethod
    def _zones(zones: dict[ZoneKey, list[int]], names: Sequence[str], seat: int) -> set[int]:
        """The items of the seat's zones `names`, read without copies and added list by list (read
        after every action: a set built item by item was most of an observation, compiled)."""
        found: set[int] = set()
        for name in names:
            found.update(zones[(name, seat)])
        return found

    def observe(self, game: CoreGame[Any], _action: Any = None) -> None:
        self.game = game
        state: ZonedState = game.state
        zones: dict[ZoneKey, list[int]] = game.core.zones.contents  # type: ignore[assignment]  # instance ids only
        if not self.started:
            if game.core.turn < 1:
                return
            self.started = True
            for seat, figures in enumerate(self.seats):
                opening = state.zone(self.hand, seat)
                figures.opening = [state.cards[iid] for iid in opening]
                figures.drawn.update(figures.opening)
                self._hands.append(set(opening))
                self._held.append(list(opening))
                self._sourced.append(self._copies(zones, seat))
            return
        for seat, figures in enumerate(self.seats):
            held = zones[(self.hand, seat)]
            if held != self._held[seat]:  # a list compared before any set is made: most actions draw nothing
                self._held[seat] = list(held)
                hand = set(held)
                before = self._hands[seat]
                for iid in hand - before:
                    if any(iid in items for items in self._sourced[seat]):
                        figures.drawn[state.cards[iid]] += 1
                left = before - hand
                if left and self.plays:
                    played = self._zones(zones, self.plays, seat)
                    for iid in left & played:
                        figures.played[state.cards[iid]] += 1
                self._hands[seat] = hand
            kept = self._sourced[seat]
            for at, name in enumerate(self.sources):
                items = zones[(name, seat)]
                if items != kept[at]:  # compared, not copied: most actions leave a deck and a life area as they were
                    kept[at] = list(items)

    def _copies(self, zones: dict[ZoneKey, list[int]], seat: int) -> list[list[int]]:
        """The seat's zones `sources` as copies of their lists: only a card new in the hand is looked
        up in them, so a set of them, rebuilt after every action, cost more than it saved."""
        return [list(zones[(name, seat)]) for name in self.sources]


def end_reason(game: CoreGame[Any]) -> str:
    """Why the game ended, in the rules' words (the last "... wins (why)" of its log)."""
    if not game.core.over:
        return UNFINISHED
    for entry in reversed(game.core.log):
        found = _WHY.search(entry.text)
        if found:
            return found.group(1)
    return "ended"


def core_summary(
    game: CoreGame[Any],
    collector: CardCollector,
    *,
    index: int,
    seed: int,
    matchup: int,
    sides: list[int],
    decks: list[str],
    agents: list[str],
    first_seat: int | None,
    actions: int,
    final_hash: str,
    cpu_seconds: float,
    seconds: float,
) -> dict[str, Any]:
    """The summary a run keeps of one finished game (sides, decks and agents by seat)."""
    winner = game.core.winner if game.core.over else None
    return {
        "index": index,
        "matchup": matchup,
        "seed": seed,
        "sides": sides,
        "decks": decks,
        "agents": agents,
        "winner_seat": winner,
        "winner_side": sides[winner] if winner is not None else None,
        "first_seat": first_seat,
        "turns": game.core.turn,
        "actions": actions,
        "finished": game.core.over,
        "final_hash": final_hash,
        "seats": [figures.to_json() for figures in collector.seats],
        "ending": {"reason": end_reason(game)},
        "cpu_seconds": cpu_seconds,
        "seconds": seconds,
    }
