"""`scenario check FILE...`, `scenario save`, `scenario solve FILE`."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import yaml

from game.catalog import CatalogError, default_catalog
from game.games.registry import run_any_scenario
from game.puzzle import solve
from game.rules.engine import IllegalAction
from game.scenario_file import ScenarioFileError, build_game, read_scenario, scenario_catalog
from game.sim.replay_file import ReplayFileError, load_replay


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("scenario", help="check, save and solve written positions")
    sub = parser.add_subparsers(dest="scenario_command", required=True)
    check = sub.add_parser("check", help="run scenario files and check their expectations")
    check.add_argument("files", nargs="+", type=Path)
    check.add_argument("--quiet", action="store_true", help="print only failures and the summary")
    check.set_defaults(func=run_check)
    save = sub.add_parser("save", help="write a point of a saved game or replay as a scenario file")
    save.add_argument("replay", type=Path, help="a replay or save file")
    save.add_argument("--at", type=int, help="after this many actions (default: the end)")
    save.add_argument("--out", type=Path, required=True)
    save.set_defaults(func=run_save)
    solver = sub.add_parser("solve", help="is the puzzle's goal reachable?")
    solver.add_argument("file", type=Path)
    solver.add_argument("--budget", type=int, default=20_000, help="most positions to search")
    solver.set_defaults(func=run_solve)


def run_check(args: argparse.Namespace) -> int:
    passed = failed = 0
    for path in args.files:
        try:
            run = run_any_scenario(path)  # Bakugan's, or another game's (its `game:` key)
        except (ScenarioFileError, CatalogError) as exc:
            print(f"ERROR {exc}")
            failed += 1
            continue
        print(f"{path}: {run.name}")
        for check in run.checks:
            if not args.quiet or not check.ok:
                print(f"  {check}")
        passed += run.passed
        failed += run.failed
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def run_save(args: argparse.Namespace) -> int:
    try:
        catalog = default_catalog()
        setup, actions, _data = load_replay(args.replay)
        from game.rules.engine import Game

        game = Game.new(setup, catalog)
        upto = len(actions) if args.at is None else max(0, min(args.at, len(actions)))
        for action in actions[:upto]:
            game.apply(action)
    except (ReplayFileError, CatalogError) as exc:
        print(exc)
        return 2
    except IllegalAction as exc:
        print(f"{args.replay}: the replay breaks the rules: {exc}")
        return 1
    doc = {
        "name": f"{args.replay.stem} after {upto} actions",
        "description": f"turn {game.state.turn}, {game.state.step.value} step; exact engine state",
        "state": json.loads(json.dumps(game.state.to_json())),
        "expect": {"state_hash": game.state.state_hash()},
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(yaml.safe_dump(doc, sort_keys=False, width=120), encoding="utf-8")
    print(f"wrote {args.out} (state hash {game.state.state_hash()})")
    return 0


def run_solve(args: argparse.Namespace) -> int:
    from game.games.fusion_world.commands import is_fw_file, run_fw_solve

    if is_fw_file(args.file):
        return run_fw_solve(args.file, args.budget)
    try:
        doc = read_scenario(args.file)
        catalog = scenario_catalog(doc, args.file, default_catalog())
        game = build_game(doc, args.file, catalog)
    except (ScenarioFileError, CatalogError) as exc:
        print(exc)
        return 2
    goal = doc.get("goal")
    if not isinstance(goal, dict):
        print(f"{args.file}: no goal (e.g. goal: {{kind: win_this_turn, player: 0}})")
        return 2
    result = solve(game, str(goal["kind"]), int(goal["player"]), list(doc.get("rolls") or []), budget=args.budget)
    verdict = (
        "reachable" if result.solvable else ("unknown (search budget ran out)" if result.exhausted else "not reachable")
    )
    print(f"{goal['kind']} for player {goal['player']}: {verdict} ({result.nodes} positions searched)")
    if result.solvable and result.line:
        print("a winning line: " + " -> ".join(result.line))
    return 0
