"""Effect kinds that play, choose or wait: play free, later (delayed), energize Hero, discount next,
Evo free, end turn, coin flip, reveal, look and reorder, opponent chooses, copy, choose discard,
return card.

Part of the card language (game/games/bakugan/words/__init__.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.games.bakugan.cards.model import Faction
from game.games.bakugan.words.base import SpecError, _a, _join_or
from game.games.bakugan.words.cards_energy import _count_words
from game.games.bakugan.words.context import EffectContext
from game.games.bakugan.words.effect import Effect, NoParams, no_params
from game.games.bakugan.words.params import (
    CARD_NAME,
    FACTIONS,
    NOTHING,
    STEPS,
    WHOLE,
    YES_NO,
    Kind,
    Param,
    Reader,
    describe,
    one_of,
    some_of,
    value_for,
)

if TYPE_CHECKING:
    from game.games.bakugan.words.steps import Step


FREE_SOURCES = ("hand", "deck_top", "opponent_hand", "this", "discard")


FREE_TYPES = ("Action", "Hero", "Evo")


@dataclass(frozen=True)
class PlayFree(Effect):
    """Play a card for free (rule 2.3.3: its Energy cost is zero) from your hand, the top of your
    deck (revealed, or looked at), an opponent's hand (looked at), or this card from the discard
    pile. The player chooses which card, and its selections, as it is played (rule 6.2.1)."""

    source: str = "hand"
    look: int = 1  # deck_top: how many cards from the top
    reveal: bool = True  # deck_top: shown to every player (False: only you look)
    types: tuple[str, ...] = FREE_TYPES
    faction: tuple[Faction, ...] = ()
    max_cost: int | None = None
    name: str = ""
    optional: bool = True
    min_cost: int | None = None  # only cards that cost this much or more ("cost 3 or more")
    onto: str = "any"  # any | rolled: an Evo only onto the Bakugan you rolled this turn

    def card_words(self) -> str:
        """'an Aquos Hero card that costs 3 Energy or less', 'Maximus Goreene Ultra', ..."""
        if self.name:
            return self.name
        kinds = "" if set(self.types) == set(FREE_TYPES) else _join_or(list(self.types)) + " "
        faction = _join_or([f.value for f in self.faction]) + " " if self.faction else ""
        text = _a(f"{faction}{kinds}card")
        if self.max_cost is not None:
            text += f" that costs {self.max_cost} Energy or less"
        if self.min_cost is not None:
            text += f"{' and' if self.max_cost is not None else ' that costs'} {self.min_cost} Energy or more"
        return text

    def describe(self) -> str:
        may = "you may play" if self.optional else "play"
        what = self.card_words()
        if self.source == "this":
            return f"{may} this card for free from your discard pile"
        if self.source == "hand" and self.onto == "rolled":
            return f"{may} {what} from your hand for free on the Bakugan you rolled this turn"
        if self.source == "hand":
            return f"{may} {what} from your hand for free"
        if self.source == "discard":
            return f"choose {what} in your discard pile; {may} it for free"
        if self.source == "opponent_hand":
            return (
                f"look at an opponent's hand; {may} {what} from it for free (it then goes to its owner's discard pile)"
            )
        top = "the top card" if self.look == 1 else f"the top {_count_words(self.look, 'card').split(' ', 1)[0]} cards"
        verb = "reveal" if self.reveal else "look at"
        among = "it" if self.look == 1 else "one of them"
        plain = self.max_cost is None and self.min_cost is None
        if not self.name and set(self.types) == set(FREE_TYPES) and plain and not self.faction:
            return f"{verb} {top} of your deck; if {among} is not a Flip card, {may} it for free"
        return f"{verb} {top} of your deck; if {among} is {what}, {may} it for free"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.play_free(self)


# The events a delayed effect waits for (`when:`), each with its words on screen
DELAY_TEXT = {
    "end_of_turn": "at the end of the turn",
    "opponent_plays_flip": "if an opponent plays a Flip card this turn",
    "after_damage": "after this attack",
    "you_play_action": "when you next play an Action card this turn",
    "rolled_is_victor": "if the Bakugan you rolled is declared the Victor this turn",
}


DELAY_EVENTS = tuple(DELAY_TEXT)


@dataclass(frozen=True)
class Later(Effect):
    """A delayed effect: its steps happen once, when the event comes later this turn. It keeps
    this card's selections; the card itself has already completed (rule 6.7.1)."""

    when: str = "end_of_turn"
    steps: tuple[Step, ...] = ()
    optional: bool = False
    each_time: bool = False  # "when ... this turn": every time the event comes, not only the first

    def uses_selected(self) -> bool:
        return any(st.effect.uses_selected() for st in self.steps)

    def describe(self) -> str:
        body = "; ".join(st.describe() for st in self.steps)
        if self.optional:
            body = "you may " + (body[4:] if body.startswith("you ") else body)
        when = DELAY_TEXT[self.when]
        if self.each_time:
            when = "each time " + when.removeprefix("if ").removeprefix("when ")
        return f"{when}, {body}"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.schedule(self)


@dataclass(frozen=True)
class EnergizeHero(Effect):
    """The selected Hero leaves play and becomes an Energy card of its controller (rule 7.2.4),
    uncharged unless `charged: true` (a card that does not say "uncharged")."""

    charged: bool = False

    def needs_selection(self) -> str | None:
        return "hero"

    def describe(self) -> str:
        return "its controller Energizes it " + ("charged" if self.charged else "uncharged")

    def resolve(self, ctx: EffectContext) -> None:
        ctx.energize_selected_hero(self.charged)


@dataclass(frozen=True)
class DiscountNext(Effect):
    """The next card you play this turn costs less (rule 2.3)."""

    amount: int = 1

    def describe(self) -> str:
        return f"the next card you play this turn costs {self.amount} Energy less"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.discount_next(self.amount)


@dataclass(frozen=True)
class EvoFree(NoParams):
    """For the rest of the turn, every player may play Evo cards for free (rule 2.3.3)."""

    def describe(self) -> str:
        return "for the rest of the turn, every player may play Evo cards for free"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.evo_free()


@dataclass(frozen=True)
class EndTurn(NoParams):
    """The turn ends now: the batch is cleared, damage not yet dealt is not dealt, Energy cards do
    not recharge; the next turn starts (the card's own words, rule 1.3.1)."""

    def describe(self) -> str:
        return (
            "end the turn: nothing else happens this turn (no more cards, the rest of the damage is not dealt, "
            "Energy cards do not recharge) and the next turn starts"
        )

    def resolve(self, ctx: EffectContext) -> None:
        ctx.end_turn()


@dataclass(frozen=True)
class CoinFlip(NoParams):
    """Flip a coin (from the game's seed, so replays agree); heads counts as done for `did: true`."""

    def describe(self) -> str:
        return 'flip a coin (heads counts as "you do")'

    def resolve(self, ctx: EffectContext) -> None:
        ctx.coin_flip()


@dataclass(frozen=True)
class Reveal(Effect):
    """Reveal the top card of your deck (or an opponent's) to every player; later steps can count
    its cost (per: revealed_cost) or copy it (copy_new: {from: revealed})."""

    whose: str = "yours"  # yours | opponent

    def describe(self) -> str:
        return "reveal the top card of " + ("your deck" if self.whose == "yours" else "an opponent's deck")

    def resolve(self, ctx: EffectContext) -> None:
        ctx.reveal_top(self.whose)


@dataclass(frozen=True)
class LookReorder(Effect):
    """Look at the top cards of your deck and put them back in the order you choose."""

    count: int = 3

    def describe(self) -> str:
        n = _count_words(self.count, "card").split(" ")[0]
        return f"look at the top {n} cards of your deck and put them back on top in any order"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.look_reorder(self.count)


@dataclass(frozen=True)
class OpponentChooses(Effect):
    """An opponent chooses which of the options happens (when this completes)."""

    options: tuple[tuple[Step, ...], ...] = ()

    def uses_selected(self) -> bool:
        return any(st.effect.uses_selected() for option in self.options for st in option)

    def describe(self) -> str:
        return "an opponent chooses one: " + "; or ".join(" and ".join(s.describe() for s in o) for o in self.options)

    def resolve(self, ctx: EffectContext) -> None:
        ctx.opponent_chooses(self)


@dataclass(frozen=True)
class CopyNew(Effect):
    """Copy an Action card's effect as if played independently (rule 7.7.1), making your own
    selections for the copy: the card negated just before, the card revealed just before, or
    an Action card discarded this turn."""

    source: str = "negated"  # negated | revealed | discarded
    optional: bool = True

    def describe(self) -> str:
        what = {
            "negated": "that card",
            "revealed": "the revealed card if it is an Action card",
            "discarded": "an Action card discarded this turn",
        }[self.source]
        may = "you may copy" if self.optional else "copy"
        return f"{may} the effect of {what}, making new selections for it"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.copy_new(self)


@dataclass(frozen=True)
class CopyPlayed(NoParams):
    """Copy the card whose play set this off (a you_play_card trigger, or a delayed effect waiting
    for your next Action), with the same selections (rule 7.7.1)."""

    def describe(self) -> str:
        return "copy that card (the copy keeps its selections)"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.copy_played()


@dataclass(frozen=True)
class ChooseDiscard(Effect):
    """An opponent reveals their hand; you choose a card of these types from it; they discard it."""

    types: tuple[str, ...] = ("Action",)

    def describe(self) -> str:
        return f"an opponent reveals their hand; choose {_a(_join_or(list(self.types)))} card from it: they discard it"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.choose_discard(self.types)


@dataclass(frozen=True)
class ReturnCard(NoParams):
    """The selected card in play (a Hero, or an Evo card: a Bakugan's top one or one under it) goes to
    its owner's hand."""

    def needs_selection(self) -> str | None:
        return "card_in_play"

    def describe(self) -> str:
        return "return it to its owner's hand"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.return_selected_card()


def _look_at_least_one(effect: Any, written: Mapping[str, Any]) -> str | None:
    return "look must be 1 or more" if effect.look < 1 else None


describe(
    PlayFree,
    Kind(
        "play_free",
        "play a card for free (rule 2.3.3: its cost is zero), choosing it and its selections now; it waits in the "
        "batch above this card",
        (
            Param(
                "from",
                one_of(FREE_SOURCES),
                "hand; deck_top (the top look cards); opponent_hand (you look at it; the card played goes to its "
                "owner's discard pile); this (this card, from your discard pile); discard (a card chosen in it)",
                field="source",
            ),
            Param("look", WHOLE, "deck_top: how many cards from the top"),
            Param("reveal", YES_NO, "deck_top: shown to every player (false: only you look)"),
            Param("types", some_of(FREE_TYPES), "the card types allowed (never Flip: rule 3.6.1)"),
            Param("faction", FACTIONS, "only cards of these factions"),
            Param("max_cost", WHOLE, "only cards that cost this much or less"),
            Param("min_cost", WHOLE, 'only cards that cost this much or more ("cost 3 or more")'),
            Param("name", CARD_NAME, "only a card of this name"),
            Param("optional", YES_NO, '"you may"'),
            Param("onto", one_of(("any", "rolled")), "rolled: an Evo only on the Bakugan you rolled this turn"),
        ),
        shorts=(NOTHING,),
        checks=(_look_at_least_one,),
    ),
)


def _later_needs_do(effect: Any, written: Mapping[str, Any]) -> str | None:
    return "needs do" if not effect.steps else None


describe(
    Later,
    Kind(
        "later",
        "a delayed effect: do happens once, later this turn, with this card's selections; unused, it ends with "
        "the turn",
        (
            Param("when", one_of(DELAY_TEXT, "a later event"), "the event it waits for", required=True),
            Param("do", STEPS, "the effects then done", field="steps"),
            Param("optional", YES_NO, '"you may"'),
            Param("each_time", YES_NO, '"when ... this turn": every time the event comes (without: once)'),
        ),
        checks=(_later_needs_do,),
    ),
)
describe(
    EnergizeHero,
    Kind(
        "energize_hero",
        "the selected Hero leaves play and becomes an Energy card of its controller",
        (Param("charged", YES_NO, "charged instead of uncharged"),),
        shorts=(NOTHING,),
    ),
)
describe(
    DiscountNext,
    Kind(
        "discount_next",
        "the next card you play this turn costs N less",
        (Param("amount", WHOLE, "how much less"),),
        shorts=(value_for("amount", "N"),),
        mapping=False,
    ),
)
no_params(EvoFree, "evo_free", "for the rest of the turn Evo cards are free to play, for every player")
no_params(
    EndTurn,
    "end_turn",
    "the turn ends at once: the batch and damage not yet dealt are dropped (cards to their owners' discard "
    "piles), no Retract or Charge step; the Reset step follows",
)
no_params(CoinFlip, "coin_flip", "flip a coin, drawn from the game's seed; heads counts as done for if: {did: true}")
describe(
    Reveal,
    Kind(
        "reveal",
        "reveal the top card of a deck to every player; later steps may count its cost (per: revealed_cost) or copy it",
        (Param("whose", one_of(("yours", "opponent")), "whose deck"),),
        shorts=(NOTHING,),
    ),
)
describe(
    LookReorder,
    Kind(
        "look_reorder",
        "look at the top N cards of your deck (only you) and put them back in the order you choose",
        (Param("count", WHOLE, "how many cards"),),
        shorts=(value_for("count", "N"),),
        mapping=False,
    ),
)


def _option_lists(value: Any, what: str) -> tuple[tuple[Any, ...], ...]:
    if not isinstance(value, list) or len(value) < 2:
        raise SpecError(f"{what} takes a list of two or more options (each a list of effects)")
    return tuple(STEPS.read(option, f"{what} option") for option in value)


describe(
    OpponentChooses,
    Kind(
        "opponent_chooses",
        "an opponent chooses, as this completes, which list of effects happens; its effects are done in order, "
        "and may: true inside one asks the card's controller",
        (Param("options", Reader("a list of two or more lists of effects", _option_lists), "the options"),),
        shorts=(value_for("options", "[[effects], [effects], ..]"),),
        mapping=False,
    ),
)
describe(
    CopyNew,
    Kind(
        "copy_new",
        "copy an Action card's effect with your own new selections (rule 7.7.1)",
        (
            Param(
                "from",
                one_of(("negated", "revealed", "discarded")),
                "the card negated or revealed by the step before, or an Action card discarded from a hand this turn",
                field="source",
                required=True,
            ),
            Param("optional", YES_NO, '"you may"'),
        ),
    ),
)
no_params(
    CopyPlayed,
    "copy_played",
    "copy the card whose play set this off (a you_play_card trigger, or later with when: you_play_action), "
    "with its selections (rule 7.7.1)",
)
describe(
    ChooseDiscard,
    Kind(
        "choose_discard",
        "an opponent reveals their hand; you choose a card of those types; they discard it",
        (Param("types", some_of(("Action", "Flip", "Hero", "Evo")), "the card types you may choose"),),
    ),
)
no_params(
    ReturnCard,
    "return_card",
    "the selected card in play (select: card_in_play, a Hero or an Evo card, one under the top one too; or "
    "select: hero) goes to its owner's hand",
)
