"""Deck tests on a Dask cluster: the distributed client's `concurrent.futures` executor stands in
for the local process pool, so a run plays the same games and writes the same report
(docs/SCALING.md says how to start a scheduler and workers).

A scheduler with no worker would leave a run at 0 games for ever: `ClusterWatch` waits a bounded
time for the first worker and gives up saying so, and during the run notes the workers that leave
(Dask plays their games again on the others) and gives up when none is left for that long.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from typing import Any

from game.sim.scheduler_address import LOCAL, BadSchedulerAddress, checked_address, probe

CONNECT_TIMEOUT = "20s"
WORKER_WAIT = 60.0  # seconds a run waits for a worker to join (or come back) before it gives up
INSTALL_HINT = "pip install 'bakugan-sim[cluster]' (or pip install 'dask[distributed]')"


class ClusterUnavailable(RuntimeError):
    pass


class NoWorkers(ClusterUnavailable):
    """The scheduler had no worker for WORKER_WAIT seconds (none joined, or all left)."""


def _distributed() -> Any:
    try:
        import dask.distributed as distributed
    except ImportError as exc:
        raise ClusterUnavailable(f"--scheduler needs Dask's distributed scheduler: {INSTALL_HINT}") from exc
    return distributed


@contextmanager
def dask_executor(address: str, workers: int = 2) -> Iterator[Executor]:
    """An executor on the cluster whose scheduler listens at `address` ("tcp://host:8786"), or on a
    local cluster of `workers` single-threaded worker processes started for the run ("local")."""
    try:
        address = checked_address(address)
        if address != LOCAL:
            probe(address)  # a tcp:// address answers as a Dask scheduler does (else Dask hangs there)
    except (BadSchedulerAddress, ConnectionError) as exc:
        raise ClusterUnavailable(str(exc)) from exc
    distributed = _distributed()
    cluster = None
    try:
        if address == LOCAL:
            cluster = distributed.LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
            )
            client = distributed.Client(cluster)
        else:
            client = distributed.Client(address, timeout=CONNECT_TIMEOUT)
    except (OSError, MemoryError) as exc:  # no scheduler at that address, or not one that speaks Dask
        if cluster is not None:
            cluster.close()
        raise ClusterUnavailable(f"cannot reach the Dask scheduler at {address}: {exc}") from exc
    try:
        executor: Executor = client.get_executor(pure=False)
        yield executor
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def worker_count(executor: Executor) -> int:
    """How many workers the cluster has now (for chunk sizes); 1 when it cannot say."""
    client = getattr(executor, "_client", None)
    if client is None:
        return 1
    try:
        return max(1, len(client.scheduler_info().get("workers", {})))
    except Exception:
        return 1


class ClusterWatch:
    """The workers of a run's cluster: those seen, those lost, and how long it has had none."""

    def __init__(
        self, executor: Executor, address: str, wait: float | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.client = getattr(executor, "_client", None)
        self.address = address
        self.wait = WORKER_WAIT if wait is None else wait
        self.clock = clock
        self.seen: set[str] = set()
        self.lost: list[str] = []
        self.count = 0  # workers at the last look
        self._alone_since: float | None = None

    def workers(self) -> set[str]:
        if self.client is None:
            return {"local"}
        try:
            return set(self.client.scheduler_info().get("workers", {}))
        except Exception:  # the scheduler is busy or gone: nothing new to say
            return set(self.seen) - set(self.lost)

    def check(self) -> str:
        """Look at the workers now: a note for the progress line ("2 workers, 1 lost"); NoWorkers
        once there has been none for `wait` seconds."""
        now = self.workers()
        self.count = len(now)
        self.lost += sorted(w for w in self.seen - now if w not in self.lost)
        self.seen |= now
        if now:
            self._alone_since = None
        else:
            if self._alone_since is None:
                self._alone_since = self.clock()
            waited = self.clock() - self._alone_since
            if waited >= self.wait:
                raise NoWorkers(self.gone_words())
        return self.note()

    def gone_words(self) -> str:
        if not self.seen:
            return (
                f"no Dask worker joined the scheduler at {self.address} in {self.wait:g} s: start one with "
                f"`dask worker {self.address} --nthreads 1` (docs/SCALING.md)"
            )
        return (
            f"every Dask worker of the scheduler at {self.address} is gone ({len(self.lost)} lost) and none came "
            f"back in {self.wait:g} s: the finished games are kept (--resume goes on)"
        )

    def note(self) -> str:
        lost = f", {len(self.lost)} lost (their games played again elsewhere)" if self.lost else ""
        waiting = "" if self.count else f", waiting up to {self.wait:g} s for one"
        return f"{self.count} worker{'s' if self.count != 1 else ''}{lost}{waiting}"

    def lost_words(self) -> str:
        """For the report: the workers lost during the run ("" when none)."""
        if not self.lost:
            return ""
        return (
            f"{len(self.lost)} Dask worker{'s' if len(self.lost) != 1 else ''} left during the run "
            f"({', '.join(self.lost)}); Dask played their unfinished games again on the others"
        )

    def wait_for_workers(self, poll: float = 0.5) -> int:
        """Block until the cluster has a worker (NoWorkers after `wait` seconds); how many it has."""
        while not self.check() or not self.count:
            time.sleep(poll)
        return self.count
