"""One Fusion World game of a deck-testing run (game/sim/core_runs.py's CoreTask) played to its
end in a worker, and summed up for the report: each seat's opening hand and the cards it drew
(from the deck, or from its life area when damage takes it into the hand) and played."""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, Final

from game.games.fusion_world.cards import PoolError, default_pool
from game.games.fusion_world.decks import (
    FwDeck,
    FwDeckError,
    IllegalDecks,
    game_mode,
    load_fw_deck,
    ready_fw_decks,
    resolve_fw_deck,
    validate_fw_deck,
)
from game.games.fusion_world.match import DEFAULT_DECKS, FwResult, play_fw_game
from game.games.fusion_world.players import FW_PLAYERS, check_fw_player
from game.games.fusion_world.replay import write_replay
from game.sim.core_command import CoreGameRuns, core_simulate
from game.sim.core_runs import CoreTask
from game.sim.core_summary import CardCollector, core_summary
from game.sim.layout import rotated

DRAWN_FROM: Final = ("deck", "life")
PLAYED_TO: Final = ("battle", "combo", "drop")  # a played event ends in the drop area (as a discard does)


@lru_cache(maxsize=64)
def load_checked(name: str) -> FwDeck:
    """A run's deck, read and checked once per process (FwDeckError names what is wrong)."""
    problem = deck_problem(name)
    if problem:
        raise FwDeckError(None, problem)
    return load_fw_deck(resolve_fw_deck(name))


def deck_problem(name: str, _options: str = "") -> str:
    """Why a deck is illegal (rules 5.1-5.4), or ""; FwDeckError when it cannot be read."""
    deck = load_fw_deck(resolve_fw_deck(name))
    problems = validate_fw_deck(deck, default_pool())
    return f"{deck.path}: not a legal deck: " + "; ".join(problems) if problems else ""


def pair_problem(first: str, second: str) -> str:
    """Why two decks cannot meet (5.2: a half deck and a full one), or ""."""
    try:
        game_mode([load_fw_deck(resolve_fw_deck(first)), load_fw_deck(resolve_fw_deck(second))])
    except IllegalDecks as exc:
        return str(exc)
    return ""


def deck_counts(name: str) -> dict[str, int]:
    """A deck's cards as id -> copies (the Leader is not in the deck)."""
    return dict(load_fw_deck(resolve_fw_deck(name)).cards)


def check_player(name: str) -> None:
    """ValueError naming an unknown player, or its number out of its limits (`search:0`, `mcts:abc`)."""
    if name.partition(":")[0] not in FW_PLAYERS:
        raise ValueError(f"unknown Fusion World player {name!r} (players: {', '.join(FW_PLAYERS)})")
    check_fw_player(name)


def save_fw_replay(folder: Path, index: int, decks: Sequence[FwDeck], result: FwResult) -> None:
    """A game as a replay file holding its card lists (`replay FILE --verify` plays it again)."""
    write_replay(folder / f"game_{index:05d}.json", decks, [d.name for d in decks], result)


def card_names(card_id: str) -> tuple[str, str]:
    card = default_pool().cards.get(card_id)
    return (card.name, str(card.kind)) if card is not None else (card_id, "")


def run_task(task: CoreTask) -> dict[str, Any]:
    start, cpu = time.perf_counter(), time.process_time()
    sides = rotated(len(task.decks), task.seat_shift if task.rotate else 0)
    decks = [load_checked(task.decks[side]) for side in sides]
    agents = [task.agents[side] for side in sides]
    collector = CardCollector(len(decks), DRAWN_FROM, PLAYED_TO)
    game, result = play_fw_game(
        decks, default_pool(), agents, task.seed, names=[d.name for d in decks], observe=collector.observe
    )
    if task.replay_dir is not None:
        save_fw_replay(Path(task.replay_dir), task.index, decks, result)
    summary = core_summary(
        game,
        collector,
        index=task.index,
        seed=task.seed,
        matchup=task.matchup,
        sides=sides,
        decks=[d.name for d in decks],
        agents=agents,
        first_seat=result.first,
        actions=result.actions,
        final_hash=result.final_hash,
        cpu_seconds=time.process_time() - cpu,
        seconds=time.perf_counter() - start,
    )
    if task.log:
        summary["log"] = [f"[{e.turn}] {e.text}" + (f"  ({e.rule})" if e.rule else "") for e in game.core.log]
    return summary


RUNS: Final = CoreGameRuns(
    game="fusion-world",
    title="Fusion World",
    ready_decks=lambda: [str(p) for p in ready_fw_decks()],
    resolve=lambda name: str(resolve_fw_deck(name)),
    deck_problem=deck_problem,
    pair_problem=pair_problem,
    check_player=check_player,
    check_options=lambda _options: None,
    deck_counts=deck_counts,
    deck_name=lambda name: load_fw_deck(resolve_fw_deck(name)).name,
    card_names=card_names,
    file_errors=(FwDeckError, PoolError),
    default_decks=DEFAULT_DECKS,
)


def simulate(args: argparse.Namespace) -> int:
    """`simulate` for this game: game/sim/core_command.py with RUNS."""
    return core_simulate(args, RUNS)
