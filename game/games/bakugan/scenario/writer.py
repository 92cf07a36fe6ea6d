"""Writing a game position as a scenario file (tests/scenarios format) that rebuilds it exactly.

The engine state goes in whole (`state:`), so `scenario check` and the scenario loader reach the
same state hash; `expect: {state_hash}` says so. A puzzle is the same file with a `goal`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from game.games.bakugan.rules.engine import Game
from game.games.bakugan.sim.replay_file import write_text_atomic


def position_doc(game: Game, name: str, description: str = "", goal: dict[str, Any] | None = None) -> dict[str, Any]:
    """The scenario mapping for the game's current position (exact engine state)."""
    s = game.state
    doc: dict[str, Any] = {
        "name": name,
        "description": description or f"turn {s.turn}, {s.step.value} step; exact engine state",
    }
    if goal is not None:
        doc["goal"] = dict(goal)
    doc["state"] = json.loads(json.dumps(s.to_json()))
    doc["expect"] = {"state_hash": s.state_hash()}
    return doc


def write_scenario(path: Path, doc: dict[str, Any]) -> None:
    """Write atomically: a crash never leaves half a scenario file."""
    write_text_atomic(path, yaml.safe_dump(doc, sort_keys=False, width=120))
