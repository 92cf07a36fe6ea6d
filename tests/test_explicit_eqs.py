"""Dataclasses that write their __eq__ out (for speed: the decorator's compares two tuples of every
field, interpreted even in the compiled core) mean what the generated one would: equal exactly
when every compared field is equal, and not equal to another class."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tests.explicit_dunders import dataclasses_writing

EXPLICIT = dataclasses_writing("__eq__")


def test_the_compared_view_data_write_their_eq_out() -> None:
    assert {"FieldBakugan", "BakuganStats", "Target"} <= {cls.__name__ for cls in EXPLICIT}


@pytest.mark.parametrize("cls", EXPLICIT, ids=lambda cls: cls.__qualname__)
def test_an_explicit_eq_compares_every_field(cls: type[Any]) -> None:
    fields = [f for f in dataclasses.fields(cls) if f.init and f.compare]
    given = {field.name: object() for field in fields}
    one = cls(**given)
    assert one == cls(**given)
    assert (one != cls(**given)) is False  # __ne__ follows the written __eq__
    assert one != object() and one != given
    for field in fields:
        other = cls(**{**given, field.name: object()})
        assert one != other, f"{cls.__qualname__}.__eq__ does not compare {field.name}"
        assert (one == other) is False, field.name
