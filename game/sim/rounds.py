"""Runs that stop when their question is answered, for every game: the games are played in rounds
of a fixed number a match-up, and the stopping rule looks at the games of the finished rounds
only. The rounds do not depend on the number of workers or on where a resumed run stopped, so a
run stops after the same games however it is played.

`until_width_rule` is `--until-width`'s rule on the games' summaries (a `matchup` and a
`winner_side` each, None for an unfinished game).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.sim.sequential import until_width
from game.sim.wilson import rate

ROUND_GAMES: Final = 50  # games a match-up between two looks (a compare: deals)


@dataclass(frozen=True)
class Stopped:
    games: int  # games a match-up played when the run stopped (or the most it was allowed)
    reason: str  # why it stopped; "" when it played them all


def play_in_rounds(
    most: int,
    play: Callable[[int, int], bool],
    stop: Callable[[int], str],
    every: int = ROUND_GAMES,
) -> Stopped:
    """Play games [k, k + every) a match-up at a time (`play` returns False when interrupted) and
    ask `stop` after each round, with the number of games a match-up played: a reason ends the run."""
    done = 0
    while done < most:
        upto = min(most, done + every)
        if not play(done, upto):
            return Stopped(done, "")
        done = upto
        reason = stop(done)
        if reason:
            return Stopped(done, reason)
    return Stopped(done, "")


def matchup_rates(games: Sequence[dict[str, Any]], sides: int, variants: int = 1) -> list[dict[str, Any]]:
    """Each side's win rate in each match-up (of each variant), over its finished games."""
    finished: dict[int, list[int]] = {}
    for game in games:
        if game["winner_side"] is not None:
            cell = int(game.get("matchup", 0)) * variants + int(game["index"]) % variants
            finished.setdefault(cell, []).append(int(game["winner_side"]))
    return [
        rate(sum(1 for w in winners if w == side), len(winners))
        for m in sorted(finished)
        for winners in [finished[m]]
        for side in range(sides)
    ]


def until_width_rule(
    limit: float, matchups: int, sides: int, variants: int = 1
) -> Callable[[Sequence[dict[str, Any]]], str]:
    """--until-width: stop once every side's win rate in every match-up (played by every variant)
    has an interval at most `limit` wide (one with no finished game yet keeps the run going)."""

    def rule(games: Sequence[dict[str, Any]]) -> str:
        rates = matchup_rates(games, sides, variants)
        if len(rates) < matchups * variants * sides or not until_width(rates, limit):
            return ""
        return f"every win rate's 95% interval is at most {100 * limit:g} points wide"

    return rule
