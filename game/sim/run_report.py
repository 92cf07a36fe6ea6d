"""A run's report from its games' summaries, for every game: each side's win rate (and going first
and second), the first player's win rate, game length, how games ended, and every card's figures,
all with 95% intervals (report.json). Bakugan's report (game/games/bakugan/sim/report.py) builds on
these pieces and adds what only Bakugan has (rolls, damage, deck-outs).

A summary (one game) holds: index, matchup, sides (the side in each seat), decks and agents (by
seat), winner_side (None: unfinished), first_seat, turns, actions, finished, final_hash, and per
seat `seats[k]` with `opening` (card ids), `drawn` and `played` (card id -> count); a core game's
summary also `ending` with its `reason` (game/sim/core_summary.py).
"""

from __future__ import annotations

import hashlib
import math
import statistics
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.sim.card_figures import SideGame, card_figures
from game.sim.wilson import rate

Summary = dict[str, Any]
CardNames = Callable[[str], tuple[str, str]]  # card id -> (name, type)


def percentile(values: Sequence[int], q: float) -> int:
    """The nearest-rank percentile: the smallest value at least q of the values do not exceed."""
    if not values:
        return 0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def seat_of(game: Summary, side: int) -> int:
    sides: list[int] = game["sides"]
    return sides.index(side)


def side_names(games: Sequence[Summary]) -> tuple[list[str], list[str]]:
    """Each side's deck name and computer player, from the first game."""
    first = games[0]
    names: list[str] = [""] * len(first["sides"])
    agents: list[str] = [""] * len(names)
    for seat, side in enumerate(first["sides"]):
        names[side] = first["decks"][seat]
        agents[side] = first["agents"][seat]
    return names, agents


def side_label(names: Sequence[str], agents: Sequence[str], side: int) -> str:
    label = f"{names[side]} [{agents[side]}]"
    if names.count(names[side]) > 1 and agents.count(agents[side]) > 1:
        label += f" #{side + 1}"
    return label


def length_figures(games: Sequence[Summary]) -> dict[str, Any]:
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


def win_figures(games: Sequence[Summary], side: int) -> dict[str, Any]:
    """The side's wins and win rate over finished games, going first and going second."""
    finished = [g for g in games if g["winner_side"] is not None]
    with_first = [g for g in finished if g["first_seat"] is not None]
    first = [g for g in with_first if g["sides"][g["first_seat"]] == side]
    second = [g for g in with_first if g["sides"][g["first_seat"]] != side]
    wins = sum(1 for g in finished if g["winner_side"] == side)
    return {
        "wins": wins,
        "win_rate": rate(wins, len(finished)),
        "win_rate_going_first": rate(sum(1 for g in first if g["winner_side"] == side), len(first)),
        "win_rate_going_second": rate(sum(1 for g in second if g["winner_side"] == side), len(second)),
    }


def first_player_rate(games: Sequence[Summary]) -> dict[str, Any]:
    with_first = [g for g in games if g["winner_side"] is not None and g["first_seat"] is not None]
    return rate(sum(1 for g in with_first if g["winner_seat"] == g["first_seat"]), len(with_first))


def side_cards(
    games: Sequence[Summary], side: int, deck: Mapping[str, int] | None, names: CardNames | None
) -> dict[str, Any]:
    """Every card of the side's deck (and any other it drew or played), with its figures."""
    records = []
    for game in games:
        figures = game["seats"][seat_of(game, side)]
        won = None if game["winner_side"] is None else game["winner_side"] == side
        drawn = figures["drawn"] if isinstance(figures["drawn"], dict) else Counter(figures["drawn"])
        played = figures.get("played", {})
        records.append(
            SideGame(figures["opening"], drawn, won, played if isinstance(played, dict) else Counter(played))
        )
    out = card_figures(records, deck)
    for card_id, figures in out.items():
        name, kind = names(card_id) if names is not None else (card_id, "")
        figures["name"], figures["type"] = name, kind
    return out


def endings(games: Sequence[Summary], sides: int) -> dict[str, Any]:
    """How games ended (each summary's ending reason): in all, and per side won and lost; the share
    of games still going after each turn."""
    total: Counter[str] = Counter()
    won: list[Counter[str]] = [Counter() for _ in range(sides)]
    lost: list[Counter[str]] = [Counter() for _ in range(sides)]
    for game in games:
        reason = str(game.get("ending", {}).get("reason", "")) or "unknown"
        total[reason] += 1
        if game["winner_side"] is None:
            continue
        for side in range(sides):
            (won if game["winner_side"] == side else lost)[side][reason] += 1
    last = max((int(g["turns"]) for g in games), default=0)
    going = [
        sum(1 for g in games if int(g["turns"]) > turn or not g["finished"]) / len(games) if games else 0.0
        for turn in range(last + 1)
    ]
    return {
        "total": dict(total.most_common()),
        "won_by_side": [dict(c) for c in won],
        "lost_by_side": [dict(c) for c in lost],
        "still_playing": going,
    }


def build_run_report(
    games: Sequence[Summary],
    params: dict[str, Any],
    *,
    decks: Sequence[Mapping[str, int]] = (),
    names: CardNames | None = None,
    interrupted: bool = False,
    notes: Sequence[str] = (),
) -> dict[str, Any]:
    games = sorted(games, key=lambda g: int(g["index"]))
    base = {"params": params, "interrupted": interrupted, "notes": list(notes), "games": len(games)}
    if not games:
        return {**base, "finished": 0, "sides": []}
    deck_names, agents = side_names(games)
    finished = [g for g in games if g["winner_side"] is not None]
    sides = [
        {
            "side": side,
            "deck": deck_names[side],
            "agent": agents[side],
            "label": side_label(deck_names, agents, side),
            **win_figures(games, side),
            "cards": side_cards(games, side, decks[side] if side < len(decks) else None, names),
        }
        for side in range(len(deck_names))
    ]
    return {
        **base,
        "finished": len(finished),
        "unfinished": len(games) - len(finished),
        "first_player_win_rate": first_player_rate(games),
        "length": length_figures(games),
        "endings": endings(games, len(deck_names)),
        "sides": sides,
        "games_digest": hashlib.sha256(" ".join(g["final_hash"] for g in games).encode()).hexdigest()[:16],
    }
