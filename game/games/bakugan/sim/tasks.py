"""One game of a run as a picklable task, and the function a worker runs for it.

A game depends only on its task: the seed is derived from the run's seed and the game's index
(game/sim/layout.py),
so the same run gives the same games whatever the number of workers or where they run.
"""

from __future__ import annotations

import atexit
import gc
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import Catalog, default_catalog
from game.games.bakugan.decks import DeckList, load_deck, resolve_deck_path
from game.games.bakugan.players.goldfish import StillRolls, still_seats
from game.games.bakugan.players.registry import make_agent, resolved
from game.games.bakugan.rules.setup import GameSetup, Seat, check_deck
from game.games.bakugan.sim.collector import StatsCollector
from game.games.bakugan.sim.game_end import game_ending
from game.games.bakugan.sim.replay_file import save_replay
from game.games.bakugan.sim.runner import play_game
from game.physics import scene
from game.roll.models import make_roll_model
from game.roll.seam import RollModel
from game.roll.throwers import SeatThrowers, ThrowerSpec
from game.sim.batch import Worker
from game.sim.layout import rotated
from game.sim.parent_watch import quiet_worker


@dataclass(frozen=True)
class GameTask:
    index: int
    seed: int
    decks: tuple[str, ...]  # deck paths, one per side of the match-up (not per seat)
    agents: tuple[str, ...]  # agent spec per side
    rolls: str = "probabilistic"
    rotate: bool = True  # seat the sides in rotated order on odd games (first-seat fairness)
    matchup: int = 0  # which match-up of a gauntlet this game belongs to
    log: bool = False  # keep the game's log lines in the summary
    replay_dir: str | None = None  # save the game as a replay file here
    throwers: tuple[ThrowerSpec | None, ...] = ()  # per side: how it throws (none: the roll model's thrower)
    # what the seats rotate by (None: the index): a run of several match-ups rotates each one by its
    # own game number, and both versions of a deal in a compare sit alike
    seat_shift: int | None = None


def seating(task: GameTask) -> list[int]:
    """Side index sitting in each seat."""
    shift = task.index if task.seat_shift is None else task.seat_shift
    return rotated(len(task.decks), shift if task.rotate else 0)


@lru_cache(maxsize=1)
def _catalog() -> Catalog:
    return default_catalog()


@lru_cache(maxsize=64)
def _deck(path: str) -> DeckList:
    """A deck of the run, loaded and checked once per process (its games then skip the check)."""
    deck = load_deck(resolve_deck_path(path))
    check_deck(deck, _catalog(), f"deck {deck.name!r} ({path})")
    return deck


@lru_cache(maxsize=4)
def _roll_model(name: str) -> RollModel:
    return make_roll_model(name)[0]


def roll_model_of(task: GameTask, sides: list[int]) -> RollModel:
    """The task's roll model; with throwers given, its seats throw as their sides' specs say; a
    goldfish's rolls never open."""
    model = _roll_model(task.rolls)
    if any(spec is not None for spec in task.throwers):
        model = SeatThrowers(model, {seat: task.throwers[side] for seat, side in enumerate(sides)})
    still = still_seats([task.agents[side] for side in sides])
    return StillRolls(model, still) if still else model


def warm_worker(decks: tuple[str, ...] = (), rolls: tuple[str, ...] = ()) -> None:
    """Process-pool initializer: quiet_worker, then the catalogue, the run's decks and roll models
    are loaded once, before the worker's first game (each worker loads them at the same time)."""
    quiet_worker()
    dedicate_process(decks, rolls)


def dedicate_process(decks: tuple[str, ...] = (), rolls: tuple[str, ...] = ()) -> None:
    """For a process given over to one run: a pool worker (warm_worker), or `simulate --jobs 1`,
    which plays in its own process and keeps Ctrl-C for stopping the run."""
    try:
        _catalog()
        for deck in decks:
            _deck(deck)
        for name in rolls:
            _roll_model(name)
    except Exception:  # the game that needs it reports the problem, with its index
        pass
    # What is loaded now lives as long as the worker: frozen, the garbage collector's full passes no
    # longer walk the catalogue (timed with gc.callbacks: the collector's share of a heuristic game
    # fell from about 9% to 6%).
    gc.freeze()
    global _settle_after_games, _unfreezes_at_exit
    _settle_after_games = settles_after_games(rolls)
    if not _unfreezes_at_exit:
        atexit.register(_unfreeze_after_physics)
        _unfreezes_at_exit = True


def _unfreeze_after_physics() -> None:
    """What is frozen is handed back to the collector at exit (atexit runs before the interpreter
    tears down) if the process built pymunk objects: frozen, those of a physics game played in such
    a process (bench_games warms its physics run in its parent, dedicated to fast rolls) were freed
    only after cffi had dropped its callbacks, and pymunk printed "def_extern() was not called in
    the current subinterpreter" for each of their shapes. Without them, the exit does not walk
    everything the games cached (measured with benchmarks/game_instructions.py: about 1 M
    instructions a game of a run's exit, in pure Python)."""
    if scene.scenes_were_built():
        gc.unfreeze()


_unfreezes_at_exit = False


# In a process given over to a run (set by dedicate_process): after each game, collect and freeze
# what it left alive.
_settle_after_games = False


def settles_after_games(rolls: tuple[str, ...]) -> bool:
    """Whether a worker of a run with these roll models settles after each game. Not with physics
    rolls: their cache of pymunk scenes (scene_for) holds reference cycles that are still alive
    when a game ends and dropped later, and frozen they could never be collected (measured: worker
    memory grew by about 2 MB a physics game)."""
    return "physics" not in rolls


def settle_after_game() -> None:
    """What a game leaves alive is the worker's caches (ideal throws, release spots, card facts):
    a full collection frees any cycles the game made, then freezing the rest keeps later
    collections from walking it again. Games with card-only roll models make no cycles
    (tests/sim/test_no_reference_cycles.py), and their caches drop only acyclic entries, which
    reference counting frees even when frozen. Timed with gc.callbacks, compiled core: the
    collector's share of a heuristic game fell from about 7% to under 3%."""
    gc.collect()
    gc.freeze()


def run_task(task: GameTask) -> dict[str, Any]:
    """Play one game and return its summary (plain data)."""
    start = time.perf_counter()
    cpu_start = time.process_time()
    catalog = _catalog()
    sides = seating(task)
    decks = [_deck(task.decks[side]) for side in sides]
    setup = GameSetup(
        seats=tuple(Seat(f"{decks[seat].name} ({seat + 1})", decks[seat]) for seat in range(len(sides))),
        seed=task.seed,
        check_decks=False,  # checked when loaded (_deck)
    )
    agents = [
        make_agent(task.agents[side], task.seed * 8 + seat, catalog, decks[seat], tuple(decks), task.rolls)
        for seat, side in enumerate(sides)
    ]
    collector = StatsCollector(len(sides))
    game, record = play_game(setup, catalog, agents, roll_model_of(task, sides), on_action=collector.observe)
    collector.finish(game)
    winner_seat = record.winner
    if task.replay_dir is not None:
        path = Path(task.replay_dir) / f"game_{task.index}.json"
        save_replay(path, setup, record.actions, record.final_hash, winner_seat)
    summary: dict[str, Any] = {
        "index": task.index,
        "matchup": task.matchup,
        "seed": task.seed,
        "sides": sides,
        "decks": [d.name for d in decks],
        "agents": [task.agents[side] for side in sides],
        "winner_seat": winner_seat,
        "winner_side": sides[winner_seat] if winner_seat is not None else None,
        "first_seat": collector.first_player,
        "turns": record.turns,
        "actions": len(record.actions),
        "finished": record.finished,
        "final_hash": record.final_hash,
        "seats": [figures.to_json() for figures in collector.seats],
        "ending": game_ending(game, collector),
        "seconds": time.perf_counter() - start,
        "cpu_seconds": time.process_time() - cpu_start,
        # per seat, for search agents: decisions searched, and those where search overruled the heuristic
        "searched": [int(getattr(agent, "searched", 0)) for agent in agents],
        "deviated": [int(getattr(agent, "deviated", 0)) for agent in agents],
    }
    if any(spec is not None for spec in task.throwers):
        summary["throwers"] = [spec.label() if (spec := task.throwers[side]) is not None else "" for side in sides]
    if task.log:
        summary["log"] = [str(entry) for entry in game.state.log]
    return summary


def makes_no_cycles(task: GameTask) -> bool:
    """Whether the game leaves the cyclic garbage collector nothing to find: card-only rolls and
    agents without search (tests/sim/test_no_reference_cycles.py); a search agent's play-outs are
    not checked for cycles."""
    searching = ("search", "omniscient")
    return "physics" not in task.rolls and not any(resolved(agent).startswith(searching) for agent in task.agents)


def run_chunk(tasks: list[GameTask]) -> list[dict[str, Any]]:
    games = []
    for task in tasks:
        # A process that settles after each game collects then; during a game that makes no cycles,
        # the automatic collections would only walk what is alive (about 1.5% of a compiled game).
        hold_collections = _settle_after_games and makes_no_cycles(task) and gc.isenabled()
        if hold_collections:
            gc.disable()
        try:
            game = run_task(task)
        finally:
            if hold_collections:
                gc.enable()
        if _settle_after_games:
            start, cpu_start = time.perf_counter(), time.process_time()
            settle_after_game()
            game["seconds"] += time.perf_counter() - start  # counted with the game that left it
            game["cpu_seconds"] += time.process_time() - cpu_start
        games.append(game)
    return games


def _warm_args(tasks: Sequence[GameTask]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """What a pool worker loads before its first game: the run's decks and roll models."""
    return tuple(sorted({deck for task in tasks for deck in task.decks})), tuple(sorted({t.rolls for t in tasks}))


WORKER = Worker(run_chunk, warm_worker, _warm_args)  # how game/sim/batch.py plays Bakugan's tasks
