"""Conditions: when an ability applies or a card may be played, parsed, checked and described.

Part of the card language (game/effects/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.cardmodel import Faction
from game.effects.words import (
    TAG_WORDS,
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
    _names,
    _no_extra,
)
from game.frozen import Rebuilt, rebuilt


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
        if isinstance(raw, str):
            raw = {"tag": raw}
        if not isinstance(raw, dict):
            raise SpecError(f"a condition must be a mapping, got {raw!r}")
        _no_extra(raw, CONDITION_KEYS, "condition")
        return cls(
            tag=_choice(raw["tag"], TAG_WORDS, "condition tag") if "tag" in raw else None,
            selected_faction=_factions(raw["selected_faction"], "selected_faction")
            if "selected_faction" in raw
            else (),
            selected_not_faction=_factions(raw["selected_not_faction"], "selected_not_faction")
            if "selected_not_faction" in raw
            else (),
            selected_holding=_core_codes(raw["selected_holding"], "selected_holding")
            if "selected_holding" in raw
            else (),
            self_holding=_core_codes(raw["self_holding"], "self_holding") if "self_holding" in raw else (),
            self_open=_expect_bool(raw["self_open"], "self_open") if "self_open" in raw else None,
            team_has_faction=_faction(raw["team_has_faction"], "team_has_faction")
            if "team_has_faction" in raw
            else None,
            cards_played=_expect_int(raw.get("cards_played", 0), "cards_played"),
            hand_empty=_expect_bool(raw["hand_empty"], "hand_empty") if "hand_empty" in raw else None,
            energy_cards=_expect_int(raw.get("energy_cards", 0), "energy_cards"),
            heroes=_expect_int(raw.get("heroes", 0), "heroes"),
            rerolled_open=_expect_bool(raw["rerolled_open"], "rerolled_open") if "rerolled_open" in raw else None,
            self_underdog=_expect_bool(raw["self_underdog"], "self_underdog") if "self_underdog" in raw else None,
            stopped=_expect_bool(raw["stopped"], "stopped") if "stopped" in raw else None,
            your_brawler_holding=_core_codes(raw["your_brawler_holding"], "your_brawler_holding")
            if "your_brawler_holding" in raw
            else (),
            yours_holding=_core_codes(raw["yours_holding"], "yours_holding") if "yours_holding" in raw else (),
            self_cores=_expect_int(raw.get("self_cores", 0), "self_cores"),
            controls_hero=_names(raw["controls_hero"], "controls_hero") if "controls_hero" in raw else (),
            hero_copies=_expect_int(raw.get("hero_copies", 0), "hero_copies"),
            open_bakugan=_expect_int(raw.get("open_bakugan", 0), "open_bakugan"),
            opponent_hand_empty=_expect_bool(raw["opponent_hand_empty"], "opponent_hand_empty")
            if "opponent_hand_empty" in raw
            else None,
            selected_dr=_expect_int(raw.get("selected_dr", 0), "selected_dr"),
            discard_cards=_expect_int(raw.get("discard_cards", 0), "discard_cards"),
            played_cost=_expect_int(raw.get("played_cost", 0), "played_cost"),
            factions_played=_expect_int(raw.get("factions_played", 0), "factions_played"),
            did=_expect_bool(raw["did"], "did") if "did" in raw else None,
            damage_dealt=_expect_int(raw.get("damage_dealt", 0), "damage_dealt"),
        )

    def describe(self) -> str:
        parts: list[str] = []
        tag_text = {
            "Turbo": "Turbo (you have more Energy cards in play than any opponent)",
            "Flow": "Flow (you have already played a card this turn)",
            "Fury": "Fury (you have no cards in hand)",
            "Sacrifice": "Sacrifice (you discard a card from your hand as you play this)",
            "Domination": "Domination (your Bakugan hold more BakuCores than any opponent's)",
        }
        if self.tag:
            parts.append(tag_text[self.tag])
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


# the keys a condition may have (its fields)
CONDITION_KEYS = {
    "tag",
    "selected_faction",
    "selected_not_faction",
    "selected_holding",
    "self_holding",
    "self_open",
    "rerolled_open",
    "self_underdog",
    "stopped",
    "team_has_faction",
    "cards_played",
    "hand_empty",
    "energy_cards",
    "heroes",
    "your_brawler_holding",
    "yours_holding",
    "self_cores",
    "controls_hero",
    "hero_copies",
    "open_bakugan",
    "opponent_hand_empty",
    "selected_dr",
    "discard_cards",
    "factions_played",
    "did",
    "played_cost",
    "damage_dealt",
}
