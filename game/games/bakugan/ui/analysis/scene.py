"""Analysis mode: review a saved game or replay action by action, every hand shown, and play on
from any point as a branch that can be saved as a game, a scenario or a puzzle.

The scene is the hot-seat table with a timeline where the log was. Reviewing, the table is frozen
at the chosen position (nothing moves, no computer acts). "Play on from here" starts a branch and
the table's own input takes over: every seat is played at this screen (the viewer follows the
seat to act, no hand-over screens: nothing is hidden here) or the computer plays a chosen seat.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.rules.stats import top_card
from game.games.bakugan.sim.branch import Analysis, AnalysisError, Line
from game.games.bakugan.ui.analysis.draw import draw_hands, hand_chips, make_room
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.prompt import Prompt
from game.games.bakugan.ui.saves import save_label
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.roll.seam import RollModel
from game.ui import saves, theme
from game.ui.analysis.dialogs import AnalysisMenu, choose_line, choose_players
from game.ui.analysis.timeline import TimelinePanel, key_target
from game.ui.app import App
from game.ui.widgets import button_row

REVIEW_HINT = "Reviewing: nothing moves here. Press Play on from here (P) to make moves from this position."


class AnalysisScene(TableScene):
    name = "analysis"
    reveals_all = True
    keeps_no_history = True

    def __init__(self, app: App, analysis: Analysis) -> None:
        self.analysis = analysis
        self.line: Line = analysis.played
        self.cursor = len(self.line)
        self.playing = False
        self.timeline = TimelinePanel("Start: BakuCores not yet placed")
        self.chips: dict[int, pygame.Rect] = {}
        self._roomy: object = None  # the layout the hands strip was made room in
        self._laid_out: tuple[tuple[int, int], float, float] = ((0, 0), 0.0, 0.0)  # window and scales
        self._roll_model: RollModel | None = None
        self._review_rolls = ProbabilisticRollModel()  # never asked: nothing rolls while reviewing
        seats = len(analysis.setup.seats)
        super().__init__(app, self._session_at(self.cursor, [False] * seats))
        self.over_shown = True  # a branch's end is said on the table, not on the game-over screen
        self.viewer = self.handed_to = 0
        self.refresh()

    # ------------------------------------------------------------------ positions and branches

    def _session_at(self, n: int, computer: list[bool]) -> GameSession:
        roll_model = self._roll_model if self._roll_model is not None else self._review_rolls
        session = GameSession(
            self.line.game_at(n),
            computer,
            setup=self.analysis.setup,
            roll_model=roll_model,
            autosave=False,
            name=self.analysis.source.stem,
        )
        session.actions = list(self.line.actions[:n])
        return session

    def _show(self, session: GameSession) -> None:
        self.session = session
        self.choice = None
        self.drag_start = None
        self.anim = None
        self.core_pick = None
        self.forfeit_armed = False
        self._layout_key = (-1, -1, (0, 0), -1, 0.0)
        self.timeline.follow(self.line, self.cursor)
        self.refresh()

    def jump(self, position: int) -> None:
        """Show the current line's position after `position` actions (stops any play)."""
        position = max(0, min(position, len(self.line)))
        if not self.playing and position == self.cursor + 1 and len(self.session.actions) == self.cursor:
            self.session.apply(self.line.actions[self.cursor])  # one step on: no replay needed
            session = self.session
        else:
            session = self._session_at(position, [False] * self.session.seats)
        self.playing = False
        self.cursor = position
        self._show(session)

    def switch_line(self, line: Line) -> None:
        self.line = line
        self.jump(min(self.cursor, len(line)))

    def play_on(self, computer: list[bool]) -> None:
        """Make moves from the position shown: a new branch, unless this is the end of a branch."""
        if self.line.game_at(self.cursor).over:
            self.say("The game is over at this point: step back to play on from an earlier action.", theme.BAD)
            return
        if self.line.fork is None or self.cursor < len(self.line):
            self.line = self.analysis.branch(self.line, self.cursor)
        if self._roll_model is None:
            self._roll_model = self.app.roll_model
            if self._roll_model is None:
                from game.games.bakugan.ui.players import best_roll_model

                self._roll_model = best_roll_model()
        self.playing = True
        self._show(self._session_at(self.cursor, computer))
        seat = self.session.to_act()
        if self.session.is_human(seat) and seat is not None:
            self.viewer = self.handed_to = seat
        who = [self.game.name(s) for s, c in enumerate(computer) if c]
        by = f"; the computer plays {' and '.join(who)}" if who else "; every seat is played here"
        self.say(f"{self.line.name}: play on{by}.", theme.INFO)
        self.refresh()

    def _sync(self) -> None:
        """Moves made at the table join the branch and its timeline."""
        done = self.session.actions
        if len(done) > len(self.line):
            self.line.extend(done[len(self.line) :])
            self.cursor = len(self.line)
            self.timeline.follow(self.line, self.cursor)

    # ------------------------------------------------------------------ the table's hooks

    def my_move(self) -> bool:
        return self.playing and super().my_move()

    def hand_hidden(self) -> bool:
        return False

    def reopenable(self) -> bool:
        """The game analysed stays in its file (its menu says unsaved branches are lost)."""
        return True

    def hand_over(self, seat: int) -> None:
        """Nothing is hidden here, so the screen simply turns to the seat to act."""
        self.choice = None
        self.drag_start = None
        self.viewer = self.handed_to = seat

    def hovered_card(self) -> CardDef | None:
        if self.drag_start is not None or self.app.stack.top is not self:
            return None
        for iid, rect in self.chips.items():
            if rect.collidepoint(self.mouse):
                return self.game.card(iid)
        hit = self.layout.hit_at(self.mouse)
        if hit is not None and hit.kind in ("bakugan", "token"):
            return top_card(self.game.state, self.game.catalog, self.game.state.bakugan[hit.ref])
        return super().hovered_card()

    def refresh(self) -> None:
        super().refresh()
        lay = self.layout
        if lay is not self._roomy:
            make_room(self.game, lay)
            self._roomy = lay
        self.timeline.rect = lay.log
        self.timeline.forks = self.analysis.forks(self.line)
        self.chips = hand_chips(self.game, lay)
        if not self.playing:
            self.prompt = Prompt(self._review_text())
            p = lay.prompt
            specs = [("back", "Back"), ("next", "Next"), ("play", "Play on from here")]
            hot = {"back": "Left", "next": "Right", "play": "P"}
            self.buttons = button_row(specs, p.right - 8, p.y + 6, size=theme.BODY, hotkeys=hot)
            for b in self.buttons:
                b.enabled = (
                    (b.key != "back" or self.cursor > 0)
                    and (b.key != "next" or self.cursor < len(self.line))
                    and (b.key != "play" or not self.game.over)
                )
                if b.key == "play":
                    b.colour = theme.ACCENT_SOFT
        side = [("menu", "Menu"), ("view", f"View: {self.game.name(self.viewer)}"), ("save", "Save…")]
        if self.playing:
            side.insert(2, ("stop", "Stop"))
        elif len(self.analysis.lines) > 1:
            side.insert(2, ("line", "Line…"))
        sb = lay.side_buttons
        self.side_buttons = button_row(side, sb.right - 8, sb.y + 7, size=theme.BODY)

    def _review_text(self) -> str:
        game = self.game
        seat = game.to_act()
        if game.over:
            now = f"the game is over ({game.name(game.state.winner)} won)" if game.state.winner is not None else "over"
        elif seat is None or seat < 0:
            now = "the Bakugan are about to roll"
        else:
            now = f"{game.name(seat)} to act"
        where = "the start" if self.cursor == 0 else f"action {self.cursor} of {len(self.line)}"
        return f"Reviewing {where}: {now}."

    # ------------------------------------------------------------------ time

    def update(self, dt: float) -> None:
        if not self.playing:
            if self.message is not None:
                self.message_left -= dt
                if self.message_left <= 0:
                    self.message = None
            laid_out = (self.app.size, theme.scale(), theme.text_scale())
            if laid_out != self._laid_out:  # the window was resized, or the UI scale changed
                self._laid_out = laid_out
                self.refresh()
            return
        super().update(dt)
        self._sync()
        if self.session.over and self.anim is None:
            winner = self.game.state.winner
            self.playing = False
            who = f"{self.game.name(winner)} wins" if winner is not None else "no one wins"
            self.say(f"{self.line.name} ends: {who}. Save it from Save…, or step back and play on again.", theme.GOOD)
            self.refresh()

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL and self.timeline.rect.collidepoint(self.mouse):
            self.timeline.scroll(-event.y * 3, self.line)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            row = self.timeline.row_at(event.pos)
            if row is not None:
                self.jump(row)
                return
            if not self.playing and not self._on_button(event.pos):
                hit = self.layout.hit_at(event.pos)
                if hit is not None and hit.kind == "player":  # a player's name: see the table from their seat
                    self.viewer = self.handed_to = int(hit.ref)
                    self.refresh()
                    return
                if hit is None or hit.kind != "discard":
                    if hit is not None and hit.kind in ("hand", "cell", "bakugan", "token"):
                        self.say(REVIEW_HINT, theme.INFO)
                    return
        super().handle(event)

    def seat_names(self) -> list[str]:
        return [self.game.name(s) for s in range(self.session.seats)]

    def open_save(self) -> None:
        from game.games.bakugan.ui.analysis.dialogs import AnalysisSaveDialog

        self.app.push(AnalysisSaveDialog(self.app, self))

    def _on_button(self, pos: tuple[int, int]) -> bool:
        return any(b.rect.collidepoint(pos) for b in [*self.buttons, *self.side_buttons])

    def _key(self, event: pygame.event.Event) -> None:
        target = key_target(event.key, self.cursor, self.line)
        if target is not None:
            self.jump(target)
        elif self.playing:
            super()._key(event)
        elif event.key == pygame.K_p:
            self._button("play")
        elif event.key == pygame.K_ESCAPE:
            self._button("menu")

    def _button(self, key: str) -> None:
        if key == "back":
            self.jump(self.cursor - 1)
        elif key == "next":
            self.jump(self.cursor + 1)
        elif key == "play":
            choose_players(self)
        elif key == "stop":
            self.playing = False
            self.refresh()
        elif key == "view":
            if self.playing:
                self.say("While playing on, the screen turns to the seat to act.", theme.INFO)
            else:
                self.viewer = (self.viewer + 1) % self.session.seats
                self.handed_to = self.viewer
                self.refresh()
        elif key == "line":
            choose_line(self)
        elif key == "save":
            self.open_save()
        elif key == "menu":
            self.app.push(AnalysisMenu(self.app, self))
        elif self.playing:
            super()._button(key)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_hands(surface, self.game, self.layout, self.chips)
        self.timeline.draw(surface, self.line, self.cursor, self.playing, self.mouse)
        card = self.hovered_card()
        if card is not None and any(r.collidepoint(self.mouse) for r in self.chips.values()):
            from game.games.bakugan.ui.table_draw import _zoom

            _zoom(surface, card, self.mouse, self.layout)


def open_analysis(app: App, path: Path) -> str:
    """Open the analysis of a saved game or replay; '' when opened (or asked about), else why it
    could not open. A game not yet over is opened only once the players agree to see every hand."""
    try:
        analysis = Analysis.load(path, table_catalog(app))
    except AnalysisError as exc:
        return str(exc)
    if analysis.played.end.over:
        app.push(AnalysisScene(app, analysis))
        return ""
    from game.ui.confirm_dialog import ConfirmDialog

    def answer(key: str) -> None:
        if key == "open":
            app.push(AnalysisScene(app, analysis))

    message = (
        f"The game saved as “{save_label(path)}” is not over yet. Its analysis shows every player's hand and face-down "
        "cards: open it only if everyone playing it agrees."
    )
    choices = [("open", "Show every hand"), ("cancel", "Cancel")]
    app.push(ConfirmDialog(app, "A game still being played", message, choices, answer))
    return ""


def analyse_session(app: App, session: GameSession) -> None:
    """The game just played, in the analysis mode over the main menu (the game-over screen's button)."""
    from game.ui.menu import MenuScene

    assert session.setup is not None, "a scenario position has no game to analyse"
    source = Path(saves.safe_name(session.name or "this game"))
    analysis = Analysis(source, session.setup, session.game.catalog, list(session.actions))
    app.stack.clear_to(MenuScene(app))
    app.push(AnalysisScene(app, analysis))
