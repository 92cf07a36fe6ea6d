"""Drive the real program headless with posted pygame events (mouse, keys), frame by frame.

`HumanAtTable` plays a human seat the way a person would: it reads what the table shows
(prompt buttons, highlighted cards and cells) and clicks, drags or presses keys.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import pygame
import pytest

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.rules.actions import CHANCE
from game.games.bakugan.rules.frames import PriorityFrame, decision_of
from game.games.bakugan.ui.catalog import use_catalog
from game.games.bakugan.ui.layout import Hit
from game.games.bakugan.ui.table import TableScene
from game.ui import text
from game.ui.app import App
from game.ui.handover import HandOverScene
from game.ui.scene import Scene
from game.ui.table_shell import TableShell
from game.ui.widgets import Button


@runtime_checkable
class WithButtons(Protocol):
    """A scene that shows buttons: a menu, a dialog, the new-game screen, a table."""

    def buttons(self) -> list[Button]: ...


def top_buttons(app: App) -> list[Button]:
    """The buttons of the scene on top of the app's stack."""
    top = app.stack.top
    assert isinstance(top, WithButtons), f"{type(top).__name__} shows no buttons"
    return top.buttons()


def top_scene(app: App) -> Scene | None:
    """The scene on top now: a call, so that mypy does not keep `app.stack.top` narrowed to what it
    was before the frames since."""
    return app.stack.top


def make_app(save_dir: Path, catalog: Catalog | None = None) -> App:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["BAKUGAN_SAVE_DIR"] = str(save_dir)
    app = App()
    if catalog is not None:
        use_catalog(app, catalog)
    app.fixed_dt = 1 / 60
    app.settings.computer_delay = 0.0
    return app


def take_handover(app: App) -> bool:
    """The shell's hand-over screen is up: the next player takes the screen (Enter). True when it was."""
    if not isinstance(app.stack.top, HandOverScene):
        return False
    key(app, pygame.K_RETURN)
    return True


def new_game_after_the_end(app: App, table: TableShell) -> TableShell:
    """At the end: the game-over screen (the winner named), then its New game; the new table."""
    from game.ui.gameover import GameOverScene

    app.frame()
    over = app.stack.top
    assert isinstance(over, GameOverScene), over
    assert over.result.winner == next((s for s in range(table.seat_count()) if table.seat_won(s)), None)
    click(app, next(b.rect.center for b in over.buttons() if b.key == "new"))
    again = app.stack.top
    assert isinstance(again, type(table)) and again is not table and not again.game_over()
    return again


def leave_to_menu(app: App) -> None:
    """Escape at a table, then the pause menu's Main menu (leaving anyway when it asks); on the
    game-over screen, its Main menu."""
    from game.ui.confirm_dialog import ConfirmDialog
    from game.ui.gameover import GameOverScene
    from game.ui.pause import PauseScene

    app.frame()
    over = app.stack.top
    if isinstance(over, GameOverScene):
        click(app, next(b.rect.center for b in over.buttons() if b.key == "menu"))
        return
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene), pause
    click(app, next(b.rect.center for b in pause.buttons() if b.key == "menu"))
    asked = app.stack.top
    if isinstance(asked, ConfirmDialog):
        click(app, next(b.rect.center for b in asked.buttons() if b.key == "leave"))


def record_words(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words drawn on the window from now on (through text.blit), in the order drawn."""
    words: list[str] = []
    real = text.blit

    def recording(target: pygame.Surface, line: str, *args: Any, **kw: Any) -> pygame.Rect:
        words.append(line)
        return real(target, line, *args, **kw)

    monkeypatch.setattr(text, "blit", recording)
    return words


def record_rendered(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line rendered at a pixel size from now on (through text.render_px: the card zoom's
    words, drawn in the largest type that fits), in the order rendered."""
    words: list[str] = []
    real = text.render_px

    def noting(line: str, *args: object, **kw: object) -> pygame.Surface:
        words.append(line)
        return real(line, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(text, "render_px", noting)
    return words


def post(event_type: int, **attrs: object) -> None:
    pygame.event.post(pygame.event.Event(event_type, attrs))


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.frame()


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.frame()
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    post(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0))
    app.frame()
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.frame()


def key(app: App, k: int, unicode: str = "", mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=k, unicode=unicode, mod=mod, scancode=0)
    post(pygame.KEYUP, key=k, unicode=unicode, mod=mod, scancode=0)
    app.frame()


def type_text(app: App, value: str) -> None:
    for ch in value:
        code = ord(ch.lower()) if ch.isalnum() else 0
        post(pygame.KEYDOWN, key=code, unicode=ch, mod=0, scancode=0)
        post(pygame.KEYUP, key=code, unicode=ch, mod=0, scancode=0)  # a key let go, as a keyboard does
    app.frame()


def button_pos(scene: TableScene, key_: str) -> tuple[int, int] | None:
    for b in [*scene.buttons, *scene.side_buttons]:
        if b.key == key_ and b.enabled:
            return b.rect.center
    return None


def hit_pos(scene: TableScene, hit: Hit) -> tuple[int, int] | None:
    lay = scene.layout
    if hit.kind == "cell":
        return lay.cells.get(hit.ref)
    if hit.kind == "token":
        return lay.tokens.get(hit.ref)
    for rect, h in reversed(lay.hits):
        if h == hit:
            # a point of the rect not covered by a later (overlapping) rect
            for dx in (0.5, 0.15, 0.1, 0.05):
                p = (rect.x + max(2, int(rect.w * dx)), rect.y + rect.h // 2)
                if lay.hit_at(p) == hit:
                    return p
    return None


def spot(scene: TableScene, hit: Hit) -> tuple[int, int]:
    """Where to click for this thing (it must be on screen)."""
    pos = hit_pos(scene, hit)
    assert pos is not None, f"{hit} is not on screen"
    return pos


@dataclass
class Stats:
    throws_by_drag: int = 0
    flips_played: int = 0
    targets_clicked: int = 0
    handovers: int = 0
    cards_played: int = 0
    explained: int = 0
    log: list[str] = field(default_factory=list)


class HumanAtTable:
    """Plays every human seat through the screen: clicks what is highlighted, like a person."""

    def __init__(self, app: App, seed: int = 0, play_rate: float = 0.6) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.play_rate = play_rate
        self.stats = Stats()

    def step(self) -> None:
        """One frame, acting if a human decision is showing."""
        app = self.app
        top = app.stack.top
        if isinstance(top, HandOverScene):
            self.stats.handovers += 1
            key(app, pygame.K_RETURN) if self.rng.random() < 0.5 else click(app, top.button.rect.center)
            return
        if not isinstance(top, TableScene):
            app.frame()
            return
        scene = top
        if scene.anim is not None:
            click(app, scene.layout.field.center)  # a click skips the roll animation
            return
        if not scene.my_move():
            app.frame()
            return
        self._decide(scene)

    def _decide(self, scene: TableScene) -> None:
        app = self.app
        game = scene.game
        marks = sorted(scene.highlights(), key=repr)
        if scene.choice is not None:
            q = scene.choice.question
            if q in ("target", "sacrifice") and marks:
                self.stats.targets_clicked += q == "target"
                self._click_hit(scene, self.rng.choice(marks))
                return
            if q == "x":
                xs = [b.key for b in scene.buttons if b.key.startswith("x:")]
                click(app, button_pos(scene, self.rng.choice(xs)) or (0, 0))
                return
            for k in ("nosac", "skip", "notarget", "cancel"):
                pos = button_pos(scene, k)
                if pos is not None:
                    click(app, pos)
                    return
            key(app, pygame.K_ESCAPE)
            return
        top = game.pending()
        assert top is not None and game.to_act() not in (None, CHANCE)
        if isinstance(top, PriorityFrame):
            plays = [m for m in marks if m.kind in ("hand", "bakugan", "hero", "token")]
            if plays and self.rng.random() < self.play_rate:
                before = len(scene.session.actions)
                self._click_hit(scene, self.rng.choice(plays))
                if len(scene.session.actions) > before or scene.choice is not None:
                    self.stats.cards_played += 1
                return
            if self.rng.random() < 0.05 and scene.layout.hand:
                # try a card that may not be playable: the table must say why
                iid = self.rng.choice(list(scene.layout.hand))
                if Hit("hand", iid) not in marks:
                    click(app, hit_pos(scene, Hit("hand", iid)) or (0, 0))
                    if scene.message is not None and "rule" in scene.message[0]:
                        self.stats.explained += 1
                    return
            key(app, pygame.K_SPACE)
            return
        d = decision_of(top)
        if d == "throw":
            proj = scene.projection
            frame = proj.geom.seats[scene.viewer]
            start = proj.to_px(frame.to_table(0.0, 1.0))
            for _ in range(30):  # like a player, start outside the red no-release area
                start = proj.to_px(frame.to_table(self.rng.uniform(-12, 12), self.rng.uniform(0.5, 6.0)))
                if not scene.release_warning(start):
                    break
            centre = proj.to_px((0.0, 0.0))
            dx, dy = centre[0] - start[0], centre[1] - start[1]
            norm = max(1.0, (dx * dx + dy * dy) ** 0.5)
            length = self.rng.uniform(80, 160)
            # pull back away from the centre: the throw goes toward it
            end = (int(start[0] - dx / norm * length + self.rng.randint(-6, 6)), int(start[1] - dy / norm * length))
            drag(app, start, end)
            self.stats.throws_by_drag += 1
            return
        if d == "flip":
            pos = button_pos(scene, "flip_play")
            if pos is not None:
                click(app, pos)
                self.stats.flips_played += 1
            else:
                click(app, button_pos(scene, "decline") or (0, 0))
            return
        if d == "energize" and self.rng.random() < 0.2:
            click(app, button_pos(scene, "no_energize") or (0, 0))
            return
        if d == "trigger":
            keys = [b.key for b in scene.buttons if b.key.startswith("trigger:")]
            click(app, button_pos(scene, self.rng.choice(keys)) or (0, 0))
            return
        if marks:
            self._click_hit(scene, self.rng.choice(marks))
            return
        app.frame()

    def _click_hit(self, scene: TableScene, hit: Hit) -> None:
        pos = hit_pos(scene, hit)
        assert pos is not None, f"no place on screen for {hit}"
        click(self.app, pos)


def play_until(app: App, human: HumanAtTable, done: object, limit: int = 20_000) -> int:
    """Run frames (acting for humans) until done() is true; returns the frames used."""
    assert callable(done)
    for n in range(limit):
        if done():
            return n
        human.step()
        if not app.running:
            break
    raise AssertionError("the game did not reach the expected point")


def table_at_shared_selection(app: App) -> TableScene:
    """Ann (test_pyrus) and Bob (test_aquos), both human, seed 3, played by a seeded human until
    the Selection Step is asked on the shared screen (it needs no hand)."""
    from game.games.bakugan.rules.setup import GameSetup, Seat
    from game.games.bakugan.ui.session import GameSession
    from game.roll.probabilistic import ProbabilisticRollModel
    from tests.helpers import fixture_catalog, fixture_deck

    setup = GameSetup(seats=(Seat("Ann", fixture_deck("test_pyrus")), Seat("Bob", fixture_deck("test_aquos"))), seed=3)
    session = GameSession.new(setup, fixture_catalog(), [False, False], roll_model=ProbabilisticRollModel())
    table = TableScene(app, session)
    app.stack.clear_to(table)
    human = HumanAtTable(app, seed=5)

    def shared_select() -> bool:
        top = table.game.pending()
        return app.stack.top is table and table.public_screen() and decision_of(top) == "select"

    play_until(app, human, shared_select, limit=3000)
    return table
