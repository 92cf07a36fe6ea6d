"""Playing a Battle Monsters game on with seeded heuristic players, for tests that need a game
at some point (its first turn, a busy middle)."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core import CHANCE
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.players import HeuristicPlayer


def play_until(game: BattleMonsters, done: Callable[[BattleMonsters], bool], seed: int = 0) -> BattleMonsters:
    players = [HeuristicPlayer(seed + 1), HeuristicPlayer(seed + 2)]
    rng = random.Random(seed)
    while not done(game) and not game.over:
        seat = game.to_act()
        if seat == CHANCE:
            outcomes = game.chance_outcomes() or []
            game.apply_action(outcomes[rng.randrange(len(outcomes))][0])
        else:
            assert seat is not None
            game.apply_action(game.from_seat(seat, players[seat].choose(game.view(seat), game.seat_actions(seat))))
    return game
