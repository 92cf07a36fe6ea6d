"""The engine's fast builders of legal actions give exactly the actions the constructors give."""

from __future__ import annotations

import random
from dataclasses import fields

from game.games.bakugan.rules.action_builders import (
    energize_action,
    place_core_actions,
    plain_play_action,
    play_card_action,
    select_action,
    throw_action,
)
from game.games.bakugan.rules.actions import Energize, PlaceCore, PlayCard, SelectBakugan, Target, ThrowBakugan
from game.roll.hexgrid import frontier


def test_place_core_actions_equal_the_constructed_ones() -> None:
    occupied = [(0, 0), (1, 0)]
    cells = frontier(occupied)
    built = place_core_actions(1, ["s1c0", "s1c3"], occupied)
    made = [PlaceCore(seat=1, core=c, cell=cell) for c in ["s1c0", "s1c3"] for cell in cells]
    assert built == made
    again = place_core_actions(1, ["s1c3"], [(0, 0)])
    assert again == [PlaceCore(seat=1, core="s1c3", cell=cell) for cell in frontier([(0, 0)])]
    first = again[0]
    assert isinstance(first, PlaceCore)
    assert first is built[len(cells) + cells.index(first.cell)]  # made once, then shared
    assert [hash(a) for a in built] == [hash(a) for a in made]
    assert all(set(vars(a)) == {f.name for f in fields(PlaceCore)} for a in built)
    assert place_core_actions(0, ["s0c1"], []) == [PlaceCore(seat=0, core="s0c1", cell=(0, 0))]  # the centre first
    rng = random.Random(5)
    for _ in range(100):
        field: list[tuple[int, int]] = []
        for _ in range(rng.randrange(0, 14)):
            field.append(rng.choice(frontier(field)))
        assert place_core_actions(0, ["s0c1", "s0c2"], field) == [
            PlaceCore(seat=0, core=c, cell=cell) for c in ["s0c1", "s0c2"] for cell in frontier(field)
        ]
    far = [(1 << 20, 0)]  # too far out to pack: listed from frontier's tuples
    assert place_core_actions(1, ["s1c0"], far) == [PlaceCore(seat=1, core="s1c0", cell=c) for c in frontier(far)]


def test_play_card_action_equals_the_constructed_one_and_sets_every_field() -> None:
    built = play_card_action(0, 7, Target("bakugan", 2), 1, 9, 1, Target("player", 1), (3, 4))
    made = PlayCard(
        seat=0,
        card=7,
        target=Target("bakugan", 2),
        x=1,
        sacrifice=9,
        mode=1,
        target2=Target("player", 1),
        discards=(3, 4),
    )
    assert built == made and hash(built) == hash(made) and repr(built) == repr(made)
    assert set(vars(built)) == {f.name for f in fields(PlayCard)}  # a new field must be added to the builder
    assert built.to_json() == made.to_json()
    first, second = built.target, built.target2
    assert play_card_action(0, 7, first, 1, 9, 1, second, (3, 4)) is built  # shared (the engine shares targets too)
    assert play_card_action(0, 7, Target("bakugan", 2), 1, 9, 1, Target("player", 1), (3, 4)) == built
    other = play_card_action(0, 7, Target("bakugan", 2), 1, 9, 1, Target("player", 1), (3, 5))
    assert other != built and other.discards == (3, 5)


def test_simple_actions_are_the_constructed_ones_made_once() -> None:
    assert energize_action(0, None) == Energize(seat=0, card=None)
    assert energize_action(1, 12) == Energize(seat=1, card=12) and energize_action(1, 12) is energize_action(1, 12)
    assert select_action(1, 4) == SelectBakugan(seat=1, bakugan=4) and select_action(1, 4) is select_action(1, 4)
    assert throw_action(2) == ThrowBakugan(seat=2, throw=None) and throw_action(2) is throw_action(2)


def test_plain_play_action_is_play_card_action_with_plain_fields() -> None:
    targets = [None, Target("bakugan", 2), Target("player", 1), Target("bakugan", 3)]
    for seat in (0, 1, 3, 16):
        for card in (0, 5, 4095, 4096, 1 << 20):
            for target in targets:
                for mode in (0, 1, 2, 255, 256):
                    plain = plain_play_action(seat, card, target, mode)
                    assert plain is play_card_action(seat, card, target, 0, None, mode, None, ())
                    assert plain == PlayCard(seat=seat, card=card, target=target, mode=mode)
                    assert plain_play_action(seat, card, target, mode) is plain
