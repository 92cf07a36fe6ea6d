"""The analysis mode's costs on a four-player ready-deck game, software renderer, headless.

Opening the file (replaying it once, with snapshots), a jump to a random action (a replay of at
most SNAP - 1 actions from the nearest snapshot), a frame while resting on one position, and a
frame stepping one action each frame (Right held down). CPU times (less disturbed by other load
on a shared machine). Prints figures; asserts nothing.
Usage: python benchmarks/bench_analysis.py [FRAMES]
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game package, run as a script
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("BAKUGAN_SAVE_DIR", tempfile.mkdtemp(prefix="bench_analysis_"))

import pygame

from benchmarks.frame_stats import summary, timed_frame
from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.branch import Analysis
from game.games.bakugan.sim.replay_file import save_replay
from game.games.bakugan.sim.runner import play_game
from game.games.bakugan.ui.analysis.scene import AnalysisScene
from game.games.bakugan.ui.catalog import table_catalog
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App


def main(frames: int) -> None:
    app = App()
    app.fixed_dt = 1 / 60
    catalog = table_catalog(app)
    decks = [load_deck(p) for p in ready_decks()[:4]]
    setup = GameSetup(seats=tuple(Seat(f"P{i + 1}", d) for i, d in enumerate(decks)), seed=12)
    agents = [HeuristicAgent(seed=i, catalog=catalog) for i in range(4)]
    _, record = play_game(setup, catalog, agents, ProbabilisticRollModel())
    path = Path(tempfile.mkdtemp(prefix="bench_analysis_")) / "game.json"
    save_replay(path, setup, record.actions, record.final_hash, record.winner)

    start = time.process_time()
    analysis = Analysis.load(path, catalog)
    opened = (time.process_time() - start) * 1000.0
    print(f"four players, {len(analysis.played)} actions: opening the file {opened:.0f} ms (CPU)")

    scene = AnalysisScene(app, analysis)
    app.push(scene)
    rng = random.Random(1)
    jumps = []
    for _ in range(200):
        target = rng.randrange(len(analysis.played) + 1)
        start = time.process_time()
        scene.jump(target)
        jumps.append((time.process_time() - start) * 1000.0)
    print(f"{'jump to an action (CPU)':<28} median {statistics.median(jumps):5.2f} ms   max {max(jumps):6.2f} ms")

    scene.jump(len(analysis.played) // 2)
    rest = [timed_frame(app, None)[1] for _ in range(frames)]
    print(summary("resting on a position (CPU)", rest))
    scene.jump(0)
    stepping = []
    for _ in range(min(frames, len(analysis.played))):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, unicode="", mod=0, scancode=0))
        stepping.append(timed_frame(app, None)[1])
    print(summary("a step every frame (CPU)", stepping))


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
