"""Where each game of a run sits: its index and its seed, the same for every game.

A run plays `games` games of each of M match-ups; game k of match-up m has index k * M + m
(`run_slots`), so a run extended by more games keeps its first ones and a stopped run has played
every match-up about alike. A run of V variants of one side (two versions of a deck, several
players) plays each deal j = k * M + m once per variant, at index V * j + v, all with the deal's
seed (`variant_slots`). A game's seed is a hash of the run's seed and its deal.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Slot:
    game: int  # k: the game's number in its match-up (what the seats rotate by)
    matchup: int  # m
    deal: int  # j = k * M + m: what the seed derives from
    variant: int  # v (0 in a plain run)
    index: int


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game (or deal) `index` of a run: a hash, so neighbouring runs share no games."""
    digest = hashlib.sha256(f"bakugan-sim:{run_seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def variant_slots(start: int, stop: int, matchups: int, variants: int = 1) -> Iterator[Slot]:
    """Games `start` to `stop` of every match-up (and every variant), in index order."""
    for k in range(start, stop):
        for m in range(matchups):
            deal = k * matchups + m
            for v in range(variants):
                yield Slot(k, m, deal, v, variants * deal + v)


def index_limit(games: int, matchups: int, variants: int = 1) -> int:
    """The first index past the first `games` games of every match-up."""
    return variants * games * matchups


def rotated(sides: int, shift: int) -> list[int]:
    """The side sitting in each seat when the seats turn by `shift` (game k of a match-up: k)."""
    order = list(range(sides))
    if sides < 2:
        return order
    shift %= sides
    return order[shift:] + order[:shift]


def deal_results(games: Sequence[dict[str, Any]], variants: int) -> tuple[list[tuple[int, list[bool]]], int]:
    """The deals every variant finished, in order: (match-up, won per variant); and how many deals
    were left out because a variant's game was unfinished (or is missing)."""
    by_deal: dict[int, dict[int, dict[str, Any]]] = {}
    for game in games:
        index = int(game["index"])
        by_deal.setdefault(index // variants, {})[index % variants] = game
    deals: list[tuple[int, list[bool]]] = []
    left_out = 0
    for deal in sorted(by_deal):
        played = by_deal[deal]
        if len(played) < variants or any(g["winner_side"] is None for g in played.values()):
            left_out += 1
            continue
        deals.append((int(played[0]["matchup"]), [played[v]["winner_side"] == 0 for v in range(variants)]))
    return deals, left_out
