"""What overruling the heuristic really gains: search against heuristic games in which every
decision the search overrules (and a sample of the others, with the search's best alternative) is
played again from the same position, the alternative against the heuristic's choice, on
- fresh sampled worlds: free of the selection bias of the worlds that picked the alternative;
- the real hidden cards (new dice and shuffles): what the change is worth in the real game.
A DIAGNOSTIC ONLY: the second reads the real hidden cards, which no player may do.

Prints, per step and kind of choice, how many decisions, the search's own estimate of the gain, the
two re-measured gains (score units of game/games/bakugan/players/search.evaluate, with their standard errors) and the
real-cards gain in win probability.
The re-measuring play-outs go to the end of the game whatever the player's own horizon.
Usage: python benchmarks/search_gain.py [DEALS] [SEED] [WORLDS] [SAMPLE] [STEPS] [PLAYER] [START]
  e.g. python benchmarks/search_gain.py 20 101 16 0.5 energize,selection,power search:6:2 0
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.bakugan.players import search
from game.games.bakugan.players.situation import read_situation
from game.games.bakugan.rules.actions import Action
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.sample_world import copy_state, determinize
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.sim.duel import duel_tasks
from game.games.bakugan.sim.tasks import run_task


@dataclass
class Remeasured:
    kind: tuple[str, ...]
    overruled: bool
    estimate: float  # the search's own mean gain for the alternative
    fresh: list[float] = field(default_factory=list)
    real: list[float] = field(default_factory=list)
    real_wins: list[int] = field(default_factory=list)


def real_world(game: Game, rng: random.Random) -> Game:
    state = copy_state(game.state)
    state.seed = rng.randrange(2**31)
    return Game(state, game.catalog)


def paired(
    agent: search.SearchAgent, worlds: list[Game], seat: int, base: Action, other: Action, rng: random.Random
) -> Iterator[tuple[float, int]]:
    """(score gain, win gain) of `other` over `base` in each world, with the same dice for both."""
    for world in worlds:
        dice = rng.randrange(2**31)
        first = agent._rollout(world, seat, base, dice, None)
        second = agent._rollout(world, seat, other, dice, first) if first is not None else None
        if first is not None and second is not None:
            yield second[0] - first[0], int(second[0] > 0) - int(first[0] > 0)


class Instrumented(search.SearchAgent):
    """The search agent, re-measuring its decisions as it plays (its own choices are unchanged: the
    re-measuring draws from generators of its own)."""

    worlds_each = 16
    sample = 0.5
    found: ClassVar[list[Remeasured]] = []

    game: Game | None = None

    def watch_game(self, game: Game) -> None:
        """The runner hands this diagnostic the real game, as it does the ceiling players."""
        self.game = game

    def _pick(self, diffs: list[list[float]]) -> int:
        self._diffs = diffs
        return super()._pick(diffs)

    def _search(self, view: PlayerView, options: list[Action]) -> Action:
        chosen = super()._search(view, options)
        index = next(i for i, o in enumerate(options) if o is chosen)
        means = [statistics.fmean(d) if d else -9.0 for d in self._diffs]
        other = index or max(range(1, len(options)), key=lambda i: means[i])
        rng = random.Random(len(self.found) * 7919 + view.seat)
        if index == 0 and (rng.random() > self.sample or not any(self._diffs[other])):
            return chosen
        game, seat = self.game, view.seat
        assert game is not None, "played outside game.games.bakugan.sim.runner.play_game"
        sit = read_situation(view, self.catalog)
        kind = (view.parts.step, str(sit.decision), type(options[0]).__name__, type(options[other]).__name__)
        row = Remeasured(kind, index != 0, means[other])
        own_horizon, self.horizon = self.horizon, search.GAME_END
        fresh = [determinize(game, seat, self.decks or None, rng) for _ in range(self.worlds_each)]
        row.fresh = [gain for gain, _ in paired(self, fresh, seat, options[0], options[other], rng)]
        real = [real_world(game, rng) for _ in range(self.worlds_each)]
        for gain, win in paired(self, real, seat, options[0], options[other], rng):
            row.real.append(gain)
            row.real_wins.append(win)
        self.horizon = own_horizon
        self.found.append(row)
        return chosen


def mean_error(values: list[float]) -> str:
    if len(values) < 2:
        return "   n/a      "
    return f"{statistics.fmean(values):+.3f}±{statistics.stdev(values) / len(values) ** 0.5:.3f}"


def report(rows: list[Remeasured], games: int) -> None:
    groups: dict[tuple[object, ...], list[Remeasured]] = defaultdict(list)
    for row in rows:
        groups[(row.overruled, *row.kind)].append(row)
    print(f"{games} games; per decision means; 'won/game' = real-cards win gain summed per game")
    print(f"{'overruled step decision choice':45s} {'n':>4s} {'estimate':>8s} {'fresh':>12s} {'real':>12s} won/game")
    for key in sorted(groups, key=str):
        group = groups[key]
        fresh = [statistics.fmean(r.fresh) for r in group if r.fresh]
        real = [statistics.fmean(r.real) for r in group if r.real]
        wins = sum(statistics.fmean(r.real_wins) for r in group if r.real_wins)
        label = " ".join(str(k) for k in key)
        estimate = statistics.fmean(r.estimate for r in group)
        print(
            f"{label:45s} {len(group):4d} {estimate:+8.3f} {mean_error(fresh)} {mean_error(real)} {wins / games:+.3f}"
        )


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 101
    Instrumented.worlds_each = int(sys.argv[3]) if len(sys.argv) > 3 else 16
    Instrumented.sample = float(sys.argv[4]) if len(sys.argv) > 4 else 0.5
    if len(sys.argv) > 5 and sys.argv[5] != "-":
        defaults = Instrumented.__init__.__kwdefaults__
        assert defaults is not None
        defaults["steps"] = tuple(sys.argv[5].split(","))  # the inherited constructor's: the tasks build agents
    search.SearchAgent = Instrumented  # type: ignore[misc]  # what the game tasks build for "search"
    start = time.process_time()
    player = sys.argv[6] if len(sys.argv) > 6 else "search"
    start_deal = int(sys.argv[7]) if len(sys.argv) > 7 else 0
    tasks = duel_tasks(player, "heuristic", deals, seed, start=start_deal)
    wins = sum(run_task(task)["winner_side"] == 0 for task in tasks)
    print(f"search won {wins}/{len(tasks)}; {(time.process_time() - start) / len(tasks):.1f} CPU s per game")
    report(Instrumented.found, len(tasks))
    rows_file = os.environ.get("SEARCH_GAIN_ROWS")
    if rows_file:  # every re-measured decision, one JSON object a line, for a closer look
        with open(rows_file, "w", encoding="utf-8") as out:
            for row in Instrumented.found:
                out.write(json.dumps(dataclasses.asdict(row)) + "\n")


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
