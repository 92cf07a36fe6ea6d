"""Median and 99th percentile of frame times, shared by the UI benchmarks."""

from __future__ import annotations

import cProfile
import statistics
import time
from typing import Protocol


class Framed(Protocol):
    def frame(self) -> object: ...


def timed_frame(app: Framed, profile: cProfile.Profile | None) -> tuple[float, float]:
    """One frame's wall-clock and CPU milliseconds (CPU time is less disturbed by other load)."""
    start, start_cpu = time.perf_counter(), time.process_time()
    if profile is not None:
        profile.enable()
    app.frame()
    if profile is not None:
        profile.disable()
    return (time.perf_counter() - start) * 1000.0, (time.process_time() - start_cpu) * 1000.0


def p99(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def summary(label: str, times_ms: list[float]) -> str:
    return (
        f"{label:<28} median {statistics.median(times_ms):5.2f} ms   p99 {p99(times_ms):5.2f} ms   "
        f"max {max(times_ms):6.2f} ms   ({len(times_ms)} frames)"
    )


def frame_report(times_ms: list[float], cpu_ms: list[float]) -> list[str]:
    """Two lines: the frames' wall-clock median, p99 and max, and their CPU median and p99."""
    return [
        f"frame time: median {statistics.median(times_ms):.2f} ms, p99 {p99(times_ms):.2f} ms, "
        f"max {max(times_ms):.2f} ms",
        f"CPU time per frame (less disturbed by other load): median {statistics.median(cpu_ms):.2f} ms, "
        f"p99 {p99(cpu_ms):.2f} ms",
    ]


def frames_and_size(argv: list[str]) -> tuple[int, tuple[int, int]]:
    """The benchmarks' FRAMES and WIDTHxHEIGHT arguments (600 frames at 1920x1080 unless given)."""
    args = [a for a in argv if not a.startswith("--")]
    frames = int(args[0]) if args else 600
    width, height = (int(v) for v in args[1].split("x")) if len(args) > 1 else (1920, 1080)
    return frames, (width, height)
