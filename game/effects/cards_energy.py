"""Effect kinds about B-Power, cards and Energy: boost, set base, draw, discard, negate, stop,
retract, destroy Energy or Heroes, gain Energy, energize, return to hand.

Part of the card language (game/effects/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.cardmodel import Faction
from game.effects.context import EffectContext
from game.effects.effect import GROUP_TEXT, GROUPS, Effect, NoParams, _parse_per, _per_text, _player_selection, _times
from game.effects.words import (
    SpecError,
    _a,
    _choice,
    _core_codes,
    _cores_or,
    _expect_bool,
    _expect_int,
    _faction,
    _factions,
    _join_or,
    _no_extra,
)


@dataclass(frozen=True)
class SetBase(Effect):
    """A Bakugan's base B-Power or Damage Rating becomes a number (rules 2.9.3, 2.10.3)."""

    bp: int | None = None
    dr: int | None = None
    to: str = "selected"

    @classmethod
    def parse(cls, params: Any) -> SetBase:
        if not isinstance(params, dict):
            raise SpecError("set_base takes a mapping")
        _no_extra(params, {"bp", "dr", "to"}, "set_base")
        if "bp" not in params and "dr" not in params:
            raise SpecError("set_base needs bp or dr")
        return cls(
            bp=_expect_int(params["bp"], "set_base bp") if "bp" in params else None,
            dr=_expect_int(params["dr"], "set_base dr") if "dr" in params else None,
            to=_choice(params.get("to", "selected"), GROUPS, "set_base to"),
        )

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


PLAYER_GROUPS = ("you", "selected", "opponents", "each")


PLAYER_TEXT = {"you": "you", "selected": "that player", "opponents": "each opponent", "each": "each player"}


def _player_group(params: dict[str, Any], default: str, what: str) -> str:
    return _choice(params.get("who", default), PLAYER_GROUPS, f"{what} who")


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

    @classmethod
    def parse(cls, params: Any) -> Draw:
        if isinstance(params, int) and not isinstance(params, bool):
            params = {"count": params}
        if not isinstance(params, dict):
            raise SpecError("draw takes a count or a mapping")
        _no_extra(params, {"count", "who", "per", "faction", "until"}, "draw")
        per, faction = _parse_per(params, "draw")
        return cls(
            count=_expect_int(params.get("count", 1), "draw count"),
            who=_player_group(params, "you", "draw"),
            per=per,
            per_faction=faction,
            until=_choice(params["until"], ("opponent_hand",), "draw until") if "until" in params else "",
        )

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

    @classmethod
    def parse(cls, params: Any) -> Discard:
        if isinstance(params, int) and not isinstance(params, bool):
            params = {"count": params}
        if not isinstance(params, dict):
            raise SpecError("discard takes a count or a mapping")
        _no_extra(
            params,
            {
                "count",
                "who",
                "per",
                "faction",
                "card_type",
                "optional",
                "any_number",
                "hand",
                "redraw",
                "to",
                "as_played",
            },
            "discard",
        )
        per, faction = _parse_per(params, "discard")
        effect = cls(
            count=_expect_int(params.get("count", 1), "discard count"),
            who=_player_group(params, "selected", "discard"),
            per=per,
            per_faction=faction,
            card_type=_choice(params["card_type"], ("Action", "Flip", "Hero", "Evo", "Character"), "discard card_type")
            if "card_type" in params
            else "",
            optional=_expect_bool(params.get("optional", False), "discard optional"),
            any_number=_expect_bool(params.get("any_number", False), "discard any_number"),
            hand=_expect_bool(params.get("hand", False), "discard hand"),
            redraw=_expect_bool(params.get("redraw", False), "discard redraw"),
            to_deck=_choice(params.get("to", "discard"), ("discard", "deck"), "discard to") == "deck",
            as_played=_expect_bool(params.get("as_played", False), "discard as_played"),
        )
        if effect.as_played and not (effect.any_number and effect.who == "you" and not effect.to_deck):
            raise SpecError("discard as_played is a Sacrifice: who: you, any_number: true")
        if effect.to_deck and not effect.any_number:
            raise SpecError("discard to: deck takes any_number: true (the player picks the cards)")
        if effect.redraw and not effect.hand:
            raise SpecError("discard redraw needs hand: true")
        if effect.hand and (effect.any_number or effect.optional or effect.card_type):
            raise SpecError("discard hand takes the whole hand: no optional, any_number or card_type")
        return effect

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

    @classmethod
    def parse(cls, params: Any) -> Stop:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("stop takes nothing or a mapping")
        _no_extra(params, {"faction", "not_faction", "holding"}, "stop")
        if "faction" in params and "not_faction" in params:
            raise SpecError("stop takes faction or not_faction, not both")
        if "not_faction" in params:
            return cls(factions=_factions(params["not_faction"], "stop not_faction"), exclude=True)
        return cls(
            factions=_factions(params["faction"], "stop faction") if "faction" in params else (),
            holding=_core_codes(params["holding"], "stop holding") if "holding" in params else (),
        )

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

    @classmethod
    def parse(cls, params: Any) -> Retract:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("retract takes nothing or a mapping")
        _no_extra(params, {"to"}, "retract")
        return cls(to=_choice(params.get("to", "selected"), GROUPS, "retract to"))

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

    @classmethod
    def parse(cls, params: Any) -> DestroyEnergy:
        if isinstance(params, int) and not isinstance(params, bool):
            params = {"count": params}
        if not isinstance(params, dict):
            raise SpecError("destroy_energy takes a count or a mapping")
        _no_extra(params, {"count", "who", "down_to"}, "destroy_energy")
        return cls(
            count=_expect_int(params.get("count", 1), "destroy_energy count"),
            who=_player_group(params, "opponents", "destroy_energy"),
            down_to=_expect_int(params["down_to"], "destroy_energy down_to") if "down_to" in params else None,
        )

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

    @classmethod
    def parse(cls, params: Any) -> DestroyHero:
        if params in (None, {}, True):
            return cls()
        if params == "this":
            return cls(which="this")
        if not isinstance(params, dict):
            raise SpecError("destroy_hero takes nothing (the selected Hero), this, or {all: who}")
        _no_extra(params, {"all"}, "destroy_hero")
        return cls(which=_choice(params["all"], ("you", "opponents", "each"), "destroy_hero all"))

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

    @classmethod
    def parse(cls, params: Any) -> GainEnergy:
        if not isinstance(params, dict):
            return cls(amount=_expect_int(params, "gain_energy"))
        _no_extra(params, {"amount", "per", "faction"}, "gain_energy")
        per, faction = _parse_per(params, "gain_energy")
        return cls(amount=_expect_int(params.get("amount", 1), "gain_energy amount"), per=per, per_faction=faction)

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

    @classmethod
    def parse(cls, params: Any) -> Energize:
        if isinstance(params, dict):
            _no_extra(params, {"from", "charged", "count", "chooser", "optional", "who"}, "energize")
            source = _choice(params.get("from", "deck_top"), ENERGIZE_SOURCES, "energize from")
            effect = cls(
                source=source,
                charged=_expect_bool(params.get("charged", False), "energize charged"),
                count=_expect_int(params.get("count", 1), "energize count"),
                chooser=_choice(params.get("chooser", "you"), ("you", "opponent"), "energize chooser"),
                optional=_expect_bool(params.get("optional", source == "hand"), "energize optional"),
                who=_choice(params.get("who", "you"), ("you", "each"), "energize who"),
            )
            allowed = {"hand": {"count", "chooser", "optional"}, "deck_top": {"count", "optional", "who"}}
            extra = ({"count", "chooser", "optional", "who"} - allowed.get(source, set())) & set(params)
            if extra:
                raise SpecError(f"energize from {source} takes no {', '.join(sorted(extra))}")
            return effect
        return cls(source=_choice(params, ENERGIZE_SOURCES, "energize"), optional=params == "hand")

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

    @classmethod
    def parse(cls, params: Any) -> ReturnToHand:
        if params not in (None, {}, True, "this"):
            raise SpecError("return_to_hand takes no parameters")
        return cls()

    def describe(self) -> str:
        return "put this card into your hand"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.return_self_to_hand()


@dataclass(frozen=True)
class Attack(Effect):
    """Deal damage as a new damage origin (rule 1.16.1)."""

    dr: int = 1
    faction: Faction | None = None

    @classmethod
    def parse(cls, params: Any) -> Attack:
        if not isinstance(params, dict):
            raise SpecError("attack takes a mapping with dr")
        _no_extra(params, {"dr", "faction"}, "attack")
        return cls(
            dr=_expect_int(params.get("dr"), "attack dr"),
            faction=_faction(params["faction"], "attack faction") if "faction" in params else None,
        )

    def describe(self) -> str:
        kind = f"{self.faction.value} " if self.faction else ""
        return f"make a {kind}attack on each opponent for {self.dr} Damage Rating"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.attack(self.dr, self.faction)
