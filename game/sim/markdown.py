"""Markdown pieces shared by the run reports."""

from __future__ import annotations

from typing import Any


def pct(r: dict[str, Any]) -> str:
    """A rate with its Wilson interval and count (game/sim/wilson.py), or a dash for none."""
    if not r["n"]:
        return "–"
    return f"{100 * r['rate']:.1f}% [{100 * r['low']:.1f}–{100 * r['high']:.1f}] (n={r['n']})"


def table(header: list[str], rows: list[list[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    return lines + ["| " + " | ".join(row) + " |" for row in rows]
