"""`replay FILE [--verify] [--log]` for a Bakugan replay or save."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.sim.replay_file import ReplayFileError, load_replay, replay_checked


def replay(path: Path, _data: Any, verify: bool, log: bool) -> int:
    try:
        catalog = default_catalog()
        setup, actions, data = load_replay(path)
        game = replay_checked(path, setup, actions, catalog)
    except (CatalogError, ReplayFileError) as exc:
        print(exc)
        return 1
    if log:
        for entry in game.state.log:
            print(entry)
    digest = game.state.state_hash()
    winner = game.state.winner
    print(f"{len(actions)} actions replayed; winner: {setup.seats[winner].name if winner is not None else 'none'}")
    if verify:
        if digest != data.get("final_hash"):
            print(f"MISMATCH: replay reached {digest}, the file recorded {data.get('final_hash')}")
            return 1
        print(f"verified: state hash {digest} matches")
    return 0
