"""The analysis mode of a game on the engine core: the game's own table beside the timeline.

Reviewing, the table is frozen at the chosen position with every hand and face-down card shown
(`reveals_all`): nobody acts, nothing moves, a click on the table only says so. "Play on from here"
starts a branch and the table plays on in practice mode: every seat at this screen (the view
follows the seat to act, no hand-over: nothing is hidden here) or the computer for a chosen seat;
its moves join the branch and the timeline. The game tells only what is its own (spec.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.core import CHANCE, Analysis, AnalysisError, Line
from game.files.errors import FileProblem
from game.ui import theme
from game.ui.analysis.dialogs import AnalysisMenu, SaveLineDialog, choose_line, choose_players
from game.ui.analysis.panel import AnalysisPanel
from game.ui.analysis.spec import AnalysisSpec, Table
from game.ui.analysis.timeline import key_target
from game.ui.app import App
from game.ui.help_overlay import HelpPage
from game.ui.saved_games import saved_as
from game.ui.scene import Scene
from game.ui.theme import Colour

REVIEW_HINT = "Reviewing: nothing moves here. Press Play on from here (P) to make moves from this position."
MESSAGE_S = 5.0


class CoreAnalysisScene(Scene):
    name = "analysis"
    ui_scaled = True

    def __init__(self, app: App, spec: AnalysisSpec, table: Table, source: Path, at: int | None = None) -> None:
        """`table`: the game's table holding the game as dealt (`origin`) and every action played."""
        super().__init__(app)
        self.spec = spec
        self.table = table
        self.analysis: Analysis[Line[Any]] = Analysis(
            source, Line("The game as played", table.origin), table.actions, spec.refusal
        )
        self.line: Line[Any] = self.analysis.played
        self.finished = self.line.end.over  # else a saved game still being played: every hand shows
        table.reveals_all = True
        table.over_shown = True  # a branch's end is said here, not on the game-over screen
        table.viewer = table.handed_to = 0
        self.playing = False
        self.mouse = (0, 0)
        self.message: tuple[str, Colour] | None = None
        self.message_left = 0.0
        self.panel = AnalysisPanel(spec.start_words, self.banner())
        self.cursor = 0
        self.jump(len(self.line) if at is None else at)

    def banner(self) -> str:
        shown = "every hand and hidden card shown" if self.spec.hides else "nothing in this game is hidden"
        return f"Game over: {shown}" if self.finished else f"Your own saved game, not over: {shown}"

    def help_page(self) -> HelpPage:
        return self.table.help_page()

    # ------------------------------------------------------------------ positions and branches

    def jump(self, position: int) -> None:
        """Show the current line's position after `position` actions (stops any play)."""
        position = max(0, min(position, len(self.line)))
        actors = [CHANCE if entry.seat is None else entry.seat for entry in self.line.entries[:position]]
        self.table.show_position(self.line.game_at(position), self.line.actions[:position], actors)
        self.playing = False
        self.table.reviewing = True
        self.table.computer = [False] * self.table.seat_count()  # nobody thinks while reviewing
        self.cursor = position
        self.panel.timeline.follow(self.line, self.cursor)

    def switch_line(self, line: Line[Any]) -> None:
        self.line = line
        self.jump(min(self.cursor, len(line)))

    def play_on(self, computer: list[bool]) -> None:
        """Make moves from the position shown: a new branch, unless this is the end of a branch."""
        if self.line.game_at(self.cursor).over:
            self.say("The game is over at this point: step back to play on from an earlier action.", theme.BAD)
            return
        if self.line.fork is None or self.cursor < len(self.line):
            self.line = self.analysis.branch(self.line, self.cursor)
        self.jump(self.cursor)
        self.playing = True
        self.table.reviewing = False
        self.table.computer = list(computer)
        who = [name for name, c in zip(self.seat_names(), computer, strict=True) if c]
        by = f"; the computer plays {' and '.join(who)}" if who else "; every seat is played here"
        self.say(f"{self.line.name}: play on{by}.", theme.INFO)

    def stop(self) -> None:
        self.jump(self.cursor)

    def _sync(self) -> None:
        """Moves made at the table join the branch and its timeline."""
        done = self.table.actions
        if len(done) > len(self.line):
            self.line.extend(done[len(self.line) :])
            self.cursor = len(self.line)
            self.panel.timeline.follow(self.line, self.cursor)

    # ------------------------------------------------------------------ what the dialogs ask

    def seat_names(self) -> list[str]:
        return [self.table.seat_name(s) for s in range(self.table.seat_count())]

    def open_save(self) -> None:
        self.app.push(CoreSaveDialog(self.app, self))

    def leave(self) -> None:
        from game.ui.menu import MenuScene

        self.app.stack.clear_to(MenuScene(self.app))

    def say(self, words: str, colour: Colour = theme.TEXT) -> None:
        self.message = (words, colour)
        self.message_left = MESSAGE_S

    # ------------------------------------------------------------------ time

    def _lay_out(self) -> None:
        w, h = self.app.size
        self.panel.place(w, h)
        self.table.board_size = (self.panel.rect.x, h)

    def update(self, dt: float) -> None:
        self._lay_out()
        if self.message is not None:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = None
        if not self.playing:
            self.table.tick(dt)  # the hovered card's zoom
            return
        self.table.update(dt)
        self._sync()
        if self.table.game_over():
            winner = self.table.game.core.winner
            who = f"{self.table.seat_name(winner)} wins" if winner is not None else "no one wins"
            self.jump(self.cursor)
            self.say(f"{self.line.name} ends: {who}. Save it from Save…, or step back and play on again.", theme.GOOD)

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        self._lay_out()
        if event.type == pygame.MOUSEMOTION:
            self.mouse = self.table.mouse = event.pos
            return
        if event.type == pygame.MOUSEWHEEL and self.panel.rect.collidepoint(self.mouse):
            self.panel.timeline.scroll(-event.y * 3, self.line)
            return
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.panel.rect.collidepoint(event.pos):
            self._panel_click(event.pos)
            return
        if not self.playing:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.say(REVIEW_HINT, theme.INFO)
            return
        self.table.handle(event)

    def _key(self, event: pygame.event.Event) -> bool:
        """A key of the analysis mode's own (True when it was one)."""
        target = key_target(event.key, self.cursor, self.line)
        if target is not None:
            self.jump(target)
        elif event.key == pygame.K_ESCAPE:
            self.press("menu")
        elif event.key == pygame.K_p and not self.playing:
            self.press("play")
        else:
            return False
        return True

    def _panel_click(self, pos: tuple[int, int]) -> None:
        for button in self.panel.buttons(self):
            if button.hit(pos):
                if button.enabled:
                    self.press(button.key)
                return
        row = self.panel.timeline.row_at(pos)
        if row is not None:
            self.jump(row)

    def press(self, key: str) -> None:
        if key == "back":
            self.jump(self.cursor - 1)
        elif key == "next":
            self.jump(self.cursor + 1)
        elif key == "play":
            choose_players(self)
        elif key == "stop":
            self.stop()
        elif key == "view":
            self.turn_view()
        elif key == "line":
            choose_line(self)
        elif key == "save":
            self.open_save()
        elif key == "menu":
            self.app.push(AnalysisMenu(self.app, self))

    def turn_view(self) -> None:
        """See the table from the next seat (its hand in the hand's place)."""
        if self.playing:
            self.say("While playing on, the screen turns to the seat to act.", theme.INFO)
            return
        table = self.table
        table.viewer = table.handed_to = (table.viewer + 1) % table.seat_count()
        table.position_changed()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        self._lay_out()
        h = surface.get_height()
        board = surface.subsurface(pygame.Rect(0, 0, self.panel.rect.x, h))
        self.table.draw(board)
        self.panel.draw(surface, self)


class CoreSaveDialog(SaveLineDialog):
    """The line shown, up to the action shown, saved as the game's own saved game."""

    def __init__(self, app: App, scene: CoreAnalysisScene) -> None:
        super().__init__(app, scene)
        self.analysing = scene
        self.where = f"It opens from {scene.spec.folder.title} in the menu, or with play --load FILE."

    def write(self, kind: str, typed: str) -> Path:
        scene = self.analysing
        path = saved_as(scene.spec.folder.folder(), typed)
        path.parent.mkdir(parents=True, exist_ok=True)
        scene.table.write_save(path)
        return path


def open_analysis(app: App, spec: AnalysisSpec, path: Path, at: int | None = None) -> str:
    """A saved game or replay of the game in its analysis mode: '' when opened, else why not. A game
    not yet over opens only once the players agree to see every hand."""
    try:
        table = spec.read(app, path)
        scene = CoreAnalysisScene(app, spec, table, path, at)
    except (FileProblem, AnalysisError) as exc:
        return str(exc)
    if scene.finished:
        app.push(scene)
        return ""
    from game.ui.confirm_dialog import ConfirmDialog

    def answer(key: str) -> None:
        if key == "open":
            app.push(scene)

    message = (
        f"The game in “{path.stem}” is not over yet. Its analysis shows every player's hand and face-down cards: "
        "open it only if everyone playing it agrees."
    )
    choices = [("open", "Show every hand"), ("cancel", "Cancel")]
    app.push(ConfirmDialog(app, "A game still being played", message, choices, answer))
    return ""


def analyse_table(app: App, spec: AnalysisSpec, table: Table) -> None:
    """The game just played, in the analysis mode over the main menu (the game-over screen's button)."""
    from game.ui.menu import MenuScene

    names = " v ".join(table.seat_name(s) for s in range(table.seat_count()))
    scene = CoreAnalysisScene(app, spec, spec.copy(app, table), Path(names))
    app.stack.clear_to(MenuScene(app))
    app.push(scene)


def run_analysis(spec: AnalysisSpec, path: Path, at: int | None) -> int:
    """`analyse FILE`: the window, the main menu and the file's analysis over it (the file was read
    before, so a problem here is the file changing meanwhile: said in a line)."""
    from game.ui.launch import run_over_menu

    def push(app: App) -> None:
        problem = open_analysis(app, spec, path, at)
        if problem:
            print(problem)

    return run_over_menu(push)
