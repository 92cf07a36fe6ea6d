"""A declared strength run for Battle Monsters: PLAYER against the heuristic over the ready decks.

The run is fixed before it starts: GAMES games in pairs (the same two decks and game seed twice,
PLAYER in seat 0 then seat 1), the deck pairs going round every ordered pair of different ready
decks, game seeds from SEED. The rule: PLAYER is stronger when its 95% Wilson interval's lower end
is above 50%. Each game is printed as it ends (winner, CPU seconds), then the wins with the
interval and CPU seconds a game (never asserted: the machine may be shared).

    python benchmarks/strength_battle_monsters.py PLAYER GAMES SEED [FIRST]

FIRST (default 0) starts at that game of the run, so one declared run can be played in parts
(FIRST even, so a pair stays whole) and its lines put together.
"""

from __future__ import annotations

import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.match import play_game
from game.sim.wilson import wilson


def main(player: str, games: int, seed: int, first: int = 0) -> None:
    decks = [load_deck(p) for p in ready_decks()]
    pairs = list(itertools.permutations(range(len(decks)), 2))
    print(f"declared: {player} vs heuristic, {games} games, seed {seed}, rule: Wilson 95% lower end > 50%")
    wins = 0
    cpu_total = 0.0
    for index in range(first, first + games):
        pair, seat = divmod(index, 2)
        a, b = pairs[pair % len(pairs)]
        agents = ["heuristic", "heuristic"]
        agents[seat] = player
        cpu = time.process_time()
        result = play_game([decks[a], decks[b]], agents, seed * 100_003 + pair)
        cpu = time.process_time() - cpu
        cpu_total += cpu
        won = result.winner == seat
        wins += won
        print(
            f"game {index + 1}: {decks[a].name} vs {decks[b].name}, {player} in seat {seat}: "
            f"{'won' if won else 'lost'} ({result.ended}, {result.turns} turns, {cpu:.2f} CPU s)",
            flush=True,
        )
    low, high = wilson(wins, games)
    print(
        f"{player}: {wins}/{games} = {wins / games:.1%}, 95% interval {low:.1%}-{high:.1%}; "
        f"{cpu_total / games:.2f} CPU s a game; stronger by the rule: {'yes' if low > 0.5 else 'no'}"
    )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]) if len(sys.argv) > 4 else 0)
