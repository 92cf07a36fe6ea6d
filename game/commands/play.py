"""`play`: open the hot-seat table, at the menu or straight into a game of any registered game.

python main.py play                                   the menu
python main.py play --decks aquos_flow pyrus_fury --computer 2
python main.py play --continue                        the last game (autosave)
python main.py play --load saves/my_game.json
python main.py play --scenario game/data/puzzles/win_this_turn.yaml     (the file's `game:` key names its game)
python main.py play --game fusion-world --decks ember_rush thunder_circus --computer 2

The game checks the command line and reads its files before any window opens (a wrong command
line is exit 2, a file it cannot use exit 1, with or without a display); its registry entry's
`open_table` then opens the window.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.commands.game_options import add_game_option, fill_defaults, refused
from game.files.errors import FileProblem
from game.games.registry import GameEntry, game_entry, scenario_file


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("play", help="open the hot-seat table (2 to 4 players at one screen)")
    add_game_option(parser)
    parser.add_argument("--decks", nargs="+", help="2 to 4 deck files or ready-deck names: start a game at once")
    parser.add_argument("--names", nargs="+", help="player names, in seat order")
    parser.add_argument("--computer", nargs="*", type=int, default=[], help="seat numbers (1-4) played by the computer")
    parser.add_argument("--seed", type=int, help="game seed (default: random)")
    parser.add_argument("--practice", action="store_true", help="allow undo")
    parser.add_argument("--hard", action="store_true", help="computer seats play the game's hard player")
    parser.add_argument("--continue", dest="resume", action="store_true", help="open the last game (autosave)")
    parser.add_argument("--load", type=Path, help="open a saved game file")
    parser.add_argument(
        "--scenario",
        type=Path,
        help="open a scenario file's position (its `game:` key names the game); with a puzzle goal you play the "
        "goal's side, the computer plays the other seats (change with --computer or --hotseat), and the table says "
        "when the goal is reached or missed",
    )
    parser.add_argument(
        "--roll-profile",
        metavar="NAME",
        help="with --decks: computer seats throw like NAME's rolling profile (practice)",
    )
    parser.add_argument(
        "--hotseat", action="store_true", help="with --scenario: people play every seat (no computer seats)"
    )
    parser.add_argument("--house", help="house rules, e.g. lives=3,hand=7,deck=20,draws=yes")
    parser.set_defaults(func=lambda args: run(parser, args))


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    apart = _not_together(args)
    if apart:  # the command line itself, before any file or window: exit 2 (README: exit codes)
        print(apart)
        return 2
    if args.scenario is not None:
        return _run_scenario(parser, args)
    entry = game_entry(args.game)
    stop = refused(parser, args, entry, "play")
    if stop is not None:
        return stop
    fill_defaults(args, {"house": ""})
    return _open(entry, entry.prepare_play(args))


def _not_together(args: argparse.Namespace) -> str:
    """Options that do not go together, for any game, or ""."""
    if args.hotseat and args.scenario is None:
        return "--hotseat goes with --scenario FILE"
    if args.scenario is not None and (args.decks or args.resume or args.load is not None):
        return "--scenario opens the file's own position: not with --decks, --continue or --load"
    if args.resume and args.load is not None:
        return "--continue opens the last game and --load a saved one: give one of them"
    return ""


def _run_scenario(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """The scenario's game is the one its `game:` key names; a --game naming another is refused."""
    try:
        entry, _doc = scenario_file(args.scenario)
    except FileProblem as exc:  # the file, its line and the problem (README: exit codes)
        print(exc)
        return 1
    if args.game is not None and args.game != entry.name:
        print(f"{args.scenario} is a {entry.title} scenario, not {game_entry(args.game).title}: leave out --game")
        return 2
    stop = refused(parser, args, entry, "play")
    if stop is not None:
        return stop
    assert entry.prepare_scenario_play is not None  # the entry reads --scenario
    return _open(entry, entry.prepare_scenario_play(args.scenario, args.computer, args.hotseat))


def _open(entry: GameEntry, plan: object | int) -> int:
    return plan if isinstance(plan, int) else entry.open_table(plan)
