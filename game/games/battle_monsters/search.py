"""A searching computer player for Battle Monsters: at its own turn's decisions it tries a few
candidate moves in worlds sampled from its view (`BmView.sample_world`: the hidden cards dealt
at random from what they could be), plays each out with heuristic players to the end of the
opponent's next turn, and keeps the move with the best mean score. Elsewhere it plays as the
heuristic does. It never sees the real game behind its view."""

from __future__ import annotations

import random
from typing import Any

from game.games.battle_monsters.actions import Attack, Discard, Draw, OfferDraw, Skip, Summon
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.players import HeuristicPlayer
from game.games.battle_monsters.strong import run_out
from game.games.battle_monsters.values import value
from game.games.battle_monsters.view import BmView

MAX_CANDIDATES = 8
PLAYOUT_ACTIONS = 120  # a bound on one play-out (a turn takes a handful of actions)


class SearchPlayer:
    name = "search"
    samples_worlds = True

    def __init__(self, seed: int = 0, worlds: int = 4) -> None:
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.heuristic = HeuristicPlayer(seed)

    def choose(self, view: BmView, legal: list[Any]) -> Any:
        first = self.heuristic.choose(view, legal)
        if view.pending != "turn" or len(legal) < 2:
            return first
        candidates = self._candidates(view, legal, first)
        if len(candidates) < 2:
            return first
        best, best_score = first, float("-inf")
        samples = [view.sample_world(self.rng) for _ in range(self.worlds)]
        for action in candidates:
            total = 0.0
            for world in samples:
                total += self._play_out(world.clone(), view.seat, action)
            if total > best_score:
                best, best_score = action, total
        return best

    def _candidates(self, view: BmView, legal: list[Any], first: Any) -> list[Any]:
        """The heuristic's move, every attack, one summon per card and stance kind, and the actions
        that end the turn: at most MAX_CANDIDATES."""
        out = [first]
        hand = dict(view.hand)
        seen_summons: set[tuple[str, str]] = set()
        for action in legal:
            if action in out or isinstance(action, (OfferDraw, Discard)):
                continue
            if isinstance(action, Summon):
                key = (hand.get(action.iid, ""), action.stance)
                if key in seen_summons or action.stance.startswith("attack-invisible"):
                    continue
                seen_summons.add(key)
            if isinstance(action, (Attack, Summon, Draw, Skip)):
                out.append(action)
        return out[:MAX_CANDIDATES]

    def _play_out(self, world: BattleMonsters, seat: int, action: Any) -> float:
        world.apply_action(action)
        run_out(world, self.rng.randrange(1 << 30), world.core.turn + 1, PLAYOUT_ACTIONS)
        return score(world, seat)


def score(world: BattleMonsters, seat: int) -> float:
    """Lives first, then what stands on the field face up (its battle strength), then cards in hand."""
    if world.over:
        winner = world.core.winner
        return 0.0 if winner is None else (10_000.0 if winner == seat else -10_000.0)
    s = world.state
    lives = (s.lives[seat] - s.lives[1 - seat]) * 1000.0
    board = 0.0
    for owner in (0, 1):
        sign = 1.0 if owner == seat else -1.0
        for iid in s.field_of(owner):
            if world.card(iid).is_monster:
                board += sign * max(value(world, iid, "attack"), value(world, iid, "defence"))
    hands = (len(s.zone("hand", seat)) - len(s.zone("hand", 1 - seat))) * 50.0
    return lives + board + hands
