"""The Test tab of a card game's deck editor: the deck against each ready deck of its game, played
in a child process through the shared runner (game/sim/background_run.py with the game's registry
name), while the window keeps drawing; the computer players of each side and the games per
opponent chosen here; the win rate per opponent with its 95% Wilson interval as games come in;
Cancel ends the child at once. The reports go to the deck tests folder, as the command line's."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pygame

from game.files import paths
from game.sim.background_run import BackgroundRun, play_core_gauntlet
from game.sim.core_runs import CoreRunSpec
from game.sim.progress import Progress
from game.ui import saves, text, theme
from game.ui.deck_tools import DeckTools
from game.ui.editor_tabs import PlacedTab, heading
from game.ui.rate_bars import draw_rate_row
from game.ui.theme import px
from game.ui.widgets import Button
from game.ui.words import counted

OPTION_H = 30
LABEL_W = 150
VALUE_W = 120
ROW_H = 20
POLL_EVERY = 0.1  # seconds between looks at the child's messages
GAMES = (1, 2, 4, 10, 20, 50)  # per opponent
OPTION_ROWS = (("mine", "This deck plays"), ("theirs", "Opponents play"), ("games", "Games per opponent"))


def run_folder(game_name: str, deck: str) -> Path:
    return paths.deck_tests_dir() / game_name / saves.safe_name(deck)


def click_test_button(
    event: pygame.event.Event,
    buttons: list[Button],
    start: Callable[[], None],
    cancel: Callable[[], None],
    step: Callable[[str, int], None],
) -> bool:
    """A left click on a Test tab's buttons, any game's: Start, Cancel, or an option row's arrow
    (keys "FIELD:-" and "FIELD:+", stepping FIELD by -1 or +1). True when a button took it."""
    if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
        return False
    for b in buttons:
        if b.hit(event.pos):
            if b.key == "start":
                start()
            elif b.key == "cancel":
                cancel()
            else:
                field, sign = b.key.split(":")
                step(field, 1 if sign == "+" else -1)
            return True
    return False


class DeckTestTab(PlacedTab[str]):
    __test__ = False  # not a pytest class

    def __init__(self, tools: DeckTools) -> None:
        super().__init__()
        self.tools = tools
        self.players = {"mine": 0, "theirs": 0}
        self.games_at = GAMES.index(4)
        self.run: BackgroundRun | None = None
        self.names: list[str] = []
        self.note = ""
        self.bar = Progress(1, stream=io.StringIO())
        self._since_poll = 0.0

    @property
    def title(self) -> str:
        return f"Test {self.run.played}/{self.run.total}" if self.run and self.running else "Test"

    @property
    def running(self) -> bool:
        return self.run is not None and self.run.state == "running"

    @property
    def games(self) -> int:
        return GAMES[self.games_at]

    def value(self, field: str) -> str:
        return str(self.games) if field == "games" else self.tools.test_players[self.players[field]]

    def _option_y(self, row: int) -> int:
        return self.rect.y + px(30) + row * px(OPTION_H)

    def why_not(self) -> str:
        """Why the test cannot start now, or ""."""
        if self.running:
            return "A test is running."
        if self.tools.problems():
            return "Make the deck legal first (Rules tab)."
        if not self.tools.test_opponents():
            return "No ready deck of this game can meet this deck."
        return ""

    def buttons(self) -> list[Button]:
        r = self.rect
        idle = not self.running
        out: list[Button] = []
        for row, (field, _label) in enumerate(OPTION_ROWS):
            y = self._option_y(row)
            less, more = ("-", "+") if field == "games" else ("<", ">")
            for key, label, x in (
                (f"{field}:-", less, r.x + px(LABEL_W)),
                (f"{field}:+", more, r.x + px(LABEL_W) + px(30) + px(VALUE_W)),
            ):
                out.append(Button(key, label, pygame.Rect(x, y, px(26), px(26)), idle, size=theme.SMALL))
        y = self._option_y(len(OPTION_ROWS)) + px(4)
        half = (r.width - px(8)) // 2
        out.append(
            Button(
                "start",
                "Start test",
                pygame.Rect(r.x, y, half, px(34)),
                not self.why_not(),
                colour=theme.ACCENT_SOFT,
                size=theme.SMALL + 1,
            )
        )
        out.append(Button("cancel", "Cancel", pygame.Rect(r.x + half + px(8), y, half, px(34)), self.running))
        return out

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        return click_test_button(event, self.buttons(), self.start, self.cancel, self.step)

    def step(self, field: str, by: int) -> None:
        if field == "games":
            self.games_at = max(0, min(len(GAMES) - 1, self.games_at + by))
        else:
            self.players[field] = (self.players[field] + by) % len(self.tools.test_players)

    def start(self) -> None:
        why = self.why_not()
        if why:
            self.note = why
            return
        opponents = self.tools.test_opponents()
        out = run_folder(self.tools.game_name, self.tools.deck_title())
        out.mkdir(parents=True, exist_ok=True)
        deck = self.tools.test_deck(out)  # the deck as it is now, saved or not
        agents = (self.value("mine"), self.value("theirs"))
        matchups = [(str(deck), str(other)) for other in opponents]
        spec = CoreRunSpec(
            self.tools.game_name, matchups, agents, self.games, extra={"mode": "gauntlet", "from": "deck editor"}
        )
        self.names = [other.stem.replace("_", " ") for other in opponents]
        self.run = BackgroundRun(play_core_gauntlet, spec, out)
        self.bar = Progress(self.run.total, stream=io.StringIO())
        self._since_poll = POLL_EVERY
        self.note = f"Testing {self.tools.deck_title()} in the background: {counted(self.run.total, 'game')}"

    def cancel(self) -> None:
        if self.run is not None and self.running:
            self.run.cancel()
            self.note = f"Test cancelled after {self.run.played} of {self.run.total} games"

    def update(self, dt: float) -> None:
        run = self.run
        self._since_poll += dt
        if run is None or run.state != "running" or self._since_poll < POLL_EVERY:
            return
        self._since_poll = 0.0
        run.poll()
        self.bar.done = run.played
        if run.state == "done":
            self.note = f"Test finished: report in {paths.shown(run.out / 'gauntlet.md')}"
        elif run.state == "failed":
            lines = run.error.strip().splitlines()
            self.note = f"The test stopped: {lines[-1] if lines else 'no reason given'}"

    def stamp(self) -> object:
        run = self.run
        figures = (id(run), run.played, run.state) if run else None
        return (tuple(self.players.values()), self.games_at, figures, self.note)

    def progress_line(self) -> str:
        run = self.run
        if run is None:
            return ""
        if run.state == "running":
            return self.bar.line().split("] ", 1)[-1]
        return f"{run.played}/{run.total} games {run.state}"

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        heading(surface, "Test this deck", r.topleft)
        against = f"against {counted(len(self.tools.test_opponents()), 'ready deck')}"
        text.blit(surface, against, (r.right, r.y + px(4)), theme.SMALL, theme.TEXT_DIM, anchor="topright")
        for row, (field, label) in enumerate(OPTION_ROWS):
            mid = self._option_y(row) + px(13)
            text.blit(surface, label, (r.x, mid), theme.SMALL, theme.TEXT, anchor="midleft")
            centre = (r.x + px(LABEL_W) + px(30) + px(VALUE_W) // 2 - px(2), mid)
            shown = text.fit(self.value(field), px(VALUE_W) - px(4), theme.SMALL, True)
            text.blit(surface, shown, centre, theme.SMALL, theme.TEXT, bold=True, anchor="center")
        for b in self.buttons():
            b.draw(surface, mouse)
        y = self._option_y(len(OPTION_ROWS)) + px(46)
        why = self.why_not() if not self.running else ""
        note, colour = (why, theme.BAD) if why and not self.run else (self.note, theme.TEXT_DIM)
        if note:
            text.blit(surface, text.fit(note, r.width, theme.SMALL - 1), (r.x, y), theme.SMALL - 1, colour)
        if self.run is not None:
            self._draw_run(surface, self.run, y + px(22))

    def _draw_run(self, surface: pygame.Surface, run: BackgroundRun, y: int) -> None:
        r = self.rect
        bar = pygame.Rect(r.x, y, r.width, px(10))
        pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=4)
        done = theme.GOOD if run.state == "done" else theme.INFO
        pygame.draw.rect(
            surface, done, (bar.x, y, bar.width * run.played // max(1, run.total), bar.height), border_radius=4
        )
        failed = run.state == "failed"
        text.blit(
            surface, self.progress_line(), (r.x, y + px(14)), theme.SMALL, theme.BAD if failed else theme.TEXT_DIM
        )
        each = counted(run.spec.games, "game")
        played = f"{each} each; this deck: {self.value('mine')}, opponents: {self.value('theirs')}"
        text.blit(surface, text.fit(played, r.width, theme.SMALL - 2), (r.x, y + px(32)), theme.SMALL - 2, theme.TEXT)
        y += px(54)
        rates = run.matchup_rates()
        room = max(0, (r.bottom - y - px(24)) // px(ROW_H))
        for name, rate in list(zip(self.names, rates, strict=True))[:room]:
            draw_rate_row(surface, name, rate, pygame.Rect(r.x, y, r.width, px(ROW_H)))
            y += px(ROW_H)
        wins = sum(int(rate["successes"]) for rate in rates)
        finished = sum(int(rate["n"]) for rate in rates)
        if finished:
            overall = f"Overall: {wins}/{finished} won, {100 * wins / finished:.0f}%"
            text.blit(surface, overall, (r.x, y + px(4)), theme.SMALL, theme.TEXT, bold=True)
