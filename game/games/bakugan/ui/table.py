"""The Bakugan table on the table shell (game/ui/table_shell.py): shows the game from the viewing
seat and turns clicks into legal actions. The shell runs the seats, the hand-over and shared
screens, the pause menu, saves, take-backs, the game-over screen and F1; this module gives it
Bakugan's board, its decisions, its stops and auto-pass, its rolls and computer seats.

It decides nothing about the rules: every choice offered comes from `legal_actions()`, every
refusal from `explain_illegal()`. Computer seats and rolls are driven from `advance`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.rules.actions import (
    CHANCE,
    Action,
    Activate,
    ChooseCard,
    Decline,
    Energize,
    Forfeit,
    Pass,
    PlaceCore,
    PlayCard,
    SelectBakugan,
    Target,
    ThrowBakugan,
)
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.frames import DecisionFrame, PriorityFrame, frame_name
from game.games.bakugan.rules.state import Step
from game.games.bakugan.rules.stats import top_card
from game.games.bakugan.rules.toys import Toy, toy_of
from game.games.bakugan.rules.turn_steps import MAX_ROLLS_PER_TURN
from game.games.bakugan.rules.view_data import FieldBakugan, SeatView
from game.games.bakugan.sim.replay_file import save_replay
from game.games.bakugan.ui import layout as layout_mod
from game.games.bakugan.ui.anim_fx import TableFx
from game.games.bakugan.ui.choice import Choice
from game.games.bakugan.ui.help import PAGE
from game.games.bakugan.ui.hotseat import (
    DEFAULT_STOPS,
    STOP_NAMES,
    Redactor,
    needs_private_screen,
    public_core_names,
    redactor,
    stop_moment,
)
from game.games.bakugan.ui.layout import Hit, Layout
from game.games.bakugan.ui.practice import record as practice_record
from game.games.bakugan.ui.prompt import Prompt, build_prompt
from game.games.bakugan.ui.puzzles.mode import Puzzle
from game.games.bakugan.ui.roll_anim import RollAnim, build_anim
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table_geometry import Projection, table_geometry
from game.games.bakugan.ui.table_marks import clickable, visible_card
from game.games.bakugan.ui.take_back import game_summary, plan_take_back
from game.games.bakugan.ui.throw_preview import ThrowPreview, judge, preview, release_of
from game.roll.seam import ThrowStyle
from game.ui import saves as shell_saves
from game.ui import theme
from game.ui.app import App
from game.ui.gameover import GameSummary
from game.ui.help_overlay import HelpPage
from game.ui.log_panel import LogEntry, LogLines
from game.ui.scene import Scene
from game.ui.stops import PassNow
from game.ui.table_shell import TableShell
from game.ui.takeback import TakeBackPlan
from game.ui.widgets import Button, button_row


class TableScene(TableShell):
    name = "table"
    sounds_the_end = True  # anim_fx cues it as the state turns over
    reveals_all = False  # the analysis mode (game/games/bakugan/ui/analysis/scene.py) shows every face-down card
    coach_hints = True  # the first-game hint box (game/games/bakugan/ui/coach.py); the guided game has its own
    keeps_no_history = False  # the guided game and the analysis mode keep no finished game

    def __init__(self, app: App, session: GameSession, *, puzzle: Puzzle | None = None) -> None:
        super().__init__(app)
        theme.set_scale(app.ui_scale(), app.settings.text_scale)  # laid out at once at the scale it is drawn at
        self.session = session
        self.puzzle = puzzle  # a scenario puzzle: its goal shows on screen and is judged as it is decided
        self.puzzle_judged = False
        humans = session.human_seats()
        seat = session.to_act()
        self.viewer = seat if session.is_human(seat) and seat is not None else (humans[0] if humans else 0)
        self.choice: Choice | None = None
        self.core_pick: str | None = None
        self.style = ThrowStyle.ROLLED
        self.mouse = (0, 0)
        self.drag_start: tuple[int, int] | None = None
        self.anim: RollAnim | None = None
        self.log_before_roll = 0  # the log's length before the roll being shown: its outcome lines wait for the end
        self.log_scroll = 0
        self.log_lines = LogLines()
        self.computer_timer = 0.0
        self.forfeit_armed = False
        self.layout: Layout = layout_mod.build(session.game, self.viewer, app.size)
        self._layout_key: tuple[int, int, tuple[int, int], int, float] = (-1, -1, (0, 0), -1, 0.0)
        self.view: SeatView | None = (
            None  # what the viewing seat may see (typed: game/games/bakugan/rules/view_data.py)
        )
        self._private_before = False
        self._preview: tuple[tuple[object, ...], ThrowPreview] | None = None
        self._practice: tuple[int, dict[ThrowStyle, practice_record.Figures]] | None = None
        self._redact_key: tuple[int, int | None, int] = (-1, None, 0)
        self._take_back: tuple[tuple[int, int], TakeBackPlan | str] | None = None
        self.redact: Redactor = Redactor({})
        self.geom = table_geometry(session.seats)
        self.projection = Projection(self.geom, 0, self.layout.table_area)
        self.prompt = Prompt("")
        self.buttons: list[Button] = []
        self.side_buttons: list[Button] = []
        self.fx = TableFx()  # motion and sound: only shows what the state already holds
        self.refresh()

    # ------------------------------------------------------------------ derived state

    @property
    def game(self) -> Game:
        return self.session.game

    def view_bakugan(self) -> tuple[FieldBakugan, ...]:
        return self.view.bakugan if self.view is not None else ()

    def my_move(self) -> bool:
        seat = self.session.to_act()
        return (
            seat is not None
            and seat == self.viewer
            and self.session.is_human(seat)
            and self.anim is None
            and not self.session.over
            and not self.puzzle_judged
        )

    def legal(self) -> list[Action]:
        return self.session.legal() if self.my_move() else []

    def refresh(self) -> None:
        """Recompute layout, prompt and buttons after anything changed (never while drawing)."""
        key = (len(self.session.actions), self.viewer, self.app.size, id(self.session.game), theme.scale())
        if key != self._layout_key:
            self.layout = layout_mod.build(self.session.game, self.viewer, self.app.size)
            self.view = self.session.game.seat_view(self.viewer)
            self.projection = Projection(self.geom, self.viewer, self.layout.table_area)
            self._layout_key = key
        private = not self.hand_hidden()
        if self._private_before and not private:
            self.forget_screen()  # a roll or a computer's move is watched by anyone
        self._private_before = private
        audience = self.viewer if private or not self.screen_guarded() else None
        redact_key = (len(self.session.actions), audience, id(self.session.game))
        if redact_key != self._redact_key:
            self._redact_key = redact_key
            redact = redactor(self.session.game, audience)
            if redact.replacements != self.redact.replacements or redact.vocabulary != self.redact.vocabulary:
                self.redact = redact
        self.log_lines.refresh(self.shown_log(), self.layout.log.width - 16, self.redact)
        self.prompt = build_prompt(
            self.session, self.viewer, self.choice if self.my_move() else None, self.core_pick, self.style
        )
        if self.anim is not None:  # who acts next would tell how the roll ends
            self.prompt = Prompt("The Bakugan are rolling: click or press Space to see where they land.", waiting=True)
        elif self.public_screen() and self.my_move() and not self.prompt.waiting:
            who = self.game.name(self.viewer)
            self.prompt.text = f"{who}, on the shared screen (no hand shown): {self.prompt.text}"
        p = self.layout.prompt
        self.buttons = button_row(
            self.prompt.buttons,
            p.right - theme.px(8),
            p.y + theme.px(6),
            size=theme.BODY,
            hotkeys=self.prompt.hotkeys,
            left=p.x + p.width // 3,  # a third of the bar stays for the words
        )
        for b in self.buttons:
            picked = self.core_pick_for(self.session.legal()) if self.my_move() else None
            if b.key in ("pass", "flip_play", f"style:{self.style.value}", f"core:{picked}"):
                b.colour = theme.ACCENT_SOFT
        if not self.my_move():
            for b in self.buttons:
                b.enabled = False
        specs = [("menu", "Menu")]
        if self.session.practice:
            specs.append(("undo", "Undo"))
        elif self.screen_guarded() and not self.session.over:
            specs.append(("takeback", "Take back…"))
        if not self.session.over:
            specs.append(("forfeit", "Confirm forfeit?" if self.forfeit_armed else "Forfeit"))
        elif self.over_shown and self.puzzle is None:
            specs.append(("results", "Results"))
        sb = self.layout.side_buttons
        self.side_buttons = button_row(specs, sb.right - theme.px(8), sb.y + theme.px(7), size=theme.BODY)
        for b in self.side_buttons:
            if b.key == "undo":
                b.enabled = self.session.can_undo(self.viewer) and self.anim is None
            if b.key == "takeback":
                plan = self.take_back_plan()
                b.enabled = not isinstance(plan, str) and self.anim is None
                b.why_not = plan if isinstance(plan, str) else "Wait until the roll has been shown."
            if b.key == "forfeit":
                b.colour = theme.mix(theme.BAD, theme.BUTTON, 0.5 if self.forfeit_armed else 0.75)
                b.enabled = self.session.is_human(self.viewer) and self.anim is None

    def highlights(self) -> set[Hit]:
        """Everything the viewer can click now to make progress (drawn with a yellow edge)."""
        legal = self.legal()
        pick = self.core_pick_for(legal) if self.core_pick is not None else None
        return clickable(self.game, legal, self.choice, pick, set(self.layout.tokens))

    def core_pick_for(self, legal: list[Action]) -> str | None:
        cores = sorted({a.core for a in legal if isinstance(a, PlaceCore)})
        if not cores:
            return None
        return self.core_pick if self.core_pick in cores else cores[0]

    def hovered_toy(self) -> tuple[Toy, int] | None:
        """The toy and owner of a hovered Bakugan whose card the viewer may not see (rule 1.4.1)."""
        if self.drag_start is not None or self.app.stack.top is not self:
            return None
        hit = self.layout.hit_at(self.mouse)
        if hit is None or hit.kind not in ("bakugan", "token"):
            return None
        return toy_of(self.game.state, self.game.catalog, hit.ref), self.game.state.bakugan[hit.ref].owner

    def hovered_card(self) -> CardDef | None:
        """The card under the pointer that the viewer may see, for the zoom."""
        if self.drag_start is not None or self.app.stack.top is not self:
            return None
        hit = self.layout.hit_at(self.mouse)
        return None if hit is None else visible_card(self.game, hit, self.viewer, self.hand_hidden())

    # ------------------------------------------------------------------ time

    # ------------------------------------------------------------------ the shell's questions

    def seat_count(self) -> int:
        return self.session.seats

    def seat_name(self, seat: int) -> str:
        return self.game.name(seat)

    def is_computer(self, seat: int) -> bool:
        return self.session.computer[seat]

    def seat_kind(self, seat: int) -> str:
        return self.session.seat_kind(seat)

    def to_act(self) -> int | None:
        return self.session.to_act()

    def game_over(self) -> bool:
        return self.session.over

    def needs_hidden_hand(self) -> bool:
        return needs_private_screen(self.game, self.session.legal())

    def help_page(self) -> HelpPage:
        return PAGE

    def tick(self, dt: float) -> None:
        for problem in self.session.take_problems():  # a failed autosave, a scenario roll dropped
            self.say(problem, theme.BAD)
        self.fx.update(dt, self)

    def holds(self, dt: float) -> bool:
        """A roll is being shown, or the puzzle's goal is decided."""
        if self.anim is not None:
            self.anim.update(dt)
            if self.anim.done or not self.app.settings.roll_animation:
                self.anim = None
                self._say_restart()
            return True
        return self._judge_puzzle()

    def advance(self, dt: float) -> None:
        seat = self.session.to_act()
        if seat == CHANCE:
            self._roll()
        elif seat is not None and self.session.computer[seat]:
            self.computer_timer += dt
            if self.computer_timer >= self.app.settings.computer_delay and self.session.think() is not None:
                self.computer_timer = 0.0  # a searching seat thinks in a thread: None until it has moved

    def _judge_puzzle(self) -> bool:
        """Once the puzzle's goal is decided, say so (once); True while a decided puzzle holds the table."""
        if self.puzzle is None:
            return False
        if self.puzzle_judged:
            return True
        status = self.puzzle.status(self.game)
        if status is None:
            return False
        self.puzzle_judged = True
        self.over_shown = True  # the puzzle's verdict stands in for the game-over screen
        from game.games.bakugan.ui.puzzles.mode import PuzzleResultScene

        self.app.push(PuzzleResultScene(self.app, self, status))
        return True

    def _puzzle_banner_click(self, pos: tuple[int, int]) -> bool:
        """A click on the puzzle's goal strip shows its brief again."""
        from game.games.bakugan.ui.puzzles.mode import banner_rect

        puzzle = self.puzzle
        if puzzle is None or not puzzle.description or not banner_rect(puzzle, self.layout.field).collidepoint(pos):
            return False
        from game.games.bakugan.ui.puzzles.brief import PuzzleBriefScene

        self.app.push(PuzzleBriefScene(self.app, puzzle))
        return True

    def pass_now(self, seat: int) -> PassNow | None:
        """A priority window: passing is open, at the step's stop or the response stop."""
        legal = self.session.legal()
        if Pass(seat=seat) not in legal or not isinstance(self.game.pending(), PriorityFrame):
            return None
        return PassNow(Pass(seat=seat), stop_moment(self.game, seat), len(legal) == 1)

    def pass_for(self, seat: int, action: Any) -> None:
        self.session.apply(action, automatic=True)

    def stops_apply(self) -> bool:
        return self.screen_guarded() and self.puzzle is None

    def stop_moments(self) -> tuple[tuple[str, str], ...]:
        return tuple(STOP_NAMES.items())

    def default_stops(self) -> tuple[str, ...]:
        return DEFAULT_STOPS

    def forget_transients(self) -> None:
        self.choice = None
        self.core_pick = None
        self.drag_start = None
        self.forfeit_armed = False
        self.log_scroll = 0

    def decision_words(self, seat: int) -> str:
        top = self.game.pending()
        if top is None:
            return ""
        return "has priority" if isinstance(top, PriorityFrame) else f"must decide: {frame_name(top).replace('_', ' ')}"

    def public_log(self, count: int) -> list[str]:
        log = self.game.state.log[-count:]
        redact = redactor(self.game, None)  # anyone may be looking
        return [str(e) for e in log] if not redact.replacements else [redact(str(e)) for e in log]

    # ------------------------------------------------------------------ saves, take-backs, the end

    def can_save(self) -> bool:
        return self.session.setup is not None

    def save_named(self, name: str) -> Path:
        path = shell_saves.saves_dir() / f"{shell_saves.safe_name(name)}.json"
        self.session.save(path)
        self.session.name = shell_saves.safe_name(name)
        return path

    def autosaves(self) -> bool:
        return self.session.autosave_enabled

    def write_autosave(self) -> None:
        self.session.write_autosave()

    def reopenable(self) -> bool:
        return self.puzzle is not None

    def forfeit(self, seat: int) -> str:
        self._act(Forfeit(seat=seat))
        return ""

    def plan_take_back(self) -> TakeBackPlan | str:
        return plan_take_back(self.session)

    def take_back_plan(self) -> TakeBackPlan | str:
        """plan_take_back, worked out once for each action (it replays the game), so that Take
        back… is offered only when it can be granted and says why not otherwise."""
        key = (len(self.session.actions), id(self.session.game))
        if self._take_back is None or self._take_back[0] != key:
            self._take_back = (key, self.plan_take_back())
        return self._take_back[1]

    def take_back(self, plan: TakeBackPlan) -> None:
        self.session.cut(plan.index)

    def take_back_asker(self) -> int | None:
        last = self.session.last_chosen()
        if last is None or self.session.practice:
            return None
        seat = getattr(self.session.actions[last], "seat", None)
        return seat if isinstance(seat, int) else None

    def seat_won(self, seat: int) -> bool:
        return self.game.state.winner == seat

    def summary(self) -> GameSummary:
        return game_summary(self.session)

    def offers_replay(self) -> bool:
        return True

    def can_save_replay(self) -> bool:
        return self.session.setup is not None

    def save_replay_named(self, name: str) -> Path:
        write = self.replay_writer()
        if write is None:
            raise ValueError("a scenario position has no replay")
        path = shell_saves.replays_dir() / f"{shell_saves.safe_name(name)}.json"
        write(path)
        return path

    def replay_writer(self) -> Callable[[Path], None] | None:
        setup = self.session.setup
        if setup is None:
            return None
        state = self.game.state
        actions = list(self.session.actions)
        return lambda path: save_replay(path, setup, actions, state.state_hash(), state.winner)

    def history_game(self) -> str:
        """A game played at the table is kept when it ends; a puzzle, a lesson or an analysis is not."""
        return "" if self.puzzle is not None or self.keeps_no_history else "bakugan"

    def offers_analysis(self) -> bool:
        return True

    def can_analyse(self) -> bool:
        return self.session.setup is not None

    def analyse(self) -> None:
        from game.games.bakugan.ui.analysis.scene import analyse_session

        analyse_session(self.app, self.session)

    def offers_new_game(self) -> bool:
        return self.session.setup is not None and self.puzzle is None and not self.session.practice

    def new_game(self) -> Scene | None:
        """The same seats, decks and computer players, dealt again from a new seed."""
        session = self.session
        if session.setup is None:
            return None
        setup = replace(session.setup, seed=session.setup.seed + 1)
        fresh = GameSession.new(
            setup,
            self.game.catalog,
            session.computer,
            roll_model=self.app.roll_model,
            players=session.players,
            throws=session.throws,
        )
        return TableScene(self.app, fresh)

    def resumed(self) -> None:
        """A menu or dialog above closed: a drag begun before it opened is over."""
        self.drag_start = None
        self.refresh()

    def table_view(self) -> bool:
        """Show the real table to scale (throwing, rolling) instead of the close-up of the field."""
        return self.anim is not None or self.throwing()

    def _roll(self) -> None:
        s = self.game.state
        before = dict(s.field)
        colours: dict[int, tuple[int, int, int]] = {}
        for seat, bid in s.this_turn.selected.items():
            bak = s.bakugan[bid]
            card = top_card(s, self.game.catalog, bak)
            colours[seat] = theme.faction_colour([f.value for f in card.factions]) if bak.face_up else theme.SEAT[seat]
        names = {p.seat: p.name for p in s.players}
        core_names = public_core_names(self.game)  # a core's bonus stays hidden until turned up (1.12.1)
        self.log_before_roll = len(s.log)
        event = self.session.roll()
        if self.app.settings.roll_animation:
            self.anim = build_anim(event, self.projection, before, colours, names, core_names)
        else:
            self._say_restart()

    def shown_log(self) -> Sequence[LogEntry]:
        """The log as far as the table has shown it: a roll's outcome lines wait until its
        animation ends or is skipped, so the log never tells what the Bakugan in flight will do."""
        log = self.game.state.log
        return log[: self.log_before_roll] if self.anim is not None else log

    def _say_restart(self) -> None:
        """A Roll step that starts over says so, with the rule and the count, never silently."""
        s = self.game.state
        if s.step is Step.ROLL and s.rolls_this_turn:
            self.say(
                f"No Bakugan opened, so the Roll step starts over (rule 5.7.2: it repeats until one opens). "
                f"That was roll {s.rolls_this_turn} this turn; after {MAX_ROLLS_PER_TURN} the brawl is "
                "given up for the turn.",
                theme.INFO,
                public=True,
            )
        elif s.rolls_this_turn >= MAX_ROLLS_PER_TURN:
            self.say(
                f"No Bakugan opened in {MAX_ROLLS_PER_TURN} rolls: the brawl is given up this turn "
                "(a limit of this program, not a rule) and play goes on from the Play step.",
                theme.BAD,
                public=True,
            )

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.log.collidepoint(self.mouse):
                self.log_scroll = max(0, min(len(self.log_lines.lines) - 3, self.log_scroll + event.y * 3))
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 3:
                self.choice = None
                return
            if event.button != 1:
                return
            if self.anim is not None:
                self.anim.skip()
                return
            if self.throwing() and self.layout.field.collidepoint(event.pos):
                self.drag_start = event.pos
                return
            self._click(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag_start is not None:
            start, self.drag_start = self.drag_start, None
            self.mouse = event.pos
            self._release_throw(start, event.pos)

    def throwing(self) -> bool:
        top = self.game.pending()
        return self.my_move() and isinstance(top, DecisionFrame) and top.decision == "throw"

    def _release_throw(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        if not self.throwing():
            return
        shown = self.throw_preview(start, end)  # the very preview the player saw decides
        if shown.throw is None:
            self.say("Pull back farther to throw: the length of the pull sets the speed.", theme.INFO)
            return
        if shown.warning:
            self.say(f"{shown.warning[:1].upper()}{shown.warning[1:]}.", theme.BAD)
        self._act(ThrowBakugan(seat=self.viewer, throw=shown.throw))

    def throw_preview(self, start: tuple[int, int], end: tuple[int, int]) -> ThrowPreview:
        key = (start, end, self.style, self.viewer, len(self.session.actions), self.app.settings.roll_hints)
        if self._preview is None or self._preview[0] != key:
            names = public_core_names(self.game)
            shown = preview(
                self.geom,
                self.projection,
                self.viewer,
                start,
                end,
                self.style,
                self.game.state.field,
                names,
                self.app.settings.roll_hints,
            )
            self._preview = (key, shown)
        return self._preview[1]

    def practice_words(self) -> str:
        """The player's own practice figures for the chosen style (read once per throw)."""
        if not self.app.settings.roll_hints:
            return ""
        key = len(self.session.actions)
        if self._practice is None or self._practice[0] != key:
            self._practice = (key, practice_record.load(practice_record.record_path()))
        return practice_record.words(self._practice[1], self.style)

    def release_warning(self, start: tuple[int, int]) -> str:
        """Why releasing from there breaks a rule, or "" (the same judge as the throw's)."""
        names = public_core_names(self.game)
        return judge(self.geom, self.viewer, release_of(start, self.projection), self.game.state.field, names)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.drag_start is not None:
                self.drag_start = None  # Esc during a pull-back cancels the throw
            elif self.choice is not None:
                self.choice = None
            elif self.puzzle is not None:
                self._button("menu")  # a decided puzzle's verdict is its own screen
            else:
                self.drag_start = None
                self.escape()
        elif event.key == pygame.K_SPACE:
            if self.anim is not None:
                self.anim.skip()
            elif any(b.key == "pass" and b.enabled for b in self.buttons):
                self._button("pass")
        elif event.key in (pygame.K_1, pygame.K_2, pygame.K_3) and self.throwing():
            self.style = list(ThrowStyle)[event.key - pygame.K_1]
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self._button("undo")
        self.refresh()

    def _click(self, pos: tuple[int, int]) -> None:
        for b in [*self.buttons, *self.side_buttons]:
            if b.rect.collidepoint(pos):
                if b.enabled:
                    self._button(b.key)
                return
        if self.forfeit_armed:
            self.forfeit_armed = False
        if self._puzzle_banner_click(pos):
            return
        hit = self.layout.hit_at(pos)
        if hit is None:
            return
        if hit.kind == "discard":
            from game.games.bakugan.ui.discard_view import DiscardScene

            self.app.push(DiscardScene(self.app, self, hit.ref))
            return
        if not self.my_move():
            if hit.kind == "hand":
                seat = self.session.to_act()
                who = self.game.name(seat) if seat is not None and seat >= 0 else "the roll"
                self.say(f"Not your move: waiting for {who}.", theme.INFO)
            return
        if self.choice is not None:
            self._answer_click(hit)
        else:
            self._decision_click(hit)
        self.refresh()

    def _decision_click(self, hit: Hit) -> None:
        legal = self.session.legal()
        top = self.game.pending()
        assert top is not None
        seat = self.viewer
        if isinstance(top, PriorityFrame):
            if hit.kind == "hand":
                plays = [a for a in legal if isinstance(a, PlayCard) and a.card == hit.ref]
                if plays:
                    self._start_choice(plays, f"Play {self.game.card(hit.ref).name}")
                else:
                    self._explain(PlayCard(seat=seat, card=hit.ref))
            elif hit.kind in ("bakugan", "token", "hero"):
                iids = self._iids_of(hit)
                uses = [a for a in legal if isinstance(a, Activate) and a.card in iids]
                if uses:
                    self._start_choice(uses, f"Use {self.game.card(uses[0].card).name}'s ability")
            return
        if not isinstance(top, DecisionFrame):
            return
        d = top.decision
        if d == "energize" and hit.kind == "hand":
            self._act(Energize(seat=seat, card=hit.ref))
        elif d == "select" and hit.kind in ("bakugan", "token"):
            self._act(SelectBakugan(seat=seat, bakugan=hit.ref))
        elif d == "discard" and hit.kind == "hand":
            self._act(ChooseCard(seat=seat, card=hit.ref))
        elif d == "place_core" and hit.kind == "cell":
            core = self.core_pick_for(legal)
            if core is not None:
                self._act(PlaceCore(seat=seat, core=core, cell=hit.ref))
        elif d == "flip" and hit.kind == "discard":
            pass
        elif hit.kind == "hand" and d in ("throw", "select", "place_core", "trigger", "flip"):
            self._explain(PlayCard(seat=seat, card=hit.ref))

    def _iids_of(self, hit: Hit) -> list[int]:
        if hit.kind == "hero":
            return [hit.ref]
        bak = self.game.state.bakugan[hit.ref]
        return [bak.character, *bak.evos]

    def _answer_click(self, hit: Hit) -> None:
        choice = self.choice
        assert choice is not None
        q = choice.question
        if q == "target":
            wanted = {
                "bakugan": "bakugan",
                "token": "bakugan",
                "player": "player",
                "batch": "batch_card",
                "hero": "hero",
            }.get(hit.kind)
            if wanted is None or not choice.answer("target", Target(wanted, hit.ref)):
                self.say(
                    f"That is not a legal selection for {choice.title.split(' ', 1)[-1]} (rule 1.13.1).", theme.BAD
                )
                return
        elif q == "sacrifice" and hit.kind == "hand":
            if not choice.answer("sacrifice", hit.ref):
                self.say("That card cannot be discarded for Sacrifice (rule 7.4.4).", theme.BAD)
                return
        else:
            return
        self._finish_choice()

    def _start_choice(self, actions: Sequence[Action], title: str) -> None:
        self.choice = Choice(list(actions), title)
        self._finish_choice()

    def _finish_choice(self) -> None:
        if self.choice is None:
            return
        action = self.choice.done
        if action is not None:
            self.choice = None
            self._act(action)

    def _explain(self, action: Action) -> None:
        if self.hand_hidden():  # a card clicked blind on the shared screen: name nothing
            self.say("Your hand stays hidden on the shared screen: this decision needs no card.", theme.INFO)
            return
        why = self.game.explain_illegal(action)
        name = self.game.card(action.card).name if isinstance(action, PlayCard) else "That"
        self.say(f"Can't play {name}: {why.reason} (rule {why.rule})", theme.BAD)

    def _act(self, action: Action) -> None:
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self.say(f"Not allowed: {exc.reason} (rule {exc.rule})", theme.BAD)
            return
        self.forfeit_armed = False
        self.log_scroll = 0
        self.refresh()

    def _button(self, key: str) -> None:
        seat = self.viewer
        if key == "menu":
            self.drag_start = None
            self.open_pause()
        elif key == "undo":
            if self.session.undo(self.viewer):
                self.choice = None
                self.say("Took back the last move.", theme.INFO)
        elif key == "takeback":
            self.ask_take_back()
        elif key == "results":
            self.show_results()
        elif key == "forfeit":
            if self.forfeit_armed:
                self.forfeit_armed = False
                self._act(Forfeit(seat=seat))
            else:
                self.forfeit_armed = True
        elif key == "pass":
            self._act(Pass(seat=seat))
        elif key == "decline":
            self._act(Decline(seat=seat))
        elif key == "no_energize":
            self._act(Energize(seat=seat, card=None))
        elif key == "typical_throw":
            self._act(ThrowBakugan(seat=seat, throw=None))
        elif key.startswith("style:"):
            self.style = ThrowStyle(key.split(":", 1)[1])
        elif key.startswith("core:"):
            self.core_pick = key.split(":", 1)[1]
        elif key == "flip_play":
            top = self.game.pending()
            plays = [a for a in self.session.legal() if isinstance(a, PlayCard)]
            if top is not None and plays:
                self._start_choice(plays, f"Play {self.game.card(plays[0].card).name}")
        elif key.startswith("trigger:"):
            eid = int(key.split(":", 1)[1])
            options = [a for a in self.session.legal() if isinstance(a, ChooseCard) and a.card == eid]
            self._start_choice(options, "Put the triggered ability on the batch")
        elif key.startswith("pick:"):  # a card to play or copy for a card's decision; then its selection
            iid = int(key.split(":", 1)[1])
            picks = [a for a in self.session.legal() if isinstance(a, (PlayCard, ChooseCard)) and a.card == iid]
            if picks:
                self._start_choice(
                    picks, f"{'Copy' if isinstance(picks[0], ChooseCard) else 'Play'} {self.game.card(iid).name}"
                )
        elif key.startswith("act:"):  # one answer to a card's decision (see prompt._effect_decision_prompt)
            legal = self.session.legal()
            index = int(key.split(":", 1)[1])
            if index < len(legal):
                self._act(legal[index])
        elif key == "cancel":
            self.choice = None
        elif self.choice is not None:
            if key == "skip":
                self.choice.answer("target", Target("skip", 0))
            elif key == "notarget":
                self.choice.answer("target", None)
            elif key.startswith("evo:"):  # an Evo card below the top one (prompt._below_words)
                self.choice.answer("target", Target("evo", int(key.split(":", 1)[1])))
            elif key.startswith("x:"):
                self.choice.answer("x", int(key.split(":", 1)[1]))
            elif key == "nosac":
                self.choice.answer("sacrifice", None)
            elif key.startswith("ability:"):
                self.choice.answer("ability", int(key.split(":", 1)[1]))
            elif key.startswith("mode:"):
                self.choice.answer("mode", int(key.split(":", 1)[1]))
            self._finish_choice()
        self.refresh()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        from game.games.bakugan.ui.table_draw import draw_table

        draw_table(surface, self)
        if self.puzzle is not None:
            from game.games.bakugan.ui.puzzles.mode import draw_banner

            draw_banner(surface, self.puzzle, self.layout.field)
