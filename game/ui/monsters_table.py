"""The Battle Monsters hot-seat table: click a lit card of yours to see what it can do (summon in
a stance, reveal, switch, attack a lit target), then a button; Draw, Discard or Skip ends the turn
(6.1). The coin flip (2.2) is shown to both players. Between two people the screen goes through a
hand-over page so no hand or face-down card is seen by the other; computer seats answer in
`update`, one action at a time."""

from __future__ import annotations

import random
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pygame

from game.core import CHANCE, IllegalAction
from game.games.battle_monsters.actions import (
    Attack,
    ChooseTarget,
    CoinFlip,
    Discard,
    Reveal,
    Summon,
    Switch,
    ToGraveyard,
)
from game.games.battle_monsters.cards import CardFileError
from game.games.battle_monsters.decks import BmDeck
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.house import OFFICIAL, HouseRules
from game.games.battle_monsters.match import make_player, new_game
from game.games.battle_monsters.puzzle import BmPuzzle, load_for_play, load_puzzle, puzzle_outcome
from game.games.battle_monsters.scenario import ScenarioError
from game.ui import monsters_draw
from game.ui.app import App
from game.ui.card_table_click import click_table
from game.ui.monsters_layout import MonstersLayout, layout
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets import Button

CARD_ACTIONS = (Summon, Reveal, Switch, Attack, Discard)
THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="monsters-computer")


def card_of(action: Any) -> int | None:
    """The card of yours an action is about (what a player clicks to find it)."""
    return action.iid if isinstance(action, CARD_ACTIONS) else None


class MonstersTableScene(Scene):
    name = "monsters_table"
    ui_scaled = True

    def __init__(
        self,
        app: App,
        decks: Sequence[BmDeck],
        names: Sequence[str],
        computer: Sequence[bool],
        seed: int,
        position: BattleMonsters | None = None,
        puzzle: BmPuzzle | None = None,
        strong: bool = False,
        source: str = "",
    ) -> None:
        """A new game between `decks`, or the game `position` (a scenario's) as it stands; with
        `puzzle`, the table says when the puzzle is solved or failed; `source`: the file a plain
        position came from (Start again opens it again)."""
        super().__init__(app)
        self.puzzle = puzzle
        self.source = source
        self.decks, self.names, self.computer, self.seed = list(decks), list(names), list(computer), seed
        self.game: BattleMonsters = position if position is not None else new_game(decks, seed, names)
        self.strong = strong
        self.players = [make_player("strong" if strong else "heuristic", seed * 2 + k) for k in range(2)]
        self.thinking: Future[Any] | None = None  # a computer's choice worked out off the frame loop
        self.coin = random.Random(f"{seed}:coin")
        self.viewer = next((k for k in range(2) if not self.computer[k]), 0)
        self.handover: int | None = None
        self.selected: int | None = None
        self.message = ""
        self.coin_text = ""
        self.mouse = (0, 0)
        self.page = 0  # which page of action buttons shows, when they do not all fit
        self.wait = 0.6

    # ---- whose screen ------------------------------------------------------------------------

    def human_to_act(self) -> int | None:
        seat = self.game.to_act()
        if seat is None or seat == CHANCE or self.computer[seat] or self.handover is not None:
            return None
        return seat

    def _check_handover(self) -> None:
        seat = self.game.to_act()
        if seat is None or seat == CHANCE or self.computer[seat] or seat == self.viewer:
            return
        self.handover = seat  # another person's decision: hide everything until they take the screen
        self.selected = None
        self.message = ""  # a message may name a card of the seat leaving the screen

    def begin_behind_handover(self) -> None:
        """Two people at a written position: nobody has the screen yet, so it opens on the hand-over
        page of whoever acts first (the hand-over page shows no card of either)."""
        seat = self.game.to_act()
        if seat in (0, 1):
            self.viewer = 1 - seat
            self._check_handover()

    def take_screen(self) -> None:
        if self.handover is not None:
            self.viewer = self.handover
            self.handover = None

    def may_see(self, iid: int) -> bool:
        s = self.game.state
        place = self.game.where(iid)
        if place == "graveyard":
            return True
        if place == "hand":
            return s.owner[iid] == self.viewer and self.handover is None
        if place == "field":
            return s.visible(iid) or (s.owner[iid] == self.viewer and self.handover is None)
        return False

    # ---- acting ---------------------------------------------------------------------------------

    def apply(self, action: Any) -> None:
        try:
            self.game.apply_action(action)
        except IllegalAction as exc:
            self.message = f"Refused (rule {exc.rule}): {exc}"
            return
        if isinstance(action, CoinFlip):
            self.coin_text = f"The coin is flipped: {self.game.name(action.first)} goes first (rule 2.2)"
        self.selected = None
        self.message = ""
        self.page = 0
        self.wait = self.app.settings.computer_delay
        self._check_handover()

    def outcome(self) -> str:
        """A puzzle's "solved" or "failed" once decided, else ""."""
        return puzzle_outcome(self.game, self.puzzle) if self.puzzle is not None else ""

    def finished(self) -> bool:
        return self.game.over or bool(self.outcome())

    def update(self, dt: float) -> None:
        seat = self.game.to_act()
        if seat is None or self.handover is not None or self.finished():
            return
        if seat != CHANCE and not self.computer[seat]:
            return
        self.wait -= dt
        if self.wait > 0:
            return
        if seat == CHANCE:
            outcomes = self.game.chance_outcomes() or []
            self.apply(outcomes[self.coin.randrange(len(outcomes))][0])
        else:
            self._think(seat)

    def _think(self, seat: int) -> None:
        """The computer's choice: the strong player's in a worker thread (it takes a while), applied
        in a later frame once it is ready; the heuristic's at once (about a millisecond), so a game
        against it moves at the same pace whatever the machine's load."""
        game = self.game  # the player answers in its view's names (hidden cards by alias)
        if not self.strong:
            self.apply(game.from_seat(seat, self.players[seat].choose(game.view(seat), game.seat_actions(seat))))
            return
        if self.thinking is None:
            self.thinking = THINKER.submit(self.players[seat].choose, game.view(seat), game.seat_actions(seat))
            return
        if self.thinking.done():
            action, self.thinking = self.thinking.result(), None
            self.apply(game.from_seat(seat, action))

    def legal(self) -> list[Any]:
        return self.game.legal_actions() if self.human_to_act() is not None and not self.finished() else []

    def lit_cards(self) -> set[int]:
        lit: set[int] = set()
        for action in self.legal():
            if isinstance(action, ChooseTarget):
                lit.add(action.iid)
            else:
                iid = card_of(action)
                if iid is not None:
                    lit.add(iid)
        if self.selected is not None:
            lit |= {
                a.target
                for a in self.legal()
                if isinstance(a, Attack) and a.iid == self.selected and a.target is not None
            }
        return lit

    def choices(self) -> list[tuple[str, Any]]:
        """The buttons now: the selected card's actions, and the actions about no card."""
        found: list[tuple[str, Any]] = []
        for action in self.legal():
            if isinstance(action, ChooseTarget):
                if self.game.where(action.iid) == "graveyard":  # revive: graveyard cards have no place to click
                    found.append((f"Take {self.game.card(action.iid).name}", action))
                continue
            about = card_of(action)
            if about is None or about == self.selected:
                found.append((self._label(action), action))
        return found

    def _label(self, action: Any) -> str:
        if isinstance(action, Summon):
            return "Summon " + action.stance.replace("-", " ")
        if isinstance(action, ToGraveyard):
            return "Graveyard: " + self.game.pool[action.card].name
        if isinstance(action, Attack):
            if action.target is None:
                return "Attack the player directly"
            return "Attack " + self.game.public_name(action.target)
        return self.game.describe(action).capitalize()

    def prompt(self) -> str:
        if self.message:
            return self.message
        seat = self.game.to_act()
        outcome = self.outcome()
        if outcome == "solved":
            return "Puzzle solved: you won this turn!"
        if outcome == "failed":
            return "Puzzle failed: the turn ended without the win. Try again?"
        if self.game.over:
            return "The game is over."
        if seat == CHANCE:
            return "Flipping the coin to decide who goes first (rule 2.2)..."
        if seat is not None and self.computer[seat]:
            return f"{self.game.name(seat)} (computer) is thinking..."
        decision = self.game.pending()
        kind = decision.kind if decision else ""
        if kind == "graveyard":
            return "Select a card of your deck to start in your graveyard (rule 2.4)."
        if kind == "target":
            return "Choose the card the effect reaches: click a lit card."
        if kind == "draw_offer":
            return "Your opponent offers a draw (rule 3.4)."
        if self.selected is not None:
            return "Choose what this card does, or click another card."
        return "Click a lit card to use it; Draw, Discard or Skip ends your turn (rule 6.1)."

    def layout(self) -> MonstersLayout:
        return layout(self.app.size)

    def title_words(self) -> str:
        if self.puzzle is not None:
            return f"  |  Puzzle: {self.puzzle.name}, win this turn"
        house = self.game.state.house
        return "" if house.official else f"  |  {house.describe()}"

    def ending_words(self) -> str:
        """The banner over the table once a puzzle is decided or the game is over."""
        outcome = self.outcome()
        if outcome == "solved":
            return "Puzzle solved!"
        if outcome == "failed":
            return "Puzzle failed: no win this turn"
        if self.game.over:
            s = self.game.state
            winner = "Nobody wins" if self.game.core.winner is None else f"{self.game.name(self.game.core.winner)} wins"
            return f"{winner} ({s.ended})"
        return ""

    def buttons(self) -> list[Button]:
        w, h = self.app.size
        if self.handover is not None:
            label = f"I am {self.game.name(self.handover)}: show my cards"
            rect = pygame.Rect(0, 0, min(w - px(40), px(440)), px(54))
            rect.midtop = (w // 2, h // 2 + px(30))
            return [Button("ready", label, rect)]
        slots = self.layout().button_rects(3)
        if self.finished():
            again = "Try again" if self.puzzle else "Start again" if self.source else "New game"
            return [Button("again", again, slots[0]), Button("menu", "Menu", slots[1])]
        choices = self.choices()
        room = len(self.layout().button_rects(len(choices) + 1))
        shown = list(enumerate(choices))
        more = len(choices) > room
        if more:  # more choices than buttons fit: pages of them, and a button to turn the page
            per_page = room - 1
            self.page %= (len(choices) + per_page - 1) // per_page
            shown = shown[self.page * per_page : (self.page + 1) * per_page]
        slots = self.layout().button_rects(len(shown) + more)
        out = [
            Button(f"act:{k}", label, rect, colour=monsters_draw.BUTTON, size=14)
            for (k, (label, _action)), rect in zip(shown, slots, strict=False)
        ]
        if more:
            out.append(Button("more", "More choices...", slots[-1], size=14))
        return out

    def hovered(self) -> int | None:
        for iid, rect in monsters_draw.card_rects(self).items():
            if rect.collidepoint(self.mouse):
                return iid
        return None

    # ---- input -----------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)

    def click(self, pos: tuple[int, int]) -> None:
        click_table(self, pos, monsters_draw.card_rects(self))

    def pick(self, iid: int) -> None:
        for action in self.legal():
            if isinstance(action, ChooseTarget) and action.iid == iid:
                self.apply(action)
                return
            if isinstance(action, Attack) and action.iid == self.selected and action.target == iid:
                self.apply(action)
                return
        self.selected = iid

    def press(self, key: str) -> None:
        if key == "ready":
            self.take_screen()
        elif key == "again" and self.puzzle is not None:
            self.app.replace(puzzle_table(self.app, Path(self.puzzle.path), self.computer))
        elif key == "again" and self.source:
            self._reopen_source()
        elif key == "again":
            s = self.game.state
            game = new_game(self.decks, self.seed + 1, self.names, s.house, s.tournament)
            again = MonstersTableScene(
                self.app, self.decks, self.names, self.computer, self.seed + 1, position=game, strong=self.strong
            )
            self.app.replace(again)
        elif key == "menu":
            self.app.pop()
        elif key == "more":
            self.page += 1
        elif key.startswith("act:"):
            choices = self.choices()
            k = int(key[4:])
            if k < len(choices):
                self.apply(choices[k][1])

    def _reopen_source(self) -> None:
        """Start again from the written position (a file changed meanwhile and now unusable is said)."""
        try:
            game, _puzzle = load_for_play(Path(self.source))
        except (ScenarioError, CardFileError) as exc:
            self.message = f"Cannot start again: {exc}"
            return
        again = MonstersTableScene(self.app, [], game.names, self.computer, 0, position=game, source=self.source)
        if not any(self.computer):
            again.begin_behind_handover()
        self.app.replace(again)

    def draw(self, surface: pygame.Surface) -> None:
        monsters_draw.draw_table(self, surface)


def puzzle_table(app: App, path: Path, computer: Sequence[bool] | None = None) -> MonstersTableScene:
    """A puzzle's table: by default you play the seat that must win, the computer the other
    (ScenarioError or CardFileError for a file that cannot be used)."""
    game, puzzle = load_puzzle(path)
    if computer is None:
        computer = [seat != puzzle.seat for seat in range(2)]
    return MonstersTableScene(app, [], game.names, computer, 0, position=game, puzzle=puzzle)


def open_monsters_table(
    app: App,
    decks: Sequence[BmDeck],
    names: Sequence[str],
    computer: Sequence[bool],
    seed: int,
    *,
    house: HouseRules = OFFICIAL,
    tournament: bool = False,
    strong: bool = False,
) -> MonstersTableScene:
    given = list(names) + [("Computer" if computer[k] else f"Player {k + 1}") for k in range(len(names), 2)]
    position = new_game(decks, seed, given, house, tournament)
    scene = MonstersTableScene(app, decks, given, computer, seed, position=position, strong=strong)
    app.push(scene)
    return scene
