"""Scenario puzzles at the table: load the file, watch its goal, say when it is decided.

A scenario file's `goal` ({kind: win_this_turn, player: 0}) names the puzzle's side; its `rolls`
answer the rolls the puzzle reaches, in order, before the roll model takes over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.puzzle import goal_status
from game.games.bakugan.rules.actions import RollResults
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.scenario.file import (
    Refs,
    ScenarioFileError,
    build_game,
    read_goal,
    read_scenario,
    scenario_catalog,
)
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.session import GameSession
from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.menu_base import ButtonMenu

if TYPE_CHECKING:
    from game.games.bakugan.ui.table import TableScene

GOAL_WORDS = {"win_this_turn": "win this turn", "survive_this_turn": "survive this turn"}


@dataclass
class Puzzle:
    path: Path
    name: str
    goal: str | None  # one of puzzle.GOALS, or None for a plain scenario position
    player: int
    turn: int
    rolls: list[Any] = field(default_factory=list)
    side: str = ""  # the puzzle player's name
    description: str = ""  # the position and the goal in words, shown as the puzzle opens

    @property
    def banner(self) -> str:
        if self.goal is None:
            return f"Scenario: {self.name}"
        return f"Puzzle: {GOAL_WORDS[self.goal]} (you play {self.side or f'seat {self.player + 1}'})"

    def status(self, game: Game) -> bool | None:
        """True: goal met; False: goal missed; None: still open (or no goal)."""
        if self.goal is None:
            return None
        return goal_status(game, self.goal, self.player, self.turn)


def load_puzzle(path: Path, base: Catalog) -> tuple[Game, Puzzle]:
    """The scenario's starting game and its goal (raises ScenarioFileError with the file's line)."""
    doc = read_scenario(path)
    catalog = scenario_catalog(doc, path, base)
    game = build_game(doc, path, catalog)
    goal, player = read_goal(doc, path, game.state.seats) or (None, 0)
    rolls = doc.get("rolls") or []
    if not isinstance(rolls, list):
        raise ScenarioFileError(path, getattr(rolls, "line", doc.line), "rolls is a list of {seat: outcome}")
    name = str(doc.get("name", path.stem))
    about = " ".join(str(doc.get("description") or "").split())
    return game, Puzzle(path, name, goal, player, game.state.turn, list(rolls), game.name(player), about)


def scripted_roll(game: Game, raw: Any) -> RollResults:
    """The file's next roll outcome as the engine's action."""
    refs = Refs(game)
    return RollResults(outcomes=tuple(sorted((int(k), refs.outcome(v)) for k, v in dict(raw).items())))


def puzzle_seats(game: Game, puzzle: Puzzle, computer: list[int] | None, hotseat: bool) -> list[bool]:
    """Which seats the computer plays: the given 1-based seats; else everyone but the puzzle's side.

    `hotseat` (or a scenario without a goal) leaves every seat to people at the screen.
    """
    seats = game.state.seats
    if computer:
        return [i + 1 in computer for i in range(seats)]
    if hotseat or puzzle.goal is None:
        return [False] * seats
    return [i != puzzle.player for i in range(seats)]


def puzzle_session(path: Path, base: Catalog, computer: list[bool] | None = None) -> tuple[GameSession, Puzzle]:
    """A table session at the scenario's position (no autosave, no undo)."""
    game, puzzle = load_puzzle(path, base)
    seats = computer if computer is not None else puzzle_seats(game, puzzle, None, False)
    session = GameSession(game, seats, name=puzzle.name)
    session.scripted_rolls = list(puzzle.rolls)
    return session, puzzle


def outcome_reason(game: Game, puzzle: Puzzle) -> str:
    s = game.state
    me = game.name(puzzle.player)
    if s.winner is not None:
        return f"{game.name(s.winner)} won the game."
    if s.players[puzzle.player].out:
        return f"{me} is out of the game."
    if s.turn != puzzle.turn:
        return "The turn ended."
    return ""


class PuzzleResultScene(ButtonMenu):
    """'Puzzle solved' or 'Goal not reached', with Retry (reload the file)."""

    name = "puzzle_result"
    dialog = True

    def __init__(self, app: App, table: TableScene, solved: bool) -> None:
        super().__init__(app)
        self.table = table
        self.solved = solved
        self.title = "Puzzle solved" if solved else "Goal not reached"
        puzzle = table.puzzle
        assert puzzle is not None
        self.note = outcome_reason(table.game, puzzle)

    def items(self) -> list[tuple[str, str, bool]]:
        return [("retry", "Retry", True), ("table", "Look at the table", True), ("menu", "Main menu", True)]

    def choose(self, key: str) -> None:
        if key == "retry":
            self.retry()
        elif key == "table":
            self.app.pop()
        elif key == "menu":
            from game.ui.menu import MenuScene

            self.app.stack.clear_to(MenuScene(self.app))

    def retry(self) -> None:
        from game.games.bakugan.ui.table import TableScene

        puzzle = self.table.puzzle
        assert puzzle is not None
        try:
            session, fresh = puzzle_session(puzzle.path, table_catalog(self.app), self.table.session.computer)
        except ScenarioFileError as exc:
            self.note = str(exc)
            return
        self.app.pop()
        self.app.replace(TableScene(self.app, session, puzzle=fresh))

    def draw(self, surface: pygame.Surface) -> None:
        buttons = self.buttons()
        overlay.dim(surface)
        box = overlay.box(surface, theme.px(520), len(buttons) * theme.px(56) + theme.px(150), "")
        colour = theme.GOOD if self.solved else theme.BAD
        text.blit(
            surface,
            self.title,
            (box.centerx, box.y + theme.px(18)),
            theme.LARGE + 8,
            colour,
            bold=True,
            anchor="midtop",
        )
        if self.table.puzzle is not None:
            line = text.fit(self.table.puzzle.banner, box.width - 30, theme.BODY)
            text.blit(surface, line, (box.centerx, box.y + theme.px(58)), theme.BODY, theme.TEXT_DIM, anchor="midtop")
        for b in buttons:
            b.draw(surface, self.mouse)
        y = buttons[-1].rect.bottom + theme.px(12)
        for line in text.wrap(self.note, box.width - 30, theme.BODY)[:3]:
            text.blit(surface, line, (box.centerx, y), theme.BODY, theme.TEXT, anchor="midtop")
            y += 22


def banner_rect(puzzle: Puzzle, area: pygame.Rect) -> pygame.Rect:
    """Where the goal strip sits: centred across the top of the field (clicking it shows the brief)."""
    width = text.render(puzzle.banner, theme.BODY, bold=True).get_width() + theme.px(32)
    box = pygame.Rect(0, 0, min(width, area.width - theme.px(20)), theme.px(30))
    box.midtop = (area.centerx, area.top + theme.px(6))
    return box


def draw_banner(surface: pygame.Surface, puzzle: Puzzle, area: pygame.Rect) -> None:
    """The goal, in a strip across the top of the field."""
    label = puzzle.banner
    box = banner_rect(puzzle, area)
    pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
    text.blit(surface, label, box.center, theme.BODY, theme.ACCENT, bold=True, anchor="center")
