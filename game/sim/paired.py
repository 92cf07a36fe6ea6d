"""Two versions of a deck on the same deals: the paired difference of their win rates and an exact
paired test.

Each deal is played once by version A and once by version B (the same seed, seats, opponent and
rolls), so most of what decides a game is the same for both and cancels out. What is left is in
the deals whose results differ: `b_only` deals B won and A lost, `a_only` the reverse.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.sim.wilson import wilson


@dataclass(frozen=True)
class PairCounts:
    """The 2x2 table of a paired run, over deals both versions finished."""

    both: int = 0  # both versions won
    a_only: int = 0  # A won, B lost
    b_only: int = 0  # B won, A lost
    neither: int = 0  # both lost

    @staticmethod
    def of(pairs: Iterable[tuple[bool, bool]]) -> PairCounts:
        """From (A won, B won) per deal."""
        table = [0, 0, 0, 0]
        for a_won, b_won in pairs:
            table[(0 if a_won else 2) + (0 if b_won else 1)] += 1
        both, a_only, b_only, neither = table
        return PairCounts(both, a_only, b_only, neither)

    def __add__(self, other: PairCounts) -> PairCounts:
        return PairCounts(
            self.both + other.both,
            self.a_only + other.a_only,
            self.b_only + other.b_only,
            self.neither + other.neither,
        )

    @property
    def deals(self) -> int:
        return self.both + self.a_only + self.b_only + self.neither

    @property
    def differing(self) -> int:
        return self.a_only + self.b_only

    @property
    def a_wins(self) -> int:
        return self.both + self.a_only

    @property
    def b_wins(self) -> int:
        return self.both + self.b_only


def paired_difference(counts: PairCounts) -> dict[str, float | int]:
    """B's win rate minus A's, with Newcombe's hybrid score interval for paired proportions
    (Newcombe 1998, method 10: the two Wilson intervals combined through the correlation of the
    pairs, without continuity correction), ready for JSON."""
    n = counts.deals
    if not n:
        return {"n": 0, "rate": 0.0, "low": -1.0, "high": 1.0}
    pa, pb = counts.a_wins / n, counts.b_wins / n
    la, ua = wilson(counts.a_wins, n)
    lb, ub = wilson(counts.b_wins, n)
    a, b, c, d = counts.both, counts.a_only, counts.b_only, counts.neither
    spread = (a + b) * (c + d) * (a + c) * (b + d)
    phi = (a * d - b * c) / math.sqrt(spread) if spread else 0.0
    diff = pb - pa
    down = math.sqrt(max(0.0, (pb - lb) ** 2 - 2 * phi * (pb - lb) * (ua - pa) + (ua - pa) ** 2))
    up = math.sqrt(max(0.0, (ub - pb) ** 2 - 2 * phi * (ub - pb) * (pa - la) + (pa - la) ** 2))
    return {"n": n, "rate": diff, "low": max(-1.0, diff - down), "high": min(1.0, diff + up)}


def sign_test(a_only: int, b_only: int) -> float:
    """The exact two-sided McNemar test (a sign test on the deals whose results differ): the
    chance of a split at least this uneven if neither version were better."""
    n = a_only + b_only
    if n == 0:
        return 1.0
    k = min(a_only, b_only)
    tail = 0
    term = 1  # C(n, 0)
    for i in range(k + 1):
        tail += term
        term = term * (n - i) // (i + 1)
    # 2 * tail / 2**n in exact integers, shortened to a float's precision before dividing (the
    # counts overflow a float from about a thousand deals)
    shift = max(0, tail.bit_length() - 64)
    return min(1.0, math.ldexp(float(tail >> shift), shift + 1 - n))


def pairing_gain(counts: PairCounts) -> float:
    """How many times as many games two separate runs would need for the same precision: the
    variance of a difference of independent rates over that of the paired difference (0 when the
    deals say nothing yet)."""
    n = counts.deals
    if not n:
        return 0.0
    pa, pb = counts.a_wins / n, counts.b_wins / n
    paired = counts.differing / n - (pb - pa) ** 2
    return (pa * (1 - pa) + pb * (1 - pb)) / paired if paired > 0 else 0.0


def paired_report(counts: PairCounts) -> dict[str, Any]:
    """The figures of one paired comparison, ready for JSON."""
    n = counts.deals
    return {
        "pairing_gain": pairing_gain(counts),
        "deals": n,
        "both_won": counts.both,
        "a_only": counts.a_only,
        "b_only": counts.b_only,
        "neither_won": counts.neither,
        "differing": counts.differing,
        "a_rate": counts.a_wins / n if n else 0.0,
        "b_rate": counts.b_wins / n if n else 0.0,
        "difference": paired_difference(counts),
        "p_value": sign_test(counts.a_only, counts.b_only),
    }
