"""The strong computer player for Battle Monsters: a determinized look-ahead that compares its
moves fairly. At each decision of its own turn it samples a few worlds from its view (the hidden
cards dealt at random from what they could be) and plays every candidate move out in the same
worlds with the same dice (common random numbers), heuristic players to the end of the game, a
win or loss scoring far above `evaluate` (lives, board, cards; for play-outs cut short). The
heuristic's move comes first, so another is chosen only when it does better in these worlds.
A game's play-outs are bounded (GAME_BUDGET actions), then it plays as the heuristic. It never
sees the real game.

The first search player (search.py) drew fresh dice for every candidate and stopped at the end of
the opponent's next turn; so did this one at first (turns=1): 21 of 40 and 9 of 24 against the
heuristic, no gain."""

from __future__ import annotations

import random
from typing import Any, Final

from game.core import CHANCE
from game.games.battle_monsters.actions import Discard, OfferDraw, Summon
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.players import HeuristicPlayer
from game.games.battle_monsters.state import MAX_TURNS
from game.games.battle_monsters.values import battle_value, value
from game.games.battle_monsters.view import BmView, make_view

DEFAULT_WORLDS: Final = 3
MAX_CANDIDATES: Final = 12
PLAYOUT_ACTIONS: Final = 160  # a bound on one play-out (a turn takes a handful of actions)
WIN: Final = 100_000.0
LIFE: Final = 1_000.0
IN_HAND: Final = 60.0
FACE_DOWN: Final = 120.0  # a face-down card of its own: a trap in waiting or a hidden monster
UNGUARDED: Final = 400.0  # no visible monster: the next attacker may hit the player (4.3)
GAME_BUDGET: Final = 150_000  # play-out actions a game (a few CPU seconds), then it plays as the heuristic


class StrongPlayer:
    name = "strong"
    samples_worlds = True

    def __init__(
        self, seed: int = 0, worlds: int = DEFAULT_WORLDS, turns: int = MAX_TURNS, budget: int = GAME_BUDGET
    ) -> None:
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.turns = turns  # how many turns after this one a play-out runs
        self.budget = budget  # play-out actions left for this game; then it plays as the heuristic
        self.heuristic = HeuristicPlayer(seed)

    def choose(self, view: BmView, legal: list[Any]) -> Any:
        first = self.heuristic.choose(view, legal)
        if view.pending != "turn":
            return first
        candidates = candidates_of(view, legal, first)
        if len(candidates) < 2 or self.budget <= 0:
            return first
        worlds = [(view.sample_world(self.rng), self.rng.randrange(1 << 30)) for _ in range(self.worlds)]
        totals = []
        for action in candidates:
            total = 0.0
            for world, dice in worlds:
                score, used = play_out(world.clone(), view.seat, action, dice, self.turns)
                total += score
                self.budget -= used
            totals.append(total)
        return candidates[max(range(len(candidates)), key=lambda k: totals[k])]


def candidates_of(view: BmView, legal: list[Any], first: Any) -> list[Any]:
    """The heuristic's move first, then every other move but offers and discards, one summon per
    card kind and stance: at most MAX_CANDIDATES."""
    out = [first]
    hand = dict(view.hand)
    summons: set[tuple[str, str]] = set()
    if isinstance(first, Summon):
        summons.add((hand.get(first.iid, ""), first.stance))
    for action in legal:
        if action == first or isinstance(action, (OfferDraw, Discard)):
            continue
        if isinstance(action, Summon):
            key = (hand.get(action.iid, ""), action.stance)
            if key in summons:
                continue
            summons.add(key)
        out.append(action)
    return out[:MAX_CANDIDATES]


def play_out(world: BattleMonsters, seat: int, action: Any, dice: int, turns: int = 1) -> tuple[float, int]:
    """`action` in `world`, then heuristic players (seeded by `dice`) to the end of the turn
    `turns` after this one: the score for `seat`, and the actions played."""
    world.apply_action(action)
    used = run_out(world, dice, world.core.turn + turns, PLAYOUT_ACTIONS * turns)
    return evaluate(world, seat), used


def run_out(world: BattleMonsters, dice: int, last_turn: int, limit: int) -> int:
    """Heuristic players (seeded by `dice`) play `world` on to the end of `last_turn`, the game's
    end or `limit` actions; the actions it took (at least 1: the move tried)."""
    rng = random.Random(dice)
    players = [HeuristicPlayer(dice), HeuristicPlayer(dice + 1)]
    used = 0
    for used in range(limit):  # noqa: B007 (the count is returned)
        if world.over or world.core.turn > last_turn:
            break
        to_act = world.to_act()
        if to_act is None:
            break
        if to_act == CHANCE:
            outcomes = world.chance_outcomes() or []
            world.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            continue
        world.apply_action(players[to_act].choose(make_view(world, to_act, sampled=True), world.legal_actions()))
    return used + 1


def evaluate(world: BattleMonsters, seat: int) -> float:
    """How good the position is for `seat`: the game's end, else lives first, then each side's
    board (face-up monsters by their battle value and their attack, face-down cards), a side left
    without a visible monster, and cards in hand."""
    if world.over:
        winner = world.core.winner
        return 0.0 if winner is None else (WIN if winner == seat else -WIN)
    s = world.state
    score = (s.lives[seat] - s.lives[1 - seat]) * LIFE
    for owner in (0, 1):
        sign = 1.0 if owner == seat else -1.0
        guarded = False
        for iid in s.field_of(owner):
            if not s.visible(iid):
                score += sign * FACE_DOWN
            elif world.card(iid).is_monster:
                guarded = True
                score += sign * (battle_value(world, iid) + 0.5 * max(0, value(world, iid, "attack")))
        if not guarded:
            score -= sign * UNGUARDED
        score += sign * len(s.zone("hand", owner)) * IN_HAND
    return score
