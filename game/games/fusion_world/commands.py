"""The shared commands for Fusion World (`--game fusion-world`): simulate, decks validate/list,
play. Each prints a clear line for a bad deck or card file instead of a traceback."""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path
from typing import Any

from game.files.errors import FileProblem
from game.games.fusion_world.cards import PoolError, default_pool
from game.games.fusion_world.decks import (
    FwDeckError,
    IllegalDecks,
    check_table_decks,
    deck_summary,
    load_fw_deck,
    ready_fw_decks,
    resolve_fw_deck,
    validate_fw_deck,
)
from game.games.fusion_world.match import FwResult, load_decks, play_fw_game
from game.games.fusion_world.players import check_fw_player
from game.sim import limits
from game.sim.markdown import pct
from game.sim.store import writable_folder, write_reports
from game.sim.wilson import rate


def _agents(spec: str) -> list[str]:
    names = [a.strip() for a in spec.split(",") if a.strip()]
    for name in names:
        check_fw_player(name)  # its name, and its number within limits (game/sim/limits.py)
    if len(names) == 1:
        names *= 2
    if len(names) != 2:
        raise ValueError("--agents names one player for both sides, or one per side")
    return names


def run_simulate(args: argparse.Namespace) -> int:
    try:
        pool = default_pool()
        decks = load_decks(args.decks)
        check_table_decks(decks, pool)  # each deck legal, both in the same mode (5)
        agents = _agents(args.agents)
    except IllegalDecks as exc:  # a deck the rules refuse: a file it cannot use (README: exit codes)
        print(f"not legal decks for one game: {exc}")
        return 1
    except (PoolError, FwDeckError) as exc:  # a file it cannot use (README: exit codes)
        print(exc)
        return 1
    except ValueError as exc:
        print(exc)
        return 2
    try:
        limits.games(args.games)
        limits.seed(args.seed)
    except ValueError as exc:
        print(exc)
        return 2
    writable_folder(args.out, "--out names the folder for the run's report")  # before the games, not after
    if args.save_replays:
        writable_folder(Path(args.save_replays), "--save-replays names a folder for the games' replay files")
    results: list[dict[str, Any]] = []
    started, cpu = time.perf_counter(), time.process_time()
    rotate = not args.no_rotate
    for index in range(args.games):
        seed = args.seed * 1_000_003 + index
        swap = rotate and index % 2 == 1
        seated = [decks[1], decks[0]] if swap else decks
        names = [d.name for d in seated]
        _game, result = play_fw_game(seated, pool, agents[::-1] if swap else agents, seed, names=names)
        results.append(_summary(index, result, swap))
        if args.log:
            print(f"--- game {index} (seed {seed}) ---")
            for entry in _game.core.log:
                print(f"[{entry.turn}] {entry.text}" + (f"  ({entry.rule})" if entry.rule else ""))
        if args.save_replays:
            _save_replay(Path(args.save_replays), index, seated, result)
    elapsed = time.perf_counter() - started
    report = fw_report(results, [d.name for d in decks], agents, elapsed)
    used = time.process_time() - cpu
    report["cpu_games_per_second"] = len(results) / used if used > 0 else 0.0
    write_reports(
        args.out,
        {"report.json": json.dumps({"games_played": results, **report}, indent=1), "report.md": fw_markdown(report)},
    )
    rates = f"{report['games_per_second']:.1f} games/s, {report['cpu_games_per_second']:.1f} a CPU second"
    print(f"{report['games']} games, {report['finished']} finished ({rates})")
    for side in report["sides"]:
        print(f"  {side['label']:<40} wins {pct(side['win_rate'])}")
    print(f"  first player won {pct(report['first_player_win_rate'])}")
    print(f"  mean length {report['length']['mean_turns']:.1f} turns")
    print(f"report: {args.out / 'report.md'}")
    return 0


def _summary(index: int, result: FwResult, swap: bool) -> dict[str, Any]:
    side_of_seat = [1, 0] if swap else [0, 1]
    return {
        "index": index,
        "seed": result.seed,
        "winner_side": None if result.winner is None else side_of_seat[result.winner],
        "first_side": side_of_seat[result.first],
        "first_won": result.winner == result.first,
        "turns": result.turns,
        "actions": result.actions,
        "end": result.why,
        "final_hash": result.final_hash,
    }


def _save_replay(folder: Path, index: int, decks: Any, result: FwResult) -> None:
    from game.games.fusion_world.replay import write_replay

    folder.mkdir(parents=True, exist_ok=True)
    write_replay(folder / f"game_{index:05d}.json", decks, [d.name for d in decks], result)


def fw_report(results: list[dict[str, Any]], labels: list[str], agents: list[str], elapsed: float) -> dict[str, Any]:
    """The same figures as Bakugan's report: games, sides' win rates with 95% intervals, the first
    player's win rate, game length; plus games per second."""
    finished = [r for r in results if r["winner_side"] is not None]
    turns = [r["turns"] for r in results] or [0]
    return {
        "game": "fusion-world",
        "games": len(results),
        "finished": len(finished),
        "agents": agents,
        "sides": [
            {"label": label, "win_rate": rate(sum(1 for r in finished if r["winner_side"] == k), len(results))}
            for k, label in enumerate(labels)
        ],
        "first_player_win_rate": rate(sum(1 for r in finished if r["first_won"]), len(finished)),
        "length": {
            "mean_turns": sum(turns) / len(turns),
            "min_turns": min(turns),
            "max_turns": max(turns),
            "mean_actions": sum(r["actions"] for r in results) / max(1, len(results)),
        },
        "ends": {why: sum(1 for r in results if r["end"].endswith(why)) for why in _ENDS},
        "seconds": round(elapsed, 3),
        "games_per_second": len(results) / elapsed if elapsed > 0 else 0.0,
    }


_ENDS = ("(the opponent's life area is empty)", "(the opponent's deck is empty)")


def fw_markdown(report: dict[str, Any]) -> str:
    lines = [
        "# Fusion World deck test",
        "",
        f"{report['games']} games ({report['finished']} finished), players: {', '.join(report['agents'])}, "
        f"{report['games_per_second']:.1f} games/s",
        "",
        "| side | win rate (95% interval) |",
        "|---|---|",
    ]
    lines += [f"| {side['label']} | {pct(side['win_rate'])} |" for side in report["sides"]]
    length = report["length"]
    lines += [
        "",
        f"First player won {pct(report['first_player_win_rate'])}.",
        f"Length: {length['mean_turns']:.1f} turns on average ({length['min_turns']}-{length['max_turns']}), "
        f"{length['mean_actions']:.0f} actions.",
        "",
        "| how games ended | games |",
        "|---|---|",
    ]
    lines += [f"| {why.strip('()')} | {n} |" for why, n in report["ends"].items()]
    return "\n".join(lines) + "\n"


def run_validate(files: list[str]) -> int:
    try:
        pool = default_pool()
    except PoolError as exc:
        print(exc)
        return 2
    failed = 0
    for name in files:
        try:
            deck = load_fw_deck(resolve_fw_deck(name))
        except FwDeckError as exc:
            print(exc)
            failed += 1
            continue
        problems = validate_fw_deck(deck, pool)
        if problems:
            failed += 1
            print(f"{deck.path}: INVALID ({len(problems)} violation{'s' if len(problems) != 1 else ''})")
            for problem in problems:
                print(f"  - {problem}")
        else:
            size = sum(c for _, c in deck.cards)
            print(f"{deck.path}: valid ({deck.name}, {size} cards{', half-deck mode' if deck.half else ''})")
    return 1 if failed else 0


def run_list() -> int:
    pool = default_pool()
    for path in ready_fw_decks():
        deck = load_fw_deck(path)
        summary = deck_summary(deck, pool)
        counts = f"[{summary['battle']} battle, {summary['extra']} extra]"
        print(f"{path.stem:20s} {deck.name} ({pool[deck.leader].name}): {deck.plan} {counts}")
    return 0


def run_play(args: argparse.Namespace) -> int:
    from game.ui.app_launch import display_available

    try:
        pool = default_pool()
        decks = load_decks(args.decks)
        if not (args.resume or args.load is not None):
            check_table_decks(decks, pool)  # each deck legal, both in the same mode (5)
    except IllegalDecks as exc:  # a deck the rules refuse, as simulate says it
        print(f"not legal decks for one game: {exc}")
        return 1
    except (PoolError, FwDeckError, ValueError) as exc:
        print(exc)
        return 2
    if not display_available():
        print("No display found, so the table cannot open. Run on a desktop or under xvfb-run.")
        return 0
    from game.ui.app import App
    from game.ui.fusion_table import open_fusion_table
    from game.ui.menu import MenuScene

    app = App()
    app.push(MenuScene(app))
    strong = bool(getattr(args, "hard", False))
    if args.resume or args.load is not None:
        from game.ui.fusion_saves import autosave_path, open_fw_save

        open_fw_save(app, pool, args.load or autosave_path())
    else:
        seed = args.seed if args.seed is not None else random.randrange(100_000)
        seats = [k + 1 in args.computer for k in range(2)]
        open_fusion_table(app, pool, decks, list(args.names or []), seats, seed, strong=strong)
    app.run()
    return 0


def open_from_menu(app: Any, strong: bool = False) -> None:
    """The menu's Fusion World: two ready decks, you against the computer (the strong one: the tree search)."""
    from game.ui.fusion_table import open_fusion_table

    seed = random.randrange(100_000)
    open_fusion_table(app, default_pool(), load_decks(None), ["Player", "Computer"], [False, True], seed, strong=strong)


def run_replay(path: Path, data: dict[str, Any], verify: bool, log: bool) -> int:
    """`replay FILE` for a Fusion World replay (simulate --save-replays): every action checked again."""
    from game.games.fusion_world.replay import checked, replay_game

    try:
        game, count = replay_game(path, checked(path, data), default_pool())
    except FileProblem as exc:  # the replay, or a deck file a version-1 replay names
        print(exc)
        return 1
    if log:
        for entry in game.core.log:
            print(f"[{entry.turn}] {entry.text}" + (f"  ({entry.rule})" if entry.rule else ""))
    winner = game.core.winner
    print(f"{count} actions replayed; winner: {game.name(winner) if winner is not None else 'none'}")
    if verify:
        digest = game.state.state_hash()
        if digest != data.get("final_hash"):
            print(f"MISMATCH: replay reached {digest}, the file recorded {data.get('final_hash')}")
            return 1
        print(f"verified: state hash {digest} matches")
    return 0


def is_fw_file(path: Path) -> bool:
    """Whether a scenario or puzzle file says `game: fusion-world`."""
    from game.games.fusion_world.scenario import is_fusion_world
    from game.scenarios.reading import read_scenario_tree
    from game.scenarios.runner import ScenarioFileError

    try:
        return is_fusion_world(read_scenario_tree(path))  # bounded reading (size, UTF-8, aliases)
    except ScenarioFileError:
        return False  # Bakugan's reader reports it with its line


def run_fw_solve(path: Path, budget: int) -> int:
    """`scenario solve FILE` for a Fusion World puzzle: is its goal reachable against every defence?"""
    from game.games.fusion_world.puzzle import solve_fw
    from game.games.fusion_world.scenario import position_from_file, puzzle_goal
    from game.scenarios.reading import read_scenario_tree
    from game.scenarios.runner import ScenarioFileError

    try:
        doc = read_scenario_tree(path)
        kind, player = puzzle_goal(path, doc)
        game = position_from_file(path, doc, default_pool())
    except (ScenarioFileError, ValueError, KeyError, TypeError) as exc:
        print(exc if str(path) in str(exc) else f"{path}: {exc}")
        return 1
    result = solve_fw(game, player, budget)
    verdict = (
        "reachable" if result.solvable else ("unknown (search budget ran out)" if result.exhausted else "not reachable")
    )
    print(f"{kind} for player {player}: {verdict} ({result.nodes} positions searched)")
    if result.line:
        print("a winning line: " + " -> ".join(result.line))
    return 0


def run_play_scenario(path: Path, computer: list[int], hotseat: bool) -> int:
    """`play --scenario FILE` for a Fusion World position or puzzle: a puzzle's goal player is you,
    the other seat the computer (unless --hotseat or --computer say otherwise)."""
    from game.games.fusion_world.scenario import ScenarioError, position_from_file, puzzle_goal
    from game.scenarios.reading import read_scenario_tree
    from game.scenarios.runner import ScenarioFileError
    from game.ui.app_launch import display_available

    try:
        doc = read_scenario_tree(path)
        game = position_from_file(path, doc, default_pool())
        goal = puzzle_goal(path, doc) if "goal" in doc else None
    except (ScenarioFileError, ScenarioError, ValueError, KeyError, TypeError) as exc:
        print(exc if str(path) in str(exc) else f"{path}: {exc}")
        return 1
    seats = [False, False] if hotseat else [k + 1 in computer for k in range(2)]
    if goal is not None and not hotseat and not computer:
        seats = [k != goal[1] for k in range(2)]
    if not display_available():
        print("No display found, so the table cannot open. Run on a desktop or under xvfb-run.")
        return 0
    from game.ui.app import App
    from game.ui.fusion_table import FusionTableScene
    from game.ui.menu import MenuScene

    app = App()
    app.push(MenuScene(app))
    from game.games.fusion_world.puzzle import read_fw_puzzle

    words = f"Goal: {goal[0].replace('_', ' ')} ({game.name(goal[1])})" if goal else str(doc.get("name", ""))
    puzzle = read_fw_puzzle(path, default_pool())[0] if goal is not None else None
    table = FusionTableScene(
        app, default_pool(), [], list(game.core.names), seats, 0, start=game, goal=words, puzzle=puzzle
    )
    app.push(table)
    app.run()
    return 0


def run_cards_check() -> int:
    """`cards check --game fusion-world`: every problem in the card files, or how many load."""
    from game.games.fusion_world.cards import load_pool

    try:
        pool = load_pool()
    except PoolError as exc:
        print(exc)
        return 1
    leaders = len(pool.leaders())
    print(f"{len(pool.cards)} Fusion World cards load cleanly ({leaders} Leaders)")
    return 0


def run_cards_show(name: str) -> int:
    """`cards show NAME --game fusion-world`: a card's header and generated text."""
    pool = default_pool()
    wanted = name.lower()
    found = [c for c in pool.cards.values() if wanted in (c.id.lower(), c.name.lower())]
    found = found or [c for c in pool.cards.values() if wanted in c.name.lower()]
    if not found:
        print(f"no Fusion World card {name!r}")
        return 1
    for card in found:
        print(f"{card.header()} [{card.id}]")
        print(f"  {card.text() or '(no abilities)'}")
        if card.awakened is not None:
            print(f"  {card.awakened_text()}")
    return 0
