"""The analysis mode's dialogs: who plays on, which line to show, its menu, and saving a line
(as a game the Load menu opens, as a scenario `scenario check` runs, or as a puzzle)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.files import paths
from game.games.bakugan.scenario.writer import position_doc, write_scenario
from game.games.bakugan.ui import saves
from game.games.bakugan.ui.puzzles.mode import GOAL_WORDS
from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.pause import PauseScene
from game.ui.pick_dialog import PickDialog, PickItem
from game.ui.scene import Scene
from game.ui.widgets import Button, TextField

if TYPE_CHECKING:
    from game.games.bakugan.ui.analysis.scene import AnalysisScene


def choose_players(scene: AnalysisScene) -> None:
    """Who plays on: everyone at this screen, or the computer for one seat."""
    game = scene.game
    seats = game.state.seats
    items = [PickItem("none", "Every seat played at this screen", "no hand-overs: nothing is hidden")]
    items += [PickItem(str(s), f"The computer plays {game.name(s)}", "you play the others") for s in range(seats)]

    def picked(item: PickItem) -> None:
        computer = [item.key == str(s) for s in range(seats)]
        scene.play_on(computer)

    scene.app.push(PickDialog(scene.app, "Play on from here: who plays?", items, picked))


def choose_line(scene: AnalysisScene) -> None:
    """Show the game as played or one of the branches made from it."""
    lines = scene.analysis.lines
    items = [
        PickItem(str(i), line.name, f"{len(line)} actions" + (" (shown)" if line is scene.line else ""))
        for i, line in enumerate(lines)
    ]
    scene.app.push(
        PickDialog(scene.app, "Show which line?", items, lambda item: scene.switch_line(lines[int(item.key)]))
    )


class AnalysisMenu(PauseScene):
    """The game menu, saving through the analysis mode's own dialog."""

    title = "Analysis"

    def __init__(self, app: App, scene: AnalysisScene) -> None:
        super().__init__(app, scene)
        self.scene = scene

    def items(self) -> list[tuple[str, str, bool]]:
        return [
            ("resume", "Resume", True),
            ("save", "Save this line…", True),
            ("settings", "Settings", True),
            ("menu", "Main menu (branches not saved are lost)", True),
        ]

    def choose(self, key: str) -> None:
        if key == "save":
            self.app.replace(AnalysisSaveDialog(self.app, self.scene))
        else:
            super().choose(key)


class AnalysisSaveDialog(Scene):
    """Save the shown line up to the shown action: as a game, a scenario or a puzzle."""

    name = "analysis_save"
    transparent = True
    ui_scaled = True

    def __init__(self, app: App, scene: AnalysisScene) -> None:
        super().__init__(app)
        self.scene = scene
        line = scene.line
        default = f"{scene.analysis.source.stem} {'branch' if line.fork is not None else 'at'} {scene.cursor}"
        self.field = TextField(pygame.Rect(0, 0, 460, 40), default, max_len=40)
        self.field.focused = True
        self.mouse = (0, 0)
        self.note = ""
        self.saved: Path | None = None

    def buttons(self) -> list[Button]:
        box = self._box()
        side = self.scene.game.name(self.scene.viewer)
        specs = [("game", "Save as a game"), ("scenario", "Save as a scenario")]
        specs += [(f"puzzle:{goal}", f"Puzzle: {side} to {words}") for goal, words in GOAL_WORDS.items()]
        px = theme.px
        out = [
            Button(key, label, pygame.Rect(box.x + px(30), box.y + px(150 + i * 50), box.width - px(60), px(42)))
            for i, (key, label) in enumerate(specs)
        ]
        out[0].colour = theme.ACCENT_SOFT
        for b in out[2:]:
            b.enabled = not self.scene.game.over  # nothing is left to decide
        done = "Close" if self.saved else "Cancel"
        out.append(Button("cancel", done, pygame.Rect(box.centerx - px(90), box.bottom - px(56), px(180), px(42))))
        return out

    def _box(self) -> pygame.Rect:
        w, h = self.app.size
        px = theme.px
        box = pygame.Rect(0, 0, px(560), px(470))
        box.center = (w // 2, h // 2)
        self.field.rect = pygame.Rect(box.x + px(50), box.y + px(82), px(460), px(40))
        return box

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save("game")
            return
        if self.field.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos):
                    if b.key == "cancel":
                        self.app.pop()
                    else:
                        self.save(b.key)
                    return

    def save(self, kind: str) -> None:
        scene = self.scene
        name = saves.safe_name(self.field.value)
        line, cursor = scene.line, scene.cursor
        game = line.game_at(cursor)
        try:
            if kind == "game":
                path = saves.saves_dir() / f"{name}.json"
                state = game.state
                computer = [False] * state.seats
                saves.write_game(
                    path, line.setup, line.actions[:cursor], state.state_hash(), state.winner, computer, False
                )
            else:
                title = self.field.value.strip() or name
                about = f"{line.name}, after action {cursor} of {scene.analysis.source.name}"
                puzzle = kind.startswith("puzzle:")
                goal = {"kind": kind.split(":", 1)[1], "player": scene.viewer} if puzzle else None
                folder = saves.puzzles_dir() if puzzle else saves.scenarios_dir()
                path = folder / f"{name}.yaml"
                write_scenario(path, position_doc(game, title, about, goal))
        except OSError as exc:
            self.note = f"Could not save: {exc}"
            return
        self.saved = path
        self.note = f"Saved to {paths.shown(path)}"

    def draw(self, surface: pygame.Surface) -> None:
        overlay.dim(surface)
        box = self._box()
        overlay.box(surface, box.width, box.height, "Save this line")
        scene = self.scene
        what = f"{scene.line.name} up to action {scene.cursor} (the position shown)"
        text.blit(
            surface,
            text.fit(what, box.width - theme.px(60), theme.SMALL),
            (box.x + theme.px(50), box.y + theme.px(56)),
            theme.SMALL,
            theme.TEXT_DIM,
        )
        self.field.draw(surface)
        if self.note:
            colour = theme.GOOD if self.saved else theme.BAD
            note = text.fit(self.note, box.width - theme.px(30), theme.SMALL)
            text.blit(surface, note, (box.centerx, box.y + theme.px(130)), theme.SMALL, colour, anchor="midtop")
        for b in self.buttons():
            b.draw(surface, self.mouse)
        where = "Games open from Load; puzzles from Puzzles; scenarios with play --scenario FILE."
        text.blit(
            surface,
            text.fit(where, box.width - theme.px(40), theme.SMALL - 2),
            (box.centerx, box.y + theme.px(354)),
            theme.SMALL - 2,
            theme.TEXT_DIM,
            anchor="midtop",
        )


def choose_game_to_analyse(app: App, refused: Callable[[str], None]) -> None:
    """Main menu, "Analyse a game": pick a finished game, a save or a replay, each by its players,
    result and date; a file that cannot be analysed is reported."""
    from game.games.bakugan.ui.analysis.game_list import analysable_items
    from game.games.bakugan.ui.analysis.scene import open_analysis

    def picked(item: PickItem) -> None:
        problem = open_analysis(app, Path(item.key))
        if problem:
            refused(problem)

    items, note = analysable_items()
    empty = "No finished, saved or replayed games yet: play one, or save one from a game's menu."
    app.push(PickDialog(app, "Analyse a game: choose one", items, picked, empty=empty, note=note))
