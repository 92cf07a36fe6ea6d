"""One Fusion World game of a deck-testing run (game/sim/core_runs.py's CoreTask) played to its
end in a worker, and summed up for the report: each seat's opening hand and the cards it drew
(from the deck, or from its life area when damage takes it into the hand) and played."""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Any, Final

from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.decks import FwDeck, FwDeckError, load_fw_deck, resolve_fw_deck, validate_fw_deck
from game.games.fusion_world.match import play_fw_game
from game.sim.core_runs import CoreTask
from game.sim.core_summary import CardCollector, core_summary
from game.sim.layout import rotated

DRAWN_FROM: Final = ("deck", "life")
PLAYED_TO: Final = ("battle", "combo", "drop")  # a played event ends in the drop area (as a discard does)


@lru_cache(maxsize=64)
def load_checked(name: str) -> FwDeck:
    """A run's deck, read and checked once per process (FwDeckError names what is wrong)."""
    deck = load_fw_deck(resolve_fw_deck(name))
    problems = validate_fw_deck(deck, default_pool())
    if problems:
        raise FwDeckError(f"{deck.path}: not a legal deck: " + "; ".join(problems))
    return deck


def deck_counts(name: str) -> dict[str, int]:
    """A deck's cards as id -> copies (the Leader is not in the deck)."""
    return dict(load_checked(name).cards)


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
    return core_summary(
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
