"""Markdown pieces shared by the run reports: tables, and rates and differences with their
intervals, marked when they rest on too few games to read."""

from __future__ import annotations

from typing import Any, Final

from game.sim.wilson import FEW_GAMES_WIDTH, too_few

FEW_MARK: Final = "†"
FEW_NOTE: Final = (
    f"{FEW_MARK}: too few games to read (a rate's 95% interval is over {100 * FEW_GAMES_WIDTH:.0f} points wide, "
    f"a difference's over {200 * FEW_GAMES_WIDTH:.0f})."
)


def table(header: list[str], rows: list[list[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    return lines + ["| " + " | ".join(row) + " |" for row in rows]


def pct(r: dict[str, Any]) -> str:
    """A rate in full: 52.3% [48.1–56.4] (n=512), or – on no games."""
    if not r["n"]:
        return "–"
    mark = FEW_MARK if too_few(r) else ""
    return f"{100 * r['rate']:.1f}% [{100 * r['low']:.1f}–{100 * r['high']:.1f}] (n={r['n']}){mark}"


def short_pct(r: dict[str, Any]) -> str:
    """A rate for a wide table: 52 (48–56), or – on no games."""
    if not r["n"]:
        return "–"
    mark = FEW_MARK if too_few(r) else ""
    return f"{100 * r['rate']:.0f} ({100 * r['low']:.0f}–{100 * r['high']:.0f}){mark}"


def points(d: dict[str, Any], digits: int = 1) -> str:
    """A difference of rates in points with its interval: +3.1 (−1.2 to +7.4)."""
    if not d["n"]:
        return "–"
    mark = FEW_MARK if too_few(d, 2 * FEW_GAMES_WIDTH) else ""  # two rates' noise
    return f"{100 * d['rate']:+.{digits}f} ({100 * d['low']:+.{digits}f} to {100 * d['high']:+.{digits}f}){mark}"


def played_with(params: dict[str, Any], mine: str = "this deck", most: bool = False, unit: str = "games") -> str:
    """The run's choices in one sentence: who played each side (`mine`: how the tested side is
    called), the rolls (a game that rolls) and the number of games (`most`: a stopping rule's most)."""
    agents = list(params.get("agents", []))
    me, theirs = [*agents, "?", "?"][:2]
    rolls = params.get("rolls_note") or params.get("rolls")
    said = f" Rolls: {rolls}." if rolls else ""
    games = f"At most {params.get('games', '?')}" if most else str(params.get("games", "?"))
    return (
        f"Computer players: {mine} `{me}`, opponents `{theirs}`.{said} "
        f"{games} {unit} per opponent, seed {params.get('seed', 0)}."
    )
