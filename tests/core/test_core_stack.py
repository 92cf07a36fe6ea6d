"""The core's loop for a game with a stack of its own (tests/core/stack_game.py): priority windows
over a stack, work carried on by `proceed`, `idle` and the game's refusal."""

from __future__ import annotations

import pytest

from game.core import IllegalAction
from tests.core.stack_game import Add, CountFrame, Pass, StackGame, WindowFrame


def test_a_window_opens_when_nothing_is_pending_and_its_holder_acts() -> None:
    game = StackGame.new()
    assert game.to_act() == 0
    assert game.legal_actions() == [Pass(0), Add(0, 1), Add(0, 2)]
    assert isinstance(game.pending(), WindowFrame)


def test_passes_all_round_with_an_empty_stack_close_the_window() -> None:
    game = StackGame.new()
    game.apply(Pass(0))
    assert game.to_act() == 1  # priority moved on
    game.apply(Pass(1))
    assert game.state.rounds == 2 and game.to_act() == 1  # closed; idle opened round 2 for seat 1


def test_the_top_entry_resolves_step_by_step_then_priority_restarts() -> None:
    game = StackGame.new()
    game.apply(Add(0, 1))
    assert game.to_act() == 0  # a play keeps priority
    game.apply(Pass(0))
    game.apply(Add(1, 2))
    game.apply(Pass(1))
    game.apply(Pass(0))
    # last in, first out: seat 1's 2 resolved, one point a step, and never waited for a seat
    assert game.state.score == [0, 2] and game.state.log == ["seat 1 scores", "seat 1 scores"]
    assert not any(isinstance(f, CountFrame) for f in game.state.frames)
    window = game.pending()
    assert isinstance(window, WindowFrame) and window.passes == 0 and game.state.entries == [Add(0, 1)]


def test_refusals_come_from_the_kind_and_the_game_and_change_nothing() -> None:
    game = StackGame.new()
    with pytest.raises(IllegalAction) as refused:
        game.apply(Add(0, 3))
    assert refused.value.rule == "S.1" and game.to_act() == 0 and game.state.entries == []
    while not game.over:
        seat = game.to_act()
        assert seat is not None
        game.apply(Pass(seat))
    assert game.returns() == [0.0, 0.0]
    with pytest.raises(IllegalAction) as refused:
        game.apply(Pass(0))
    assert refused.value.rule == "S.0"


def test_work_that_never_waits_for_a_seat_is_stopped_by_the_settle_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    game = StackGame.new()
    monkeypatch.setattr(StackGame, "settle_limit", 5)
    game.state.frames.append(CountFrame(Add(0, 1), left=-1))  # never reaches 0
    with pytest.raises(RuntimeError, match="stack: 5 steps passed without a decision"):
        game.settle()
