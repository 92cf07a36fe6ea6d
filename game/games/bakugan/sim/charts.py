"""PNG charts of a run's report (matplotlib, Agg backend: no display needed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.atomic_write import save_png_atomic
from game.games.bakugan.sim.ending_charts import write_ending_charts
from game.sim.card_chart import pyplot, write_card_chart


def _interval_bars(ax: Any, labels: list[str], rates: list[dict[str, Any]], title: str) -> None:
    values = [100 * r["rate"] for r in rates]
    low = [max(0.0, 100 * (r["rate"] - r["low"])) for r in rates]
    high = [max(0.0, 100 * (r["high"] - r["rate"])) for r in rates]
    ax.barh(labels, values, xerr=[low, high], color="#4a7fb5", capsize=4)
    ax.invert_yaxis()  # first label on top
    ax.set_xlim(0, 100)
    ax.set_xlabel("% (95% Wilson interval)")
    ax.set_title(title)


def write_charts(report: dict[str, Any], folder: Path) -> list[str]:
    """Write the charts; returns their file names."""
    if not report.get("sides"):
        return []
    plt = pyplot()
    names: list[str] = []
    sides = report["sides"]
    labels = [s["label"] for s in sides]

    fig, axes = plt.subplots(1, 2, figsize=(11, 1.2 + 0.6 * len(sides)))
    _interval_bars(axes[0], labels, [s["win_rate"] for s in sides], "Win rate")
    _interval_bars(axes[1], labels, [s["open_rate"] for s in sides], "Roll open rate")
    fig.tight_layout()
    save_png_atomic(fig, folder / "win_rates.png")
    plt.close(fig)
    names.append("win_rates.png")

    length = report["length"]
    histogram = length["histogram"]
    fig, ax = plt.subplots(figsize=(7, 3.5))
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
    fig.tight_layout()
    save_png_atomic(fig, folder / "game_length.png")
    plt.close(fig)
    names.append("game_length.png")

    for side in sides:
        name = f"cards_side{side['side'] + 1}.png"
        if write_card_chart(side["cards"], f"{side['label']}: what each card is worth", folder / name):
            names.append(name)
    names += write_ending_charts(report, folder)
    return names
