"""Effect kinds about B-Power, cards and Energy: boost, set base, draw, discard, negate, stop,
retract, destroy Energy or Heroes, gain Energy, energize, return to hand.

Part of the card language (game/games/bakugan/words/__init__.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.games.bakugan.cards.model import Faction
from game.games.bakugan.words.base import _a, _cores_or, _join_or
from game.games.bakugan.words.context import EffectContext
from game.games.bakugan.words.effect import (
    A_COUNT,
    GROUP_TEXT,
    PER_PARAMS,
    TO_PARAM,
    Effect,
    NoParams,
    _check_per,
    _per_text,
    _player_selection,
    _times,
    no_params,
)
from game.games.bakugan.words.params import (
    CORES,
    FACTION,
    FACTIONS,
    NO_DEFAULT,
    NOTHING,
    WHOLE,
    YES_NO,
    Kind,
    Param,
    describe,
    number_for,
    one_of,
    value_for,
    word,
    word_flag,
)


@dataclass(frozen=True)
class SetBase(Effect):
    """A Bakugan's base B-Power or Damage Rating becomes a number (rules 2.9.3, 2.10.3)."""

    bp: int | None = None
    dr: int | None = None
    to: str = "selected"

    def uses_selected(self) -> bool:
        return self.to == "selected"

    def describe(self) -> str:
        parts = []
        if self.bp is not None:
            parts.append(f"B-Power becomes {self.bp}")
        if self.dr is not None:
            parts.append(f"Damage Rating becomes {self.dr}")
        owner = {"selected": "its", "self": "this Bakugan's"}.get(self.to, GROUP_TEXT[self.to] + "'s")
        return f"{owner} base " + " and base ".join(parts) + " this turn"

    def resolve(self, ctx: EffectContext) -> None:
        for bid in ctx.bakugan_group(self.to):
            ctx.set_base(bid, self.bp, self.dr)


# A group of players (`who:`), each word with the words shown on screen for it
PLAYER_TEXT = {"you": "you", "selected": "that player", "opponents": "each opponent", "each": "each player"}


PLAYER_GROUPS = tuple(PLAYER_TEXT)


WHO_PARAM = Param("who", one_of(PLAYER_TEXT, "a player group"), "the players it acts on (selected: the player chosen)")


def _count_words(n: int, noun: str) -> str:
    words = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}
    return f"{words.get(n, str(n))} {noun}{'' if n == 1 else 's'}"


@dataclass(frozen=True)
class Draw(Effect):
    """Draw cards (rule 1.17): a number, a number per count, or until the hand matches an opponent's."""

    count: int = 1
    who: str = "you"
    per: str = "none"
    per_faction: Faction | None = None
    until: str = ""  # opponent_hand: draw until you have as many cards in hand as an opponent

    def selection_kind(self) -> str | None:
        return _player_selection(self, self.who)

    def uses_selected(self) -> bool:
        return self.who == "selected" or self.per in ("selected_dr", "selected_frost")

    def describe(self) -> str:
        verb = "draw" if self.who == "you" else "draws"
        if self.until:
            return f"{PLAYER_TEXT[self.who]} {verb} cards until the hand holds as many cards as an opponent's"
        return (
            f"{PLAYER_TEXT[self.who]} {verb} {_count_words(self.count, 'card')}{_per_text(self.per, self.per_faction)}"
        )

    def resolve(self, ctx: EffectContext) -> None:
        for seat in ctx.players(self.who):
            if self.until:
                ctx.draw(seat, max(0, ctx.count("largest_opponent_hand") - ctx.hand_size(seat)))
            else:
                ctx.draw(seat, self.count * _times(ctx, self.per, self.per_faction))


@dataclass(frozen=True)
class Discard(Effect):
    """The named players discard cards of their own choosing from hand: a number (per a count),
    any number ("any number of times"), one of a card type if they wish, or the whole hand."""

    count: int = 1
    who: str = "selected"
    per: str = "none"
    per_faction: Faction | None = None
    card_type: str = ""  # only cards of this type may be discarded
    optional: bool = False  # "you may discard": sets "if you do"
    any_number: bool = False  # as many as the player wants, one at a time; counted for per: tally
    hand: bool = False  # the whole hand, no choice
    redraw: bool = False  # with hand: then draw as many cards as were discarded
    to_deck: bool = False  # any_number, into the deck instead (then shuffled): "shuffle cards from hand into deck"
    as_played: bool = False  # any_number, by you, as the card is played: a Sacrifice paid then (6.2.1, 7.4.4)

    def selection_kind(self) -> str | None:
        return _player_selection(self, self.who)

    def uses_selected(self) -> bool:
        return self.who == "selected"

    def describe(self) -> str:
        you = self.who == "you"
        verb = "discard" if you else "discards"
        if self.hand:
            whose = "your" if you else "their"
            text = f"{PLAYER_TEXT[self.who]} {verb} {whose} whole hand"
            if self.redraw:
                text += f", then {'draw' if you else 'draws'} that many cards"
            return text
        kind = f"{self.card_type} " if self.card_type else ""
        if self.to_deck:
            whose = "your" if self.who == "you" else "their"
            return f"{PLAYER_TEXT[self.who]} may shuffle any number of {kind}cards from hand into {whose} deck"
        if self.as_played:
            return "as you play this, you may discard any number of cards, one at a time"
        if self.any_number:
            return f"{PLAYER_TEXT[self.who]} may discard any number of {kind}cards, one at a time"
        what = _count_words(self.count, f"{kind}card")
        may = "may " if self.optional else ""
        return (
            f"{PLAYER_TEXT[self.who]} {may}{'discard' if may else verb} {what}{_per_text(self.per, self.per_faction)}"
        )

    def resolve(self, ctx: EffectContext) -> None:
        if self.as_played:
            return  # done as the card was played (Game._play); its tally is already counted
        ctx.start_tally()
        for seat in ctx.players(self.who):
            if self.hand:
                ctx.discard_hand(seat, self.redraw)
                continue
            if self.to_deck:
                ctx.shuffle_in(seat)
                continue
            count = self.count * _times(ctx, self.per, self.per_faction)
            if self.any_number:
                count = -1
            ctx.discard_chosen(seat, count, seat, self.card_type, self.optional or self.any_number)


@dataclass(frozen=True)
class Negate(NoParams):
    """Remove the selected card or ability from the batch (rule 6.10)."""

    def needs_selection(self) -> str | None:
        return "batch_card"

    def describe(self) -> str:
        return "negate it"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.negate_selected()


@dataclass(frozen=True)
class Stop(Effect):
    """End all remaining damage from the damage origin (rule 7.2.9), if the origin matches."""

    factions: tuple[Faction, ...] = ()
    exclude: bool = False
    holding: tuple[str, ...] = ()

    def describe(self) -> str:
        if self.holding:
            return f"Stop damage from a Bakugan holding {_a(_cores_or(self.holding))} BakuCore"
        if not self.factions:
            return "Stop the damage"
        names = _join_or([f.value for f in self.factions])
        return f"Stop damage from {_a(('non-' if self.exclude else '') + names)} Bakugan"

    def resolve(self, ctx: EffectContext) -> None:
        if ctx.damage_origin_matches(self.factions, self.exclude, self.holding):
            ctx.stop_damage()


@dataclass(frozen=True)
class Retract(Effect):
    """Retract the selected Bakugan (rule 7.2.5): it closes and its BakuCores go back."""

    to: str = "selected"

    def uses_selected(self) -> bool:
        return self.to == "selected"

    def describe(self) -> str:
        return f"retract {GROUP_TEXT[self.to]}"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.start_tally()  # "if you do": set when an open Bakugan is retracted (bb-145)
        for bid in ctx.bakugan_group(self.to):
            ctx.retract(bid)


@dataclass(frozen=True)
class DestroyEnergy(Effect):
    count: int = 1
    who: str = "opponents"
    down_to: int | None = None  # instead of a count: destroy all but this many (the owner keeps charged ones)

    def selection_kind(self) -> str | None:
        return _player_selection(self, self.who)

    def uses_selected(self) -> bool:
        return self.who == "selected"

    def describe(self) -> str:
        whose = {"you": "your", "selected": "that player's", "opponents": "each opponent's", "each": "each player's"}
        if self.down_to is not None:
            return f"destroy all but {self.down_to} of {whose[self.who]} Energy cards"
        if self.count == 1:
            return f"destroy one of {whose[self.who]} Energy cards"
        return f"destroy {_count_words(self.count, 'Energy card').split(' ', 1)[0]} of {whose[self.who]} Energy cards"

    def resolve(self, ctx: EffectContext) -> None:
        for seat in ctx.players(self.who):
            if self.down_to is not None:
                ctx.destroy_energy_down_to(seat, self.down_to)
            else:
                ctx.destroy_energy(seat, self.count)


@dataclass(frozen=True)
class DestroyHero(Effect):
    """Destroy the selected Hero, this Hero, or every Hero of some players (counted for per: tally)."""

    which: str = "selected"  # selected | this | you | opponents | each

    def selection_kind(self) -> str | None:
        return "hero" if self.which == "selected" else None

    def uses_selected(self) -> bool:
        return self.which == "selected"

    def describe(self) -> str:
        return {
            "selected": "destroy it",
            "this": "destroy this card",
            "you": "destroy every Hero card you control",
            "opponents": "destroy every Hero card your opponents control",
            "each": "destroy every Hero card in play",
        }[self.which]

    def resolve(self, ctx: EffectContext) -> None:
        if self.which == "selected":
            ctx.destroy_selected_hero()
        elif self.which == "this":
            ctx.destroy_this_hero()
        else:
            ctx.start_tally()
            for seat in ctx.players(self.which):
                ctx.destroy_heroes(seat)


@dataclass(frozen=True)
class GainEnergy(Effect):
    amount: int = 1
    per: str = "none"
    per_faction: Faction | None = None

    def uses_selected(self) -> bool:
        return self.per in ("selected_dr", "selected_frost")

    def describe(self) -> str:
        return f"add {self.amount} Energy to your energy pool{_per_text(self.per, self.per_faction)}"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.gain_energy(self.amount * _times(ctx, self.per, self.per_faction))


ENERGIZE_SOURCES = ("deck_top", "this", "hand", "discard")


@dataclass(frozen=True)
class Energize(Effect):
    """Put a card into play as an Energy card (rule 7.2.4), uncharged unless said otherwise."""

    source: str = "deck_top"  # deck_top | this | hand (a card chosen from it) | discard (every card)
    charged: bool = False
    count: int = 1  # from hand: how many; 0 is "any number"
    chooser: str = "you"  # from hand: who picks the card from your hand (you | opponent)
    optional: bool = True  # from hand (default true) or deck_top (default false): "you may"
    who: str = "you"  # deck_top: you | each ("each player may Energize the top card of their deck")

    def describe(self) -> str:
        how = "charged" if self.charged else "uncharged"
        if self.source == "discard":
            return f"Energize every card in your discard pile {how}"
        if self.source == "hand":
            many = "any number of cards" if self.count == 0 else _count_words(self.count, "card")
            if self.chooser == "opponent":
                return f"an opponent {'may' if self.optional else 'must'} Energize {many} from your hand {how}"
            return f"{'you may ' if self.optional else ''}Energize {many} from your hand {how}"
        if self.source == "deck_top":
            top = (
                "the top card" if self.count == 1 else f"the top {_count_words(self.count, 'card').split(' ')[0]} cards"
            )
            if self.who == "each":
                return f"each player {'may Energize' if self.optional else 'Energizes'} {top} of their deck {how}"
            return f"{'you may ' if self.optional else ''}Energize {top} of your deck {how}"
        return f"Energize this card {how}"

    def resolve(self, ctx: EffectContext) -> None:
        if self.source == "deck_top" and (self.optional or self.who == "each"):
            ctx.offer_energize_top(self.who, self.count, self.optional, self.charged)
        elif self.source == "deck_top":
            for _ in range(self.count):
                ctx.energize_top_of_deck(ctx.controller, self.charged)
        elif self.source == "hand":
            ctx.energize_from_hand(self.count, self.chooser, self.optional, self.charged)
        elif self.source == "discard":
            ctx.energize_discard(self.charged)
        else:
            ctx.energize_self(self.charged)


@dataclass(frozen=True)
class ReturnToHand(Effect):
    """This card goes to its owner's hand instead of the discard pile."""

    def describe(self) -> str:
        return "put this card into your hand"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.return_self_to_hand()


@dataclass(frozen=True)
class Attack(Effect):
    """Deal damage as a new damage origin (rule 1.16.1)."""

    dr: int = 1
    faction: Faction | None = None
    per: str = "none"

    def uses_selected(self) -> bool:
        return self.per in ("selected_dr", "selected_frost")

    def describe(self) -> str:
        kind = f"{self.faction.value} " if self.faction else ""
        return f"make {_a(kind + 'attack')} on each opponent for {self.dr} Damage Rating{_per_text(self.per, None)}"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.attack(self.dr * _times(ctx, self.per, None), self.faction)


def _attack_per(effect: Any, written: Mapping[str, Any]) -> str | None:
    if effect.per == "team_faction":
        return "per team_faction is not available on attack (its faction is the attack's)"
    return None


def _set_base_needs(effect: Any, written: Mapping[str, Any]) -> str | None:
    return "needs bp or dr" if effect.bp is None and effect.dr is None else None


describe(
    SetBase,
    Kind(
        "set_base",
        "base B-Power / Damage Rating becomes a number this turn (rules 2.9.3, 2.10.3)",
        (Param("bp", WHOLE, "the new base B-Power"), Param("dr", WHOLE, "the new base Damage Rating"), TO_PARAM),
        checks=(_set_base_needs,),
    ),
)
describe(
    Draw,
    Kind(
        "draw",
        "those players draw cards (rule 1.17)",
        (
            Param("count", WHOLE, "how many cards"),
            WHO_PARAM,
            *PER_PARAMS,
            Param("until", one_of(("opponent_hand",)), "draw until the hand is as big as the largest opponent's"),
        ),
        shorts=(number_for("count"),),
        checks=(_check_per,),
    ),
)


def _discard_rules(effect: Any, written: Mapping[str, Any]) -> str | None:
    if effect.as_played and not (effect.any_number and effect.who == "you" and not effect.to_deck):
        return "as_played is a Sacrifice: who: you, any_number: true"
    if effect.to_deck and not effect.any_number:
        return "to: deck takes any_number: true (the player picks the cards)"
    if effect.redraw and not effect.hand:
        return "redraw needs hand: true"
    if effect.hand and (effect.any_number or effect.optional or effect.card_type):
        return "hand takes the whole hand: no optional, any_number or card_type"
    return None


describe(
    Discard,
    Kind(
        "discard",
        "those players discard cards of their choice",
        (
            Param("count", WHOLE, "how many cards"),
            WHO_PARAM,
            *PER_PARAMS,
            Param("card_type", one_of(("Action", "Flip", "Hero", "Evo", "Character")), "only cards of this type"),
            Param("optional", YES_NO, '"you may discard": a card or none; sets did ("if you do")'),
            Param("any_number", YES_NO, "as many as wanted, one at a time (stopped with Decline); per: tally counts"),
            Param("hand", YES_NO, "the whole hand, no choice"),
            Param("redraw", YES_NO, "with hand: then draw that many cards"),
            Param(
                "to",
                word_flag(("discard", "deck")),
                "deck (with any_number): shuffle the cards from hand into the deck instead",
                field="to_deck",
                default_doc="discard",
            ),
            Param(
                "as_played",
                YES_NO,
                "a Sacrifice that may be repeated (who: you, any_number: true): the discards are made as the "
                "card is played (rules 6.2.1, 7.4.4); tag: Sacrifice holds once one is made",
            ),
        ),
        shorts=(number_for("count"),),
        checks=(_check_per, _discard_rules),
    ),
)
no_params(Negate, "negate", "the selected batch entry is removed and does nothing (rule 6.10)")
describe(
    Stop,
    Kind(
        "stop",
        "ends the rest of the damage from the damage origin, if it matches (rule 7.2.9)",
        (
            Param("faction", FACTIONS, "only damage from a Bakugan of these factions", field="factions"),
            Param(
                "not_faction",
                FACTIONS,
                "only damage from a Bakugan of none of these factions",
                field="factions",
                sets=(("exclude", True),),
            ),
            Param("holding", CORES, "only damage from a Bakugan holding one of these BakuCores"),
        ),
        shorts=(NOTHING,),
        exclusive=(("faction", "not_faction"),),
    ),
)
describe(Retract, Kind("retract", "retract Bakugan (rule 7.2.5)", (TO_PARAM,), shorts=(NOTHING,)))
describe(
    DestroyEnergy,
    Kind(
        "destroy_energy",
        "destroy Energy cards of those players (charged ones first)",
        (
            Param("count", WHOLE, "how many"),
            WHO_PARAM,
            Param("down_to", WHOLE, "instead destroy all but this many (the owner keeps charged ones)"),
        ),
        shorts=(number_for("count"),),
    ),
)
describe(
    DestroyHero,
    Kind(
        "destroy_hero",
        "destroy the selected Hero; `this` (a Hero's own ability): this card; counted by per: tally",
        (
            Param(
                "all",
                one_of(("you", "opponents", "each")),
                "every Hero card those players control",
                field="which",
                default_doc=NO_DEFAULT,
            ),
        ),
        shorts=(NOTHING, word("this", {"which": "this"})),
    ),
)
describe(
    GainEnergy,
    Kind(
        "gain_energy",
        "add Energy to your energy pool",
        (Param("amount", WHOLE, "how much Energy"), *PER_PARAMS),
        shorts=(value_for("amount", "N"),),
        checks=(_check_per,),
    ),
)
describe(
    Energize,
    Kind(
        "energize",
        "put cards into play as Energy cards (rule 7.2.4), uncharged unless charged",
        (
            Param(
                "from",
                one_of(ENERGIZE_SOURCES),
                "deck_top (the top cards of your deck), this (this card), hand (cards chosen from it), "
                "discard (every card in your discard pile)",
                field="source",
            ),
            Param("charged", YES_NO, "the Energy cards come in charged"),
            Param(
                "count",
                WHOLE,
                "from hand or deck_top: how many (from hand, 0 is any number)",
                only_with=("from", ("hand", "deck_top")),
            ),
            Param(
                "chooser",
                one_of(("you", "opponent")),
                "from hand: who picks the cards (an opponent looks at your hand)",
                only_with=("from", ("hand",)),
            ),
            Param(
                "optional",
                YES_NO,
                '"you may"; with who: each, each player decides, the starting player first',
                default_from=lambda fields: fields.get("source") == "hand",
                default_doc="true from hand, else false",
                only_with=("from", ("hand", "deck_top")),
            ),
            Param(
                "who",
                one_of(("you", "each")),
                "from deck_top: each player Energizes from their own deck",
                only_with=("from", ("deck_top",)),
            ),
        ),
        shorts=(value_for("from", "a source word"),),
    ),
)
describe(
    ReturnToHand,
    Kind(
        "return_to_hand",
        "this card goes to its owner's hand instead of the discard pile (on an ability or a later: the card "
        "itself, an Evo, a Hero or a card already in the discard pile)",
        shorts=(NOTHING, word("this")),
        mapping=False,
    ),
)
describe(
    Attack,
    Kind(
        "attack",
        "a new damage origin deals that much damage to each opponent (rule 1.16.1)",
        (
            Param("dr", WHOLE, "the Damage Rating", required=True),
            Param("faction", FACTION, "the attack's faction"),
            Param("per", A_COUNT, "dr for each of a count, as one attack (victor_dr: the Victor's Damage Rating)"),
        ),
        checks=(_attack_per,),
    ),
)
