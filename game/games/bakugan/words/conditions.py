"""Conditions: when an ability applies or a card may be played, parsed, checked and described.

Part of the card language (game/games/bakugan/words/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.frozen import Rebuilt, rebuilt
from game.games.bakugan.cards.model import Faction
from game.games.bakugan.words.base import TAG_TEXT, _a, _cores_or, _join_or
from game.games.bakugan.words.params import (
    CORES,
    FACTION,
    FACTIONS,
    KINDS,
    NAMES,
    WHOLE,
    YES_NO,
    Kind,
    Param,
    Short,
    describe,
    one_of,
    parse_described,
)


@dataclass(frozen=True)
class Condition:
    """All named tests must hold. Tests read the game through EffectContext.check."""

    tag: str | None = None  # a tag-word (rule 7.4)
    selected_faction: tuple[Faction, ...] = ()  # the selected Bakugan is one of these
    selected_not_faction: tuple[Faction, ...] = ()
    selected_holding: tuple[str, ...] = ()  # the selected Bakugan holds one of these cores
    self_holding: tuple[str, ...] = ()  # this card's own Bakugan holds one of these (6.5.2)
    self_open: bool | None = None
    team_has_faction: Faction | None = None
    cards_played: int = 0  # you have played at least this many cards this turn
    hand_empty: bool | None = None
    energy_cards: int = 0  # you have at least this many Energy cards in play
    heroes: int = 0  # you have at least this many Hero cards in play
    rerolled_open: bool | None = None  # your Bakugan opened on the Reroll this card made
    self_underdog: bool | None = None  # this Bakugan has lower B-Power than an opposing one in the brawl
    stopped: bool | None = None  # "if you do": this card's Stop ended damage
    your_brawler_holding: tuple[str, ...] = ()  # your Bakugan in the brawl holds one of these
    yours_holding: tuple[str, ...] = ()  # one of your Bakugan holds one of these
    self_cores: int = 0  # this card's own Bakugan holds at least this many BakuCores
    controls_hero: tuple[str, ...] = ()  # you control a Hero of each of these names
    hero_copies: int = 0  # ... and at least this many of each
    open_bakugan: int = 0  # you have exactly this many open Bakugan
    opponent_hand_empty: bool | None = None  # an opponent has no cards in hand
    selected_dr: int = 0  # the selected Bakugan has at least this much Damage Rating
    discard_cards: int = 0  # your discard pile holds at least this many cards
    factions_played: int = 0  # you have played cards of at least this many factions this turn
    did: bool | None = None  # "if you do": the optional step just before was done
    damage_dealt: int = 0  # you_deal_damage: the attack dealt at least this much
    played_cost: int = 0  # you have played a card with at least this printed cost this turn

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> Condition:
        condition: Condition = parse_described(cls, raw)
        return condition

    def describe(self) -> str:
        parts: list[str] = []
        if self.tag:
            parts.append(TAG_TEXT[self.tag])
        if self.selected_faction:
            parts.append(f"it is {_join_or([f.value for f in self.selected_faction])}")
        if self.selected_not_faction:
            parts.append(f"it is not {_join_or([f.value for f in self.selected_not_faction])}")
        if self.selected_holding:
            parts.append(f"it holds {_a(_cores_or(self.selected_holding))} BakuCore")
        if self.self_holding:
            parts.append(f"this Bakugan holds {_a(_cores_or(self.self_holding))} BakuCore")
        if self.self_open is not None:
            parts.append("this Bakugan is open" if self.self_open else "this Bakugan is closed")
        if self.team_has_faction:
            parts.append(f"you have {_a(self.team_has_faction.value)} Bakugan on your team")
        if self.cards_played:
            parts.append(f"you have played {self.cards_played} or more cards this turn")
        if self.hand_empty is not None:
            parts.append("you have no cards in hand" if self.hand_empty else "you have cards in hand")
        if self.energy_cards:
            parts.append(f"you have {self.energy_cards} or more Energy cards in play")
        if self.heroes:
            parts.append(f"you have {self.heroes} or more Hero cards in play")
        if self.stopped is not None:
            parts.append("the damage is stopped" if self.stopped else "the damage is not stopped")
        if self.rerolled_open is not None:
            parts.append("you open on the Reroll" if self.rerolled_open else "you miss on the Reroll")
        if self.your_brawler_holding:
            parts.append(f"your Bakugan in the brawl holds {_a(_cores_or(self.your_brawler_holding))} BakuCore")
        if self.yours_holding:
            parts.append(f"one of your Bakugan holds {_a(_cores_or(self.yours_holding))} BakuCore")
        if self.self_cores:
            parts.append(f"this Bakugan holds {self.self_cores} or more BakuCores")
        if self.controls_hero:
            names = " and ".join(self.controls_hero)
            copies = f"{self.hero_copies} copies of " if self.hero_copies > 1 else ""
            parts.append(f"you control {copies}{names}")
        if self.open_bakugan:
            parts.append(f"you have exactly {self.open_bakugan} open Bakugan")
        if self.opponent_hand_empty is not None:
            parts.append(
                "an opponent has no cards in hand" if self.opponent_hand_empty else "every opponent has cards in hand"
            )
        if self.selected_dr:
            parts.append(f"its Damage Rating is {self.selected_dr} or more")
        if self.played_cost:
            parts.append(f"you have played a card that costs {self.played_cost} Energy or more this turn")
        if self.discard_cards:
            parts.append(f"your discard pile holds {self.discard_cards} or more cards")
        if self.factions_played:
            parts.append(f"you have played cards of {self.factions_played} different factions this turn")
        if self.did is not None:
            parts.append("you do" if self.did else "you do not")
        if self.damage_dealt:
            parts.append(f"it was {self.damage_dealt} or more damage")
        if self.self_underdog is not None:
            parts.append(
                "Underdog (this Bakugan has lower B-Power than the opposing Bakugan)"
                if self.self_underdog
                else "this Bakugan does not have lower B-Power than the opposing Bakugan"
            )
        return " and ".join(parts)


def _count(key: str, doc: str) -> Param:
    return Param(key, WHOLE, doc)


def _yes(key: str, doc: str) -> Param:
    return Param(key, YES_NO, doc)


describe(
    Condition,
    Kind(
        "condition",
        "all listed tests must hold",
        (
            Param(
                "tag",
                one_of(TAG_TEXT, "a tag word"),
                "a tag word (rule 7.4); Sacrifice holds when the player discarded a card from hand as they played this",
            ),
            Param("selected_faction", FACTIONS, "the chosen Bakugan is of one of these factions"),
            Param("selected_not_faction", FACTIONS, "the chosen Bakugan is of none of these factions"),
            Param("selected_holding", CORES, "the chosen Bakugan holds one of these BakuCores"),
            Param("self_holding", CORES, "this card's own Bakugan holds one of these BakuCores (rule 6.5.2)"),
            _yes("self_open", "this card's own Bakugan is open (false: closed)"),
            Param("team_has_faction", FACTION, "you have a Bakugan of this faction on your team"),
            _count("cards_played", "you have played N or more cards this turn"),
            _yes("hand_empty", "you have no cards in hand (false: you have some)"),
            _count("energy_cards", "you have N or more Energy cards in play"),
            _count("heroes", "you have N or more Hero cards in play"),
            _yes("rerolled_open", '"if you open on the Reroll" this card made'),
            _yes("self_underdog", "Underdog: this Bakugan has lower B-Power than an opposing Bakugan in the brawl"),
            _yes("stopped", '"if you do" after this card\'s Stop'),
            Param("your_brawler_holding", CORES, "your Bakugan in the brawl holds one of these"),
            Param("yours_holding", CORES, "one of your Bakugan holds one of these"),
            _count("self_cores", "this Bakugan holds N or more BakuCores"),
            Param(
                "controls_hero", NAMES, 'you control a Hero of each name ("Magnus" also names "Magnus, Ultimate Rival")'
            ),
            _count("hero_copies", "with controls_hero: N of each"),
            _count("open_bakugan", "exactly N of your Bakugan are open"),
            _yes("opponent_hand_empty", "an opponent has no cards in hand"),
            _count("selected_dr", "the chosen Bakugan's Damage Rating is N or more, read when the step is reached"),
            _count("discard_cards", "N or more cards in your discard pile"),
            _count("factions_played", "cards of N different factions played this turn, this one included"),
            _yes("did", '"if you do": the optional step just before was done'),
            _count("damage_dealt", "on a you_deal_damage trigger: the attack dealt N or more"),
            _count("played_cost", "you played a card with a printed cost of N or more this turn"),
        ),
        shorts=(Short("a tag word", lambda value: isinstance(value, str), lambda value: {"tag": value}),),
    ),
)


# the keys a condition may have
CONDITION_KEYS = KINDS[Condition].keys()
