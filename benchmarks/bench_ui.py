"""Frame time of the hot-seat table on a busy mid-game position, software renderer, headless.

Four players, a batch of cards, open Bakugan, a full log and the pointer moving between the hand
and the field, at 1920x1080 (the UI scale 1.5) by default, with the table's animations running
(a card flying to the batch, damage flipping cards, the Victor ringed, Energy cards turning,
restarted every 45 frames). Two phases: as a player sees it with auto-pass on (the others pass
until Cy throws, so it is mostly the whole table to scale), then the same position with auto-pass
off (the close-up of the field with the zoomed card). Prints the median and 99th percentile;
asserts nothing.
Usage: python benchmarks/bench_ui.py [FRAMES] [WIDTHxHEIGHT] [--no-anim] [--profile]
(the deck editor: benchmarks/bench_editor.py)
"""

from __future__ import annotations

import cProfile
import os
import pstats
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game package, run as a script
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("BAKUGAN_SAVE_DIR", tempfile.mkdtemp(prefix="bench_ui_"))

import pygame

from benchmarks.frame_stats import frame_report, frames_and_size, timed_frame
from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.rules.actions import CHANCE
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.ui.anim_fx import FLIP_GAP_S, FLIP_S, FLY_S, Flight, card_shaped
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App


def busy_session(app: App) -> GameSession:
    """A four-player game played by random agents until the batch holds two or more cards."""
    decks = [load_deck(p) for p in ready_decks()]
    for seed in range(200):
        setup = GameSetup(
            seats=tuple(Seat(n, decks[(seed + i) % len(decks)]) for i, n in enumerate(("Ann", "Bob", "Cy", "Di"))),
            seed=seed,
        )
        session = GameSession.new(
            setup, table_catalog(app), [False] * 4, roll_model=ProbabilisticRollModel(), autosave=False
        )
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


def keep_animating(table: TableScene, frame: int) -> None:
    """Start the effects a busy table shows, as the game would, every 45 frames."""
    if frame % 45:
        return
    fx = table.fx
    lay = table.layout
    game = table.game
    seat = table.viewer
    hand = list(lay.hand.items())
    entries = list(lay.batch_entries.values())
    if hand and entries:
        iid, rect = hand[frame // 45 % len(hand)]
        fx.flights.append(Flight(game.card(iid).id, rect.copy(), card_shaped(entries[-1], rect), fx.clock, FLY_S))
    target = (seat + 1) % game.state.seats
    for k, iid in enumerate(game.state.players[target].discard[-3:]):
        begin = fx.clock + k * FLIP_GAP_S
        fx.flights.append(
            Flight(game.card(iid).id, lay.deck[target].copy(), lay.discard[target].copy(), begin, FLIP_S, True, target)
        )
    opened = [b for b in lay.tokens]
    if opened:
        fx.victor, fx.victor_since = (seat, opened[0]), fx.clock
    fx.turned[seat] = (fx.clock, 0, 0)


def measure(
    frames: int, auto_pass: bool, size: tuple[int, int], animate: bool, profile: cProfile.Profile | None
) -> None:
    app = App(size)
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
    flying = 0
    for i in range(frames):
        if animate:
            keep_animating(table, i)
            flying += len(table.fx.flights)
        target = hand[i % len(hand)].center if hand and (i // 20) % 2 == 0 else table.layout.field.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0)))
        wall, cpu_ms = timed_frame(app, profile)
        times.append(wall)
        cpu.append(cpu_ms)
    view = "whole table to scale" if table.table_view() else "close-up of the field"
    motion = f"animations running ({flying / frames:.1f} cards in the air a frame)" if animate else "animations off"
    print(
        f"{frames} frames at {app.size[0]}x{app.size[1]} (UI scale {app.ui_scale()}), software renderer "
        f"({pygame.display.get_driver()}), {view}, {motion}"
    )
    print("\n".join(frame_report(times, cpu)))


def main() -> None:
    frames, (width, height) = frames_and_size(sys.argv[1:])
    animate = "--no-anim" not in sys.argv
    profile = cProfile.Profile() if "--profile" in sys.argv else None
    print("-- auto-pass on (the table as played)")
    measure(frames, True, (width, height), animate, profile)
    print("-- auto-pass off (the close-up of the same position)")
    measure(frames, False, (width, height), animate, profile)
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if profile is not None:
        pstats.Stats(profile).sort_stats("cumulative").print_stats(35)


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
