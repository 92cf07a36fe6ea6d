"""A table for a game written on the engine core (game/core/): the shell's questions that every
such game answers the same way, from the core's state (seats, names, whose move, the winner, the
log), and the actions it keeps: each one recorded with who made it (some games' actions do not
say), saving by name and the autosave at each new turn and at the end (in the game's SaveFolder),
and take-backs by playing the actions again from where they started. The game's table adds its
board, its decisions and its hooks: `saves` and `write_save` (its save file), `saveable`,
`take_back_refusal` (why a take-back cannot be granted), `summary_figures` (its game-over row) and
`analysis_spec` (its analysis mode, game/ui/analysis/: the game's saved games are its replays),
`log_redactor` (the names its log must not show a viewer) and `pass_now` (its stops, game/ui/stops.py).
The log panel is the shell's (`draw_log_panel` where the game's look puts it, scrolled by the wheel)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, Self, TypeVar

import pygame

from game.core import CHANCE, CoreState
from game.ui import theme
from game.ui.gameover import GameSummary
from game.ui.log_panel import LogEntry, LogPanel, Redactor
from game.ui.saved_games import SaveFolder, saved_as
from game.ui.table_shell import TableShell
from game.ui.takeback import TakeBackPlan

if TYPE_CHECKING:
    from game.ui.analysis.spec import AnalysisSpec


class CoreLike(Protocol):
    """What the table reads of a game on the core."""

    @property
    def core(self) -> CoreState: ...

    @property
    def over(self) -> bool: ...

    def to_act(self) -> int | None: ...

    def apply_action(self, action: Any) -> None: ...

    def clone(self) -> Self: ...


G = TypeVar("G", bound=CoreLike)


class CoreTable(TableShell, Generic[G]):
    """The subclass sets `game` (the game now), `origin` (where `actions` start from: the deal, or
    a written position) and `computer` (which seats the computer plays) before the first frame."""

    game: G
    origin: G
    computer: list[bool]
    summary_columns: tuple[str, ...] = ()  # the game's figures on the game-over screen
    registry_name = ""  # the game's name in game/games/registry.py (its finished games are kept under it)

    def start_record(self, origin: G) -> None:
        self.origin = origin
        self.actions: list[Any] = []
        self.actors: list[int] = []  # who made each action (CHANCE for chance)
        self.automatic: set[int] = set()  # the actions that were passes the table made for a person
        self.log_panel = LogPanel()
        self._redaction: tuple[tuple[int, int | None, int], Redactor | None] | None = None

    def resume(self, game: G, actions: list[Any]) -> None:
        """The game reached by `actions` from the origin (a saved game opened): who made each is
        found by playing them again."""
        replay = self.origin.clone()
        self.actors = []
        for action in actions:
            self.actors.append(actor_of(replay, action))
            replay.apply_action(action)
        self.game, self.actions = game, list(actions)
        self.automatic = set()
        self.forget_transients()

    def show_position(self, game: G, actions: Sequence[Any], actors: Sequence[int]) -> None:
        """The game set to a position reached by `actions` from the origin (the analysis mode steps
        through a game): nothing is replayed, `actors` says who made each."""
        self.game, self.actions, self.actors = game, list(actions), list(actors)
        self.automatic = set()
        self.position_changed()

    def play(self, action: Any) -> None:
        """Apply one action (IllegalAction leaves everything as it was) and record it; the autosave
        is written at each new turn and at the end (Continue then shows how it ended)."""
        turn, actor = self.game.core.turn, actor_of(self.game, action)
        self.game.apply_action(action)
        self.actions.append(action)
        self.actors.append(actor)
        if (self.game.core.turn != turn or self.game.over) and self.autosaves():
            self.write_autosave()

    def apply(self, action: Any) -> None:
        """A person's or a computer's action at the table (a game adds its motion, its selection
        cleared); IllegalAction may be raised or said, as the game does."""
        self.play(action)

    def pass_for(self, seat: int, action: Any) -> None:
        """The table passes for a person (stops and auto-pass): kept apart from what they chose,
        so a take-back reaches past it to their own last action."""
        count = len(self.actions)
        self.apply(action)
        if len(self.actions) > count:
            self.automatic.add(count)

    # ------------------------------------------------------------------ the log

    def log_redactor(self, audience: int | None) -> Redactor | None:
        """The card names `audience` (a seat, or None: anyone may be looking) must not read in the
        log, and the words shown instead (game/ui/log_redact.py); None: the log hides nothing."""
        return None

    def log_audience(self) -> int | None:
        """Who may be reading the table's log: its viewer on their own screen, anyone on a shared
        screen or the hand-over screen."""
        return None if self.hand_hidden() or self.public_screen() else self.viewer

    def shown_redactor(self) -> Redactor | None:
        """The redactor of the log panel now (none in the analysis mode, which shows every card),
        made again only when the game, the position or the audience changes."""
        if self.reveals_all:
            return None
        key = (len(self.actions), self.log_audience(), id(self.game))
        if self._redaction is None or self._redaction[0] != key:
            self._redaction = (key, self.log_redactor(key[1]))
        return self._redaction[1]

    def shown_log(self) -> Sequence[LogEntry]:
        """The log as far as the table has shown it (a game whose motion is still showing an
        action keeps that action's lines back until it ends)."""
        return self.game.core.log

    def draw_log_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The shell's log panel where the game's look puts its log."""
        self.log_panel.draw(surface, rect, self.shown_log(), self.shown_redactor())

    def handle(self, event: pygame.event.Event) -> None:
        """The wheel over the log scrolls it; the rest as the shell handles it."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if not self.log_panel.wheel(event, self.mouse):
            super().handle(event)

    def forget_screen(self) -> None:
        super().forget_screen()
        self.log_panel.forget()

    # ------------------------------------------------------------------ the shell's questions

    def seat_count(self) -> int:
        return self.game.core.seats

    def seat_name(self, seat: int) -> str:
        return self.game.core.names[seat]

    def is_computer(self, seat: int) -> bool:
        return self.computer[seat]

    def to_act(self) -> int | None:
        return self.game.to_act()

    def game_over(self) -> bool:
        return self.game.over

    def seat_won(self, seat: int) -> bool:
        return self.game.core.winner == seat

    def public_log(self, count: int) -> list[str]:
        redact = self.log_redactor(None)
        return [entry.text if redact is None else redact(entry.text) for entry in self.game.core.log[-count:]]

    # ------------------------------------------------------------------ saves

    def saves(self) -> SaveFolder | None:
        """The game's saved games (None: it has no save file)."""
        return None

    def history_game(self) -> str:
        """Finished games are kept under the game's registry name (`registry_name`), except a
        puzzle's or a written position's (they reopen from their file) and an analysis's."""
        return self.registry_name if self.saveable() and not self.reveals_all else ""

    def replay_writer(self) -> Callable[[Path], None] | None:
        """A finished game is kept as its save file: the game as dealt and every action, which the
        analysis mode reads like any save."""
        if self.saves() is None or not self.saveable():
            return None
        return self.write_save

    # ------------------------------------------------------------------ analysis

    def analysis_spec(self) -> AnalysisSpec | None:
        """The game's analysis mode (game/ui/analysis/spec.py); None: it has none."""
        return None

    def offers_analysis(self) -> bool:
        return self.analysis_spec() is not None and not self.reveals_all

    def can_analyse(self) -> bool:
        return self.saveable() and self.game_over()

    def analyse(self) -> None:
        spec = self.analysis_spec()
        if spec is not None:
            from game.ui.analysis.scene import analyse_table

            analyse_table(self.app, spec, self)

    def saveable(self) -> bool:
        """This game can be written (a puzzle or a written position is opened again from its file)."""
        return True

    def write_save(self, path: Path) -> None:
        """Write the game to `path` in the game's save file (OSError when the folder cannot be written)."""
        raise ValueError("this game has no save file")

    def can_save(self) -> bool:
        return self.saves() is not None and self.saveable() and not self.game_over()

    def autosaves(self) -> bool:
        return self.saves() is not None and self.saveable() and not self.reveals_all

    def save_named(self, name: str) -> Path:
        folder = self.saves()
        if folder is None or not self.can_save():
            raise ValueError("this game cannot be saved (a puzzle or a written position reopens from its file)")
        path = saved_as(folder.folder(), name)
        self.write_save(path)
        return path

    def write_autosave(self) -> None:
        """Quiet, unless the folder cannot be written (said on the table, never raised: play goes on)."""
        folder = self.saves()
        if folder is None or not self.saveable():
            return
        try:
            self.write_save(folder.autosave_path())
        except OSError as exc:
            self.say(f"Autosave failed: {folder.folder()} cannot be written ({exc.strerror or exc})", theme.BAD)

    # ------------------------------------------------------------------ take-backs

    def replayed(self, count: int) -> G:
        """The game after its first `count` actions."""
        game = self.origin.clone()
        for action in self.actions[:count]:
            game.apply_action(action)
        return game

    def last_chosen(self) -> int | None:
        """The index of the last action a human chose; None when there is none."""
        for index in range(len(self.actors) - 1, -1, -1):
            if self.is_human(self.actors[index]) and index not in self.automatic:
                return index
        return None

    def take_back_asker(self) -> int | None:
        index = self.last_chosen()
        return None if index is None else self.actors[index]

    def take_back_refusal(self, before: G, taker: int, index: int) -> str:
        """Why the taker may not take back action `index` (`before`: the game just before it): chance
        has spoken since, or they have seen something hidden from them then; "" when they may."""
        return ""

    def plan_take_back(self) -> TakeBackPlan | str:
        index = self.last_chosen()
        if index is None:
            return "There is nothing to take back yet."
        taker = self.actors[index]
        before = self.replayed(index)
        why = self.take_back_refusal(before, taker, index)
        if why:
            return f"{self.seat_name(taker)} cannot take back that action: {why}."
        redact = self.log_redactor(None)  # the others answer on a screen anyone may see
        lines = [e.text if redact is None else redact(e.text) for e in self.game.core.log[len(before.core.log) :]]
        asked = [seat for seat in self.human_seats() if seat != taker]
        return TakeBackPlan(taker, index, lines, asked)

    def take_back(self, plan: TakeBackPlan) -> None:
        self.game = self.replayed(plan.index)
        self.actions, self.actors = self.actions[: plan.index], self.actors[: plan.index]
        self.automatic = {index for index in self.automatic if index < plan.index}
        self.forget_transients()

    # ------------------------------------------------------------------ the end

    def summary_figures(self, seat: int) -> tuple[str, ...]:
        """The seat's figures under `summary_columns` at the end."""
        return ()

    def summary(self) -> GameSummary:
        core = self.game.core
        winner = core.winner
        headline = f"{self.seat_name(winner)} wins!" if winner is not None else "Nobody wins"
        ending = next((entry for entry in reversed(core.log) if entry.rule), None)
        reason = f"{ending.text} [rule {ending.rule}]" if ending is not None else ""
        facts = f"{core.turn} turns · {len(self.actions)} actions at this table"
        rows = []
        for seat in range(self.seat_count()):
            result = "winner" if winner == seat else ("—" if winner is None else "lost")
            player = f"{self.seat_name(seat)} ({self.seat_kind(seat)})"
            rows.append((seat, (player, result, *self.summary_figures(seat))))
        columns = ("Player", "Result", *self.summary_columns)
        last = tuple(entry.text for entry in core.log[-8:])
        return GameSummary(headline, winner, reason, facts, columns, tuple(rows), (), last)


def actor_of(game: CoreLike, action: Any) -> int:
    """Who makes `action` now: the seat it names (a concession, at any time), else the one to act."""
    seat = getattr(action, "seat", None)
    if isinstance(seat, int):
        return seat
    acting = game.to_act()
    return acting if acting is not None else CHANCE
