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


class _Client:
    def __init__(self) -> None:
        self.workers: list[str] = []

    def scheduler_info(self) -> dict[str, Any]:
        return {"workers": {w: {} for w in self.workers}}


class _Executor:
    def __init__(self) -> None:
        self._client = _Client()


def test_watch_waits_a_bounded_time_for_a_worker_and_says_so() -> None:
    from game.sim.cluster import ClusterWatch, NoWorkers

    now = [0.0]
    executor = _Executor()
    watch = ClusterWatch(executor, "tcp://sched:8786", wait=30, clock=lambda: now[0])  # type: ignore[arg-type]  # a stand-in executor with a fake client
    assert "waiting up to 30 s" in watch.check()
    now[0] = 29.0
    watch.check()
    now[0] = 30.0
    with pytest.raises(NoWorkers, match="no Dask worker joined the scheduler at tcp://sched:8786 in 30 s"):
        watch.check()


def test_watch_notes_lost_workers_and_gives_up_when_all_are_gone() -> None:
    from game.sim.cluster import ClusterWatch, NoWorkers

    now = [0.0]
    executor = _Executor()
    executor._client.workers = ["tcp://a", "tcp://b"]
    watch = ClusterWatch(executor, "tcp://sched:8786", wait=10, clock=lambda: now[0])  # type: ignore[arg-type]  # a stand-in executor with a fake client
    assert watch.check() == "2 workers"
    executor._client.workers = ["tcp://b", "tcp://c"]  # a was lost, c joined
    assert watch.check() == "2 workers, 1 lost (their games played again elsewhere)"
    assert watch.lost == ["tcp://a"] and "tcp://a" in watch.lost_words()
    executor._client.workers = []
    watch.check()
    now[0] = 10.0
    with pytest.raises(NoWorkers, match=r"every Dask worker .* is gone"):
        watch.check()


def test_a_scheduler_without_workers_is_given_up_on(tmp_path: Path) -> None:
    distributed = pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    from game.sim.cluster import ClusterWatch, NoWorkers, dask_executor

    cluster = distributed.LocalCluster(n_workers=0, processes=True, dashboard_address=None)
    try:
        with dask_executor(cluster.scheduler_address) as executor:
            watch = ClusterWatch(executor, cluster.scheduler_address, wait=1.5)
            with pytest.raises(NoWorkers, match="no Dask worker joined"):
                watch.wait_for_workers(poll=0.2)
    finally:
        cluster.close()


def test_a_lost_worker_is_reported_and_its_games_played_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A worker killed during a run: the run finishes every game (Dask plays the lost ones again on
    the other worker, or on the one the nanny starts in its place), and the watch names the lost one."""
    import os
    import signal

    distributed = pytest.importorskip("dask.distributed", reason="dask[distributed] is not installed")
    from game.games.bakugan.sim.deck_test import RunSpec, play_run
    from game.sim.cluster import ClusterWatch, dask_executor
    from game.sim.store import RunStore

    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    try:
        with dask_executor(cluster.scheduler_address) as executor:
            client = executor._client  # type: ignore[attr-defined]  # the dask executor's, not declared by Executor
            watch = ClusterWatch(executor, cluster.scheduler_address, wait=60)
            assert watch.wait_for_workers() == 2
            pids = client.run(os.getpid)
            victim = sorted(pids)[0]
            spec = RunSpec(matchups=[("aquos_flow", "pyrus_fury")], agents=("random", "random"), games=16, seed=2)
            killed: list[str] = []
            sink = open(os.devnull, "w")  # noqa: SIM115

            original = RunStore.append

            def append(self: RunStore, games: list[dict[str, Any]]) -> None:  # the first games kept: kill a worker
                original(self, games)
                if not killed:
                    os.kill(pids[victim], signal.SIGKILL)
                    killed.append(victim)

            monkeypatch.setattr(RunStore, "append", append)
            result = play_run(spec, tmp_path / "run", jobs=2, executor=executor, cluster=watch, progress=sink)
            watch.check()
    finally:
        cluster.close()
    assert len(result.games) == 16 and not result.interrupted
    assert victim in watch.lost
