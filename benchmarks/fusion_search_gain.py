"""Fusion World: the search player against the heuristic player, each deal played twice with the
seats swapped. Prints the win rate with its 95% interval and the time a game; asserts nothing.
Usage: python benchmarks/fusion_search_gain.py [DEALS] [SEARCH_SPEC]   e.g. 10 search:4"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.match import load_decks, play_fw_game
from game.sim.wilson import rate


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    spec = sys.argv[2] if len(sys.argv) > 2 else "search:4"
    pool = default_pool()
    decks = load_decks(["ember_rush", "thunder_circus"])
    wins = games = 0
    cpu = time.process_time()
    for deal in range(deals):
        for search_seat in (0, 1):
            agents = [spec, "heuristic"] if search_seat == 0 else ["heuristic", spec]
            _game, result = play_fw_game(decks, pool, agents, 700 + deal)
            wins += result.winner == search_seat
            games += 1
        r = rate(wins, games)
        print(
            f"{spec} beat heuristic {wins}/{games} = {r['rate']:.1%} [{r['low']:.1%}-{r['high']:.1%}], "
            f"{(time.process_time() - cpu) / games:.1f} s CPU a game",
            flush=True,
        )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
