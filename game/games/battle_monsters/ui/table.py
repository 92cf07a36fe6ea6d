"""The Battle Monsters table on the table shell (game/ui/table_shell.py): click a lit card of yours
to see what it can do (summon in a stance, reveal, switch, attack a lit target), then a button;
Draw, Discard or Skip ends the turn (6.1). The coin flip (2.2) is shown to both players. The shell
hands the screen over between two people (no hand or face-down card is seen by the other), passes
where a person set no stop (stops.py), keeps the log panel, pauses on Escape, saves, takes back,
ends the game and shows F1; computer seats and the coin answer in `advance`, one action at a time."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar, cast

import pygame

from game.core import CHANCE, IllegalAction
from game.files.saved_game import levels_per_seat
from game.games.battle_monsters.actions import (
    Attack,
    ChooseTarget,
    Discard,
    Reveal,
    Summon,
    Surrender,
    Switch,
    ToGraveyard,
)
from game.games.battle_monsters.cards import CardFileError
from game.games.battle_monsters.decks import BmDeck
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.house import OFFICIAL, HouseRules
from game.games.battle_monsters.match import make_player, new_game
from game.games.battle_monsters.players import STRONG_LEVEL, USUAL_LEVEL
from game.games.battle_monsters.puzzle import BmPuzzle, load_for_play, load_puzzle, puzzle_outcome
from game.games.battle_monsters.scenario import ScenarioError
from game.games.battle_monsters.ui import draw as monsters_draw
from game.games.battle_monsters.ui import places
from game.games.battle_monsters.ui.help import PAGE
from game.games.battle_monsters.ui.hidden_words import redactor
from game.games.battle_monsters.ui.layout import MonstersLayout, layout
from game.games.battle_monsters.ui.moments import Moments, snapshot
from game.games.battle_monsters.ui.stops import DEFAULT_STOPS, STOP_NAMES, pass_now
from game.games.battle_monsters.ui.take_back import refusal
from game.ui import theme
from game.ui.analysis.spec import AnalysisSpec
from game.ui.app import App
from game.ui.card_table_click import click_table, press_choice
from game.ui.card_zoom import Hover
from game.ui.core_table import CoreTable
from game.ui.help_overlay import HelpPage
from game.ui.log_redact import NameRedactor
from game.ui.saved_games import SaveFolder
from game.ui.scene import Scene
from game.ui.stops import PassNow
from game.ui.widgets import Button

T = TypeVar("T")

CARD_ACTIONS = (Summon, Reveal, Switch, Attack, Discard)
THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="monsters-computer")


def card_of(action: Any) -> int | None:
    """The card of yours an action is about (what a player clicks to find it)."""
    return action.iid if isinstance(action, CARD_ACTIONS) else None


class MonstersTableScene(CoreTable[BattleMonsters]):
    name = "monsters_table"
    registry_name = "battle-monsters"
    summary_columns = ("Lives", "Supply", "Hand", "Graveyard", "Field")

    def __init__(
        self,
        app: App,
        decks: Sequence[BmDeck],
        names: Sequence[str],
        computer: Sequence[bool],
        seed: int,
        position: BattleMonsters | None = None,
        puzzle: BmPuzzle | None = None,
        levels: Sequence[str] = (),
        source: str = "",
    ) -> None:
        """A new game between `decks`, or the game `position` (a scenario's) as it stands; with
        `puzzle`, the table says when the puzzle is solved or failed; `source`: the file a plain
        position came from (Start again opens it again); `levels`: each computer seat's player
        (USUAL_LEVEL or STRONG_LEVEL; the usual one when not given)."""
        super().__init__(app)
        self.puzzle = puzzle
        self.source = source
        self.decks, self.names, self.computer, self.seed = list(decks), list(names), list(computer), seed
        self.game: BattleMonsters = position if position is not None else new_game(decks, seed, names)
        self.levels = levels_per_seat(self.computer, levels, USUAL_LEVEL)
        self.players = [make_player(level or USUAL_LEVEL, seed * 2 + k) for k, level in enumerate(self.levels)]
        self.thinking: Future[Any] | None = None  # a computer's choice worked out off the frame loop
        self.coin = random.Random(f"{seed}:coin")
        self.start_record(self.game.clone())  # where the actions start from (a take-back replays them)
        self.viewer = next((k for k in range(2) if not self.computer[k]), 0)
        self.selected: int | None = None
        self.moments = Moments()
        self.kept: dict[str, tuple[object, BattleMonsters, Any]] = {}  # see remembered
        self.hover = Hover()
        self.mouse = (0, 0)
        self.page = 0  # which page of action buttons shows, when they do not all fit
        self.wait = 0.6

    # ---- the shell's questions ------------------------------------------------------------

    def seat_kind(self, seat: int) -> str:
        if not self.computer[seat]:
            return "human"
        return "strong computer" if self.levels[seat] == STRONG_LEVEL else "computer"

    def needs_hidden_hand(self) -> bool:
        """Every decision of a person at the table shows their hand and face-down cards."""
        return True

    def help_page(self) -> HelpPage:
        return PAGE

    def pass_now(self, seat: int) -> PassNow | None:
        return None if self.finished() else pass_now(self.game, seat)

    def stop_moments(self) -> tuple[tuple[str, str], ...]:
        return tuple(STOP_NAMES.items())

    def default_stops(self) -> tuple[str, ...]:
        return DEFAULT_STOPS

    def log_redactor(self, audience: int | None) -> NameRedactor:
        return redactor(self.game, audience)

    def holds(self, dt: float) -> bool:
        """A decided puzzle stops the game (its verdict is on the table, not the game-over screen)."""
        return bool(self.outcome())

    def forget_transients(self) -> None:
        """The next person at the screen sees nothing of the last one's: no selection, no motion
        (a card in flight may show a face only the last one could see), no zoom."""
        self.selected = None
        self.page = 0
        self.moments.skip()
        self.hover.forget()

    def tick(self, dt: float) -> None:
        self.moments.motion.update(dt)
        rects: dict[Hashable, pygame.Rect] = {iid: rect for iid, rect in self._hover_rects().items()}
        self.hover.update(dt, self.mouse, rects)

    def decision_words(self, seat: int) -> str:
        decision = self.game.pending()
        kind = decision.kind if decision else ""
        return {"graveyard": "chooses a card to start in the graveyard", "target": "chooses a target"}.get(
            kind, "is to act"
        )

    def human_to_act(self) -> int | None:
        """The human to act, when the screen is theirs."""
        return self.game.to_act() if self.screen_ready() else None

    def may_see(self, iid: int) -> bool:
        if self.reveals_all:  # the analysis mode: every card face up
            return True
        s = self.game.state
        place = self.game.where(iid)
        if place == "graveyard":
            return True
        mine = s.owner[iid] == self.viewer and not self.hand_hidden()
        if place == "hand":
            return mine
        if place == "field":
            return s.visible(iid) or mine
        return False

    # ---- saves, take-backs, the end ----------------------------------------------------------

    def saves(self) -> SaveFolder:
        from game.games.battle_monsters.ui.saves import FOLDER

        return FOLDER

    def saveable(self) -> bool:
        return len(self.decks) == 2 and self.puzzle is None and not self.source  # else reopened from its file

    def write_save(self, path: Path) -> None:
        from game.games.battle_monsters.ui.saves import write_table

        write_table(self, path)

    def reopenable(self) -> bool:
        return self.puzzle is not None or bool(self.source)

    def analysis_spec(self) -> AnalysisSpec:
        from game.games.battle_monsters.ui.analysis import SPEC

        return SPEC

    def position_changed(self) -> None:
        super().position_changed()
        self.kept.clear()  # what was worked out for the last position (a line switched keeps its length)

    def forfeit(self, seat: int) -> str:
        self.apply(Surrender(seat))
        return ""

    def take_back_refusal(self, before: BattleMonsters, taker: int, index: int) -> str:
        return refusal(self, before, taker, index)

    def summary_figures(self, seat: int) -> tuple[str, ...]:
        s = self.game.state
        counts = (len(s.zone("supply", seat)), len(s.zone("hand", seat)), len(s.zone("graveyard", seat)))
        return (str(s.lives[seat]), *map(str, counts), str(len(s.field_of(seat))))

    def offers_new_game(self) -> bool:
        return self.puzzle is None and (bool(self.decks) or bool(self.source))

    def new_game_label(self) -> str:
        return "Start again" if self.source else "New game"

    def new_game(self) -> Scene | None:
        """A new deal of the same decks, or the written position again (a file changed meanwhile and
        now unusable is said, and None)."""
        if self.source:
            try:
                position, _puzzle = load_for_play(Path(self.source))
            except (ScenarioError, CardFileError) as exc:
                self.say(f"Cannot start again: {exc}", public=True)
                return None
            return MonstersTableScene(
                self.app, [], position.names, self.computer, 0, position=position, source=self.source
            )
        s = self.game.state
        game = new_game(self.decks, self.seed + 1, self.names, s.house, s.tournament)
        return MonstersTableScene(
            self.app, self.decks, self.names, self.computer, self.seed + 1, position=game, levels=self.levels
        )

    # ---- acting ---------------------------------------------------------------------------------

    def apply(self, action: Any) -> None:
        before = snapshot(self)
        try:
            self.play(action)
        except IllegalAction as exc:
            self.say(f"Refused (rule {exc.rule}): {exc}")
            return
        self.moments.show(self, before, action)
        self.selected = None
        self.message = None
        self.page = 0
        self.wait = self.app.settings.computer_delay

    def outcome(self) -> str:
        """A puzzle's "solved" or "failed" once decided, else ""."""
        return puzzle_outcome(self.game, self.puzzle) if self.puzzle is not None else ""

    def finished(self) -> bool:
        return self.game.over or bool(self.outcome())

    def advance(self, dt: float) -> None:
        seat = self.game.to_act()
        if seat is None or (seat != CHANCE and not self.computer[seat]):
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
        """The computer's choice: a strong player's in a worker thread (it takes a while), applied
        in a later frame once it is ready; the heuristic's at once (about a millisecond), so a game
        against it moves at the same pace whatever the machine's load."""
        game = self.game  # the player answers in its view's names (hidden cards by alias)
        if self.levels[seat] != STRONG_LEVEL:
            self.apply(game.from_seat(seat, self.players[seat].choose(game.view(seat), game.seat_actions(seat))))
            return
        if self.thinking is None:
            self.thinking = THINKER.submit(self.players[seat].choose, game.view(seat), game.seat_actions(seat))
            return
        if self.thinking.done():
            action, self.thinking = self.thinking.result(), None
            self.apply(game.from_seat(seat, action))

    def remembered(self, name: str, work_out: Callable[[], T]) -> T:
        """`work_out()` kept until the position or the screen changes (the table asks for its card
        places, arts and legal actions many times a frame; each action or take-back changes them)."""
        key = (
            len(self.actions),
            self.viewer,
            self.hand_hidden(),
            self.human_to_act(),
            self.table_size(),
            theme.scale(),
        )
        kept = self.kept.get(name)
        if kept is not None and kept[0] == key and kept[1] is self.game:
            return cast(T, kept[2])
        found = work_out()
        self.kept[name] = (key, self.game, found)
        return found

    def legal(self) -> list[Any]:
        if self.human_to_act() is None or self.finished():
            return []
        return self.remembered("legal", self.game.legal_actions)

    def lit_cards(self) -> set[int]:
        lit: set[int] = set()
        for action in self.legal():
            if isinstance(action, ChooseTarget):
                lit.add(action.iid)
            else:
                iid = card_of(action)
                if iid is not None:
                    lit.add(iid)
        return lit | self.attack_targets()

    def attack_targets(self) -> set[int]:
        """The cards the selected monster may attack now (ringed in red)."""
        if self.selected is None:
            return set()
        attacks = [a for a in self.legal() if isinstance(a, Attack) and a.iid == self.selected]
        return {a.target for a in attacks if a.target is not None}

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
        if self.message is not None:
            return self.message[0]
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
        return layout(self.table_size(), self.puzzle is not None)

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
        slots = self.layout().button_rects(3)
        if self.game.over and self.puzzle is None:
            return []  # the game-over screen has New game and the menu; Escape brings it back
        if self.finished():  # a puzzle decided
            return [Button("again", "Try again", slots[0]), Button("menu", "Menu", slots[1])]
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
        """The card under the mouse: on the field or in the hand (the topmost drawn), or a
        graveyard's top card."""
        return next((iid for iid, rect in self._hover_rects().items() if rect.collidepoint(self.mouse)), None)

    def _hover_rects(self) -> dict[int, pygame.Rect]:
        """The cards the pointer may rest on, the topmost last (it wins)."""
        rects = dict(places.graveyard_tops(self))
        for iid, rect in places.card_rects(self).items():
            rects.pop(iid, None)
            rects[iid] = rect
        return dict(reversed(rects.items()))

    def zoomed(self) -> tuple[int, pygame.Rect] | None:
        """The card the pointer has rested on, and where it is."""
        shown = self.hover.shown()
        rects = self._hover_rects()
        if not isinstance(shown, int) or shown not in rects:
            return None
        return shown, rects[shown]

    def motion_hides(self) -> set[int]:
        return self.moments.hides()

    def draw_motion(self, surface: pygame.Surface) -> None:
        lay = self.layout()
        self.moments.draw(surface, lay.title.union(lay.hand))

    # ---- input -----------------------------------------------------------------------------------

    def click(self, pos: tuple[int, int]) -> None:
        self.moments.skip()
        click_table(self, pos, places.card_rects(self))

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
        if key == "again" and self.puzzle is not None:
            self.app.replace(puzzle_table(self.app, Path(self.puzzle.path), self.computer))
        elif key == "again":
            again = self.new_game()
            if again is not None:
                self.app.replace(again)
        elif key == "menu":
            self.leave()
        elif key == "more":
            self.page += 1
        else:
            press_choice(self, key)

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
    levels: Sequence[str] = (),
) -> MonstersTableScene:
    given = list(names) + [("Computer" if computer[k] else f"Player {k + 1}") for k in range(len(names), 2)]
    position = new_game(decks, seed, given, house, tournament)
    scene = MonstersTableScene(app, decks, given, computer, seed, position=position, levels=levels)
    app.push(scene)
    return scene
