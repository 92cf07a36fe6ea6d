"""`simulate`: deck testing, many games between decks with a report, for the game `--game` names.
What each game reads of the options is in its registry entry; the rest is refused."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, Final

from game.commands.game_options import add_game_option, for_game
from game.games.registry import GameEntry, registered
from game.roll.models import ROLL_MODELS

DEFAULT_SKILLS: Final = "0,0.25,0.5,0.75,1"
# the documented defaults of the options only some games read (None in the parser: see game_options)
DEFAULTS: Final = {"jobs": 1, "rolls": "fast", "out": Path("simulations/latest"), "house": ""}


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("simulate", help="deck testing: many games between decks, with a report")
    add_game_option(parser)
    parser.add_argument("--decks", nargs="+", help="2 to 4 deck files or ready-deck names (one per side)")
    parser.add_argument("--gauntlet", metavar="DECK", help="play DECK against every ready deck")
    parser.add_argument(
        "--metagame", action="store_true", help="every deck against every other: the ready decks, or those of --decks"
    )
    parser.add_argument("--games", type=int, default=10, help="games (per match-up in a gauntlet)")
    parser.add_argument(
        "--agents",
        default="heuristic",
        help="computer players, comma-separated, one per side or one for all: "
        + "; ".join(f"{entry.title}: {', '.join(entry.players)}" for entry in registered()),
    )
    parser.add_argument("--jobs", type=int, help="worker processes (default 1: in this process)")
    parser.add_argument(
        "--skill-sweep",
        action="store_true",
        help="play --decks A B on a grid of throwing skill for each side (win and open rate per cell)",
    )
    parser.add_argument(
        "--roll-profile",
        metavar="NAME[,NAME]",
        help="sides throw like these players' rolling profiles (fitted in practice), one per side or one for all; "
        "'-' keeps a side's default thrower",
    )
    parser.add_argument("--skills", help=f"with --skill-sweep: the sweep's skills, 0 to 1 (default: {DEFAULT_SKILLS})")
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="play on a Dask cluster: its scheduler (tcp://HOST:8786), or 'local' for a local one of --jobs workers",
    )
    parser.add_argument("--seed", type=int, default=0, help="run seed; each game's seed derives from it and its index")
    parser.add_argument("--rolls", choices=ROLL_MODELS, help="roll model (default: fast)")
    parser.add_argument("--out", type=Path, help="folder for games and report (default: simulations/latest)")
    parser.add_argument("--resume", action="store_true", help="continue the run saved in --out")
    parser.add_argument("--overwrite", action="store_true", help="start again in an --out that holds a run")
    parser.add_argument("--no-rotate", action="store_true", help="keep every side in the same seat")
    parser.add_argument("--log", action="store_true", help="print each game's log")
    parser.add_argument("--save-replays", type=Path, help="write each game as a replay file into this folder")
    parser.add_argument("--house", help="house rules, e.g. lives=3,hand=7,deck=20,draws=yes")
    parser.set_defaults(func=for_game(parser, "simulate", run, DEFAULTS))


def run(entry: GameEntry, args: argparse.Namespace) -> int:
    if args.skills is not None and not args.skill_sweep:
        print("--skills goes with --skill-sweep")
        return 2
    args.skills = args.skills or DEFAULT_SKILLS
    return entry.simulate(args)
