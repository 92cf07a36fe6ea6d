"""Every game's state hash covers everything that decides what may be played next: a position
changed in any one field of its state hashes differently, except the fields named here with the
reason they need not count. A field added to a state is checked from then on (or must be named),
so two positions with different legal actions never hash alike and a replay checked by hash can
tell them apart (issue 35: the Battle Monsters hash left out `tournament` and `draw_offered`)."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable
from enum import Enum
from typing import Any

import pytest

from game.core import Decision, ZoneTable
from game.games.bakugan.rules.state import json_field_owners
from game.games.battle_monsters.house import HouseRules
from game.games.battle_monsters.state import Boost, Granted, Pending
from tests.games.cases import CASES
from tests.games.playing import random_game

CORE_EXEMPT = {
    "log": "what happened, in words: it decides nothing",
    "names": "the players' names decide nothing",
    "seats": "two in every game of this kind",
}
EXEMPT: dict[str, dict[str, str]] = {
    "battle-monsters": CORE_EXEMPT
    | {
        "seed": "given with the replay (a replay file stores it), not part of a position",
        "shuffles": "like the seed, it only draws a later shuffle's order (rule 2.3 shuffles once, at setup)",
        "owner": "fixed by the deck lists at setup, never changes; the zones say where each card is",
        "clock": "only the order of the play times in `seq` matters, and they are hashed",
    },
    "fusion-world": {"log": CORE_EXEMPT["log"], "seats": CORE_EXEMPT["seats"]},
    "toy-battle": CORE_EXEMPT | {"over": "always `winner is not None` (no draws: the invariants check it)"},
    "bakugan": {"log": CORE_EXEMPT["log"], "end_triggers_done": "retired: always false"},
}
# values for fields that may be empty at the position, so that a change of them can be made
EXAMPLES: dict[str, dict[str, Callable[[Any], Any]]] = {
    "battle-monsters": {
        "boosts": lambda s: [Boost(next(iter(s.cards)), "attack", 100, 1)],
        "queue": lambda s: [Pending("battle", next(iter(s.cards)), 0)],
        "house": lambda s: HouseRules(lives=3),
        "ran_out": lambda s: 0,
        "granted": lambda s: [Granted(next(iter(s.cards)), "attack_twice", 1)],
    },
    "toy-battle": {"cells": lambda s: {**s.cells, "x": (9, 9)}},
    "bakugan": {"field": lambda s: {**s.field, "x": (9, 9)}},
}


def changed(value: Any) -> Any:
    """Another value of the same kind."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, Enum):
        members = list(type(value))
        return members[(members.index(value) + 1) % len(members)]
    if isinstance(value, (int, float)):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if value is None:
        return 0
    if isinstance(value, ZoneTable):
        other = value.copy()
        key = next(k for k, items in other.contents.items() if items)
        target = next(k for k in other.contents if k != key)
        other.move(other.contents[key][-1], target)
        return other
    if isinstance(value, Decision):
        return Decision(value.kind, value.seat, {**(value.data or {}), "options": (0, 1)})
    if isinstance(value, (list, set, dict)) and not value:  # a number in it (EXAMPLES for other things)
        return {0: 0} if isinstance(value, dict) else type(value)([0])
    if isinstance(value, list):
        return [*value[:-1], changed(value[-1])]
    if isinstance(value, set):
        return value - {min(value)}
    if isinstance(value, dict):
        key = sorted(value, key=str)[-1]
        return {**value, key: changed(value[key])}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            try:
                return dataclasses.replace(value, **{f.name: changed(getattr(value, f.name))})
            except LookupError:
                continue
    raise LookupError(f"no change made to {type(value).__name__}")


def _fields(name: str, state: Any) -> list[tuple[Any, str]]:
    """(owner object, field name) of every field of the state the hash should cover or name."""
    if name == "bakugan":
        owners: dict[type[Any] | None, object] = {  # a retired field's class is None: no owner
            type(state): state,
            type(state.this_turn): state.this_turn,
            type(state.this_turn.flip_answers): state.this_turn.flip_answers,
        }
        return [(owners.get(cls), field) for field, cls in json_field_owners().items()]
    core = [(state.core, f.name) for f in dataclasses.fields(state.core)]
    return core + [(state, f.name) for f in dataclasses.fields(state) if f.name != "core"]


def _position(name: str) -> Any:
    """A game some way in (60 actions, or the last position before the end), with as much on the
    table as random play gives."""
    length = 0
    for _game, actions in random_game(CASES[name], 3):
        length = len(actions)
    for game, actions in random_game(CASES[name], 3):
        if len(actions) >= min(60, length - 1):
            return game
    raise AssertionError("unreachable")


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_state_hash_changes_with_every_field_that_counts(name: str) -> None:
    case = CASES[name]
    game = _position(name)
    exempt, examples = EXEMPT[name], EXAMPLES.get(name, {})
    before = case.state_hash(game)
    unchecked, missed = [], []
    for owner, field in _fields(name, game.state):
        if field in exempt or owner is None:
            assert owner is None or field in exempt
            continue
        value = getattr(owner, field)
        try:
            new = examples[field](game.state) if field in examples else changed(value)
        except LookupError:
            unchecked.append(field)
            continue
        setattr(owner, field, new)
        try:
            if case.state_hash(game) == before:
                missed.append(field)
        except (AttributeError, TypeError):  # the hash cannot write a number there
            unchecked.append(field)
        finally:
            setattr(owner, field, value)
        assert case.state_hash(game) == before
    assert not missed, f"{name}: the state hash leaves out {missed}"
    assert not unchecked, f"{name}: no change could be made to {unchecked}: give an example value"


def test_every_exempt_field_is_a_field() -> None:
    for name, exempt in EXEMPT.items():
        fields = {field for _, field in _fields(name, _position(name).state)}
        assert set(exempt) <= fields, f"{name}: {set(exempt) - fields} are no fields of its state"


def test_battle_monsters_hashes_the_tournament_and_an_offered_draw_only_when_set() -> None:
    """Issue 35: both decide legal actions (3.4); games without them hash as they always did."""
    game = CASES["battle-monsters"].new(1)
    before = game.state.state_hash()
    assert "tournament" not in game.state.to_json() and "draw_offered" not in game.state.to_json()
    for field in ("tournament", "draw_offered"):
        other = copy.copy(game.state)
        setattr(other, field, True)
        assert other.state_hash() != before, field


def test_toy_battle_hashes_which_bakucore_a_placement_asks_for() -> None:
    """The decision's data (the BakuCore to place) decides its legal actions (rule 1.4.3)."""
    game = CASES["toy-battle"].new(1)
    decision = game.core.pending[-1]
    assert decision.kind == "place_core"
    before = game.state.state_hash()
    other = game.clone()
    other.core.pending[-1] = Decision(decision.kind, decision.seat, {"core": "s9c9"})
    assert other.state.state_hash() != before
    assert [(k, s) for k, s, *_ in game.state.to_json()["pending"]] == [(d.kind, d.seat) for d in game.core.pending]
