"""The guided first game's deal: a written position (the scenario format) at the start of the
learner's turn, against a computer on one life. Played as the lessons say, the computer's Tide
Serpent springs the learner's trap in its turn and the learner wins with a direct hit on the next
(rules 8.3, 4.3, 3.1); the computer is the seeded heuristic player, so the game is the same every time."""

from __future__ import annotations

from typing import Any, Final

from game.games.battle_monsters.cards import default_pool
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.scenario import build_position

LEARNER: Final = "Player"  # the log speaks of players in the third person, as Bakugan's guide
COMPUTER: Final = "Computer"
COMPUTER_SEED: Final = 7
DEAL: Final[dict[str, Any]] = {
    "active": 0,
    "players": [
        {
            "name": LEARNER,
            "lives": 5,
            "supply": ["bm-001", "bm-002", "bm-031", "bm-001", "bm-001"],
            "hand": ["bm-003", "bm-201", "bm-025"],  # Kiln Drake, Snare Pit, Gust Finch
            "field": [{"card": "bm-002", "stance": "attack-visible"}],  # Ashback Boar
        },
        {
            "name": COMPUTER,
            "lives": 1,
            "supply": ["bm-001"] * 5,
            "hand": [],
            "field": [
                {"card": "bm-035", "stance": "attack-visible"},  # Gloom Bat
                {"card": "bm-010", "stance": "attack-visible"},  # Tide Serpent
            ],
        },
    ],
}


def guided_game() -> BattleMonsters:
    return build_position(DEAL, default_pool(), "<guided game>")
