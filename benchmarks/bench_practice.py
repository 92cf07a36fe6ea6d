"""Frame time of practice rolling, software renderer, headless: the table with its release zones and
the red no-release areas around the cores, the pointer moving over it, at 1024x600, 1280x720 and
1920x1080 (or the sizes given). Also the time to shade the zones once, which happens when the field
changes (a new random field, a loaded one), not every frame. Prints figures; asserts nothing.
Usage: python benchmarks/bench_practice.py [FRAMES] [WIDTHxHEIGHT ...]
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
os.environ.setdefault("BAKUGAN_SAVE_DIR", tempfile.mkdtemp(prefix="bench_practice_"))

import pygame

from benchmarks.frame_stats import summary, timed_frame
from game.games.bakugan.ui.practice import view as view
from game.games.bakugan.ui.practice.scene import PracticeScene
from game.games.bakugan.ui.screens import open_practice
from game.ui.app import App
from game.ui.hosted import HostedScene
from game.ui.menu import MenuScene

SIZES = ((1024, 600), (1280, 720), (1920, 1080))


def measure(frames: int, size: tuple[int, int]) -> None:
    app = App(size)
    app.fixed_dt = 1 / 60
    menu = MenuScene(app)
    app.push(menu)
    open_practice(menu)
    host = app.stack.top
    assert isinstance(host, HostedScene) and isinstance(host.inner, PracticeScene)
    practice = host.inner
    for _ in range(30):  # warm the text caches, as a running screen would be
        app.frame()
    s = practice.session
    shading: list[float] = []
    for _ in range(20):
        start = time.perf_counter()
        view.zone_shading(practice.proj, s.table, s.field, s.config)
        shading.append((time.perf_counter() - start) * 1000.0)
    table = practice.proj.rect()
    wall: list[float] = []
    cpu: list[float] = []
    for i in range(frames):
        x = table.x + (i * 7) % table.width
        y = table.bottom - 1 - (i * 3) % max(1, table.height // 4)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
        w, c = timed_frame(app, None)
        wall.append(w)
        cpu.append(c)
    print(f"{size[0]}x{size[1]}: {len(s.field)} cores, table {table.width}x{table.height} px")
    print("  " + summary("frame, wall clock", wall))
    print("  " + summary("frame, CPU", cpu))
    print(f"  shading the zones once (on a new field): median {statistics.median(shading):.2f} ms")
    pygame.display.quit()


def main() -> None:
    args = sys.argv[1:]
    frames = int(args[0]) if args and "x" not in args[0] else 300
    sizes = [tuple(int(v) for v in a.split("x")) for a in args if "x" in a] or list(SIZES)
    for size in sizes:
        measure(frames, (size[0], size[1]))


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
