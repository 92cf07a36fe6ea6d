"""Scenes and the scene stack (Tuxemon-like): the top scene gets input; drawing only reads state."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import theme

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.help_overlay import HelpPage


class Scene:
    """One screen. `transparent` scenes draw the scene below them first (dialogs, overlays)."""

    transparent = False
    name = "scene"
    ui_scaled = False  # laid out through theme.px: drawn and handled at the app's UI scale

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event (only the top scene receives them)."""

    def update(self, dt: float) -> None:
        """Advance time-based state by dt seconds (only the top scene is updated)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the current state; must not change it."""

    def resumed(self) -> None:
        """Called when the scene above this one is popped."""

    def closing(self) -> None:
        """Called on every scene in the stack when the program is about to quit."""

    def help_page(self) -> HelpPage | None:
        """F1 over this scene: its game's help, or None to ask the scene below."""
        return None

    def hold_quit(self) -> bool:
        """The window's close button was pressed: True when this scene asks first (unsaved work)
        and will call app.quit() itself."""
        return False


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        if self.scenes:
            self.scenes[-1].resumed()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop()
        self.scenes.append(scene)

    def clear_to(self, scene: Scene) -> None:
        self.scenes = [scene]

    def find(self, kind: type[Scene]) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def draw(self, surface: pygame.Surface, ui_scale: float = 1.0, text_scale: float = 1.0) -> None:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        for scene in self.scenes[max(start, 0) :]:
            scaled = scene.ui_scaled
            theme.set_scale(ui_scale if scaled else 1.0, text_scale if scaled else 1.0)
            scene.draw(surface)
