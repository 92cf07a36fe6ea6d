"""Tune the heuristic's numbers (players/heuristic_params.py) by self-play against the unchanged heuristic.

Coordinate search: each round tries every named parameter one step up and one step down; a trial
plays the same duplicate deals as the incumbent (the ready decks' pairs in turn, as sim/duel.py:
each deal twice, the tuned player on each side of the same two decks and shuffle), so the two are
compared game by game, and it replaces the incumbent when it wins more of those games by at least
SURE standard errors of the paired difference. Exploratory only: its seeds are tuning seeds, never
reported as evidence (the declared runs in docs/strength/ are).

Usage: python benchmarks/tune_heuristic.py SEED DEALS STOP_UTC [LOG] [--start NAME=VALUE,...]
  e.g. python benchmarks/tune_heuristic.py 95001 600 16:15 /tmp/tune.txt
Prints one line per trial (and appends it to LOG): the parameter, its value, the trial's and the
incumbent's wins on the deals, the paired difference and its standard error, kept or not.
"""

from __future__ import annotations

import math
import random
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.decks import DeckList, load_deck, ready_decks
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.heuristic_params import DEFAULT, HeuristicParams
from game.games.bakugan.players.tuned_params import changed, with_values
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.runner import play_game
from game.roll.models import make_roll_model
from game.sim.layout import game_seed

SURE = 1.0
# (name, step): a multiplicative step for weights, an additive one for those in ADDITIVE
STEPS: tuple[tuple[str, float], ...] = (
    ("select_bp", 0.5),
    ("energy_enough", 1),
    ("play_threshold", 0.25),
    ("flip_threshold", 0.25),
    ("other_threshold", 0.25),
    ("energy_cost", 0.4),
    ("reserve_weight", 0.5),
    ("reserve_shift", 1),
    ("decides_brawl", 0.3),
    ("dr_worth", 0.3),
    ("bp_worth", 0.5),
    ("their_dr_winning", 0.5),
    ("keep_base", 0.3),
    ("keep_cost", 0.5),
    ("keep_copy", 0.5),
    ("keep_evo", 0.4),
    ("keep_hero", 0.4),
    ("deck_floor", 2),
    ("condition_weight", 0.3),
    ("keyword", 0.5),
    ("lasting_bp", 0.5),
    ("lasting_dr", 0.5),
    ("select_dr", 0.5),
    ("draw", 0.3),
    ("their_draw", 0.5),
    ("evo_base", 0.3),
    ("hero", 0.4),
    ("stop_dr", 0.4),
    ("energy_refund", 1.0),
)
WHOLE = {"reserve_shift", "deck_floor", "energy_enough"}
ADDITIVE = WHOLE | {"select_bp", "play_threshold", "flip_threshold", "other_threshold"}
NEVER = 99  # energy_enough's "never": its first step down tries FIRST_ENOUGH
FIRST_ENOUGH = 7


class Bench:
    """The deals of a tuning seed, played by a parameter set against the heuristic."""

    def __init__(self, seed: int, deals: int) -> None:
        self.catalog = default_catalog()
        self.roll_model = make_roll_model("fast")[0]
        paths = ready_decks()
        decks = [load_deck(p) for p in paths]
        pairs = [(a, b) for i, a in enumerate(decks) for b in decks[i + 1 :]]
        self.deals: list[tuple[int, DeckList, DeckList]] = [
            (game_seed(seed, k), *pairs[(k * 7) % len(pairs)]) for k in range(deals)
        ]
        self.cpu = 0.0
        self.games = 0

    def results(self, params: HeuristicParams) -> list[int]:
        """1 for each game the set won, 0 otherwise, two games a deal (it sits with each deck)."""
        out: list[int] = []
        start = time.process_time()
        for seed, x, y in self.deals:
            for mine in (0, 1):
                decks = (x, y)
                agents = [
                    HeuristicAgent(seed * 8 + s, self.catalog, decks[s], params if s == mine else DEFAULT)
                    for s in (0, 1)
                ]
                setup = GameSetup(
                    seats=tuple(Seat(f"{d.name} ({s + 1})", d) for s, d in enumerate(decks)),
                    seed=seed,
                    check_decks=False,
                )
                game, _ = play_game(setup, self.catalog, agents, self.roll_model)
                out.append(1 if game.state.winner == mine else 0)
        self.cpu += time.process_time() - start
        self.games += len(out)
        return out


def paired(trial: list[int], incumbent: list[int]) -> tuple[int, float]:
    """(wins of trial minus incumbent's, standard error of that difference)."""
    diffs = [a - b for a, b in zip(trial, incumbent, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    return sum(diffs), math.sqrt(var * n)


def stepped(params: HeuristicParams, name: str, step: float, sign: int) -> HeuristicParams | None:
    value = getattr(params, name)
    if name == "energy_enough" and value >= NEVER:
        return with_values(params, {name: FIRST_ENOUGH}) if sign < 0 else None
    new = value + sign * step if name in ADDITIVE else value * (1 + step) ** sign
    if name in WHOLE and new < 0:
        return None
    return with_values(params, {name: new})


def past(stop: str) -> bool:
    now = datetime.now(UTC)
    hour, minute = (int(x) for x in stop.split(":"))
    return (now.hour, now.minute) >= (hour, minute)


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    seed, deals, stop = int(args[0]), int(args[1]), args[2]
    log = Path(args[3]) if len(args) > 3 else None
    params = DEFAULT
    if "--start" in sys.argv:
        given = sys.argv[sys.argv.index("--start") + 1]
        params = with_values(DEFAULT, {k: float(v) for k, v in (kv.split("=") for kv in given.split(","))})

    def say(line: str) -> None:
        print(line, flush=True)
        if log is not None:
            with log.open("a") as f:
                f.write(line + "\n")

    bench = Bench(seed, deals)
    incumbent = bench.results(params)
    say(f"seed {seed}, {deals} deals; start {changed(params)}: {sum(incumbent)}/{len(incumbent)}")
    rng = random.Random(seed)
    sizes = {name: step for name, step in STEPS}
    while not past(stop):
        kept_any = False
        order = list(sizes)
        rng.shuffle(order)
        for name in order:
            for sign in (1, -1):
                if past(stop):
                    break
                trial_params = stepped(params, name, sizes[name], sign)
                if trial_params is None:
                    continue
                trial = bench.results(trial_params)
                gain, error = paired(trial, incumbent)
                keep = gain > SURE * error and gain > 0
                say(
                    f"{name} {getattr(trial_params, name):.4g}: {sum(trial)} vs {sum(incumbent)} "
                    f"({gain:+d} ± {error:.1f}) {'KEPT' if keep else '-'}   "
                    f"[{bench.cpu / bench.games:.4f} CPU s a game]"
                )
                if keep:
                    params, incumbent, kept_any = trial_params, trial, True
                    say(f"  now {changed(params)}: {sum(incumbent)}/{len(incumbent)}")
                    break
        if not kept_any:
            sizes = {name: (step if name in WHOLE else step / 2) for name, step in sizes.items()}
            say(f"round without a change: steps halved {sizes}")
    say(f"final {changed(params)}: {sum(incumbent)}/{len(incumbent)}")


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
