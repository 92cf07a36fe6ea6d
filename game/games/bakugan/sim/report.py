"""Aggregate game summaries into a run's report (report.json) — plain data, in index order.

Sides are the decks of the match-up as given on the command line (side 0 is the first deck),
whatever seat they sat in. Win rates count finished games; unfinished games are listed apart.
"""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CardType
from game.games.bakugan.sim.endings import endings_report
from game.sim.run_report import CardNames, build_run_report, seat_of
from game.sim.wilson import rate

Summary = dict[str, Any]


def _card_names(catalog: Catalog | None) -> CardNames | None:
    if catalog is None:
        return None

    def names(card_id: str) -> tuple[str, str]:
        card = catalog.cards.get(card_id)
        return (card.name, card.type.value) if card is not None else (card_id, "")

    return names


def _opening(games: Sequence[Summary], side: int, catalog: Catalog | None) -> dict[str, Any]:
    types: defaultdict[str, int] = defaultdict(int)
    costs: list[int] = []
    for game in games:
        for card_id in game["seats"][seat_of(game, side)]["opening"]:
            card = catalog.cards.get(card_id) if catalog is not None else None
            types[card.type.value if card is not None else "?"] += 1
            if card is not None and card.type is not CardType.FLIP and card.cost is not None:
                costs.append(card.cost)
    n = max(1, len(games))
    return {
        "mean_by_type": {k: v / n for k, v in sorted(types.items())},
        "mean_playable_cost": statistics.fmean(costs) if costs else 0.0,
        "games_without_playable_card": sum(
            1
            for g in games
            if catalog is not None
            and all(
                (c := catalog.cards.get(cid)) is None or c.type is CardType.FLIP
                for cid in g["seats"][seat_of(g, side)]["opening"]
            )
        ),
    }


def build_report(
    games: Sequence[Summary],
    params: dict[str, Any],
    catalog: Catalog | None,
    interrupted: bool = False,
    decks: Sequence[Mapping[str, int]] = (),
) -> dict[str, Any]:
    """The report: game/sim/run_report.py's, with Bakugan's own figures (damage, rolls, the opening
    hand's make-up, Energized cards, how games end); `decks` (each side's deck, card id -> copies)
    lists every card of a deck, drawn or not."""
    report = build_run_report(games, params, decks=decks, names=_card_names(catalog), interrupted=interrupted)
    if not report["sides"]:
        return report
    games = sorted(games, key=lambda g: int(g["index"]))
    count = len(report["sides"])
    turns = sum(int(g["turns"]) for g in games)
    n = max(1, len(games))
    for side in report["sides"]:
        k = side["side"]
        damage = sum(g["seats"][seat_of(g, s)]["damage_taken"] for g in games for s in range(count) if s != k)
        rolls: Counter[str] = Counter()
        energized: Counter[str] = Counter()
        for g in games:
            rolls.update(g["seats"][seat_of(g, k)]["rolls"])
            energized.update(g["seats"][seat_of(g, k)]["energized"])
        for card_id, figures in side["cards"].items():
            figures["energized_per_game"] = energized[card_id] / n
        side["damage_dealt_per_turn"] = damage / turns if turns else 0.0
        side["rolls"] = dict(sorted(rolls.items()))
        side["open_rate"] = rate(rolls.get("opened", 0), sum(rolls.values()))
        side["opening_hand"] = _opening(games, k, catalog)
    report["endings"] = endings_report(games, count)
    return report
