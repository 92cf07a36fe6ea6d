"""How much a change to the search player is worth, measured where it matters: player A plays
against the heuristic; at each of A's decisions a second player B (A with the change) is asked too,
on the same view; where the two choose differently, both choices are played out from the real
position (every hidden card as it is, fresh dice and shuffles, heuristic players to the end of the
game) on the same worlds, and the win gain of B's choice over A's is kept.
The sum of those gains per game estimates B's win rate minus A's, with a much smaller error than
playing both over whole games would give (the luck of the deals and rolls cancels).
A DIAGNOSTIC ONLY: the re-measuring reads the real hidden cards, which no player may do.

Variants (B): confirm16 (16 confirming worlds instead of 8), worlds12 (12 worlds a decision), energize and
selection (search that step too), candidates6 (6 candidates instead of 4), loose (an overruling
choice must clear 0.5 standard errors instead of 1), w12loose and w20loose (12 or 20 worlds and
loose); and the two ceilings, omniscient and
omniscient_hands, at A's budget (where seeing the hidden cards changes the choice, and what that is
worth); or any search spec (e.g. search:32:3:0.5: another budget).
Prints the number of decisions where A and B differ, the mean win gain per such decision and per
game, with standard errors, and the two choices' kinds.
Usage: python benchmarks/policy_diff.py A_SPEC VARIANT DEALS SEED [WORLDS] [START]
  e.g. python benchmarks/policy_diff.py search:6:2 w12loose 150 6400 32 0
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.bakugan.players import registry, search
from game.games.bakugan.players.agent import Agent
from game.games.bakugan.rules.actions import Action
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.sample_world import copy_state
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.sim import tasks as task_module
from game.games.bakugan.sim.duel import duel_tasks


def confirm16(agent: search.SearchAgent) -> None:
    agent.confirm = 16


def worlds12(agent: search.SearchAgent) -> None:
    agent.rollouts = 12


def loose(agent: search.SearchAgent) -> None:
    agent.confidence = 0.5


def w12loose(agent: search.SearchAgent) -> None:
    agent.rollouts, agent.confidence = 12, 0.5


def w20loose(agent: search.SearchAgent) -> None:
    agent.rollouts, agent.confidence = 20, 0.5


def energize(agent: search.SearchAgent) -> None:
    agent.steps = (*agent.steps, "energize")


def selection(agent: search.SearchAgent) -> None:
    agent.steps = (*agent.steps, "selection")


def candidates6(agent: search.SearchAgent) -> None:
    agent.candidates = 6


CEILINGS = ("omniscient", "omniscient_hands")
VARIANTS: dict[str, Callable[[search.SearchAgent], None]] = {
    "confirm16": confirm16,
    "worlds12": worlds12,
    "loose": loose,
    "w12loose": w12loose,
    "w20loose": w20loose,
    "energize": energize,
    "selection": selection,
    "candidates6": candidates6,
}


class Differ:
    """Plays A's choices; asks B too and re-measures where they differ."""

    name = "diff"
    worlds = 32
    gains: ClassVar[list[float]] = []  # one list for the whole run
    kinds: ClassVar[Counter[str]] = Counter()
    kind_gains: ClassVar[defaultdict[str, float]] = defaultdict(float)

    def __init__(self, a: search.SearchAgent, b: search.SearchAgent, seed: int) -> None:
        self.a, self.b = a, b
        self.rng = random.Random(seed)
        self.game: Game | None = None

    def watch_game(self, game: Game) -> None:
        self.game = game
        watch = getattr(self.b, "watch_game", None)
        if watch is not None:
            watch(game)

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        mine = self.a.choose(view, legal)
        theirs = self.b.choose(view, legal)
        if theirs != mine and self.game is not None:
            gain = self._remeasure(self.game, view.seat, mine, theirs)
            kind = f"{view.parts.step} {type(mine).__name__} -> {type(theirs).__name__}"
            self.gains.append(gain)
            self.kinds[kind] += 1
            self.kind_gains[kind] += gain
        return mine

    def _remeasure(self, game: Game, seat: int, mine: Action, theirs: Action) -> float:
        own_horizon, self.a.horizon = self.a.horizon, search.GAME_END
        wins: list[int] = []
        for _ in range(self.worlds):
            state = copy_state(game.state)
            state.seed = self.rng.randrange(2**31)
            world = Game(state, game.catalog)
            dice = self.rng.randrange(2**31)
            first = self.a._rollout(world, seat, mine, dice, None)
            second = self.a._rollout(world, seat, theirs, dice, first) if first is not None else None
            if first is not None and second is not None:
                wins.append(int(second[0] > 0) - int(first[0] > 0))
        self.a.horizon = own_horizon
        return statistics.fmean(wins) if wins else 0.0


def main() -> None:
    a_spec, variant = sys.argv[1], VARIANTS.get(sys.argv[2])
    b_named = sys.argv[2].startswith("search:")  # another budget of the search, given whole
    assert variant is not None or sys.argv[2] in CEILINGS or b_named, (
        f"variants: {', '.join([*VARIANTS, *CEILINGS])} or search:WORLDS[:HORIZON[:SURE]]"
    )
    deals, seed = int(sys.argv[3]), int(sys.argv[4])
    Differ.worlds = int(sys.argv[5]) if len(sys.argv) > 5 else 32
    start_deal = int(sys.argv[6]) if len(sys.argv) > 6 else 0
    plain = registry.make_agent

    def make(spec: str, seed: int, *args: Any, **kwargs: Any) -> Agent:  # registry.make_agent's arguments
        if spec != "diff":
            return plain(spec, seed, *args, **kwargs)
        a = plain(a_spec, seed, *args, **kwargs)
        budget = a_spec.partition(":")[2]
        b_spec = f"{sys.argv[2]}:{budget}" if sys.argv[2] in CEILINGS else sys.argv[2] if b_named else a_spec
        b = plain(b_spec, seed, *args, **kwargs)
        assert isinstance(a, search.SearchAgent) and isinstance(b, search.SearchAgent)
        if variant is not None:
            variant(b)
        return Differ(a, b, seed * 7 + 1)

    task_module.make_agent = make  # type: ignore[attr-defined]  # what the game tasks build agents with
    start = time.process_time()
    games = duel_tasks("diff", "heuristic", deals, seed, start=start_deal)
    won = sum(task_module.run_task(task)["winner_side"] == 0 for task in games)
    gains = Differ.gains
    n = len(games)
    print(f"A {a_spec} won {won}/{n}; {(time.process_time() - start) / n:.1f} CPU s a game (A, B and re-measuring)")
    if len(gains) >= 2:
        mean, sd = statistics.fmean(gains), statistics.stdev(gains)
        per_game = sum(gains) / n
        error = sd / len(gains) ** 0.5
        print(f"differ on {len(gains)} decisions ({len(gains) / n:.2f} a game); B - A each {mean:+.4f}±{error:.4f}")
        print(f"B - A win rate (sum of gains a game): {per_game:+.4f}±{sd * len(gains) ** 0.5 / n:.4f}")
        print(f"raw: n={n} k={len(gains)} sum={sum(gains):.4f} sumsq={sum(g * g for g in gains):.4f}")
    for kind, count in Differ.kinds.most_common():
        print(f"  {kind}: {count}, win gain {Differ.kind_gains[kind] / n:+.4f} a game")


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
