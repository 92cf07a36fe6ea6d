"""The statistics of deck testing: intervals of differences, the paired test, the sequential test's
error rates (simulated on known coin flips), the stopping rule of --until-width."""

from __future__ import annotations

import math
import random

import pytest

from game.sim.paired import PairCounts, paired_difference, sign_test
from game.sim.sequential import (
    BETTER,
    NO_DIFFERENCE,
    UNDECIDED,
    WORSE,
    Design,
    Verdict,
    _log_likelihood,
    decide,
    look,
    until_width,
)
from game.sim.wilson import difference, rate, too_few, wilson


def test_sign_test_is_the_exact_binomial_tail() -> None:
    assert sign_test(0, 0) == 1.0
    assert sign_test(0, 10) == pytest.approx(2 / 1024)
    assert sign_test(5, 5) == 1.0
    # two-sided P(X <= 40) for X ~ Bin(100, 1/2), summed here in exact fractions
    tail = sum(math.comb(100, k) for k in range(41)) / 2**100
    assert sign_test(40, 60) == pytest.approx(2 * tail, rel=1e-12)
    assert sign_test(60, 40) == sign_test(40, 60)
    assert 0 < sign_test(1000, 1200) < 1e-4  # past a float's range in the counts


def test_difference_of_independent_rates_covers_its_truth() -> None:
    """Newcombe's hybrid interval: about 95% of intervals hold the true difference."""
    rng = random.Random(3)
    hits = 0
    trials = 600
    for _ in range(trials):
        a = sum(rng.random() < 0.55 for _ in range(80))
        b = sum(rng.random() < 0.45 for _ in range(120))
        d = difference(rate(a, 80), rate(b, 120))
        hits += d["low"] <= 0.10 <= d["high"]
    assert 0.92 <= hits / trials <= 0.98


def test_paired_interval_covers_and_is_narrower_than_unpaired() -> None:
    rng = random.Random(5)
    hits = 0
    trials = 400
    narrower = 0
    for _ in range(trials):
        pairs = []
        for _ in range(300):
            shared = rng.random() < 0.5  # most of a deal is the same for both versions
            if rng.random() < 0.7:
                pairs.append((shared, shared))
            else:
                pairs.append((rng.random() < 0.45, rng.random() < 0.55))
        counts = PairCounts.of(pairs)
        d = paired_difference(counts)
        true = 0.3 * 0.10
        hits += d["low"] <= true <= d["high"]
        unpaired = difference(rate(counts.b_wins, 300), rate(counts.a_wins, 300))
        narrower += (d["high"] - d["low"]) < (unpaired["high"] - unpaired["low"])
    assert 0.92 <= hits / trials <= 0.98
    assert narrower == trials


def test_identical_games_give_a_zero_difference() -> None:
    counts = PairCounts.of([(True, True)] * 30 + [(False, False)] * 30)
    d = paired_difference(counts)
    assert d["rate"] == 0 and d["low"] <= 0 <= d["high"] and d["high"] - d["low"] < 0.05
    assert sign_test(counts.a_only, counts.b_only) == 1.0


def test_log_likelihood_is_the_constrained_maximum() -> None:
    """Against a brute-force search over the share of deals that differ."""
    for plus, minus, ties, d in [(5, 3, 20, 0.05), (0, 4, 10, 0.1), (7, 0, 0, -0.02), (0, 0, 9, 0.05), (3, 3, 3, 0)]:
        if d < 0:
            lo, hi = -d, (1 - d) / 2
        else:
            lo, hi = 0.0, (1 - d) / 2
        best = -math.inf
        for k in range(20001):  # the ends too: a count of zero lets its probability be zero
            t = lo + (hi - lo) * k / 20000
            terms = [(c, p) for c, p in ((plus, t + d), (minus, t), (ties, 1 - 2 * t - d)) if c]
            if all(p > 0 for _, p in terms):
                best = max(best, sum(c * math.log(p) for c, p in terms))
        assert _log_likelihood(plus, minus, ties, d) == pytest.approx(best, abs=1e-4)


def _simulated(design: Design, difference_: float, differing: float, seed: int, cap: int = 20000) -> Verdict:
    """Deals of two versions as coin flips: a share `differing` of deals differs, B's side of them
    by `difference_` more; looked at every 20 deals."""
    rng = random.Random(seed)
    verdict = Verdict()
    counts = PairCounts()
    plus = (differing + difference_) / 2
    minus = (differing - difference_) / 2
    while counts.deals < cap and not verdict.decided:
        block = [0, 0, 0]
        for _ in range(20):
            u = rng.random()
            block[0 if u < plus else 1 if u < plus + minus else 2] += 1
        counts = counts + PairCounts(both=block[2], a_only=block[1], b_only=block[0])
        look(verdict, counts, design)
    return verdict


def test_sequential_error_rates_hold_on_equal_versions() -> None:
    """400 runs of two equal versions: a difference is declared about alpha of the time each way."""
    design = Design(delta=0.08, alpha=0.05, beta=0.05)
    runs = 400
    verdicts = [_simulated(design, 0.0, 0.3, seed) for seed in range(runs)]
    false = sum(v.decision in (BETTER, WORSE) for v in verdicts)
    assert all(v.decided for v in verdicts)
    # 2 alpha = 10%, plus three standard errors of 400 runs
    assert false / runs <= 0.10 + 3 * math.sqrt(0.1 * 0.9 / runs)


def test_sequential_finds_a_difference_of_delta() -> None:
    design = Design(delta=0.08, alpha=0.05, beta=0.05)
    runs = 300
    worse = [_simulated(design, -0.08, 0.3, seed) for seed in range(runs)]
    assert sum(v.decision == WORSE for v in worse) / runs >= 0.95 - 3 * math.sqrt(0.05 * 0.95 / runs)
    assert not any(v.decision == BETTER for v in worse)


def test_identical_deals_end_the_test_with_no_difference() -> None:
    """A deck against itself plays the same games: no deal differs, and the test says so once the
    deals rule out a difference of delta (log(1 - delta) a deal)."""
    design = Design(delta=0.05)
    pairs = [(k % 2 == 0, k % 2 == 0) for k in range(1000)]
    verdict = decide(pairs, design, every=10)
    assert verdict.decision == NO_DIFFERENCE
    assert verdict.deals == 10 * math.ceil(design.lower / math.log(1 - design.delta) / 10)


def test_decide_is_undecided_on_too_few_deals() -> None:
    verdict = decide([(True, False), (False, True)] * 5, Design(delta=0.05), every=10)
    assert verdict.decision == UNDECIDED and verdict.deals == 10


def test_design_refuses_nonsense() -> None:
    with pytest.raises(ValueError, match="between 0 and 50 points"):
        Design(delta=0.0)
    with pytest.raises(ValueError, match="error rates"):
        Design(delta=0.05, alpha=0.7)


def test_until_width() -> None:
    assert not until_width([rate(5, 10)], 0.05)
    n = math.ceil((2 * 1.96 * 0.5 / 0.05) ** 2)  # about 1537 games for 5 points at one half
    assert until_width([rate(n // 2, n)], 0.05)
    assert not until_width([rate(0, 0)], 0.5)
    assert too_few(rate(3, 6)) and not too_few(rate(50, 100))
    assert wilson(50, 100)[1] - wilson(50, 100)[0] < 0.25
