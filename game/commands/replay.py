"""`replay FILE [--verify] [--log]`: replay a saved game, check it reaches the same state."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.files.read import MB, load_json
from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.sim.replay_file import ReplayFileError, load_replay, replay_checked

MAX_ANY_REPLAY_BYTES = 64 * MB  # above every game's own bound, which it then applies


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("replay", help="replay a saved game")
    parser.add_argument("file", type=Path)
    parser.add_argument("--verify", action="store_true", help="check the final state hash")
    parser.add_argument("--log", action="store_true", help="print the game log")
    parser.add_argument("--analyse", action="store_true", help="open it in the analysis mode (see `analyse`)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.analyse:
        from game.commands.analyse import analyse_file

        return analyse_file(args.file)
    data = _read_json(args.file)
    if isinstance(data, dict) and data.get("game") == "battle-monsters":
        from game.games.battle_monsters.replay import run_replay as run_bm_replay

        return run_bm_replay(args.file, data, args.verify, args.log)
    if isinstance(data, dict) and data.get("game") == "fusion-world":
        from game.games.fusion_world.commands import run_replay

        return run_replay(args.file, data, args.verify, args.log)
    try:
        catalog = default_catalog()
        setup, actions, data = load_replay(args.file)
        game = replay_checked(args.file, setup, actions, catalog)
    except (CatalogError, ReplayFileError) as exc:
        print(exc)
        return 1
    if args.log:
        for entry in game.state.log:
            print(entry)
    digest = game.state.state_hash()
    winner = game.state.winner
    print(f"{len(actions)} actions replayed; winner: {setup.seats[winner].name if winner is not None else 'none'}")
    if args.verify:
        if digest != data.get("final_hash"):
            print(f"MISMATCH: replay reached {digest}, the file recorded {data.get('final_hash')}")
            return 1
        print(f"verified: state hash {digest} matches")
    return 0


def _read_json(path: Path) -> Any:
    """The file's JSON when it reads as JSON within bounds (which game's replay it is), else None
    (Bakugan's reader then says what is wrong with it)."""
    try:
        return load_json(path, ReplayFileError, MAX_ANY_REPLAY_BYTES)
    except ReplayFileError:
        return None
