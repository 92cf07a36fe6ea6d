"""`simulate` for Bakugan: deck testing at scale — many games between decks (or a gauntlet, or a
metagame), on a process pool or a Dask cluster, with a progress bar, stop/resume, and a report
(JSON, Markdown, PNG charts) in --out."""

from __future__ import annotations

import argparse
import os
import signal
import sys
from pathlib import Path
from typing import Any

from game import compiled_core
from game.files.errors import FileProblem, RunFolderError
from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.commands.decks import judge_deck
from game.games.bakugan.decks import DeckFileError, load_deck, ready_decks, resolve_deck_path
from game.games.bakugan.players.registry import UnknownAgent, check_agent_spec
from game.games.bakugan.rules.setup import SetupError
from game.games.bakugan.sim.batch import BatchResult
from game.games.bakugan.sim.deck_test import RunSpec, play_run, write_report
from game.games.bakugan.sim.gauntlet import gauntlet_tables
from game.games.bakugan.sim.metagame import metagame_tables, round_robin
from game.games.bakugan.sim.report_md import pct
from game.games.bakugan.sim.roll_profile import load_profile
from game.games.bakugan.sim.skill_sweep import parse_skills, sweep_spec, sweep_tables
from game.games.bakugan.sim.tasks import dedicate_process
from game.games.deck_checks import say_illegal
from game.roll.models import RollModelUnavailable, make_roll_model
from game.roll.throwers import ThrowerSpec
from game.sim.cluster import ClusterUnavailable, dask_executor, worker_count
from game.sim.store import GAMES_FILE, RunMismatch, writable_folder


def _agents(spec: str, sides: int) -> tuple[str, ...]:
    names = tuple(a.strip() for a in spec.split(",") if a.strip())
    for name in names:
        check_agent_spec(name)
    if len(names) == 1:
        return names * sides
    if len(names) != sides:
        raise UnknownAgent(f"--agents names {len(names)} players for {sides} sides: give one, or one per side")
    return names


DEFAULT_MATCH = ("aquos_flow", "pyrus_fury")  # two ready decks, when no --decks, --gauntlet or --metagame
MAX_GAMES = 1_000_000  # per match-up: each game is a task held in memory until it is played


def local_workers(asked: int, games: int) -> int:
    """--jobs capped at the machine's cores and the run's games: more workers only wait."""
    return max(1, min(asked, os.cpu_count() or 1, games))


def _profiles(spec: str, sides: int) -> tuple[ThrowerSpec | None, ...]:
    """Rolling profiles by name, one per side or one for all ('-': that side's default thrower)."""
    names = [n.strip() for n in spec.split(",")]
    if len(names) == 1:
        names *= sides
    if len(names) != sides:
        raise ValueError(f"--roll-profile names {len(names)} profiles for {sides} sides: give one, or one per side")
    return tuple(None if name in ("", "-") else load_profile(name).spec() for name in names)


def _stop_on_signals() -> None:
    """Ctrl-C (and SIGTERM from a job manager) stop the run and keep the finished games, even when
    this process was started with SIGINT ignored (as background jobs are)."""
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)


def simulate(args: argparse.Namespace) -> int:
    if (args.decks and args.gauntlet) or (args.metagame and args.gauntlet):
        print("simulate takes --decks A B [C D], --gauntlet DECK or --metagame [--decks A B C ...] (one of them)")
        return 2
    if not (args.decks or args.gauntlet or args.metagame):
        args.decks = list(DEFAULT_MATCH)
    matchups: list[tuple[str, ...]]
    try:
        catalog = default_catalog()
        if args.metagame:
            pool = [str(resolve_deck_path(d)) for d in args.decks] if args.decks else [str(p) for p in ready_decks()]
            matchups = list(round_robin(list(dict.fromkeys(pool))))
            if not matchups:
                print("--metagame needs at least two different decks")
                return 2
        elif args.gauntlet:
            mine = str(resolve_deck_path(args.gauntlet))
            matchups = [(mine, str(path)) for path in ready_decks()]
        else:
            paths = tuple(str(resolve_deck_path(d)) for d in args.decks)
            if not 2 <= len(paths) <= 4:
                print("simulate takes 2 to 4 decks (rules 1.1.1, 8.1.1)")
                return 2
            matchups = [paths]
        decks = [load_deck(Path(path)) for path in sorted({p for m in matchups for p in m})]
        if say_illegal(decks, judge_deck(catalog)):  # a file the run cannot use (README: exit codes)
            return 1
        agents = _agents(args.agents, len(matchups[0]))
        _model, note = make_roll_model(args.rolls)
        skills = parse_skills(args.skills) if args.skill_sweep else ()
        profiles = _profiles(args.roll_profile, len(matchups[0])) if args.roll_profile else ()
    except (CatalogError, DeckFileError, FileProblem) as exc:  # a file it cannot use: exit 1
        print(exc)
        return 1
    except (UnknownAgent, RollModelUnavailable, ValueError) as exc:
        print(exc)
        return 2
    if args.skill_sweep and (args.gauntlet or args.metagame or len(matchups[0]) != 2 or args.rolls == "probabilistic"):
        print("--skill-sweep plays two decks (--decks A B) with throws: --rolls fast or physics")
        return 2
    if profiles and (args.skill_sweep or args.rolls == "probabilistic"):
        print(
            "--roll-profile needs throws (--rolls fast or physics) and sets the throwing itself: not with --skill-sweep"
        )
        return 2
    if not 1 <= args.games <= MAX_GAMES or args.jobs < 1:
        print(f"--games takes 1 to {MAX_GAMES:,} and --jobs at least 1")
        return 2
    jobs = args.jobs if args.scheduler else local_workers(args.jobs, args.games * len(matchups))
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
        extra={"rolls_note": note, "mode": "gauntlet" if args.gauntlet else "metagame" if args.metagame else "match"},
    )
    if args.skill_sweep:
        spec = sweep_spec(spec, skills)
    if profiles:
        spec.throwers = [profiles] * len(matchups)
        for side, profile in enumerate(profiles):
            if profile is not None:
                print(f"side {side + 1} throws like {profile.name} ({profile.label()})")
    if args.save_replays is not None:
        writable_folder(args.save_replays, "--save-replays names a folder for the games' replay files")
    _stop_on_signals()
    if jobs == 1 and not args.scheduler:  # the games are played in this process, which does nothing else meanwhile
        dedicate_process((), (args.rolls,))
    try:
        result = _play(spec, args, jobs)
    except SetupError as exc:  # a deck the rules refuse at setup: a file the run cannot use
        print(exc)
        return 1
    except (RunMismatch, ClusterUnavailable) as exc:  # --out holds another run; --scheduler is no cluster
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
    lines: list[str] = []
    try:
        if args.skill_sweep:
            grid = sweep_tables(games, params, args.out, result.interrupted)
            lines.append(
                f"skill sweep: {grid['decks'][0]} against {grid['decks'][1]}, {len(skills)} x {len(skills)} skills"
            )
            lines += [
                f"  opponent skill {e['opponent_skill']:g}: wins half from skill {e['skill']}"
                for e in grid["break_even"]
            ]
            lines.append(f"table: {args.out / 'skill_sweep.md'}")
        elif args.metagame:
            matrix = metagame_tables(games, params, args.out, result.interrupted)
            lines.append(f"metagame: {len(matrix['decks'])} decks, {len(matchups)} match-ups")
            lines += [f"  {r['deck']:<28} {pct(r['overall'])}  fears {r['fears_most']}" for r in matrix["rows"]]
            lines.append(f"table: {args.out / 'metagame.md'}")
        elif args.gauntlet:
            table = gauntlet_tables(games, params, args.out, catalog, result.interrupted)
            lines.append(f"gauntlet: {table['deck']} against {len(table['rows'])} ready decks")
            lines += [f"  vs {r['opponent']:<28} {pct(r['win_rate'])}" for r in table["rows"]]
            lines.append(f"table: {args.out / 'gauntlet.md'}")
        else:
            report = write_report(games, params, args.out, catalog, result.interrupted)
            _print_summary(report)
            print(f"report: {args.out / 'report.md'}")
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:  # a kept game edited by hand
        raise RunFolderError(args.out / GAMES_FILE, f"holds a game the report cannot read ({exc})") from exc
    for line in lines:
        print(line)
    return 130 if result.interrupted else 0


def _play(spec: RunSpec, args: argparse.Namespace, jobs: int) -> BatchResult:
    """On this machine (--jobs), or on a Dask cluster (--scheduler): the same games either way."""
    if not args.scheduler:
        return play_run(spec, args.out, jobs=jobs, resume=args.resume, overwrite=args.overwrite)
    with dask_executor(args.scheduler, args.jobs) as executor:
        print(f"Dask cluster: {args.scheduler} ({worker_count(executor)} workers)")
        return play_run(
            spec, args.out, jobs=worker_count(executor), executor=executor, resume=args.resume, overwrite=args.overwrite
        )


def _print_summary(report: dict[str, Any]) -> None:
    print(f"{report['games']} games, {report.get('finished', 0)} finished")
    for side in report.get("sides", []):
        print(f"  {side['label']:<40} wins {pct(side['win_rate'])}")
    if report.get("sides"):
        print(f"  first player won {pct(report['first_player_win_rate'])}")
        print(f"  mean length {report['length']['mean_turns']:.1f} turns")
    sys.stdout.flush()
