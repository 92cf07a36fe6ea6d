"""Is a written position one the rules could reach? Checked before a scenario's game is built, so an
impossible file (five Characters, negative Energy, a core at 999,-999, a seat that does not exist)
is refused naming the rule it breaks instead of failing deep in the engine or playing on.
"""

from __future__ import annotations

import re
from typing import Any

TEAM = 3  # rule 1.1.2: three Bakugan, with their Character cards
CORES_EACH = 6  # rule 1.1.2: six BakuCores a player
DECK_SIZE = 40  # rule 4.2.1
ZONES = ("hand", "deck", "discard", "heroes")
_SMALL = re.compile(r"[0-9]{1,3}")


class PositionError(ValueError):
    """A position the rules cannot reach; `rule` is the rule it breaks."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        super().__init__(f"rule {rule}: {message}")


def check_position(spec: Any) -> None:
    """Raise PositionError for the first impossible part of a `position:` mapping."""
    if not isinstance(spec, dict):
        raise PositionError("1.1.1", "a position is a mapping with players (and field, step, ...)")
    players = spec.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise PositionError("1.1.1", "a game has 2 to 4 players (rules 1.1.1, 8.1.1)")
    for seat, player in enumerate(players):
        _check_player(seat, player)
    _check_field(spec.get("field"), len(players), players)


def _check_player(seat: int, player: Any) -> None:
    if not isinstance(player, dict):
        raise PositionError("1.1.2", f"player {seat} must be a mapping (characters, hand, deck, ...)")
    characters = _listed(player, "characters", seat)
    if len(characters) > TEAM:
        raise PositionError("1.1.2", f"player {seat} has {len(characters)} Characters; a team has three")
    bakugan = player.get("bakugan") or {}
    if not isinstance(bakugan, dict):
        raise PositionError("1.1.2", f"player {seat}'s bakugan is a mapping of index to state")
    for index in bakugan:
        number = index if _whole(index) else int(index) if isinstance(index, str) and _SMALL.fullmatch(index) else -1
        if not 0 <= number < len(characters):
            raise PositionError(
                "1.1.2", f"player {seat} has no Bakugan {index!r} (Characters 0 to {len(characters) - 1})"
            )
    for zone in ZONES:
        if len(_listed(player, zone, seat)) > DECK_SIZE:
            raise PositionError("4.2.1", f"player {seat}'s {zone} holds more than the {DECK_SIZE} cards of a deck")
    energy = player.get("energy") or {}
    if not isinstance(energy, dict):
        raise PositionError("1.7.1", f"player {seat}'s energy is a mapping like {{charged: 2, uncharged: 1}}")
    for key in ("charged", "uncharged"):
        count = energy.get(key, 0)
        if isinstance(count, list):  # the Energy cards by id
            count = len(count)
        if not _whole(count) or count < 0:
            raise PositionError("1.7.1", f"player {seat}'s {key} Energy is {count!r}; a count of cards, 0 or more")
        if count > DECK_SIZE:
            raise PositionError("4.2.1", f"player {seat} has {count} {key} Energy cards; a deck has {DECK_SIZE}")
    for key in ("pool", "cards_played", "discarded_this_turn"):
        value = player.get(key, 0)
        if not _whole(value) or not 0 <= value <= 1000:
            raise PositionError("1.7.1", f"player {seat}'s {key} is {value!r}; a whole number, 0 or more")
    if len(_listed(player, "cores", seat)) > CORES_EACH:
        raise PositionError("1.1.2", f"player {seat} brings more than {CORES_EACH} BakuCores")


def _check_field(field: Any, seats: int, players: list[Any]) -> None:
    if field is None:
        return
    if not isinstance(field, list) or len(field) > CORES_EACH * seats:
        raise PositionError("1.4.3", f"the field is a list of at most {CORES_EACH * seats} BakuCores")
    cells: set[tuple[int, int]] = set()
    for n, entry in enumerate(field, start=1):
        if not isinstance(entry, dict) or "core" not in entry or "cell" not in entry:
            raise PositionError("1.4.3", f"field entry {n} is like {{core: core-1, cell: [0, 0], owner: 0}}")
        owner = entry.get("owner", 0)
        if not _whole(owner) or not 0 <= owner < seats:
            raise PositionError("1.4.3", f"field entry {n} belongs to player {owner!r}; players are 0 to {seats - 1}")
        cell = entry["cell"]
        if not (isinstance(cell, list) and len(cell) == 2 and all(_whole(v) for v in cell)):
            raise PositionError("1.4.3", f"field entry {n}'s cell is two whole numbers [q, r], not {cell!r}")
        q, r = cell
        reach = CORES_EACH * seats  # every core of the game placed in a line from the centre
        if _hex_distance(q, r) >= reach:
            raise PositionError(
                "1.4.3", f"field entry {n} at {q},{r} is off the field: {reach} cores placed touching reach no further"
            )
        if (q, r) in cells:
            raise PositionError("1.4.3", f"two BakuCores on cell {q},{r}")
        cells.add((q, r))
    for seat in range(seats):
        on_field = sum(1 for e in field if e.get("owner", 0) == seat)
        held = len(players[seat].get("cores") or [])
        if on_field + held > CORES_EACH:
            raise PositionError("1.1.2", f"player {seat} has {on_field + held} BakuCores; each brings six")


def _listed(player: dict[str, Any], key: str, seat: int) -> list[Any]:
    value = player.get(key) or []
    if not isinstance(value, list):
        raise PositionError("1.1.2", f"player {seat}'s {key} is a list of card ids, not {str(value)[:30]!r}")
    return value


def _hex_distance(q: int, r: int) -> int:
    return max(abs(q), abs(r), abs(q + r))


def _whole(value: Any) -> bool:
    return type(value) is int
