"""PNG charts of a run's report for every game (matplotlib, Agg backend: no display needed): win
rates with their intervals, game length, how games ended, and each side's cards."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.atomic_write import save_png_atomic
from game.sim.card_chart import pyplot, write_card_chart


def interval_bars(ax: Any, labels: list[str], rates: list[dict[str, Any]], title: str) -> None:
    values = [100 * r["rate"] for r in rates]
    low = [max(0.0, 100 * (r["rate"] - r["low"])) for r in rates]
    high = [max(0.0, 100 * (r["high"] - r["rate"])) for r in rates]
    ax.barh(labels, values, xerr=[low, high], color="#4a7fb5", capsize=4)
    ax.invert_yaxis()  # first label on top
    ax.set_xlim(0, 100)
    ax.set_xlabel("% (95% Wilson interval)")
    ax.set_title(title)


def save(fig: Any, folder: Path, name: str, names: list[str]) -> None:
    fig.tight_layout()
    save_png_atomic(fig, folder / name)
    pyplot().close(fig)
    names.append(name)


def win_rate_chart(report: dict[str, Any], folder: Path, names: list[str], second: tuple[str, str] | None) -> None:
    """win_rates.png: each side's win rate, and a second figure beside it (key, title), if any."""
    sides = report["sides"]
    labels = [s["label"] for s in sides]
    fig, axes = pyplot().subplots(1, 2 if second else 1, figsize=(11 if second else 6, 1.2 + 0.6 * len(sides)))
    first_ax = axes[0] if second else axes
    interval_bars(first_ax, labels, [s["win_rate"] for s in sides], "Win rate")
    if second:
        interval_bars(axes[1], labels, [s[second[0]] for s in sides], second[1])
    save(fig, folder, "win_rates.png", names)


def length_chart(report: dict[str, Any], folder: Path, names: list[str]) -> None:
    """game_length.png: how many turns the games lasted, with the median and the 95th percentile."""
    length = report["length"]
    histogram = length["histogram"]
    fig, ax = pyplot().subplots(figsize=(7, 3.5))
    ax.bar([int(k) for k in histogram], list(histogram.values()), color="#6b9e5a")
    if "p95_turns" in length:
        ax.axvline(length["median_turns"], color="black", linewidth=1.2,
                   label=f"half the games end by turn {length['median_turns']:g}")  # fmt: skip
        ax.axvline(length["p95_turns"], color="black", linestyle="--", linewidth=1.2,
                   label=f"95 games in 100 end by turn {length['p95_turns']}")  # fmt: skip
        ax.legend(fontsize=8, loc="best", framealpha=0.9)
    ax.set_xlabel("turns the game lasted")
    ax.set_ylabel("games")
    ax.set_title("Game length")
    save(fig, folder, "game_length.png", names)


def card_charts(report: dict[str, Any], folder: Path, names: list[str]) -> None:
    for side in report["sides"]:
        name = f"cards_side{side['side'] + 1}.png"
        if write_card_chart(side["cards"], f"{side['label']}: what each card is worth", folder / name):
            names.append(name)


def endings_chart(report: dict[str, Any], folder: Path, names: list[str]) -> None:
    """endings.png: how the games ended (per side: how it won and how it lost), and the share of
    games still going after each turn."""
    endings = report["endings"]
    reasons = list(endings["total"])
    labels = [s["label"] for s in report["sides"]]
    rows = [("all games", endings["total"])]
    rows += [(f"{label} won", won) for label, won in zip(labels, endings["won_by_side"], strict=True)]
    fig, (bars, curve) = pyplot().subplots(1, 2, figsize=(12, 1.8 + 0.5 * len(rows)))
    colours = ["#c0504d", "#8064a2", "#f79646", "#4a7fb5", "#7f7f7f", "#6b9e5a", "#bfbfbf"]
    for k, reason in enumerate(reasons):
        lefts = [sum(counts.get(r, 0) for r in reasons[:k]) for _, counts in rows]
        bars.barh([name for name, _ in rows], [counts.get(reason, 0) for _, counts in rows], left=lefts,
                  color=colours[k % len(colours)], label=reason)  # fmt: skip
    bars.invert_yaxis()
    bars.set_xlabel("games")
    bars.set_title("How games ended")
    bars.legend(fontsize=7, loc="lower right")
    going = endings["still_playing"]
    curve.step(range(len(going)), [100 * v for v in going], where="post", color="#4a7fb5")
    curve.set_ylim(0, 100)
    curve.set_xlabel("after turn")
    curve.set_ylabel("games still going (%)")
    curve.set_title("Games still going")
    curve.grid(alpha=0.3)
    save(fig, folder, "endings.png", names)


def write_run_charts(report: dict[str, Any], folder: Path) -> list[str]:
    """Every chart of a core game's report; returns their file names."""
    if not report.get("sides"):
        return []
    names: list[str] = []
    win_rate_chart(report, folder, names, ("win_rate_going_first", "Win rate going first"))
    length_chart(report, folder, names)
    endings_chart(report, folder, names)
    card_charts(report, folder, names)
    return names
