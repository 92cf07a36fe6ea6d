"""Named parameter sets of the heuristic player (heuristic_params.py): `heuristic` (DEFAULT, today's
player) and `tuned`, found by self-play against it (benchmarks/tune_heuristic.py; the tuning log and
the declared confirmation: docs/strength/2026-12-07c_declared.md)."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Final

from game.games.bakugan.players.heuristic_params import DEFAULT, HeuristicParams

# Coordinate search on seed 95002 (600 duplicate deals, 1,200 games against DEFAULT; log:
# docs/strength/2026-12-07c_tuning_seed95002.txt), its values rounded: 654/1200 there (in-sample)
TUNED: Final = HeuristicParams(
    select_bp=0.5,  # Select weighs Damage Rating twice as much against B-Power (200 BP a point)
    energy_enough=7,  # seven Energy cards are enough: keep the cards in hand after that
    flip_threshold=0.5,  # a flipped Flip card must be worth more before its Energy is spent
    deck_floor=8,
    keep_base=2.6,
    bp_worth=0.1,
    their_dr_winning=0.2,
    draw=0.59,
    hero=1.79,
    stop_dr=1.57,
)

PARAM_SETS: Final = {"heuristic": DEFAULT, "tuned": TUNED}


def param_names() -> tuple[str, ...]:
    return tuple(f.name for f in fields(HeuristicParams))


def with_values(base: HeuristicParams, values: dict[str, float]) -> HeuristicParams:
    """`base` with the named values changed (whole-number parameters rounded)."""
    whole = {f.name for f in fields(HeuristicParams) if f.type in ("int", int)}
    changes: dict[str, object] = {n: (round(v) if n in whole else float(v)) for n, v in values.items()}
    return replace(base, **changes)  # type: ignore[arg-type]  # (names checked by replace itself)


def changed(params: HeuristicParams, base: HeuristicParams = DEFAULT) -> dict[str, float]:
    """The parameters that differ from `base`, by name."""
    return {n: getattr(params, n) for n in param_names() if getattr(params, n) != getattr(base, n)}
