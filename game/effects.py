"""The card language: a closed set of effect kinds, conditions, selections and abilities.

A card's YAML names these kinds; loading builds the frozen objects below and rejects anything
else (game/catalog.py). Each kind validates its parameters, writes its own text (so the text on
screen cannot drift from behaviour) and resolves against an EffectContext, which the rules engine
implements. Nothing here imports the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from game.cardmodel import CORE_CODES, Faction
from game.frozen import Rebuilt, rebuilt

KEYWORDS = ("DoubleStrike", "ShadowStrike")
TAG_WORDS = ("Turbo", "Flow", "Fury", "Sacrifice", "Domination")


class SpecError(ValueError):
    """A card's structured text does not fit the language; the message says what is wrong."""


# ---------------------------------------------------------------------------------------------
# Reading parameters


def _expect_int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SpecError(f"{what} must be a whole number, got {value!r}")
    return value


def _expect_bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise SpecError(f"{what} must be true or false, got {value!r}")
    return value


def _faction(value: Any, what: str) -> Faction:
    try:
        return Faction(value)
    except ValueError:
        names = ", ".join(f.value for f in Faction)
        raise SpecError(f"{what}: unknown faction {value!r} (one of {names})") from None


def _factions(value: Any, what: str) -> tuple[Faction, ...]:
    items = value if isinstance(value, list) else [value]
    return tuple(_faction(v, what) for v in items)


def _core_codes(value: Any, what: str) -> tuple[str, ...]:
    items = value if isinstance(value, list) else [value]
    for item in items:
        if item not in CORE_CODES:
            raise SpecError(f"{what}: unknown BakuCore icon {item!r} (one of {', '.join(CORE_CODES)})")
    return tuple(items)


def _names(value: Any, what: str) -> tuple[str, ...]:
    items = value if isinstance(value, list) else [value]
    for item in items:
        if not isinstance(item, str) or not item:
            raise SpecError(f"{what}: a card name must be text, got {item!r}")
    return tuple(items)


def _choice(value: Any, options: tuple[str, ...], what: str) -> str:
    if value not in options:
        raise SpecError(f"{what} must be one of {', '.join(options)}, got {value!r}")
    return str(value)


def _no_extra(params: Mapping[str, Any], allowed: set[str], what: str) -> None:
    extra = sorted(set(params) - allowed)
    if extra:
        raise SpecError(f"{what}: unknown parameter(s) {', '.join(extra)} (allowed: {', '.join(sorted(allowed))})")


CORE_NAMES = {"FT": "Fist", "FF": "Flaming Fist", "SD": "Shield", "MS": "Magic Shield", "HE": "Helix"}


def _a(phrase: str) -> str:
    """'a' or 'an' before a phrase."""
    return ("an " if phrase[:1].upper() in "AEIOU" else "a ") + phrase


def _cores_or(codes: tuple[str, ...]) -> str:
    return _join_or([CORE_NAMES.get(c, c) for c in codes])


def _join_or(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " or " + words[-1]


# ---------------------------------------------------------------------------------------------
# What an effect may ask of the game


class EffectContext(Protocol):
    """The operations effects use; the rules engine implements them (game/rules/)."""

    controller: int

    def check(self, condition: Condition) -> bool: ...
    def selected_bakugan(self) -> list[int]: ...
    def bakugan_group(self, group: str) -> list[int]: ...
    def factions_of(self, bid: int) -> set[str]: ...
    def count(self, counter: str) -> int: ...
    def modify_bakugan(
        self, bid: int, bp: int, dr: int, frost: int, keywords: tuple[str, ...], lasting: bool
    ) -> None: ...
    def set_base(self, bid: int, bp: int | None, dr: int | None) -> None: ...
    def draw(self, seat: int, count: int) -> None: ...
    def players(self, who: str) -> list[int]: ...
    def discard_chosen(
        self, seat: int, count: int, chooser: int, card_type: str = "", optional: bool = False
    ) -> None: ...
    def discard_hand(self, seat: int, redraw: bool) -> None: ...
    def start_tally(self) -> None: ...
    def shuffle_in(self, seat: int) -> None: ...
    def hand_size(self, seat: int) -> int: ...
    def negate_selected(self) -> None: ...
    def stop_damage(self) -> None: ...
    def damage_origin_matches(self, factions: tuple[Faction, ...], exclude: bool, holding: tuple[str, ...]) -> bool: ...
    def retract(self, bid: int) -> None: ...
    def destroy_energy(self, seat: int, count: int) -> None: ...
    def destroy_selected_hero(self) -> None: ...
    def destroy_this_hero(self) -> None: ...
    def destroy_heroes(self, seat: int) -> None: ...
    def destroy_energy_down_to(self, seat: int, keep: int) -> None: ...
    def uncharge_energy(self, seat: int, count: int, hold: bool) -> None: ...
    def decide_victor_by(self, stat: str) -> None: ...
    def remove_cores(self, bid: int, every: bool) -> None: ...
    def swap_cores(self, mine: int, theirs: int) -> None: ...
    def split_boost(self, bp: int, dr: int, bids: list[int]) -> None: ...
    def reveal_core(self, optional: bool) -> None: ...
    def gain_energy(self, amount: int) -> None: ...
    def energize_top_of_deck(self, seat: int, charged: bool) -> None: ...
    def energize_self(self, charged: bool) -> None: ...
    def return_self_to_hand(self) -> None: ...
    def attack(self, dr: int, faction: Faction | None) -> None: ...
    def damage_to_hand(self) -> None: ...
    def take_core(self, bid: int) -> None: ...
    def copy_selected(self) -> None: ...
    def take_control_selected(self) -> None: ...
    def search_deck(self, seat: int, card_type: str) -> None: ...
    def shuffle_discard_into_deck(self, seat: int, count: int) -> None: ...
    def reroll(self, seat: int, optional: bool) -> None: ...
    def destroy_evo(self, bid: int, every: bool, keep_self: bool = False) -> None: ...
    def charge_energy(self, seat: int, count: int) -> None: ...
    def move_self(self, where: str) -> None: ...
    def attach_core(self, bid: int, types: tuple[str, ...], count: int, optional: bool) -> None: ...
    def play_free(self, spec: PlayFree) -> None: ...
    def schedule(self, later: Later) -> None: ...
    def energize_from_hand(self, count: int, chooser: str, optional: bool, charged: bool) -> None: ...
    def energize_discard(self, charged: bool) -> None: ...
    def offer_energize_top(self, who: str, count: int, optional: bool, charged: bool) -> None: ...
    def reveal_top(self, whose: str) -> None: ...
    def look_reorder(self, count: int) -> None: ...
    def opponent_chooses(self, choice: OpponentChooses) -> None: ...
    def copy_new(self, spec: CopyNew) -> None: ...
    def copy_played(self) -> None: ...
    def choose_discard(self, types: tuple[str, ...]) -> None: ...
    def return_selected_card(self) -> None: ...
    def energize_selected_hero(self, charged: bool) -> None: ...
    def discount_next(self, amount: int) -> None: ...
    def evo_free(self) -> None: ...
    def end_turn(self) -> None: ...
    def coin_flip(self) -> None: ...


# ---------------------------------------------------------------------------------------------
# Conditions


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


# ---------------------------------------------------------------------------------------------
# Selections (rules 1.13.1 and 6.2.1: chosen when the card is played)


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
            return f"{side} Hero card{'s' if self.side == 'yours' else ''}{cost}"
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


# ---------------------------------------------------------------------------------------------
# Effects


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

    @classmethod
    def parse(cls, params: Any) -> SearchDeck:
        return cls(card_type=_choice(params, ("Action", "Hero", "Flip", "Evo", "any"), "search_deck"))

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

    @classmethod
    def parse(cls, params: Any) -> RecycleDiscard:
        return cls(count=_expect_int(params, "recycle_discard"))

    def describe(self) -> str:
        return f"shuffle {_count_words(self.count, 'card')} from your discard pile into your deck"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.shuffle_discard_into_deck(ctx.controller, self.count)


@dataclass(frozen=True)
class Reroll(Effect):
    """Roll a player's Bakugan of this turn again: an open one retracts first (rules 5.7, 7.2.5)."""

    who: str = "you"  # you | opponents
    optional: bool = True

    @classmethod
    def parse(cls, params: Any) -> Reroll:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("reroll takes nothing or a mapping with who and optional")
        _no_extra(params, {"who", "optional"}, "reroll")
        return cls(
            who=_choice(params.get("who", "you"), ("you", "opponents"), "reroll who"),
            optional=_expect_bool(params.get("optional", True), "reroll optional"),
        )

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

    @classmethod
    def parse(cls, params: Any) -> DestroyEvo:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("destroy_evo takes nothing or a mapping with to and all")
        _no_extra(params, {"to", "all", "except_self"}, "destroy_evo")
        return cls(
            to=_choice(params.get("to", "selected"), GROUPS, "destroy_evo to"),
            every=_expect_bool(params.get("all", False), "destroy_evo all"),
            except_self=_expect_bool(params.get("except_self", False), "destroy_evo except_self"),
        )

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

    @classmethod
    def parse(cls, params: Any) -> ChargeEnergy:
        if params in ("all", None, True):
            return cls()
        return cls(count=_expect_int(params, "charge_energy"))

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

    @classmethod
    def parse(cls, params: Any) -> ToDeckBottom:
        if params not in (None, {}, True, "this"):
            raise SpecError("to_deck_bottom takes no parameters")
        return cls()

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

    @classmethod
    def parse(cls, params: Any) -> AttachCore:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("attach_core takes nothing or a mapping with types, to, count, optional")
        _no_extra(params, {"types", "to", "count", "optional"}, "attach_core")
        return cls(
            types=_core_codes(params["types"], "attach_core types") if "types" in params else (),
            to=_choice(params.get("to", "selected"), GROUPS, "attach_core to"),
            count=_expect_int(params.get("count", 1), "attach_core count"),
            optional=_expect_bool(params.get("optional", False), "attach_core optional"),
        )

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

    @classmethod
    def parse(cls, params: Any) -> RemoveCore:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("remove_core takes nothing or a mapping with to and all")
        _no_extra(params, {"to", "all"}, "remove_core")
        return cls(
            to=_choice(params.get("to", "selected"), GROUPS, "remove_core to"),
            every=_expect_bool(params.get("all", False), "remove_core all"),
        )

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

    @classmethod
    def parse(cls, params: Any) -> SwapCore:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("swap_core takes nothing or a mapping with from and with")
        _no_extra(params, {"from", "with"}, "swap_core")
        return cls(
            source=_choice(params.get("from", "self"), ("self", "your_brawler"), "swap_core from"),
            other=_choice(params.get("with", "opposing_brawler"), ("opposing_brawler", "selected"), "swap_core with"),
        )

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

    @classmethod
    def parse(cls, params: Any) -> RevealCore:
        if params in (None, {}, True):
            return cls()
        if not isinstance(params, dict):
            raise SpecError("reveal_core takes nothing or a mapping with optional")
        _no_extra(params, {"optional"}, "reveal_core")
        return cls(optional=_expect_bool(params.get("optional", True), "reveal_core optional"))

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

    @classmethod
    def parse(cls, params: Any) -> SplitBoost:
        if not isinstance(params, dict):
            raise SpecError("split_boost takes a mapping with bp and dr")
        _no_extra(params, {"bp", "dr", "to"}, "split_boost")
        return cls(
            bp=_expect_int(params.get("bp", 100), "split_boost bp"),
            dr=_expect_int(params.get("dr", 1), "split_boost dr"),
            to=_choice(params.get("to", "selected"), GROUPS, "split_boost to"),
        )

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

    @classmethod
    def parse(cls, params: Any) -> UnchargeEnergy:
        if not isinstance(params, dict):
            raise SpecError("uncharge_energy takes a mapping with count, who, hold")
        _no_extra(params, {"count", "who", "hold"}, "uncharge_energy")
        return cls(
            count=_expect_int(params.get("count", 1), "uncharge_energy count"),
            who=_player_group(params, "opponents", "uncharge_energy"),
            hold=_expect_bool(params.get("hold", False), "uncharge_energy hold"),
        )

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

    @classmethod
    def parse(cls, params: Any) -> VictorBy:
        return cls(stat=_choice(params, ("dr",), "victor_by"))

    def describe(self) -> str:
        return "this turn, the Victor is the Bakugan with the highest Damage Rating instead of B-Power"

    def resolve(self, ctx: EffectContext) -> None:
        ctx.decide_victor_by(self.stat)


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


# Each kind's name in a card's YAML (kept out of the classes: mypyc would make a dataclass's ClassVar a field)
EFFECT_KINDS: dict[str, type[Effect]] = {
    "boost": Boost,
    "set_base": SetBase,
    "draw": Draw,
    "discard": Discard,
    "negate": Negate,
    "stop": Stop,
    "retract": Retract,
    "destroy_energy": DestroyEnergy,
    "destroy_hero": DestroyHero,
    "gain_energy": GainEnergy,
    "energize": Energize,
    "return_to_hand": ReturnToHand,
    "attack": Attack,
    "damage_to_hand": DamageToHand,
    "take_core": TakeCore,
    "copy": Copy,
    "take_control": TakeControl,
    "search_deck": SearchDeck,
    "recycle_discard": RecycleDiscard,
    "reroll": Reroll,
    "destroy_evo": DestroyEvo,
    "charge_energy": ChargeEnergy,
    "to_deck_bottom": ToDeckBottom,
    "attach_core": AttachCore,
    "uncharge_energy": UnchargeEnergy,
    "victor_by": VictorBy,
    "remove_core": RemoveCore,
    "swap_core": SwapCore,
    "split_boost": SplitBoost,
    "reveal_core": RevealCore,
    "play_free": PlayFree,
    "later": Later,
    "energize_hero": EnergizeHero,
    "discount_next": DiscountNext,
    "evo_free": EvoFree,
    "end_turn": EndTurn,
    "coin_flip": CoinFlip,
    "reveal": Reveal,
    "look_reorder": LookReorder,
    "opponent_chooses": OpponentChooses,
    "copy_new": CopyNew,
    "copy_played": CopyPlayed,
    "choose_discard": ChooseDiscard,
    "return_card": ReturnCard,
}
EFFECT_NAMES: dict[type[Effect], str] = {cls: kind for kind, cls in EFFECT_KINDS.items()}


@dataclass(frozen=True)
class Step:
    """One effect, with the condition it needs and whether it replaces the step before it."""

    effect: Effect
    condition: Condition | None = None
    instead: bool = False  # "... instead": when the condition holds, the previous step is skipped
    may: bool = False  # "you may ...": the controller chooses as the card completes (rule 1.3.1)

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> Step:
        if not isinstance(raw, dict):
            raise SpecError(f"an effect must be a mapping like {{draw: 1}}, got {raw!r}")
        kinds = [k for k in raw if k not in ("if", "instead", "may")]
        if len(kinds) != 1:
            raise SpecError(
                f"an effect names exactly one kind, got {kinds or 'none'} (kinds: {', '.join(sorted(EFFECT_KINDS))})"
            )
        kind = kinds[0]
        if kind not in EFFECT_KINDS:
            raise SpecError(f"unknown effect kind {kind!r} (kinds: {', '.join(sorted(EFFECT_KINDS))})")
        effect = EFFECT_KINDS[kind].parse(raw[kind])
        condition = Condition.parse(raw["if"]) if "if" in raw else None
        instead = _expect_bool(raw.get("instead", False), "instead")
        if instead and condition is None:
            raise SpecError("'instead' needs an 'if' condition")
        may = _expect_bool(raw.get("may", False), "may")
        return cls(effect=effect, condition=condition, instead=instead, may=may)

    def body(self) -> str:
        """What the step does, without its condition."""
        text = self.effect.describe()
        return "you may " + text.removeprefix("you ") if self.may else text

    def describe(self) -> str:
        text = self.body()
        if self.condition is not None:
            text = f"if {self.condition.describe()}, {text}"
            if self.instead:
                text += " instead"
        return text


def _sentence(text: str) -> str:
    return text[0].upper() + text[1:] + "." if text else ""


def describe_steps(steps: tuple[Step, ...]) -> str:
    """Steps as sentences; consecutive steps under the same condition share one "if" clause."""
    sentences: list[str] = []
    i = 0
    while i < len(steps):
        step = steps[i]
        group = [step]
        while (
            step.condition is not None
            and not step.instead
            and i + len(group) < len(steps)
            and steps[i + len(group)].condition == step.condition
            and not steps[i + len(group)].instead
        ):
            group.append(steps[i + len(group)])
        if len(group) == 1:
            sentences.append(_sentence(step.describe()))
        else:
            assert step.condition is not None
            effects = [g.body() for g in group]
            joined = ", ".join(effects[:-1]) + " and " + effects[-1]
            sentences.append(_sentence(f"if {step.condition.describe()}, {joined}"))
        i += len(group)
    return " ".join(sentences)


def run_steps(steps: tuple[Step, ...], ctx: EffectContext) -> None:
    """Do each step in order (rule 1.3.3); a step that cannot be done is skipped (rule 1.3.4)."""
    skip: set[int] = set()
    for i, step in enumerate(steps):
        if step.instead and i > 0 and step.condition is not None and ctx.check(step.condition):
            skip.add(i - 1)
    for i, step in enumerate(steps):
        if i in skip:
            continue
        if step.condition is not None and not ctx.check(step.condition):
            continue
        step.effect.resolve(ctx)


def _parse_steps(raw: Any, what: str) -> tuple[Step, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise SpecError(f"{what} must be a list of effects")
    return tuple(Step.parse(item) for item in raw)


# ---------------------------------------------------------------------------------------------
# Playing a card, and abilities


@dataclass(frozen=True)
class CostRule:
    """A change to a card's own cost: less by a fixed amount or per count, or free, if the
    condition holds (e.g. Domination, Sacrifice: rules 7.4.4, 7.4.5)."""

    less: int = 0
    per: str = "none"
    free: bool = False
    condition: Condition | None = None
    discard: int = 0  # an additional cost: the player may discard this many cards as they play it

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> CostRule:
        if not isinstance(raw, dict):
            raise SpecError("a cost rule must be a mapping")
        _no_extra(raw, {"less", "per", "free", "if", "discard"}, "cost rule")
        rule = cls(
            less=_expect_int(raw.get("less", 0), "cost less"),
            per=_choice(raw.get("per", "none"), COUNTERS, "cost per"),
            free=_expect_bool(raw.get("free", False), "cost free"),
            condition=Condition.parse(raw["if"]) if "if" in raw else None,
            discard=_expect_int(raw.get("discard", 0), "cost discard"),
        )
        if rule.discard < 0 or rule.discard > 3:
            raise SpecError("cost discard takes 1 to 3 cards")
        if not rule.free and not rule.less:
            raise SpecError("a cost rule needs less or free")
        return rule

    def describe(self) -> str:
        if self.free:
            text = "this is free to play"
        else:
            text = f"this costs {self.less} Energy less to play"
            if self.per != "none":
                text += " " + COUNTER_TEXT[self.per].format(faction="")
        if self.condition is not None:
            text = f"if {self.condition.describe()}, {text}"
        if self.discard:
            text = f"you may discard {_count_words(self.discard, 'card')} as you play this; if you do, {text}"
        return text


@dataclass(frozen=True)
class Mode:
    """One option of a "choose one" card: its own selection (or the card's) and its steps."""

    select: Selection | None = None
    steps: tuple[Step, ...] = ()

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> Mode:
        if isinstance(raw, list):
            return cls(steps=_parse_steps(raw, "choose option"))
        if not isinstance(raw, dict):
            raise SpecError("a choose option is a list of effects or a mapping with select and do")
        _no_extra(raw, {"select", "do"}, "choose option")
        return cls(
            select=Selection.parse(raw["select"]) if "select" in raw else None,
            steps=_parse_steps(raw.get("do"), "choose option do"),
        )

    def describe(self) -> str:
        text = " and ".join(s.describe() for s in self.steps)
        if self.select is not None:
            text = f"choose {self.select.describe()}: {text}"
        return text


def parse_modes(raw: dict[str, Any], shared: Selection | None) -> tuple[tuple[Mode, ...], bool]:
    """The `choose` options of a card or ability, and whether it has Battle Mastery."""
    modes_raw = raw.get("choose")
    mastery = _expect_bool(raw.get("battle_mastery", False), "battle_mastery")
    if modes_raw is None:
        if mastery:
            raise SpecError("battle_mastery needs choose options")
        return (), False
    if not isinstance(modes_raw, list) or len(modes_raw) < 2:
        raise SpecError("choose takes a list of two or more options")
    modes = tuple(Mode.parse(m) for m in modes_raw)
    for mode in modes:
        PlaySpec(select=mode.select or shared, steps=mode.steps).check_selection()
    return modes, mastery


def describe_modes(modes: tuple[Mode, ...], mastery: bool) -> str:
    if not modes:
        return ""
    head = "Battle Mastery: choose one" if mastery else "choose one"
    return f"{head}: " + "; or ".join(m.describe() for m in modes)


def modes_share_selection(modes: tuple[Mode, ...]) -> bool:
    """Every option uses the card's own selection (so choosing all of them needs one choice)."""
    return all(m.select is None for m in modes)


@dataclass(frozen=True)
class PlaySpec:
    """What happens when the card is played: its selection (made on play, rule 6.2.1), its
    steps, its "choose one" options (chosen on play too: rule 6.7.1 'selections and choices'),
    and changes to its cost."""

    select: Selection | None = None
    steps: tuple[Step, ...] = ()
    cost_rules: tuple[CostRule, ...] = ()
    modes: tuple[Mode, ...] = ()
    battle_mastery: bool = False
    select2: Selection | None = None  # a second choice made on play: `select: [first, second]`

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> PlaySpec:
        if not isinstance(raw, dict):
            raise SpecError("play must be a mapping with do (and optionally select, cost, choose)")
        _no_extra(raw, {"select", "do", "cost", "choose", "battle_mastery"}, "play")
        selects = raw.get("select")
        select: Selection | None
        select2: Selection | None
        if isinstance(selects, list):
            if len(selects) != 2:
                raise SpecError("select takes one selection, or a list of two")
            select, select2 = Selection.parse(selects[0]), Selection.parse(selects[1])
            if select.kind == select2.kind and select.kind != "bakugan":
                raise SpecError("two selections of the same kind are supported only for Bakugan")
        else:
            select, select2 = (Selection.parse(selects) if selects is not None else None), None
        steps = _parse_steps(raw.get("do"), "play do")
        costs_raw = raw.get("cost", [])
        if isinstance(costs_raw, dict):
            costs_raw = [costs_raw]
        modes, mastery = parse_modes(raw, select)
        spec = cls(
            select=select,
            steps=steps,
            cost_rules=tuple(CostRule.parse(c) for c in costs_raw),
            modes=modes,
            battle_mastery=mastery,
            select2=select2,
        )
        spec.check_selection()
        return spec

    def mode_steps(self, mode: int) -> tuple[Step, ...]:
        """The steps done for the chosen option (len(modes): every option, in order)."""
        if not self.modes:
            return self.steps
        if mode >= len(self.modes):
            return self.steps + tuple(st for m in self.modes for st in m.steps)
        return self.steps + self.modes[mode].steps

    def check_selection(self) -> None:
        needed = set()
        for step in self.steps:
            if getattr(step.effect, "to", None) == "second" and (
                self.select2 is None or self.select2.kind != "bakugan"
            ):
                raise SpecError("an effect acts on the second Bakugan chosen, but play has no second Bakugan selection")
            kind = step.effect.selection_kind()
            if kind:
                needed.add(kind)
            if step.condition and (
                step.condition.selected_faction
                or step.condition.selected_holding
                or step.condition.selected_not_faction
                or step.condition.selected_dr
            ):
                needed.add("bakugan")
        if needed and self.select is None:
            raise SpecError(f"an effect acts on a chosen {' and '.join(sorted(needed))} but play has no select")
        chosen = {s.kind for s in (self.select, self.select2) if s is not None}
        if self.select is not None and needed and not needed <= chosen:
            raise SpecError(
                f"effects act on a {' and '.join(sorted(needed))} but select chooses a {' and '.join(sorted(chosen))}"
            )

    def uses_tag(self, tag: str) -> bool:
        steps = [*self.steps, *(st for m in self.modes for st in m.steps)]
        conditions = [s.condition for s in steps] + [c.condition for c in self.cost_rules]
        return any(c is not None and c.tag == tag for c in conditions)

    def describe(self) -> str:
        parts: list[str] = []
        if self.select is not None and self.select2 is not None:
            second = self.select2.describe()
            if self.select2.kind == self.select.kind and second.startswith("a "):
                second = "another " + second[2:]
            parts.append(f"Choose {self.select.describe()}, then {second}.")
        elif self.select is not None:
            parts.append(f"Choose {self.select.describe()}.")
        text = describe_steps(self.steps)
        if text:
            parts.append(text)
        if self.modes:
            parts.append(_sentence(describe_modes(self.modes, self.battle_mastery)))
        parts.extend(_sentence(c.describe()) for c in self.cost_rules)
        return " ".join(parts)


TRIGGERS = (
    "victor",
    "you_open",
    "this_opens",
    "enters",
    "you_play_card",
    "end_of_turn",
    "you_take_damage",
    "you_select",
    "opponent_plays_flip",
    "action_on_this",
    "you_attack",
    "you_discard",
    "this_discarded",
    "you_deal_damage",
    "your_victor",
    "any_victor",
)
TRIGGER_TEXT = {
    "victor": "When this Bakugan is declared the Victor",
    "you_open": "When you open a Bakugan",
    "this_opens": "When this Bakugan opens",
    "enters": "When you play this",
    "you_play_card": "When you play {card}",
    "end_of_turn": "At the end of the turn",
    "you_take_damage": "When you are dealt damage",
    "you_select": "When you select a Bakugan to roll",
    "opponent_plays_flip": "When an opponent plays a Flip card",
    "action_on_this": "When you play an Action card on this Bakugan",
    "you_attack": "When one of your Bakugan attacks",
    "you_discard": "When you discard a card from your hand",
    "this_discarded": "When this card is discarded from your hand",
    "you_deal_damage": "When you have dealt damage in an attack",
    "your_victor": "When one of your Bakugan is declared the Victor",
    "any_victor": "When any Bakugan is declared the Victor",
}


@dataclass(frozen=True)
class Ability:
    """A static, triggered or activated ability of a Character, Evo or Hero (rules 6.3–6.5)."""

    kind: str  # static | trigger | activated
    # static
    boost: Boost | None = None
    energy_per_card: int = 0  # "Energy cards make N Energy"
    flip_cost_less: int = 0
    hero_cost_less: int = 0
    attack_dr: int = 0  # "+N Damage Rating to your attacks"
    evo_cost_less: int = 0
    next_attack_dr: int = 0  # "your next attack this turn has +N Damage Rating" (once a turn)
    from_discard: bool = False  # "you can play this from your discard pile as though it were in your hand"
    battle_mastery_both: bool = False  # "when you play a card with Battle Mastery, you may choose both"
    attack_per: str = "none"  # ... for each of a count (COUNTERS)
    energy_for_all: bool = False  # energy_per_card applies to every player's Energy cards
    extra_draw: int = 0  # every player draws this many more cards in each Draw Step (5.3)
    all_factions: bool = False  # this Bakugan counts as every faction
    wins: bool = False  # while the condition holds, the controller wins the game
    borrow_cores: bool = False  # your other Bakugan's BakuCores count as this Bakugan's too
    reroll_on_miss: str = ""  # once | always: "you may Reroll this (once each turn) if you miss a roll with it"
    # trigger
    event: str | None = None
    card_faction: tuple[Faction, ...] = ()  # for you_play_card: only cards of these factions
    card_type: tuple[str, ...] = ()  # for you_play_card: only cards of these types
    min_cost: int = 0  # for you_play_card: only cards whose printed cost is at least this
    first: bool = False  # for you_play_card: only the first such card you play each turn
    modes: tuple[Mode, ...] = ()  # "choose one", chosen as the trigger goes on the batch
    battle_mastery: bool = False
    optional: bool = False
    select: Selection | None = None
    steps: tuple[Step, ...] = ()
    # shared
    condition: Condition | None = None
    activation_cost: int = 0

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> Ability:
        if not isinstance(raw, dict):
            raise SpecError("an ability must be a mapping")
        kinds = [k for k in ("static", "trigger", "activated") if k in raw]
        if len(kinds) != 1:
            raise SpecError("an ability is exactly one of static, trigger or activated")
        kind = kinds[0]
        condition = Condition.parse(raw["if"]) if "if" in raw else None
        if kind == "static":
            _no_extra(raw, {"static", "if"}, "static ability")
            body = raw["static"]
            if not isinstance(body, dict):
                raise SpecError("static takes a mapping")
            special_keys = (
                "energy_per_card",
                "flip_cost_less",
                "hero_cost_less",
                "evo_cost_less",
                "reroll_on_miss",
                "attack_dr",
                "battle_mastery_both",
                "attack_per",
                "from_discard",
                "next_attack_dr",
                "energy_for",
                "extra_draw",
                "all_factions",
                "wins",
                "borrow_cores",
            )
            special = {k: body[k] for k in special_keys if k in body}
            rest = {k: v for k, v in body.items() if k not in special}
            if "to" not in rest:
                rest["to"] = "self"
            boost = None
            if set(rest) - {"to"}:
                boost = Boost.parse({**rest, "lasting": True})
                if boost.to == "selected":
                    raise SpecError("a static ability cannot act on a selection")
            return cls(
                kind="static",
                boost=boost,
                energy_per_card=_expect_int(special.get("energy_per_card", 0), "energy_per_card"),
                flip_cost_less=_expect_int(special.get("flip_cost_less", 0), "flip_cost_less"),
                hero_cost_less=_expect_int(special.get("hero_cost_less", 0), "hero_cost_less"),
                attack_dr=_expect_int(special.get("attack_dr", 0), "attack_dr"),
                evo_cost_less=_expect_int(special.get("evo_cost_less", 0), "evo_cost_less"),
                battle_mastery_both=_expect_bool(special.get("battle_mastery_both", False), "battle_mastery_both"),
                from_discard=_expect_bool(special.get("from_discard", False), "from_discard"),
                next_attack_dr=_expect_int(special.get("next_attack_dr", 0), "next_attack_dr"),
                attack_per=_choice(special.get("attack_per", "none"), COUNTERS, "attack_per"),
                energy_for_all=_choice(special.get("energy_for", "you"), ("you", "all"), "energy_for") == "all",
                extra_draw=_expect_int(special.get("extra_draw", 0), "extra_draw"),
                all_factions=_expect_bool(special.get("all_factions", False), "all_factions"),
                wins=_expect_bool(special.get("wins", False), "wins"),
                borrow_cores=_expect_bool(special.get("borrow_cores", False), "borrow_cores"),
                reroll_on_miss=_choice(special["reroll_on_miss"], ("once", "always"), "reroll_on_miss")
                if "reroll_on_miss" in special
                else "",
                condition=condition,
            )
        if kind == "trigger":
            _no_extra(
                raw,
                {
                    "trigger",
                    "if",
                    "optional",
                    "select",
                    "do",
                    "card_faction",
                    "card_type",
                    "min_cost",
                    "first",
                    "choose",
                    "battle_mastery",
                },
                "triggered ability",
            )
            select = Selection.parse(raw["select"]) if "select" in raw else None
            modes, mastery = parse_modes(raw, select)
            types_raw = raw.get("card_type", [])
            ability = cls(
                kind="trigger",
                event=_choice(raw["trigger"], TRIGGERS, "trigger"),
                card_faction=_factions(raw["card_faction"], "card_faction") if "card_faction" in raw else (),
                card_type=tuple(
                    _choice(t, ("Action", "Flip", "Hero", "Evo"), "card_type")
                    for t in (types_raw if isinstance(types_raw, list) else [types_raw])
                ),
                min_cost=_expect_int(raw.get("min_cost", 0), "min_cost"),
                first=_expect_bool(raw.get("first", False), "first"),
                modes=modes,
                battle_mastery=mastery,
                optional=_expect_bool(raw.get("optional", False), "optional"),
                select=Selection.parse(raw["select"]) if "select" in raw else None,
                steps=_parse_steps(raw.get("do"), "trigger do"),
                condition=condition,
            )
            PlaySpec(select=ability.select, steps=ability.steps).check_selection()
            return ability
        _no_extra(raw, {"activated", "if", "select", "do"}, "activated ability")
        body = raw["activated"]
        if not isinstance(body, dict):
            raise SpecError("activated takes a mapping with energy")
        _no_extra(body, {"energy"}, "activated cost")
        ability = cls(
            kind="activated",
            activation_cost=_expect_int(body.get("energy", 0), "activated energy"),
            select=Selection.parse(raw["select"]) if "select" in raw else None,
            steps=_parse_steps(raw.get("do"), "activated do"),
            condition=condition,
        )
        PlaySpec(select=ability.select, steps=ability.steps).check_selection()
        return ability

    def mode_steps(self, mode: int) -> tuple[Step, ...]:
        if not self.modes:
            return self.steps
        if mode >= len(self.modes):
            return self.steps + tuple(st for m in self.modes for st in m.steps)
        return self.steps + self.modes[mode].steps

    def describe(self) -> str:
        if self.kind == "static":
            parts: list[str] = []
            if self.boost is not None:
                b = self.boost
                who = b.group_text()
                verb = "has" if b.to == "self" else "have"
                stat = stat_words(b.bp, b.dr, b.frost, b.keywords)
                text = f"{who} {verb} {stat}"
                if b.per != "none":
                    text += " " + COUNTER_TEXT[b.per].format(faction=b.per_faction.value if b.per_faction else "")
                parts.append(text)
            if self.energy_per_card:
                if self.energy_for_all:
                    parts.append(f"every player's Energy cards make {self.energy_per_card} Energy")
                else:
                    parts.append(f"each of your Energy cards makes {self.energy_per_card} Energy")
            if self.extra_draw:
                more = f"{self.extra_draw} more card{'s' if self.extra_draw > 1 else ''}"
                parts.append(f"each player draws {more} in each Draw Step")
            if self.all_factions:
                parts.append("this Bakugan counts as every faction")
            if self.wins:
                parts.append("you win the game")
            if self.borrow_cores:
                parts.append("the BakuCores your other Bakugan hold count as held by this Bakugan too")
            if self.flip_cost_less:
                parts.append(f"your Flip cards cost {self.flip_cost_less} Energy less")
            if self.hero_cost_less:
                parts.append(f"your Hero cards cost {self.hero_cost_less} Energy less")
            if self.evo_cost_less:
                parts.append(f"your Evo cards cost {self.evo_cost_less} Energy less")
            if self.next_attack_dr:
                parts.append(f"your next attack this turn deals {self.next_attack_dr:+d} Damage Rating")
            if self.from_discard:
                parts.append("you may play this card from your discard pile as if it were in your hand")
            if self.battle_mastery_both:
                parts.append("when you play a card with Battle Mastery, you may choose every option")
            if self.attack_dr:
                parts.append(f"your attacks deal {self.attack_dr:+d} Damage Rating{_per_text(self.attack_per, None)}")
            if self.reroll_on_miss:
                when = "once each turn" if self.reroll_on_miss == "once" else "every time"
                parts.append(f"you may Reroll this Bakugan {when} it misses a roll")
            body = " and ".join(parts)
            if self.condition is not None:
                if self.condition.self_holding and len(self.condition.describe().split(" and ")) == 1:
                    return f"[{'/'.join(self.condition.self_holding)}]: {_sentence(body)}"
                return _sentence(f"while {self.condition.describe()}, {body}")
            return _sentence(body)
        if self.kind == "trigger":
            factions = _join_or([f.value for f in self.card_faction]) + " " if self.card_faction else ""
            kinds = _join_or(list(self.card_type)) + " " if self.card_type else ""
            card_words = _a(f"{factions}{kinds}card")
            if self.min_cost:
                card_words += f" that costs {self.min_cost} Energy or more"
            if self.first:
                card_words = "the first " + card_words.split(" ", 1)[1] + " each turn"
            head = TRIGGER_TEXT[self.event or ""].format(card=card_words)
            if self.condition is not None:
                head += f", if {self.condition.describe()}"
            clauses: list[str] = []
            if self.select is not None:
                clauses.append(f"choose {self.select.describe()}")
            steps = "; ".join(s.describe() for s in self.steps)
            if self.modes:
                steps = (steps + "; " if steps else "") + describe_modes(self.modes, self.battle_mastery)
            if self.optional:
                steps = "you may " + (steps[4:] if steps.startswith("you ") else steps)
            clauses.append(steps)
            return f"{head}: " + _sentence(", then ".join(clauses)) if steps else head + "."
        cost = f"Pay {self.activation_cost} Energy" if self.activation_cost else "Free"
        body_parts = []
        if self.select is not None:
            body_parts.append(f"choose {self.select.describe()}")
        body_parts.append("; ".join(s.describe() for s in self.steps))
        return f"{cost}: {_sentence(', then '.join(body_parts))}"


def parse_abilities(raw: Any) -> tuple[Ability, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise SpecError("abilities must be a list")
    return tuple(Ability.parse(a) for a in raw)


# the words added later register themselves in EFFECT_KINDS (kept in their own module)
from game import effect_words as _effect_words  # noqa: E402, F401
