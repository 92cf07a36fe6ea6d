"""Computer players for Fusion World: `random`, `heuristic` (a greedy plan: charge the card it
needs least, play the strongest card it can pay for, attack the Leader when the numbers favour
it, combo only when that changes who wins the battle) and `search` (flat Monte Carlo over
sample_world, heuristic play-outs)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Final

from game.core import IllegalAction
from game.games.fusion_world.actions import (
    Activate,
    Attack,
    Awaken,
    Block,
    Charge,
    ChooseTarget,
    Combo,
    Counter,
    Discard,
    EndMain,
    PlayCard,
    Proceed,
    Redraw,
    ResolveFirst,
    TakeLife,
    UseExtra,
)
from game.games.fusion_world.view import FwView
from game.games.fusion_world.words import Ability, Effect
from game.sim import limits

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld

FW_PLAYERS: Final = ("random", "heuristic", "search", "mcts")
USUAL_LEVEL: Final = "heuristic"  # a computer seat at the table: the usual player
STRONG_LEVEL: Final = "mcts"  # and the strong one (game/games/fusion_world/mcts.py)


class RandomFwPlayer:
    name = "random"
    samples_worlds = False  # its views need no copy of the state (game/core/play.py)

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: FwView, legal: list[Any]) -> Any:
        return legal[self.rng.randrange(len(legal))]


class HeuristicFwPlayer:
    name = "heuristic"
    samples_worlds = False  # its views need no copy of the state (game/core/play.py)
    takes_a_lone_action = True  # every branch of choose returns legal[0] then (its rng only splits attacks)

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: FwView, legal: list[Any]) -> Any:
        first = legal[0]
        if isinstance(first, Redraw):
            return self._redraw(view, legal)
        if isinstance(first, Charge):
            return self._charge(view, legal)
        if isinstance(first, Counter):
            return self._counter(view, legal)
        if isinstance(first, ChooseTarget):
            return self._target(view, legal)
        if isinstance(first, Discard):
            return min(legal, key=lambda a: sum(view.card(i).cost * 10 + view.card(i).power // 5000 for i in a.cards))
        if isinstance(first, Block):
            return self._block(view, legal)
        if isinstance(first, (ResolveFirst, TakeLife)):
            return first
        if any(isinstance(a, EndMain) for a in legal):
            return self._main(view, legal)
        return self._step(view, legal)

    def _redraw(self, view: FwView, legal: list[Any]) -> Any:
        """Return the cards costing 4 or more (keep a curve of cheap cards)."""
        hand = view.me.hand if isinstance(view.me.hand, tuple) else ()
        heavy = tuple(sorted(i for i in hand if view.card(i).cost >= 4))
        for action in legal:
            if tuple(sorted(action.cards)) == heavy:
                return action
        return legal[0]

    def _charge(self, view: FwView, legal: list[Any]) -> Any:
        if len(view.me.energy) >= 7:
            return legal[0]
        cards = [a for a in legal if a.card is not None]
        if not cards:
            return legal[0]
        # charge the extra card or the costliest duplicate first: keep playable battle cards
        return max(cards, key=lambda a: (view.card(a.card).kind == "extra", view.card(a.card).cost))

    def _block(self, view: FwView, legal: list[Any]) -> Any:
        if view.battle is None or len(legal) == 1:
            return legal[0]
        _attacker, target = view.battle
        if target == view.leader(view.seat) and view.me.life <= 5:
            return max(legal[1:], key=lambda a: power_of(view, a.blocker))
        return legal[0]

    def _counter(self, view: FwView, legal: list[Any]) -> Any:
        """Counter:Play whenever it can (a cancel, or a card's worth for little); Counter:Attack
        when the attack would damage the Leader; Counter:Counter when the counter it answers
        would cancel this player's play, attack or counter."""
        if len(legal) == 1 or view.window == "play":
            return legal[-1]
        if view.window == "attack":
            if view.battle is None:
                return legal[0]
            attacker, target = view.battle
            hits = target == view.leader(view.seat) and power_of(view, attacker) >= power_of(view, target)
            return legal[-1] if hits else legal[0]
        theirs = [i for i in view.resolving if view.owner(i) != view.seat]
        cancels = any(e.kind.startswith("negate_") for i in theirs for a in view.card(i).abilities for e in a.effects)
        return legal[-1] if cancels else legal[0]

    def _target(self, view: FwView, legal: list[Any]) -> Any:
        """The opponent's card the effect reaches last in the list (as before the own-card words);
        of one's own: the weakest to KO, the strongest to ready or pump (the one in the battle
        first), the costliest card to take back from the drop area."""
        chosen = [a for a in legal if a.card is not None]
        if not chosen:
            return legal[0]
        own = view.owner(chosen[0].card) == view.seat
        if not own:
            return legal[-1]
        if view.choosing == "recover":
            return max(chosen, key=lambda a: (view.card(a.card).cost, view.card(a.card).power))
        if view.choosing == "ko":
            return min(chosen, key=lambda a: power_of(view, a.card))
        fighting = [a for a in chosen if view.battle is not None and a.card in view.battle]
        return fighting[0] if fighting else max(chosen, key=lambda a: power_of(view, a.card))

    def _main(self, view: FwView, legal: list[Any]) -> Any:
        by_kind: dict[type, list[Any]] = {}  # one pass over the list; each kind's in the list's order
        for action in legal:
            by_kind.setdefault(type(action), []).append(action)  # no action class has subclasses
        for kind in (Awaken, UseExtra, Activate):
            picks = [a for a in by_kind.get(kind, ()) if worth_it(view, a)]
            free = [a for a in picks if not isinstance(a, Activate) or a.cost_card is None]
            if free:
                return free[0]
            if picks:  # only KO costs left: the weakest card pays
                return min(picks, key=lambda a: power_of(view, getattr(a, "cost_card", 0) or 0))
        plays = by_kind.get(PlayCard)
        if plays:
            return max(plays, key=lambda a: (view.card(a.card).power, a.onto is not None))
        attacks = by_kind.get(Attack)
        if attacks:
            power = powers(view)  # each card's power on the table, read once for every comparison
            leader = view.leader(1 - view.seat)
            on_leader = [a for a in attacks if a.target == leader]
            # attack with the strongest card first; KO a strong active Blocker if the numbers allow
            best = max(attacks, key=lambda a: power.get(a.attacker, 0))
            strong = [a for a in attacks if a.target != leader and power.get(a.attacker, 0) >= power.get(a.target, 0)]
            if strong and self.rng.random() < 0.3:
                return max(strong, key=lambda a: power.get(a.target, 0))
            return max(on_leader, key=lambda a: power.get(a.attacker, 0)) if on_leader else best
        return by_kind[EndMain][0]

    def _step(self, view: FwView, legal: list[Any]) -> Any:
        proceed = next(a for a in legal if isinstance(a, Proceed))
        if view.battle is None:
            return proceed
        attacker, target = view.battle
        mine_attacking = view.owner(attacker) == view.seat
        mine = power_of(view, attacker if mine_attacking else target) + combo_of(view, view.me)
        theirs = power_of(view, target if mine_attacking else attacker) + combo_of(view, view.them)
        winning = mine >= theirs if mine_attacking else mine > theirs
        if winning:
            return proceed
        if not mine_attacking and target != view.leader(view.seat):
            return proceed  # let a battle card go rather than spend the hand on it
        if not mine_attacking and view.me.life > 5:
            return proceed
        boosts = [a for a in legal if isinstance(a, (UseExtra, Activate, Awaken)) and worth_it(view, a, battle=True)]
        if boosts:
            return boosts[0]
        combos = [a for a in legal if isinstance(a, Combo)]
        if combos:
            return max(combos, key=lambda a: (view.card(a.card).combo_power, view.in_my_hand(a.card)))
        return proceed


def _ability_of(view: FwView, action: Any) -> Ability | None:
    if isinstance(action, UseExtra):
        card = view.card(action.card)
        return next((a for a in card.abilities if a.timing.startswith("activate")), None)
    if isinstance(action, Activate):
        card = view.card(action.source)
        index = int(action.key[1:])
        if action.key[0] == "b" and card.awakened is not None:
            return card.awakened.abilities[index]
        return card.abilities[index]
    return None


def worth_it(view: FwView, action: Any, *, battle: bool = False) -> bool:
    """Whether an ability is worth using now: its KO cost spends a weak card (10000 power or
    less), a card it takes back or makes discard is there, a discard of one's own leaves a hand;
    in a battle, only abilities that add power or remove a card help. Abilities of the first pool
    (none of these words) are always worth it, as they were."""
    ability = _ability_of(view, action)
    if ability is None:
        return True
    if isinstance(action, Activate) and action.cost_card is not None and power_of(view, action.cost_card) > 10000:
        return False
    hand = view.me.hand if isinstance(view.me.hand, tuple) else ()
    if battle and not any(e.kind in ("power", "ko", "exhaust", "bounce") for e in ability.effects):
        return False
    return all(_effect_worth(view, e, len(hand)) for e in ability.effects)


def _effect_worth(view: FwView, effect: Effect, hand: int) -> bool:
    if effect.kind == "recover":
        return any(
            (not effect.trait or effect.trait in view._pool[c].traits)
            and (not effect.name or effect.name == view._pool[c].name)
            for c in view.me.drop
        )
    if effect.kind == "discard":
        return hand > effect.amount + 1 if effect.whose == "you" else view.them.hand != 0
    return True


def powers(view: FwView) -> dict[int, int]:
    """The power of every Leader and battle card the view shows (`power_of` of each, 0 for others)."""
    found: dict[int, int] = {}
    for side in view.sides:
        found[side.leader.iid] = side.leader.power
        for sight in side.battle:
            found[sight.iid] = sight.power
    return found


def power_of(view: FwView, iid: int) -> int:
    for side in view.sides:  # each side's Leader, then its battle cards (no tuple of them made)
        if side.leader.iid == iid:
            return side.leader.power
        for sight in side.battle:
            if sight.iid == iid:
                return sight.power
    return 0


def combo_of(view: FwView, side: Any) -> int:
    return sum(view.card(c.iid).combo_power for c in side.combo)


class SearchFwPlayer:
    """Flat Monte Carlo over sampled worlds: each legal action is tried in `rollouts` worlds
    consistent with the view (`sample_world`), played on by heuristic players to the end of the
    opponent's next turn, and scored (a win or loss, else life, hand and board); the best mean
    wins. Only decisions about playing, attacking and combos are searched."""

    name = "search"
    samples_worlds = True

    def __init__(self, seed: int = 0, rollouts: int = 4) -> None:
        self.rng = random.Random(seed)
        self.rollouts = rollouts
        self.fallback = HeuristicFwPlayer(seed)

    def choose(self, view: FwView, legal: list[Any]) -> Any:
        if len(legal) == 1 or len(legal) > 12 or not any(isinstance(a, (Attack, PlayCard, Combo)) for a in legal):
            return self.fallback.choose(view, legal)
        scores = []
        for action in legal:
            wins = 0.0
            for _ in range(self.rollouts):
                world = view.sample_world(self.rng)
                try:
                    world.apply_action(action)
                except IllegalAction:  # the sampled world may refuse it (a different hidden card)
                    continue
                wins += self._rollout(world, view.seat, view.turn)
            scores.append(wins)
        return legal[max(range(len(legal)), key=lambda k: scores[k])]

    def _rollout(self, world: FusionWorld, seat: int, turn: int) -> float:
        players = [HeuristicFwPlayer(self.rng.randrange(1 << 30)) for _ in (0, 1)]
        for _ in range(HORIZON_ACTIONS):
            who = world.to_act()
            if world.over or who is None or world.core.turn > turn + 1:
                break
            world.apply_action(players[who].choose(world.player_view(who, False), world.legal_actions()))
        return score(world, seat)


HORIZON_ACTIONS: Final = 400


def score(world: FusionWorld, seat: int) -> float:
    """A position's worth to `seat`: 100 for a win; else life, then cards in hand, then board power."""
    if world.over:
        return 100.0 * world.returns()[seat]
    s = world.state
    value = 0.0
    for side, sign in ((seat, 1.0), (1 - seat, -1.0)):
        board = sum(world.power(i) for i in s.zone("battle", side))
        value += sign * (len(s.zone("life", side)) + 0.3 * len(s.zone("hand", side)) + board / 40_000)
    return value


def make_fw_player(name: str, seed: int) -> Any:
    base, colon, arg = name.partition(":")
    if base == "random":
        return RandomFwPlayer(seed)
    if base == "heuristic":
        return HeuristicFwPlayer(seed)
    if base == "search":
        return SearchFwPlayer(seed, limits.worlds(arg, base) if colon else 4)
    if base == "mcts":
        from game.games.fusion_world.mcts import DEFAULT_ITERATIONS, MctsFwPlayer

        return MctsFwPlayer(seed, limits.iterations(arg, base) if colon else DEFAULT_ITERATIONS)
    raise ValueError(f"unknown Fusion World player {name!r} (players: {', '.join(FW_PLAYERS)})")


def check_fw_player(name: str) -> None:
    """ValueError naming what is wrong with a player's name or its number (`mcts:abc`, `search:0`)."""
    base, colon, _ = name.partition(":")
    if colon and base not in ("search", "mcts"):
        raise ValueError(f"{name!r}: only search:WORLDS and mcts:ITERATIONS take a number")
    make_fw_player(name, 0)
