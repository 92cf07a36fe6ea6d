"""`simulate` for the card games on the engine core (Fusion World, Battle Monsters), at Bakugan's
depth: a match, a gauntlet, a metagame, a compare of two versions of a deck, a player sweep; on a
process pool or a Dask cluster, resumable in --out, stopping by --until-width or a compare's
sequential test; the reports of game/sim (report.md with charts and every card's figures,
gauntlet.md, metagame.md, compare.md, player_sweep.md). Each game hands in a `CoreGameRuns`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.files.errors import RunFolderError
from game.sim import limits
from game.sim.batch import BatchResult, Summary
from game.sim.cluster import ClusterUnavailable
from game.sim.compare import CompareRun, write_compare
from game.sim.core_runs import CORE_WORKER, CoreRunSpec, CoreVariant
from game.sim.gauntlet import MatchupReport, gauntlet_tables
from game.sim.layout import deal_results
from game.sim.markdown import pct, played_with
from game.sim.metagame import metagame_tables
from game.sim.player_sweep import sweep_report, write_sweep
from game.sim.run_modes import COMPARE, GAUNTLET, GOLDFISH, METAGAME, SWEEP, RunRequest, run_request
from game.sim.run_options import (
    RunPlan,
    games_asked,
    parse_design,
    parse_width,
    play_plan,
    run_notes,
    run_workers,
    stop_on_signals,
    variant_stop_rule,
    width_rule,
)
from game.sim.run_report import CardNames
from game.sim.run_report_md import write_run_report
from game.sim.store import GAMES_FILE, RunMismatch, writable_folder


@dataclass(frozen=True)
class CoreGameRuns:
    """What the shared command needs of a game."""

    game: str  # its --game name
    title: str
    ready_decks: Callable[[], list[str]]  # the ready decks' paths
    resolve: Callable[[str], str]  # a deck file or a ready deck's name -> its path
    deck_problem: Callable[[str, str], str]  # (deck, the game's options) -> why it is illegal, or ""
    # (deck, deck) -> why they cannot meet in one game (Fusion World: a half deck and a full one), or ""
    pair_problem: Callable[[str, str], str]
    check_player: Callable[[str], None]  # ValueError naming an unknown player
    check_options: Callable[[str], None]  # ValueError for bad game options (--house)
    deck_counts: Callable[[str], dict[str, int]]
    deck_name: Callable[[str], str]
    card_names: CardNames
    file_errors: tuple[type[Exception], ...]  # a deck or card file that cannot be read
    default_decks: tuple[str, str]


def _agents(spec: str, runs: CoreGameRuns) -> tuple[str, str]:
    names = limits.listed(spec)
    for name in names:
        runs.check_player(name)
    if len(names) == 1:
        names *= 2
    if len(names) != 2:
        raise ValueError("--agents names one player for both sides, or one per side")
    return names[0], names[1]


def _spec(request: RunRequest, args: argparse.Namespace, runs: CoreGameRuns, games: int) -> CoreRunSpec:
    agents = _agents(args.agents, runs)
    variants: list[CoreVariant] = []
    matchups = [(m[0], m[1]) for m in request.matchups]
    if request.mode == COMPARE and request.versions is not None:
        variants = [CoreVariant(request.versions[0], agents[0]), CoreVariant(request.versions[1], agents[0])]
    elif request.mode == SWEEP:
        for player in request.players:
            runs.check_player(player)
        variants = [CoreVariant(None, player) for player in request.players]
    return CoreRunSpec(
        game=runs.game,
        matchups=matchups,
        agents=agents,
        games=games,
        seed=args.seed,
        rotate=not args.no_rotate,
        options=getattr(args, "house", "") or "",
        replay_dir=str(args.save_replays) if args.save_replays and not variants else None,
        log=bool(args.log) and not variants,
        variants=variants,
        extra={"mode": request.mode, **({"players": request.players} if request.players else {})},
    )


def _deck_problems(request: RunRequest, runs: CoreGameRuns, options: str) -> str:
    """The first deck the run cannot use, or a pair of decks that cannot meet, in words ("" when
    none). A gauntlet's or a metagame's pairs that cannot meet are left out, said on a line."""
    decks = {d for m in request.matchups for d in m} | set(request.versions or ())
    for deck in sorted(decks):
        problem = runs.deck_problem(deck, options)
        if problem:
            return problem
    kept = []
    for matchup in request.matchups:
        versions = request.versions or (matchup[0],)
        problem = next((p for v in versions if (p := runs.pair_problem(v, matchup[1]))), "")
        if not problem:
            kept.append(matchup)
        elif request.shape in (GAUNTLET, METAGAME):
            print(f"left out: {problem}")
        else:
            return problem
    if not kept:
        return "no match-up of this run can be played: " + runs.pair_problem(*request.matchups[0][:2])
    request.matchups = kept
    return ""


def core_simulate(args: argparse.Namespace, runs: CoreGameRuns) -> int:
    try:
        request = run_request(args, runs.ready_decks, runs.resolve, runs.default_decks)
        if request.mode == GOLDFISH:
            raise ValueError(f"--goldfish is Bakugan's (an opponent whose Bakugan never open): not for {runs.title}")
        runs.check_options(getattr(args, "house", "") or "")
        width = parse_width(getattr(args, "until_width", None))
        design = parse_design(getattr(args, "difference", None), getattr(args, "error_rates", None))
        if width is not None and request.mode == COMPARE:
            raise ValueError("a compare stops when its sequential test decides: --until-width is for other runs")
        if (args.save_replays or args.log) and request.mode in (COMPARE, SWEEP):
            raise ValueError("--save-replays and --log go with a match, a gauntlet or a metagame")
        games = games_asked(args.games, width is not None or request.mode == COMPARE)
        problem = _deck_problems(request, runs, getattr(args, "house", "") or "")
        if problem:
            print(problem)
            return 1
        spec = _spec(request, args, runs, games)
    except runs.file_errors as exc:  # a file the run cannot use (README: exit codes)
        print(exc)
        return 1
    except ValueError as exc:
        print(exc)
        return 2
    every = 50
    stop = (
        variant_stop_rule(design, every * len(spec.matchups))
        if request.mode == COMPARE
        else width_rule(width, len(spec.matchups), 2, max(1, len(spec.variants)))
    )
    plan = RunPlan(spec, CORE_WORKER, stop, every, unit="deals" if spec.variants else "games")
    try:
        jobs = run_workers(args, games * len(spec.tasks(0, 1)))
    except ValueError as exc:
        print(exc)
        return 2
    if args.save_replays is not None:
        writable_folder(args.save_replays, "--save-replays names a folder for the games' replay files")
    stop_on_signals()
    try:
        result = play_plan(plan, args, jobs, args.out)
    except (RunMismatch, ClusterUnavailable) as exc:
        print(exc)
        return 2
    games_done = result.in_order()
    if result.interrupted:
        print(f"stopped: {len(games_done)} games kept in {args.out} (run again with --resume to go on)")
    for game in games_done:
        if args.log:
            print(f"--- game {game['index']} (seed {game['seed']}) ---")
            for line in game.get("log", []):
                print(line)
        game.pop("log", None)
    try:
        lines = _reports(request, spec, result, plan, runs, design, args.out)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:  # a kept game edited by hand
        raise RunFolderError(args.out / GAMES_FILE, f"holds a game the report cannot read ({exc})") from exc
    for line in lines:
        print(line)
    sys.stdout.flush()
    return 130 if result.interrupted else 0


def _reports(
    request: RunRequest,
    spec: CoreRunSpec,
    result: BatchResult,
    plan: RunPlan,
    runs: CoreGameRuns,
    design: Any,
    out: Path,
) -> list[str]:
    games = result.in_order()
    params = spec.params()
    notes = run_notes(result, plan)
    lines = [f"note: {note}" for note in notes]

    def report(mine: Sequence[Summary], matchup_params: dict[str, Any], folder: Path, charts: bool) -> dict[str, Any]:
        return run_report(runs, result.interrupted, notes, mine, matchup_params, folder, charts)

    if request.mode == COMPARE and request.versions is not None:
        deals, left_out = deal_results(games, 2)
        a, b = (runs.deck_name(v) for v in request.versions)
        if a == b:
            a, b = (Path(v).stem for v in request.versions)
        compared = CompareRun(
            a_name=a,
            b_name=b,
            opponents=[runs.deck_name(m[1]) for m in spec.matchups],
            deals=[(m, won[0], won[1]) for m, won in deals],
            design=design,
            every=plan.every * len(spec.matchups),
            changes=deck_changes(runs.deck_counts(request.versions[0]), runs.deck_counts(request.versions[1]), runs),
            played_with=played_with(params, "both versions", most=True, unit="deals"),
            unfinished=left_out,
            stopped=result.stopped.reason if result.stopped else "",
        )
        verdict = write_compare(compared, out)
        lines.append(f"compare: {b} against {a}, {verdict['overall']['deals']} deals: {verdict['verdict']['decision']}")
        lines.append(f"  difference {100 * verdict['overall']['difference']['rate']:+.1f} points")
        lines.append(f"report: {out / 'compare.md'}")
    elif request.mode == SWEEP:
        deals, _left_out = deal_results(games, len(request.players))
        names = [runs.deck_name(m[0]) for m in spec.matchups]
        swept = sweep_report(request.players, names, deals, sweep_words(request.players, spec.agents[1], params))
        write_sweep(swept, out)
        for player in request.players[1:]:
            lines.append(
                f"  {player} over {request.players[0]}: {100 * swept['mean_gain'][player]:+.1f} points on average"
            )
        lines.append(f"table: {out / 'player_sweep.md'}")
    elif request.mode == METAGAME:
        matrix = metagame_tables(games, params, out, result.interrupted)
        lines += [f"  {r['deck']:<28} {pct(r['overall'])}" for r in matrix["rows"]]
        lines.append(f"table: {out / 'metagame.md'}")
    elif request.mode == GAUNTLET:
        table = gauntlet_tables(
            games, params, out, result.interrupted, matchup_reporter(runs, result.interrupted, notes)
        )
        lines += [f"  vs {r['opponent']:<28} {pct(r['win_rate'])}" for r in table["rows"]]
        lines.append(f"table: {out / 'gauntlet.md'}")
    else:
        made = report(games, params, out, True)
        lines.append(f"{made['games']} games, {made.get('finished', 0)} finished")
        for side in made.get("sides", []):
            lines.append(f"  {side['label']:<40} wins {pct(side['win_rate'])}")
        if made.get("sides"):
            lines.append(f"  first player won {pct(made['first_player_win_rate'])}")
        lines.append(f"report: {out / 'report.md'}")
    return lines


def run_report(
    runs: CoreGameRuns,
    interrupted: bool,
    notes: list[str],
    games: Sequence[Summary],
    params: dict[str, Any],
    folder: Path,
    charts: bool,
) -> dict[str, Any]:
    """A match-up's report.md (with its charts, or without for a gauntlet's match-ups)."""
    return write_run_report(
        games,
        params,
        folder,
        title=f"{runs.title} deck test",
        decks=[runs.deck_counts(d) for d in params["matchups"][0]],
        names=runs.card_names,
        interrupted=interrupted,
        notes=notes,
        charts=charts,
    )


def matchup_reporter(runs: CoreGameRuns, interrupted: bool, notes: list[str]) -> MatchupReport:
    """A gauntlet's writer of each match-up's report (game/sim/gauntlet.py)."""

    def matchup_report(games: Sequence[Summary], params: dict[str, Any], folder: Path) -> dict[str, Any]:
        return run_report(runs, interrupted, notes, games, params, folder, False)

    return matchup_report


def sweep_words(players: Sequence[str], opponent: str, params: dict[str, Any]) -> str:
    said = ", ".join(f"`{p}`" for p in players)
    return (
        f"Each deck played by {said} in turn, on the same deals; opponents `{opponent}`. "
        f"{params.get('games')} games per match-up, seed {params.get('seed', 0)}."
    )


def deck_changes(a: dict[str, int], b: dict[str, int], runs: CoreGameRuns) -> list[str]:
    """The cards A has that B has not (out) and the reverse (in), one line each."""
    lines = []
    for card in sorted(set(a) | set(b)):
        name = f"{runs.card_names(card)[0]} ({card})"
        if a.get(card, 0) > b.get(card, 0):
            lines.append(f"- out: {a[card] - b.get(card, 0)} {name}")
        elif b.get(card, 0) > a.get(card, 0):
            lines.append(f"- in: {b[card] - a.get(card, 0)} {name}")
    return lines
