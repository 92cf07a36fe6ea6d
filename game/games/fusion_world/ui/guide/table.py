"""Fusion World's guided table: its ordinary table (ui/table.py) playing the written deal
(setup.py) against the seeded heuristic computer, with the shell's guide over it (lessons.py)."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.fusion_world.cards import Pool
from game.games.fusion_world.players import make_fw_player
from game.games.fusion_world.ui import draw as fusion_draw
from game.games.fusion_world.ui.guide.lessons import LESSONS, WELCOME
from game.games.fusion_world.ui.guide.setup import COMPUTER, COMPUTER_SEED, LEARNER, guided_game
from game.games.fusion_world.ui.table import FusionTableScene, cards_of
from game.ui.app import App
from game.ui.guide import Course
from game.ui.guide_draw import BoxPlace
from game.ui.guided_table import GuidedCards


class FusionGuidedTable(GuidedCards, FusionTableScene):
    welcome = WELCOME

    def __init__(self, app: App, pool: Pool) -> None:
        super().__init__(app, pool, [], [LEARNER, COMPUTER], [False, True], 0, start=guided_game(pool))
        self.players[1] = make_fw_player("heuristic", COMPUTER_SEED)
        self.start_guide(Course(LESSONS))

    def guide_card(self, action: Any) -> int | None:
        found = cards_of(action)
        return found[0] if found else None

    def card_places(self) -> dict[int, pygame.Rect]:
        return fusion_draw.card_rects(self)

    def box_places(self) -> list[BoxPlace]:
        """Over the log at the foot of the side panel; else on the table's combo band, left."""
        at = fusion_draw.table_layout(self.app.size)
        panel = at.panel.inflate(-12, -12)
        band = at.rows["combo"].union(at.rows["me_battle"])
        return [BoxPlace(panel, low=True), BoxPlace(band.inflate(-12, 0), low=True), BoxPlace(at.table)]


def open_fusion_guide(app: App, pool: Pool) -> FusionGuidedTable:
    scene = FusionGuidedTable(app, pool)
    app.push(scene)
    return scene
