"""The Markdown report of a core game's run (game/sim/run_report.py's figures), and writing the
whole report: report.json, report.md and the charts."""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.files.atomic_write import write_json_atomic, write_text_atomic
from game.sim.batch import Summary
from game.sim.card_figures_md import card_table
from game.sim.markdown import FEW_MARK, FEW_NOTE, pct, table
from game.sim.run_charts import write_run_charts
from game.sim.run_report import CardNames, build_run_report


def _share(count: int, total: int) -> str:
    return f"{count} ({100 * count / total:.0f}%)" if total else "0"


def endings_lines(report: dict[str, Any]) -> list[str]:
    endings = report["endings"]
    labels = [s["label"] for s in report["sides"]]
    lines = ["", "## How games end", ""]
    rows = [
        [
            reason,
            _share(count, report["games"]),
            *(str(won.get(reason, 0)) for won in endings["won_by_side"]),
        ]
        for reason, count in endings["total"].items()
    ]
    lines += table(["How", "All games", *(f"{label} won" for label in labels)], rows)
    going = endings["still_playing"]
    shown = [t for t in (3, 5, 7, 10, 15, 20, 30) if t < len(going)]
    if shown:
        lines += [
            "",
            "Games still going after turn N: " + ", ".join(f"{t}: {100 * going[t]:.0f}%" for t in shown) + ".",
        ]
    return lines


def render_run_markdown(
    report: dict[str, Any], title: str, charts: Sequence[str] = (), cpu_seconds: float | None = None
) -> str:
    """The report in Markdown; `cpu_seconds` a game, when given, is said (it is no figure of the
    games: report.json leaves it out, so the same games give the same report)."""
    params = report["params"]
    sides = report["sides"]
    lines = [f"# {title}: {' vs '.join(s['label'] for s in sides)}", ""]
    lines.append(f"{report['games']} games ({report['finished']} finished), seed {params.get('seed')}.")
    if report.get("interrupted"):
        lines += ["", "**Stopped before the end**: these figures cover the games finished so far (`--resume` goes on)."]
    lines += [line for note in report.get("notes", []) for line in ("", note)]
    if not sides:
        return "\n".join(lines) + "\n"
    lines += ["", "Computer players: " + ", ".join(f"{s['deck']} `{s['agent']}`" for s in sides) + "."]
    lines += ["", "Win rates with 95% Wilson intervals.", ""]
    rows = [
        [s["label"], pct(s["win_rate"]), pct(s["win_rate_going_first"]), pct(s["win_rate_going_second"])] for s in sides
    ]
    lines += table(["Side", "Win rate", "Going first", "Going second"], rows)
    if any(FEW_MARK in cell for row in rows for cell in row):
        lines += ["", FEW_NOTE]
    length = report["length"]
    lines += [
        "",
        f"First-player advantage: the starting player won {pct(report['first_player_win_rate'])}.",
        "",
        f"Game length: mean {length['mean_turns']:.1f} turns, median {length['median_turns']:g}, 95 games in 100 "
        f"by turn {length['p95_turns']}, range {length['min_turns']}–{length['max_turns']}.",
    ]
    if cpu_seconds is not None:
        lines += ["", f"Speed: {cpu_seconds:.3f} CPU seconds a game (both players)."]
    if report.get("unfinished"):
        lines += ["", f"{report['unfinished']} games were cut off unfinished (the action cap) and are not counted."]
    lines += endings_lines(report)
    for side in sides:
        lines += ["", f"## {side['label']}", "", *card_table(side["cards"])]
    if charts:
        lines += ["", "## Charts", "", *(f"![{name}]({name})" for name in charts)]
    return "\n".join(lines) + "\n"


def write_run_report(
    games: Sequence[Summary],
    params: dict[str, Any],
    out: Path,
    *,
    title: str,
    decks: Sequence[Mapping[str, int]] = (),
    names: CardNames | None = None,
    interrupted: bool = False,
    notes: Sequence[str] = (),
    charts: bool = True,
) -> dict[str, Any]:
    out.mkdir(parents=True, exist_ok=True)
    report = build_run_report(games, params, decks=decks, names=names, interrupted=interrupted, notes=notes)
    chart_names = write_run_charts(report, out) if charts else []
    report["charts"] = chart_names
    write_json_atomic(out / "report.json", report, sort_keys=True)
    cpu = statistics.fmean(float(g.get("cpu_seconds", 0.0)) for g in games) if games else None
    write_text_atomic(out / "report.md", render_run_markdown(report, title, chart_names, cpu))
    return report
