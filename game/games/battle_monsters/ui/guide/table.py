"""Battle Monsters' guided table: its ordinary table (ui/table.py) playing the written deal
(setup.py) against the seeded heuristic computer, with the shell's guide over it (lessons.py)."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.battle_monsters.match import make_player
from game.games.battle_monsters.ui import places
from game.games.battle_monsters.ui.guide.lessons import LESSONS, WELCOME
from game.games.battle_monsters.ui.guide.setup import COMPUTER, COMPUTER_SEED, LEARNER, guided_game
from game.games.battle_monsters.ui.table import MonstersTableScene, card_of
from game.ui.app import App
from game.ui.guide import Course
from game.ui.guide_draw import BoxPlace
from game.ui.guided_table import GuidedCards


class MonstersGuidedTable(GuidedCards, MonstersTableScene):
    welcome = WELCOME

    def __init__(self, app: App) -> None:
        super().__init__(app, [], [LEARNER, COMPUTER], [False, True], 0, position=guided_game())
        self.players[1] = make_player("heuristic", COMPUTER_SEED)
        self.start_guide(Course(LESSONS))

    def guide_card(self, action: Any) -> int | None:
        return card_of(action)

    def card_places(self) -> dict[int, pygame.Rect]:
        return places.card_rects(self)

    def box_places(self) -> list[BoxPlace]:
        """Over the log on the right; else over the log and the brief above it."""
        at = self.layout()
        return [BoxPlace(at.log, low=True), BoxPlace(at.log.union(at.brief))]


def open_monsters_guide(app: App) -> MonstersGuidedTable:
    scene = MonstersGuidedTable(app)
    app.push(scene)
    return scene
