"""`python main.py practice`: throw Bakugan at a core field with the mouse (issue 4)."""

from __future__ import annotations

import argparse

from game.ui.app_launch import display_available


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("practice", help="practise rolling Bakugan at a BakuCore field (opens a window)")
    parser.add_argument("--seed", type=int, default=1, help="seed for fields and rolls")
    parser.add_argument(
        "--player", default="me", help="whose rolling profile the throws are recorded for (default: me)"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if not display_available():
        print(
            "No display found (DISPLAY/WAYLAND_DISPLAY unset or SDL_VIDEODRIVER=dummy), so the "
            "practice window cannot open.\nRun it on a desktop, or under a virtual screen: "
            "xvfb-run python main.py practice"
        )
        return 0  # as play and the menu: nothing failed, there is no screen (README: exit codes)
    from game.games.bakugan.ui.practice.scene import run_practice

    return run_practice(seed=args.seed, player=args.player)
