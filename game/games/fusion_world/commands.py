"""The shared commands for Fusion World (`--game fusion-world`): simulate, decks validate/list,
play. Each prints a clear line for a bad deck or card file instead of a traceback."""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.files.atomic_write import write_text_atomic
from game.games.card_commands import say_checked, show_named
from game.games.deck_checks import Verdict, say_illegal, say_ready, validate_each
from game.games.fusion_world.cards import FwCard, Pool, PoolError, default_pool
from game.games.fusion_world.decks import (
    DECKS_DIR,
    FwDeck,
    FwDeckError,
    IllegalDecks,
    check_table_decks,
    deck_summary,
    load_fw_deck,
    ready_fw_decks,
    resolve_fw_deck,
    validate_fw_deck,
)
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.match import FwResult, load_decks, play_fw_game
from game.games.fusion_world.players import FW_PLAYERS
from game.games.fusion_world.puzzle import FwPuzzle
from game.games.registry import SavedGame
from game.scenarios.solution import say_solution
from game.sim.markdown import pct
from game.sim.store import writable_folder
from game.sim.wilson import rate


def _agents(spec: str) -> list[str]:
    names = [a.strip() for a in spec.split(",") if a.strip()]
    for name in names:
        if name.partition(":")[0] not in FW_PLAYERS:
            raise ValueError(f"unknown Fusion World player {name!r} (players: {', '.join(FW_PLAYERS)})")
    if len(names) == 1:
        names *= 2
    if len(names) != 2:
        raise ValueError("--agents names one player for both sides, or one per side")
    return names


def simulate(args: argparse.Namespace) -> int:
    try:
        pool = default_pool()
        decks = load_decks(args.decks)
        if say_illegal(decks, _judge(pool)):
            return 1
        check_table_decks(decks, pool)  # both decks in the same mode (5)
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
    if args.games < 1:
        print("--games must be at least 1")
        return 2
    writable_folder(args.out, "--out names a folder for the report")  # RunFolderError: one line, exit 1
    if args.save_replays:
        writable_folder(args.save_replays, "--save-replays names a folder for the games' replay files")
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
    write_text_atomic(args.out / "report.json", json.dumps({"games_played": results, **report}, indent=1))
    write_text_atomic(args.out / "report.md", fw_markdown(report))
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
    folder.mkdir(parents=True, exist_ok=True)
    data = {
        "game": "fusion-world",
        "decks": [d.path for d in decks],
        "names": [d.name for d in decks],
        "seed": result.seed,
        "actions": result.replay,
    }
    data["final_hash"] = result.final_hash
    (folder / f"game_{index:05d}.json").write_text(json.dumps(data), encoding="utf-8")


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


def validate_decks(files: Sequence[str], _playable: bool) -> int:
    """`decks validate --game fusion-world` (rules 5.1-5.4; --playable is Bakugan's: refused here)."""
    try:
        pool = default_pool()
    except PoolError as exc:  # the card files cannot be used (README: exit codes)
        print(exc)
        return 1
    return validate_each(files, lambda name: load_fw_deck(resolve_fw_deck(name)), _judge(pool), FwDeckError)


def _judge(pool: Pool) -> Callable[[FwDeck], Verdict]:
    """A deck against rules 5.1-5.4."""

    def judge(deck: FwDeck) -> Verdict:
        size = sum(c for _, c in deck.cards)
        said = f"{deck.name}, {size} cards{', half-deck mode' if deck.half else ''}"
        return Verdict(deck.path, said, validate_fw_deck(deck, pool))

    return judge


def list_decks() -> int:
    try:
        pool = default_pool()
        ready = [(path, load_fw_deck(path)) for path in ready_fw_decks()]
    except (PoolError, FwDeckError) as exc:
        print(exc)
        return 1

    def line(deck: FwDeck) -> str:
        summary = deck_summary(deck, pool)
        counts = f"[{summary['battle']} battle, {summary['extra']} extra]"
        return f"{deck.name} ({pool[deck.leader].name}): {deck.plan} {counts}"

    return say_ready("Fusion World", DECKS_DIR, ready, line)


@dataclass(frozen=True)
class FwNewGame:
    """What `play --game fusion-world` opens: two legal decks, the seats and the seed."""

    decks: list[FwDeck]
    names: list[str]
    computer: list[bool]
    seed: int
    strong: bool  # the computer plays the tree search


@dataclass(frozen=True)
class FwPosition:
    """A scenario's position (a puzzle's, with its goal) and who plays each seat."""

    game: FusionWorld
    computer: list[bool]
    goal: str  # what the table shows above the board
    puzzle: FwPuzzle | None


def prepare_play(args: argparse.Namespace) -> object | int:
    """`play --game fusion-world`: the decks read and checked (rules 5.1-5.4) before any window."""
    bad = [n for n in args.computer if n not in (1, 2)]
    if bad:
        print(f"--computer takes seat numbers 1 to 2; got {', '.join(map(str, bad))}")
        return 2
    if args.resume or args.load is not None:
        return SavedGame(args.load)
    try:
        pool = default_pool()
        decks = load_decks(args.decks)
    except (PoolError, FwDeckError) as exc:  # a file it cannot use (README: exit codes)
        print(exc)
        return 1
    except ValueError as exc:  # not two decks
        print(exc)
        return 2
    if say_illegal(decks, _judge(pool)):
        return 1
    try:
        check_table_decks(decks, pool)  # both decks in the same mode (5)
    except IllegalDecks as exc:  # a deck the rules refuse, as simulate says it
        print(f"not legal decks for one game: {exc}")
        return 1
    seed = args.seed if args.seed is not None else random.randrange(100_000)
    computer = [k + 1 in args.computer for k in range(2)]
    return FwNewGame(decks, list(args.names or []), computer, seed, bool(args.hard))


def replay(path: Path, data: Any, verify: bool, log: bool) -> int:
    """`replay FILE` for a Fusion World replay (simulate --save-replays): every action checked again."""
    from game.core import IllegalAction
    from game.games.fusion_world.actions import decode
    from game.games.fusion_world.match import replay as replay_game

    try:
        decks = [load_fw_deck(Path(d)) for d in data["decks"]]
        actions = [decode(a) for a in data["actions"]]
        game = replay_game(decks, default_pool(), int(data["seed"]), actions, names=data.get("names"))
    except (KeyError, TypeError, ValueError, FwDeckError, PoolError) as exc:
        print(f"{path}: not a readable Fusion World replay: {exc}")
        return 1
    except IllegalAction as exc:
        print(f"{path}: the replay breaks the rules: {exc}")
        return 1
    if log:
        for entry in game.core.log:
            print(f"[{entry.turn}] {entry.text}" + (f"  ({entry.rule})" if entry.rule else ""))
    winner = game.core.winner
    print(f"{len(actions)} actions replayed; winner: {game.name(winner) if winner is not None else 'none'}")
    if verify:
        digest = game.state.state_hash()
        if digest != data.get("final_hash"):
            print(f"MISMATCH: replay reached {digest}, the file recorded {data.get('final_hash')}")
            return 1
        print(f"verified: state hash {digest} matches")
    return 0


def solve_scenario(path: Path, doc: Any, budget: int) -> int:
    """`scenario solve FILE` for a Fusion World puzzle: is its goal reachable against every defence?"""
    from game.games.fusion_world.puzzle import solve_fw
    from game.games.fusion_world.scenario import position_from_file, puzzle_goal
    from game.scenarios.runner import ScenarioFileError

    try:
        kind, player = puzzle_goal(path, doc)
        game = position_from_file(path, doc, default_pool())
    except (ScenarioFileError, ValueError, KeyError, TypeError) as exc:
        print(exc if str(path) in str(exc) else f"{path}: {exc}")
        return 1
    say_solution(kind, player, solve_fw(game, player, budget))
    return 0


def prepare_scenario_play(path: Path, computer: Sequence[int], hotseat: bool) -> object | int:
    """`play --scenario FILE` for a Fusion World position or puzzle: a puzzle's goal player is you,
    the other seat the computer (unless --hotseat or --computer say otherwise)."""
    from game.games.fusion_world.puzzle import read_fw_puzzle
    from game.games.fusion_world.scenario import ScenarioError, position_from_file, puzzle_goal
    from game.scenarios.runner import ScenarioFileError
    from game.scenarios.tree import read_scenario_tree

    bad = [n for n in computer if n not in (1, 2)]
    if bad:
        print(f"--computer takes seat numbers 1 to 2; got {', '.join(map(str, bad))}")
        return 2
    try:
        doc = read_scenario_tree(path)
        game = position_from_file(path, doc, default_pool())
        goal = puzzle_goal(path, doc) if "goal" in doc else None
        puzzle = read_fw_puzzle(path, default_pool())[0] if goal is not None else None
    except (ScenarioFileError, ScenarioError, ValueError, KeyError, TypeError) as exc:
        print(exc if str(path) in str(exc) else f"{path}: {exc}")
        return 1
    seats = [False, False] if hotseat else [k + 1 in computer for k in range(2)]
    if goal is not None and not hotseat and not computer:
        seats = [k != goal[1] for k in range(2)]
    words = f"Goal: {goal[0].replace('_', ' ')} ({game.name(goal[1])})" if goal else str(doc.get("name", ""))
    return FwPosition(game, seats, words, puzzle)


def check_cards(_files: Sequence[Path]) -> int:
    """`cards check --game fusion-world`: every problem in the card files, or how many load (no
    files of one's own: the registry entry refuses them)."""
    from game.games.fusion_world.cards import CARDS_DIR, load_pool

    try:
        pool = load_pool()
    except PoolError as exc:
        print(exc)
        return 1
    return say_checked("Fusion World", len(pool.cards), CARDS_DIR, f"{len(pool.leaders())} Leaders")


def show_card(name: str) -> int:
    """`cards show NAME --game fusion-world`: a card's header and generated text."""
    try:
        pool = default_pool()
    except PoolError as exc:
        print(exc)
        return 1
    return show_named(pool.cards.values(), name, "Fusion World", _card_lines)


def _card_lines(card: FwCard) -> list[str]:
    awakened = [f"  {card.awakened_text()}"] if card.awakened is not None else []
    return [f"{card.header()} [{card.id}]", f"  {card.text() or '(no abilities)'}", *awakened]
