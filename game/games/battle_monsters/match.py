"""Playing Battle Monsters games to the end: from deck files, with any players, recording the actions."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core import play_to_end
from game.games.battle_monsters.decks import BmDeck, load_deck, ready_decks
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.house import OFFICIAL, HouseRules
from game.games.battle_monsters.players import PLAYERS
from game.sim import limits

AGENTS = ("random", "heuristic", "search", "strong")  # search[:WORLDS], strong[:WORLDS]


def make_player(spec: str, seed: int) -> Any:
    """A computer player by name: random, heuristic, or search[:WORLDS] (ValueError otherwise)."""
    name, colon, worlds = spec.partition(":")
    if name in ("search", "strong"):
        from game.games.battle_monsters.search import SearchPlayer
        from game.games.battle_monsters.strong import DEFAULT_WORLDS, StrongPlayer

        if name == "strong":
            return StrongPlayer(seed, limits.worlds(worlds, name) if colon else DEFAULT_WORLDS)
        return SearchPlayer(seed, limits.worlds(worlds, name) if colon else 4)
    if name == "sharp" and not colon:
        from game.games.battle_monsters.sharp import SharpPlayer

        return SharpPlayer(seed)
    if name not in PLAYERS or colon:
        raise ValueError(f"unknown player {spec!r} (players: random, heuristic, search[:WORLDS], strong[:WORLDS])")
    return PLAYERS[name](seed)


@dataclass(frozen=True)
class Result:
    winner: int | None
    turns: int
    first: int
    ended: str
    actions: tuple[Any, ...]
    state_hash: str


def new_game(
    decks: Sequence[BmDeck],
    seed: int,
    names: Sequence[str] | None = None,
    house: HouseRules = OFFICIAL,
    tournament: bool = False,
) -> BattleMonsters:
    names = list(names or [d.name for d in decks])
    players = [(names[i], list(d.cards)) for i, d in enumerate(decks)]
    return BattleMonsters.new(players, seed, house=house, tournament=tournament)


def seeded_game(seed: int) -> BattleMonsters:
    """A game from a seed alone: two ready decks, which two turning with the seed (the registry's new_game)."""
    decks = [load_deck(path) for path in ready_decks()]
    return new_game([decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], seed)


def play_game(
    decks: Sequence[BmDeck],
    agents: Sequence[str],
    seed: int,
    house: HouseRules = OFFICIAL,
    observe: Callable[[Any, Any], None] | None = None,
) -> Result:
    """One game to its end; `observe(game, action)` after each action (a run's figures)."""
    game = new_game(decks, seed, house=house)
    players = [make_player(a, seed * 2 + i) for i, a in enumerate(agents)]
    actions = play_to_end(game, players, None, random.Random(seed), observe=observe)
    s = game.state
    return Result(game.core.winner, game.core.turn, s.first, s.ended or "unfinished", tuple(actions), s.state_hash())
