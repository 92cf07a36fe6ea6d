"""`analyse FILE`: open a saved game or replay in the analysis mode (timeline, every hand shown,
play on from any action as a branch). The file is read before any window opens, so a bad file
is an error line and exit code 1, not a traceback."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.sim import limits


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("analyse", help="review a saved game or replay action by action, and branch it")
    parser.add_argument("file", type=Path, help="a saved game or replay file")
    parser.add_argument("--at", type=int, help="open at the position after this many actions (default: the end)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    return analyse_file(args.file, args.at)


def analyse_file(path: Path, at: int | None = None) -> int:
    from game.games.bakugan.cards.catalog import CatalogError, default_catalog
    from game.games.bakugan.sim.branch import Analysis, AnalysisError
    from game.ui.app_launch import display_available

    try:
        analysis = Analysis.load(path, default_catalog())
    except (AnalysisError, CatalogError) as exc:
        print(exc)
        return 1
    played = analysis.played
    try:
        at = None if at is None else limits.position_after(at, len(played))
    except limits.OptionError as exc:
        print(exc)
        return 2
    print(f"{path}: {len(played)} actions, {played.end.state.turn} turns")
    if not display_available():
        print("No display found, so the analysis cannot open. Run on a desktop or under xvfb-run.")
        return 0
    from game.ui.analysis import AnalysisScene
    from game.ui.app import App
    from game.ui.menu import MenuScene

    app = App(catalog=analysis.catalog)
    app.push(MenuScene(app))
    scene = AnalysisScene(app, analysis)
    if at is not None:
        scene.jump(at)
    app.push(scene)
    app.run()
    return 0
