"""What `python main.py` does with no command: open the window if there is a display."""

from __future__ import annotations

import argparse
import os
import sys


def display_available() -> bool:
    driver = os.environ.get("SDL_VIDEODRIVER", "")
    if driver in ("dummy", "offscreen"):
        return False
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def launch_default(parser: argparse.ArgumentParser) -> int:
    if not display_available():
        print(
            "No display found (DISPLAY/WAYLAND_DISPLAY unset or SDL_VIDEODRIVER=dummy), so the "
            "window cannot open.\nRun it on a desktop, or under a virtual screen: "
            "xvfb-run python main.py\nThe headless commands below work anywhere.\n"
        )
        parser.print_help()
        return 0
    from game.ui.app import run_app

    return run_app()
