"""The guided first game's deal: a written position (the scenario format), the learner's turn 3
at its charge phase, against a computer with an empty hand. Played as the lessons say, the
learner wins on their next turn (rule 2.1); the deal is the same every time, and the computer's
choices are the seeded heuristic player's, so the game is too."""

from __future__ import annotations

from typing import Any, Final

from game.games.fusion_world.cards import Pool
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.scenario import build_position

LEARNER: Final = "Player"  # the log speaks of players in the third person, as Bakugan's guide
COMPUTER: Final = "Computer"
COMPUTER_SEED: Final = 7
DEAL: Final[dict[str, Any]] = {
    "turn": 3,
    "active": 0,
    "phase": "charge",
    "players": [
        {
            "name": LEARNER,
            "leader": "FW-R00",  # Kaen, Ember Disciple
            "hand": ["FW-R05", "FW-R01", "FW-R08", "FW-R04"],  # Kaen, Tobi, Bomu, Hotaru
            "energy": ["FW-R01", "FW-R01", "FW-R01", "FW-R01"],
            "life": 5,
            "deck": ["FW-R02", "FW-R13", "FW-R01", "FW-R05", "FW-R02", "FW-R13"],
        },
        {
            "name": COMPUTER,
            "leader": "FW-G00",  # Boku, Grove Warden
            "hand": [],
            "energy": [],
            "life": 2,
            "battle": ["FW-B24"],  # Leviat Spawn, a Blocker
            "deck": ["FW-B07"] * 6,
        },
    ],
}


def guided_game(pool: Pool) -> FusionWorld:
    return build_position(DEAL, pool)
