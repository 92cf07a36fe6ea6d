"""The main menu's "Other games" box: the games besides Bakugan that run on the shared core."""

from __future__ import annotations

import random

from game.ui.menu_base import ButtonMenu


class GamesMenu(ButtonMenu):
    name = "games_menu"
    title = "Other games"
    dialog = True

    def items(self) -> list[tuple[str, str, bool]]:
        return [
            ("toy", "Toy Battle (no cards)", True),
            ("fusion", "Fusion World (card game)", True),
            ("fusion_strong", "Fusion World, strong computer", True),
            ("fusion_continue", "Continue a Fusion World game", True),
            ("fusion_puzzles", "Fusion World puzzles", True),
            ("fusion_editor", "Fusion World deck editor", True),
            ("monsters", "Battle Monsters (card game)", True),
            ("monsters_editor", "Battle Monsters deck editor", True),
            ("back", "Back", True),
        ]

    def choose(self, key: str) -> None:
        self.app.pop()
        if key == "toy":
            from game.games.toy_figures import toy_teams
            from game.ui.toy_table import open_toy_table

            open_toy_table(self.app, toy_teams(None, ["Player", "Computer"]), [False, True], random.randrange(100_000))
        elif key in ("fusion", "fusion_strong"):
            from game.ui.fusion_launch import open_from_menu

            open_from_menu(self.app, strong=key == "fusion_strong")
        elif key == "monsters":
            from game.ui.monsters_launch import open_from_menu as open_monsters

            open_monsters(self.app)
        elif key == "fusion_continue":
            from game.games.fusion_world.cards import default_pool
            from game.ui.fusion_saves import choose_fw_save

            choose_fw_save(self.app, default_pool())
        elif key == "fusion_puzzles":
            from game.games.fusion_world.cards import default_pool
            from game.ui.fusion_puzzles import choose_fw_puzzle

            choose_fw_puzzle(self.app, default_pool())
        elif key == "monsters_editor":
            from game.ui.monsters_editor import open_monsters_editor

            open_monsters_editor(self.app)
        elif key == "fusion_editor":
            from game.games.fusion_world.cards import default_pool
            from game.ui.fusion_editor import open_fusion_editor

            open_fusion_editor(self.app, default_pool())
