"""Frame time of the hot-seat table on a busy mid-game position, software renderer, headless.

Four players, a batch of cards, open Bakugan, a full log and the pointer moving between the hand
and the field. Two phases: as a player sees it with auto-pass on (the others pass until Cy throws,
so it is mostly the whole table to scale), then the same position with auto-pass off (the close-up
of the field with the zoomed card). Prints the median and 99th percentile; asserts nothing.
Usage: python benchmarks/bench_ui.py [FRAMES] [--profile]   (the deck editor: benchmarks/bench_editor.py)
"""

from __future__ import annotations

import cProfile
import os
import pstats
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game package, run as a script
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("BAKUGAN_SAVE_DIR", tempfile.mkdtemp(prefix="bench_ui_"))

import pygame

from benchmarks.frame_stats import p99, timed_frame
from game.ai.random_agent import RandomAgent
from game.decks import load_deck, ready_decks
from game.probabilistic_roll import ProbabilisticRollModel
from game.rules.actions import CHANCE
from game.rules.setup import GameSetup, Seat
from game.rules.view import PlayerView
from game.ui.app import App
from game.ui.session import GameSession
from game.ui.table import TableScene


def busy_session(app: App) -> GameSession:
    """A four-player game played by random agents until the batch holds two or more cards."""
    decks = [load_deck(p) for p in ready_decks()]
    for seed in range(200):
        setup = GameSetup(
            seats=tuple(Seat(n, decks[(seed + i) % len(decks)]) for i, n in enumerate(("Ann", "Bob", "Cy", "Di"))),
            seed=seed,
        )
        session = GameSession.new(setup, app.catalog, [False] * 4, roll_model=ProbabilisticRollModel(), autosave=False)
        agents = [RandomAgent(seed * 4 + i) for i in range(4)]
        while not session.over and len(session.actions) < 3000:
            s = session.game.state
            opened = sum(1 for b in s.bakugan if b.open)
            if len(s.batch) >= 2 and s.turn >= 3 and opened >= 2:
                return session
            seat = session.to_act()
            if seat == CHANCE:
                session.roll()
            elif seat is not None:
                session.apply(agents[seat].choose(PlayerView(session.game, seat), session.legal()))
    raise SystemExit("no busy position found")


def measure(frames: int, auto_pass: bool, profile: cProfile.Profile | None) -> None:
    app = App()
    app.fixed_dt = 1 / 60
    app.settings.handover = False
    app.settings.auto_pass = auto_pass
    session = busy_session(app)
    table = TableScene(app, session)
    table.handed_to = table.viewer
    app.push(table)
    s = session.game.state
    print(
        f"position: turn {s.turn}, {s.step.value} step, batch {len(s.batch)}, "
        f"hand {len(s.players[table.viewer].hand)}, log {len(s.log)} entries, {s.seats} players"
    )
    for _ in range(30):  # warm the text and card caches, as a running table would be
        app.frame()
    hand = list(table.layout.hand.values())
    times: list[float] = []
    cpu: list[float] = []
    for i in range(frames):
        target = hand[i % len(hand)].center if hand and (i // 20) % 2 == 0 else table.layout.field.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0)))
        wall, cpu_ms = timed_frame(app, profile)
        times.append(wall)
        cpu.append(cpu_ms)
    view = "whole table to scale" if table.table_view() else "close-up of the field"
    print(f"{frames} frames at {app.size[0]}x{app.size[1]}, software renderer ({pygame.display.get_driver()}), {view}")
    print(f"frame time: median {statistics.median(times):.2f} ms, p99 {p99(times):.2f} ms, max {max(times):.2f} ms")
    print(
        f"CPU time per frame (less disturbed by other load): median {statistics.median(cpu):.2f} ms, "
        f"p99 {p99(cpu):.2f} ms"
    )


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    frames = int(args[0]) if args else 600
    profile = cProfile.Profile() if "--profile" in sys.argv else None
    print("-- auto-pass on (the table as played)")
    measure(frames, True, profile)
    print("-- auto-pass off (the close-up of the same position)")
    measure(frames, False, profile)
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if profile is not None:
        pstats.Stats(profile).sort_stats("cumulative").print_stats(35)


if __name__ == "__main__":
    main()
