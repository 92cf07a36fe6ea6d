"""Hand-over screens per turn in hot-seat games where every seat is a human at one screen.

Each game is played through the real table with posted pygame events by the test driver
(tests/ui/driver.py: it clicks what the table marks, drags throws, presses Space to pass), at
default settings, with the probabilistic roll model so a game takes seconds. Prints, for two and
four humans, the mean over the games of hand-over screens divided by the turns played.
Asserts nothing.
Usage: python benchmarks/bench_handovers.py [GAMES]   (default 6 per player count)
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game package, run as a script
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App
from game.ui.gameover import GameOverScene
from tests.ui.driver import HumanAtTable, make_app

NAMES = ("Ann", "Bob", "Cy", "Di")
FRAME_LIMIT = 40_000


def play_one(app: App, players: int, seed: int) -> tuple[int, int]:
    """(hand-over screens, turns) of one all-human game from its first action to its end."""
    decks = [load_deck(p) for p in ready_decks()]
    setup = GameSetup(
        seats=tuple(Seat(NAMES[i], decks[(seed * 3 + i * 5) % len(decks)]) for i in range(players)), seed=seed
    )
    session = GameSession.new(
        setup, table_catalog(app), [False] * players, roll_model=ProbabilisticRollModel(), autosave=False
    )
    table = TableScene(app, session)
    app.stack.clear_to(table)
    human = HumanAtTable(app, seed=seed)
    for _ in range(FRAME_LIMIT):
        if isinstance(app.stack.top, GameOverScene) or session.over:
            break
        human.step()
    return human.stats.handovers, max(1, session.game.state.turn)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    app = make_app(Path(tempfile.mkdtemp(prefix="bench_handovers_")))
    app.settings.computer_delay = 0.35  # a default; no computer seat plays here anyway
    for players in (2, 4):
        rates: list[float] = []
        total_h = total_t = 0
        began = time.perf_counter()
        for seed in range(games):
            handovers, turns = play_one(app, players, 100 + seed)
            rates.append(handovers / turns)
            total_h += handovers
            total_t += turns
        took = time.perf_counter() - began
        print(
            f"{players} humans, {games} games, {total_t} turns, {total_h} hand-over screens "
            f"({took:.0f} s): hand-overs per turn: {statistics.mean(rates):.1f} "
            f"(lowest {min(rates):.1f}, highest {max(rates):.1f})"
        )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
