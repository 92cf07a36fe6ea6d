"""Words of the card language added for cards the first words could not write (issue 21).

Each is an `Effect` like those in game/effects/ and registers itself in EFFECT_KINDS; the engine
carries them out through the methods of `WordsContext` (game/rules/effect_ctx_words.py).

    mill: {count: 2, who: you}                      put the top N cards of a deck into the discard pile
    discard_every: {who, cost, card_type, faction}  discard every card in hand that matches
    destroy_every: {who, zone: heroes|energy, cost, card_type, faction}
                                                    destroy every Hero (or Energy card) in play that matches
    from_discard: {to: hand|deck_top|deck, types, faction, max_cost, optional}
                                                    choose a card in your discard pile and move it
    negate_core: {}                                 negate a BakuCore the selected Bakugan holds: it goes
                                                    back to the field (6.10.2)
    destroy_energy_chosen: {who}                    destroy an Energy card of those players, the effect's
                                                    controller choosing a charged or an uncharged one
    divide_boost: {bp, dr, to, amount}              "+X divided as you choose" among a group of Bakugan
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, cast

from game.cardmodel import CardDef, Faction
from game.effects.cards_energy import PLAYER_TEXT, _count_words, _player_group
from game.effects.context import EffectContext
from game.effects.effect import GROUP_TEXT, GROUPS, Effect, _player_selection
from game.effects.steps import EFFECT_KINDS, EFFECT_NAMES
from game.effects.words import SpecError, _choice, _expect_bool, _expect_int, _factions, _join_or, _no_extra

CARD_TYPES = ("Action", "Flip", "Hero", "Evo", "Character")


class WordsContext(EffectContext, Protocol):
    """What the engine does for these words (implemented by EngineContext)."""

    def mill(self, seat: int, count: int) -> None: ...
    def discard_every(self, seat: int, which: CardFilter) -> None: ...
    def destroy_every(self, seat: int, zone: str, which: CardFilter) -> None: ...
    def pick_from_discard(self, seat: int, spec: FromDiscard) -> None: ...
    def negate_core(self, bid: int) -> None: ...
    def destroy_chosen_energy(self, seat: int) -> None: ...
    def divide_boost(self, spec: DivideBoost, bids: list[int], times: int) -> None: ...


def _words(ctx: EffectContext) -> WordsContext:
    return cast("WordsContext", ctx)  # the engine's context implements both protocols


@dataclass(frozen=True)
class CardFilter:
    """Which cards: a printed cost (exactly), card types, factions; empty means any."""

    cost: int | None = None
    card_types: tuple[str, ...] = ()
    factions: tuple[Faction, ...] = ()

    @classmethod
    def parse(cls, params: dict[str, Any], what: str) -> CardFilter:
        types = params.get("card_type", [])
        types = [types] if isinstance(types, str) else types
        if not isinstance(types, list):
            raise SpecError(f"{what} card_type is a card type or a list of them")
        return cls(
            cost=_expect_int(params["cost"], f"{what} cost") if "cost" in params else None,
            card_types=tuple(_choice(t, CARD_TYPES, f"{what} card_type") for t in types),
            factions=_factions(params["faction"], f"{what} faction") if "faction" in params else (),
        )

    def matches(self, card: CardDef) -> bool:
        if self.cost is not None and (0 if card.x_cost else card.cost or 0) != self.cost:
            return False  # an X cost counts as zero outside the batch (1.8.1)
        if self.card_types and card.type.value not in self.card_types:
            return False
        return not self.factions or bool(set(self.factions) & set(card.factions))

    def words(self, noun: str = "card") -> str:
        kinds = _join_or(list(self.card_types)) + " " if self.card_types else ""
        faction = _join_or([f.value for f in self.factions]) + " " if self.factions else ""
        cost = f" with cost {self.cost}" if self.cost is not None else ""
        return f"{faction}{kinds}{noun}{cost}"


@dataclass(frozen=True)
class Mill(Effect):
    """The top cards of a deck go to its owner's discard pile (not damage: no Flip card is offered)."""

    count: int = 1
    who: str = "you"

    @classmethod
    def parse(cls, params: Any) -> Mill:
        if isinstance(params, int) and not isinstance(params, bool):
            params = {"count": params}
        if not isinstance(params, dict):
            raise SpecError("mill takes a count or a mapping with count and who")
        _no_extra(params, {"count", "who"}, "mill")
        return cls(count=_expect_int(params.get("count", 1), "mill count"), who=_player_group(params, "you", "mill"))

    def selection_kind(self) -> str | None:
        return _player_selection(self, self.who)

    def uses_selected(self) -> bool:
        return self.who == "selected"

    def describe(self) -> str:
        top = "the top card" if self.count == 1 else f"the top {_count_words(self.count, 'card').split(' ')[0]} cards"
        whose = "your" if self.who == "you" else "their"
        verb = "put" if self.who == "you" else "puts"
        return f"{PLAYER_TEXT[self.who]} {verb} {top} of {whose} deck into {whose} discard pile"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.start_tally()
        for seat in ctx.players(self.who):
            _words(ctx).mill(seat, self.count)


@dataclass(frozen=True)
class DiscardEvery(Effect):
    """Those players discard every card in their hand that matches (no choice)."""

    who: str = "you"
    which: CardFilter = CardFilter()

    @classmethod
    def parse(cls, params: Any) -> DiscardEvery:
        if not isinstance(params, dict):
            raise SpecError("discard_every takes a mapping: who, cost, card_type, faction")
        _no_extra(params, {"who", "cost", "card_type", "faction"}, "discard_every")
        return cls(who=_player_group(params, "you", "discard_every"), which=CardFilter.parse(params, "discard_every"))

    def selection_kind(self) -> str | None:
        return _player_selection(self, self.who)

    def uses_selected(self) -> bool:
        return self.who == "selected"

    def describe(self) -> str:
        verb = "discard" if self.who == "you" else "discards"
        whose = "your" if self.who == "you" else "their"
        return f"{PLAYER_TEXT[self.who]} {verb} every {self.which.words()} in {whose} hand"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.start_tally()
        for seat in ctx.players(self.who):
            _words(ctx).discard_every(seat, self.which)


DESTROY_ZONES = ("heroes", "energy")


@dataclass(frozen=True)
class DestroyEvery(Effect):
    """Every Hero (or Energy card) those players have in play that matches is destroyed."""

    who: str = "each"
    zone: str = "heroes"
    which: CardFilter = CardFilter()

    @classmethod
    def parse(cls, params: Any) -> DestroyEvery:
        if not isinstance(params, dict):
            raise SpecError("destroy_every takes a mapping: who, zone, cost, card_type, faction")
        _no_extra(params, {"who", "zone", "cost", "card_type", "faction"}, "destroy_every")
        return cls(
            who=_player_group(params, "each", "destroy_every"),
            zone=_choice(params.get("zone", "heroes"), DESTROY_ZONES, "destroy_every zone"),
            which=CardFilter.parse(params, "destroy_every"),
        )

    def selection_kind(self) -> str | None:
        return _player_selection(self, self.who)

    def uses_selected(self) -> bool:
        return self.who == "selected"

    def describe(self) -> str:
        noun = "Hero card" if self.zone == "heroes" else "Energy card"
        if self.zone == "energy" and (self.which.card_types or self.which.cost is not None or self.which.factions):
            noun = f"Energy card that is {self.which.words('card')} printed"
            noun = noun.replace("that is card", "that is any card")
        elif self.zone == "heroes":
            noun = CardFilter(self.which.cost, (), self.which.factions).words("Hero card")
        where = {"each": "in play", "you": "you control", "opponents": "your opponents control"}.get(
            self.who, "that player controls"
        )
        return f"destroy every {noun} {where}"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.start_tally()
        for seat in ctx.players(self.who):
            _words(ctx).destroy_every(seat, self.zone, self.which)


FROM_DISCARD_TO = ("hand", "deck_top", "deck")


@dataclass(frozen=True)
class FromDiscard(Effect):
    """You choose a card in your discard pile (open to all) and it goes to your hand, the top of
    your deck, or into your deck (then shuffled). To play one for free: play_free from: discard."""

    to: str = "hand"
    which: CardFilter = CardFilter()
    optional: bool = False

    @classmethod
    def parse(cls, params: Any) -> FromDiscard:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("from_discard takes a mapping: to, cost, card_type, faction, optional")
        _no_extra(params, {"to", "cost", "card_type", "faction", "optional"}, "from_discard")
        return cls(
            to=_choice(params.get("to", "hand"), FROM_DISCARD_TO, "from_discard to"),
            which=CardFilter.parse(params, "from_discard"),
            optional=_expect_bool(params.get("optional", False), "from_discard optional"),
        )

    def describe(self) -> str:
        where = {
            "hand": "into your hand",
            "deck_top": "on top of your deck",
            "deck": "into your deck, then shuffle your deck",
        }[self.to]
        verb = "you may put" if self.optional else "put"
        return f"choose {_article(self.which.words())} in your discard pile; {verb} it {where}"

    def resolve(self, ctx: EffectContext) -> None:
        _words(ctx).pick_from_discard(ctx.controller, self)


@dataclass(frozen=True)
class NegateCore(Effect):
    """Negate a BakuCore the selected Bakugan holds: it returns to the field and its bonus ends
    (rule 6.10.2); the effect's controller places it (4.7.3)."""

    @classmethod
    def parse(cls, params: Any) -> NegateCore:
        if params not in (None, {}, True):
            raise SpecError("negate_core takes no parameters (it uses the card's select: bakugan)")
        return cls()

    def uses_selected(self) -> bool:
        return True

    def describe(self) -> str:
        return "negate a BakuCore it holds (the BakuCore goes back to the field)"

    def resolve(self, ctx: EffectContext) -> None:
        for bid in ctx.selected_bakugan():
            _words(ctx).negate_core(bid)


@dataclass(frozen=True)
class DestroyChosenEnergy(Effect):
    """Destroy one Energy card of each of those players; the effect's controller chooses which
    (a charged or an uncharged one: Energy cards are alike otherwise)."""

    who: str = "opponents"

    @classmethod
    def parse(cls, params: Any) -> DestroyChosenEnergy:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("destroy_energy_chosen takes nothing or {who}")
        _no_extra(params, {"who"}, "destroy_energy_chosen")
        return cls(who=_player_group(params, "opponents", "destroy_energy_chosen"))

    def selection_kind(self) -> str | None:
        return _player_selection(self, self.who)

    def uses_selected(self) -> bool:
        return self.who == "selected"

    def describe(self) -> str:
        has = {"opponents": "each opponent has", "selected": "that player has", "you": "you have"}
        return f"destroy an Energy card {has.get(self.who, 'each player has')}, one of your choice"

    def resolve(self, ctx: EffectContext) -> None:
        for seat in ctx.players(self.who):
            _words(ctx).destroy_chosen_energy(seat)


@dataclass(frozen=True)
class DivideBoost(Effect):
    """ "+X divided as you choose": for each Energy paid for X (or `amount` times), the player gives
    one Bakugan of the group +bp / +dr, one at a time, as the card completes (a `divide` decision)."""

    bp: int = 100
    dr: int = 0
    to: str = "yours"
    amount: int = 0  # 0: X, the energy paid for it (1.8.1)

    @classmethod
    def parse(cls, params: Any) -> DivideBoost:
        if not isinstance(params, dict):
            raise SpecError("divide_boost takes a mapping: bp, dr, to, amount")
        _no_extra(params, {"bp", "dr", "to", "amount"}, "divide_boost")
        effect = cls(
            bp=_expect_int(params.get("bp", 0), "divide_boost bp"),
            dr=_expect_int(params.get("dr", 0), "divide_boost dr"),
            to=_choice(params.get("to", "yours"), GROUPS, "divide_boost to"),
            amount=_expect_int(params.get("amount", 0), "divide_boost amount"),
        )
        if not effect.bp and not effect.dr:
            raise SpecError("divide_boost needs bp or dr")
        return effect

    def uses_selected(self) -> bool:
        return self.to in ("selected", "second")

    def describe(self) -> str:
        parts = [f"{self.bp:+d} B-Power" if self.bp else "", f"{self.dr:+d} Damage Rating" if self.dr else ""]
        what = " and ".join(p for p in parts if p)
        times = "for each Energy paid for X" if not self.amount else f"{_count_words(self.amount, 'time')}"
        among = {"opposing": "the opposing Bakugan", "all": "the Bakugan in play"}.get(self.to, GROUP_TEXT[self.to])
        return f"{times}, one of {among} (you choose which, each time) gets {what} this turn"

    def resolve(self, ctx: EffectContext) -> None:
        times = self.amount or ctx.count("x")
        bids = ctx.bakugan_group(self.to)
        if times > 0 and bids:
            _words(ctx).divide_boost(self, bids, times)


def _article(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


NEW_KINDS: dict[str, type[Effect]] = {
    "mill": Mill,
    "discard_every": DiscardEvery,
    "destroy_every": DestroyEvery,
    "from_discard": FromDiscard,
    "negate_core": NegateCore,
    "destroy_energy_chosen": DestroyChosenEnergy,
    "divide_boost": DivideBoost,
}
EFFECT_KINDS.update(NEW_KINDS)
EFFECT_NAMES.update({cls: kind for kind, cls in NEW_KINDS.items()})
