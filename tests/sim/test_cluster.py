"""A run on a local Dask cluster of two workers gives the same report as --jobs 2."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.cli import main


def _report(folder: Path) -> dict[str, Any]:
    report: dict[str, Any] = json.loads((folder / "report.json").read_text())
    report.pop("charts", None)
    return report


def test_local_dask_cluster_gives_the_same_report_as_two_jobs(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed (pip install '.[cluster]')")
    common = ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--games", "6", "--agents", "heuristic",
              "--seed", "11", "--jobs", "2"]  # fmt: skip
    assert main([*common, "--out", str(tmp_path / "pool")]) == 0
    assert main([*common, "--scheduler", "local", "--out", str(tmp_path / "dask")]) == 0
    pool, dask = _report(tmp_path / "pool"), _report(tmp_path / "dask")
    assert dask["games"] == 6
    assert dask == pool


def test_unreachable_scheduler_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed (pip install '.[cluster]')")
    monkeypatch.setattr("game.sim.cluster.CONNECT_TIMEOUT", "1s")
    code = main(["simulate", "--decks", "aquos_flow", "pyrus_fury", "--games", "1", "--scheduler",
                 "tcp://127.0.0.1:1", "--out", str(tmp_path / "x")])  # fmt: skip
    assert code == 2
    assert "cannot reach the Dask scheduler at tcp://127.0.0.1:1" in capsys.readouterr().out
