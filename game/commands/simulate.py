"""`simulate`: complete games between decks, headless, with random legal agents."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from game.ai.random_agent import RandomAgent
from game.catalog import CatalogError, default_catalog
from game.decks import DeckFileError, load_deck, resolve_deck_path
from game.probabilistic_roll import ProbabilisticRollModel
from game.rules.setup import GameSetup, Seat, SetupError
from game.sim.replay_file import save_replay
from game.sim.runner import play_game


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("simulate", help="play complete games between decks headless")
    parser.add_argument("--decks", nargs="+", required=True, help="2 to 4 deck files or ready-deck names")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--log", action="store_true", help="print each game's log")
    parser.add_argument("--save-replays", type=Path, help="write each game as a replay file into this folder")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        catalog = default_catalog()
        decks = [load_deck(resolve_deck_path(d)) for d in args.decks]
    except (CatalogError, DeckFileError) as exc:
        print(exc)
        return 2
    if not 2 <= len(decks) <= 4:
        print("simulate takes 2 to 4 decks (rules 1.1.1, 8.1.1)")
        return 2
    wins = [0] * len(decks)
    turns = 0
    unfinished = 0
    start = time.perf_counter()
    model = ProbabilisticRollModel()
    for n in range(args.games):
        seed = args.seed + n
        names = [f"{d.name} ({i + 1})" for i, d in enumerate(decks)]
        setup = GameSetup(seats=tuple(Seat(names[i], d) for i, d in enumerate(decks)), seed=seed)
        try:
            game, record = play_game(setup, catalog, [RandomAgent(seed * 10 + i) for i in range(len(decks))], model)
        except SetupError as exc:
            print(exc)
            return 2
        if record.winner is not None:
            wins[record.winner] += 1
        else:
            unfinished += 1
        turns += record.turns
        if args.log:
            print(f"--- game {n + 1} (seed {seed}) ---")
            for entry in game.state.log:
                print(entry)
        if args.save_replays:
            save_replay(
                args.save_replays / f"game_{seed}.json", setup, record.actions, record.final_hash, record.winner
            )
    elapsed = time.perf_counter() - start
    print(
        f"{args.games} games in {elapsed:.1f} s ({args.games / max(elapsed, 1e-9):.1f} games/s), "
        f"average {turns / max(args.games, 1):.1f} turns"
    )
    for i, deck in enumerate(decks):
        print(f"  seat {i + 1} {deck.name}: {wins[i]} wins ({100 * wins[i] / max(args.games, 1):.0f}%)")
    if unfinished:
        print(f"  {unfinished} games did not finish")
    return 0
