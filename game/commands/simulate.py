"""`simulate`: deck testing at scale — many games between decks (or a gauntlet), on a process pool,
with a progress bar, stop/resume, and a report (JSON, Markdown, PNG charts) in --out."""

from __future__ import annotations

import argparse
import signal
import sys
from pathlib import Path
from typing import Any

from game import compiled_core
from game.ai.registry import UnknownAgent, check_agent_spec
from game.catalog import CatalogError, default_catalog
from game.decks import DeckFileError, load_deck, ready_decks, resolve_deck_path
from game.games.registry import GAMES
from game.rules.setup import SetupError
from game.sim.deck_test import RunSpec, play_run, write_report
from game.sim.gauntlet import gauntlet_tables
from game.sim.report_md import pct
from game.sim.rolls import ROLL_MODELS, RollModelUnavailable, make_roll_model
from game.sim.store import RunMismatch
from game.sim.tasks import dedicate_process


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("simulate", help="deck testing: many games between decks, with a report")
    parser.add_argument("--game", choices=GAMES, default="bakugan", help="which game (default: bakugan)")
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


def _stop_on_signals() -> None:
    """Ctrl-C (and SIGTERM from a job manager) stop the run and keep the finished games, even when
    this process was started with SIGINT ignored (as background jobs are)."""
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)


def run(args: argparse.Namespace) -> int:
    if args.game == "fusion-world":
        from game.games.fusion_world.commands import run_simulate

        return run_simulate(args)
    if args.game == "toy-battle":
        print("simulate plays Bakugan and Fusion World; Toy Battle games are played by the tests")
        return 2
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
    except (CatalogError, DeckFileError, UnknownAgent, RollModelUnavailable) as exc:
        print(exc)
        return 2
    if args.games < 1 or args.jobs < 1:
        print("--games and --jobs must be at least 1")
        return 2
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
    _stop_on_signals()
    if args.jobs == 1:  # the games are played in this process, which does nothing else meanwhile
        dedicate_process((), (args.rolls,))
    try:
        result = play_run(spec, args.out, jobs=args.jobs, resume=args.resume)
    except (RunMismatch, SetupError) as exc:
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
    if args.gauntlet:
        table = gauntlet_tables(games, params, args.out, catalog, result.interrupted)
        print(f"gauntlet: {table['deck']} against {len(table['rows'])} ready decks")
        for row in table["rows"]:
            print(f"  vs {row['opponent']:<28} {pct(row['win_rate'])}")
        print(f"table: {args.out / 'gauntlet.md'}")
    else:
        report = write_report(games, params, args.out, catalog, result.interrupted)
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
