"""The sharp rules of thumb: the heuristic's, but a spell is cast only when casting it is worth
the card. The heuristic casts every spell as soon as it has it (a Rockslide with no beast to hit,
a Dragon Banner with no dragon); this player tries the spell first in a world sampled from its
view and casts it only when the position it scores (strong.evaluate: lives, board, hand) is no
worse for it, and a boost to attack only when a monster of its can still attack this turn."""

from __future__ import annotations

import random
from typing import Any

from game.core import CHANCE
from game.games.battle_monsters.actions import Attack, Summon
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.players import ByKind, HeuristicPlayer
from game.games.battle_monsters.view import BmView, make_view

SETTLE_ACTIONS = 12  # a bound on the answers a spell's effect asks for (targets) before the turn goes on


class SharpPlayer(HeuristicPlayer):
    name = "sharp"
    samples_worlds = True

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.sampler = random.Random(seed + 7)

    def _summon(self, view: BmView, kinds: ByKind) -> Any:
        hand = dict(view.hand)
        pool = view._pool
        kept = [
            a
            for a in kinds.get(Summon, [])
            if not (pool[hand[a.iid]].type == "spell" and not self.worth_casting(view, a, kinds))
        ]
        return super()._summon(view, {**kinds, Summon: kept})

    def _attack(self, view: BmView, kinds: ByKind) -> Any:
        """The heuristic's choice of target, made by the weakest monster that still wins it: the
        strong ones stay for the next target, and a trap waiting face down takes the weak one."""
        chosen = super()._attack(view, kinds)
        if chosen is None:
            return None
        sights = {f.iid: f for f in view.field}
        need = -1 if chosen.target is None else _needed(view, sights[chosen.target])
        able = [a for a in kinds[Attack] if a.target == chosen.target and sights[a.iid].attack > need]
        return min(able, key=lambda a: (sights[a.iid].attack, a.iid), default=chosen)

    def worth_casting(self, view: BmView, action: Summon, kinds: ByKind) -> bool:
        from game.games.battle_monsters.strong import evaluate

        card = view._pool[dict(view.hand)[action.iid]]
        boosts_attack = any(a.stat in ("attack", "both") and a.amount > 0 for a in card.auras) or any(
            e.verb == "boost" for ability in card.abilities for e in ability.effects
        )
        if boosts_attack and Attack not in kinds:
            return False
        world = view.sample_world(self.sampler)
        before = evaluate(world, view.seat)
        world.apply_action(Summon(action.iid, "attack-visible"))
        settle(world, view.seat)
        return evaluate(world, view.seat) >= before


def _needed(view: BmView, target: Any) -> int:
    """What an attacker must beat to win against `target` as the heuristic guesses it."""
    if target.card is None:
        return 350
    if not view._pool[target.card].is_monster:
        return -1
    return int(target.attack if target.stance.startswith("attack") else target.defence)


def settle(world: BattleMonsters, seat: int) -> None:
    """Answer what the spell asks (its targets) as the heuristic would, until `seat`'s turn
    decision is back or the game is over."""
    players = [HeuristicPlayer(0), HeuristicPlayer(1)]
    for _ in range(SETTLE_ACTIONS):
        if world.over:
            return
        decision = world.pending()
        to_act = world.to_act()
        if decision is None or to_act is None or to_act == CHANCE or (decision.kind == "turn" and to_act == seat):
            return
        world.apply_action(players[to_act].choose(make_view(world, to_act, sampled=True), world.legal_actions()))
