"""Driving a game on the core to its end: players answer decisions, a chance model answers
chance nodes (or the game's listed outcomes are drawn from)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from game.core.decisions import CHANCE

MAX_ACTIONS = 20_000


class CorePlayer(Protocol):
    name: str

    def choose(self, view: Any, legal: list[Any]) -> Any: ...


class Playable(Protocol):
    @property
    def over(self) -> bool: ...
    def to_act(self) -> int | None: ...
    def legal_actions(self) -> list[Any]: ...
    def apply_action(self, action: Any) -> None: ...
    def chance_outcomes(self) -> list[tuple[Any, float]] | None: ...
    def view(self, seat: int) -> Any: ...
    def player_view(self, seat: int, worlds: bool) -> Any: ...
    def seat_actions(self, seat: int) -> list[Any]: ...
    def from_seat(self, seat: int, action: Any) -> Any: ...


ChanceModel = Callable[[Any, random.Random], Any]  # (the game, rng) -> the chance action


def draw_outcome(outcomes: list[tuple[Any, float]], rng: random.Random) -> Any:
    """One listed chance outcome, drawn by its probability."""
    point = rng.random() * sum(p for _, p in outcomes)
    for outcome, probability in outcomes:
        point -= probability
        if point < 0:
            return outcome
    return outcomes[-1][0]


def play_to_end(
    game: Playable,
    players: Sequence[CorePlayer],
    chance: ChanceModel | None,
    rng: random.Random,
    *,
    max_actions: int = MAX_ACTIONS,
    observe: Callable[[Any, Any], None] | None = None,
) -> list[Any]:
    """Play until the game is over (or `max_actions`); returns the actions applied, a replay.
    `observe(game, action)` is called after each action is applied (a run's figures: it may read
    the whole game, never change it). A player whose class says `samples_worlds = False` is
    handed a view that may lack what `sample_world` needs (`player_view`); one whose class says
    `takes_a_lone_action = True` (it would choose the only legal action, drawing nothing from its
    random numbers) is not asked then, nor a view made for it."""
    worlds = [bool(getattr(player, "samples_worlds", True)) for player in players]
    lone = [bool(getattr(player, "takes_a_lone_action", False)) for player in players]
    actions: list[Any] = []
    while not game.over and len(actions) < max_actions:
        seat = game.to_act()
        if seat is None:
            break
        if seat == CHANCE:
            listed = game.chance_outcomes()
            if listed is not None:
                action = draw_outcome(listed, rng)
            elif chance is not None:
                action = chance(game, rng)
            else:
                raise ValueError("a chance node with no listed outcomes needs a chance model")
        elif lone[seat]:
            legal = game.seat_actions(seat)
            chosen = legal[0] if len(legal) == 1 else players[seat].choose(game.player_view(seat, worlds[seat]), legal)
            action = game.from_seat(seat, chosen)
        else:  # the view first: a game may keep what it worked out for it for seat_actions (Battle Monsters)
            view = game.player_view(seat, worlds[seat])
            action = game.from_seat(seat, players[seat].choose(view, game.seat_actions(seat)))
        game.apply_action(action)
        actions.append(action)
        if observe is not None:
            observe(game, action)
    return actions
