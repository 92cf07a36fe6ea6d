"""The card games' gauntlet in a child process (game/sim/background_run.py): Fusion World and
Battle Monsters games stream in without the window waiting, the table and reports are written."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from game.sim.background_run import BackgroundRun, play_core_gauntlet
from game.sim.core_runs import CoreRunSpec


def wait(run: BackgroundRun, seconds: float = 90.0) -> None:
    end = time.monotonic() + seconds
    while run.state == "running" and time.monotonic() < end:
        run.poll()
        time.sleep(0.02)


@pytest.mark.parametrize(
    ("game", "decks"),
    [
        ("battle-monsters", ["inferno_dragons", "tidal_wall", "stone_legion"]),
        ("fusion-world", ["ember_rush", "rootbound_ramp", "thunder_circus"]),
    ],
)
def test_a_core_gauntlet_streams_its_games_and_writes_the_table(tmp_path: Path, game: str, decks: list[str]) -> None:
    spec = CoreRunSpec(game, [(decks[0], d) for d in decks[1:]], ("heuristic", "heuristic"), games=1)
    started = time.monotonic()
    run = BackgroundRun(play_core_gauntlet, spec, tmp_path / "run")
    run.poll()
    assert time.monotonic() - started < 1.0  # the window never waits for the child
    wait(run)
    assert run.state == "done", run.error
    assert run.played == run.total == 2
    assert run.table is not None and len(run.table["rows"]) == 2
    assert (tmp_path / "run" / "gauntlet.md").exists()
    for row, streamed in zip(run.table["rows"], run.matchup_rates(), strict=True):
        assert row["win_rate"]["n"] == streamed["n"]
