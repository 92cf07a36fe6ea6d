"""Battle Monsters games per second: heuristic and random players over the four ready decks,
CPU time and wall time (the machine may be shared; CPU seconds are the steadier figure).

    python benchmarks/bench_battle_monsters.py [GAMES]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.match import play_game


def main(games: int) -> None:
    decks = [load_deck(p) for p in ready_decks()]
    for agents in (["heuristic", "heuristic"], ["random", "random"], ["heuristic", "random"]):
        cpu, wall = time.process_time(), time.perf_counter()
        turns = actions = 0
        for seed in range(games):
            result = play_game([decks[seed % 4], decks[(seed + 1) % 4]], agents, seed)
            turns += result.turns
            actions += len(result.actions)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        print(
            f"{agents[0]} vs {agents[1]}: {games / cpu:.1f} games per CPU second, {games / wall:.1f} by the clock "
            f"({turns / games:.1f} turns, {actions / games:.0f} actions a game)"
        )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
