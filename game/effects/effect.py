"""The Effect base class, groups and counters, and the helpers the effect kinds share.

Part of the card language (game/effects/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.cardmodel import Faction
from game.effects.context import EffectContext
from game.effects.words import (
    KEYWORDS,
    SpecError,
    _choice,
    _expect_bool,
    _expect_int,
    _faction,
    _factions,
    _join_or,
    _no_extra,
)
from game.frozen import Rebuilt, rebuilt

GROUPS = ("selected", "second", "yours", "opposing", "all", "self", "your_brawler", "opposing_brawler")


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


COUNTERS = (
    "none",
    "team_faction",
    "energy_cards",
    "cards_played",
    "other_cards_played",
    "selected_dr",
    "selected_bp",
    "self_dr",
    "self_bp",
    "selected_frost",
    "heroes",
    "cores_held",
    "flips_in_discard",
    "tally",
    "revealed_cost",
    "discarded_cost",
)


COUNTER_TEXT = {
    "team_faction": "for each {faction} Bakugan on your team",
    "energy_cards": "for each Energy card you have in play",
    "cards_played": "for each card you have played this turn",
    "other_cards_played": "for each other card you have played this turn",
    "selected_frost": "for each point of FrostStrike it has",
    "flips_in_discard": "for each Flip card in your discard pile",
    "tally": "for each card discarded, destroyed or shuffled in this way",
    "discarded_cost": "for each 1 Energy the discarded card costs",
    "revealed_cost": "for each 1 Energy the revealed card costs",
    "selected_dr": "for each 1 Damage Rating it has",
    "selected_bp": "for each 100 B-Power it has",
    "self_dr": "for each 1 Damage Rating this Bakugan has",
    "self_bp": "for each 100 B-Power this Bakugan has",
    "heroes": "for each Hero card you have in play",
    "cores_held": "for each BakuCore your Bakugan hold",
}


class Effect:
    """One instruction of a card, done in order (rule 1.3.3)."""

    @classmethod
    def parse(cls, params: Any) -> Effect:
        raise NotImplementedError

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

    @classmethod
    def parse(cls, params: Any) -> Effect:
        if params not in (None, {}, True):
            from game.effects.steps import EFFECT_NAMES  # the registry imports every kind

            raise SpecError(f"{EFFECT_NAMES[cls]} takes no parameters")
        return cls()


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


def _parse_per(params: dict[str, Any], what: str) -> tuple[str, Faction | None]:
    per = _choice(params.get("per", "none"), COUNTERS, f"{what} per")
    faction = _faction(params["faction"], f"{what} faction") if "faction" in params else None
    if per == "team_faction" and faction is None:
        raise SpecError(f"{what} per team_faction needs a faction")
    return per, faction


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

    @classmethod
    def parse(cls, params: Any) -> Boost:
        if not isinstance(params, dict):
            raise SpecError(f"boost takes a mapping, got {params!r}")
        _no_extra(
            params,
            {"bp", "dr", "frost", "keywords", "to", "per", "faction", "lasting", "only_faction", "except_faction"},
            "boost",
        )
        keywords = params.get("keywords", [])
        if not isinstance(keywords, list):
            keywords = [keywords]
        for kw in keywords:
            _choice(kw, KEYWORDS, "boost keyword")
        per, faction = _parse_per(params, "boost")
        effect = cls(
            bp=_expect_int(params.get("bp", 0), "boost bp"),
            dr=_expect_int(params.get("dr", 0), "boost dr"),
            frost=_expect_int(params.get("frost", 0), "boost frost"),
            keywords=tuple(keywords),
            to=_choice(params.get("to", "selected"), GROUPS, "boost to"),
            per=per,
            per_faction=faction,
            lasting=_expect_bool(params.get("lasting", False), "boost lasting"),
            only_faction=_factions(params["only_faction"], "boost only_faction") if "only_faction" in params else (),
            except_faction=_factions(params["except_faction"], "boost except_faction")
            if "except_faction" in params
            else (),
        )
        if not (effect.bp or effect.dr or effect.frost or effect.keywords):
            raise SpecError("boost changes nothing: give bp, dr, frost or keywords")
        return effect

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
