"""The program window: a scene stack run at 60 frames per second.

`App.frame()` runs one frame (events, update, draw), so tests drive the real program by posting
pygame events and calling it; `App.run()` loops until the stack is empty or the window closes.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar, cast

import pygame

from game.ui import saves, sound, theme
from game.ui.input_gate import InputGate
from game.ui.scene import Scene, SceneStack
from game.ui.settings import Settings
from game.ui.sound import Sound
from game.ui.ui_scale import effective_scale

if TYPE_CHECKING:
    from game.roll.seam import RollModel

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (1024, 600)
FPS = 60
T = TypeVar("T")


class App:
    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE) -> None:
        pygame.display.init()
        pygame.font.init()
        theme.font_px.cache_clear()  # fonts from an earlier pygame.init() are dead
        pygame.display.set_caption(window_title())
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.key.set_repeat(300, 40)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.settings, self.file_notes = Settings.load_reporting(saves.settings_path())  # notes: shown by the menu
        self._kept: dict[str, object] = {}  # data a game loads once per window (its card catalogue)
        self.running = True
        self.fixed_dt: float | None = None  # tests: advance time by this much per frame
        self.roll_model: RollModel | None = None  # None: the best model available (physics)
        self.input_gate = InputGate()
        self.windowed_size = size
        self.sound = Sound(self.settings)
        sound.use(self.sound)
        theme.use_palette(self.settings.colour_blind)
        if self.settings.fullscreen:
            self.set_fullscreen(True)

    def ui_scale(self) -> float:
        return effective_scale(self.size, self.settings.ui_scale)

    def _scale_for(self, scene: Scene | None) -> None:
        """Scenes laid out through theme.px get the UI scale and text size; the others draw as designed."""
        scaled = scene is not None and scene.ui_scaled
        theme.set_scale(self.ui_scale() if scaled else 1.0, self.settings.text_scale if scaled else 1.0)

    def set_fullscreen(self, on: bool) -> None:
        """F11: fill the screen, or go back to the window size it had."""
        if on and not self.screen.get_flags() & pygame.FULLSCREEN:
            self.windowed_size = self.screen.get_size()
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        elif not on and self.screen.get_flags() & pygame.FULLSCREEN:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.settings.fullscreen = on

    def kept(self, key: str, make: Callable[[], T]) -> T:
        """What a game keeps for this window under `key` (its catalogue), made on first use."""
        if key not in self._kept:
            self._kept[key] = make()
        return cast(T, self._kept[key])

    def keep(self, key: str, value: object) -> None:
        """Give the window a game's data to use instead of making it (tests: a small catalogue)."""
        self._kept[key] = value

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()
        if self.stack.top is None:
            self.running = False

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def quit(self) -> None:
        """Let every scene save what it must (the table writes its autosave), then stop."""
        for scene in list(self.stack.scenes):
            scene.closing()
        self.running = False

    def save_settings(self) -> None:
        with contextlib.suppress(OSError):  # settings are a convenience; a read-only home must not stop play
            self.settings.save(saves.settings_path())

    def frame(self, dt: float | None = None) -> None:
        """One frame: hand events to the top scene, update it, draw the stack."""
        if dt is None:
            dt = self.fixed_dt if self.fixed_dt is not None else min(0.1, self.clock.tick(FPS) / 1000.0)
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                if not any(scene.hold_quit() for scene in reversed(self.stack.scenes)):
                    self.quit()
                    return
                continue
            if event.type == pygame.VIDEORESIZE:
                w, h = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
                if (w, h) != self.screen.get_size():
                    self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
                continue
            if event.type == pygame.KEYDOWN and self._global_key(event.key):
                continue
            top = self.stack.top
            if top is not None and self.input_gate.admit(event, top):
                self._scale_for(top)
                top.handle(event)
        top = self.stack.top
        if top is None:
            self.running = False
            return
        self._scale_for(top)
        top.update(dt)
        self.draw()

    def _global_key(self, key: int) -> bool:
        """F11 toggles full screen, F1 shows the help overlay (or closes it)."""
        if key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            self.save_settings()
            return True
        if key == pygame.K_F1:
            from game.ui.help_overlay import HelpOverlay

            if isinstance(self.stack.top, HelpOverlay):
                self.pop()
            else:
                self.push(HelpOverlay(self))  # the help of the game on screen
            return True
        return False

    def draw(self) -> None:
        self.stack.draw(self.screen, self.ui_scale(), self.settings.text_scale)
        pygame.display.flip()

    def run(self) -> None:
        while self.running and self.stack.top is not None:
            self.frame()
        pygame.quit()


def window_title() -> str:
    """The window's caption: the first registered game's title screen names the program."""
    from game.games.screens import primary_screens

    return primary_screens().title_screen.title


def run_app() -> int:
    from game.ui.menu import MenuScene

    try:
        app = App()
    except pygame.error as exc:  # DISPLAY set but no screen behind it, and the like
        print(f"The window could not open: {exc}")
        return 1
    if pygame.display.get_driver() in ("offscreen", "dummy"):
        pygame.quit()
        print("No screen could be opened (SDL fell back to an off-screen driver); the window cannot show.")
        return 1
    app.push(MenuScene(app))
    app.run()
    return 0
