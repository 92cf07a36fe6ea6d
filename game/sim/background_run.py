"""A many-game run played in a child process, for a window that must keep drawing at 60 frames a
second, for any game: the child (a module-level `play(spec, out, messages)`) plays the games one by
one, keeps them in the run folder and writes the report as the command line does; after each game
it sends ("game", match-up, winner side, CPU seconds), at the end ("done", table) or ("error",
traceback). The window collects them with `poll()`, which never waits; `cancel()` ends the child at
once: nothing of a game cut short is worth waiting for. `play_core_gauntlet` is that child for the
card games on the engine core (game/sim/core_runs.py)."""

from __future__ import annotations

import contextlib
import importlib
import multiprocessing
import os
import queue
import traceback
from collections.abc import Callable
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any, Protocol

from game.sim.batch import Summary, run_games
from game.sim.core_command import matchup_reporter
from game.sim.core_runs import CORE_WORKER, RUNNERS, CoreRunSpec
from game.sim.gauntlet import gauntlet_tables
from game.sim.parent_watch import exit_with_parent
from game.sim.store import RunStore
from game.sim.wilson import rate


class MatchupsSpec(Protocol):
    """A run's layout as the window counts it: its match-ups and the games of each."""

    @property
    def matchups(self) -> Any: ...

    @property
    def games(self) -> int: ...


def below_the_window() -> None:
    """The child's first steps: a lower priority than the window's, and an end with its parent."""
    with contextlib.suppress(OSError, AttributeError):
        os.nice(10)
    exit_with_parent()


def game_messages(store: RunStore, messages: Any) -> Callable[[list[Summary]], None]:
    """What the child does with each finished game: kept in the run folder, and said to the window."""

    def finished(games: list[Summary]) -> None:
        store.append(games)
        for game in games:
            messages.put(("game", int(game["matchup"]), game["winner_side"], float(game["cpu_seconds"])))

    return finished


def play_core_gauntlet(spec: CoreRunSpec, out: Path, messages: Any) -> None:
    """The child of a card game on the core: the gauntlet's games, its table and its reports."""
    below_the_window()
    try:
        runs = importlib.import_module(RUNNERS[spec.game]).RUNS
        store = RunStore(out)
        store.start(spec.params(), resume=False, overwrite=True)  # a new test of the deck replaces the last
        result = run_games(spec.tasks(), CORE_WORKER, jobs=1, on_games=game_messages(store, messages), chunk=1)
        write_report = matchup_reporter(runs, result.interrupted, [])
        table = gauntlet_tables(result.in_order(), spec.params(), out, result.interrupted, write_report)
        messages.put(("done", table))
    except Exception:
        messages.put(("error", traceback.format_exc(limit=4)))


class BackgroundRun:
    """States: running, done, cancelled, failed."""

    def __init__(self, play: Callable[[Any, Path, Any], None], spec: MatchupsSpec, out: Path) -> None:
        self.spec = spec
        self.out = out
        self.winners: list[list[int | None]] = [[] for _ in spec.matchups]
        self.cpu_seconds: list[float] = []  # each game's, in the order they came in
        self.table: dict[str, Any] | None = None
        self.error = ""
        self.state = "running"
        context = multiprocessing.get_context("spawn")  # a clean interpreter: no copy of the window
        self._messages = context.Queue()
        self._process: BaseProcess = context.Process(target=play, args=(spec, out, self._messages), daemon=True)
        self._process.start()

    @property
    def total(self) -> int:
        return self.spec.games * len(self.spec.matchups)

    @property
    def played(self) -> int:
        return sum(len(w) for w in self.winners)

    def cpu_ms_per_game(self) -> float | None:
        """The mean CPU time of the games played so far (both sides), None before the first."""
        if not self.cpu_seconds:
            return None
        return 1000 * sum(self.cpu_seconds) / len(self.cpu_seconds)

    def poll(self) -> bool:
        """Take every message waiting (never blocks); True when something changed."""
        if self.state != "running":
            return False
        alive = self._process.is_alive()  # asked first: a child found dead has sent everything it will
        changed = False
        while True:
            try:
                kind, *body = self._messages.get_nowait()
            except queue.Empty:
                break
            changed = True
            if kind == "game":
                self.winners[body[0]].append(body[1])
                self.cpu_seconds.append(body[2])
            elif kind == "done":
                self.table = body[0]
                self.state = "done"
            else:
                self.error = str(body[0])
                self.state = "failed"
        if self.state == "running" and not alive:
            self.error = f"the test process stopped (exit code {self._process.exitcode})"
            self.state = "failed"
        if self.state != "running":
            self._process.join(timeout=0)  # reaped if gone; a window frame must not wait for the child
        return changed

    def cancel(self) -> None:
        if self.state != "running":
            return
        self._process.terminate()
        self._process.join(timeout=2.0)
        self._messages.close()
        self._messages.cancel_join_thread()
        self.state = "cancelled"

    def matchup_rates(self) -> list[dict[str, float | int]]:
        """Side 0's win rate per match-up so far, with its 95% Wilson interval (finished games)."""
        out = []
        for winners in self.winners:
            done = [w for w in winners if w is not None]
            out.append(rate(sum(1 for w in done if w == 0), len(done)))
        return out
