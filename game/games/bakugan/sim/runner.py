"""Play one complete game: agents answer decisions, the roll model answers chance nodes."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.players.agent import Agent, decide
from game.games.bakugan.rules.actions import CHANCE, Action, RollResults
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup
from game.roll.seam import RollModel

MAX_ACTIONS: Final = 20_000


@dataclass
class GameRecord:
    setup: GameSetup
    actions: list[Action] = field(default_factory=list)
    winner: int | None = None
    turns: int = 0
    final_hash: str = ""
    finished: bool = False


def play_game(
    setup: GameSetup,
    catalog: Catalog,
    agents: Sequence[Agent],
    roll_model: RollModel,
    *,
    max_actions: int = MAX_ACTIONS,
    on_action: Callable[[Game, Action], None] | None = None,
) -> tuple[Game, GameRecord]:
    game = Game.new(setup, catalog)
    for agent in agents:  # the omniscient benchmark player is handed the real game, openly
        watch = getattr(agent, "watch_game", None)
        if watch is not None:
            watch(game)
    record = GameRecord(setup=setup)
    roll_rng = random.Random(f"{setup.seed}:rolls")
    while not game.over and len(record.actions) < max_actions:
        seat = game.to_act()
        if seat is None:
            break
        action: Action
        if seat == CHANCE:
            outcomes = roll_model.roll(game.roll_request(), roll_rng)
            action = RollResults(outcomes=tuple(sorted(outcomes.items())))
        else:
            # the seat chooses among the actions as its view names things (aliases.py)
            action = game.from_seat(seat, decide(agents[seat], game, seat, game.seat_actions(seat)))
        if on_action is not None:
            on_action(game, action)
        game.apply(action)
        record.actions.append(action)
    record.winner = game.state.winner
    record.turns = game.state.turn
    record.finished = game.over
    record.final_hash = game.state.state_hash()
    return game, record


def replay(setup: GameSetup, catalog: Catalog, actions: Sequence[Action]) -> Game:
    game = Game.new(setup, catalog)
    for action in actions:
        game.apply(action)
    return game
