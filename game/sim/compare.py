"""Is version B of a deck better than version A? The report of a compare run, for every game: each
deal (a seed, an opponent, the seats) played by both versions, the paired difference of their win
rates with its interval, the exact sign test on the deals whose results differ, the sequential
test's verdict, per opponent and over all, and the cards that changed (compare.json, compare.md,
compare.png).

A game's runner hands in the deals in the order played: (opponent, A won, B won), a deal either
version did not finish left out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.files.atomic_write import save_png_atomic, write_json_atomic, write_text_atomic
from game.sim.card_chart import pyplot
from game.sim.markdown import FEW_MARK, FEW_NOTE, points, table
from game.sim.paired import PairCounts, paired_report
from game.sim.sequential import BETTER, NO_DIFFERENCE, WORSE, Design, decide

Deal = tuple[int, bool, bool]  # opponent, A won, B won


@dataclass
class CompareRun:
    a_name: str
    b_name: str
    opponents: list[str]
    deals: list[Deal]  # in the order played
    design: Design
    every: int  # deals between two looks of the sequential test
    changes: list[str]  # the cards that changed, in words ("- 1 Tides (bb-24)")
    played_with: str  # who played each side, the rolls, the seed: one sentence
    unfinished: int = 0  # deals left out: a version's game hit the action cap
    stopped: str = ""  # why the run stopped before its most deals ("" when it played them all)


def verdict_words(decision: str, a: str, b: str, design: Design) -> str:
    delta = f"{100 * design.delta:g} points"
    return {
        BETTER: f"**{b} is better than {a}** (by at least {delta}, at this test's error rates)",
        WORSE: f"**{b} is worse than {a}** (by at least {delta}, at this test's error rates)",
        NO_DIFFERENCE: f"**no difference of {delta} or more** between {a} and {b}",
    }.get(decision, f"**undecided**: the deals played do not settle a difference of {delta} either way")


def compare_report(run: CompareRun) -> dict[str, Any]:
    pairs = [(a, b) for _, a, b in run.deals]
    verdict = decide(pairs, run.design, run.every)
    rows = []
    for m, name in enumerate(run.opponents):
        counts = PairCounts.of((a, b) for o, a, b in run.deals if o == m)
        rows.append({"opponent": name, **paired_report(counts)})
    return {
        "a": run.a_name,
        "b": run.b_name,
        "changes": run.changes,
        "played_with": run.played_with,
        "design": run.design.to_json(),
        "looks_every": run.every,
        "verdict": verdict.to_json(),
        "verdict_words": verdict_words(verdict.decision, run.a_name, run.b_name, run.design),
        "overall": paired_report(PairCounts.of(pairs)),
        "opponents": rows,
        "unfinished_deals": run.unfinished,
        "stopped": run.stopped,
    }


def _row(label: str, r: dict[str, Any]) -> list[str]:
    return [
        label,
        str(r["deals"]),
        f"{100 * r['a_rate']:.1f}%",
        f"{100 * r['b_rate']:.1f}%",
        points(r["difference"]),
        f"{r['b_only']} / {r['a_only']}",
        f"{r['p_value']:.3g}",
    ]


def compare_markdown(report: dict[str, Any], chart: str | None) -> str:
    a, b = report["a"], report["b"]
    design = Design(**report["design"])
    verdict = report["verdict"]
    lines = [f"# Compare: {b} against {a}", "", report["played_with"], ""]
    lines += ["Cards that changed (A to B):", "", *(report["changes"] or ["- none: the same cards"]), ""]
    lines += [
        f"Verdict after {verdict['deals']} deals: {report['verdict_words']}.",
        "",
        f"The test: {design.words()}. It looked every {report['looks_every']} deals"
        + (f" and stopped because {report['stopped']}." if report["stopped"] else ", up to the most deals allowed."),
        "",
        "Both versions played the same deals (the same seeds, seats, opponents and rolls), so most of "
        "what decides a game cancels out: the difference rests on the deals whose results differ. "
        "Difference: B's win rate minus A's, in points, with Newcombe's paired 95% interval; p: the exact "
        "two-sided McNemar test on the differing deals. After a run stopped by the sequential test, "
        "these fixed-size figures read a little too sure; the verdict is the sequential test's.",
        "",
    ]
    header = ["Against", "Deals", f"A: {a}", f"B: {b}", "Difference B - A", "Differing (B won / A won)", "p"]
    rows = [_row("**all**", report["overall"])]
    rows += [_row(r["opponent"], r) for r in report["opponents"]] if len(report["opponents"]) > 1 else []
    lines += table(header, rows)
    if any(FEW_MARK in cell for row in rows for cell in row):
        lines += ["", FEW_NOTE]
    overall = report["overall"]
    if overall["deals"] and overall["pairing_gain"]:
        share = overall["differing"] / overall["deals"]
        lines += [
            "",
            f"{overall['differing']} of the {overall['deals']} deals ({100 * share:.0f}%) "
            f"came out differently for the two versions; two separate runs would have needed about "
            f"{overall['pairing_gain']:.1f} times as many games for the same precision.",
        ]
    if report["unfinished_deals"]:
        lines += ["", f"{report['unfinished_deals']} deals left out: a version's game was cut off unfinished."]
    if chart:
        lines += ["", f"![{chart}]({chart})"]
    return "\n".join(lines) + "\n"


def compare_chart(report: dict[str, Any], path: Path) -> None:
    rows = [("all opponents", report["overall"])]
    if len(report["opponents"]) > 1:
        rows += [(r["opponent"], r) for r in report["opponents"]]
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(8, 1.5 + 0.35 * len(rows)))
    diffs = [r["difference"] for _, r in rows]
    xs = [100 * d["rate"] for d in diffs]
    low = [max(0.0, 100 * (d["rate"] - d["low"])) for d in diffs]
    high = [max(0.0, 100 * (d["high"] - d["rate"])) for d in diffs]
    colours = ["#222222"] + ["#3d6fa8"] * (len(rows) - 1)
    for k in range(len(rows)):
        ax.errorbar([xs[k]], [k], xerr=[[low[k]], [high[k]]], fmt="o", color=colours[k], capsize=3)
    delta = 100 * float(report["design"]["delta"])
    ax.axvline(0, color="grey", linewidth=0.8)
    for edge in (-delta, delta):
        ax.axvline(edge, color="grey", linewidth=0.8, linestyle=":")
    ax.set_yticks(range(len(rows)), [name for name, _ in rows], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel(f"{report['b']} minus {report['a']}: win rate, points (paired 95% interval; dotted: ±{delta:g})")
    ax.set_title(f"Compare: {report['verdict']['decision']} after {report['verdict']['deals']} deals")
    fig.tight_layout()
    save_png_atomic(fig, path)
    plt.close(fig)


def write_compare(run: CompareRun, out: Path) -> dict[str, Any]:
    """compare.json, compare.md and compare.png in `out`; returns the report."""
    report = compare_report(run)
    chart = "compare.png" if report["overall"]["deals"] else None
    if chart:
        compare_chart(report, out / chart)
    write_json_atomic(out / "compare.json", report, sort_keys=True)
    write_text_atomic(out / "compare.md", compare_markdown(report, chart))
    return report


def compare_stop_rule(
    deals_of: Callable[[Sequence[dict[str, Any]]], list[Deal]], design: Design, every: int
) -> Callable[[Sequence[dict[str, Any]]], str]:
    """The stopping rule of a compare: the sequential test's verdict on the deals so far."""

    def rule(games: Sequence[dict[str, Any]]) -> str:
        verdict = decide([(a, b) for _, a, b in deals_of(games)], design, every)
        return f"the sequential test decided ({verdict.decision})" if verdict.decided else ""

    return rule
