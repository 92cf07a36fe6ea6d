"""Computer players for Battle Monsters. Each acts on its seat's view only."""

from __future__ import annotations

import random
from typing import Any

from game.games.battle_monsters.actions import (
    AnswerDraw,
    Attack,
    ChooseTarget,
    Discard,
    Draw,
    OfferDraw,
    Reveal,
    Skip,
    Summon,
    Switch,
    ToGraveyard,
)
from game.games.battle_monsters.card_model import BmCard
from game.games.battle_monsters.view import BmView, FieldSight

ByKind = dict[type, list[Any]]  # the legal actions by their class, each list in the order given


def graveyard_preference(card: BmCard) -> tuple[bool, int]:
    """The computer's order for the cards it chooses for the graveyard (rule 2.4), the most wanted
    highest: revivable monsters are worth having there; among them the weakest."""
    return card.is_monster, -card.attack


class RandomPlayer:
    name = "random"
    samples_worlds = False  # its views need no copy of the state (game/core/play.py)

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: BmView, legal: list[Any]) -> Any:
        offers = [a for a in legal if not isinstance(a, (OfferDraw, AnswerDraw))] or legal
        return self.rng.choice(offers)


class HeuristicPlayer:
    """Rules of thumb: spells face up at once, traps face down, strong monsters upright and
    weak ones guarding; attack only what it beats; draw as the action while it can."""

    name = "heuristic"
    samples_worlds = False  # its views need no copy of the state (game/core/play.py)

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: BmView, legal: list[Any]) -> Any:
        pool = view._pool
        kinds = by_kind(legal)
        if AnswerDraw in kinds:
            return AnswerDraw(False)
        cards = kinds.get(ToGraveyard)
        if cards:
            return max(cards, key=lambda a: graveyard_preference(pool[a.card]))
        targets = kinds.get(ChooseTarget)
        if targets:
            return self._target(view, targets)
        action = self._attack(view, kinds)  # called one by one: compiled, a tuple of them cost generic calls
        if action is None:
            action = self._summon(view, kinds)
        if action is None:
            action = self._reveal(view, kinds)
        if action is not None:
            return action
        if Draw in kinds:
            return Draw()
        return Skip() if Skip in kinds else kinds[Discard][0]

    def _target(self, view: BmView, targets: list[ChooseTarget]) -> Any:
        sights = {f.iid: f for f in view.field}
        if view.choosing == "discard":  # its own hand: the card worth least
            hand = dict(view.hand)
            return min(
                targets,
                key=lambda a: view._pool[hand[a.iid]].attack + view._pool[hand[a.iid]].defence if a.iid in hand else 0,
            )

        def score(action: ChooseTarget) -> tuple[int, int]:
            seen = sights.get(action.iid)
            if seen is None:  # a graveyard card: the strongest
                cid = dict(view.graveyards[view.seat]).get(action.iid)
                return (1, view._pool[cid].attack if cid else 0)
            theirs = seen.owner != view.seat
            return (1 if theirs else 0, seen.attack + seen.defence)

        return max(targets, key=score)

    def _attack(self, view: BmView, kinds: ByKind) -> Any:
        attacks: list[Attack] = kinds.get(Attack, [])
        if not attacks:
            return None
        direct = [a for a in attacks if a.target is None]
        if direct:
            return direct[0]
        sights = {f.iid: f for f in view.field}
        best: tuple[int, Any] | None = None
        for action in attacks:
            mine = sights[action.iid].attack
            target = sights[action.target] if action.target is not None else None
            if target is None:
                continue
            theirs = _battle_value(target)
            if target.card is None:
                theirs = 350  # a face-down card: guess an average monster
            elif not view._pool[target.card].is_monster:
                theirs = -1  # a spell or trap in a stance that can be attacked: it just goes
            if mine > theirs:
                gain = theirs + 1000
                if best is None or gain > best[0]:
                    best = (gain, action)
        return best[1] if best else None

    def _summon(self, view: BmView, kinds: ByKind) -> Any:
        pool = view._pool
        summons: list[Summon] = kinds.get(Summon, [])
        if not summons or len(view.mine()) >= 6:
            return None
        hand = dict(view.hand)

        def worth(action: Summon) -> int:
            card = pool[hand[action.iid]]
            return card.attack + card.defence if card.is_monster else 500

        action = summons[0]  # max(summons, key=worth), each card's worth once (its summons come together)
        best, last = worth(action), action.iid
        for other in summons:
            if other.iid != last:
                last = other.iid
                value = worth(other)
                if value > best:
                    action, best = other, value
        card = pool[hand[action.iid]]
        if card.type == "trap":
            stance = "attack-invisible"
        elif card.type == "spell":
            stance = "attack-visible"
        else:
            stance = "attack-visible" if card.attack >= card.defence else "defence-visible"
        return Summon(action.iid, stance)

    def _reveal(self, view: BmView, kinds: ByKind) -> Any:
        reveals: list[Reveal] = kinds.get(Reveal, [])
        switches: list[Switch] = kinds.get(Switch, [])
        if not reveals and not switches:
            return None
        mine = {f.iid: f for f in view.mine()}
        for action in reveals:
            card = mine[action.iid].card
            if card is not None and view._pool[card].type == "spell":
                return action
        for switch in switches:
            seen = mine.get(switch.iid)
            if (
                seen
                and seen.card
                and view._pool[seen.card].is_monster
                and seen.stance == "defence-visible"
                and seen.attack > seen.defence
            ):
                return switch
        return None


def by_kind(legal: list[Any]) -> ByKind:
    """The legal actions by their class (the players' choices read one class at a time: a pass
    over the whole list for each cost a tenth of a decision), each list in the order given."""
    kinds: ByKind = {}
    last: type | None = None
    group: list[Any] = []
    for action in legal:
        kind = type(action)
        if kind is not last:  # a class's actions mostly come together: its list looked up once a run
            last = kind
            found = kinds.get(kind)
            if found is None:
                found = kinds[kind] = []
            group = found
        group.append(action)
    return kinds


def _battle_value(sight: FieldSight) -> int:
    return sight.attack if sight.stance.startswith("attack") else sight.defence


PLAYERS: dict[str, type[RandomPlayer] | type[HeuristicPlayer]] = {"random": RandomPlayer, "heuristic": HeuristicPlayer}
USUAL_LEVEL = "heuristic"  # a computer seat at the table: the usual player
STRONG_LEVEL = "strong"  # and the strong one (game/games/battle_monsters/strong.py)
