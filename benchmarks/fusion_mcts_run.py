"""Fusion World: the ISMCTS player (game/games/fusion_world/mcts.py) against the heuristic, the run
declared in game/games/fusion_world/README.md: Ember Rush against Rootbound Ramp, deals (seeds)
2000 onwards, each deal played twice with the players' seats swapped. Prints every game and the
win rate with its 95% Wilson interval and the CPU time a game; asserts nothing. A run can be split
over processes: PART k of N plays the deals with deal % N == k (add the parts' wins together).
Usage: python benchmarks/fusion_mcts_run.py [DEALS] [SPEC] [PART N]   e.g. 30 mcts:32 0 2"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.match import load_decks, play_fw_game
from game.sim.wilson import rate

DECKS = ["ember_rush", "rootbound_ramp"]
FIRST_SEED = 2000


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    spec = sys.argv[2] if len(sys.argv) > 2 else "mcts:32"
    part, parts = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) > 4 else (0, 1)
    pool = default_pool()
    wins = games = 0
    cpu_total = 0.0
    for deal in range(part, deals, parts):
        for seat in (0, 1):
            agents = [spec, "heuristic"] if seat == 0 else ["heuristic", spec]
            cpu = time.process_time()
            _game, result = play_fw_game(load_decks(DECKS), pool, agents, FIRST_SEED + deal)
            used = time.process_time() - cpu
            cpu_total += used
            games += 1
            wins += result.winner == seat
            outcome = "won" if result.winner == seat else "lost"
            print(f"deal {deal} seat {seat}: {spec} {outcome} in {result.turns} turns, {used:.1f} s CPU", flush=True)
    r = rate(wins, games)
    print(
        f"{spec} beat heuristic {wins}/{games} = {r['rate']:.1%} [{r['low']:.1%}-{r['high']:.1%}], "
        f"{cpu_total / max(1, games):.1f} s CPU a game"
    )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
