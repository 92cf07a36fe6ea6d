"""Frame time of the hot-seat table on a busy mid-game position, software renderer, headless.

Four players, a batch of cards, open Bakugan, a full log and the pointer moving over the hand
(so the zoomed card is drawn too). Prints the median and 99th percentile; asserts nothing.
Usage: python benchmarks/bench_ui.py [FRAMES]   (the deck editor: benchmarks/bench_editor.py)
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
os.environ.setdefault("BAKUGAN_SAVE_DIR", tempfile.mkdtemp(prefix="bench_ui_"))

import pygame

from benchmarks.frame_stats import p99
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


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    app = App()
    app.fixed_dt = 1 / 60
    app.settings.handover = False
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
        start, start_cpu = time.perf_counter(), time.process_time()
        app.frame()
        times.append((time.perf_counter() - start) * 1000.0)
        cpu.append((time.process_time() - start_cpu) * 1000.0)
    print(f"{frames} frames at {app.size[0]}x{app.size[1]}, software renderer ({pygame.display.get_driver()})")
    print(f"frame time: median {statistics.median(times):.2f} ms, p99 {p99(times):.2f} ms, max {max(times):.2f} ms")
    print(
        f"CPU time per frame (less disturbed by other load): median {statistics.median(cpu):.2f} ms, "
        f"p99 {p99(cpu):.2f} ms"
    )
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
