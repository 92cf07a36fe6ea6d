"""`simulate`: deck testing at scale — many games between decks, a gauntlet, a metagame, a compare
of two versions of a deck, a player sweep or a goldfish test, on a process pool or a Dask cluster,
with a progress bar, stop/resume, stopping rules, and a report (JSON, Markdown, PNG charts) in --out.
Fusion World and Battle Monsters run on game/sim/core_command.py, Bakugan here."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from game import compiled_core
from game.files.errors import FileProblem, RunFolderError
from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.decks import DeckFileError, load_deck, ready_decks, resolve_deck_path
from game.games.bakugan.players.registry import UnknownAgent, check_agent_spec
from game.games.bakugan.rules.setup import SetupError
from game.games.bakugan.sim.deck_test import RunSpec
from game.games.bakugan.sim.roll_profile import load_profile
from game.games.bakugan.sim.run_command import reports, run_plan, variant_schedule
from game.games.bakugan.sim.skill_sweep import parse_skills, sweep_spec
from game.games.bakugan.sim.tasks import dedicate_process
from game.games.registry import GAMES
from game.roll.models import ROLL_MODELS, RollModelUnavailable, make_roll_model
from game.roll.throwers import ThrowerSpec
from game.sim.cluster import ClusterUnavailable
from game.sim.core_command import core_simulate
from game.sim.rounds import ROUND_GAMES
from game.sim.run_modes import ALL_READY, COMPARE, GAUNTLET, GOLDFISH, MATCH, METAGAME, SWEEP, RunRequest, run_request
from game.sim.run_options import (
    DEFAULT_GAMES,
    DEFAULT_MOST,
    games_asked,
    local_workers,
    parse_design,
    parse_width,
    play_plan,
    run_notes,
    stop_on_signals,
)
from game.sim.store import GAMES_FILE, RunMismatch, writable_folder


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("simulate", help="deck testing: many games between decks, with a report")
    parser.add_argument("--game", choices=GAMES, default="bakugan", help="which game (default: bakugan)")
    parser.add_argument("--decks", nargs="+", help="2 to 4 deck files or ready-deck names (one per side)")
    parser.add_argument(
        "--gauntlet",
        metavar="DECK",
        nargs="?",
        const=ALL_READY,
        help="play DECK against every ready deck (with --compare: no DECK, the versions meet every ready deck)",
    )
    parser.add_argument(
        "--metagame", action="store_true", help="every deck against every other: the ready decks, or those of --decks"
    )
    parser.add_argument(
        "--games",
        type=int,
        help="games a match-up (default 10); with --until-width or --compare the most a match-up may play "
        f"(default {DEFAULT_MOST})",
    )
    parser.add_argument(
        "--compare",
        nargs=2,
        metavar=("A", "B"),
        help="is version B of a deck better than A? Both play the same deals against --against DECK, --gauntlet "
        "or --metagame; stops as soon as the sequential test decides",
    )
    parser.add_argument("--against", metavar="DECK", help="with --compare: the deck both versions play")
    parser.add_argument(
        "--difference",
        metavar="POINTS",
        help="with --compare: the smallest difference worth finding, in win-rate points (default 5)",
    )
    parser.add_argument(
        "--error-rates",
        metavar="ALPHA,BETA",
        help="with --compare: a difference declared where there is none (each way), one of POINTS missed "
        "(default 0.05,0.05)",
    )
    parser.add_argument(
        "--until-width",
        metavar="POINTS",
        help="stop once every win rate's 95%% interval is at most POINTS wide (--games: the most a match-up plays)",
    )
    parser.add_argument(
        "--look-every",
        type=int,
        default=ROUND_GAMES,
        help=f"games a match-up between two looks of a stopping rule (default {ROUND_GAMES})",
    )
    parser.add_argument(
        "--goldfish",
        metavar="DECK",
        help="how fast DECK wins alone: against an opponent that does nothing and one that only blocks, played by "
        "each player of --agents",
    )
    parser.add_argument(
        "--agent-sweep",
        metavar="P,Q,...",
        help="each deck of the match, gauntlet or metagame played by each of these players (e.g. "
        "heuristic,hard,omniscient) on the same deals: its sensitivity to play strength",
    )
    parser.add_argument(
        "--agents",
        default="heuristic",
        help="computer players, comma-separated, one per side or one for all: random, heuristic, hard (the strongest "
        "acting on its own view), search[:ROLLOUTS]",
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1: in this process)")
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
    parser.add_argument("--skills", default="0,0.25,0.5,0.75,1", help="the sweep's skills, 0 to 1 (default: 5)")
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="play on a Dask cluster: its scheduler (tcp://HOST:8786), or 'local' for a local one of --jobs workers",
    )
    parser.add_argument("--seed", type=int, default=0, help="run seed; each game's seed derives from it and its index")
    parser.add_argument("--rolls", choices=ROLL_MODELS, default="fast", help="roll model (default: fast)")
    parser.add_argument("--out", type=Path, default=Path("simulations/latest"), help="folder for games and report")
    parser.add_argument("--resume", action="store_true", help="continue the run saved in --out")
    parser.add_argument("--overwrite", action="store_true", help="start again in an --out that holds a run")
    parser.add_argument("--no-rotate", action="store_true", help="keep every side in the same seat")
    parser.add_argument("--log", action="store_true", help="print each game's log")
    parser.add_argument("--save-replays", type=Path, help="write each game as a replay file into this folder")
    parser.add_argument(
        "--house", default="", help="battle-monsters: house rules, e.g. lives=3,hand=7,deck=20,draws=yes"
    )
    parser.set_defaults(func=run)


def _agents(spec: str, sides: int, any_count: bool = False) -> tuple[str, ...]:
    """One player per side, or one for all; a goldfish test takes any number (each plays the deck)."""
    names = tuple(a.strip() for a in spec.split(",") if a.strip())
    for name in names:
        check_agent_spec(name)
    if any_count:
        return names
    if len(names) == 1:
        return names * sides
    if len(names) != sides:
        raise UnknownAgent(f"--agents names {len(names)} players for {sides} sides: give one, or one per side")
    return names


def _profiles(spec: str, sides: int) -> tuple[ThrowerSpec | None, ...]:
    """Rolling profiles by name, one per side or one for all ('-': that side's default thrower)."""
    names = [n.strip() for n in spec.split(",")]
    if len(names) == 1:
        names *= sides
    if len(names) != sides:
        raise ValueError(f"--roll-profile names {len(names)} profiles for {sides} sides: give one, or one per side")
    return tuple(None if name in ("", "-") else load_profile(name).spec() for name in names)


def run(args: argparse.Namespace) -> int:
    if args.game == "battle-monsters":
        from game.games.battle_monsters.sim_game import RUNS as BM_RUNS

        return core_simulate(args, BM_RUNS)
    if args.game == "fusion-world":
        from game.games.fusion_world.sim_game import RUNS as FW_RUNS

        return core_simulate(args, FW_RUNS)
    if args.game == "toy-battle":
        from game.games.toy_battle.simulate import run_toy_command
        from game.games.toy_figures import toy_pieces, toy_teams

        args.games = DEFAULT_GAMES if args.games is None else args.games
        return run_toy_command(args, toy_teams, toy_pieces)
    return run_bakugan(args)


def run_bakugan(args: argparse.Namespace) -> int:
    try:
        catalog = default_catalog()
        request = run_request(
            args, lambda: [str(p) for p in ready_decks()], lambda d: str(resolve_deck_path(d)), (), most_decks=4
        )
        for path in {p for m in request.matchups for p in m} | set(request.versions or ()):
            load_deck(Path(path))
        sides = len(request.matchups[0])
        agents = _agents(args.agents, 2 if request.mode in (COMPARE, SWEEP) else sides, request.mode == GOLDFISH)
        for player in request.players:
            check_agent_spec(player)
        _model, note = make_roll_model(args.rolls)
        skills = parse_skills(args.skills) if args.skill_sweep else ()
        profiles = _profiles(args.roll_profile, sides) if args.roll_profile else ()
        width = parse_width(args.until_width)
        design = parse_design(args.difference, args.error_rates)
        games = games_asked(args.games, width is not None or request.mode == COMPARE)
    except (CatalogError, DeckFileError, FileProblem) as exc:  # a file it cannot use: exit 1
        print(exc)
        return 1
    except (UnknownAgent, RollModelUnavailable, ValueError) as exc:
        print(exc)
        return 2
    wrong = _wrong_together(args, request, width)
    if wrong:
        print(wrong)
        return 2
    if args.jobs < 1 or args.look_every < 1:
        print("--jobs and --look-every take at least 1")
        return 2
    print(f"rolls: {note}")
    print(compiled_core.describe())
    extra = {"rolls_note": note, "mode": request.mode}
    spec = variant_schedule(request, agents, games, args, extra) or RunSpec(
        matchups=request.matchups,
        agents=agents,
        games=games,
        seed=args.seed,
        rolls=args.rolls,
        rotate=not args.no_rotate,
        log=args.log,
        replay_dir=str(args.save_replays) if args.save_replays else None,
        extra=extra,
    )
    if args.skill_sweep and isinstance(spec, RunSpec):
        spec = sweep_spec(spec, skills)
    if profiles and isinstance(spec, RunSpec):
        spec.throwers = [profiles] * len(spec.matchups)
        for side, profile in enumerate(profiles):
            if profile is not None:
                print(f"side {side + 1} throws like {profile.name} ({profile.label()})")
    if args.save_replays is not None:
        writable_folder(args.save_replays, "--save-replays names a folder for the games' replay files")
    plan = run_plan(spec, request, width, design, args.look_every)
    jobs = args.jobs if args.scheduler else local_workers(args.jobs, games * len(spec.tasks(0, 1)))
    if jobs != args.jobs:
        print(f"--jobs {args.jobs}: {jobs} worker{'s' if jobs != 1 else ''} (one a core, at most one a game)")
    stop_on_signals()
    if jobs == 1 and not args.scheduler:  # the games are played in this process, which does nothing else meanwhile
        dedicate_process((), (args.rolls,))
    try:
        result = play_plan(plan, args, jobs, args.out)
    except (RunMismatch, SetupError, ClusterUnavailable) as exc:
        print(exc)
        return 2
    games_done = result.in_order()
    if result.interrupted:
        print(f"stopped: {len(games_done)} games kept in {args.out} (run again with --resume to go on)")
    if args.log:
        for game in games_done:
            print(f"--- game {game['index']} (seed {game['seed']}) ---")
            for line in game.get("log", []):
                print(line)
    for game in games_done:
        game.pop("log", None)
    try:
        lines = reports(request, spec, result, args.out, catalog, design, run_notes(result, plan), args.look_every)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:  # a kept game edited by hand
        raise RunFolderError(args.out / GAMES_FILE, f"holds a game the report cannot read ({exc})") from exc
    for line in lines:
        print(line)
    sys.stdout.flush()
    return 130 if result.interrupted else 0


def _wrong_together(args: argparse.Namespace, request: RunRequest, width: float | None) -> str:
    """Options that do not go together, in one line ("" when they do)."""
    plain = request.mode in (MATCH, GAUNTLET, METAGAME)
    if args.skill_sweep and (request.mode != MATCH or len(request.matchups[0]) != 2 or args.rolls == "probabilistic"):
        return "--skill-sweep plays two decks (--decks A B) with throws: --rolls fast or physics"
    if args.roll_profile and (args.skill_sweep or args.rolls == "probabilistic" or not plain):
        return "--roll-profile needs throws (--rolls fast or physics) and a plain run: not with --skill-sweep"
    if width is not None and request.mode == COMPARE:
        return "a compare stops when its sequential test decides: --until-width is for the other runs"
    if (args.save_replays or args.log) and not plain:
        return "--save-replays and --log go with a match, a gauntlet or a metagame"
    return ""
