"""The core's game loop, decisions, chance, zones, events and priority, on a tiny game."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.core import (
    CHANCE,
    SHARED,
    BasicKind,
    DecisionRegistry,
    Event,
    EventBus,
    IllegalAction,
    Moved,
    Priority,
    Removed,
    Shuffled,
    Stack,
    Visibility,
    ZoneError,
    ZoneSpec,
    ZoneTable,
    draw_outcome,
    play_to_end,
    visible_zones,
)
from tests.core.tiny_game import Coin, Take, Tiny


class FirstChoice:
    name = "first"

    def choose(self, view: object, legal: list[object]) -> object:
        return legal[0]


def test_start_waits_on_a_chance_node_with_listed_outcomes() -> None:
    game = Tiny.new()
    assert game.to_act() == CHANCE and game.core.phase == "flip"
    assert game.chance_outcomes() == [(Coin(True), 0.5), (Coin(False), 0.5)]


def test_phases_turns_and_decisions() -> None:
    game = Tiny.new()
    game.apply_action(Coin(False))
    assert game.core.turn == 1 and game.to_act() == 1
    assert game.legal_actions() == [Take(1, 1), Take(1, 2)]
    game.apply_action(Take(1, 2))
    assert game.core.turn == 2 and game.to_act() == 0
    assert game.describe(Take(0, 1)) == "take 1"


def test_refusal_comes_from_the_kind_and_changes_nothing() -> None:
    game = Tiny.new()
    game.apply_action(Coin(True))
    with pytest.raises(IllegalAction) as refused:
        game.apply_action(Take(0, 3))
    assert refused.value.rule == "T.2"
    with pytest.raises(IllegalAction) as other:
        game.apply_action(Take(1, 1))
    assert other.value.rule == "T.1"
    assert len(game.core.zones[("pile", SHARED)]) == 5 and game.to_act() == 0


def test_every_move_is_announced_and_win_condition_ends_the_game() -> None:
    game = Tiny.new(3)
    game.apply_action(Coin(True))
    game.apply_action(Take(0, 2))
    game.apply_action(Take(1, 1))
    assert game.state.moves_heard == [(2, "take"), (1, "take"), (0, "take")]
    assert game.over and game.core.winner == 1 and game.returns() == [-1.0, 1.0]
    assert game.core.log[-1].rule == "T.3" and game.legal_actions() == [] and game.to_act() is None
    with pytest.raises(IllegalAction):
        game.apply_action(Take(0, 1))


def test_play_to_end_draws_listed_chance_outcomes() -> None:
    game = Tiny.new()
    actions = play_to_end(game, [FirstChoice(), FirstChoice()], None, random.Random(1))
    assert game.over and isinstance(actions[0], Coin) and len(actions) == 6


class WorldsAsked(Tiny):
    """Tiny, recording what `play_to_end` asks of each view."""

    asked: list[tuple[int, bool]]

    def player_view(self, seat: int, worlds: bool) -> Any:
        self.asked.append((seat, worlds))
        return self.view(seat)


class NoWorlds(FirstChoice):
    samples_worlds = False


def test_play_to_end_asks_worlds_only_for_a_player_that_may_sample() -> None:
    game = WorldsAsked.new()
    game.asked = []
    play_to_end(game, [NoWorlds(), FirstChoice()], None, random.Random(1))
    assert {worlds for seat, worlds in game.asked if seat == 0} == {False}
    assert {worlds for seat, worlds in game.asked if seat == 1} == {True}  # undeclared: the full view


class LoneTaken(FirstChoice):
    takes_a_lone_action = True
    asked = 0

    def choose(self, view: Any, legal: list[Any]) -> Any:
        self.asked += 1
        return super().choose(view, legal)


def test_play_to_end_takes_a_lone_action_for_a_player_that_says_so() -> None:
    """Tiny's first move offers two takes, its last one: a declaring player is asked only the first."""
    game, other = WorldsAsked.new(2), WorldsAsked.new(2)
    game.asked, other.asked = [], []
    taker, asked = LoneTaken(), FirstChoice()
    actions = play_to_end(game, [taker, taker], None, random.Random(1))
    assert actions == play_to_end(other, [asked, asked], None, random.Random(1))
    assert taker.asked == len([a for a in actions if isinstance(a, Take)]) - 1 and len(game.asked) == taker.asked


def test_draw_outcome_follows_probabilities() -> None:
    rng = random.Random(0)
    draws = [draw_outcome([("a", 0.9), ("b", 0.1)], rng) for _ in range(1000)]
    assert 850 < draws.count("a") < 950


def test_registry_refuses_a_kind_twice() -> None:
    kind = BasicKind()
    kind.name = "x"
    with pytest.raises(ValueError):
        DecisionRegistry([kind, kind])


def test_zone_table_moves_and_copies() -> None:
    table = ZoneTable((ZoneSpec("hand", Visibility.OWNER), ZoneSpec("deck", Visibility.HIDDEN, ordered=True)), 2)
    table.move(7, ("deck", 0))
    table.move(8, ("deck", 0), index=0)
    assert table[("deck", 0)] == [8, 7]
    assert table.move(7, ("hand", 0)) == ("deck", 0) and table.zone_of(7) == ("hand", 0)
    copied = table.copy()
    copied.move(8, ("hand", 1))
    assert table.zone_of(8) == ("deck", 0) and copied != table
    with pytest.raises(ZoneError):
        table.move(1, ("graveyard", 0))
    with pytest.raises(ZoneError):
        table.remove(99)


def test_visible_zones_hide_what_a_seat_may_not_see() -> None:
    specs = (ZoneSpec("hand", Visibility.OWNER), ZoneSpec("deck", Visibility.HIDDEN), ZoneSpec("field", per_seat=False))
    table = ZoneTable(specs, 2)
    table.move(1, ("hand", 0))
    table.move(2, ("hand", 1))
    table.move(3, ("deck", 0))
    table.move(4, ("field", SHARED))
    seen = visible_zones(table, specs, 0)
    assert seen[("hand", 0)] == (1,) and seen[("hand", 1)] == 1 and seen[("deck", 0)] == 1
    assert seen[("field", SHARED)] == (4,)


def test_event_bus_base_class_subscribers_hear_subclasses() -> None:
    bus = EventBus()
    heard: list[str] = []
    bus.subscribe(Event, lambda game, e: heard.append(f"any {game}"))
    bus.subscribe(Moved, lambda game, e: heard.append(f"moved {game}"))
    bus.emit("g1", Moved(1, None, ("hand", 0)))
    bus.emit("g2", Event())
    assert heard == ["any g1", "moved g1", "any g2"]


def test_priority_goes_round_until_everyone_passes_in_a_row() -> None:
    priority = Priority(order=(2, 0, 1), holder=2)
    active = [0, 1, 2]
    assert not priority.pass_priority(active) and priority.holder == 0
    priority.acted()
    assert not priority.pass_priority(active) and priority.holder == 1
    assert not priority.pass_priority(active) and priority.holder == 2
    assert priority.pass_priority(active)


def test_priority_skips_players_no_longer_in_the_game() -> None:
    priority = Priority(order=(0, 1, 2), holder=0)
    assert not priority.pass_priority([0, 2]) and priority.holder == 2


def test_stack_is_last_in_first_out() -> None:
    stack: Stack[str] = Stack()
    stack.push("a")
    stack.push("b")
    assert stack.top == "b" and stack.pop() == "b" and len(stack) == 1


def test_remove_and_shuffle_are_announced() -> None:
    game = Tiny.new(4)
    heard = game.state.other_events
    game.shuffle(("pile", SHARED), random.Random(5), rule="T.0")
    game.remove(0, cause="burn", rule="T.9")
    assert sorted(game.core.zones[("pile", SHARED)]) == [1, 2, 3] and game.core.zones.zone_of(0) is None
    assert heard == [Shuffled(("pile", SHARED), "T.0"), Removed(0, ("pile", SHARED), "burn", "T.9")]
    assert game.core.zones.top(("pile", SHARED)) == game.core.zones[("pile", SHARED)][-1]


def test_finish_takes_off_that_very_decision() -> None:
    game = Tiny.new()
    game.apply_action(Coin(True))
    first = game.pending()
    game.ask("take", 0)
    second = game.pending()
    assert first == second and first is not second
    assert first is not None and second is not None
    game.finish(first)
    assert game.core.pending == [second] and game.pending() is second
    with pytest.raises(ValueError):
        game.finish(first)


def test_end_turn_drops_what_is_pending_and_starts_the_next_turn() -> None:
    game = Tiny.new()
    game.apply_action(Coin(True))
    assert game.core.turn == 1 and game.to_act() == 0
    game.end_turn()
    assert game.core.turn == 2 and game.to_act() == 1 and len(game.core.pending) == 1
