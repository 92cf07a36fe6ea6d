"""Deck tests on a Dask cluster: the distributed client's `concurrent.futures` executor stands in
for the local process pool, so a run plays the same games and writes the same report
(docs/SCALING.md says how to start a scheduler and workers)."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from typing import Any

from game.sim.scheduler_address import LOCAL, BadSchedulerAddress, checked_address, probe

CONNECT_TIMEOUT = "20s"
INSTALL_HINT = "pip install 'bakugan-sim[cluster]' (or pip install 'dask[distributed]')"


class ClusterUnavailable(RuntimeError):
    pass


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
