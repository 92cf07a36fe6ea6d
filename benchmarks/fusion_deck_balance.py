"""Fusion World deck balance: every pair of ready decks, heuristic against heuristic, each deal
(seed) played twice with the decks' seats swapped (duplicate deals), so the seat and the shuffle
weigh the same on both sides. Prints each deck's win rate against each other and overall, with 95%
Wilson intervals; asserts nothing.
Usage: python benchmarks/fusion_deck_balance.py [DEALS_PER_PAIR] [AGENT]   e.g. 100 heuristic"""

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

FULL_DECKS = ("ember_rush", "rootbound_ramp", "thunder_circus", "tidewatch_control")


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    agent = sys.argv[2] if len(sys.argv) > 2 else "heuristic"
    pool = default_pool()
    paths = {p.stem: p for p in ready_fw_decks()}
    decks = {name: load_fw_deck(paths[name]) for name in FULL_DECKS}
    totals = {name: [0, 0] for name in FULL_DECKS}
    cpu = time.process_time()
    first_wins = games = 0
    for a, b in itertools.combinations(FULL_DECKS, 2):
        wins_a = played = 0
        for deal in range(deals):
            seed = 90_000 + deal
            for seated in ((a, b), (b, a)):
                _game, result = play_fw_game([decks[seated[0]], decks[seated[1]]], pool, [agent, agent], seed)
                played += 1
                games += 1
                first_wins += result.winner == result.first
                if result.winner is not None and seated[result.winner] == a:
                    wins_a += 1
        totals[a][0] += wins_a
        totals[a][1] += played
        totals[b][0] += played - wins_a
        totals[b][1] += played
        r = rate(wins_a, played)
        print(f"{a:>18} vs {b:<18} {wins_a:4d}/{played} = {r['rate']:.1%} [{r['low']:.1%}-{r['high']:.1%}]", flush=True)
    for name, (won, played) in totals.items():
        r = rate(won, played)
        print(f"{name:>18} overall {won:4d}/{played} = {r['rate']:.1%} [{r['low']:.1%}-{r['high']:.1%}]")
    r = rate(first_wins, games)
    print(f"first player won {first_wins}/{games} = {r['rate']:.1%} [{r['low']:.1%}-{r['high']:.1%}]")
    used = time.process_time() - cpu
    print(f"{games} games, {used:.0f} s CPU, {games / used:.1f} games a CPU second")


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
