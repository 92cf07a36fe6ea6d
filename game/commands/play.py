"""`play`: open the hot-seat table, at the menu or straight into a game.

python main.py play                                   the menu
python main.py play --decks aquos_flow pyrus_fury --computer 2
python main.py play --continue                        the last game (autosave)
python main.py play --load saves/my_game.json
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("play", help="open the hot-seat table (2 to 4 players at one screen)")
    parser.add_argument("--decks", nargs="+", help="2 to 4 deck files or ready-deck names: start a game at once")
    parser.add_argument("--names", nargs="+", help="player names, in seat order")
    parser.add_argument("--computer", nargs="*", type=int, default=[], help="seat numbers (1-4) played by the computer")
    parser.add_argument("--seed", type=int, help="game seed (default: random)")
    parser.add_argument("--practice", action="store_true", help="allow undo")
    parser.add_argument("--continue", dest="resume", action="store_true", help="open the last game (autosave)")
    parser.add_argument("--load", type=Path, help="open a saved game file")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from game.app_launch import display_available

    if not display_available():
        print("No display found, so the table cannot open. Run on a desktop or under xvfb-run.")
        return 0
    from game.catalog import CatalogError
    from game.decks import DeckFileError, load_deck, resolve_deck_path
    from game.rules.setup import GameSetup, Seat, SetupError
    from game.ui import saves
    from game.ui.app import App
    from game.ui.menu import MenuScene
    from game.ui.session import GameSession
    from game.ui.table import TableScene

    app = App()
    app.push(MenuScene(app))
    try:
        if args.resume or args.load is not None:
            path = args.load if args.load is not None else saves.autosave_path()
            session = GameSession.load(path, app.catalog)
            app.push(TableScene(app, session))
        elif args.decks:
            decks = [load_deck(resolve_deck_path(d)) for d in args.decks]
            if not 2 <= len(decks) <= 4:
                print("play takes 2 to 4 decks (rules 1.1.1, 8.1.1)")
                return 2
            names = list(args.names or [])
            names += [f"Player {i + 1}" for i in range(len(names), len(decks))]
            seed = args.seed if args.seed is not None else random.randrange(100_000)
            setup = GameSetup(seats=tuple(Seat(names[i], d) for i, d in enumerate(decks)), seed=seed)
            computer = [i + 1 in args.computer for i in range(len(decks))]
            app.push(TableScene(app, GameSession.new(setup, app.catalog, computer, practice=args.practice)))
    except (CatalogError, DeckFileError, SetupError, saves.ReplayFileError) as exc:
        print(exc)
        return 2
    app.run()
    return 0
