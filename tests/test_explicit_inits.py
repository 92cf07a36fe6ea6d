"""Dataclasses that write their __init__ out (for the compiled core: the decorator's own stays
interpreted) take the same arguments, with the same defaults, as the generated one would."""

from __future__ import annotations

import dataclasses
import inspect
from typing import Any

import pytest

from tests.explicit_dunders import dataclasses_writing

EXPLICIT = dataclasses_writing("__init__")


def test_the_hot_dataclasses_write_their_init_out() -> None:
    names = {cls.__name__ for cls in EXPLICIT}
    assert {"PriorityFrame", "ResolveFrame", "DecisionFrame", "LogEntry", "CardInst", "PlayEstimate"} <= names
    assert {"Modifier", "TurnState", "FlipAnswers"} <= names
    assert {"PlayCard", "PlaceCore", "Target"} <= names
    assert {"Plan", "Release", "ThrowFeatures"} <= names


@pytest.mark.parametrize("cls", EXPLICIT, ids=lambda cls: cls.__qualname__)
def test_an_explicit_init_matches_the_fields(cls: type[Any]) -> None:
    fields = [f for f in dataclasses.fields(cls) if f.init]
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]  # without self
    assert [p.name for p in params] == [f.name for f in fields]
    required: dict[str, Any] = {}
    for field, param in zip(fields, params, strict=True):
        if field.default is not dataclasses.MISSING:
            assert param.default == field.default, field.name
        elif field.default_factory is not dataclasses.MISSING:
            assert param.default is None, f"{field.name}: None stands for a fresh {field.default_factory()!r}"
        else:
            assert param.default is inspect.Parameter.empty, field.name
            required[field.name] = object()
    first, second = cls(**required), cls(**required)
    for field in fields:
        made = getattr(first, field.name)
        if field.default_factory is not dataclasses.MISSING:
            assert made == field.default_factory() and made is not getattr(second, field.name), field.name
        elif field.default is not dataclasses.MISSING:
            assert made == field.default, field.name
        else:
            assert made is required[field.name], field.name
    given = {field.name: object() for field in fields}
    built = cls(**given)
    assert all(getattr(built, name) is value for name, value in given.items())
