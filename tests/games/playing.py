"""Random games of any registered game (tests/games/cases.py), stopping at chosen moments."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from game.core import CHANCE
from tests.games.cases import GameCase


def random_game(case: GameCase, seed: int) -> Iterator[tuple[Any, list[Any]]]:
    """Play a random game of `case` from `seed`, yielding (the game, the actions so far) before
    every action and once at the end. Chance nodes are answered by the case's chance model, each
    seat's choice is made from its view and its legal actions as it names them."""
    game = case.new(seed)
    players = [case.player(seed * 10 + k) for k in range(2)]
    rng = random.Random(seed)
    actions: list[Any] = []
    while True:
        yield game, actions
        if game.over or len(actions) >= case.max_actions:
            return
        seat = game.to_act()
        if seat == CHANCE:
            action = case.chance(game, rng)
        else:
            chosen = players[seat].choose(case.view(game, seat), case.seat_actions(game, seat))
            action = case.from_seat(game, seat, chosen)
        apply(game, action)
        actions.append(action)


def apply(game: Any, action: Any) -> None:
    """Apply an action to a game on the core (apply_action) or to Bakugan's (apply)."""
    applying: Callable[[Any], None] = getattr(game, "apply_action", None) or game.apply
    applying(action)


def first_difference(a: Any, b: Any, path: str = "") -> str | None:
    """Where two plain-data values first differ, and how (None: they are equal)."""
    if type(a) is not type(b):
        return f"{path or 'the value'}: {a!r} / {b!r}"
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b:
                return f"{path}[{key!r}] is in one only"
            found = first_difference(a[key], b[key], f"{path}[{key!r}]")
            if found:
                return found
        return None
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return f"{path}: {len(a)} items / {len(b)}: {a!r} / {b!r}"
        for n, (x, y) in enumerate(zip(a, b, strict=True)):
            found = first_difference(x, y, f"{path}[{n}]")
            if found:
                return found
        return None
    return None if a == b else f"{path or 'the value'}: {a!r} / {b!r}"
