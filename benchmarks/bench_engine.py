"""Complete random games per second on one core with the probabilistic roll model.

Prints figures; asserts nothing about time. Usage: python benchmarks/bench_engine.py [GAMES]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.runner import play_game
from game.roll.probabilistic import ProbabilisticRollModel


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    catalog = default_catalog()
    decks = [load_deck(p) for p in ready_decks()]
    model = ProbabilisticRollModel()
    actions = turns = 0
    start = time.perf_counter()
    for seed in range(games):
        a, b = decks[seed % len(decks)], decks[(seed + 1) % len(decks)]
        setup = GameSetup(seats=(Seat("A", a), Seat("B", b)), seed=seed)
        _game, record = play_game(setup, catalog, [RandomAgent(seed), RandomAgent(seed + 1)], model)
        actions += len(record.actions)
        turns += record.turns
    elapsed = time.perf_counter() - start
    print(f"{games} complete two-player games over {len(decks)} ready decks in {elapsed:.2f} s")
    print(
        f"games/s: {games / elapsed:.1f}   actions/s: {actions / elapsed:.0f}   "
        f"mean actions/game: {actions / games:.0f}   mean turns/game: {turns / games:.1f}"
    )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
