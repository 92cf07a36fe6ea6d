"""Playing Fusion World games to their end: two decks, two computer players, a seed; the result
for the simulate report, and the actions as a replay."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from game.core import play_to_end
from game.games.fusion_world.actions import encode
from game.games.fusion_world.cards import Pool
from game.games.fusion_world.decks import FwDeck, check_table_decks, load_fw_deck, resolve_fw_deck
from game.games.fusion_world.game import FusionWorld, Player
from game.games.fusion_world.players import make_fw_player

DEFAULT_DECKS: Final = ("ember_rush", "tidewatch_control")


def players_of(decks: Sequence[FwDeck], names: Sequence[str] | None = None) -> list[Player]:
    given = list(names or [])
    given += [f"Player {k + 1}" for k in range(len(given), len(decks))]
    return [(given[k], deck.leader, deck.card_list()) for k, deck in enumerate(decks)]


def load_decks(names: Sequence[str] | None) -> list[FwDeck]:
    """Two decks from files or ready-deck names (default: two ready decks); FwDeckError, ValueError."""
    chosen = list(names or DEFAULT_DECKS)
    if len(chosen) != 2:
        raise ValueError("Fusion World is for two players: give two decks (rule 1)")
    return [load_fw_deck(resolve_fw_deck(d)) for d in chosen]


@dataclass
class FwResult:
    seed: int
    winner: int | None
    first: int
    turns: int
    actions: int
    final_hash: str
    why: str
    replay: list[dict[str, Any]] = field(default_factory=list)


def play_fw_game(
    decks: Sequence[FwDeck], pool: Pool, agents: Sequence[str], seed: int, *, names: Sequence[str] | None = None
) -> tuple[FusionWorld, FwResult]:
    half = check_table_decks(decks, pool)  # IllegalDecks: both decks in one mode, each legal in it (5)
    game = FusionWorld.new(players_of(decks, names), pool, seed=seed, half=half)
    seated = [make_fw_player(name, seed * 2 + k) for k, name in enumerate(agents)]
    actions = play_to_end(game, seated, None, random.Random(seed))
    why = game.core.log[-1].text if game.core.log else ""
    result = FwResult(
        seed,
        game.core.winner,
        game.state.first,
        game.core.turn,
        len(actions),
        game.state.state_hash(),
        why,
        [encode(a) for a in actions],
    )
    return game, result


def replay(
    decks: Sequence[FwDeck], pool: Pool, seed: int, actions: Sequence[Any], names: Sequence[str] | None = None
) -> FusionWorld:
    """The game again from its seed and actions (each one checked by the rules)."""
    game = FusionWorld.new(players_of(decks, names), pool, seed=seed, half=check_table_decks(decks, pool))
    for action in actions:
        game.apply_action(action)
    return game
