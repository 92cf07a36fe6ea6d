"""The per-card chart of a side: every card's opening-hand effect and improvement when drawn, in
points with their 95% intervals, around zero (matplotlib, Agg backend)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.files.atomic_write import save_png_atomic


def pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def write_card_chart(cards: Mapping[str, Mapping[str, Any]], title: str, path: Path) -> bool:
    """Write the chart; False when no card has a figure to show."""
    shown = [c for c in cards.values() if c["opening_hand_effect"]["n"] or c["improvement_when_drawn"]["n"]]
    if not shown:
        return False
    shown.sort(key=lambda c: -float(c["opening_hand_effect"]["rate"]))
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(9, 1.4 + 0.32 * len(shown)))
    series = (
        (-0.18, "opening_hand_effect", "#3d6fa8", "opening-hand effect"),
        (0.18, "improvement_when_drawn", "#c0793a", "improvement when drawn"),
    )
    for offset, key, colour, label in series:
        figures = [c[key] for c in shown]
        xs = [100 * float(f["rate"]) for f in figures]
        low = [max(0.0, 100 * (float(f["rate"]) - float(f["low"]))) for f in figures]
        high = [max(0.0, 100 * (float(f["high"]) - float(f["rate"]))) for f in figures]
        ys = [k + offset for k in range(len(shown))]
        ax.errorbar(xs, ys, xerr=[low, high], fmt="o", color=colour, markersize=4, capsize=2, label=label)
    ax.axvline(0, color="grey", linewidth=0.8)
    ax.set_yticks(range(len(shown)), [str(c.get("name", "?")) for c in shown], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("win rate difference, points (95% interval)")
    ax.set_title(title)
    ax.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    save_png_atomic(fig, path)
    plt.close(fig)
    return True
