"""A one-line progress bar: games done, games per second and time left."""

from __future__ import annotations

import sys
import time
from typing import TextIO


def _clock(seconds: float) -> str:
    seconds = max(0, int(seconds))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class Progress:
    def __init__(self, total: int, done: int = 0, stream: TextIO | None = None, width: int = 30) -> None:
        self.total = total
        self.done = done
        self.start_done = done
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.start = time.perf_counter()
        self._last = 0.0
        self.note = ""  # said after the figures (a cluster's workers)
        self._shown = 0  # the length of the line on screen

    def rate(self) -> float:
        elapsed = time.perf_counter() - self.start
        return (self.done - self.start_done) / elapsed if elapsed > 0 else 0.0

    def line(self) -> str:
        fraction = self.done / self.total if self.total else 1.0
        filled = int(self.width * fraction)
        rate = self.rate()
        left = (self.total - self.done) / rate if rate > 0 else 0.0
        bar = "#" * filled + "." * (self.width - filled)
        note = f"  {self.note}" if self.note else ""
        return f"[{bar}] {self.done}/{self.total} games  {rate:.1f} games/s  {_clock(left)} left{note}"

    def advance(self, count: int = 1) -> None:
        self.done += count
        now = time.perf_counter()
        if now - self._last >= 0.2 or self.done >= self.total:
            self._last = now
            self.show()

    def show(self, end: str = "") -> None:
        """Write the line again now (padded over a longer one before it, when its note got shorter)."""
        line = self.line()
        self.stream.write("\r" + line.ljust(self._shown) + end)
        self.stream.flush()
        self._shown = 0 if end else len(line)

    def close(self) -> None:
        self.show("\n")
