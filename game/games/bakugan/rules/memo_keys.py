"""Keys of what derived data reads: while a key is unchanged, what was derived from it still holds.

`board_key` decides the static abilities in play and, with them, the Bakugan stats unless one of
those abilities has a condition or counts something; `count_reads` says which of the players'
counts those conditions and counts read, and `counts_key` gives just those.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

from game.games.bakugan.rules.state import GameState
from game.games.bakugan.words import Condition

if TYPE_CHECKING:
    from game.games.bakugan.words import Ability

BoardKey = tuple[object, ...]

ALL_COUNTS: Final = frozenset({"hand", "played", "energy", "discard", "costs", "factions"})

# Condition fields that read the players' counts (stats.py: check_condition, _check_counts, check_tag)
_FIELD_READS: Final[dict[str, str]] = {
    "hand_empty": "hand",
    "opponent_hand_empty": "hand",
    "cards_played": "played",
    "energy_cards": "energy",
    "discard_cards": "discard",
    "played_cost": "costs",
    "factions_played": "factions",
}
_TAG_READS: Final = {"Fury": "hand", "Flow": "played", "Turbo": "energy"}
# Condition fields that read only what board_key covers, or nothing a static ability gives them
_BOARD_FIELDS: Final = frozenset(
    {
        "selected_faction",
        "selected_not_faction",
        "selected_holding",
        "self_holding",
        "self_open",
        "team_has_faction",
        "heroes",
        "rerolled_open",
        "self_underdog",
        "stopped",
        "your_brawler_holding",
        "yours_holding",
        "self_cores",
        "controls_hero",
        "hero_copies",
        "open_bakugan",
        "selected_dr",
        "did",
        "damage_dealt",
    }
)
_TAG_BOARD: Final = frozenset({"Sacrifice", "Domination"})
# `per` counts (stats.py: static_count) and what they read
_PER_READS: Final = {
    "none": "",
    "team_faction": "",
    "heroes": "",
    "cores_held": "",
    "energy_cards": "energy",
    "cards_played": "played",
    "other_cards_played": "played",
    "flips_in_discard": "discard",
}
_BLANK: Final = Condition()
_DEFAULTS: Final = {f.name: getattr(_BLANK, f.name) for f in dataclasses.fields(Condition)}


def board_key(state: GameState) -> BoardKey:
    """Card and core instances are left out: the engine never changes them."""
    # list comprehensions: a generator handed to tuple() costs a resumption per item
    return (
        tuple(
            [
                (b.controller, b.face_up, b.open, b.in_brawl, b.character, tuple(b.evos), tuple(b.cores))
                for b in state.bakugan
            ]
        ),
        tuple([(p.out, tuple(p.heroes), tuple(p.bakugan)) for p in state.players]),
        tuple(
            [
                (m.bid, m.bp, m.dr, m.frost, tuple(m.keywords), m.base_bp, m.base_dr, tuple(m.faction), m.hero)
                for m in state.modifiers
            ]
        )
        if state.modifiers
        else (),
    )


def _condition_reads(condition: Condition) -> set[str]:
    reads: set[str] = set()
    for name, default in _DEFAULTS.items():
        value = getattr(condition, name)
        if value == default or name in _BOARD_FIELDS:
            continue
        if name == "tag" and (value in _TAG_BOARD or value in _TAG_READS):
            reads.add(_TAG_READS.get(value, ""))
        elif name in _FIELD_READS:
            reads.add(_FIELD_READS[name])
        else:
            return set(ALL_COUNTS)  # a test this table does not know: assume it reads everything
    return reads


def _per_reads(per: str) -> set[str]:
    found = _PER_READS.get(per)
    return set(ALL_COUNTS) if found is None else {found}


def count_reads(sources: Iterable[tuple[int, int | None, Ability]]) -> frozenset[str]:
    """The counts read by these static abilities' conditions and counts."""
    reads: set[str] = set()
    for _controller, _own, ability in sources:
        known = _ABILITY_READS.get(id(ability))
        if known is None or known[0] is not ability:
            known = _ABILITY_READS[id(ability)] = (ability, _ability_reads(ability))
        reads |= known[1]
    return frozenset(reads)


# what each ability reads, by id (abilities are immutable; the entry keeps its ability alive)
_ABILITY_READS: Final[dict[int, tuple[Ability, frozenset[str]]]] = {}


def _ability_reads(ability: Ability) -> frozenset[str]:
    reads: set[str] = set()
    if ability.condition is not None:
        reads |= _condition_reads(ability.condition)
    reads |= _per_reads(ability.attack_per)
    if ability.boost is not None:
        reads |= _per_reads(ability.boost.per)
    reads.discard("")
    return frozenset(reads)


def counts_key(state: GameState, reads: frozenset[str]) -> BoardKey:
    """The players' counts named in `reads` (see count_reads)."""
    if not reads:
        return ()
    return tuple(
        (
            not p.hand if "hand" in reads else None,
            p.cards_played if "played" in reads else None,
            len(p.charged) + len(p.uncharged) if "energy" in reads else None,
            tuple(p.discard) if "discard" in reads else None,
            tuple(p.played_costs) if "costs" in reads else None,
            tuple(p.played_factions) if "factions" in reads else None,
        )
        for p in state.players
    )


# Condition fields of a static Boost that read only the Bakugan with the ability, or what the players'
# counts (counts_key) and the players' part of board_key hold (stats.py: check_condition)
_SELF_FIELDS: Final = frozenset({"self_holding", "self_open", "self_cores"})
_PLAYER_FIELDS: Final = frozenset(
    {
        "cards_played",
        "hand_empty",
        "opponent_hand_empty",
        "energy_cards",
        "discard_cards",
        "played_cost",
        "factions_played",
        "heroes",
        "controls_hero",
        "hero_copies",
    }
)
_PLAYER_TAGS: Final = frozenset({"Fury", "Flow", "Turbo", "Sacrifice"})
_PLAYER_PERS: Final = frozenset(
    {"none", "cards_played", "other_cards_played", "energy_cards", "flips_in_discard", "heroes"}
)


def stats_reads(sources: Iterable[tuple[int, int | None, Ability]]) -> frozenset[int] | None:
    """With these static abilities in play, the Bakugan (by id) whose board entries any Bakugan's
    stats read besides its own entry and modifiers, the abilities, the players' part of board_key and
    the counts of count_reads; None when an ability reads more (another Bakugan's stats, or all of a
    player's Bakugan: stats.py, _stats and counted_cores)."""
    watched: set[int] = set()
    for _controller, own, ability in sources:
        known = _READS_SELF.get(id(ability))
        if known is None or known[0] is not ability:
            known = _READS_SELF[id(ability)] = (ability, _reads_self(ability))
        if known[1] is None:
            return None
        if known[1] and own is not None:
            watched.add(own)
    return frozenset(watched)


# whether each ability's Boost reads the Bakugan with the ability (None: more than that), by id
_READS_SELF: Final[dict[int, tuple[Ability, bool | None]]] = {}


def _reads_self(ability: Ability) -> bool | None:
    if ability.borrow_cores:
        return None
    boost = ability.boost
    if boost is None:
        return False
    if boost.per not in _PLAYER_PERS:
        return None
    condition = ability.condition
    reads_self = False
    if condition is not None:
        for name, default in _DEFAULTS.items():
            value = getattr(condition, name)
            if value == default or name in _PLAYER_FIELDS or (name == "tag" and value in _PLAYER_TAGS):
                continue
            if name not in _SELF_FIELDS:
                return None
            reads_self = True
    return reads_self
