"""How much a computer player expects to gain from playing a card or ability now.

A static reading of the card's effects (cards/bakugan/LANGUAGE.md) against the Situation: boosts count
for our Bakugan and reductions for theirs, B-Power counts most when it decides the brawl, Damage
Rating when we are winning it. Values are in rough "cards of advantage".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.players.heuristic_params import DEFAULT, HeuristicParams
from game.games.bakugan.players.situation import Situation
from game.games.bakugan.rules.actions import Target
from game.games.bakugan.words import (
    AttachCore,
    Attack,
    Boost,
    ChargeEnergy,
    Copy,
    DamageToHand,
    DestroyEnergy,
    DestroyEvo,
    DestroyHero,
    Discard,
    Draw,
    Effect,
    Energize,
    GainEnergy,
    Negate,
    RecycleDiscard,
    Reroll,
    Retract,
    ReturnToHand,
    SearchDeck,
    SetBase,
    Step,
    Stop,
    TakeControl,
    TakeCore,
    ToDeckBottom,
)

BRAWL_STEPS: Final = ("power", "victor")


@dataclass(slots=True)  # one is made for every play scored
class PlayEstimate:
    value: float = 0.0
    my_bp: int = 0  # change to our best brawler
    opp_bp: int = 0  # change to their best brawler
    my_dr: int = 0
    opp_dr: int = 0

    # Written out: the compiled core (tools/compile_core.py) compiles this one, not the one the
    # dataclass decorator would generate (tests/test_explicit_inits.py keeps the two alike).
    def __init__(self, value: float = 0.0, my_bp: int = 0, opp_bp: int = 0, my_dr: int = 0, opp_dr: int = 0) -> None:
        self.value = value
        self.my_bp = my_bp
        self.opp_bp = opp_bp
        self.my_dr = my_dr
        self.opp_dr = opp_dr


def _group_bids(sit: Situation, group: str, target: Target | None, own_bid: int | None) -> list[int]:
    bak = sit.bakugan
    if group == "selected":
        return [target.ref] if target is not None and target.kind == "bakugan" and target.ref in bak else []
    if group == "yours":
        return [b for b in bak if bak[b].controller == sit.seat]
    if group == "opposing":
        return [b for b in bak if bak[b].controller != sit.seat]
    if group == "all":
        return list(bak)
    if group == "self":
        return [own_bid] if own_bid is not None and own_bid in bak else []
    if group == "your_brawler":
        return [b.bid for b in sit.brawlers(True)]
    if group == "opposing_brawler":
        return [b.bid for b in sit.brawlers(False)]
    return []


def _players(sit: Situation, who: str, target: Target | None) -> tuple[int, int]:
    """(our count, opponents' count) of players affected."""
    opponents = len([s for s in sit.active if s != sit.seat])
    if who == "you":
        return 1, 0
    if who == "opponents":
        return 0, opponents
    if who == "each":
        return 1, opponents
    if target is not None and target.kind == "player":
        return (1, 0) if target.ref == sit.seat else (0, 1)
    return 0, 0


def effect_value(
    sit: Situation,
    est: PlayEstimate,
    effect: Effect,
    target: Target | None,
    own_bid: int | None,
    weight: float,
    p: HeuristicParams = DEFAULT,
) -> None:
    if isinstance(effect, Boost):
        raise TypeError("a Boost step is valued by steps_value")
    if isinstance(effect, SetBase):
        for bid in _group_bids(sit, effect.to, target, own_bid):
            info = sit.bakugan[bid]
            delta = (effect.bp - info.bp) if effect.bp is not None else 0
            if info.controller == sit.seat:
                est.my_bp += delta
            else:
                est.opp_bp += delta
    elif isinstance(effect, Draw):
        ours, theirs = _players(sit, effect.who, target)
        hand_room = 1.0 if len(sit.hand) < 6 else 0.3
        est.value += weight * effect.count * (p.draw * ours * hand_room - p.their_draw * theirs)
    elif isinstance(effect, Discard):
        ours, theirs = _players(sit, effect.who, target)
        est.value += weight * effect.count * (0.9 * theirs - 1.0 * ours)
    elif isinstance(effect, DestroyEnergy):
        ours, theirs = _players(sit, effect.who, target)
        est.value += weight * effect.count * (1.0 * theirs - 1.0 * ours)
    elif isinstance(effect, Attack):
        est.value += weight * p.dr_worth * effect.dr * max(1, len(sit.active) - 1)
    elif isinstance(effect, (GainEnergy,)):
        est.value += weight * 0.4 * effect.amount
    elif isinstance(effect, (Energize, ChargeEnergy, RecycleDiscard)):
        est.value += weight * 0.5
    elif isinstance(effect, (SearchDeck, ReturnToHand, ToDeckBottom)):
        est.value += weight * 0.8
    elif isinstance(effect, (DestroyHero, TakeControl)):
        est.value += weight * 2.5
    elif isinstance(effect, Negate):
        est.value += weight * 3.0  # target side checked by the caller
    elif isinstance(effect, Copy):
        est.value += weight * 1.5
    elif isinstance(effect, Stop):
        est.value += weight * stop_value(sit, effect, p)
    elif isinstance(effect, DamageToHand):
        origin = sit.damage_origin()
        est.value += weight * (0.6 * max(1, origin.dr) if origin is not None and sit.decision == "flip" else -1.0)
    elif isinstance(effect, Retract):
        for bid in _group_bids(sit, effect.to, target, own_bid):
            info = sit.bakugan[bid]
            if info.in_brawl and info.open:
                if info.controller == sit.seat:
                    est.my_bp -= 10_000
                else:
                    est.opp_bp -= 10_000
    elif isinstance(effect, Reroll):
        missed = sit.best_bp(True) is None
        if effect.who == "you":
            est.value += weight * (3.0 if missed else -2.0)
        else:
            est.value += weight * (3.0 if sit.best_bp(False) is not None else -1.0)
    elif isinstance(effect, DestroyEvo):
        for bid in _group_bids(sit, effect.to, target, own_bid):
            est.value += weight * (-2.0 if sit.mine(bid) else 2.0)
    elif isinstance(effect, AttachCore):
        est.value += weight * 0.8
    elif isinstance(effect, (TakeCore,)):
        est.value += weight * 1.0
    else:
        est.value += weight * 0.3


def stop_value(sit: Situation, effect: Stop, p: HeuristicParams = DEFAULT) -> float:
    """Worth of stopping the damage now: the damage still to come, if the Stop matches its origin
    (the same test as the engine's, made on what the view shows)."""
    if sit.decision != "flip":
        return -1.0
    origin = sit.damage_origin()
    if origin is None:
        return 1.0  # an attack effect: no origin Bakugan to test; assume a plain Stop works
    if effect.holding:
        matches = bool(set(origin.holding) & set(effect.holding))
    elif not effect.factions:
        matches = True
    else:
        named = {f.value for f in effect.factions}
        overlap = bool(set(origin.factions) & named)
        matches = not overlap if effect.exclude else overlap
    if not matches:
        return -2.0  # does nothing: keep the Energy for a Flip card that does
    return p.stop_base + p.stop_dr * max(1, origin.dr)


def _brawl_value(sit: Situation, est: PlayEstimate, p: HeuristicParams) -> float:
    """B-Power and Damage Rating changes, judged by who wins the brawl after the play."""
    if sit.step not in BRAWL_STEPS:
        return 0.0
    before = sit.winning()
    after = sit.winning(est.my_bp, est.opp_bp)
    value = 0.0
    if sit.step == "power":
        if after and not before:
            value += p.decides_brawl
        elif before and after is False:
            value -= p.decides_brawl
    winning = after if sit.step == "power" else before
    if winning:
        value += p.dr_worth * est.my_dr - p.their_dr_winning * p.dr_worth * est.opp_dr
    elif winning is False:
        value -= p.dr_worth * est.opp_dr  # a reduction of their Damage Rating (negative opp_dr) saves cards
    return value


def steps_value(
    sit: Situation,
    steps: tuple[Step, ...],
    target: Target | None,
    own_bid: int | None,
    p: HeuristicParams = DEFAULT,
) -> PlayEstimate:
    est = PlayEstimate()
    bak = sit.bakugan
    seat = sit.seat
    for step in steps:
        weight = p.condition_weight if step.condition is not None else 1.0
        effect = step.effect
        if not isinstance(effect, Boost):
            effect_value(sit, est, effect, target, own_bid, weight, p)
            continue
        # a Boost, valued here only (most plays; _group_bids's "selected" written out: no calls for
        # each play valued)
        if effect.to != "selected":
            bids = _group_bids(sit, effect.to, target, own_bid)
        elif target is not None and target.kind == "bakugan" and target.ref in bak:
            bids = [target.ref]
        else:
            continue  # no Bakugan selected: nothing boosted
        for bid in bids:
            info = bak[bid]
            mine = info.controller == seat
            sign = 1.0 if mine else -1.0
            if info.in_brawl and info.open:
                if mine:
                    est.my_bp += effect.bp
                    est.my_dr += effect.dr
                else:
                    est.opp_bp += effect.bp
                    est.opp_dr += effect.dr
                est.value += sign * weight * (effect.bp / 100.0 * p.bp_worth + p.keyword * len(effect.keywords))
            elif effect.lasting:
                est.value += (
                    sign
                    * weight
                    * (effect.bp / 100.0 * p.lasting_bp + effect.dr * p.lasting_dr + p.keyword * len(effect.keywords))
                )
            est.value += sign * weight * effect.frost * 0.2
    if sit.step in BRAWL_STEPS:  # _brawl_value is 0 in other steps
        est.value += _brawl_value(sit, est, p)
    return est


def card_play_value(
    sit: Situation,
    card: CardDef,
    target: Target | None,
    batch_owner: int | None,
    mode: int = 0,
    p: HeuristicParams = DEFAULT,
) -> float:
    """The gain from playing `card` at `target` now (before paying its cost)."""
    if card.type is CardType.EVO:
        value = p.evo_base + (card.dr or 0) * 0.8 + (card.bp or 0) / 100.0 * 0.3
        if target is not None and target.kind == "bakugan" and target.ref in sit.bakugan:
            info = sit.bakugan[target.ref]
            in_brawl = info.in_brawl and info.open
            est = PlayEstimate(my_bp=card.bp or 0, my_dr=card.dr or 0) if in_brawl else PlayEstimate()
            value += _brawl_value(sit, est, p)
        return value
    if card.type is CardType.HERO:
        return p.hero
    if card.play is None:
        return 0.0
    play = card.play
    est = steps_value(sit, play.mode_steps(mode) if play.modes else play.steps, target, None, p)
    value = est.value
    if target is not None and target.kind == "batch_card" and batch_owner == sit.seat:
        value -= 6.0  # never negate or copy our own entry
    return value
