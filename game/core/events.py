"""Events and their subscribers: what happened is announced once, and every rule that cares
(triggers, records, logs) subscribes, instead of each place that changes the game calling them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mypy_extensions import mypyc_attr

Handler = Callable[[Any, Any], None]  # (game, event)


@mypyc_attr(allow_interpreted_subclasses=True)  # games declare their events in plain Python
class Event:
    """Base of every event. An event is a value: handlers read it and never change it. Games
    subclass it with dataclasses, frozen or (on a hot path) slotted: a frozen dataclass's
    __init__ sets each field through object.__setattr__, about four times the cost of a slotted
    one's, and the core's own events are made at every move (game/core/zones.py)."""

    __slots__ = ()


class EventBus:
    """Subscribers by event class, called in the order they subscribed, as `handler(game, event)`.
    A handler subscribed to a base class hears its subclasses too. Handlers may emit further
    events (handled at once, depth first) but must not subscribe while an event is being handled.
    The game is passed at each emit rather than kept by the handlers, so a bus can be shared by
    every game of one kind and no game is caught in a reference cycle with its handlers."""

    __slots__ = ("_by_type", "_resolved")

    def __init__(self) -> None:
        self._by_type: dict[type, list[Handler]] = {}
        self._resolved: dict[type, tuple[Handler, ...]] = {}

    def subscribe(self, event_type: type, handler: Handler) -> None:
        self._by_type.setdefault(event_type, []).append(handler)
        self._resolved.clear()

    def handlers(self, event_type: type) -> tuple[Handler, ...]:
        found = self._resolved.get(event_type)
        if found is None:
            found = tuple(h for base in reversed(event_type.__mro__) for h in self._by_type.get(base, ()))
            self._resolved[event_type] = found
        return found

    def emit(self, game: Any, event: Event) -> None:
        found = self._resolved.get(type(event))  # resolved once per event class: the common case
        if found is None:
            found = self.handlers(type(event))
        for handler in found:
            handler(game, event)
