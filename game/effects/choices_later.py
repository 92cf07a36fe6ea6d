"""Effect kinds that play, choose or wait: play free, later (delayed), energize Hero, discount next,
Evo free, end turn, coin flip, reveal, look and reorder, opponent chooses, copy, choose discard,
return card.

Part of the card language (game/effects/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.cardmodel import Faction
from game.effects.cards_energy import _count_words
from game.effects.context import EffectContext
from game.effects.effect import Effect, NoParams
from game.effects.words import SpecError, _a, _choice, _expect_bool, _expect_int, _factions, _join_or, _no_extra

if TYPE_CHECKING:
    from game.effects.steps import Step


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
    onto: str = "any"  # any | rolled: an Evo only onto the Bakugan you rolled this turn

    @classmethod
    def parse(cls, params: Any) -> PlayFree:
        if params in (None, {}, True):
            params = {}
        if not isinstance(params, dict):
            raise SpecError("play_free takes nothing or a mapping")
        _no_extra(
            params, {"from", "look", "reveal", "types", "faction", "max_cost", "name", "optional", "onto"}, "play_free"
        )
        types_raw = params.get("types", list(FREE_TYPES))
        types = tuple(
            _choice(t, FREE_TYPES, "play_free types")
            for t in (types_raw if isinstance(types_raw, list) else [types_raw])
        )
        name = params.get("name", "")
        if not isinstance(name, str):
            raise SpecError("play_free name must be a card name")
        effect = cls(
            source=_choice(params.get("from", "hand"), FREE_SOURCES, "play_free from"),
            look=_expect_int(params.get("look", 1), "play_free look"),
            reveal=_expect_bool(params.get("reveal", True), "play_free reveal"),
            types=types,
            faction=_factions(params["faction"], "play_free faction") if "faction" in params else (),
            max_cost=_expect_int(params["max_cost"], "play_free max_cost") if "max_cost" in params else None,
            name=name,
            optional=_expect_bool(params.get("optional", True), "play_free optional"),
            onto=_choice(params.get("onto", "any"), ("any", "rolled"), "play_free onto"),
        )
        if effect.look < 1:
            raise SpecError("play_free look must be 1 or more")
        return effect

    def card_words(self) -> str:
        """'an Aquos Hero card that costs 3 Energy or less', 'Maximus Goreene Ultra', ..."""
        if self.name:
            return self.name
        kinds = "" if set(self.types) == set(FREE_TYPES) else _join_or(list(self.types)) + " "
        faction = _join_or([f.value for f in self.faction]) + " " if self.faction else ""
        text = _a(f"{faction}{kinds}card")
        if self.max_cost is not None:
            text += f" that costs {self.max_cost} Energy or less"
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
        if not self.name and set(self.types) == set(FREE_TYPES) and self.max_cost is None and not self.faction:
            return f"{verb} {top} of your deck; if {among} is not a Flip card, {may} it for free"
        return f"{verb} {top} of your deck; if {among} is {what}, {may} it for free"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.play_free(self)


DELAY_EVENTS = ("end_of_turn", "opponent_plays_flip", "after_damage", "you_play_action", "rolled_is_victor")


DELAY_TEXT = {
    "you_play_action": "when you next play an Action card this turn",
    "rolled_is_victor": "if the Bakugan you rolled is declared the Victor this turn",
    "end_of_turn": "at the end of the turn",
    "opponent_plays_flip": "if an opponent plays a Flip card this turn",
    "after_damage": "after this attack",
}


@dataclass(frozen=True)
class Later(Effect):
    """A delayed effect: its steps happen once, when the event comes later this turn. It keeps
    this card's selections; the card itself has already completed (rule 6.7.1)."""

    when: str = "end_of_turn"
    steps: tuple[Step, ...] = ()
    optional: bool = False
    each_time: bool = False  # "when ... this turn": every time the event comes, not only the first

    @classmethod
    def parse(cls, params: Any) -> Later:
        if not isinstance(params, dict):
            raise SpecError("later takes a mapping with when and do")
        _no_extra(params, {"when", "do", "optional", "each_time"}, "later")
        from game.effects.steps import _parse_steps  # steps.py imports every kind, this one too

        steps = _parse_steps(params.get("do"), "later do")
        if not steps:
            raise SpecError("later needs do")
        return cls(
            when=_choice(params.get("when"), DELAY_EVENTS, "later when"),
            steps=steps,
            optional=_expect_bool(params.get("optional", False), "later optional"),
            each_time=_expect_bool(params.get("each_time", False), "later each_time"),
        )

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

    @classmethod
    def parse(cls, params: Any) -> EnergizeHero:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("energize_hero takes nothing or {charged: true}")
        _no_extra(params, {"charged"}, "energize_hero")
        return cls(charged=_expect_bool(params.get("charged", False), "energize_hero charged"))

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

    @classmethod
    def parse(cls, params: Any) -> DiscountNext:
        return cls(amount=_expect_int(params, "discount_next"))

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

    @classmethod
    def parse(cls, params: Any) -> Reveal:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("reveal takes nothing or a mapping with whose")
        _no_extra(params, {"whose"}, "reveal")
        return cls(whose=_choice(params.get("whose", "yours"), ("yours", "opponent"), "reveal whose"))

    def describe(self) -> str:
        return "reveal the top card of " + ("your deck" if self.whose == "yours" else "an opponent's deck")

    def resolve(self, ctx: EffectContext) -> None:
        ctx.reveal_top(self.whose)


@dataclass(frozen=True)
class LookReorder(Effect):
    """Look at the top cards of your deck and put them back in the order you choose."""

    count: int = 3

    @classmethod
    def parse(cls, params: Any) -> LookReorder:
        return cls(count=_expect_int(params, "look_reorder"))

    def describe(self) -> str:
        n = _count_words(self.count, "card").split(" ")[0]
        return f"look at the top {n} cards of your deck and put them back on top in any order"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.look_reorder(self.count)


@dataclass(frozen=True)
class OpponentChooses(Effect):
    """An opponent chooses which of the options happens (when this completes)."""

    options: tuple[tuple[Step, ...], ...] = ()

    @classmethod
    def parse(cls, params: Any) -> OpponentChooses:
        if not isinstance(params, list) or len(params) < 2:
            raise SpecError("opponent_chooses takes a list of two or more options (each a list of effects)")
        from game.effects.steps import _parse_steps  # steps.py imports every kind, this one too

        return cls(options=tuple(_parse_steps(o, "opponent_chooses option") for o in params))

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

    @classmethod
    def parse(cls, params: Any) -> CopyNew:
        if not isinstance(params, dict):
            raise SpecError("copy_new takes a mapping with from (negated, revealed, discarded)")
        _no_extra(params, {"from", "optional"}, "copy_new")
        return cls(
            source=_choice(params.get("from"), ("negated", "revealed", "discarded"), "copy_new from"),
            optional=_expect_bool(params.get("optional", True), "copy_new optional"),
        )

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

    @classmethod
    def parse(cls, params: Any) -> ChooseDiscard:
        if not isinstance(params, dict):
            raise SpecError("choose_discard takes a mapping with types")
        _no_extra(params, {"types"}, "choose_discard")
        raw = params.get("types", ["Action"])
        items = raw if isinstance(raw, list) else [raw]
        return cls(types=tuple(_choice(t, ("Action", "Flip", "Hero", "Evo"), "choose_discard types") for t in items))

    def describe(self) -> str:
        return f"an opponent reveals their hand; choose {_a(_join_or(list(self.types)))} card from it: they discard it"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.choose_discard(self.types)


@dataclass(frozen=True)
class ReturnCard(NoParams):
    """The selected card in play (a Hero, or a Bakugan's top Evo) goes to its owner's hand."""

    def needs_selection(self) -> str | None:
        return "card_in_play"

    def describe(self) -> str:
        return "return it to its owner's hand"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.return_selected_card()
