"""The Effect base class, groups and counters, and the helpers the effect kinds share.

Part of the card language (game/games/bakugan/words/__init__.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.frozen import Rebuilt, rebuilt
from game.games.bakugan.cards.model import Faction
from game.games.bakugan.words.base import KEYWORDS, _join_or
from game.games.bakugan.words.context import EffectContext
from game.games.bakugan.words.params import (
    FACTION,
    FACTIONS,
    NOTHING,
    WHOLE,
    YES_NO,
    Kind,
    Param,
    describe,
    one_of,
    parse_described,
    some_of,
)

# A group of Bakugan (`to:`), each word with the words shown on screen for it
GROUP_TEXT = {
    "selected": "it",
    "second": "the second Bakugan chosen",
    "yours": "your Bakugan",
    "opposing": "opposing Bakugan",
    "all": "every Bakugan",
    "self": "this Bakugan",
    "your_brawler": "your Bakugan in this brawl",
    "opposing_brawler": "the opposing Bakugan in this brawl",
}


GROUPS = tuple(GROUP_TEXT)


A_GROUP = one_of(GROUP_TEXT, "a Bakugan group")


# The counts of `per:`, each with its words on screen ("none": no count)
COUNTER_TEXT = {
    "none": "",
    "team_faction": "for each {faction} Bakugan on your team",
    "energy_cards": "for each Energy card you have in play",
    "cards_played": "for each card you have played this turn",
    "other_cards_played": "for each other card you have played this turn",
    "selected_dr": "for each 1 Damage Rating it has",
    "selected_bp": "for each 100 B-Power it has",
    "self_dr": "for each 1 Damage Rating this Bakugan has",
    "self_bp": "for each 100 B-Power this Bakugan has",
    "selected_frost": "for each point of FrostStrike it has",
    "heroes": "for each Hero card you have in play",
    "cores_held": "for each BakuCore your Bakugan hold",
    "flips_in_discard": "for each Flip card in your discard pile",
    "tally": "for each card discarded, destroyed or shuffled in this way",
    "revealed_cost": "for each 1 Energy the revealed card costs",
    "discarded_cost": "for each 1 Energy the discarded card costs",
    "victor_dr": "for each 1 Damage Rating the Victor has",
}


COUNTERS = tuple(COUNTER_TEXT)

# The counts a standing statement may use (a static ability, a cost rule: stats.static_count): what
# is true of the game now. The others are known only to an effect completing (its selection, the
# cards it moved, the card revealed, the Victor's Damage Rating when the step is reached).
STANDING_COUNTS = (
    "none",
    "team_faction",
    "energy_cards",
    "cards_played",
    "other_cards_played",
    "heroes",
    "cores_held",
    "flips_in_discard",
)


def standing_count_problem(per: str, where: str) -> str | None:
    """What is wrong with a count that a static ability or a cost rule cannot read (None: fine)."""
    if per in STANDING_COUNTS:
        return None
    return f"{where} cannot count {per}: only {', '.join(STANDING_COUNTS[1:])} (effects count the others)"


A_COUNT = one_of(COUNTER_TEXT, "a count")


class Effect:
    """One instruction of a card, done in order (rule 1.3.3)."""

    @classmethod
    def parse(cls, params: Any) -> Effect:
        """Read the kind's parameters as its description says (game/games/bakugan/words/params.py)."""
        effect: Effect = parse_described(cls, params)
        return effect

    def describe(self) -> str:
        raise NotImplementedError

    def resolve(self, ctx: EffectContext) -> None:
        raise NotImplementedError

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    def needs_selection(self) -> str | None:
        """The kind of selection an effect of this kind always acts on, if any."""
        return None

    def uses_selected(self) -> bool:
        return self.needs_selection() is not None

    def selection_kind(self) -> str | None:
        """The kind of selection this effect acts on (bakugan, player, hero, batch_card), if any."""
        needed = self.needs_selection()
        if needed:
            return needed
        return "bakugan" if self.uses_selected() else None


def _player_selection(effect: Effect, who: str) -> str | None:
    if who == "selected":
        return "player"
    return "bakugan" if effect.uses_selected() else None


class NoParams(Effect):
    """An effect written with no parameters (`negate:`, `{}` or `true`)."""


def no_params(cls: type[Effect], name: str, doc: str) -> None:
    """Describe a word written with no parameters."""
    describe(cls, Kind(name, doc, shorts=(NOTHING,), mapping=False))


def stat_words(bp: int, dr: int, frost: int, keywords: tuple[str, ...]) -> str:
    parts: list[str] = []
    if bp:
        parts.append(f"{bp:+d} B-Power")
    if dr:
        parts.append(f"{dr:+d} Damage Rating")
    if frost:
        parts.append(f"{frost:+d} FrostStrike")
    parts.extend(keywords)
    if len(parts) > 2:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return " and ".join(parts) if parts else "no change"


def _times(ctx: EffectContext, per: str, faction: Faction | None) -> int:
    """How many times a 'for each' effect applies (1 without a count)."""
    if per == "none":
        return 1
    if per == "team_faction":
        return ctx.count(f"team_faction:{faction.value if faction else ''}")
    return ctx.count(per)


def _check_per(effect: Any, written: Mapping[str, Any]) -> str | None:
    return "per team_faction needs a faction" if effect.per == "team_faction" and effect.per_faction is None else None


# `per` and its `faction`, shared by the words that repeat "for each" of a count
PER_PARAMS = (
    Param("per", A_COUNT, "done once for each of a count, read when the step is reached"),
    Param("faction", FACTION, "the faction counted by per: team_faction", field="per_faction"),
)


def _per_text(per: str, faction: Faction | None) -> str:
    if per == "none":
        return ""
    return " " + COUNTER_TEXT[per].format(faction=faction.value if faction else "")


@dataclass(frozen=True)
class Boost(Effect):
    """Change B-Power, Damage Rating, FrostStrike or keywords of Bakugan (turn-long: rule 3.5.3)."""

    bp: int = 0
    dr: int = 0
    frost: int = 0
    keywords: tuple[str, ...] = ()
    to: str = "selected"
    per: str = "none"
    per_faction: Faction | None = None
    lasting: bool = False
    only_faction: tuple[Faction, ...] = ()  # of the group, only Bakugan of these factions
    except_faction: tuple[Faction, ...] = ()  # of the group, only Bakugan not of these factions

    def fits(self, factions: set[str]) -> bool:
        """Whether a Bakugan of these factions is among the ones the group's faction filter keeps."""
        if self.only_faction and not factions & {f.value for f in self.only_faction}:
            return False
        return not (self.except_faction and factions & {f.value for f in self.except_faction})

    def group_text(self) -> str:
        who = GROUP_TEXT[self.to]
        if self.only_faction or self.except_faction:
            names = _join_or([f.value for f in self.only_faction or self.except_faction])
            adjective = names if self.only_faction else "non-" + names
            who = {"yours": f"your {adjective} Bakugan", "opposing": f"opposing {adjective} Bakugan"}.get(
                self.to, f"{adjective} Bakugan" if self.to == "all" else f"{who} if {adjective}"
            )
        return who

    def uses_selected(self) -> bool:
        return self.to == "selected" or self.per in ("selected_dr", "selected_frost")

    def describe(self) -> str:
        who = self.group_text()
        verb = "get" if self.to in ("yours", "opposing") or (self.to == "all" and self.except_faction) else "gets"
        text = f"{who} {verb} {stat_words(self.bp, self.dr, self.frost, self.keywords)}"
        text += "" if self.lasting else " this turn"
        if self.per != "none":
            text += " " + COUNTER_TEXT[self.per].format(faction=self.per_faction.value if self.per_faction else "")
        return text

    def resolve(self, ctx: EffectContext) -> None:
        times = _times(ctx, self.per, self.per_faction)
        for bid in ctx.bakugan_group(self.to):
            if not self.fits(ctx.factions_of(bid)):
                continue
            ctx.modify_bakugan(bid, self.bp * times, self.dr * times, self.frost * times, self.keywords, self.lasting)


def _boost_changes(effect: Any, written: Mapping[str, Any]) -> str | None:
    changes = effect.bp or effect.dr or effect.frost or effect.keywords
    return None if changes else "changes nothing: give bp, dr, frost or keywords"


TO_PARAM = Param("to", A_GROUP, "the Bakugan it acts on")

describe(
    Boost,
    Kind(
        "boost",
        "changes B-Power, Damage Rating, FrostStrike or keywords of Bakugan; turn-long unless lasting "
        "(rule 3.5.3); negative numbers reduce",
        (
            Param("bp", WHOLE, "B-Power added"),
            Param("dr", WHOLE, "Damage Rating added"),
            Param("frost", WHOLE, "FrostStrike added"),
            Param("keywords", some_of(KEYWORDS), "keywords given"),
            TO_PARAM,
            *PER_PARAMS,
            Param("lasting", YES_NO, "while the Bakugan stays in play, not only this turn"),
            Param("only_faction", FACTIONS, 'only the group\'s Bakugan of these factions ("your Aquos Bakugan")'),
            Param("except_faction", FACTIONS, 'only the group\'s Bakugan not of these factions ("non-Ventus")'),
        ),
        checks=(_check_per, _boost_changes),
    ),
)
