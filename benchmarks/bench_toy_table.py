"""Frame time of the Toy Battle table while two computer seats play, software renderer, headless
(bench_ui.py's sibling for this game).

Two ready teams, both seats played by the computer with no delay, at 1920x1080 by default, with the
roll's motion on (the balls bouncing across the mat): a new game starts whenever one ends. The
pointer rests on each figure in turn, so its zoom is drawn much of the time. Prints the median and
99th percentile of wall-clock and CPU time; asserts nothing.
Usage: python benchmarks/bench_toy_table.py [FRAMES] [WIDTHxHEIGHT] [--no-anim]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game package, run as a script
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("BAKUGAN_SAVE_DIR", tempfile.mkdtemp(prefix="bench_toy_table_"))

import pygame

from benchmarks.frame_stats import frame_report, frames_and_size, timed_frame
from game.games.toy_battle.ui.table import ToyTableScene, open_toy_table
from game.games.toy_figures import toy_teams
from game.ui.app import App


def measure(frames: int, size: tuple[int, int], animate: bool) -> None:
    app = App(size)
    app.fixed_dt = 1 / 60
    app.settings.computer_delay = 0.0
    app.settings.roll_animation = animate
    seed = 1
    scene = open_toy_table(app, toy_teams(None), [True, True], seed)
    for _ in range(30):  # warm the text and figure caches, as a running table would be
        app.frame()
    times: list[float] = []
    cpu: list[float] = []
    rolling = games = 0
    for i in range(frames):
        if scene.game.over and scene.show is None:
            seed += 1
            app.stack.pop()
            scene = open_toy_table(app, toy_teams(None), [True, True], seed)
            games += 1
        top = app.stack.top
        if isinstance(top, ToyTableScene):
            rects = list(top.bakugan_rects().values())
            if rects:
                target = rects[(i // 40) % len(rects)].center
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0)))
        wall, cpu_ms = timed_frame(app, None)
        times.append(wall)
        cpu.append(cpu_ms)
        rolling += scene.show is not None
    print(
        f"{frames} frames at {app.size[0]}x{app.size[1]} (UI scale {app.ui_scale()}), software renderer "
        f"({pygame.display.get_driver()}), a roll in motion on {rolling} frames, {games} games finished"
    )
    print("\n".join(frame_report(times, cpu)))


def main() -> None:
    frames, (width, height) = frames_and_size(sys.argv[1:])
    measure(frames, (width, height), "--no-anim" not in sys.argv)
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
