"""The table shell: everything a game's table does that is not that game's rules, written once.

A game's table (game/games/<game>/ui/table.py) subclasses `TableShell` and implements the
`abstractmethod`s: who sits where, whose move it is, whether the decision now needs a hidden hand,
how chance and computer seats move, its board (drawn in its own `draw`), and its help. The
optional hooks below default to "this game cannot do that", and the shell's screens then leave
that choice out (never a button that does nothing).

The shell gives every table:
  - seats: human or computer, by name (`seat_name`, `is_human`, `human_seats`);
  - the hand-over screen between the humans at one screen (game/ui/handover.py), or the shared
    screen, showing no hand, for a decision taken on public information; stops and auto-pass
    through the `auto_pass` hook;
  - the pause menu on Escape (game/ui/pause.py): resume, save, settings, help, results, forfeit,
    main menu, the last two asking first;
  - saves by name, autosave on leaving and closing, and a take-back the other humans accept
    (game/ui/takeback.py) where the game can replay its actions;
  - the game-over screen (game/ui/gameover.py) with the game's summary, its replay saved, its
    analysis and a new game where the game offers them; Escape at the table of a finished game
    comes back to it, and the game is kept in the finished games (game/ui/finished_games.py);
  - F1 help showing this game's own keys and notes (game/ui/help_overlay.py);
  - a message line for a few seconds (`say`).
"""

from __future__ import annotations

import contextlib
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import sound, text, theme
from game.ui.scene import Scene
from game.ui.stops import PassNow, game_stops, passes_for_them
from game.ui.theme import Colour

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.gameover import GameSummary
    from game.ui.help_overlay import HelpPage
    from game.ui.takeback import TakeBackPlan

MESSAGE_S = 5.0


class TableShell(Scene, ABC):
    """One game at one screen. The shell keeps who is looking (`viewer`) and whose private screen
    it is (`handed_to`: None on a public screen); the game's drawing asks `hand_hidden()`."""

    name = "table"
    ui_scaled = True
    sounds_the_end = False  # the game's own motion and sound cue the end (else the shell does)
    # the analysis mode (game/ui/analysis/) shows this table with every hand and face-down card up:
    # no hand-over, nothing kept or autosaved; the game's drawing asks `may_see`-like questions of it
    reveals_all = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.viewer = 0
        self.handed_to: int | None = None  # the human whose private screen this is (hand shown)
        self.message: tuple[str, Colour] | None = None
        self.message_public = False
        self.message_left = 0.0
        self.over_shown = False
        self.over_shown_once = False  # the end has been heard
        self.kept_finished = False  # the game is in the finished games (once per table)
        self.mouse = (0, 0)
        self.auto_passes = 0  # passes the table made for humans (stops and auto-pass)
        self.reviewing = False  # the analysis mode shows a position: nobody may act on it
        self.board_size: tuple[int, int] | None = None  # the analysis mode keeps room beside the table

    # ------------------------------------------------------------------ what the game provides

    @abstractmethod
    def seat_count(self) -> int:
        """How many seats the game has."""

    @abstractmethod
    def seat_name(self, seat: int) -> str:
        """The player's name at `seat`."""

    @abstractmethod
    def is_computer(self, seat: int) -> bool:
        """Whether a computer player sits at `seat`."""

    @abstractmethod
    def to_act(self) -> int | None:
        """The seat to act, a negative number for chance, None when nobody acts (the game is over)."""

    @abstractmethod
    def game_over(self) -> bool:
        """The game has ended."""

    @abstractmethod
    def needs_hidden_hand(self) -> bool:
        """The human to act answers from cards hidden from the others (a hand-over is needed);
        False: the decision is taken on the shared screen, which shows no hand."""

    @abstractmethod
    def advance(self, dt: float) -> None:
        """No human is to act: chance or a computer seat moves (at most one small step a frame)."""

    @abstractmethod
    def help_page(self) -> HelpPage:
        """F1: this game's keys, mouse and notes."""

    # ------------------------------------------------------------------ optional hooks (defaults: cannot)

    def seat_kind(self, seat: int) -> str:
        """'human' or 'computer' (or a game's own word for a kind of computer player)."""
        return "computer" if self.is_computer(seat) else "human"

    def seat_colour(self, seat: int) -> Colour:
        return theme.SEAT[seat % len(theme.SEAT)]

    def tick(self, dt: float) -> None:
        """Time passing at the table (motion, a file problem to show), every frame."""

    def holds(self, dt: float) -> bool:
        """True while the table stops the game going on (an animation plays, a puzzle is decided)."""
        return False

    def refresh(self) -> None:
        """Recompute what the screen shows after anything changed (never while drawing)."""

    def table_size(self) -> tuple[int, int]:
        """The room the table is laid out in, from the window's top left: the window, less the
        analysis mode's timeline beside it."""
        return self.board_size or self.app.size

    def position_changed(self) -> None:
        """The game was set to another position without being played (the analysis mode stepped):
        nothing of the last position may fly, sound or stay selected."""
        self.forget_transients()

    def forget_transients(self) -> None:
        """Someone else may now be looking: the game's selection, drag or choice in progress goes."""

    def pass_now(self, seat: int) -> PassNow | None:
        """The pass open to the human at `seat` now and the stop it falls at (game/ui/stops.py);
        None when passing is no answer to the decision (the table never passes it)."""
        return None

    def pass_for(self, seat: int, action: Any) -> None:
        """Make the pass `pass_now` found, for the human at `seat` (recorded as the table's)."""
        raise NotImplementedError("a table that finds passes makes them")

    def stops_apply(self) -> bool:
        """Stops count at a shared hot-seat screen (elsewhere the person decides whenever they can
        do anything but pass)."""
        return self.screen_guarded()

    def stop_moments(self) -> tuple[tuple[str, str], ...]:
        """The moments a player may ask this table to stop at (Settings, Stops); () for none."""
        return ()

    def default_stops(self) -> tuple[str, ...]:
        return ()

    def stops_of(self, seat: int) -> list[str]:
        """The stops of the person at `seat` at this game: their own if set, else everyone's."""
        return game_stops(self.app.settings.stops_for(self.seat_name(seat)), self.stop_moments())

    def auto_pass(self, seat: int) -> bool:
        """The human at `seat` is to act: pass for them when passing is all they can do, or, at a
        shared screen, at a moment they set no stop for (Settings); True when it did. A shared
        screen says nothing of it, so nobody learns which it was."""
        found = self.pass_now(seat)
        if found is None or not passes_for_them(found, self.stops_apply(), self.stops_of(seat)):
            return False
        self.pass_for(seat, found.action)
        if seat == self.viewer and not self.screen_guarded():
            self.say(f"{self.seat_name(seat)} could play nothing and passed (auto-pass; see Settings).", theme.INFO)
        return True

    def decision_words(self, seat: int) -> str:
        """What `seat` is to do, for the hand-over screen ("has priority"), naming nothing hidden."""
        return "is to act"

    def public_log(self, count: int) -> list[str]:
        """The last `count` log lines as anyone looking may read them."""
        return []

    def can_save(self) -> bool:
        return False

    def save_named(self, name: str) -> Path:
        """Write the game under a name the player typed; returns where (OSError, ValueError)."""
        raise ValueError("this game cannot be saved")

    def autosaves(self) -> bool:
        """Whether the game is written to its autosave (so leaving it loses nothing)."""
        return False

    def write_autosave(self) -> None:
        """Write the autosave now (problems are kept and shown, never raised)."""

    def reopenable(self) -> bool:
        """The game can be opened again as it began (a puzzle's file): leaving it loses little."""
        return False

    def forfeit(self, seat: int) -> str:
        """`seat` forfeits (concedes): "" when done, else why it cannot."""
        return "This game has no forfeit."

    def plan_take_back(self) -> TakeBackPlan | str:
        """The take-back of the last action a human chose, or why it cannot be (naming nothing hidden)."""
        return "This game cannot take actions back."

    def take_back(self, plan: TakeBackPlan) -> None:
        """Play the game again without the planned action and what followed it."""

    def take_back_asker(self) -> int | None:
        """The seat that may ask to take back its last action now (the hand-over screen's button)."""
        return None

    def summary(self) -> GameSummary:
        """The game-over screen's words: who won, how, a row per player."""
        from game.ui.gameover import GameSummary

        winner = next((s for s in range(self.seat_count()) if self.seat_won(s)), None)
        headline = f"{self.seat_name(winner)} wins!" if winner is not None else "Game over"
        return GameSummary(headline, winner)

    def seat_won(self, seat: int) -> bool:
        return False

    def offers_replay(self) -> bool:
        """The game has replay files (the game-over button shows, enabled by can_save_replay)."""
        return False

    def can_save_replay(self) -> bool:
        return False

    def save_replay_named(self, name: str) -> Path:
        raise ValueError("this game has no replay file")

    def history_game(self) -> str:
        """The registry's name of the game, under which its finished games are kept; "" keeps none
        (a lesson, a puzzle, an analysis)."""
        return ""

    def replay_writer(self) -> Callable[[Path], None] | None:
        """Writes this game's replay file to a path (kept with the finished game); None: no replay."""
        return None

    def offers_analysis(self) -> bool:
        """The game has an analysis mode (the game-over button shows, enabled by can_analyse)."""
        return False

    def can_analyse(self) -> bool:
        return False

    def analyse(self) -> None:
        """Open the analysis mode on this game."""

    def offers_new_game(self) -> bool:
        return False

    def new_game_label(self) -> str:
        return "New game"

    def new_game(self) -> Scene | None:
        """A new game with the same seats (the game-over screen's "New game"), or None."""
        return None

    # ------------------------------------------------------------------ seats

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < self.seat_count() and not self.is_computer(seat)

    def human_seats(self) -> list[int]:
        return [s for s in range(self.seat_count()) if not self.is_computer(s)]

    # ------------------------------------------------------------------ who may look

    def screen_guarded(self) -> bool:
        """Two or more humans share the screen with the hand-over screen on: hands need guarding
        (never in the analysis mode, which shows every hand)."""
        return not self.reveals_all and self.app.settings.handover and len(self.human_seats()) >= 2

    def hand_hidden(self) -> bool:
        """With the screen guarded, a hand shows only on its owner's private screen, on their move."""
        if not self.screen_guarded() or self.game_over():
            return False
        return not (self.to_act() == self.viewer and self.handed_to == self.viewer)

    def public_screen(self) -> bool:
        """The screen shows a human's decision to everyone: no hand, no face-down card."""
        return self.screen_guarded() and self.handed_to is None and not self.game_over()

    def may_act(self) -> bool:
        """The viewer is the human to act, on their screen (private or shared)."""
        seat = self.to_act()
        if self.reviewing or seat is None or self.game_over():
            return False
        return seat == self.viewer and self.is_human(seat)

    def screen_ready(self) -> bool:
        """The human to act may act on the screen as it is: their own private screen, or the shared
        one for a decision that needs no hidden card."""
        return self.may_act() and (not self.hand_hidden() or not self.needs_hidden_hand())

    # ------------------------------------------------------------------ time

    def say(self, message: str, colour: Colour = theme.TEXT, *, public: bool = False) -> None:
        """Show a message for a few seconds; only a `public` one (naming nothing hidden) outlives a
        change of who may be looking."""
        self.message = (message, colour)
        self.message_left = MESSAGE_S
        self.message_public = public

    def draw_message(self, surface: pygame.Surface, midtop: tuple[int, int]) -> None:
        """The message of the moment in a box with its top middle at `midtop` (for tables that show
        it nowhere else), kept inside the window."""
        if self.message is None:
            return
        words, colour = self.message
        w = surface.get_width()
        shown = text.render(text.fit(words, w - theme.px(80), theme.BODY), theme.BODY, colour)
        box = shown.get_rect().inflate(theme.px(24), theme.px(14))
        box.midtop = midtop
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=theme.px(8))
        pygame.draw.rect(surface, colour, box, 1, border_radius=theme.px(8))
        surface.blit(shown, shown.get_rect(center=box.center))

    def update(self, dt: float) -> None:
        self.tick(dt)
        if self.message is not None:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = None
        if self.holds(dt):
            self.refresh()
            return
        if self.game_over():
            if not self.over_shown:
                self.over_shown = True
                self.keep_finished()
                self.show_results()
            self.refresh()
            return
        seat = self.to_act()
        if seat is not None and seat >= 0 and self.is_human(seat):
            if self.app.settings.auto_pass and self.auto_pass(seat):
                self.auto_passes += 1
            else:
                self._seat_to_act(seat)
        elif seat is not None:
            self.advance(dt)
        self.refresh()

    def _seat_to_act(self, seat: int) -> None:
        """A human is to act: keep their private screen, show a public one, or hand the screen over."""
        if not self.screen_guarded():
            if seat != self.viewer:
                self.new_audience(seat, seat)  # open hands: the table shows whoever acts
            self.handed_to = seat
            return
        if self.handed_to == seat:
            if self.viewer != seat:
                self.new_audience(seat, seat)
            return
        if self.needs_hidden_hand():
            self.hand_over(seat)
        elif self.viewer != seat or self.handed_to is not None:
            self.new_audience(seat, None)  # a decision on public information: no hand-over needed

    def new_audience(self, viewer: int, private_to: int | None) -> None:
        """Someone else may now be looking: everything transient of the last screen goes."""
        self.viewer = viewer
        self.handed_to = private_to
        self.forget_screen()
        self.refresh()

    def forget_screen(self) -> None:
        """What the last person at the screen had open: the game's transients and a private message."""
        self.forget_transients()
        if not self.message_public:
            self.message = None

    def hand_over(self, seat: int) -> None:
        from game.ui.handover import HandOverScene

        self.new_audience(self.viewer, None)  # nothing of the last player's screen survives behind it
        self.app.push(HandOverScene(self.app, self, seat))

    def take_screen(self, seat: int) -> None:
        """Called by the hand-over screen when `seat` is ready."""
        self.new_audience(seat, seat)

    def keep_finished(self) -> None:
        """The game has ended: keep it in the finished games (once; a full disk is said, not raised)."""
        game = self.history_game()
        if self.kept_finished or not game:
            return
        self.kept_finished = True
        from game.ui import finished_games

        players = tuple(self.seat_name(s) for s in range(self.seat_count()))
        try:
            finished_games.keep(game, players, self.summary().headline, self.replay_writer())
        except (OSError, ValueError) as exc:
            self.say(f"This game could not be kept in the finished games: {exc}", theme.BAD, public=True)

    def show_results(self) -> None:
        from game.ui.gameover import GameOverScene

        if not self.over_shown_once:
            self.over_shown_once = True
            if not self.sounds_the_end:
                sound.cue("win")
        self.app.push(GameOverScene(self.app, self))

    # ------------------------------------------------------------------ the shell's screens

    def open_pause(self, handing_to: int | None = None) -> None:
        """Escape: the pause menu (from the hand-over screen, `handing_to` is the seat it waits for)."""
        from game.ui.pause import PauseScene

        self.app.push(PauseScene(self.app, self, handing_to=handing_to))

    def ask_take_back(self) -> None:
        """Someone asks to take back the last action a human chose: the others answer on a screen
        that shows no hand; refused at once when the game's rules of take-backs forbid it."""
        from game.ui.takeback import TakeBackScene

        plan = self.plan_take_back()
        if isinstance(plan, str):
            self.say(plan, theme.BAD, public=True)
            return
        self.new_audience(self.viewer, None)

        def answered(accepted: bool, refused_by: int | None) -> None:
            taker = self.seat_name(plan.taker)
            if accepted:
                self.take_back(plan)
                self.over_shown = False
                self.new_audience(self.viewer, None)  # the next private decision gets a hand-over
                self.say(f"{taker} took back their last action.", theme.INFO, public=True)
            elif refused_by is not None:
                self.say(f"{self.seat_name(refused_by)} refused {taker}'s take-back.", theme.BAD, public=True)

        self.app.push(TakeBackScene(self.app, self, plan, answered))

    def leave(self) -> None:
        """Back to the main menu, the game autosaved first when it is."""
        if self.autosaves() and not self.game_over():
            self.write_autosave()
        from game.ui.menu import MenuScene

        self.app.stack.clear_to(MenuScene(self.app))

    def loses_on_leave(self) -> bool:
        """Leaving now would lose the game: nothing autosaves it and it cannot be opened again."""
        return not self.autosaves() and not self.reopenable() and not self.game_over()

    def closing(self) -> None:
        """The window is closing: write the autosave so Continue resumes exactly here."""
        if self.autosaves():
            with contextlib.suppress(OSError):  # a full disk must not stop the window closing
                self.write_autosave()

    def hold_quit(self) -> bool:
        """The window's close button: a game that would be lost asks first."""
        if not self.loses_on_leave() or self.app.stack.top is not self:
            return False
        from game.ui.confirm_dialog import ConfirmDialog

        def answer(key: str) -> None:
            if key == "quit":
                self.app.quit()

        question = "This game is not saved and will be lost."
        self.app.push(ConfirmDialog(self.app, "Quit?", question, [("quit", "Quit"), ("stay", "Keep playing")], answer))
        return True

    def handle_shell_key(self, event: pygame.event.Event) -> bool:
        """Escape opens the pause menu, or, once the game is over, the results again (its replay,
        analysis and new game); True when the key was the shell's."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
            return True
        return False

    def escape(self) -> None:
        """Escape at the table: the pause menu, or the results once the game is over and shown."""
        if self.game_over() and self.over_shown:
            self.show_results()
        else:
            self.open_pause()

    def handle(self, event: pygame.event.Event) -> None:
        """The pointer followed, Escape for the pause menu, the game's own keys, a left click on the board."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif self.handle_shell_key(event) or self.handle_key(event):
            pass
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """A key of the game's own (True when it was one)."""
        return False

    def zoom_avoid(self) -> list[pygame.Rect]:
        """What a zoomed card must not cover (the guided game's label and box); none at a plain table."""
        return []

    def click(self, pos: tuple[int, int]) -> None:
        """A left click on the table."""
