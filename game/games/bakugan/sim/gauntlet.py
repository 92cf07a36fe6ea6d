"""Bakugan's gauntlet: game/sim/gauntlet.py's table, each match-up's report Bakugan's own."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.sim.deck_test import write_report
from game.sim.batch import Summary
from game.sim.gauntlet import gauntlet_tables as gauntlet_table


def gauntlet_tables(
    games: Sequence[Summary], params: dict[str, Any], out: Path, catalog: Catalog | None, interrupted: bool
) -> dict[str, Any]:
    def matchup_report(mine: Sequence[Summary], matchup_params: dict[str, Any], folder: Path) -> dict[str, Any]:
        return write_report(mine, matchup_params, folder, catalog, interrupted, charts=False)

    return gauntlet_table(games, params, out, interrupted, matchup_report)
