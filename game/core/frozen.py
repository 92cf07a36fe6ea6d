"""Pickling of the frozen dataclasses the compiled core builds (tools/compile_core.py): a compiled
class is unpickled attribute by attribute through setattr, which a frozen dataclass refuses, so
these classes pickle as a call with their fields instead. The compiled state classes that write
their __init__ out (game/games/bakugan/rules/state.py) do the same: copy.deepcopy (Game.clone) and pickle could
not make one without calling it."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

Rebuilt = tuple[type, tuple[Any, ...]]


def rebuilt(value: Any) -> Rebuilt:
    """What __reduce__ returns for a frozen dataclass: its class, and its __init__'s arguments."""
    return type(value), tuple(getattr(value, f.name) for f in fields(value) if f.init)
