""" "Test this deck": the gauntlet against every ready deck, played in a child process
(game/games/bakugan/sim/background.py) while the editor keeps drawing. The player chooses the computer players of
each side, the rolls and the games per opponent (test_options.py) and sees the time that will take;
then live progress, Cancel, and the win rate per match-up with its 95% Wilson interval. A finished
run's CPU time per game teaches the estimate this machine's speed (machine_speed.py)."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pygame

from game.files import paths
from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.deck_writer import save_deck
from game.games.bakugan.decks import ready_decks
from game.games.bakugan.players.registry import resolved
from game.games.bakugan.sim.background import GauntletRun, gauntlet_spec
from game.games.bakugan.sim.roll_profile import ProfileError, load_profile
from game.games.bakugan.ui.editor.deck_files import deck_label, test_run_dir
from game.games.bakugan.ui.editor.machine_speed import learn, load_speed, read_speed, save_speed
from game.games.bakugan.ui.editor.state import EditorState
from game.games.bakugan.ui.editor.test_options import TestOptions, agent_words, game_ms
from game.games.bakugan.ui.table_throwers import SavedProfiles, profile_problem
from game.sim.progress import Progress
from game.ui import text, theme
from game.ui.deck_test_tab import click_test_button
from game.ui.editor_tabs import heading
from game.ui.rate_bars import draw_rate_row
from game.ui.theme import px
from game.ui.widgets import Button

ROW_H = 20
MIN_ROW_H = 16  # an opponent's row when all would not fit at ROW_H
FOOTER_H = 46  # under the rows: the overall line and the report's file
OPTION_H = 30
LABEL_W = 132
VALUE_W = 140
SLOW_SECONDS = 60  # an estimate above this is shown as a warning
POLL_EVERY = 0.1  # seconds between looks at the child's messages
OPTION_ROWS = (
    ("mine", "This deck plays"),
    ("throws", "This deck throws"),
    ("theirs", "Opponents play"),
    ("rolls", "Rolls"),
    ("games", "Games per opponent"),
)
LEGEND = "random: any move · heuristic: rules of thumb · hard, search: try moves ahead"
NOTE_LINES = 3  # lines for the notes under the estimate while no run is shown below
NO_PROFILE_HINT = (
    "No rolling profile yet to throw like: in Practice rolling (main menu) throw 10 times or more, then press Y."
)
STANDARD_THROWS = "standard"  # the throws row's words for the thrower model (no profile)


class TestTab:
    __test__ = False  # not a pytest class

    def __init__(self, state: EditorState, opponents: list[Path] | None = None) -> None:
        self.state = state
        self.opponents = opponents if opponents is not None else ready_decks()
        self.names = [deck_label(p) for p in self.opponents]
        self.profiles = SavedProfiles.read()  # rolling profiles saved by practice: a damaged one named, never offered
        self.options = TestOptions(profiles=self.profiles.usable)
        self.run_options = self.options  # what the current or last run plays with
        self.speed, problem = read_speed()
        if problem is not None:  # damaged: say so, estimate as measured, and write it over after the next test
            self.state.say(f"{problem}; time estimates use the speed as measured", bad=True)
        self.run: GauntletRun | None = None
        self.bar = Progress(1, stream=io.StringIO())
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.tested_version = -1  # the deck's version when the test started
        self.progress = ""  # the progress line, redone when games come in and every POLL_EVERY
        self._since_poll = 0.0

    @property
    def games(self) -> int:
        return self.options.games

    @property
    def title(self) -> str:
        if self.running:
            return f"Test {self.run.played}/{self.run.total}" if self.run else "Test"
        return "Test"

    @property
    def running(self) -> bool:
        return self.run is not None and self.run.state == "running"

    def place(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def _option_y(self, row: int) -> int:
        return self.rect.y + px(30) + row * px(OPTION_H)

    def buttons(self) -> list[Button]:
        r = self.rect
        idle = not self.running
        out: list[Button] = []
        for row, (field, _label) in enumerate(OPTION_ROWS):
            y = self._option_y(row)
            less, more = ("-", "+") if field == "games" else ("<", ">")
            for key, label, x, step in (
                (f"{field}:-", less, r.x + px(LABEL_W), -1),
                (f"{field}:+", more, r.x + px(LABEL_W) + px(30) + px(VALUE_W), 1),
            ):
                enabled = idle and self.options.can_step(field, step)
                out.append(Button(key, label, pygame.Rect(x, y, px(26), px(26)), enabled, size=theme.SMALL))
        side_x = r.x + px(LABEL_W) + px(64) + px(VALUE_W)
        side_w = r.right - side_x
        legal = not self.state.violations()
        out.append(
            Button(
                "start",
                "Start test",
                pygame.Rect(side_x, self._option_y(0), side_w, 2 * px(OPTION_H) - px(4)),
                legal and idle,
                colour=theme.ACCENT_SOFT,
                size=theme.SMALL + 1,
            )
        )
        out.append(
            Button(
                "cancel",
                "Cancel",
                pygame.Rect(side_x, self._option_y(2), side_w, 2 * px(OPTION_H) - px(4)),
                self.running,
                size=theme.SMALL + 1,
            )
        )
        return out

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        return click_test_button(event, self.buttons(), self.start, self.cancel, self.step)

    def step(self, field: str, by: int) -> None:
        self.options = self.options.stepped(field, by)

    def start(self) -> None:
        deck = self.state.deck
        if self.state.violations():
            self.state.say("Fix the rule violations before testing the deck (Rules tab).", bad=True)
            return
        out = test_run_dir(deck.name)
        deck_file = out / "deck.yaml"
        save_deck(deck, deck_file, self.state.catalog)  # the deck as it is now, saved or not
        options = self.options
        try:
            thrower = load_profile(options.throws).spec() if options.throws else None
        except ProfileError as exc:  # damaged or deleted since it was chosen
            self._profile_failed(options.throws, exc)
            return
        if thrower is not None and options.rolls == "probabilistic":
            self.state.say("A rolling profile needs throws: choose fast or physics rolls.", bad=True)
            return
        spec = gauntlet_spec(
            deck_file, self.opponents, options.games, agents=options.agents, rolls=options.rolls, thrower=thrower
        )
        self.run = GauntletRun(spec, out)
        self.run_options = options
        self.tested_version = self.state.version
        self.bar = Progress(self.run.total, stream=io.StringIO())
        self._since_poll = POLL_EVERY
        self.progress = self._progress_line(self.run)
        self.state.say(f"Testing {deck.name} in the background: {self.estimate()}")

    def _profile_failed(self, name: str, exc: ProfileError) -> None:
        """Say what is wrong with the chosen profile and offer only those that still load."""
        self.state.say(f"Cannot throw like {name}: {profile_problem(exc, name)}", bad=True)
        self.profiles = SavedProfiles.read()
        usable = self.profiles.usable
        self.options = replace(self.options, profiles=usable, throws=name if name in usable else "")

    def cancel(self) -> None:
        if self.run is not None and self.running:
            self.run.cancel()
            self.progress = self._progress_line(self.run)
            self.state.say(f"Test cancelled after {self.run.played} of {self.run.total} games")

    def update(self, dt: float) -> None:
        run = self.run
        self._since_poll += dt
        if run is None or run.state != "running" or self._since_poll < POLL_EVERY:
            return
        self._since_poll = 0.0
        run.poll()
        self.bar.done = run.played
        self.progress = self._progress_line(run)
        if run.state == "done":
            self._learn_speed(run)
            self.state.say(f"Test finished: report in {paths.shown(run.out / 'gauntlet.md')}")
        elif run.state == "failed":
            self.state.say(f"The test stopped: {run.error.strip().splitlines()[-1]}", bad=True)

    def _learn_speed(self, run: GauntletRun) -> None:
        measured = run.cpu_ms_per_game()
        if measured is None:
            return
        estimated = game_ms(self.run_options.agents, self.run_options.rolls)
        # learned from the file, not self.speed: another editor may have learned since this one opened
        self.speed = learn(load_speed(), measured, estimated, len(run.cpu_seconds))
        save_speed(self.speed)

    def seconds(self) -> float:
        """The chosen test's estimated time on this machine (on the measuring machine until one finished)."""
        return self.options.seconds(len(self.opponents), self.speed)

    def estimate(self) -> str:
        return self.options.estimate(len(self.opponents), self.speed)

    def stamp(self) -> object:
        run = self.run
        figures = (id(run), run.played, run.state) if run else None
        return (self.options, self.speed, figures, self.progress, self.tested_version)

    def _progress_line(self, run: GauntletRun) -> str:
        if run.state == "running":
            return self.bar.line().split("] ", 1)[-1]
        state = {"done": "finished", "cancelled": "cancelled", "failed": "failed"}[run.state]
        return f"{run.played}/{run.total} games {state}"

    def hover(self, mouse: tuple[int, int]) -> CardDef | None:
        return None

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        heading(surface, "Test this deck", r.topleft)
        against = f"against the {len(self.opponents)} ready decks"
        text.blit(surface, against, (r.right, r.y + px(4)), theme.SMALL, theme.TEXT_DIM, anchor="topright")
        self._draw_options(surface)
        for b in self.buttons():
            b.draw(surface, mouse)
        y = self._option_y(len(OPTION_ROWS))
        estimate = self.estimate()
        reason = self._slow_reason()
        if reason and theme.font(theme.SMALL).size(f"{estimate}: {reason}")[0] <= r.width:
            estimate += f": {reason}"  # left out when it does not fit: the options above say the same
        slow = self.seconds() > SLOW_SECONDS
        text.blit(
            surface,
            text.fit(estimate, r.width, theme.SMALL),
            (r.x, y),
            theme.SMALL,
            theme.ACCENT if slow else theme.TEXT,
        )
        run = self.run
        step = theme.font(theme.SMALL - 2).get_linesize()
        for i, (note, colour) in enumerate(self._notes(r.width, 1 if run else NOTE_LINES)):
            at = (r.x, y + px(18) + i * step)
            text.blit(surface, text.fit(note, r.width, theme.SMALL - 2), at, theme.SMALL - 2, colour)
        if run is None:
            return
        self._draw_progress(surface, run, y + px(40))
        self._draw_rows(surface, run, y + px(92))

    def _notes(self, width: int, room: int) -> list[tuple[str, theme.Colour]]:
        """The lines under the estimate, `room` at most, the most needed first: why the test cannot
        start, the damaged profiles (file, line and problem), what the computer players are, and
        how to make a profile when there is none to throw like."""
        notes: list[tuple[str, theme.Colour]] = []
        if self.state.violations() and not self.running:
            notes.append(("The deck must follow the rules first (Rules tab).", theme.BAD))
        if self.profiles.damaged:  # on one line (cut, with "…") when that is all the room
            note = self.profiles.damaged_note()
            damaged = text.wrap(note, width, theme.SMALL - 2) if room > len(notes) + 1 else [note]
            notes += [(line, theme.BAD) for line in damaged]
        notes.append((LEGEND, theme.TEXT_DIM))
        if not self.profiles.usable and len(notes) == 1:
            notes += [(line, theme.TEXT_DIM) for line in text.wrap(NO_PROFILE_HINT, width, theme.SMALL - 2)]
        return notes[:room]

    def _slow_reason(self) -> str:
        if any(resolved(spec).startswith("search") for spec in (self.options.mine, self.options.theirs)):
            return "search plays out its moves"
        return "physics simulates every throw" if self.options.rolls == "physics" else ""

    def _draw_options(self, surface: pygame.Surface) -> None:
        r = self.rect
        for row, (field, label) in enumerate(OPTION_ROWS):
            mid = self._option_y(row) + px(13)
            text.blit(surface, label, (r.x, mid), theme.SMALL, theme.TEXT, anchor="midleft")
            value = getattr(self.options, field)
            shown = agent_words(value) if field in ("mine", "theirs") else str(value)
            if field == "throws":
                shown = f"like {value}" if value else STANDARD_THROWS
            centre = (r.x + px(LABEL_W) + px(30) + px(VALUE_W) // 2 - px(2), mid)
            text.blit(
                surface,
                text.fit(shown, px(VALUE_W) - px(4), theme.SMALL),
                centre,
                theme.SMALL,
                theme.TEXT,
                bold=True,
                anchor="center",
            )

    def _draw_progress(self, surface: pygame.Surface, run: GauntletRun, y: int) -> None:
        r = self.rect
        bar = pygame.Rect(r.x, y, r.width, px(12))
        pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=4)
        done_w = bar.width * run.played // max(1, run.total)
        pygame.draw.rect(
            surface, theme.GOOD if run.state == "done" else theme.INFO, (bar.x, y, done_w, px(12)), border_radius=4
        )
        text.blit(
            surface,
            self.progress,
            (r.x, y + px(16)),
            theme.SMALL,
            theme.BAD if run.state == "failed" else theme.TEXT_DIM,
        )
        if self.state.version != self.tested_version:
            changed = "the deck has changed since"
            text.blit(surface, changed, (r.right, y + px(16)), theme.SMALL, theme.ACCENT, anchor="topright")
        played = text.fit(f"This run: {self.run_options.summary()}", r.width, theme.SMALL - 2)
        text.blit(surface, played, (r.x, y + px(34)), theme.SMALL - 2, theme.TEXT)

    def _draw_rows(self, surface: pygame.Surface, run: GauntletRun, y: int) -> None:
        """A row per opponent, closer together when they would not all fit above the overall line
        and the report's file (and any left over named there)."""
        r = self.rect
        rates = list(zip(self.names, run.matchup_rates(), strict=True))
        room = r.bottom - px(FOOTER_H) - y
        row_h = min(px(ROW_H), max(px(MIN_ROW_H), room // max(1, len(rates))))
        shown = rates[: max(0, room // row_h)]
        for name, rate in shown:
            draw_rate_row(surface, name, rate, pygame.Rect(r.x, y, r.width, row_h))
            y += row_h
        table = run.table
        if table and table.get("overall_finished"):
            wins, finished = table["overall_wins"], table["overall_finished"]
            overall = f"Overall {wins}/{finished} = {100 * wins / finished:.1f}%   (bar: win rate, line: 95% interval)"
            text.blit(surface, text.fit(overall, r.width, theme.SMALL, True), (r.x, y + px(6)), theme.SMALL, bold=True)
        left_out = len(rates) - len(shown)
        if left_out or (table and table.get("overall_finished")):
            more = f"{left_out} more opponents in the report: " if left_out else "Report: "
            report = text.fit(f"{more}{paths.shown(run.out / 'gauntlet.md')}", r.width, theme.SMALL - 2)
            text.blit(surface, report, (r.x, y + px(26)), theme.SMALL - 2, theme.TEXT_DIM)
