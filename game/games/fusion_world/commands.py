"""The shared commands for Fusion World (`--game fusion-world`): simulate, decks validate/list,
play. Each prints a clear line for a bad deck or card file instead of a traceback."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.files.errors import FileProblem
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
from game.games.fusion_world.match import load_decks
from game.games.fusion_world.players import STRONG_LEVEL, USUAL_LEVEL
from game.games.fusion_world.puzzle import FwPuzzle
from game.games.registry import SavedGame
from game.scenarios.solution import say_solution


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
    levels: list[str]  # each computer seat's player ("" at a person's): --hard, the tree search for all


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
    level = STRONG_LEVEL if args.hard else USUAL_LEVEL
    return FwNewGame(decks, list(args.names or []), computer, seed, [level if c else "" for c in computer])


def replay(path: Path, data: Any, verify: bool, log: bool) -> int:
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
