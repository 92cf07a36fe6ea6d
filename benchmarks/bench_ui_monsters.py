"""Frame time of the Battle Monsters table on a busy mid-game position, software renderer, headless
(bench_ui.py's sibling for this game).

Turn 9 of a game between two ready decks played by the heuristic player, two people at the
screen (the hand-over taken), at 1920x1080 (the UI scale 1.5) by default, with the table's motions
running: every 45 frames a card flies from the hand to the field, the next card turns to the
other stance, an attack rings two cards and a banner crosses the table; the pointer rests on a
card of the hand, then on a card of the field, so the zoom is drawn about half the time. Prints
the median and 99th percentile; asserts nothing.
Usage: python benchmarks/bench_ui_monsters.py [FRAMES] [WIDTHxHEIGHT] [--no-anim] [--profile]
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
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("BAKUGAN_SAVE_DIR", tempfile.mkdtemp(prefix="bench_ui_monsters_"))

import pygame

from benchmarks.frame_stats import frame_report, frames_and_size, timed_frame
from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.ui.draw import card_art
from game.games.battle_monsters.ui.places import card_rects
from game.games.battle_monsters.ui.table import MonstersTableScene
from game.ui.app import App
from game.ui.handover import HandOverScene
from tests.battle_monsters.playing import play_until


def busy_table(app: App) -> MonstersTableScene:
    decks = [load_deck(p) for p in ready_decks()]
    scene = MonstersTableScene(app, decks[:2], ["Ann", "Bo"], [False, False], 3)
    app.push(scene)
    play_until(scene.game, lambda g: g.core.turn >= 9, seed=1)
    app.frame()
    if isinstance(app.stack.top, HandOverScene):
        app.stack.top._ready()
    return scene


def keep_moving(scene: MonstersTableScene, frame: int) -> None:
    """Start the motions a busy table shows, as the game would, every 45 frames."""
    if frame % 45:
        return
    motion = scene.moments.motion
    rects = list(card_rects(scene).items())
    field = [(i, r) for i, r in rects if scene.game.where(i) == "field"]
    hand = [(i, r) for i, r in rects if scene.game.where(i) == "hand"]
    if hand and field:
        iid, start = hand[frame // 45 % len(hand)]
        motion.fly(card_art(scene, iid), start, field[-1][1], kind="summon")
    if len(field) > 1:
        iid, rect = field[frame // 45 % len(field)]
        turned = pygame.Rect(rect.x, rect.y, rect.h, rect.w)
        motion.fly(card_art(scene, iid), rect, turned, kind="stance")
        motion.pulse(field[0][1], (255, 110, 90), "ATTACK", kind="attack")
        motion.pulse(field[1][1], (232, 92, 84), "KO", kind="ko")
    motion.banner("Direct hit! Bo loses 1 life", (232, 92, 84), kind="direct_hit")


def measure(frames: int, size: tuple[int, int], animate: bool, profile: cProfile.Profile | None) -> None:
    app = App(size)
    app.fixed_dt = 1 / 60
    app.settings.computer_delay = 0.0
    scene = busy_table(app)
    s = scene.game.state
    print(
        f"position: turn {scene.game.core.turn}, field {len(s.field_of(0))} + {len(s.field_of(1))} cards, "
        f"hand {len(s.zone('hand', scene.viewer))}, log {len(scene.game.core.log)} entries"
    )
    for _ in range(30):  # warm the text and card caches, as a running table would be
        app.frame()
    rects = card_rects(scene)
    hand = [r.center for i, r in rects.items() if scene.game.where(i) == "hand"]
    field = [r.center for i, r in rects.items() if scene.game.where(i) == "field"]
    times: list[float] = []
    cpu: list[float] = []
    moving = zoomed = 0
    for i in range(frames):
        if animate:
            keep_moving(scene, i)
        spots = hand if (i // 30) % 2 == 0 and hand else field
        target = spots[(i // 60) % len(spots)]
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0)))
        wall, cpu_ms = timed_frame(app, profile)
        times.append(wall)
        cpu.append(cpu_ms)
        moving += scene.moments.motion.busy()
        zoomed += scene.zoomed() is not None
    print(
        f"{frames} frames at {app.size[0]}x{app.size[1]} (UI scale {app.ui_scale()}), software renderer "
        f"({pygame.display.get_driver()}), motions on {moving} frames, the zoom on {zoomed}"
    )
    print("\n".join(frame_report(times, cpu)))


def main() -> None:
    frames, (width, height) = frames_and_size(sys.argv[1:])
    profile = cProfile.Profile() if "--profile" in sys.argv else None
    measure(frames, (width, height), "--no-anim" not in sys.argv, profile)
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if profile is not None:
        pstats.Stats(profile).sort_stats("tottime").print_stats(25)


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
