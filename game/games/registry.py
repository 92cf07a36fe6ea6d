"""The games the program plays, by the name `--game` takes, and what the shared commands ask of
each beyond Bakugan (scenario files say their game with a `game:` key)."""

from __future__ import annotations

from pathlib import Path
from typing import Final

from game.games.bakugan.scenario.file import ScenarioFileError, ScenarioRun, read_scenario_tree, run_scenario

GAMES: Final = ("bakugan", "toy-battle", "fusion-world", "battle-monsters")


def run_any_scenario(path: Path) -> ScenarioRun:
    """A scenario file of any game: Fusion World's or Battle Monsters' when its `game:` key says so."""
    doc = read_scenario_tree(path)  # bounded: a bad file is a ScenarioFileError with its line
    from game.games.fusion_world.scenario import is_fusion_world, run_fw_scenario

    if is_fusion_world(doc):
        return run_fw_scenario(path, doc)
    if isinstance(doc, dict) and doc.get("game") == "battle-monsters":
        from game.games.battle_monsters.commands import run_scenario as run_bm_scenario

        return run_bm_scenario(path, doc)  # type: ignore[no-any-return]
    if isinstance(doc, dict) and "game" in doc and doc["game"] != "bakugan":
        raise ScenarioFileError(
            path, getattr(doc, "line", 1), f"unknown game {doc['game']!r} (games: {', '.join(GAMES)})"
        )
    return run_scenario(path)


def scenario_game(path: Path) -> str:
    """The game a scenario or puzzle file names with its `game:` key; "bakugan" when it names none
    or cannot be read (Bakugan's reader then reports the problem with its line)."""
    try:
        doc = read_scenario_tree(path)
    except ScenarioFileError:
        return "bakugan"
    named = doc.get("game") if isinstance(doc, dict) else None
    return named if isinstance(named, str) and named in GAMES else "bakugan"
