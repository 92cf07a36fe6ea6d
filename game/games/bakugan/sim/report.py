"""Aggregate game summaries into a run's report (report.json) — plain data, in index order.

Sides are the decks of the match-up as given on the command line (side 0 is the first deck),
whatever seat they sat in. Win rates count finished games; unfinished games are listed apart.
"""

from __future__ import annotations

import hashlib
import statistics
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CardType
from game.games.bakugan.sim.endings import endings_report, percentile
from game.sim.card_figures import SideGame, card_figures
from game.sim.wilson import rate

Summary = dict[str, Any]


def _side_label(names: Sequence[str], agents: Sequence[str], side: int) -> str:
    label = f"{names[side]} [{agents[side]}]"
    if names.count(names[side]) > 1 and agents.count(agents[side]) > 1:
        label += f" #{side + 1}"
    return label


def _seat_of(game: Summary, side: int) -> int:
    sides: list[int] = game["sides"]
    return sides.index(side)


def _length(games: Sequence[Summary]) -> dict[str, Any]:
    turns = [int(g["turns"]) for g in games]
    if not turns:
        return {"mean_turns": 0.0, "median_turns": 0.0, "p95_turns": 0, "min_turns": 0, "max_turns": 0, "histogram": {}}
    return {
        "mean_turns": statistics.fmean(turns),
        "median_turns": statistics.median(turns),
        "p95_turns": percentile(turns, 0.95),
        "min_turns": min(turns),
        "max_turns": max(turns),
        "mean_actions": statistics.fmean(int(g["actions"]) for g in games),
        "histogram": {str(k): v for k, v in sorted(Counter(turns).items())},
    }


def _cards(
    games: Sequence[Summary], side: int, catalog: Catalog | None, deck: Mapping[str, int] | None
) -> dict[str, Any]:
    """Every card of the side's deck (and any other it drew or played): game/sim/card_figures.py's
    figures, and how often it was energized (a card energized was drawn first)."""
    energized: Counter[str] = Counter()
    records: list[SideGame] = []
    for game in games:
        figures = game["seats"][_seat_of(game, side)]
        energized.update(figures["energized"])
        won = None if game["winner_side"] is None else game["winner_side"] == side
        records.append(SideGame(figures["opening"], figures["drawn"], won, figures["played"]))
    out = card_figures(records, deck)
    n = max(1, len(games))
    for card_id, figures in out.items():
        card = catalog.cards.get(card_id) if catalog is not None else None
        figures["name"] = card.name if card is not None else card_id
        figures["type"] = card.type.value if card is not None else ""
        figures["energized_per_game"] = energized[card_id] / n
    return out


def _opening(games: Sequence[Summary], side: int, catalog: Catalog | None) -> dict[str, Any]:
    types: defaultdict[str, int] = defaultdict(int)
    costs: list[int] = []
    for game in games:
        for card_id in game["seats"][_seat_of(game, side)]["opening"]:
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
                for cid in g["seats"][_seat_of(g, side)]["opening"]
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
    """The report; `decks` (each side's deck, card id -> copies) lists every card of a deck, drawn or not."""
    games = sorted(games, key=lambda g: int(g["index"]))
    if not games:
        return {"params": params, "games": 0, "finished": 0, "sides": [], "interrupted": interrupted}
    names: list[str] = [""] * len(games[0]["sides"])
    agents: list[str] = [""] * len(names)
    for seat, side in enumerate(games[0]["sides"]):
        names[side] = games[0]["decks"][seat]
        agents[side] = games[0]["agents"][seat]
    finished = [g for g in games if g["winner_side"] is not None]
    with_first = [g for g in finished if g["first_seat"] is not None]
    sides: list[dict[str, Any]] = []
    for side in range(len(names)):
        wins = sum(1 for g in finished if g["winner_side"] == side)
        first = [g for g in with_first if g["sides"][g["first_seat"]] == side]
        second = [g for g in with_first if g["sides"][g["first_seat"]] != side]
        damage = sum(g["seats"][_seat_of(g, s)]["damage_taken"] for g in games for s in range(len(names)) if s != side)
        rolls: Counter[str] = Counter()
        for g in games:
            rolls.update(g["seats"][_seat_of(g, side)]["rolls"])
        total_rolls = sum(rolls.values())
        turns = sum(int(g["turns"]) for g in games)
        sides.append(
            {
                "side": side,
                "deck": names[side],
                "agent": agents[side],
                "label": _side_label(names, agents, side),
                "wins": wins,
                "win_rate": rate(wins, len(finished)),
                "win_rate_going_first": rate(sum(1 for g in first if g["winner_side"] == side), len(first)),
                "win_rate_going_second": rate(sum(1 for g in second if g["winner_side"] == side), len(second)),
                "damage_dealt_per_turn": damage / turns if turns else 0.0,
                "rolls": dict(sorted(rolls.items())),
                "open_rate": rate(rolls.get("opened", 0), total_rolls),
                "opening_hand": _opening(games, side, catalog),
                "cards": _cards(games, side, catalog, decks[side] if side < len(decks) else None),
            }
        )
    first_wins = sum(1 for g in with_first if g["winner_seat"] == g["first_seat"])
    return {
        "params": params,
        "interrupted": interrupted,
        "games": len(games),
        "finished": len(finished),
        "unfinished": len(games) - len(finished),
        "first_player_win_rate": rate(first_wins, len(with_first)),
        "length": _length(games),
        "endings": endings_report(games, len(names)),
        "sides": sides,
        "games_digest": hashlib.sha256(" ".join(g["final_hash"] for g in games).encode()).hexdigest()[:16],
    }
