"""The analysis mode's dialogs, for every game: who plays on, which line to show, the analysis menu,
and saving the line shown, up to the action shown (as a game the game's Continue opens; a game may
add its own kinds of file, as Bakugan adds scenarios and puzzles)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import pygame

from game.files import paths
from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.menu_base import ButtonMenu
from game.ui.pick_dialog import PickDialog, PickItem
from game.ui.scene import Scene
from game.ui.widgets import Button, TextField


class Lines(Protocol):
    """An analysis as the dialogs read it."""

    @property
    def source(self) -> Path: ...

    @property
    def lines(self) -> Sequence[Any]: ...


class Analysing(Protocol):
    """The analysis scene, as its dialogs ask it."""

    app: App
    cursor: int

    @property
    def analysis(self) -> Lines: ...

    @property
    def line(self) -> Any: ...

    def seat_names(self) -> list[str]: ...

    def play_on(self, computer: list[bool]) -> None: ...

    def switch_line(self, line: Any) -> None: ...

    def open_save(self) -> None: ...

    def leave(self) -> None: ...


def choose_players(scene: Analysing) -> None:
    """Who plays on: everyone at this screen, or the computer for one seat."""
    names = scene.seat_names()
    items = [PickItem("none", "Every seat played at this screen", "no hand-overs: nothing is hidden")]
    items += [PickItem(str(s), f"The computer plays {name}", "you play the others") for s, name in enumerate(names)]
    items.append(PickItem("all", "The computer plays every seat", "watch how it would go on; Stop when you like"))

    def picked(item: PickItem) -> None:
        scene.play_on([item.key in ("all", str(s)) for s in range(len(names))])

    scene.app.push(PickDialog(scene.app, "Play on from here: who plays?", items, picked))


def choose_line(scene: Analysing) -> None:
    """Show the game as played or one of the branches made from it."""
    lines = scene.analysis.lines
    items = [
        PickItem(str(i), line.name, f"{len(line)} actions" + (" (shown)" if line is scene.line else ""))
        for i, line in enumerate(lines)
    ]
    scene.app.push(
        PickDialog(scene.app, "Show which line?", items, lambda item: scene.switch_line(lines[int(item.key)]))
    )


class AnalysisMenu(ButtonMenu):
    """Escape in the analysis mode: resume, save the line shown, settings, the main menu."""

    name = "pause"
    title = "Analysis"
    dialog = True

    def __init__(self, app: App, scene: Analysing) -> None:
        super().__init__(app)
        self.scene = scene

    def items(self) -> list[tuple[str, str, bool]]:
        return [
            ("resume", "Resume", True),
            ("save", "Save this line…", True),
            ("settings", "Settings", True),
            ("menu", "Main menu (branches not saved are lost)", True),
        ]

    def choose(self, key: str) -> None:
        if key == "resume":
            self.app.pop()
        elif key == "save":
            self.app.pop()
            self.scene.open_save()
        elif key == "settings":
            from game.ui.settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif key == "menu":
            self.scene.leave()

    def back(self) -> None:
        self.app.pop()


class SaveLineDialog(Scene):
    """Save the shown line up to the shown action under a name the player types. The game says what
    it can be saved as (`kinds`) and writes it (`write`); the first kind is Enter's."""

    name = "analysis_save"
    transparent = True
    ui_scaled = True
    where = "The game opens from its Continue in the menu, or with play --load FILE."

    def __init__(self, app: App, scene: Analysing) -> None:
        super().__init__(app)
        self.scene = scene
        line = scene.line
        default = f"{scene.analysis.source.stem} {'branch' if line.fork is not None else 'at'} {scene.cursor}"
        self.field = TextField(pygame.Rect(0, 0, 460, 40), default, max_len=40)
        self.field.focused = True
        self.mouse = (0, 0)
        self.note = ""
        self.saved: Path | None = None

    def kinds(self) -> list[tuple[str, str, bool]]:
        """(key, label, enabled) of each kind of file the line can be saved as."""
        return [("game", "Save as a game", True)]

    def write(self, kind: str, typed: str) -> Path:
        """Write the line as `kind` under the name typed; where it went (OSError, ValueError)."""
        raise NotImplementedError

    def buttons(self) -> list[Button]:
        box = self._box()
        px = theme.px
        out = [
            Button(key, label, pygame.Rect(box.x + px(30), box.y + px(150 + i * 50), box.width - px(60), px(42)), ok)
            for i, (key, label, ok) in enumerate(self.kinds())
        ]
        out[0].colour = theme.ACCENT_SOFT
        done = "Close" if self.saved else "Cancel"
        out.append(Button("cancel", done, pygame.Rect(box.centerx - px(90), box.bottom - px(56), px(180), px(42))))
        return out

    def _box(self) -> pygame.Rect:
        w, h = self.app.size
        px = theme.px
        rows = len(self.kinds())
        box = pygame.Rect(0, 0, px(560), px(270 + rows * 50))
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
            self.save(self.kinds()[0][0])
            return
        if self.field.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos) and b.enabled:
                    if b.key == "cancel":
                        self.app.pop()
                    else:
                        self.save(b.key)
                    return

    def save(self, kind: str) -> None:
        try:
            path = self.write(kind, self.field.value)
        except (OSError, ValueError) as exc:
            self.note = f"Could not save: {exc}"
            return
        self.saved = path
        self.note = f"Saved to {paths.shown(path)}"

    def draw(self, surface: pygame.Surface) -> None:
        overlay.dim(surface)
        box = self._box()
        overlay.box(surface, box.width, box.height, "Save this line")
        scene = self.scene
        px = theme.px
        what = f"{scene.line.name} up to action {scene.cursor} (the position shown)"
        at = (box.x + px(50), box.y + px(56))
        text.blit(surface, text.fit(what, box.width - px(60), theme.SMALL), at, theme.SMALL, theme.TEXT_DIM)
        self.field.draw(surface)
        if self.note:
            colour = theme.GOOD if self.saved else theme.BAD
            note = text.fit(self.note, box.width - px(30), theme.SMALL)
            text.blit(surface, note, (box.centerx, box.y + px(130)), theme.SMALL, colour, anchor="midtop")
        buttons = self.buttons()
        for b in buttons:
            b.draw(surface, self.mouse)
        foot = (box.centerx, buttons[-1].rect.y - px(26))
        size = theme.SMALL - 2
        text.blit(surface, text.fit(self.where, box.width - px(40), size), foot, size, theme.TEXT_DIM, anchor="midtop")
