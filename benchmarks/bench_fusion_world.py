"""Fusion World games per second with heuristic (and random) players over the ready-deck pairs,
and the heuristic player's win rate against random. Prints figures; asserts nothing.
Usage: python benchmarks/bench_fusion_world.py [GAMES_PER_PAIR]"""

from __future__ import annotations

import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.decks import load_fw_deck, ready_fw_decks
from game.games.fusion_world.match import play_fw_game
from game.sim.wilson import rate


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    pool = default_pool()
    decks = [load_fw_deck(p) for p in ready_fw_decks() if not load_fw_deck(p).half]
    for agents in (["heuristic", "heuristic"], ["random", "random"]):
        played = actions = turns = 0
        start, cpu = time.perf_counter(), time.process_time()
        for a, b in itertools.combinations(decks, 2):
            for seed in range(games):
                _game, result = play_fw_game([a, b], pool, agents, seed)
                played += 1
                actions += result.actions
                turns += result.turns
        elapsed, used = time.perf_counter() - start, time.process_time() - cpu
        print(
            f"{agents[0]:>9} v {agents[1]:<9}: {played} games in {elapsed:.1f} s = {played / elapsed:.1f} games/s "
            f"({played / used:.1f} a CPU second: on a shared machine the fairer figure), "
            f"{actions / played:.0f} actions and {turns / played:.1f} turns a game"
        )
    wins = 0
    n = 0
    for a, b in itertools.combinations(decks, 2):
        for seed in range(games):
            for seats in ((0, 1), (1, 0)):
                agents = ["heuristic", "random"] if seats == (0, 1) else ["random", "heuristic"]
                _game, result = play_fw_game([a, b], pool, agents, 1000 + seed)
                wins += result.winner == seats.index(0)
                n += 1
    r = rate(wins, n)
    print(f"heuristic beats random: {r['rate']:.1%} [{r['low']:.1%}-{r['high']:.1%}] of {n} games")


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
