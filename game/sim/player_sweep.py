"""Is it the deck or the player? Each deck played by several computer players on the same deals
(its opponents keep one player), and how much each deck gains from stronger play: its win rate
per player, and each player's gain over the first one as a paired difference with its interval
and the exact sign test (player_sweep.json, player_sweep.md, player_sweep.png), for every game.

A runner hands in the deals every player finished, in order: (match-up, won per player), and the
deck each match-up tests.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.files.atomic_write import save_png_atomic, write_json_atomic, write_text_atomic
from game.sim.card_chart import pyplot
from game.sim.markdown import FEW_MARK, FEW_NOTE, points, short_pct, table
from game.sim.paired import PairCounts, paired_report
from game.sim.wilson import rate

DealWins = tuple[int, list[bool]]  # match-up, won per player


def sweep_report(
    players: Sequence[str], deck_of_matchup: Sequence[str], deals: Sequence[DealWins], played_with: str
) -> dict[str, Any]:
    decks = list(dict.fromkeys(deck_of_matchup))
    rows: list[dict[str, Any]] = []
    for deck in decks:
        mine = [won for m, won in deals if deck_of_matchup[m] == deck]
        rates = {p: rate(sum(w[k] for w in mine), len(mine)) for k, p in enumerate(players)}
        gains = {p: paired_report(PairCounts.of((w[0], w[k]) for w in mine)) for k, p in enumerate(players) if k > 0}
        rows.append({"deck": deck, "deals": len(mine), "win_rate": rates, "gain": gains})
    mean_gain = {
        p: statistics.fmean(r["gain"][p]["difference"]["rate"] for r in rows) if rows else 0.0 for p in players[1:]
    }
    return {"players": list(players), "played_with": played_with, "decks": rows, "mean_gain": mean_gain}


def sweep_markdown(report: dict[str, Any], chart: str | None) -> str:
    players: list[str] = report["players"]
    base = players[0]
    lines = [
        "# Is it the deck or the player?",
        "",
        report["played_with"],
        "",
        f"Each deck's win rate (%, 95% interval) when each player plays it, on the same deals, and its gain over "
        f"`{base}` in points (paired 95% interval; p: exact sign test on the deals whose results differ). "
        "A deck that gains much needs a strong player; one that gains little plays itself.",
        "",
    ]
    header = ["Deck", "Deals", *(f"`{p}`" for p in players), *(f"`{p}` − `{base}` (p)" for p in players[1:])]
    rows = [
        [
            r["deck"],
            str(r["deals"]),
            *(short_pct(r["win_rate"][p]) for p in players),
            *(f"{points(r['gain'][p]['difference'])} ({r['gain'][p]['p_value']:.2g})" for p in players[1:]),
        ]
        for r in report["decks"]
    ]
    if len(report["decks"]) > 1:
        rows.append(
            [
                "**mean over decks**",
                "",
                *("" for _ in players),
                *(f"{100 * report['mean_gain'][p]:+.1f}" for p in players[1:]),
            ]
        )
    lines += table(header, rows)
    if any(FEW_MARK in cell for row in rows for cell in row):
        lines += ["", FEW_NOTE]
    if chart:
        lines += ["", f"![{chart}]({chart})"]
    return "\n".join(lines) + "\n"


def sweep_chart(report: dict[str, Any], path: Path) -> None:
    players: list[str] = report["players"]
    rows = report["decks"]
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(8, 1.5 + 0.4 * len(rows) * max(1, len(players) - 1)))
    colours = ["#3d6fa8", "#c0793a", "#5a9e5a", "#8e5aa8"]
    step = 0.8 / max(1, len(players) - 1)
    for k, player in enumerate(players[1:]):
        diffs = [r["gain"][player]["difference"] for r in rows]
        ys = [i - 0.4 + step * (k + 0.5) for i in range(len(rows))]
        xs = [100 * d["rate"] for d in diffs]
        low = [max(0.0, 100 * (d["rate"] - d["low"])) for d in diffs]
        high = [max(0.0, 100 * (d["high"] - d["rate"])) for d in diffs]
        ax.errorbar(xs, ys, xerr=[low, high], fmt="o", capsize=3, color=colours[k % len(colours)],
                    label=f"{player} − {players[0]}")  # fmt: skip
    ax.axvline(0, color="grey", linewidth=0.8)
    ax.set_yticks(range(len(rows)), [r["deck"] for r in rows], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("win rate gained with the stronger player, points (paired 95% interval)")
    ax.set_title("How much each deck gains from stronger play")
    ax.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    save_png_atomic(fig, path)
    plt.close(fig)


def write_sweep(report: dict[str, Any], out: Path) -> None:
    """player_sweep.json, player_sweep.md and player_sweep.png in `out`."""
    chart = "player_sweep.png" if len(report["players"]) > 1 and report["decks"] else None
    if chart:
        sweep_chart(report, out / chart)
    write_json_atomic(out / "player_sweep.json", report, sort_keys=True)
    write_text_atomic(out / "player_sweep.md", sweep_markdown(report, chart))
