"""Where a deck-testing game's time goes: the rules engine (setup, legal actions, apply), the
agents' choices, the roll model and the statistics collector, timed part by part in one process,
with the garbage collector's share. Prints figures; asserts nothing.

The engine's own parts bound the speed any agent or roll model can reach: with agents and rolls
that took no time at all, games per second per core would still be 1000 / (engine ms a game).

Usage: python benchmarks/game_parts.py [GAMES] [AGENTS] [ROLLS]   (defaults: 300 heuristic fast)
"""

from __future__ import annotations

import gc
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game import compiled_core
from game.games.bakugan.players.registry import make_agent
from game.games.bakugan.rules.actions import CHANCE, Action, RollResults
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.sim import tasks
from game.games.bakugan.sim.collector import StatsCollector
from game.sim.layout import game_seed

DECKS = ("aquos_flow", "pyrus_fury", "haos_heroes", "darkus_shadow", "ventus_turbo", "aurelus_titans")
ENGINE_PARTS = ("setup", "to act", "legal actions", "apply", "roll request", "final hash")
PARTS = (*ENGINE_PARTS, "agents choose", "roll model", "statistics")


class Clock:
    def __init__(self) -> None:
        self.spent = dict.fromkeys(PARTS, 0.0)
        self.decisions = 0
        self.actions = 0

    def timed(self, part: str, call: Any, *args: Any) -> Any:
        start = time.perf_counter()
        result = call(*args)
        self.spent[part] += time.perf_counter() - start
        return result


def play(task: tasks.GameTask, clock: Clock) -> None:
    catalog = tasks._catalog()
    sides = tasks.seating(task)
    decks = [tasks._deck(task.decks[side]) for side in sides]
    setup = GameSetup(
        seats=tuple(Seat(f"{d.name} ({i + 1})", d) for i, d in enumerate(decks)), seed=task.seed, check_decks=False
    )  # as run_task: decks checked when loaded
    agents = [
        make_agent(task.agents[side], task.seed * 8 + seat, catalog, decks[seat], tuple(decks), task.rolls)
        for seat, side in enumerate(sides)
    ]
    roll_model = tasks._roll_model(task.rolls)
    collector = StatsCollector(len(sides))
    rng = random.Random(f"{setup.seed}:rolls")
    game: Game = clock.timed("setup", Game.new, setup, catalog)
    while not game.over:
        seat = clock.timed("to act", game.to_act)
        if seat is None:
            break
        action: Action
        if seat == CHANCE:
            request = clock.timed("roll request", game.roll_request)
            outcomes = clock.timed("roll model", roll_model.roll, request, rng)
            action = RollResults(outcomes=tuple(sorted(outcomes.items())))
        else:
            legal = clock.timed("legal actions", game.legal_actions)
            action = clock.timed("agents choose", agents[seat].choose, PlayerView(game, seat), legal)
            clock.decisions += 1
        clock.timed("statistics", collector.observe, game, action)
        clock.timed("apply", game.apply, action)
        clock.actions += 1
    clock.timed("final hash", game.state.state_hash)
    clock.timed("statistics", collector.finish, game)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    agents = sys.argv[2] if len(sys.argv) > 2 else "heuristic"
    rolls = sys.argv[3] if len(sys.argv) > 3 else "fast"
    work = [
        tasks.GameTask(
            index=i,
            seed=game_seed(99, i),
            decks=(DECKS[i % len(DECKS)], DECKS[(i + 1) % len(DECKS)]),
            agents=(agents, agents),
            rolls=rolls,
        )
        for i in range(games)
    ]
    print(compiled_core.describe())
    tasks.warm_worker(DECKS, (rolls,))  # as a worker process starts: caches loaded, then frozen
    for task in work[:10]:
        play(task, Clock())
    collecting = [0.0, 0.0]

    def on_collect(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            collecting[1] = time.perf_counter()
        else:
            collecting[0] += time.perf_counter() - collecting[1]

    clock = Clock()
    gc.callbacks.append(on_collect)
    start = time.perf_counter()
    for task in work:
        play(task, clock)
        tasks.settle_after_game()  # as a worker does after each game (inside the timing, as in a worker)
    elapsed = time.perf_counter() - start
    gc.callbacks.remove(on_collect)
    ms = 1000.0 / games
    print(
        f"{games} games of {agents} agents, {rolls} rolls, one process: {games / elapsed:.1f} games/s, "
        f"{clock.actions / games:.0f} actions and {clock.decisions / games:.0f} decisions a game"
    )
    for part in PARTS:
        print(f"  {part:<16} {clock.spent[part] * ms:6.2f} ms a game  {clock.spent[part] / elapsed:6.1%}")
    collector_ms = collecting[0] * ms
    print(f"  (garbage collector, inside the parts above: {collector_ms:.2f} ms a game, {collecting[0] / elapsed:.1%})")
    engine = sum(clock.spent[part] for part in ENGINE_PARTS) * ms
    print(
        f"rules engine alone: {engine:.2f} ms a game, so at most {1000.0 / engine:.0f} games/s per core "
        "even if agents, rolls and statistics took no time"
    )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
