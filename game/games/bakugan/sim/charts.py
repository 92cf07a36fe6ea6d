"""PNG charts of a run's report (matplotlib, Agg backend: no display needed): game/sim/run_charts.py's,
with the roll open rate beside the win rate and Bakugan's charts of how games end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.games.bakugan.sim.ending_charts import write_ending_charts
from game.sim.run_charts import card_charts, length_chart, win_rate_chart


def write_charts(report: dict[str, Any], folder: Path) -> list[str]:
    """Write the charts; returns their file names."""
    if not report.get("sides"):
        return []
    names: list[str] = []
    win_rate_chart(report, folder, names, ("open_rate", "Roll open rate"))
    length_chart(report, folder, names)
    card_charts(report, folder, names)
    names += write_ending_charts(report, folder)
    return names
