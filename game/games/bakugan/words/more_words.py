"""Words of the card language added for cards the first words could not write (issue 21).

Each is an `Effect` like those in game/games/bakugan/words/, described (its parameters, for parsing and the
docs) at the end of this module and registered in EFFECT_KINDS; the engine carries them out through
the methods of `WordsContext` (game/games/bakugan/rules/effect_ctx_words.py): mill, discard_every, destroy_every,
from_discard, negate_core, destroy_energy_chosen, divide_boost.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol, cast

from game.games.bakugan.cards.model import CardDef, Faction
from game.games.bakugan.words.base import _join_or
from game.games.bakugan.words.cards_energy import PLAYER_TEXT, WHO_PARAM, _count_words
from game.games.bakugan.words.context import EffectContext
from game.games.bakugan.words.effect import A_GROUP, GROUP_TEXT, Effect, _player_selection, no_params
from game.games.bakugan.words.params import (
    FACTIONS,
    NOTHING,
    WHOLE,
    YES_NO,
    Kind,
    Param,
    describe,
    number_for,
    one_of,
    some_of,
)
from game.games.bakugan.words.steps import register

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
    """Which cards: a printed cost (exactly, or at least / at most), card types, factions; empty
    means any."""

    cost: int | None = None
    card_types: tuple[str, ...] = ()
    factions: tuple[Faction, ...] = ()
    min_cost: int | None = None
    max_cost: int | None = None

    def matches(self, card: CardDef) -> bool:
        printed = 0 if card.x_cost else card.cost or 0  # an X cost counts as zero outside the batch (1.8.1)
        if self.cost is not None and printed != self.cost:
            return False
        if (self.min_cost is not None and printed < self.min_cost) or (
            self.max_cost is not None and printed > self.max_cost
        ):
            return False
        if self.card_types and card.type.value not in self.card_types:
            return False
        return not self.factions or bool(set(self.factions) & set(card.factions))

    def words(self, noun: str = "card") -> str:
        kinds = _join_or(list(self.card_types)) + " " if self.card_types else ""
        faction = _join_or([f.value for f in self.factions]) + " " if self.factions else ""
        cost = f" with cost {self.cost}" if self.cost is not None else ""
        if self.min_cost is not None and self.max_cost is not None:
            cost += f" with cost {self.min_cost} to {self.max_cost}"
        elif self.min_cost is not None:
            cost += f" with cost {self.min_cost} or more"
        elif self.max_cost is not None:
            cost += f" with cost {self.max_cost} or less"
        return f"{faction}{kinds}{noun}{cost}"


@dataclass(frozen=True)
class Mill(Effect):
    """The top cards of a deck go to its owner's discard pile (not damage: no Flip card is offered)."""

    count: int = 1
    who: str = "you"

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
    either: bool = False  # each time bp or dr, the player's pick ("+100 [B] or +1 [Damage Rating]")

    def uses_selected(self) -> bool:
        return self.to in ("selected", "second")

    def describe(self) -> str:
        parts = [f"{self.bp:+d} B-Power" if self.bp else "", f"{self.dr:+d} Damage Rating" if self.dr else ""]
        what = (" or " if self.either else " and ").join(p for p in parts if p)
        times = "for each Energy paid for X" if not self.amount else f"{_count_words(self.amount, 'time')}"
        among = {"opposing": "the opposing Bakugan", "all": "the Bakugan in play"}.get(self.to, GROUP_TEXT[self.to])
        which = "which, and which bonus" if self.either else "which"
        return f"{times}, one of {among} (you choose {which}, each time) gets {what} this turn"

    def resolve(self, ctx: EffectContext) -> None:
        times = self.amount or ctx.count("x")
        bids = ctx.bakugan_group(self.to)
        if times > 0 and bids:
            _words(ctx).divide_boost(self, bids, times)


def _article(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


# the keys of a CardFilter, read into the effect's `which`
CARD_FILTER_PARAMS = (
    Param("cost", WHOLE, "only cards of this printed cost (X counts as 0)", field="which.cost"),
    Param("min_cost", WHOLE, 'only cards of this printed cost or more ("cost 3 or more")', field="which.min_cost"),
    Param("max_cost", WHOLE, 'only cards of this printed cost or less ("cost 2 or less")', field="which.max_cost"),
    Param("card_type", some_of(CARD_TYPES), "only cards of these types", field="which.card_types"),
    Param("faction", FACTIONS, "only cards of these factions", field="which.factions"),
)
describe(
    Mill,
    Kind(
        "mill",
        "those players put the top N cards of their deck into their discard pile (not damage: no Flip card is "
        "offered); per: tally counts them",
        (Param("count", WHOLE, "how many cards"), WHO_PARAM),
        shorts=(number_for("count"),),
    ),
)
describe(
    DiscardEvery,
    Kind(
        "discard_every",
        "those players discard every card in hand that matches (each filter optional); each is a discard like "
        "any other (triggers fire)",
        (WHO_PARAM, *CARD_FILTER_PARAMS),
        parts=(("which", CardFilter),),
    ),
)
describe(
    DestroyEvery,
    Kind(
        "destroy_every",
        "every Hero card (or Energy card, by its printed card) those players have in play that matches is "
        "destroyed; per: tally counts them",
        (WHO_PARAM, Param("zone", one_of(DESTROY_ZONES), "Hero cards or Energy cards"), *CARD_FILTER_PARAMS),
        parts=(("which", CardFilter),),
    ),
)
describe(
    FromDiscard,
    Kind(
        "from_discard",
        "you choose a matching card in your discard pile (open to all: a discard_pick decision) and move it",
        (
            Param("to", one_of(FROM_DISCARD_TO), "your hand, the top of your deck, or into your deck (then shuffled)"),
            *CARD_FILTER_PARAMS,
            Param("optional", YES_NO, '"you may"'),
        ),
        shorts=(NOTHING,),
        parts=(("which", CardFilter),),
    ),
)
no_params(
    NegateCore,
    "negate_core",
    "(with select: bakugan) negate a BakuCore that Bakugan holds: it goes back to the field and its bonus ends "
    "(6.10.2); the player picks which when it holds several, and the card's controller places it (4.7.3)",
)
describe(
    DestroyChosenEnergy,
    Kind(
        "destroy_energy_chosen",
        "destroy one Energy card of each of those players, the card's controller choosing a charged or an "
        "uncharged one (an energy_pick decision); plain destroy_energy takes the charged ones first",
        (WHO_PARAM,),
        shorts=(NOTHING,),
    ),
)


def _divide_needs(effect: Any, written: Mapping[str, Any]) -> str | None:
    if effect.either and not (effect.bp and effect.dr):
        return "either needs both bp and dr: one of them is given each time"
    return "needs bp or dr" if not effect.bp and not effect.dr else None


describe(
    DivideBoost,
    Kind(
        "divide_boost",
        '"+X divided as you choose": for each Energy paid for X (or amount times) one Bakugan of the group, '
        "chosen by the player each time, gets bp / dr this turn (a divide decision)",
        (
            Param("bp", WHOLE, "B-Power each time", default_from=lambda fields: 0, default_doc="0"),
            Param("dr", WHOLE, "Damage Rating each time"),
            Param("to", A_GROUP, "the group the Bakugan are chosen from"),
            Param("amount", WHOLE, "how many times (0: X, the Energy paid for it, 1.8.1)"),
            Param("either", YES_NO, 'each time bp or dr, as the player picks ("+100 B-Power or +1 Damage Rating")'),
        ),
        checks=(_divide_needs,),
    ),
)
register(Mill, DiscardEvery, DestroyEvery, FromDiscard, NegateCore, DestroyChosenEnergy, DivideBoost)
