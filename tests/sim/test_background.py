"""The gauntlet in a child process: results stream in without waiting, the report is written, and
a cancel ends the child at once."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from game.games.bakugan.decks import ready_decks
from game.games.bakugan.sim.background import GauntletRun, gauntlet_spec


def wait(run: GauntletRun, until: object, seconds: float = 60.0) -> None:
    assert callable(until)
    end = time.monotonic() + seconds
    while not until() and time.monotonic() < end:
        run.poll()
        time.sleep(0.02)


def test_a_small_gauntlet_streams_every_game_and_writes_the_report(tmp_path: Path) -> None:
    decks = ready_decks()
    run = GauntletRun(gauntlet_spec(decks[0], decks[1:3], games=2), tmp_path / "run")
    started = time.monotonic()
    assert run.poll() is False or run.played <= run.total  # never waits
    assert time.monotonic() - started < 0.5
    wait(run, lambda: run.state != "running")
    assert run.state == "done", run.error
    assert run.played == run.total == 4
    assert run.table is not None and len(run.table["rows"]) == 2
    streamed = run.matchup_rates()
    for row, rate in zip(run.table["rows"], streamed, strict=True):
        assert row["win_rate"]["successes"] == rate["successes"] and row["win_rate"]["n"] == rate["n"]
        assert 0.0 <= rate["low"] <= rate["rate"] <= rate["high"] <= 1.0
    assert (tmp_path / "run" / "gauntlet.md").exists()
    games = [json.loads(line) for line in (tmp_path / "run" / "games.jsonl").read_text().splitlines()]
    assert len(games) == 4
    assert sorted(run.cpu_seconds) == sorted(g["cpu_seconds"] for g in games)  # each game's CPU time, streamed
    assert run.cpu_ms_per_game() == pytest.approx(1000 * sum(g["cpu_seconds"] for g in games) / 4)


def test_cancel_stops_the_child_and_keeps_what_was_played(tmp_path: Path) -> None:
    decks = ready_decks()
    run = GauntletRun(gauntlet_spec(decks[0], decks, games=50), tmp_path / "run")
    wait(run, lambda: run.played > 0)
    run.cancel()
    assert run.state == "cancelled"
    assert not run._process.is_alive()
    played = run.played
    assert 0 < played < run.total
    assert run.poll() is False and run.played == played
