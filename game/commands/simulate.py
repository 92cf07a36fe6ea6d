"""`simulate`: deck testing at scale — many games between decks (or a gauntlet), on a process pool,
with a progress bar, stop/resume, and a report (JSON, Markdown, PNG charts) in --out."""

from __future__ import annotations

import argparse
import os
import signal
import sys
from pathlib import Path
from typing import Any

from game import compiled_core
from game.ai.registry import UnknownAgent, check_agent_spec
from game.catalog import CatalogError, default_catalog
from game.decks import DeckFileError, load_deck, ready_decks, resolve_deck_path
from game.file_errors import RunFolderError
from game.rules.setup import SetupError
from game.sim.deck_test import RunSpec, play_run, write_report
from game.sim.gauntlet import gauntlet_tables
from game.sim.report_md import pct
from game.sim.rolls import ROLL_MODELS, RollModelUnavailable, make_roll_model
from game.sim.store import GAMES_FILE, writable_folder
from game.sim.tasks import dedicate_process


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("simulate", help="deck testing: many games between decks, with a report")
    parser.add_argument("--decks", nargs="+", help="2 to 4 deck files or ready-deck names (one per side)")
    parser.add_argument("--gauntlet", metavar="DECK", help="play DECK against every ready deck")
    parser.add_argument("--games", type=int, default=10, help="games (per match-up in a gauntlet)")
    parser.add_argument(
        "--agents",
        default="heuristic",
        help="computer players, comma-separated, one per side or one for all: random, heuristic, search[:ROLLOUTS]",
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1: in this process)")
    parser.add_argument("--seed", type=int, default=0, help="run seed; each game's seed derives from it and its index")
    parser.add_argument("--rolls", choices=ROLL_MODELS, default="fast", help="roll model (default: fast)")
    parser.add_argument("--out", type=Path, default=Path("simulations/latest"), help="folder for games and report")
    parser.add_argument("--resume", action="store_true", help="continue the run saved in --out")
    parser.add_argument("--overwrite", action="store_true", help="start again in an --out that holds a run")
    parser.add_argument("--no-rotate", action="store_true", help="keep every side in the same seat")
    parser.add_argument("--log", action="store_true", help="print each game's log")
    parser.add_argument("--save-replays", type=Path, help="write each game as a replay file into this folder")
    parser.set_defaults(func=run)


def _agents(spec: str, sides: int) -> tuple[str, ...]:
    names = tuple(a.strip() for a in spec.split(",") if a.strip())
    for name in names:
        check_agent_spec(name)
    if len(names) == 1:
        return names * sides
    if len(names) != sides:
        raise UnknownAgent(f"--agents names {len(names)} players for {sides} sides: give one, or one per side")
    return names


MAX_GAMES = 1_000_000  # per match-up: each game is a task held in memory until it is played


def worker_count(asked: int, games: int) -> int:
    """--jobs capped at the machine's cores and the run's games: more workers only wait."""
    return max(1, min(asked, os.cpu_count() or 1, games))


def _stop_on_signals() -> None:
    """Ctrl-C (and SIGTERM from a job manager) stop the run and keep the finished games, even when
    this process was started with SIGINT ignored (as background jobs are)."""
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)


def run(args: argparse.Namespace) -> int:
    if bool(args.decks) == bool(args.gauntlet):
        print("simulate needs --decks A B [C D] or --gauntlet DECK (one of them)")
        return 2
    matchups: list[tuple[str, ...]]
    try:
        catalog = default_catalog()
        if args.gauntlet:
            mine = str(resolve_deck_path(args.gauntlet))
            matchups = [(mine, str(path)) for path in ready_decks()]
        else:
            paths = tuple(str(resolve_deck_path(d)) for d in args.decks)
            if not 2 <= len(paths) <= 4:
                print("simulate takes 2 to 4 decks (rules 1.1.1, 8.1.1)")
                return 2
            matchups = [paths]
        for path in {p for m in matchups for p in m}:
            load_deck(Path(path))
        agents = _agents(args.agents, len(matchups[0]))
        _model, note = make_roll_model(args.rolls)
    except (CatalogError, DeckFileError) as exc:
        print(exc)
        return 1
    except (UnknownAgent, RollModelUnavailable) as exc:
        print(exc)
        return 2
    if not 1 <= args.games <= MAX_GAMES or args.jobs < 1:
        print(f"--games takes 1 to {MAX_GAMES:,} and --jobs at least 1")
        return 2
    jobs = worker_count(args.jobs, args.games * len(matchups))
    if jobs != args.jobs:
        print(f"--jobs {args.jobs}: {jobs} worker{'s' if jobs != 1 else ''} (one a core, at most one a game)")
    print(f"rolls: {note}")
    print(compiled_core.describe())
    spec = RunSpec(
        matchups=matchups,
        agents=agents,
        games=args.games,
        seed=args.seed,
        rolls=args.rolls,
        rotate=not args.no_rotate,
        log=args.log,
        replay_dir=str(args.save_replays) if args.save_replays else None,
        extra={"rolls_note": note, "mode": "gauntlet" if args.gauntlet else "match"},
    )
    if args.save_replays is not None:
        writable_folder(args.save_replays, "--save-replays names a folder for the games' replay files")
    _stop_on_signals()
    if jobs == 1:  # the games are played in this process, which does nothing else meanwhile
        dedicate_process((), (args.rolls,))
    try:
        result = play_run(spec, args.out, jobs=jobs, resume=args.resume, overwrite=args.overwrite)
    except SetupError as exc:
        print(exc)
        return 2
    games = result.in_order()
    if result.interrupted:
        print(f"stopped: {len(games)} games kept in {args.out} (run again with --resume to go on)")
    if args.log:
        for game in games:
            print(f"--- game {game['index']} (seed {game['seed']}) ---")
            for line in game.get("log", []):
                print(line)
    for game in games:
        game.pop("log", None)
    params = spec.params()
    try:
        if args.gauntlet:
            table = gauntlet_tables(games, params, args.out, catalog, result.interrupted)
        else:
            report = write_report(games, params, args.out, catalog, result.interrupted)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:  # a kept game edited by hand
        raise RunFolderError(args.out / GAMES_FILE, f"holds a game the report cannot read ({exc})") from exc
    if args.gauntlet:
        print(f"gauntlet: {table['deck']} against {len(table['rows'])} ready decks")
        for row in table["rows"]:
            print(f"  vs {row['opponent']:<28} {pct(row['win_rate'])}")
        print(f"table: {args.out / 'gauntlet.md'}")
    else:
        _print_summary(report)
        print(f"report: {args.out / 'report.md'}")
    return 130 if result.interrupted else 0


def _print_summary(report: dict[str, Any]) -> None:
    print(f"{report['games']} games, {report.get('finished', 0)} finished")
    for side in report.get("sides", []):
        print(f"  {side['label']:<40} wins {pct(side['win_rate'])}")
    if report.get("sides"):
        print(f"  first player won {pct(report['first_player_win_rate'])}")
        print(f"  mean length {report['length']['mean_turns']:.1f} turns")
    sys.stdout.flush()
