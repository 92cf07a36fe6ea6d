"""Stopping a run as soon as its question is answered.

For two versions of a deck on the same deals, `decide` runs a generalized sequential probability
ratio test (GSPRT, as chess-engine testing uses; Wald's bounds) on the paired difference d of
their win rates, once in each direction:

- "B is better by at least `delta`" (d = +delta) against "B is no better" (d = 0),
- "B is worse by at least `delta`" (d = -delta) against "B is no worse" (d = 0).

Each deal is a trinomial outcome (B won and A lost, the same result, A won and B lost); the
likelihood of each hypothesis is maximised over the share of deals that differ, which the question
leaves open. A direction stops when its log-likelihood ratio leaves Wald's bounds
[log(beta / (1 - alpha)), log((1 - beta) / alpha)]. The run stops at the first "better" or "worse",
or when both directions have found no difference of `delta`. Error rates: a difference declared
when the versions are equal, about `alpha` in each direction (2 alpha in all); a difference of
`delta` missed, about `beta` (Wald's bounds hold approximately for the generalized test; looking only
every few deals makes it a little more cautious; tests/sim/test_sequential.py measures both).

`until_width` is the stopping rule of `--until-width`: every win rate's interval at most W wide.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.sim.paired import PairCounts
from game.sim.wilson import width

BETTER: Final = "better"
WORSE: Final = "worse"
NO_DIFFERENCE: Final = "no difference"
UNDECIDED: Final = "undecided"


@dataclass(frozen=True)
class Design:
    """The question a sequential compare answers: the smallest difference worth finding (a
    fraction: 0.05 is 5 points) and the error rates it accepts."""

    delta: float = 0.05
    alpha: float = 0.05  # a difference declared, in one direction, when there is none
    beta: float = 0.05  # a difference of delta missed

    def __post_init__(self) -> None:
        if not 0.0 < self.delta < 0.5:
            raise ValueError(f"the smallest difference must be between 0 and 50 points, not {100 * self.delta:g}")
        if not (0.0 < self.alpha < 0.5 and 0.0 < self.beta < 0.5):
            raise ValueError(f"error rates must be between 0 and 0.5, not {self.alpha:g} and {self.beta:g}")

    @property
    def lower(self) -> float:
        return math.log(self.beta / (1 - self.alpha))

    @property
    def upper(self) -> float:
        return math.log((1 - self.beta) / self.alpha)

    def to_json(self) -> dict[str, float]:
        return {"delta": self.delta, "alpha": self.alpha, "beta": self.beta}

    def words(self) -> str:
        return (
            f"a generalized sequential probability ratio test for a difference of {100 * self.delta:g} points "
            f"either way: a difference declared where there is none about {100 * self.alpha:g}% of the time "
            f"in each direction, a difference of {100 * self.delta:g} points missed about {100 * self.beta:g}%"
        )


def _log_likelihood(plus: int, minus: int, ties: int, d: float) -> float:
    """The greatest log-likelihood of (plus, minus, ties) over trinomials whose P(+) - P(-) is d."""
    if d < 0:  # the mirror image: swap the signs
        return _log_likelihood(minus, plus, ties, -d)
    n = plus + minus + ties
    if not n:
        return 0.0
    # with t = P(-), P(+) = t + d and P(=) = 1 - 2t - d, the log-likelihood is concave in t and its
    # derivative vanishes at the root of 2n t^2 - b t - minus d (1 - d) = 0 that is not negative
    b = (1 - d) * (plus + minus) - 2 * d * (minus + ties)
    t = (b + math.sqrt(b * b + 8 * n * minus * d * (1 - d))) / (4 * n)
    t = min(max(t, 0.0), (1 - d) / 2)

    def term(count: int, p: float) -> float:
        if not count:
            return 0.0
        return count * math.log(p) if p > 0 else -math.inf

    return term(plus, t + d) + term(minus, t) + term(ties, 1.0 - 2 * t - d)


def llr(counts: PairCounts, delta: float) -> float:
    """The log-likelihood ratio of "B's win rate is A's plus delta" against "they are equal"."""
    plus, minus = counts.b_only, counts.a_only
    ties = counts.both + counts.neither
    return _log_likelihood(plus, minus, ties, delta) - _log_likelihood(plus, minus, ties, 0.0)


@dataclass
class Verdict:
    decision: str = UNDECIDED
    deals: int = 0  # deals played when it was decided (or looked at last)
    llr_better: float = 0.0
    llr_worse: float = 0.0
    better_ruled_out_at: int = 0  # deals when "B better by delta" was ruled out (0: not yet)
    worse_ruled_out_at: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "decision": self.decision,
            "deals": self.deals,
            "llr_better": self.llr_better,
            "llr_worse": self.llr_worse,
            "better_ruled_out_at": self.better_ruled_out_at,
            "worse_ruled_out_at": self.worse_ruled_out_at,
        }

    @property
    def decided(self) -> bool:
        return self.decision != UNDECIDED


def look(verdict: Verdict, counts: PairCounts, design: Design) -> Verdict:
    """One more look at the deals so far (the counts of every deal played): a direction that has
    already ruled its difference out stays so."""
    if verdict.decided:
        return verdict
    verdict.deals = counts.deals
    if not verdict.better_ruled_out_at:
        verdict.llr_better = llr(counts, design.delta)
        if verdict.llr_better >= design.upper:
            verdict.decision = BETTER
            return verdict
        if verdict.llr_better <= design.lower:
            verdict.better_ruled_out_at = counts.deals
    if not verdict.worse_ruled_out_at:
        verdict.llr_worse = llr(counts, -design.delta)
        if verdict.llr_worse >= design.upper:
            verdict.decision = WORSE
            return verdict
        if verdict.llr_worse <= design.lower:
            verdict.worse_ruled_out_at = counts.deals
    if verdict.better_ruled_out_at and verdict.worse_ruled_out_at:
        verdict.decision = NO_DIFFERENCE
    return verdict


def decide(pairs: Sequence[tuple[bool, bool]], design: Design, every: int) -> Verdict:
    """The verdict on (A won, B won) per deal in the order played, looking after every `every`
    deals (and at the end): a pure function of the deals, so a resumed run reaches the same one."""
    verdict = Verdict()
    counts = PairCounts()
    for start in range(0, len(pairs), every):
        counts = counts + PairCounts.of(pairs[start : start + every])
        if look(verdict, counts, design).decided:
            break
    return verdict


def until_width(rates: Iterable[dict[str, Any]], limit: float) -> bool:
    """Whether every rate's interval is at most `limit` wide (a rate on no games is not)."""
    return all(width(r) <= limit for r in rates)
