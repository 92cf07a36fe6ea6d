"""Bakugan's side of `simulate`'s runs beyond a plain match: the schedule of a compare, a player
sweep or a goldfish test (game/sim/run_modes.py says which was asked for), the stopping rule of a
run, and the report each run writes."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.decks import load_deck
from game.games.bakugan.players.registry import resolved
from game.games.bakugan.sim.compare import compare_spec, deals_of, deck_changes, version_names
from game.games.bakugan.sim.deck_test import write_report
from game.games.bakugan.sim.gauntlet import gauntlet_tables
from game.games.bakugan.sim.goldfish import goldfish_spec, goldfish_tables
from game.games.bakugan.sim.skill_sweep import sweep_tables
from game.games.bakugan.sim.tasks import WORKER
from game.games.bakugan.sim.variants import player_sweep_spec, tested_deck_names, variant_games
from game.sim.batch import BatchResult
from game.sim.compare import CompareRun, write_compare
from game.sim.layout import deal_results
from game.sim.markdown import pct, played_with
from game.sim.metagame import metagame_tables
from game.sim.player_sweep import sweep_report, write_sweep
from game.sim.run_modes import COMPARE, GAUNTLET, GOLDFISH, METAGAME, SWEEP, RunRequest
from game.sim.run_options import RunPlan, variant_stop_rule, width_rule
from game.sim.run_play import Schedule
from game.sim.sequential import Design
from game.sim.wilson import too_few


def variant_schedule(
    request: RunRequest, agents: Sequence[str], games: int, args: argparse.Namespace, extra: dict[str, Any]
) -> Schedule | None:
    """The schedule of a compare, a player sweep or a goldfish test (None for other runs)."""
    if request.mode == COMPARE and request.versions is not None:
        a, b = request.versions
        opponents = [m[1] for m in request.matchups]
        spec = compare_spec(a, b, opponents, (agents[0], agents[-1]), games, args.seed, args.rolls, not args.no_rotate)
    elif request.mode == SWEEP:
        pairs = [(m[0], m[1]) for m in request.matchups]
        spec = player_sweep_spec(pairs, request.players, agents[-1], games, args.seed, args.rolls)
    elif request.mode == GOLDFISH:
        return goldfish_spec(request.matchups[0][0], list(dict.fromkeys(agents)), games, args.seed, args.rolls)
    else:
        return None
    spec.extra |= extra
    return spec


def run_plan(spec: Schedule, request: RunRequest, width: float | None, design: Design, every: int) -> RunPlan:
    """The run's worker and stopping rule: a compare's sequential test, or --until-width."""
    matchups = len(spec.params()["matchups"])
    if request.mode == COMPARE:
        return RunPlan(spec, WORKER, variant_stop_rule(design, every * matchups), every, unit="deals")
    sides = len(spec.params()["matchups"][0]) if request.mode not in (SWEEP, GOLDFISH) else 2
    variants = max(1, len(request.players))
    unit = "deals" if request.mode == SWEEP else "games"
    return RunPlan(spec, WORKER, width_rule(width, matchups, sides, variants), every, unit=unit)


def reports(
    request: RunRequest,
    spec: Schedule,
    result: BatchResult,
    out: Path,
    catalog: Catalog,
    design: Design,
    notes: list[str],
    every: int,
) -> list[str]:
    """Write the run's report; the lines to print."""
    games = result.in_order()
    params = spec.params()
    lines = [f"note: {note}" for note in notes]
    if request.mode == COMPARE and request.versions is not None:
        lines += _compare(request.versions, spec, result, out, catalog, design, notes, every)
    elif request.mode == SWEEP:
        deals, _left_out = deal_results(games, len(request.players))
        names = tested_deck_names(games, params["matchups"])
        who = ", ".join(f"`{p}`" + (f" ({resolved(p)})" if resolved(p) != p else "") for p in request.players)
        said = (
            f"Each deck played by {who} in turn, on the same deals; opponents `{params['opponent_agent']}`. "
            f"Rolls: {params.get('rolls_note', params['rolls'])}. {params['games']} games per match-up, "
            f"seed {params['seed']}."
        )
        swept = sweep_report(request.players, names, deals, said)
        write_sweep(swept, out)
        base = request.players[0]
        for row in swept["decks"]:
            gains = ", ".join(f"{p} {100 * row['gain'][p]['difference']['rate']:+.1f}" for p in request.players[1:])
            lines.append(f"  {row['deck']:<28} {gains} points over {base}")
        lines.append(f"table: {out / 'player_sweep.md'}")
    elif request.mode == GOLDFISH:
        fish = goldfish_tables(games, params, out, result.interrupted)
        for cell in fish["cells"]:
            turn = cell["win_turn"]
            lines.append(
                f"  {cell['player']:<10} vs {cell['opponent']:<8} won {pct(cell['win_rate'])}, "
                f"median turn {turn['median']}, 90% by turn {turn['p90']}"
            )
        lines.append(f"table: {out / 'goldfish.md'}")
    elif params.get("mode") == "skill-sweep":
        grid = sweep_tables(games, params, out, result.interrupted)
        lines.append(f"skill sweep: {grid['decks'][0]} against {grid['decks'][1]}")
        lines += [
            f"  opponent skill {e['opponent_skill']:g}: wins half from skill {e['skill']}"
            + (" (too few games to say)" if e["too_few"] else "")
            for e in grid["break_even"]
        ]
        lines.append(f"table: {out / 'skill_sweep.md'}")
    elif request.mode == METAGAME:
        matrix = metagame_tables(games, params, out, result.interrupted)
        lines.append(f"metagame: {len(matrix['decks'])} decks, {len(params['matchups'])} match-ups")
        lines += [
            f"  {r['deck']:<28} {pct(r['overall'])}  fears {r['fears_most']}"
            + (" (too few games to say)" if r["fears_most_too_few"] else "")
            for r in matrix["rows"]
        ]
        lines.append(f"table: {out / 'metagame.md'}")
    elif request.mode == GAUNTLET:
        table = gauntlet_tables(games, params, out, catalog, result.interrupted)
        lines.append(f"gauntlet: {table['deck']} against {len(table['rows'])} ready decks")
        lines += [f"  vs {r['opponent']:<28} {pct(r['win_rate'])}" for r in table["rows"]]
        lines.append(f"table: {out / 'gauntlet.md'}")
    else:
        report = write_report(games, params, out, catalog, result.interrupted, notes=notes)
        lines.append(f"{report['games']} games, {report.get('finished', 0)} finished")
        for side in report.get("sides", []):
            lines.append(f"  {side['label']:<40} wins {pct(side['win_rate'])}")
        if report.get("sides"):
            lines.append(f"  first player won {pct(report['first_player_win_rate'])}")
            lines.append(f"  mean length {report['length']['mean_turns']:.1f} turns")
            if any(too_few(side["win_rate"]) for side in report["sides"]):
                lines.append("  (too few games to read the win rates: their intervals are over 25 points wide)")
        lines.append(f"report: {out / 'report.md'}")
    return lines


def _compare(
    versions: tuple[str, str],
    spec: Schedule,
    result: BatchResult,
    out: Path,
    catalog: Catalog,
    design: Design,
    notes: list[str],
    every: int,
) -> list[str]:
    games = result.in_order()
    params = spec.params()
    a_deck, b_deck = (load_deck(Path(v)) for v in versions)
    a, b = version_names(a_deck, b_deck, versions)
    deals, left_out = deals_of(games)
    opponents = [m[1] for m in params["matchups"]]
    run = CompareRun(
        a_name=a,
        b_name=b,
        opponents=tested_deck_names(games, params["matchups"], side=1),
        deals=deals,
        design=design,
        every=every * len(opponents),
        changes=deck_changes(a_deck, b_deck, catalog),
        played_with=played_with(params, "both versions", most=True, unit="deals"),
        unfinished=left_out,
        stopped=result.stopped.reason if result.stopped else "",
    )
    report = write_compare(run, out)
    lines = [f"compare: {b} (B) against {a} (A), {report['overall']['deals']} deals"]
    lines.append(f"  {report['verdict_words'].replace('**', '')}")
    overall = report["overall"]
    lines.append(
        f"  difference B - A: {100 * overall['difference']['rate']:+.1f} points "
        f"({100 * overall['difference']['low']:+.1f} to {100 * overall['difference']['high']:+.1f}); "
        f"{overall['differing']} deals differ, McNemar p = {overall['p_value']:.3g}"
    )
    if len(opponents) == 1:  # each version's own report: its cards' figures
        for version, folder in ((0, "version_a"), (1, "version_b")):
            mine = variant_games(games, version, 2)
            version_params = {**params, "matchups": [[versions[version], opponents[0]]]}
            write_report(mine, version_params, out / folder, catalog, result.interrupted, charts=False, notes=notes)
        lines.append(f"  each version's report: {out / 'version_a' / 'report.md'}, {out / 'version_b' / 'report.md'}")
    lines.append(f"report: {out / 'compare.md'}")
    return lines
