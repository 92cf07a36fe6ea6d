"""Selections (rule 6.2.1): what a card selects when it is played, parsed and described.

Part of the card language (game/games/bakugan/words/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.frozen import Rebuilt, rebuilt
from game.games.bakugan.cards.model import Faction
from game.games.bakugan.words.base import _a, _cores_or, _join_or
from game.games.bakugan.words.params import (
    CORES,
    FACTIONS,
    KINDS,
    WHOLE,
    YES_NO,
    Kind,
    Param,
    Reader,
    Short,
    describe,
    one_of,
    parse_described,
    some_of,
)

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
        selection: Selection = parse_described(cls, raw)
        return selection

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
            whose = {"any": "", "yours": " you control", "opposing": " an opponent controls"}[self.side]
            return f"a Hero or Evo card{whose or ' in play'}"
        if self.kind == "hero":
            faction = _join_or([f.value for f in self.faction]) + " " if self.faction else ""
            whose = {"any": "", "yours": " you control", "opposing": " an opponent controls"}[self.side]
            return _a(f"{faction}Hero card{whose}{cost}")
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


def _either_type(value: Any, what: str) -> str:
    """A card type, or a list of them ("Hero/Action": either)."""
    return "/".join(BATCH_TYPES.read(value, what))


BATCH_TYPES = some_of(("Action", "Flip", "Hero", "Evo", "ability", "any"))


def _flag(key: str, doc: str) -> Param:
    return Param(key, YES_NO, doc)


describe(
    Selection,
    Kind(
        "select",
        "the choice made when the card is played; the card cannot be played without one (rules 1.13.1, 6.2.1)",
        (
            Param(
                "kind",
                one_of(SELECTION_KINDS),
                "bakugan (a face-up Bakugan), player, batch_card (a card or ability in the batch), hero (a Hero "
                "in play), card_in_play (a Hero or an Evo card in play: a Bakugan stands for its top Evo card, "
                "an Evo under it is named by itself)",
                required=True,
            ),
            Param(
                "side",
                one_of(("any", "yours", "opposing")),
                'whose, by control (7.10.1): bakugan, player, hero ("a Hero you control"), card_in_play',
            ),
            Param("faction", FACTIONS, "only of these factions (a Hero's as they are now: 2.5.1)"),
            Param("not_faction", FACTIONS, "only of none of these factions"),
            Param("holding", CORES, "bakugan: only one holding one of these BakuCores"),
            _flag("in_brawl", "bakugan: only one in this brawl"),
            _flag("not_opened_this_turn", "bakugan: only one that did not open this turn"),
            _flag("old_evo", "bakugan: only one whose top Evo card was not played this turn"),
            _flag(
                "has_evo",
                'bakugan: only one with an Evo card ("destroy an Evo": with none in play the card '
                "cannot be played, 1.13.1)",
            ),
            _flag("open_only", "bakugan: only an open one"),
            Param(
                "card_type",
                Reader(BATCH_TYPES.doc, _either_type),
                "batch_card: only a card of this type (a list: any of them)",
            ),
            Param("max_cost", WHOLE, "batch_card, hero: only a card that costs N Energy or less"),
            _flag("other", 'bakugan, on abilities: not the ability\'s own Bakugan ("another Bakugan")'),
        ),
        shorts=(Short("a kind", lambda value: isinstance(value, str), lambda value: {"kind": value}),),
    ),
)


# the keys a selection may have
SELECTION_KEYS = KINDS[Selection].keys()
