"""Frame time of the deck editor with a full deck loaded, software renderer, headless, paced at 60 FPS.

Phases, each printed with its median and 99th percentile: at rest on each tab, scrolling the catalogue
with the wheel, the pointer moving over catalogue and deck rows (the zoomed card is drawn), and
a deck test running in its child process on the Test tab.
Usage: python benchmarks/bench_editor.py [FRAMES_PER_PHASE] [--profile]
"""

from __future__ import annotations

import cProfile
import os
import pstats
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game package, run as a script
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("BAKUGAN_SAVE_DIR", tempfile.mkdtemp(prefix="bench_editor_"))

import pygame

from benchmarks.frame_stats import p99, summary, timed_frame
from game.games.bakugan.deck_draft import DeckDraft
from game.games.bakugan.decks import load_deck, resolve_deck_path
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.editor.scene import EditorScene
from game.ui.app import App

Step = Callable[[int], None]


def move(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def wheel(dy: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=dy))


def phase(app: App, frames: int, step: Step, profile: cProfile.Profile | None) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds of each frame (CPU time is less disturbed by other load)."""
    times, cpu = [], []
    for i in range(frames):
        step(i)
        wall, cpu_ms = timed_frame(app, profile)
        times.append(wall)
        cpu.append(cpu_ms)
        time.sleep(max(0.0, 1 / 60 - times[-1] / 1000.0))
    return times, cpu


def report(label: str, measured: tuple[list[float], list[float]]) -> str:
    times, cpu = measured
    return f"{summary(label, times)}   CPU p99 {p99(cpu):5.2f} ms"


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    frames = int(args[0]) if args else 300
    profile = cProfile.Profile() if "--profile" in sys.argv else None
    app = App()
    app.fixed_dt = 1 / 60
    deck = load_deck(resolve_deck_path("aquos_flow"))
    editor = EditorScene(app, DeckDraft(table_catalog(app), deck))
    app.push(editor)
    for _ in range(30):  # warm the caches, as a window open for a second would be
        app.frame()
    cat = editor.catalogue.list.rect
    rows = [r.center for _, r in editor.catalogue.list.rows()] + [r.center for _, r in editor.deck_panel.list.rows()]
    rest = (editor.layout.status.centerx, editor.layout.status.y - 4) if editor.layout else (640, 700)

    def at_rest(i: int) -> None:
        if i == 0:
            move(rest)

    def scrolling(i: int) -> None:
        if i == 0:
            move(cat.center)
        wheel(-1 if (i // 40) % 2 == 0 else 1)

    def hovering(i: int) -> None:
        move(rows[(i // 3) % len(rows)])

    print(
        f"deck {deck.name}, {len(deck.cards)} cards, window {app.size[0]}x{app.size[1]}, {pygame.display.get_driver()}"
    )
    for key in editor.side.tabs:
        editor.show_tab(key)
        print(report(f"at rest, {key} tab", phase(app, frames, at_rest, profile)))
    editor.show_tab("rules")
    print(report("scrolling the catalogue", phase(app, frames, scrolling, profile)))
    print(report("hovering cards", phase(app, frames, hovering, profile)))
    editor.show_tab("test")
    editor.test_tab.start()
    run = editor.test_tab.run
    assert run is not None
    measured = phase(app, frames, at_rest, profile)
    print(report("deck test running", measured) + f"   {run.played} games played, {run.state}")
    editor.test_tab.cancel()
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if profile is not None:
        pstats.Stats(profile).sort_stats("cumulative").print_stats(35)


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
