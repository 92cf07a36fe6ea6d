"""Runs of the card games on the engine core (Fusion World, Battle Monsters): a game is a picklable
`CoreTask`, played in a worker by its game's `run_task` (game/games/*/sim_game.py) into a summary
(game/sim/core_summary.py); `CoreRunSpec` lays a run's games out (game/sim/layout.py): plain
match-ups, or variants of one side on the same deals (a compare, a player sweep).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Final

from game.sim.batch import Summary, Worker
from game.sim.layout import game_seed, index_limit, variant_slots
from game.sim.parent_watch import quiet_worker

RUNNERS: Final = {
    "fusion-world": "game.games.fusion_world.sim_game",
    "battle-monsters": "game.games.battle_monsters.sim_game",
}


@dataclass(frozen=True)
class CoreTask:
    game: str  # a key of RUNNERS
    index: int
    seed: int
    decks: tuple[str, ...]  # per side: a deck file or a ready deck's name
    agents: tuple[str, ...]  # per side
    matchup: int = 0
    seat_shift: int = 0  # the seats turn by this (game k of its match-up)
    rotate: bool = True
    options: str = ""  # the game's own (Battle Monsters: house rules)
    replay_dir: str | None = None  # save the game as a replay file here (game_INDEX.json)
    log: bool = False  # keep the game's log lines in its summary


def play_core_chunk(tasks: list[CoreTask]) -> list[Summary]:
    """The worker's function: each task played by its game's runner."""
    return [importlib.import_module(RUNNERS[task.game]).run_task(task) for task in tasks]


CORE_WORKER: Final = Worker(play_core_chunk, quiet_worker)


@dataclass(frozen=True)
class CoreVariant:
    deck: str | None  # the deck this variant plays (None: the match-up's own)
    agent: str


@dataclass
class CoreRunSpec:
    game: str
    matchups: list[tuple[str, str]]  # (side 0's deck, side 1's deck)
    agents: tuple[str, str]
    games: int  # per match-up (with a stopping rule: the most)
    seed: int = 0
    rotate: bool = True
    options: str = ""
    replay_dir: str | None = None
    log: bool = False
    # a variant run: each deal played by each variant of side 0 (side 1 keeps agents[1])
    variants: list[CoreVariant] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    def params(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "matchups": [list(m) for m in self.matchups],
            "agents": list(self.agents),
            "games": self.games,
            "seed": self.seed,
            "rotate": self.rotate,
            "options": self.options,
            **({"variants": [[v.deck, v.agent] for v in self.variants]} if self.variants else {}),
            **self.extra,
        }

    def tasks(self, start: int = 0, stop: int | None = None) -> list[CoreTask]:
        kinds = max(1, len(self.variants))
        out: list[CoreTask] = []
        for slot in variant_slots(start, self.games if stop is None else stop, len(self.matchups), kinds):
            decks: tuple[str, ...] = self.matchups[slot.matchup]
            agents: tuple[str, ...] = self.agents
            if self.variants:
                variant = self.variants[slot.variant]
                decks = (variant.deck or decks[0], decks[1])
                agents = (variant.agent, self.agents[1])
            out.append(
                CoreTask(
                    game=self.game,
                    index=slot.index,
                    seed=game_seed(self.seed, slot.deal),
                    decks=decks,
                    agents=agents,
                    matchup=slot.matchup,
                    seat_shift=slot.game,
                    rotate=self.rotate,
                    options=self.options,
                    replay_dir=self.replay_dir,
                    log=self.log,
                )
            )
        return out

    def index_limit(self, games: int) -> int:
        return index_limit(games, len(self.matchups), max(1, len(self.variants)))
