"""Fusion World's and Battle Monsters' `simulate` killed with SIGKILL part way resume with --resume
to the same report.json as a run that was never interrupted (the finished games are kept in
games.jsonl; the rest are played again with the same seeds)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.sim.store import GAMES_FILE

ROOT = Path(__file__).parents[2]
GAMES = 60


def _simulate(game: str, out: Path, *extra: str) -> list[str]:
    run = ["simulate", "--game", game, "--games", str(GAMES), "--jobs", "1", "--seed", "5", "--out", str(out)]
    return [sys.executable, "-m", "game", *run, *extra]


def _finished(folder: Path) -> int:
    try:
        return sum(1 for line in (folder / GAMES_FILE).read_text(encoding="utf-8").splitlines() if line.endswith("}"))
    except OSError:
        return 0


def _report(folder: Path) -> dict[str, object]:
    report: dict[str, object] = json.loads((folder / "report.json").read_text(encoding="utf-8"))
    return report


@pytest.mark.parametrize("game", ["fusion-world", "battle-monsters"])
def test_a_run_killed_part_way_resumes_to_the_report_of_a_whole_run(game: str, tmp_path: Path) -> None:
    whole, cut = tmp_path / "whole", tmp_path / "cut"
    subprocess.run(_simulate(game, whole), cwd=ROOT, check=True, capture_output=True, timeout=600)
    run = subprocess.Popen(_simulate(game, cut), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 300
    while run.poll() is None and _finished(cut) == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    kept = _finished(cut)
    run.send_signal(signal.SIGKILL)
    run.wait()
    if not 0 < kept < GAMES:
        pytest.skip(f"the run was not caught part way ({kept} of {GAMES} games kept when it was killed)")
    assert not (cut / "report.json").exists()
    again = subprocess.run(_simulate(game, cut, "--resume"), cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert again.returncode == 0, again.stdout + again.stderr
    assert _finished(cut) == GAMES
    assert _report(cut) == _report(whole)
