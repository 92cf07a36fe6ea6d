"""The Fusion World hot-seat table: each side's Leader and battle area, energy (active or
exhausted), combo area, life and deck counts, the hand of the seat whose screen it is, and the
choices of the seat to act. Click a lit card to see what it can do, then a button. Between two
people the screen goes through a hand-over page so no hand is seen by the other player; computer
seats answer in `update`, one action a frame."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import fields, replace
from typing import Any

import pygame

from game.core import IllegalAction
from game.games.fusion_world.actions import ChooseTarget, Redraw
from game.games.fusion_world.cards import Pool
from game.games.fusion_world.decks import FwDeck, game_mode
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.match import players_of
from game.games.fusion_world.players import make_fw_player
from game.games.fusion_world.puzzle import FwPuzzle
from game.ui import fusion_draw
from game.ui.app import App
from game.ui.card_table_click import click_table
from game.ui.scene import Scene
from game.ui.widgets import Button

CARD_FIELDS = ("card", "attacker", "source", "blocker")
STRONG_PLAYER = "mcts"  # the strong computer seat (game/games/fusion_world/mcts.py)
BUTTON_W, BUTTON_H = 228, 38


def cards_of(action: Any) -> list[int]:
    """The cards an action is about (what a player clicks to find it)."""
    names = {f.name for f in fields(action)}
    found = [getattr(action, n) for n in CARD_FIELDS if n in names and getattr(action, n) is not None]
    return [int(c) for c in found]


def _is_decline(action: Any) -> bool:
    """A counter window's "no counter": it pays nothing."""
    return getattr(action, "card", 0) is None


class FusionTableScene(Scene):
    name = "fusion_table"

    def __init__(
        self,
        app: App,
        pool: Pool,
        decks: Sequence[FwDeck],
        names: Sequence[str],
        computer: Sequence[bool],
        seed: int,
        start: FusionWorld | None = None,
        goal: str = "",
        puzzle: FwPuzzle | None = None,
        strong: bool = False,
    ) -> None:
        super().__init__(app)
        self.pool, self.decks, self.names, self.seed = pool, list(decks), list(names), seed
        self.computer = list(computer)
        self.goal = goal  # a puzzle's goal, shown in the header
        self.puzzle = puzzle  # a puzzle being played: the table says when it is solved or failed
        self.strong = strong
        self.game = start or FusionWorld.new(players_of(decks, names), pool, seed=seed, half=game_mode(decks))
        self.puzzle_turn = self.game.core.turn
        self.actions: list[Any] = []  # every action since the deal (a saved game replays them)
        self.notice = ""  # a line under the Save button: saved where, or why not
        agent = STRONG_PLAYER if strong else "heuristic"
        self.players = [make_fw_player(agent, seed * 2 + k) for k in range(2)]
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="fusion-search") if strong else None
        self.thinking: Future[Any] | None = None
        self.viewer = next((k for k in range(2) if not self.computer[k]), 0)
        self.handover: int | None = None
        self.selected: int | None = None
        self.marked: set[int] = set()  # hand cards chosen for the redraw, or energy chosen to pay (3.4)
        self.mouse = (0, 0)
        self.wait = 0.0
        self.check_handover()

    # ---- whose turn, whose screen ---------------------------------------------------------

    def puzzle_result(self) -> str | None:
        """For a puzzle: "solved" once its player has won, "failed" once the game is lost or the
        turn is over without the win (win_this_turn); None while it is still open."""
        if self.puzzle is None:
            return None
        if self.game.over:
            return "solved" if self.game.core.winner == self.puzzle.player else "failed"
        return "failed" if self.game.core.turn != self.puzzle_turn else None

    def stopped(self) -> bool:
        """Nobody moves any more: the game is over or the puzzle is decided."""
        return self.game.over or self.puzzle_result() is not None

    def human_to_act(self) -> int | None:
        seat = self.game.to_act()
        if seat is None or seat < 0 or self.computer[seat] or self.handover is not None or self.stopped():
            return None
        return seat

    def check_handover(self) -> None:
        seat = self.game.to_act()
        if self.stopped() or seat is None or seat < 0 or self.computer[seat] or seat == self.viewer:
            return
        self.handover = seat  # another person's decision: hide everything until they take the screen
        self.selected = None
        self.marked.clear()

    def take_screen(self) -> None:
        if self.handover is not None:
            self.viewer = self.handover
            self.handover = None

    def apply(self, action: Any) -> None:
        turn = self.game.core.turn
        self.game.apply_action(action)
        self.actions.append(action)
        if self.game.core.turn != turn or self.game.over:  # the end too: Continue shows how it ended
            from game.ui.fusion_saves import autosave

            autosave(self)
        self.selected = None
        self.marked.clear()
        self.wait = self.app.settings.computer_delay
        self.check_handover()

    def update(self, dt: float) -> None:
        seat = self.game.to_act()
        if seat is None or seat < 0 or not self.computer[seat] or self.stopped():
            return
        self.wait -= dt
        if self.wait > 0:
            return
        if self.worker is None:
            self.apply(self.players[seat].choose(self.game.view(seat), self.game.legal_actions()))
            return
        # the tree search takes a while: it thinks on a copy (the view) off the frame loop
        if self.thinking is None:
            self.thinking = self.worker.submit(
                self.players[seat].choose, self.game.view(seat), self.game.legal_actions()
            )
        elif self.thinking.done():
            action, self.thinking = self.thinking.result(), None
            self.apply(action)

    # ---- what can be clicked ----------------------------------------------------------------

    def legal(self) -> list[Any]:
        return self.game.legal_actions() if self.human_to_act() is not None else []

    def lit_cards(self) -> set[int]:
        legal = self.legal()
        if legal and isinstance(legal[0], Redraw):
            return set(self.game.state.zone("hand", self.viewer))
        lit = {c for a in legal for c in cards_of(a)}
        lit |= {a.card for a in legal if isinstance(a, ChooseTarget) and a.card is not None}
        return lit | set(self.payable_energy())

    def payable_energy(self) -> list[int]:
        """The viewer's active energy, clickable to choose what pays (3.4: the payer's choice) while
        one of the actions open to them pays a cost."""
        legal = self.legal()
        if not any(hasattr(a, "pay") and not _is_decline(a) for a in legal):
            return []
        s = self.game.state
        return [i for i in s.zone("energy", self.viewer) if i not in s.exhausted]

    def choices(self) -> list[tuple[str, Any]]:
        """The buttons now: the selected card's actions, and the actions about no card."""
        legal = self.legal()
        if not legal:
            return []
        if isinstance(legal[0], Redraw):
            chosen = tuple(sorted(self.marked))
            label = f"Redraw {len(chosen)} card{'s' if len(chosen) != 1 else ''}" if chosen else "Keep this hand"
            return [(label, Redraw(legal[0].seat, chosen))]
        found: list[tuple[str, Any]] = []
        on_screen = set(fusion_draw.card_rects(self))
        for action in legal:
            about = cards_of(action)
            if isinstance(action, ChooseTarget) and action.card is not None:
                about = [action.card] if action.card in on_screen else []  # a drop-area card: a button
            if not about or (self.selected is not None and about[0] == self.selected):
                paid = (
                    " with the marked energy"
                    if self.marked and hasattr(action, "pay") and not _is_decline(action)
                    else ""
                )
                found.append((self.game.describe(action) + paid, action))
        return found

    def buttons(self) -> list[Button]:
        w, h = self.app.size
        if self.handover is not None:
            return [
                Button(
                    "ready",
                    f"I am {self.game.name(self.handover)}: show my hand",
                    pygame.Rect(w // 2 - 220, h - 170, 440, 54),
                )
            ]
        if self.puzzle_result() is not None:
            return [
                Button("retry", "Try again", pygame.Rect(200, h - 60, 200, 44)),
                Button("puzzles", "Other puzzles", pygame.Rect(420, h - 60, 200, 44)),
                Button("menu", "Menu", pygame.Rect(640, h - 60, 200, 44)),
            ]
        if self.game.over:
            return [
                Button("again", "New game", pygame.Rect(200, h - 60, 200, 44)),
                Button("menu", "Menu", pygame.Rect(420, h - 60, 200, 44)),
            ]
        out = []
        if self.decks:
            x = fusion_draw.layout(self)["width"] - 96
            out.append(Button("save", "Save", pygame.Rect(x, 8, 96, 32), colour=fusion_draw.BUTTON))
        for k, (label, _action) in enumerate(self.choices()[:8]):
            x = 12 + (k % 4) * (BUTTON_W + 8)
            y = h - 96 + (k // 4) * (BUTTON_H + 6)
            out.append(Button(f"act:{k}", label, pygame.Rect(x, y, BUTTON_W, BUTTON_H), colour=fusion_draw.BUTTON))
        return out

    # ---- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
            self.press("save")
        elif (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_SPACE)
            and self.handover is not None
        ):
            self.take_screen()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)

    def click(self, pos: tuple[int, int]) -> None:
        click_table(self, pos, fusion_draw.card_rects(self))

    def pick(self, iid: int) -> None:
        legal = self.legal()
        if legal and isinstance(legal[0], Redraw):
            self.marked ^= {iid}
            return
        if iid in self.payable_energy():  # marked energy pays the next cost (3.4)
            self.marked ^= {iid}
            return
        self.selected = iid
        options = [a for label, a in self.choices() if cards_of(a)[:1] == [iid] or getattr(a, "card", None) == iid]
        if len(options) == 1 and isinstance(options[0], ChooseTarget):
            self.apply(options[0])

    def press(self, key: str) -> None:
        if key == "ready":
            self.take_screen()
        elif key == "again" and not self.decks:  # a written position: back to the menu
            self.app.pop()
        elif key == "again":
            self.app.replace(
                FusionTableScene(
                    self.app, self.pool, self.decks, self.names, self.computer, self.seed + 1, strong=self.strong
                )
            )
        elif key == "menu":
            self.app.pop()
        elif key == "save" and self.handover is None:
            from game.ui.fusion_saves import save_now

            save_now(self)
        elif key in ("retry", "puzzles") and self.puzzle is not None:
            from game.ui.fusion_puzzles import choose_fw_puzzle, open_fw_puzzle

            self.app.pop()
            if key == "retry":
                open_fw_puzzle(self.app, self.pool, self.puzzle.path)
            else:
                choose_fw_puzzle(self.app, self.pool)
        elif key.startswith("act:"):
            choices = self.choices()
            k = int(key[4:])
            if k < len(choices):
                self.act(choices[k][1])

    def act(self, action: Any) -> None:
        """A button's action; one that pays takes the energy marked, if any (a refusal is shown)."""
        self.notice = ""
        if self.marked and hasattr(action, "pay") and not _is_decline(action):
            action = replace(action, pay=tuple(sorted(self.marked)))
            try:
                self.apply(action)
            except IllegalAction as exc:
                self.notice = f"Not with that energy: {exc}"
            return
        self.apply(action)

    def draw(self, surface: pygame.Surface) -> None:
        fusion_draw.draw_table(self, surface)


def open_fusion_table(
    app: App,
    pool: Pool,
    decks: Sequence[FwDeck],
    names: Sequence[str],
    computer: Sequence[bool],
    seed: int,
    strong: bool = False,
) -> FusionTableScene:
    given = list(names) + [("Computer" if computer[k] else f"Player {k + 1}") for k in range(len(names), 2)]
    scene = FusionTableScene(app, pool, decks, given, computer, seed, strong=strong)
    app.push(scene)
    return scene
