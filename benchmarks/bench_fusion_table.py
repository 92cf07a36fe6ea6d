"""Frame time of the Fusion World table at 1920x1080 (by default), software renderer, headless:
the mid-battle position of the tests (an awakened Leader attacking, a combo, a full hand, energy
exhausted and active), the pointer moving across the hand and the battle area (the zoom shown
while it rests on a card), and the table's motions restarted every 45 frames (a card flying into
the battle area, a combo flying and its banner, an attack's and a KO's flashes). Prints the
median and 99th percentile, wall and CPU time; asserts nothing.
Usage: python benchmarks/bench_fusion_table.py [FRAMES] [WIDTHxHEIGHT]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game package, run as a script
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("BAKUGAN_SAVE_DIR", tempfile.mkdtemp(prefix="bench_fw_table_"))

import pygame

from benchmarks.frame_stats import summary, timed_frame
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.match import load_decks
from game.games.fusion_world.scenario import build_position
from game.games.fusion_world.ui.draw import art_of, places
from game.games.fusion_world.ui.table import open_fusion_table
from game.ui import theme
from game.ui.app import App

POSITION = {
    "players": [
        {
            "name": "Ann",
            "leader": "FW-R00",
            "life": 3,
            "awakened": True,
            "hand": ["FW-R01", "FW-R10", "FW-R04", "FW-R06", "FW-R19", "FW-R02", "FW-R03"],
            "energy": ["FW-R01", "FW-R02", "FW-R03", {"card": "FW-R05", "exhausted": True}, "FW-R07"],
            "battle": ["FW-R07", {"card": "FW-R06", "under": ["FW-R05"]}, "FW-R04"],
            "drop": ["FW-R02", "FW-R08"],
        },
        {
            "name": "Bob",
            "leader": "FW-Y00",
            "life": 5,
            "hand": ["FW-Y01"] * 4,
            "energy": ["FW-Y01"] * 5,
            "battle": ["FW-Y05", "FW-Y02"],
        },
    ]
}


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    size = tuple(int(v) for v in sys.argv[2].split("x")) if len(sys.argv) > 2 else (1920, 1080)
    app = App((size[0], size[1]))
    app.fixed_dt = 1 / 60
    scene = open_fusion_table(app, default_pool(), load_decks(None), ["Ann", "Bob"], [False, False], 5)
    scene.game = build_position(POSITION, default_pool())
    scene.start_record(scene.game.clone())
    scene.viewer = scene.handed_to = 0
    app.settings.handover = False
    app.frame()
    s = scene.game.state
    times: list[float] = []
    cpu: list[float] = []
    for k in range(frames):
        now = places(scene)
        hand = [now.cards[i] for i in s.zone("hand", 0) if i in now.cards]
        spot = hand[(k // 40) % len(hand)].center if (k // 20) % 2 else now.cards[s.zone("battle", 1)[0]].center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
        if k % 45 == 0:
            motion = scene.fx.motion
            card, foe = s.zone("battle", 0)[0], s.zone("battle", 1)[0]
            motion.fly(art_of(scene, card), hand[0], now.cards[card])
            motion.fly(art_of(scene, s.zone("hand", 0)[1]), hand[1], now.piles[("drop", 0)])
            motion.banner("Combo +10000")
            motion.pulse(now.cards[s.leaders[0]], theme.BAD, "ATTACK")
            motion.pulse(now.cards[foe], theme.BAD, "KO")
        wall, used = timed_frame(app, None)
        times.append(wall)
        cpu.append(used)
    print(summary(f"Fusion World table {size[0]}x{size[1]}, motions on, wall", times))
    print(summary("the same, CPU time", cpu))


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()
