"""A gauntlet played in a child process, for a window that must keep drawing at 60 frames a second.

The child plays the games one by one (game/sim/batch.py), keeps them in the run folder and writes
the gauntlet report (game/games/bakugan/sim/gauntlet.py) as the command line does; after each game it sends a
small message (match-up, winner, CPU seconds) the window collects with `poll()`, which never waits.
`cancel()` ends the child at once: nothing of a game cut short is worth waiting for.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import traceback
from collections.abc import Sequence
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.players.registry import check_agent_spec
from game.games.bakugan.sim.deck_test import RunSpec
from game.games.bakugan.sim.gauntlet import gauntlet_tables
from game.games.bakugan.sim.tasks import WORKER, dedicate_process
from game.roll.models import ROLL_MODELS, RollModelUnavailable, make_roll_model
from game.roll.throwers import ThrowerSpec
from game.sim.batch import Summary, run_games
from game.sim.parent_watch import exit_with_parent
from game.sim.store import RunStore
from game.sim.wilson import rate

DEFAULT_GAMES = 10  # per match-up: about ten seconds against the twelve ready decks on one core


def gauntlet_spec(
    deck: Path,
    opponents: Sequence[Path],
    games: int,
    seed: int = 0,
    *,
    agents: tuple[str, str] = ("heuristic", "heuristic"),
    rolls: str = "fast",
    thrower: ThrowerSpec | None = None,
) -> RunSpec:
    """The deck under test is side 0 of every match-up and plays with agents[0]; with `thrower`
    (a player's rolling profile: game/games/bakugan/sim/roll_profile.py) it throws like that player."""
    for spec in agents:
        check_agent_spec(spec)
    if rolls not in ROLL_MODELS:
        raise RollModelUnavailable(f"unknown roll model {rolls!r} (choose from {', '.join(ROLL_MODELS)})")
    return RunSpec(
        matchups=[(str(deck), str(other)) for other in opponents],
        agents=agents,
        games=games,
        seed=seed,
        rolls=rolls,
        extra={"mode": "gauntlet", "from": "deck editor"},
        throwers=[(thrower, None)] * len(opponents) if thrower is not None else [],
    )


def _play(spec: RunSpec, out: Path, messages: Any) -> None:
    """The child process: play, store, report; every step said on `messages`."""
    with contextlib.suppress(OSError, AttributeError):  # below the window, which must keep its 60 frames
        os.nice(10)
    exit_with_parent()
    try:
        _, note = make_roll_model(spec.rolls)  # a model that cannot be built fails the run here, with its reason
        params = {**spec.params(), "rolls_note": note}
        store = RunStore(out)
        store.start(params, resume=False, overwrite=True)  # a new test of the deck replaces the last

        def finished(games: list[Summary]) -> None:
            store.append(games)
            for game in games:
                messages.put(("game", int(game["matchup"]), game["winner_side"], float(game["cpu_seconds"])))

        dedicate_process((), (spec.rolls,))  # this child plays the run and nothing else
        result = run_games(spec.tasks(), WORKER, jobs=1, on_games=finished, chunk=1)
        table = gauntlet_tables(result.in_order(), params, out, default_catalog(), result.interrupted)
        messages.put(("done", table))
    except Exception:
        messages.put(("error", traceback.format_exc(limit=4)))


class GauntletRun:
    """States: running, done, cancelled, failed."""

    def __init__(self, spec: RunSpec, out: Path) -> None:
        self.spec = spec
        self.out = out
        self.winners: list[list[int | None]] = [[] for _ in spec.matchups]
        self.cpu_seconds: list[float] = []  # each game's, in the order they came in
        self.table: dict[str, Any] | None = None
        self.error = ""
        self.state = "running"
        context = multiprocessing.get_context("spawn")  # a clean interpreter: no copy of the window
        self._messages = context.Queue()
        self._process: BaseProcess = context.Process(target=_play, args=(spec, out, self._messages), daemon=True)
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
        """Our deck's win rate per match-up so far, with its 95% Wilson interval (finished games)."""
        out = []
        for winners in self.winners:
            done = [w for w in winners if w is not None]
            out.append(rate(sum(1 for w in done if w == 0), len(done)))
        return out
