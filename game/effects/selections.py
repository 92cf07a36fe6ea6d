"""Selections (rule 6.2.1): what a card selects when it is played, parsed and described.

Part of the card language (game/effects/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.cardmodel import Faction
from game.effects.words import (
    SpecError,
    _a,
    _choice,
    _core_codes,
    _cores_or,
    _expect_bool,
    _expect_int,
    _factions,
    _join_or,
    _no_extra,
)
from game.frozen import Rebuilt, rebuilt

SELECTION_KINDS = ("bakugan", "player", "batch_card", "hero", "card_in_play")


@dataclass(frozen=True)
class Selection:
    kind: str
    side: str = "any"  # any | yours | opposing
    faction: tuple[Faction, ...] = ()
    not_faction: tuple[Faction, ...] = ()
    holding: tuple[str, ...] = ()
    in_brawl: bool = False
    not_opened_this_turn: bool = False
    old_evo: bool = False  # its top card is an Evo card not played this turn
    has_evo: bool = False  # it has an Evo card ("destroy an Evo": the Evo is the selection, rule 1.13.1)
    open_only: bool = False
    card_type: str | None = None  # for batch_card: Action, Flip, ... ("Hero/Action": either)
    max_cost: int | None = None  # a card (batch entry, Hero) whose Energy cost is at most this
    other: bool = False  # not this card's own Bakugan ("another Bakugan")

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> Selection:
        if isinstance(raw, str):
            raw = {"kind": raw}
        if not isinstance(raw, dict):
            raise SpecError(f"a selection must be a kind name or a mapping, got {raw!r}")
        _no_extra(raw, SELECTION_KEYS, "select")
        kind = _choice(raw.get("kind"), SELECTION_KINDS, "select kind")
        side = _choice(raw.get("side", "any"), ("any", "yours", "opposing"), "select side")
        card_type = raw.get("card_type")
        if card_type is not None:
            types = card_type if isinstance(card_type, list) else [card_type]
            for t in types:
                _choice(t, ("Action", "Flip", "Hero", "Evo", "ability", "any"), "card_type")
            card_type = "/".join(types)
        return cls(
            kind=kind,
            side=side,
            faction=_factions(raw["faction"], "select faction") if "faction" in raw else (),
            not_faction=_factions(raw["not_faction"], "select not_faction") if "not_faction" in raw else (),
            holding=_core_codes(raw["holding"], "select holding") if "holding" in raw else (),
            in_brawl=_expect_bool(raw.get("in_brawl", False), "in_brawl"),
            not_opened_this_turn=_expect_bool(raw.get("not_opened_this_turn", False), "not_opened_this_turn"),
            old_evo=_expect_bool(raw.get("old_evo", False), "old_evo"),
            has_evo=_expect_bool(raw.get("has_evo", False), "has_evo"),
            open_only=_expect_bool(raw.get("open_only", False), "open_only"),
            card_type=card_type,
            max_cost=_expect_int(raw["max_cost"], "max_cost") if "max_cost" in raw else None,
            other=_expect_bool(raw.get("other", False), "other"),
        )

    def describe(self) -> str:
        cost = f" that costs {self.max_cost} Energy or less" if self.max_cost is not None else ""
        if self.kind == "player":
            return {"any": "a player", "yours": "yourself", "opposing": "an opponent"}[self.side]
        if self.kind == "batch_card":
            what = _join_or(self.card_type.split("/")) if self.card_type and self.card_type != "any" else ""
            if what == "ability":
                return "an ability in the batch"
            return _a(f"{what} card".strip()) + cost + " in the batch"
        if self.kind == "card_in_play":
            return "a Hero card, or the top Evo card of a Bakugan"
        if self.kind == "hero":
            side = {"any": "a", "yours": "one of your", "opposing": "an opposing"}[self.side]
            faction = _join_or([f.value for f in self.faction]) + " " if self.faction else ""
            text = f"{side} {faction}Hero card{'s' if self.side == 'yours' else ''}{cost}"
            return _a(text[2:]) if self.side == "any" and faction else text
        words = {"any": "a", "yours": "one of your", "opposing": "an opposing"}[self.side]
        adjectives: list[str] = []
        if self.faction:
            adjectives.append(_join_or([f.value for f in self.faction]))
        if self.not_faction:
            adjectives.append("non-" + "/".join(f.value for f in self.not_faction))
        text = f"{words} {' '.join(adjectives) + ' ' if adjectives else ''}Bakugan".strip()
        if self.side == "any" and not adjectives:
            text = "an open Bakugan" if self.open_only else "a face-up Bakugan"
        elif self.open_only:
            text += " that is open"
        if adjectives and self.side == "any":
            text = _a(text[2:])
        if self.other:
            text = text.replace("Bakugan", "other Bakugan", 1).replace("a face-up other", "another face-up")
            text = text.replace("an open other", "another open")
        if self.in_brawl:
            text += " in this brawl"
        if self.not_opened_this_turn:
            text += " that did not open this turn"
        if self.old_evo:
            text += " whose top Evo card was not played this turn"
        elif self.has_evo:
            text += " with an Evo card"
        if self.holding:
            text += f" holding {_a(_cores_or(self.holding))} BakuCore"
        return text


# the keys a selection may have (its fields)
SELECTION_KEYS = {
    "max_cost",
    "other",
    "kind",
    "side",
    "faction",
    "not_faction",
    "holding",
    "in_brawl",
    "not_opened_this_turn",
    "old_evo",
    "has_evo",
    "open_only",
    "card_type",
}
