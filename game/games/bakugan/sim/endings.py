"""How a run's games ended, for its report: end reasons per side, game length (median, 95th
percentile, histogram), survival curves, cards flipped per damage and the deck-out curve.

Works on game summaries (game/games/bakugan/sim/tasks.py) that carry an "ending" (game/games/bakugan/sim/game_end.py); a
summary without one (a run saved before endings were recorded) is left out and counted apart.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.games.bakugan.sim.game_end import END_REASONS
from game.sim.run_report import percentile

Summary = dict[str, Any]


def length_figures(games: Sequence[Summary]) -> dict[str, Any]:
    turns = [int(g["turns"]) for g in games]
    if not turns:
        return {"median_turns": 0.0, "p95_turns": 0, "histogram": {}}
    return {
        "median_turns": statistics.median(turns),
        "p95_turns": percentile(turns, 0.95),
        "histogram": {str(k): v for k, v in sorted(Counter(turns).items())},
    }


def _side_seat(game: Summary, side: int) -> int:
    sides: list[int] = game["sides"]
    return sides.index(side)


def end_reasons(games: Sequence[Summary], sides: int) -> dict[str, Any]:
    """Every game's way of ending, in total and per side (how the side lost, how it won)."""
    total = dict.fromkeys(END_REASONS, 0)
    lost: list[dict[str, int]] = [dict.fromkeys(END_REASONS, 0) for _ in range(sides)]
    won: list[dict[str, int]] = [dict.fromkeys(END_REASONS, 0) for _ in range(sides)]
    given_up_games = given_up = 0
    for game in games:
        ending = game["ending"]
        reason = ending["reason"]
        total[reason] += 1
        given_up += int(ending["rolls_given_up"])
        given_up_games += int(ending["rolls_given_up"] > 0)
        for side in range(sides):
            seat = _side_seat(game, side)
            if ending["out"][seat]:
                lost[side][ending["out"][seat]] += 1
            elif game["winner_side"] == side:
                won[side][reason] += 1
    return {
        "total": total,
        "lost_by_side": lost,
        "won_by_side": won,
        "rolls_given_up": given_up,
        "games_with_a_roll_given_up": given_up_games,
    }


def survival(games: Sequence[Summary], side: int, last_turn: int) -> list[float]:
    """The share of games in which `side` is still in the game after each turn 0..last_turn (a
    winner, and both sides of an unfinished game, are in to the end)."""
    if not games:
        return []
    out_turns = [int(g["ending"]["out_turn"][_side_seat(g, side)]) for g in games]
    return [sum(1 for t in out_turns if t == 0 or t > turn) / len(games) for turn in range(last_turn + 1)]


def still_playing(games: Sequence[Summary], last_turn: int) -> list[float]:
    """The share of games not over after each turn 0..last_turn."""
    if not games:
        return []
    return [
        sum(1 for g in games if int(g["turns"]) > turn or not g["finished"]) / len(games)
        for turn in range(last_turn + 1)
    ]


def hits_taken(games: Sequence[Summary], side: int) -> dict[str, Any]:
    """Cards flipped by each damage the side took: a histogram and the mean."""
    sizes = [size for g in games for size in g["ending"]["hits"][_side_seat(g, side)]]
    return {
        "hits": len(sizes),
        "mean_cards": statistics.fmean(sizes) if sizes else 0.0,
        "histogram": {str(k): v for k, v in sorted(Counter(sizes).items())},
    }


def deck_curve(games: Sequence[Summary], side: int) -> list[dict[str, Any]]:
    """Turn by turn: over the games the side is still playing as the turn starts, the mean cards left
    in its deck; and over every game, the share in which its deck has run empty by then (a deck
    empty as some turn began, or a knock-out by damage in an earlier turn): the deck-out curve."""
    rows: list[dict[str, Any]] = []
    last = max((int(g["turns"]) for g in games), default=0)
    for turn in range(1, last + 1):
        left: list[int] = []
        emptied = 0
        for g in games:
            seat = _side_seat(g, side)
            ending = g["ending"]
            decks: list[int] = ending["deck_by_turn"][seat][:turn]
            if len(decks) == turn:
                left.append(decks[-1])
            knocked_out = ending["out"][seat] in ("damage", "deck-out") and 0 < ending["out_turn"][seat] < turn
            emptied += int(0 in decks or knocked_out)
        rows.append(
            {
                "turn": turn,
                "games": len(left),
                "mean_cards": statistics.fmean(left) if left else 0.0,
                "empty": left.count(0),
                "emptied_share": emptied / len(games),
            }
        )
    return rows


def endings_report(games: Sequence[Summary], sides: int) -> dict[str, Any]:
    known = [g for g in games if "ending" in g]
    last = max((int(g["turns"]) for g in known), default=0)
    return {
        "games": len(known),
        "without_ending": len(games) - len(known),
        "reasons": end_reasons(known, sides),
        "length": length_figures(known),
        "still_playing": still_playing(known, last),
        "survival": [survival(known, side, last) for side in range(sides)],
        "hits_taken": [hits_taken(known, side) for side in range(sides)],
        "deck_curve": [deck_curve(known, side) for side in range(sides)],
    }
