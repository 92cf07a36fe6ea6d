"""One Battle Monsters game of a deck-testing run (game/sim/core_runs.py's CoreTask) played to its
end in a worker, under the run's house rules, and summed up for the report: each seat's opening
hand and the cards it drew from its supply and played."""

from __future__ import annotations

import argparse
import time
from functools import lru_cache
from pathlib import Path
from typing import Any, Final

from game.games.battle_monsters.cards import CardFileError, default_pool
from game.games.battle_monsters.decks import BmDeck, load_deck, ready_decks, resolve_deck, validate
from game.games.battle_monsters.house import parse_house
from game.games.battle_monsters.match import make_player, play_game
from game.games.battle_monsters.replay import save_replay
from game.sim.core_command import CoreGameRuns, core_simulate
from game.sim.core_runs import CoreTask
from game.sim.core_summary import CardCollector, core_summary
from game.sim.layout import rotated

DRAWN_FROM: Final = ("supply",)
PLAYED_TO: Final = ("field", "graveyard")  # a played spell ends in the graveyard (as a discard does)


@lru_cache(maxsize=64)
def load_checked(name: str, minimum: int) -> BmDeck:
    """A run's deck, read and checked once per process (ValueError names what is wrong)."""
    deck = load_deck(resolve_deck(name))
    problems = validate(deck, minimum=minimum)
    if problems:
        raise ValueError(f"{deck.name}: not a legal deck: " + "; ".join(map(str, problems)))
    return deck


def deck_problem(name: str, house: str = "") -> str:
    """Why a deck is illegal under the house rules (rule 2.1), or ""; CardFileError when it cannot be read."""
    deck = load_deck(resolve_deck(name))
    problems = validate(deck, minimum=parse_house(house).deck_min)
    return f"{resolve_deck(name)}: not a legal deck: " + "; ".join(map(str, problems)) if problems else ""


def check_house(spec: str) -> None:
    parse_house(spec)  # ValueError names what is wrong


def check_player(name: str) -> None:
    make_player(name, 0)  # ValueError names an unknown player


def deck_counts(name: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for card in load_deck(resolve_deck(name)).cards:
        counts[card] = counts.get(card, 0) + 1
    return counts


def card_names(card_id: str) -> tuple[str, str]:
    pool = default_pool()
    if card_id not in pool:
        return card_id, ""
    card = pool[card_id]
    return card.name, card.type


def run_task(task: CoreTask) -> dict[str, Any]:
    start, cpu = time.perf_counter(), time.process_time()
    house = parse_house(task.options)
    sides = rotated(len(task.decks), task.seat_shift if task.rotate else 0)
    decks = [load_checked(task.decks[side], house.deck_min) for side in sides]
    agents = [task.agents[side] for side in sides]
    collector = CardCollector(len(decks), DRAWN_FROM, PLAYED_TO)
    result = play_game(decks, agents, task.seed, house, observe=collector.observe)
    assert collector.game is not None  # every game takes actions
    if task.replay_dir is not None:
        save_replay(
            Path(task.replay_dir) / f"game_{task.index:05d}.json",
            [d.cards for d in decks],
            [d.name for d in decks],
            task.seed,
            result.actions,
            result.state_hash,
            house,
        )
    summary = core_summary(
        collector.game,
        collector,
        index=task.index,
        seed=task.seed,
        matchup=task.matchup,
        sides=sides,
        decks=[d.name for d in decks],
        agents=agents,
        first_seat=result.first,
        actions=len(result.actions),
        final_hash=result.state_hash,
        cpu_seconds=time.process_time() - cpu,
        seconds=time.perf_counter() - start,
    )
    if task.log:
        summary["log"] = [entry.text for entry in collector.game.core.log]
    return summary


RUNS: Final = CoreGameRuns(
    game="battle-monsters",
    title="Battle Monsters",
    ready_decks=lambda: [str(p) for p in ready_decks()],
    resolve=lambda name: str(resolve_deck(name)),
    deck_problem=deck_problem,
    pair_problem=lambda _first, _second: "",  # any two legal decks meet
    check_player=check_player,
    check_options=check_house,
    deck_counts=deck_counts,
    deck_name=lambda name: load_deck(resolve_deck(name)).name,
    card_names=card_names,
    file_errors=(CardFileError,),
    default_decks=("inferno_dragons", "tidal_wall"),
)


def simulate(args: argparse.Namespace) -> int:
    """`simulate` for this game: game/sim/core_command.py with RUNS."""
    return core_simulate(args, RUNS)
