"""What "Test this deck" plays with: the computer players on each side, how the deck's side throws
(the thrower model, or one of the player's saved rolling profiles), the roll model and the number
of games per opponent, with the words the Test tab shows for them and a time estimate
(scaled by this machine's speed once a finished test has measured it: machine_speed.py)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.games.bakugan.players.registry import resolved
from game.games.bakugan.players.search import DEFAULT_ROLLOUTS
from game.games.bakugan.sim.background import DEFAULT_GAMES
from game.games.bakugan.ui.editor.machine_speed import UNLEARNED, MachineSpeed

# search:N samples N worlds for each decision it searches (game/games/bakugan/players/registry.py)
AGENT_CHOICES = ("random", "heuristic", "hard", "search:4", f"search:{DEFAULT_ROLLOUTS}", "search:32")
ROLL_CHOICES = ("fast", "probabilistic", "physics")
GAME_CHOICES = (1, 2, 5, 10, 20, 50)

ROLL_WORDS = {
    "fast": "fast (fitted to the physics)",
    "probabilistic": "probabilistic (fixed open odds)",
    "physics": "physics (every throw simulated)",
}

# CPU milliseconds per game, measured with `python benchmarks/bench_test_costs.py` on the 2-core
# development machine: a base cost per roll model, plus a cost per side for its computer player. Other
# machines scale them by the speed learned from their own finished tests (machine_speed.py).
ROLL_MS = {"fast": 5.0, "probabilistic": 1.0, "physics": 18.0}
AGENT_MS = {"random": 3.0, "heuristic": 6.5, "tuned": 6.5}
# Search plays every compared move to the end of the game in each sampled world, but by default only at
# the power step, and an overruling move must win again on CONFIRM_WORLDS fresh ones (bakugan/players/search.py).
# search:12 against heuristic, fast rolls: 1.45 s a game here (1200 games). A machine 1.75x slower
# measured search:4 1.8 s and search:12 2.5 s (3 games each): about 1.0 and 1.43 s here.
SEARCH_BASE_MS = 800.0
SEARCH_MS_PER_WORLD = 55.0
# Play-outs cut a few turns on (search:W:H, `hard`) cost about half: hard (search:12:2:0.5) took 0.76 CPU s a
# game in pure Python against the heuristic (20 games, benchmarks/ceiling_gap.py), 0.40 compiled.
CUT_SEARCH_BASE_MS = 400.0
CUT_SEARCH_MS_PER_WORLD = 30.0
# Play-outs by the tuned numbers are shorter: hard (search:24:3:0.5:tuned) took 0.75 CPU s a game in pure
# Python (docs/strength/2026-12-07c_declared.md), two thirds of the estimate above for 24 worlds.
TUNED_PLAYOUT_SHARE = 0.67
START_AND_REPORT_S = 2.0  # starting the child process and writing the reports (measured 2.4 s, loaded machine)


def agent_words(spec: str) -> str:
    """'search:12' -> 'search (12 worlds)'."""
    name, *budget = spec.split(":")
    return f"{name} ({budget[0]} worlds)" if budget else name


def game_ms(agents: tuple[str, ...], rolls: str) -> float:
    total = ROLL_MS[rolls]
    for spec in agents:
        name, *budget = resolved(spec).split(":")
        if name == "search":
            worlds = int(budget[0]) if budget else DEFAULT_ROLLOUTS
            if len(budget) > 1:  # play-outs cut HORIZON turns on
                cost = CUT_SEARCH_BASE_MS + CUT_SEARCH_MS_PER_WORLD * worlds
                total += cost * TUNED_PLAYOUT_SHARE if budget[-1] == "tuned" else cost
            else:
                total += SEARCH_BASE_MS + SEARCH_MS_PER_WORLD * worlds  # play-outs use fast rolls
        else:
            total += AGENT_MS[name]
    return total


def duration_words(seconds: float) -> str:
    if seconds < 90:
        return f"{max(1, round(seconds))} s"
    if seconds < 90 * 60:
        return f"{round(seconds / 60)} min"
    return f"{seconds / 3600:.1f} h"


@dataclass(frozen=True)
class TestOptions:
    __test__ = False  # not a pytest class

    mine: str = "heuristic"  # the computer player of the deck under test
    theirs: str = "heuristic"  # the computer player of every opponent
    rolls: str = "fast"
    games: int = DEFAULT_GAMES  # per opponent
    throws: str = ""  # the rolling profile the deck's side throws with ("": the thrower model)
    profiles: tuple[str, ...] = field(default=(), compare=False)  # the saved profiles to choose from

    def choices(self, name: str) -> tuple[str, ...] | tuple[int, ...]:
        return ("", *self.profiles) if name == "throws" else CHOICES[name]

    @property
    def agents(self) -> tuple[str, str]:
        return (self.mine, self.theirs)

    def total(self, opponents: int) -> int:
        return self.games * opponents

    def seconds(self, opponents: int, speed: MachineSpeed = UNLEARNED) -> float:
        """Estimated time for the whole test on one free core (of this machine once `speed` is learned)."""
        games_s = self.total(opponents) * game_ms(self.agents, self.rolls) / 1000
        return (START_AND_REPORT_S + games_s) * speed.factor

    def estimate(self, opponents: int, speed: MachineSpeed = UNLEARNED) -> str:
        about = f"{self.total(opponents)} games, about {duration_words(self.seconds(opponents, speed))}"
        if not speed.learned:
            return f"{about} on one free core"
        return f"{about} on this machine (timed by your last test{'s' if speed.runs > 1 else ''})"

    def summary(self) -> str:
        """One short line naming every choice, as the tab shows it for a run."""
        if self.mine == self.theirs:
            players = f"{agent_words(self.mine)} players"
        else:
            players = f"{agent_words(self.mine)} vs {agent_words(self.theirs)}"
        games = "1 game" if self.games == 1 else f"{self.games} games"
        throws = f", throwing like {self.throws}" if self.throws else ""
        return f"{players}{throws}, {self.rolls} rolls, {games} per opponent"

    def stepped(self, name: str, step: int) -> TestOptions:
        """The options with one choice moved `step` places along its list (kept inside it)."""
        choices = self.choices(name)
        i = choices.index(getattr(self, name))
        chosen: dict[str, Any] = {name: choices[max(0, min(len(choices) - 1, i + step))]}
        return replace(self, **chosen)

    def can_step(self, name: str, step: int) -> bool:
        choices = self.choices(name)
        i = choices.index(getattr(self, name)) + step
        return 0 <= i < len(choices)


CHOICES: dict[str, tuple[str, ...] | tuple[int, ...]] = {
    "mine": AGENT_CHOICES,
    "theirs": AGENT_CHOICES,
    "rolls": ROLL_CHOICES,
    "games": GAME_CHOICES,
}
