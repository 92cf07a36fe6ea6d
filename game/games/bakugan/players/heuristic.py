"""A computer player that plays sensibly from its view: rules of thumb, no search.

- Energize: the card least useful in hand (Flip cards first: they are only played when flipped).
- Select: its strongest unopened Bakugan.
- Plays: boosts on its own brawler, reductions on the opponent's; B-Power when it decides the
  brawl, Damage Rating when it is winning; keeps Energy for Flip costs while it may still take
  damage; declines plays worth less than their cost.
- Flip cards when flipped: played when they stop or soften the damage and are affordable.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Final

from game.games.bakugan.cards.catalog import Catalog, default_catalog
from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.decks import DeckList
from game.games.bakugan.players.card_value import card_play_value, steps_value
from game.games.bakugan.players.heuristic_params import DEFAULT, HeuristicParams
from game.games.bakugan.players.situation import Situation, read_situation
from game.games.bakugan.rules.actions import (
    Action,
    Activate,
    ChooseCard,
    ChooseCore,
    Decline,
    Energize,
    Pass,
    PlaceCore,
    PlayCard,
    SelectBakugan,
    ThrowBakugan,
)
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.words import Draw

DAMAGE_STEPS: Final = ("draw", "energize", "selection", "roll", "power", "victor", "damage")
# the parts of its view it reads (rules/view.py: VIEW_PARTS); its views hold only these
# (tests/ai/test_view_parts.py plays seeded games with the others absent)
HEURISTIC_VIEW_PARTS: Final = frozenset({"players", "bakugan", "batch", "known_cards", "public_cards", "may_offer"})


class HeuristicAgent:
    name = "heuristic"
    view_parts = HEURISTIC_VIEW_PARTS

    def __init__(
        self,
        seed: int = 0,
        catalog: Catalog | None = None,
        deck: DeckList | None = None,
        params: HeuristicParams = DEFAULT,
        name: str = "heuristic",
    ) -> None:
        self.name = name
        self.params = params
        self.rng = random.Random(seed)
        self.catalog = catalog if catalog is not None else default_catalog()
        self.flip_reserve = self._flip_reserve(deck)

    # ------------------------------------------------------------------ setup

    def _flip_reserve(self, deck: DeckList | None) -> int:
        """Energy worth keeping for a flipped Flip card: the typical cost of our Flip cards."""
        if deck is None:
            return 1 + self.params.reserve_shift
        costs = sorted(
            self.catalog.cards[c].cost or 0
            for c in deck.cards
            if c in self.catalog.cards and self.catalog.cards[c].type is CardType.FLIP
        )
        return (costs[len(costs) // 2] if costs else 0) + self.params.reserve_shift

    # ------------------------------------------------------------------ the protocol

    def plain_answer(self, legal: list[Action], decision: str | None) -> Action | None:
        """The choice when the legal actions and the decision's name (public: the view's
        `decision`) decide it, so no view need be made (players/agent.py: decide); None when the
        choice reads the view."""
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, PlaceCore):
            return self._place_core(legal)
        offers_play = _offers_play(legal)
        if isinstance(first, Pass) and not offers_play:
            return first
        if isinstance(first, (Energize, SelectBakugan)) or decision in ("reroll", "may"):
            return None
        if decision == "discard" and all(isinstance(a, ChooseCard) for a in legal):
            return None
        if all(isinstance(a, (ChooseCore, Decline)) for a in legal):
            cores = [a for a in legal if isinstance(a, ChooseCore)]
            return cores[0] if cores else legal[0]
        return None if offers_play else legal[0]

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        plain = self.plain_answer(legal, view.parts.decision)
        return plain if plain is not None else self.read_answer(view, legal)

    def read_answer(self, view: PlayerView, legal: list[Action]) -> Action:
        """The choice when plain_answer gave none, read from the view (players/agent.py: decide
        calls this after plain_answer, not choose, which would ask plain_answer again)."""
        first = legal[0]
        sit = read_situation(view, self.catalog)
        if isinstance(first, Energize):
            return self._energize(sit, legal)
        if isinstance(first, SelectBakugan):
            return self._select(sit, legal)
        if sit.decision == "reroll":
            return self._reroll(sit, legal)
        if sit.decision == "may":
            return self._may(view, sit, legal)
        if sit.decision == "discard" and all(isinstance(a, ChooseCard) for a in legal):
            return self._discard(sit, legal)
        return self._best_play(view, sit, legal)  # plain_answer took every other case

    # ------------------------------------------------------------------ decisions

    def _place_core(self, legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]

    def keep_value(self, sit: Situation, card_id: str) -> float:
        """How much a card in hand is worth keeping (low: energize or discard it)."""
        card = self.catalog.cards.get(card_id)
        if card is None or not card.is_encoded:
            return -1.0
        if card.type is CardType.FLIP:
            return 0.0  # only played when flipped from the deck by damage (rule 3.6.1)
        p = self.params
        if card.type is CardType.EVO:
            return p.keep_evo if card.evolves_from in self._our_names(sit) else p.keep_stray_evo
        if card.type is CardType.HERO:
            return p.keep_hero
        copies = sum(1 for _, c in sit.hand if c == card_id)
        return p.keep_base - p.keep_cost * (card.cost or 0) - p.keep_copy * (copies - 1)

    def _our_names(self, sit: Situation) -> set[str | None]:
        """Character names of our Bakugan (what our Evos evolve from), read once per situation."""
        names: set[str | None] | None = sit.memo.get("our_names")
        if names is None:
            names = sit.memo["our_names"] = {self._character_name(sit, b) for b in sit.bakugan if sit.mine(b)}
        return names

    def _character_name(self, sit: Situation, bid: int) -> str | None:
        card_id = sit.bakugan[bid].card_id
        card = self.catalog.cards.get(card_id) if card_id else None
        if card is None:
            return None
        if card.type is CardType.EVO:
            return card.evolves_from
        return card.name

    def _energize(self, sit: Situation, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if isinstance(a, Energize) and a.card is not None]
        if not options:
            return legal[0]
        if sit.energy_cards >= self.params.energy_enough:
            for action in legal:
                if isinstance(action, Energize) and action.card is None:
                    return action
        ids = sit.hand_ids()
        # the least worth keeping, then the lowest card (a loop: a key function is a slow generic call
        # from compiled code)
        best, best_key = options[0], (math.inf, 0)
        for action in options:
            key = (self.keep_value(sit, ids.get(action.card or -1, "")), action.card or 0)
            if key < best_key:
                best, best_key = action, key
        return best

    def _discard(self, sit: Situation, legal: Sequence[Action]) -> Action:
        ids = sit.hand_ids()
        choices = [a for a in legal if isinstance(a, ChooseCard)]
        return min(choices, key=lambda a: (self.keep_value(sit, ids.get(a.card, "")), a.card))

    def _select(self, sit: Situation, legal: Sequence[Action]) -> Action:
        best: SelectBakugan | None = None
        best_key = (0.0, 0)
        for action in legal:
            if not isinstance(action, SelectBakugan):
                continue
            info = sit.bakugan.get(action.bakugan)
            p = self.params
            key = (p.select_bp * info.bp + p.select_dr * info.dr, -action.bakugan) if info else (0.0, -action.bakugan)
            if best is None or key > best_key:  # the first of the strongest, as max() gives
                best, best_key = action, key
        assert best is not None
        return best

    def _reroll(self, sit: Situation, legal: Sequence[Action]) -> Action:
        throw = [a for a in legal if isinstance(a, ThrowBakugan)]
        decline = [a for a in legal if isinstance(a, Decline)]
        if sit.winning() or not throw:
            return decline[0] if decline else legal[0]
        return throw[0]

    def _may(self, view: PlayerView, sit: Situation, legal: Sequence[Action]) -> Action:
        """ "You may ...": do it when it (with what follows only if it is done) is worth at least
        what declining brings; "you may draw two, then discard two" is no gain with a good hand."""
        offer = view.may_offer()
        accept = next((a for a in legal if isinstance(a, ChooseCard)), legal[0])
        decline = next((a for a in legal if isinstance(a, Decline)), accept)
        if offer is None:
            return accept
        p = self.params
        doing = steps_value(sit, offer.accepted, offer.target, offer.own_bid, p).value
        not_doing = steps_value(sit, offer.declined, offer.target, offer.own_bid, p).value if offer.declined else 0.0
        # the deck is the player's life (1.5.1): a draw that leaves it thin costs more than a card is worth
        drawn = sum(s.effect.count for s in offer.accepted if isinstance(s.effect, Draw) and s.effect.who == "you")
        left = sit.deck_counts.get(sit.seat, 0) - drawn
        if drawn and left < p.deck_floor:
            doing -= p.deck_floor - left
        return accept if doing >= not_doing else decline

    # ------------------------------------------------------------------ plays

    def _card_of(self, view: PlayerView, sit: Situation, iid: int) -> CardDef | None:
        """Definition of a card we are offered: from our hand, the Flip card just flipped (the top of
        our discard pile, public), or a card in play (public: Heroes, open Bakugan)."""
        card_id = sit.hand_ids().get(iid)
        if card_id is not None:
            return self.catalog.cards.get(card_id)
        known = next((card_id for shown, card_id in view.parts.known_cards if shown == iid), None)
        if known is not None:  # revealed or looked at (a card played for free from a deck or a hand)
            return self.catalog.cards.get(known)
        if sit.decision == "flip":
            discard = view.parts.players[sit.seat].discard
            if discard:
                return self.catalog.cards.get(discard[-1])
        return view.public_card(iid)  # an Activate source: a Hero or face-up Bakugan in play

    def _energy_penalty(self, sit: Situation, cost: int) -> float:
        """What spending `cost` Energy now gives up."""
        key = ("energy_penalty", cost, self.flip_reserve, id(self.params))
        penalty: float | None = sit.memo.get(key)
        if penalty is None:
            penalty = sit.memo[key] = self._energy_penalty_now(sit, cost)
        return penalty

    def _energy_penalty_now(self, sit: Situation, cost: int) -> float:
        p = self.params
        left = sit.energy - cost
        if sit.step in ("play", "charge", "reset", "retract"):
            return p.energy_refund * cost  # charged again at the end of the turn (rule 5.16.1)
        penalty = p.energy_cost * cost
        may_take_damage = sit.step in DAMAGE_STEPS and sit.winning() is not True
        if may_take_damage and left < self.flip_reserve:
            penalty += p.reserve_weight * (self.flip_reserve - max(left, 0))
        return penalty

    def play_value(self, view: PlayerView, sit: Situation, action: Action) -> float:
        return self._value(view, sit, action, sit.hand_ids(), sit.decision == "play_free", {})

    def _value(
        self,
        view: PlayerView,
        sit: Situation,
        action: Action,
        hand: dict[int, str],
        free: bool,
        penalties: dict[int, float],
    ) -> float:
        """play_value with what is the same for every action of one decision handed in (`hand`:
        our hand's card ids, `free`: a free play, `penalties`: _energy_penalty by cost so far), so
        that valuing each of a decision's plays makes no call for them."""
        if isinstance(action, PlayCard):
            card_id = hand.get(action.card)
            card = self.catalog.cards.get(card_id) if card_id is not None else self._card_of(view, sit, action.card)
            if card is None:
                return -1.0
            owner = None
            target = action.target
            if target is not None and target.kind == "batch_card":
                owner = next((e.controller for e in view.parts.batch if e.eid == target.ref), None)
            # valued afresh, not kept per decision by a key: a key of seven made and hashed for
            # each play cost more than the one play in ten it found again (copies in hand are rare)
            p = self.params
            value = card_play_value(sit, card, target, owner, action.mode, p)
            if action.sacrifice is not None:
                value -= max(p.sacrifice_floor, self.keep_value(sit, hand.get(action.sacrifice, "")))
            if card.x_cost:
                value += p.x_value * action.x
            cost = 0 if free else (card.cost or 0) + action.x
            penalty = penalties.get(cost)
            if penalty is None:  # kept by cost for this decision here: not also in sit.memo by a key
                penalty = penalties[cost] = self._energy_penalty_now(sit, cost)
            return value - penalty
        if isinstance(action, (Pass, Decline)):
            return 0.0
        if isinstance(action, Activate):
            card = self._card_of(view, sit, action.card)
            if card is None or action.ability >= len(card.abilities):
                return -1.0
            ability = card.abilities[action.ability]
            own = next((b for b, info in sit.bakugan.items() if info.card_id == card.id and sit.mine(b)), None)
            est = steps_value(sit, ability.steps, action.target, own, self.params)
            return est.value - self._energy_penalty(sit, ability.activation_cost)
        return 0.0

    def _threshold(self, sit: Situation) -> float:
        """Least a play must be worth to be made rather than passing."""
        p = self.params
        if sit.step == "power":
            return p.play_threshold
        return p.flip_threshold if sit.decision == "flip" else p.other_threshold

    def _best_play(self, view: PlayerView, sit: Situation, legal: Sequence[Action]) -> Action:
        fallback: Action | None = None
        for action in legal:  # a loop, not next(generator): no generator at every play decision
            if isinstance(action, (Pass, Decline)):
                fallback = action
                break
        hand, free = sit.hand_ids(), sit.decision == "play_free"
        penalties: dict[int, float] = {}
        best_value, best_index = -math.inf, 0
        for index, action in enumerate(legal):
            value = self._value(view, sit, action, hand, free, penalties)
            if value > best_value:  # the first of the best
                best_value, best_index = value, index
        if fallback is not None and best_value < self._threshold(sit):
            return fallback
        return legal[best_index]


def _offers_play(legal: list[Action]) -> bool:
    for action in legal:  # noqa: SIM110  (a loop, not any(): no generator at every decision)
        if isinstance(action, (PlayCard, Activate)):
            return True
    return False
