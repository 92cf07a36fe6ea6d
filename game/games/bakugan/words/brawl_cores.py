"""Effect kinds about the brawl and BakuCores: attack, damage to hand, take/attach/remove/swap/reveal
cores, copy, take control, search, recycle, reroll, destroy Evo, charge, to deck bottom, split
boost, uncharge, victor by.

Part of the card language (game/games/bakugan/words/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass

from game.games.bakugan.words.base import _a, _cores_or
from game.games.bakugan.words.cards_energy import WHO_PARAM, _count_words
from game.games.bakugan.words.context import EffectContext
from game.games.bakugan.words.effect import GROUP_TEXT, TO_PARAM, Effect, NoParams, _player_selection, no_params
from game.games.bakugan.words.params import (
    CORES,
    NOTHING,
    WHOLE,
    YES_NO,
    Kind,
    Param,
    describe,
    one_of,
    value_for,
    word,
)


@dataclass(frozen=True)
class DamageToHand(NoParams):
    """The rest of the damage now being dealt to you goes to your hand instead (Flip cards)."""

    def describe(self) -> str:
        return "put the rest of the damage being dealt to you into your hand instead of your discard pile"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.damage_to_hand()


@dataclass(frozen=True)
class TakeCore(NoParams):
    """Move a BakuCore held by the selected Bakugan onto one of yours in the brawl."""

    def uses_selected(self) -> bool:
        return True

    def describe(self) -> str:
        return "move a BakuCore it holds to your Bakugan in this brawl"

    def resolve(self, ctx: EffectContext) -> None:
        for bid in ctx.selected_bakugan():
            ctx.take_core(bid)


@dataclass(frozen=True)
class Copy(NoParams):
    """Copy the selected card's effect as if played independently (rule 7.7)."""

    def needs_selection(self) -> str | None:
        return "batch_card"

    def describe(self) -> str:
        return "copy its effect (the copy is played at once, with the same selections)"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.copy_selected()


@dataclass(frozen=True)
class TakeControl(NoParams):
    """Gain control of the selected Hero (rule 7.10)."""

    def needs_selection(self) -> str | None:
        return "hero"

    def describe(self) -> str:
        return "take control of it"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.take_control_selected()


@dataclass(frozen=True)
class SearchDeck(Effect):
    card_type: str = "Action"

    def describe(self) -> str:
        if self.card_type == "any":
            return "search your deck for a card; you may put it into your hand; then shuffle your deck"
        found = _a(self.card_type)
        return f"search your deck for {found} card, reveal it and put it into your hand, then shuffle your deck"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.search_deck(ctx.controller, self.card_type)


@dataclass(frozen=True)
class RecycleDiscard(Effect):
    count: int = 1

    def describe(self) -> str:
        return f"shuffle {_count_words(self.count, 'card')} from your discard pile into your deck"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.shuffle_discard_into_deck(ctx.controller, self.count)


@dataclass(frozen=True)
class Reroll(Effect):
    """Roll a player's Bakugan of this turn again: an open one retracts first (rules 5.7, 7.2.5)."""

    who: str = "you"  # you | opponents
    optional: bool = True

    def describe(self) -> str:
        if self.who == "you":
            return "you may Reroll your Bakugan" if self.optional else "you must Reroll your Bakugan"
        return "each opponent may Reroll their Bakugan" if self.optional else "each opponent must Reroll their Bakugan"

    def resolve(self, ctx: EffectContext) -> None:
        for seat in ctx.players("you" if self.who == "you" else "opponents"):
            ctx.reroll(seat, self.optional)


@dataclass(frozen=True)
class DestroyEvo(Effect):
    """Evo cards go to their owner's discard pile; the Bakugan is what is left below (rule 3.3.3)."""

    to: str = "selected"
    every: bool = False  # every Evo on those Bakugan, not only the top one
    except_self: bool = False  # not this card ("all other Evos")

    def uses_selected(self) -> bool:
        return self.to == "selected"

    def describe(self) -> str:
        if self.to == "selected":
            return "destroy the top Evo card on it" if not self.every else "destroy every Evo card on it"
        if self.except_self and self.to == "all":
            return "destroy every Evo card in play other than this one"
        other = " other than this one" if self.except_self else ""
        return f"destroy the Evo cards of {GROUP_TEXT[self.to]}{other}"

    def resolve(self, ctx: EffectContext) -> None:
        for bid in ctx.bakugan_group(self.to):
            ctx.destroy_evo(bid, self.every, self.except_self)


@dataclass(frozen=True)
class ChargeEnergy(Effect):
    """Turn uncharged Energy cards back to charged (rule 7.2.1)."""

    count: int = 0  # 0: all of them

    def describe(self) -> str:
        if not self.count:
            return "charge all your uncharged Energy cards"
        if self.count == 1:
            return "charge one of your Energy cards"
        return f"charge up to {_count_words(self.count, 'of your Energy card')}"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.charge_energy(ctx.controller, self.count)


@dataclass(frozen=True)
class ToDeckBottom(Effect):
    """This card goes to the bottom of its owner's deck instead of the discard pile."""

    def describe(self) -> str:
        return "put this card on the bottom of your deck"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.move_self("deck_bottom")


@dataclass(frozen=True)
class AttachCore(Effect):
    """Take BakuCores from the field and attach them to a Bakugan; the controller picks which."""

    types: tuple[str, ...] = ()  # allowed core icons; empty: any
    to: str = "selected"
    count: int = 1
    optional: bool = False  # "up to" / "you may"

    def uses_selected(self) -> bool:
        return self.to == "selected"

    def describe(self) -> str:
        what = f"{_a(_cores_or(self.types))} BakuCore" if self.types else "a BakuCore"
        if self.count > 1:
            what = f"up to {self.count} {_cores_or(self.types) + ' ' if self.types else ''}BakuCores"
        who = {"selected": "it", "self": "this Bakugan"}.get(self.to, GROUP_TEXT[self.to])
        return f"{'you may ' if self.optional else ''}attach {what} from the field to {who}"

    def resolve(self, ctx: EffectContext) -> None:
        for bid in ctx.bakugan_group(self.to)[:1]:
            ctx.attach_core(bid, self.types, self.count, self.optional)


@dataclass(frozen=True)
class RemoveCore(Effect):
    """Take a BakuCore (or all) off Bakugan: its bonus ends (6.5.2) and you place it on the field (4.7.3)."""

    to: str = "selected"
    every: bool = False

    def uses_selected(self) -> bool:
        return self.to == "selected"

    def describe(self) -> str:
        who = {"selected": "it", "self": "this Bakugan"}.get(self.to, GROUP_TEXT[self.to])
        what = "every BakuCore" if self.every else "a BakuCore"
        verb = "hold" if self.to in ("yours", "opposing") else "holds"
        them = "they give no more bonus) and place them" if self.every else "it gives no more bonus) and place it"
        return f"remove {what} {who} {verb} ({them} on the field"

    def resolve(self, ctx: EffectContext) -> None:
        for bid in ctx.bakugan_group(self.to):
            ctx.remove_cores(bid, self.every)


@dataclass(frozen=True)
class SwapCore(Effect):
    """One BakuCore of a Bakugan of yours changes places with one of an opposing Bakugan."""

    source: str = "self"  # self | your_brawler
    other: str = "opposing_brawler"  # opposing_brawler | selected

    def uses_selected(self) -> bool:
        return self.other == "selected"

    def describe(self) -> str:
        mine = GROUP_TEXT[self.source]
        theirs = "it" if self.other == "selected" else GROUP_TEXT[self.other]
        return f"swap a BakuCore {mine} holds with one {theirs} holds"

    def resolve(self, ctx: EffectContext) -> None:
        mine, theirs = ctx.bakugan_group(self.source), ctx.bakugan_group(self.other)
        if mine and theirs and mine[0] != theirs[0]:
            ctx.swap_cores(mine[0], theirs[0])


@dataclass(frozen=True)
class RevealCore(Effect):
    """Turn a BakuCore on the field bonus side up (1.12.1): its bonus is known to every player until
    it is placed again."""

    optional: bool = True

    def describe(self) -> str:
        return f"{'you may turn' if self.optional else 'turn'} a BakuCore on the field face up"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.reveal_core(self.optional)


@dataclass(frozen=True)
class SplitBoost(Effect):
    """For each Energy paid for X, +bp or +dr: the player splits X between them as the card
    completes (an `option` decision: how many go to Damage Rating)."""

    bp: int = 100
    dr: int = 1
    to: str = "selected"

    def uses_selected(self) -> bool:
        return self.to == "selected"

    def describe(self) -> str:
        who = {"selected": "it", "self": "this Bakugan"}.get(self.to, GROUP_TEXT[self.to])
        return (
            f"for each Energy paid for X, {who} gets {self.bp:+d} B-Power or {self.dr:+d} Damage Rating "
            "this turn (you split X between them)"
        )

    def resolve(self, ctx: EffectContext) -> None:
        ctx.split_boost(self.bp, self.dr, ctx.bakugan_group(self.to))


@dataclass(frozen=True)
class UnchargeEnergy(Effect):
    """Turn players' charged Energy cards horizontal (rule 7.2.2); with hold, they stay uncharged
    through this turn's Charge Step (rule 5.16.1)."""

    count: int = 1
    who: str = "opponents"
    hold: bool = False

    def selection_kind(self) -> str | None:
        return _player_selection(self, self.who)

    def uses_selected(self) -> bool:
        return self.who == "selected"

    def describe(self) -> str:
        whose = {"you": "your", "selected": "that player's", "opponents": "each opponent's", "each": "each player's"}
        text = f"uncharge {_count_words(self.count, 'Energy card').split(' ', 1)[0]} of {whose[self.who]} Energy cards"
        return text + (" (they are not charged at the end of this turn)" if self.hold else "")

    def resolve(self, ctx: EffectContext) -> None:
        for seat in ctx.players(self.who):
            ctx.uncharge_energy(seat, self.count, self.hold)


@dataclass(frozen=True)
class VictorBy(Effect):
    """This turn the Victor is the Bakugan with the highest Damage Rating instead of B-Power (5.10.1)."""

    stat: str = "dr"

    def describe(self) -> str:
        return "this turn, the Victor is the Bakugan with the highest Damage Rating instead of B-Power"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.decide_victor_by(self.stat)


no_params(DamageToHand, "damage_to_hand", "the rest of the damage being dealt to you goes to your hand (Flip cards)")
no_params(TakeCore, "take_core", "move a BakuCore from the selected Bakugan to your Bakugan in the brawl")
no_params(Copy, "copy", "copy the selected batch entry, with the same selections (rule 7.7)")
no_params(TakeControl, "take_control", "gain control of the selected Hero (rule 7.10)")
describe(
    SearchDeck,
    Kind(
        "search_deck",
        "search your deck for a card of that type, put it into your hand, shuffle; any: the player picks any "
        'card (or none: "you may")',
        (Param("card_type", one_of(("Action", "Hero", "Flip", "Evo", "any")), "the card type searched for"),),
        shorts=(value_for("card_type", "a card type"),),
        mapping=False,
    ),
)
describe(
    RecycleDiscard,
    Kind(
        "recycle_discard",
        "shuffle N cards from your discard pile into your deck",
        (Param("count", WHOLE, "how many cards"),),
        shorts=(value_for("count", "N"),),
        mapping=False,
    ),
)
describe(
    Reroll,
    Kind(
        "reroll",
        "roll that player's Bakugan of this turn again; an open one retracts first and its BakuCores go back (7.2.5)",
        (
            Param("who", one_of(("you", "opponents")), "whose Bakugan"),
            Param("optional", YES_NO, '"you may" (true) or "must" (false)'),
        ),
        shorts=(NOTHING,),
    ),
)
describe(
    DestroyEvo,
    Kind(
        "destroy_evo",
        "the top Evo card of those Bakugan goes to the discard pile (3.3.3)",
        (
            TO_PARAM,
            Param("all", YES_NO, "every Evo card on those Bakugan, not only the top one", field="every"),
            Param("except_self", YES_NO, 'not this card ("all other Evos")'),
        ),
        shorts=(NOTHING,),
    ),
)
describe(
    ChargeEnergy,
    Kind(
        "charge_energy",
        "charge all (or up to N) of your uncharged Energy cards; when some of them are kept uncharged this turn "
        "(uncharge_energy with hold, 5.16.1) and others not, the player picks each (a charge_pick decision)",
        (Param("count", WHOLE, "up to how many (all: every one)"),),
        shorts=(NOTHING, word("all"), value_for("count", "N")),
        mapping=False,
    ),
)
describe(
    ToDeckBottom,
    Kind(
        "to_deck_bottom",
        "this card goes to the bottom of your deck instead of the discard pile",
        shorts=(NOTHING, word("this")),
        mapping=False,
    ),
)
describe(
    AttachCore,
    Kind(
        "attach_core",
        "you pick BakuCores on the field and attach them to the Bakugan",
        (
            Param("types", CORES, "only BakuCores of these icons"),
            TO_PARAM,
            Param("count", WHOLE, "how many"),
            Param("optional", YES_NO, '"you may" / "up to"'),
        ),
        shorts=(NOTHING,),
    ),
)
describe(
    RemoveCore,
    Kind(
        "remove_core",
        "a BakuCore the player picks comes off those Bakugan: its bonus ends (6.5.2) and the card's controller "
        "places it on the field (4.7.3)",
        (TO_PARAM, Param("all", YES_NO, "every BakuCore they hold", field="every")),
        shorts=(NOTHING,),
    ),
)
describe(
    SwapCore,
    Kind(
        "swap_core",
        "one BakuCore of your Bakugan and one of the other change places (picked by the player when a Bakugan "
        "holds more than one); nothing if either holds none",
        (
            Param("from", one_of(("self", "your_brawler")), "your Bakugan", field="source"),
            Param("with", one_of(("opposing_brawler", "selected")), "the other Bakugan", field="other"),
        ),
        shorts=(NOTHING,),
    ),
)
describe(
    RevealCore,
    Kind(
        "reveal_core",
        "turn a BakuCore on the field face up: every player's view shows its bonus until it is placed again (1.12.1)",
        (Param("optional", YES_NO, '"you may"'),),
        shorts=(NOTHING,),
    ),
)
describe(
    SplitBoost,
    Kind(
        "split_boost",
        "for each Energy paid for X, bp or dr: the player splits X between them as the card completes (an option "
        "decision: how many go to Damage Rating)",
        (Param("bp", WHOLE, "B-Power for each one"), Param("dr", WHOLE, "Damage Rating for each one"), TO_PARAM),
    ),
)
describe(
    UnchargeEnergy,
    Kind(
        "uncharge_energy",
        "turn up to N charged Energy cards of those players horizontal",
        (
            Param("count", WHOLE, "how many"),
            WHO_PARAM,
            Param("hold", YES_NO, "they stay uncharged through this turn's Charge Step (5.16.1)"),
        ),
    ),
)
describe(
    VictorBy,
    Kind(
        "victor_by",
        "this turn the Victor is decided by the highest Damage Rating instead of B-Power (5.10.1)",
        (Param("stat", one_of(("dr",)), "the stat that decides"),),
        shorts=(value_for("stat", "`dr`"),),
        mapping=False,
    ),
)
