"""`play`: open the hot-seat table, at the menu or straight into a game.

python main.py play                                   the menu
python main.py play --decks aquos_flow pyrus_fury --computer 2
python main.py play --continue                        the last game (autosave)
python main.py play --load saves/my_game.json
python main.py play --scenario cards/bakugan/puzzles/win_this_turn.yaml
python main.py play --game toy-battle --computer 2     the cardless Toy Battle (decks lend their Bakugan and cores)
python main.py play --game fusion-world --decks ember_rush thunder_circus --computer 2
python main.py play --scenario cards/battle_monsters/puzzles/PUZZLE.yaml   a Battle Monsters puzzle
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any

from game.games.registry import GAMES


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("play", help="open the hot-seat table (2 to 4 players at one screen)")
    parser.add_argument("--game", choices=GAMES, default="bakugan", help="which game (default: bakugan)")
    parser.add_argument("--decks", nargs="+", help="2 to 4 deck files or ready-deck names: start a game at once")
    parser.add_argument("--names", nargs="+", help="player names, in seat order")
    parser.add_argument("--computer", nargs="*", type=int, default=[], help="seat numbers (1-4) played by the computer")
    parser.add_argument("--seed", type=int, help="game seed (default: random)")
    parser.add_argument("--practice", action="store_true", help="allow undo")
    parser.add_argument(
        "--hard",
        action="store_true",
        help="computer seats play the hard player (Bakugan: the search; Fusion World: the tree search)",
    )
    parser.add_argument("--continue", dest="resume", action="store_true", help="open the last game (autosave)")
    parser.add_argument("--load", type=Path, help="open a saved game file")
    parser.add_argument(
        "--scenario",
        type=Path,
        help="open a scenario file's position; with a puzzle goal you play the goal's side, the computer "
        "plays the other seats (change with --computer or --hotseat), and the table says when the goal is "
        "reached or missed; the file's rolls answer the first rolls",
    )
    parser.add_argument(
        "--roll-profile",
        metavar="NAME",
        help="with --decks: computer seats throw like NAME's rolling profile (practice)",
    )
    parser.add_argument(
        "--hotseat", action="store_true", help="with --scenario: people play every seat (no computer seats)"
    )
    parser.add_argument(
        "--house", default="", help="battle-monsters: house rules, e.g. lives=3,hand=7,deck=20,draws=yes"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from game.ui.app_launch import display_available

    if args.scenario is not None:
        from game.games.registry import scenario_game

        named = scenario_game(args.scenario)
        if named == "fusion-world":
            from game.games.fusion_world.commands import run_play_scenario

            return run_play_scenario(args.scenario, list(args.computer), args.hotseat)
        if named == "battle-monsters":
            from game.games.battle_monsters.commands import run_play_scenario as run_bm_play_scenario

            return run_bm_play_scenario(args.scenario, list(args.computer), args.hotseat)
        return _run_scenario(args)
    if args.game == "toy-battle":
        return _run_toy(args)
    if args.game == "fusion-world":
        from game.games.fusion_world.commands import run_play

        return run_play(args)
    if args.game == "battle-monsters":
        from game.games.battle_monsters.commands import run_play as run_bm_play

        return run_bm_play(args)
    wrong = _usage_problem(args)
    if wrong:  # the command line itself, before any file or window: exit 2 (README: exit codes)
        print(wrong)
        return 2
    checked = _check_files(args)
    if checked is not None:
        return checked
    if not display_available():
        print("No display found, so the table cannot open. Run on a desktop or under xvfb-run.")
        return 0
    from game.games.bakugan.cards.catalog import CatalogError
    from game.games.bakugan.decks import DeckFileError, load_deck, resolve_deck_path
    from game.games.bakugan.rules.setup import GameSetup, Seat, SetupError
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
            try:
                session = GameSession.load(path, app.catalog)
            except saves.ReplayFileError as exc:
                print(f"{exc}{saves.damaged_autosave_hint(path)}")
                return 1
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
            players = ["hard" if seat and args.hard else "heuristic" for seat in computer]
            throws = [(args.roll_profile or "") if seat else "" for seat in computer]
            session = GameSession.new(
                setup, app.catalog, computer, practice=args.practice, players=players, throws=throws
            )
            app.push(TableScene(app, session))
    except (CatalogError, DeckFileError, SetupError, saves.ReplayFileError, ValueError) as exc:
        print(exc)
        return 1
    app.run()
    return 0


def _usage_problem(args: argparse.Namespace) -> str:
    """What is wrong with a Bakugan `play` command line, or ""."""
    seats = len(args.decks) if args.decks else 4
    if args.decks and not 2 <= seats <= 4:
        return "play takes 2 to 4 decks (rules 1.1.1, 8.1.1)"
    bad = [n for n in args.computer if not 1 <= n <= seats]
    if bad:
        return f"--computer takes seat numbers 1 to {seats}; got {', '.join(map(str, bad))}"
    if args.hotseat:
        return "--hotseat goes with --scenario FILE"
    if args.roll_profile and not args.decks:
        return "--roll-profile goes with --decks A B ..."
    return ""


def _check_files(args: argparse.Namespace) -> int | None:
    """The save, decks or rolling profile a table would open, read before any window: a damaged file is one line
    and exit 1 (with the previous autosave offered when the autosave is damaged), display or not."""
    from game.games.bakugan.cards.catalog import CatalogError, default_catalog
    from game.games.bakugan.decks import DeckFileError, load_deck, resolve_deck_path
    from game.games.bakugan.sim.replay_file import ReplayFileError, replay_checked
    from game.ui import saves

    try:
        if args.resume or args.load is not None:
            path = args.load if args.load is not None else saves.autosave_path()
            try:
                saved = saves.read_game(path)
                replay_checked(path, saved.setup, saved.actions, default_catalog())
            except ReplayFileError as exc:
                print(f"{exc}{saves.damaged_autosave_hint(path)}")
                return 1
        elif args.decks:
            for name in args.decks:
                load_deck(resolve_deck_path(name))
            if args.roll_profile:  # a damaged profile is reported without a display too
                from game.games.bakugan.sim.roll_profile import load_profile

                load_profile(args.roll_profile)
    except (CatalogError, DeckFileError, ValueError) as exc:
        print(exc)
        return 1
    return None


def _run_toy(args: argparse.Namespace) -> int:
    """Toy Battle: the decks (default two ready decks) lend their Bakugan and BakuCores."""
    from game.games.bakugan.decks import DeckFileError
    from game.games.toy_figures import toy_teams
    from game.ui.app_launch import display_available

    try:
        teams = toy_teams(args.decks, args.names)
    except DeckFileError as exc:
        print(exc)
        return 1
    except ValueError as exc:
        print(exc)
        return 2
    if not display_available():
        print("No display found, so the table cannot open. Run on a desktop or under xvfb-run.")
        return 0
    from game.ui.app import App
    from game.ui.menu import MenuScene
    from game.ui.toy_table import open_toy_table

    app = App()
    app.push(MenuScene(app))
    seed = args.seed if args.seed is not None else random.randrange(100_000)
    open_toy_table(app, teams, [k + 1 in args.computer for k in range(2)], seed)
    app.run()
    return 0


def _run_scenario(args: argparse.Namespace) -> int:
    """Check the file before any window opens, so a broken file is an error line, not a traceback."""
    from game.ui.app_launch import display_available

    computer = scenario_seats(args)
    if isinstance(computer, int):
        return computer
    if not display_available():
        print("No display found, so the table cannot open. Run on a desktop or under xvfb-run.")
        return 0
    from game.ui.app import App

    app = App()
    open_scenario(app, args.scenario, computer)
    app.run()
    return 0


def scenario_seats(args: argparse.Namespace) -> list[bool] | int:
    """Which seats the computer plays, or an exit code after printing what is wrong with the file."""
    from game.games.bakugan.cards.catalog import CatalogError, default_catalog
    from game.games.bakugan.scenario.file import ScenarioFileError
    from game.ui.puzzle_mode import load_puzzle, puzzle_seats

    try:
        game, puzzle = load_puzzle(args.scenario, default_catalog())
    except (ScenarioFileError, CatalogError) as exc:
        print(exc)
        return 1
    bad = [n for n in args.computer if not 1 <= n <= game.state.seats]
    if bad:
        print(f"--computer takes seat numbers 1 to {game.state.seats}; got {bad}")
        return 2
    return puzzle_seats(game, puzzle, args.computer, args.hotseat)


def open_scenario(app: Any, path: Path, computer: list[bool]) -> None:
    """The menu with the scenario's table over it (and a puzzle's brief over that)."""
    from game.ui.menu import MenuScene
    from game.ui.puzzle_brief import open_puzzle_table
    from game.ui.puzzle_mode import puzzle_session

    app.push(MenuScene(app))
    session, puzzle = puzzle_session(path, app.catalog, computer)
    open_puzzle_table(app, session, puzzle)
