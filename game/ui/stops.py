"""Stops and auto-pass, the same at every table: a game names its stop points (the moments a
person may act and may also pass, with the stops everyone has until they choose) and, for the
decision now, the pass open to the seat and the stop it falls at (`PassNow`). The shell then
passes for a person when passing is all they can do, or, at a shared hot-seat screen, when they
set no stop at that moment (Settings, Stops); anywhere else the person decides, so a decision with
anything but a pass to choose is never passed unless its stop is off."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class PassNow:
    """The pass open to the seat to act. `moment`: the stop the decision falls at ("" for none: it
    is passed only when it is the only thing to do); `alone`: passing is the only legal action."""

    action: Any
    moment: str
    alone: bool


def passes_for_them(found: PassNow | None, stops_apply: bool, stops: Iterable[str]) -> bool:
    """Whether the table passes: the pass is the only action, or the stops apply and the person
    has no stop at this moment."""
    if found is None:
        return False
    if found.alone:
        return True
    return stops_apply and bool(found.moment) and found.moment not in set(stops)


def game_stops(chosen: Iterable[str], moments: Iterable[tuple[str, str]]) -> list[str]:
    """Of a settings list holding every game's stops, the ones of this game (its moments)."""
    keys = {key for key, _words in moments}
    return [key for key in chosen if key in keys]
