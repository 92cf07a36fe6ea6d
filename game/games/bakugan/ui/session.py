"""A game being played at the table: the engine, its action list, who is a computer, saves.

No pygame here: scenes ask the session what is legal and hand it actions; it records them,
answers chance nodes with the roll model, lets computer seats move, autosaves every turn and
undoes practice games by replaying all actions but the last human one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.players.agent import Agent, view_for
from game.games.bakugan.rules.actions import CHANCE, Action, RollResults
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup
from game.games.bakugan.sim.replay_file import replay_checked
from game.games.bakugan.ui import saves
from game.games.bakugan.ui.computer_thinking import Thinker
from game.games.bakugan.ui.hotseat import public_core_names
from game.games.bakugan.ui.players import best_agent, best_roll_model
from game.roll.seam import RollModel, RollOutcome, Throw


@dataclass(frozen=True)
class RollEvent:
    """One simultaneous roll, for the table to animate: who threw what and what happened."""

    throws: dict[int, Throw | None]
    outcomes: dict[int, RollOutcome]
    selected: dict[int, int]  # seat -> Bakugan id
    turn: int
    # seat -> [(seconds, x_cm, y_cm, open)] when the roll model recorded the Bakugan's path
    tracks: dict[int, list[tuple[float, float, float, bool]]] = field(default_factory=dict)
    details: dict[int, str] = field(default_factory=dict)  # seat -> what happened, in words (physics)


class GameSession:
    def __init__(
        self,
        game: Game,
        computer: list[bool],
        *,
        setup: GameSetup | None = None,
        practice: bool = False,
        roll_model: RollModel | None = None,
        autosave: bool = True,
        name: str = "",
        players: list[str] | None = None,
        throws: list[str] | None = None,
    ) -> None:
        self.game = game
        self.setup = setup
        self.computer = list(computer)
        self.practice = practice
        # each computer seat's rolling profile ("": its own throwing); ProfileError for one that cannot be read
        named = list(throws or []) + [""] * (len(self.computer) - len(throws or []))
        self.throws = [name if comp else "" for name, comp in zip(named, self.computer, strict=False)]
        if any(self.throws):  # read only when asked for: the physics and the profiles load with it
            from game.games.bakugan.ui.table_throwers import table_roll_model

            roll_model = table_roll_model({seat: name for seat, name in enumerate(self.throws) if name}, roll_model)
        self.roll_model = roll_model if roll_model is not None else best_roll_model()
        self.throws_problem = ""
        self.autosave_enabled = autosave and setup is not None
        self.autosave_problem = ""
        self.name = name
        self.actions: list[Action] = []
        self.rolls: list[RollEvent] = []
        # each computer seat's player: "heuristic" or "hard" (the strongest on its own view: players/registry.py)
        self.players = list(players or []) + ["heuristic"] * (len(self.computer) - len(players or []))
        self.agents: dict[int, Agent] = {
            seat: self._computer_player(seat, setup) for seat, comp in enumerate(self.computer) if comp
        }
        self.thinker = Thinker()
        self._saved_turn = -1
        self.scripted_rolls: list[Any] = []  # a scenario's `rolls`, used in order before the roll model
        self.script_problem = ""
        # a position with no setup (a scenario) is replayed from a copy of where it began
        self._origin: Game | None = game.clone() if setup is None else None
        self.automatic: set[int] = set()  # indices of the passes the table made for a human (stops)

    def _computer_player(self, seat: int, setup: GameSetup | None) -> Agent:
        deck = setup.seats[seat].deck if setup is not None else None
        if self.players[seat] != "hard":
            return best_agent(self.seed * 31 + seat, self.game.catalog, deck)
        from game.games.bakugan.players.registry import make_agent

        decks = tuple(s.deck for s in setup.seats) if setup is not None else ()
        return make_agent("hard", self.seed * 31 + seat, self.game.catalog, deck, decks, rolls="fast")

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(
        cls,
        setup: GameSetup,
        catalog: Catalog,
        computer: list[bool],
        *,
        practice: bool = False,
        roll_model: RollModel | None = None,
        autosave: bool = True,
        name: str = "",
        players: list[str] | None = None,
        throws: list[str] | None = None,
    ) -> GameSession:
        game = Game.new(setup, catalog)
        return cls(
            game,
            computer,
            setup=setup,
            practice=practice,
            roll_model=roll_model,
            autosave=autosave,
            name=name,
            players=players,
            throws=throws,
        )

    @classmethod
    def load(cls, path: Path, catalog: Catalog, *, roll_model: RollModel | None = None) -> GameSession:
        """Rebuild a saved game by replaying its actions (raises ReplayFileError naming what is wrong).
        A seat whose rolling profile cannot be read now throws its own way, and the table says so."""
        saved = saves.read_game(path)
        game = replay_checked(path, saved.setup, saved.actions, catalog)

        def rebuilt(throws: list[str] | None) -> GameSession:
            return cls(
                game,
                saved.computer,
                setup=saved.setup,
                practice=saved.practice,
                roll_model=roll_model,
                name=saved.name if saved.name != saves.AUTOSAVE else "",
                players=saved.players,
                throws=throws,
            )

        try:
            session = rebuilt(saved.throws)
        except ValueError as exc:  # a profile deleted or damaged since; rolls without throws
            session = rebuilt(None)
            session.throws_problem = f"The computer seats throw their own way now: {exc}"
        session.actions = list(saved.actions)
        session._saved_turn = game.state.turn
        return session

    # ------------------------------------------------------------------ queries

    @property
    def seed(self) -> int:
        return self.game.state.seed

    @property
    def seats(self) -> int:
        return self.game.state.seats

    @property
    def over(self) -> bool:
        return self.game.over

    def seat_kind(self, seat: int) -> str:
        """'human', 'computer' or 'hard computer', as the table names a seat."""
        if not self.computer[seat]:
            return "human"
        return "hard computer" if self.players[seat] == "hard" else "computer"

    def to_act(self) -> int | None:
        return self.game.to_act()

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat >= 0 and not self.computer[seat]

    def human_seats(self) -> list[int]:
        return [s for s in range(self.seats) if not self.computer[s]]

    def legal(self) -> list[Action]:
        return self.game.legal_actions()

    def computer_to_act(self) -> bool:
        seat = self.to_act()
        return seat is not None and seat >= 0 and self.computer[seat]

    def chance_to_act(self) -> bool:
        return self.to_act() == CHANCE

    # ------------------------------------------------------------------ changing the game

    def apply(self, action: Action, *, automatic: bool = False) -> None:
        """Apply an action (IllegalAction propagates with the state unchanged) and record it;
        `automatic`: a pass the table made for a human, not one they chose."""
        self.game.apply(action)
        if automatic:
            self.automatic.add(len(self.actions))
        self.actions.append(action)
        self._maybe_autosave()

    def roll(self) -> RollEvent:
        """Answer the chance node: the roll model decides every rolling player's outcome."""
        state = self.game.state
        # the physics words its explanations for everyone watching: a core's hidden bonus stays out
        request = replace(self.game.roll_request(), core_labels=public_core_names(self.game))
        if self.scripted_rolls:
            scripted = self._scripted_roll(request.throws)
            if scripted is not None:
                return scripted
        rng = random.Random(f"{self.seed}:roll:{len(self.actions)}")
        tracks: dict[int, list[tuple[float, float, float, bool]]] = {}
        details: dict[int, str] = {}
        recorder: Any = getattr(self.roll_model, "roll_with_trajectory", None)
        if callable(recorder):  # the physics model can say where each Bakugan went
            record = recorder(request, rng)
            outcomes = record.outcomes()
            for seat, track in record.tracks.items():
                tracks[seat] = [(f.t, f.x, f.y, bool(f.open)) for f in track.frames]
                details[seat] = str(getattr(track, "detail", ""))
        else:
            outcomes = self.roll_model.roll(request, rng)
        event = RollEvent(
            throws=dict(request.throws),
            outcomes=dict(outcomes),
            selected=dict(state.this_turn.selected),
            turn=state.turn,
            tracks=tracks,
            details=details,
        )
        self.apply(RollResults(outcomes=tuple(sorted(outcomes.items()))))
        self.rolls.append(event)
        return event

    def _scripted_roll(self, throws: dict[int, Throw | None]) -> RollEvent | None:
        """The scenario's next written roll; None (the script dropped, the reason kept in
        script_problem, the roll model rolling from here) when the file's roll cannot be used."""
        from game.games.bakugan.rules.engine import IllegalAction
        from game.games.bakugan.scenario.file import WRITTEN_WRONG
        from game.games.bakugan.ui.puzzles.mode import scripted_roll

        state = self.game.state
        selected, turn = dict(state.this_turn.selected), state.turn  # as they were when the Bakugan were thrown
        try:
            action = scripted_roll(self.game, self.scripted_rolls.pop(0))
            self.game.apply(action)
        except (*WRITTEN_WRONG, IllegalAction) as exc:
            self.scripted_rolls = []
            self.script_problem = f"The scenario's roll cannot be used ({exc}); rolling instead"
            return None
        self.actions.append(action)
        self._maybe_autosave()
        event = RollEvent(throws=dict(throws), outcomes=dict(action.outcomes), selected=selected, turn=turn)
        self.rolls.append(event)
        return event

    def step_computer(self) -> Action:
        seat = self.to_act()
        assert seat is not None and seat >= 0 and self.computer[seat]
        action = self.agents[seat].choose(view_for(self.agents[seat], self.game, seat), self.legal())
        self.apply(action)
        return action

    def think(self) -> Action | None:
        """The computer seat to act moves: the heuristic at once; a searching player in a thread
        (game/games/bakugan/ui/computer_thinking.py), None while it thinks, its move once it has one."""
        seat = self.to_act()
        assert seat is not None and seat >= 0 and self.computer[seat]
        if self.players[seat] == "heuristic":
            return self.step_computer()
        played = len(self.actions)
        action = self.thinker.answer(played)
        if action is not None:
            self.apply(action)
            return action
        if self.thinker.asked_at() != played:
            self.thinker.ask(self.agents[seat], self.game, seat, self.legal(), played)
        return None

    def last_chosen(self, seat: int | None = None) -> int | None:
        """Index of the last action a human chose (not a pass the table made for them), of `seat`
        if given; None when there is none."""
        for index in range(len(self.actions) - 1, -1, -1):
            who = getattr(self.actions[index], "seat", None)
            if index in self.automatic or isinstance(self.actions[index], RollResults) or not self.is_human(who):
                continue
            if seat is None or who == seat:
                return index
        return None

    def can_undo(self, seat: int) -> bool:
        """Practice games: `seat` may take back its own last move, not anyone else's: only when no
        other human has chosen an action since."""
        if not self.practice or (self.setup is None and self._origin is None):
            return False
        index = self.last_chosen(seat)
        return index is not None and self.last_chosen() == index

    def undo(self, seat: int) -> bool:
        """Take back `seat`'s last move (and the computer moves and rolls after it)."""
        index = self.last_chosen(seat)
        if not self.can_undo(seat) or index is None:
            return False
        self.cut(index)
        return True

    def replayed(self, count: int) -> Game:
        """The game after its first `count` actions (the engine is a pure function of setup and actions)."""
        if self.setup is not None:
            game = Game.new(self.setup, self.game.catalog)
        else:
            assert self._origin is not None
            game = self._origin.clone()
        for action in self.actions[:count]:
            game.apply(action)
        return game

    def cut(self, count: int) -> None:
        """Keep only the first `count` actions: the game goes back to the position before the rest."""
        game = self.replayed(count)
        self.game = game
        self.actions = self.actions[:count]
        self.automatic = {i for i in self.automatic if i < count}
        self.rolls = [r for r in self.rolls if r.turn <= game.state.turn]

    # ------------------------------------------------------------------ saving

    def save(self, path: Path) -> None:
        if self.setup is None:
            raise ValueError("a scenario position cannot be saved as a game")
        saves.write_game(
            path,
            self.setup,
            self.actions,
            self.game.state.state_hash(),
            self.game.state.winner,
            self.computer,
            self.practice,
            players=self.players,
            throws=self.throws,
        )

    def _maybe_autosave(self) -> None:
        if not self.autosave_enabled:
            return
        turn = self.game.state.turn
        if turn != self._saved_turn or self.game.over:
            self._saved_turn = turn
            self.write_autosave()

    def take_problems(self) -> list[str]:
        """What went wrong with files since last asked (the table shows it), then forgotten."""
        problems = [p for p in (self.autosave_problem, self.script_problem, self.throws_problem) if p]
        self.autosave_problem = self.script_problem = self.throws_problem = ""
        return problems

    def write_autosave(self) -> None:
        """The autosave, the one before it kept; a folder that cannot be written is remembered in
        autosave_problem (shown by the table), never raised: play goes on."""
        try:
            saves.keep_previous_autosave()
            self.save(saves.autosave_path())
            self.autosave_problem = ""
        except OSError as exc:
            self.autosave_problem = f"Autosave failed: {saves.saves_dir()} cannot be written ({exc.strerror or exc})"
