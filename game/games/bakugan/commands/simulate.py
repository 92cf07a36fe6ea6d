"""`simulate` for Bakugan: deck testing at scale — many games between decks, a gauntlet, a
metagame, a compare of two versions of a deck, a player sweep or a goldfish test (game/sim/run_modes.py
says which was asked for), on a process pool or a Dask cluster, with a progress bar, stop/resume,
stopping rules, and a report (JSON, Markdown, PNG charts) in --out
(game/games/bakugan/sim/run_command.py)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Final

from game import compiled_core
from game.files.errors import FileProblem, RunFolderError
from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.commands.decks import judge_deck
from game.games.bakugan.decks import DeckFileError, load_deck, ready_decks, resolve_deck_path
from game.games.bakugan.players.registry import UnknownAgent, check_agent_spec
from game.games.bakugan.rules.setup import SetupError
from game.games.bakugan.sim.deck_test import RunSpec
from game.games.bakugan.sim.roll_profile import load_profile
from game.games.bakugan.sim.run_command import reports, run_plan, variant_schedule
from game.games.bakugan.sim.skill_sweep import parse_skills, sweep_spec
from game.games.bakugan.sim.tasks import dedicate_process
from game.games.deck_checks import say_illegal
from game.roll.models import RollModelUnavailable, make_roll_model
from game.roll.throwers import ThrowerSpec
from game.sim import limits
from game.sim.cluster import ClusterUnavailable
from game.sim.run_modes import COMPARE, GAUNTLET, GOLDFISH, MATCH, METAGAME, SWEEP, RunRequest, run_request
from game.sim.run_options import (
    games_asked,
    parse_design,
    parse_width,
    play_plan,
    run_notes,
    run_workers,
    stop_on_signals,
)
from game.sim.store import GAMES_FILE, RunMismatch, writable_folder

DEFAULT_MATCH: Final = ("aquos_flow", "pyrus_fury")  # two ready decks, when no --decks, --gauntlet or --metagame


def _agents(spec: str, sides: int, any_count: bool = False) -> tuple[str, ...]:
    """One player per side, or one for all; a goldfish test takes any number (each plays the deck)."""
    names = tuple(limits.listed(spec))
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


def simulate(args: argparse.Namespace) -> int:
    try:
        catalog = default_catalog()
        request = run_request(
            args,
            lambda: [str(p) for p in ready_decks()],
            lambda d: str(resolve_deck_path(d)),
            DEFAULT_MATCH,
            most_decks=4,
        )
        paths = sorted({p for m in request.matchups for p in m} | set(request.versions or ()))
        if say_illegal([load_deck(Path(path)) for path in paths], judge_deck(catalog)):  # a file it cannot use
            return 1
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
    if args.look_every < 1:
        print("--look-every takes at least 1")
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
    try:
        jobs = run_workers(args, games * len(spec.tasks(0, 1)))
    except ValueError as exc:
        print(exc)
        return 2
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
