"""Median and 99th percentile of frame times, shared by the UI benchmarks."""

from __future__ import annotations

import statistics


def p99(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def summary(label: str, times_ms: list[float]) -> str:
    return (
        f"{label:<28} median {statistics.median(times_ms):5.2f} ms   p99 {p99(times_ms):5.2f} ms   "
        f"max {max(times_ms):6.2f} ms   ({len(times_ms)} frames)"
    )
