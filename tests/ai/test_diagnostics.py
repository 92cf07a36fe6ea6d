"""The search diagnostics still run end to end (a deal each, tiny budgets): they read the real game
from the runner, as the ceiling players do, and broke once when the view stopped handing it out."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> str:
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.slow
def test_policy_diff_compares_two_search_players_on_the_same_positions() -> None:
    out = _run("benchmarks/policy_diff.py", "search:2:1", "w12loose", "1", "5", "2", "0")
    assert "won" in out and "/2;" in out


@pytest.mark.slow
def test_search_gain_re_measures_the_searchs_choices() -> None:
    out = _run("benchmarks/search_gain.py", "1", "5", "2", "1.0", "-", "search:2:1", "0")
    assert "search won" in out and "per decision means" in out
