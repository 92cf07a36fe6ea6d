"""Aggregate game summaries into a run's report (report.json) — plain data, in index order.

Sides are the decks of the match-up as given on the command line (side 0 is the first deck),
whatever seat they sat in. Win rates count finished games; unfinished games are listed apart.
"""

from __future__ import annotations

import hashlib
import statistics
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CardType
from game.games.bakugan.sim.endings import endings_report, percentile
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


def _cards(games: Sequence[Summary], side: int, catalog: Catalog | None) -> dict[str, Any]:
    drawn: Counter[str] = Counter()
    played: Counter[str] = Counter()
    energized: Counter[str] = Counter()
    games_drawn: Counter[str] = Counter()
    played_in: Counter[str] = Counter()
    won_played: Counter[str] = Counter()
    opening_in: Counter[str] = Counter()
    won_opening: Counter[str] = Counter()
    finished = [g for g in games if g["winner_side"] is not None]
    for game in games:
        seat = _seat_of(game, side)
        figures = game["seats"][seat]
        drawn.update(figures["drawn"])
        played.update(figures["played"])
        energized.update(figures["energized"])
        games_drawn.update(figures["drawn"].keys())
        if game["winner_side"] is None:
            continue
        won = game["winner_side"] == side
        for card_id in figures["played"]:
            played_in[card_id] += 1
            won_played[card_id] += int(won)
        for card_id in set(figures["opening"]):
            opening_in[card_id] += 1
            won_opening[card_id] += int(won)
    n = max(1, len(games))
    out: dict[str, Any] = {}
    for card_id in sorted(set(drawn) | set(played) | set(energized)):
        card = catalog.cards.get(card_id) if catalog is not None else None
        without = len(finished) - opening_in[card_id]
        wins_without = sum(1 for g in finished if g["winner_side"] == side) - won_opening[card_id]
        out[card_id] = {
            "name": card.name if card is not None else card_id,
            "type": card.type.value if card is not None else "",
            "drawn_per_game": drawn[card_id] / n,
            "games_drawn": games_drawn[card_id],
            "played_per_game": played[card_id] / n,
            "energized_per_game": energized[card_id] / n,
            "win_when_played": rate(won_played[card_id], played_in[card_id]),
            "win_in_opening_hand": rate(won_opening[card_id], opening_in[card_id]),
            "win_not_in_opening_hand": rate(wins_without, without),
        }
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
    games: Sequence[Summary], params: dict[str, Any], catalog: Catalog | None, interrupted: bool = False
) -> dict[str, Any]:
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
                "cards": _cards(games, side, catalog),
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
