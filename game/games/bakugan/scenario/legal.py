"""Is a written position one the rules could reach? Checked before a scenario's game is built, so an
impossible file (five Characters, negative Energy, a core at 999,-999, a seat that does not exist)
is refused naming the rule it breaks instead of failing deep in the engine or playing on.
"""

from __future__ import annotations

import re
from typing import Any

from game.scenarios.positions import PositionError as PositionError  # every game's positions

TEAM = 3  # rule 1.1.2: three Bakugan, with their Character cards
CORES_EACH = 6  # rule 1.1.2: six BakuCores a player
DECK_SIZE = 40  # rule 4.2.1
ZONES = ("hand", "deck", "discard", "heroes")
_SMALL = re.compile(r"[0-9]{1,3}")


POSITION_KEYS = {
    "players", "field", "step", "turn", "starting", "priority", "victor", "last_victor", "selected",
    "modifiers", "batch", "damage", "energy_card",
}  # fmt: skip
PLAYER_KEYS = {
    "name", "characters", "bakugan", "hand", "deck", "discard", "heroes", "energy", "pool", "cards_played",
    "played_factions", "played_costs", "discarded_this_turn", "out", "cores",
}  # fmt: skip
BAKUGAN_KEYS = {"open", "face_up", "in_brawl", "opened_turn", "evos", "cores"}
ENERGY_KEYS = {"charged", "uncharged", "card"}


def check_position(spec: Any) -> None:
    """Raise PositionError for the first impossible part of a `position:` mapping."""
    if not isinstance(spec, dict):
        raise PositionError("1.1.1", "a position is a mapping with players (and field, step, ...)")
    _unknown_keys(spec, POSITION_KEYS, "the position")
    players = spec.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise PositionError("1.1.1", "a game has 2 to 4 players (rules 1.1.1, 8.1.1)", spec, "players")
    for seat, player in enumerate(players):
        _check_player(seat, player, players)
    _check_field(spec.get("field"), len(players), players)
    _check_turn(spec, len(players))


def _check_player(seat: int, player: Any, players: list[Any]) -> None:
    if not isinstance(player, dict):
        raise PositionError("1.1.2", f"player {seat} must be a mapping (characters, hand, deck, ...)", players, seat)
    _unknown_keys(player, PLAYER_KEYS, f"player {seat}")
    characters = _listed(player, "characters", seat)
    if len(characters) != TEAM:
        # rule 1.1.2: a team is three Bakugan; their Character cards stay in play all game (3.2.1, 4.6.1)
        raise PositionError(
            "1.1.2",
            f"player {seat} has {len(characters)} Characters; a team has three, in play all game",
            player,
            "characters",
        )
    bakugan = player.get("bakugan") or {}
    if not isinstance(bakugan, dict):
        raise PositionError("1.1.2", f"player {seat}'s bakugan is a mapping of index to state", player, "bakugan")
    for index, state in bakugan.items():
        number = index if _whole(index) else int(index) if isinstance(index, str) and _SMALL.fullmatch(index) else -1
        if not 0 <= number < len(characters):
            raise PositionError(
                "1.1.2",
                f"player {seat} has no Bakugan {index!r} (Characters 0 to {len(characters) - 1})",
                bakugan,
                index,
            )
        _check_bakugan_state(seat, number, state, bakugan)
    for zone in ZONES:
        if len(_listed(player, zone, seat)) > DECK_SIZE:
            raise PositionError(
                "4.2.1", f"player {seat}'s {zone} holds more than the {DECK_SIZE} cards of a deck", player, zone
            )
    _check_energy(seat, player)
    for key in ("pool", "cards_played", "discarded_this_turn"):
        value = player.get(key, 0)
        if not _whole(value) or not 0 <= value <= 1000:
            raise PositionError("1.7.1", f"player {seat}'s {key} is {value!r}; a whole number, 0 or more", player, key)
    if len(_listed(player, "cores", seat)) > CORES_EACH:
        raise PositionError("1.1.2", f"player {seat} brings more than {CORES_EACH} BakuCores", player, "cores")


def _check_bakugan_state(seat: int, index: int, state: Any, parent: Any) -> None:
    where = f"player {seat}'s Bakugan {index}"
    if not isinstance(state, dict):
        raise PositionError("1.11.1", f"{where} is a mapping like {{open: true, in_brawl: true}}", parent, index)
    _unknown_keys(state, BAKUGAN_KEYS, where)
    for key in ("open", "face_up", "in_brawl"):
        if key in state and not isinstance(state[key], bool):
            raise PositionError("1.11.1", f"{where}'s {key} is true or false, not {state[key]!r}", state, key)
    for key in ("evos", "cores"):
        if not isinstance(state.get(key) or [], list):
            raise PositionError("1.11.1", f"{where}'s {key} is a list of ids", state, key)
    if len(state.get("cores") or []) > CORES_EACH:
        raise PositionError(
            "1.1.2", f"{where} holds more than the {CORES_EACH} BakuCores a player brings", state, "cores"
        )
    turn = state.get("opened_turn", 0)
    if not _whole(turn) or not 0 <= turn <= 10_000:
        raise PositionError("5.1.1", f"{where}'s opened_turn is a turn number, not {turn!r}", state, "opened_turn")


def _check_energy(seat: int, player: dict[str, Any]) -> None:
    energy = player.get("energy") or {}
    if not isinstance(energy, dict):
        raise PositionError(
            "1.7.1", f"player {seat}'s energy is a mapping like {{charged: 2, uncharged: 1}}", player, "energy"
        )
    _unknown_keys(energy, ENERGY_KEYS, f"player {seat}'s energy")
    for key in ("charged", "uncharged"):
        count = energy.get(key, 0)
        if isinstance(count, list):  # the Energy cards by id
            count = len(count)
        if not _whole(count) or count < 0:
            raise PositionError(
                "1.7.1", f"player {seat}'s {key} Energy is {count!r}; a count of cards, 0 or more", energy, key
            )
        if count > DECK_SIZE:
            raise PositionError(
                "4.2.1", f"player {seat} has {count} {key} Energy cards; a deck has {DECK_SIZE}", energy, key
            )


def _check_turn(spec: dict[str, Any], seats: int) -> None:
    """Whose turn, priority and brawl it is: seats and Bakugan that exist."""
    turn = spec.get("turn", 1)
    if not _whole(turn) or not 1 <= turn <= 10_000:
        raise PositionError("5.1.1", f"turn is a turn number from 1, not {turn!r}", spec, "turn")
    for key in ("starting", "priority", "last_victor"):
        if spec.get(key) is not None:
            _seat(spec[key], seats, key, spec, "1.14.1", key)
    step = spec.get("step", "power")
    if not isinstance(step, str):
        raise PositionError("5.1.1", f"step is a step's name, not {step!r}", spec, "step")
    victor = spec.get("victor")
    if victor is not None:
        if not isinstance(victor, dict) or "player" not in victor:
            raise PositionError("5.10.1", "victor is like {player: 0, bakugan: 0}", spec, "victor")
        _seat(victor["player"], seats, "victor", victor, "5.10.1", "player")
        _index(victor.get("bakugan", 0), "victor", victor, "5.10.1", "bakugan")
    selected = spec.get("selected") or {}
    if not isinstance(selected, dict):
        raise PositionError(
            "5.6.1", "selected is a mapping of seat to Bakugan index, like {0: 1, 1: 0}", spec, "selected"
        )
    for seat, index in selected.items():
        _seat(seat, seats, "selected", selected, "5.6.1", seat)
        _index(index, f"selected for player {seat}", selected, "5.6.1", seat)
    damage = spec.get("damage")
    if damage is not None:
        if not isinstance(damage, dict) or "target" not in damage:
            raise PositionError("5.11.1", "damage is like {target: 1, attacker: 0, dealt: 1}", spec, "damage")
        for key in ("target", "attacker"):
            if key in damage:
                _seat(damage[key], seats, f"damage {key}", damage, "5.11.1", key)
        for key in ("dealt", "left", "fixed"):
            value = damage.get(key, 0)
            if value is not None and (not _whole(value) or not 0 <= value <= DECK_SIZE * 10):
                raise PositionError(
                    "1.16.2", f"damage {key} is a count of cards, 0 or more, not {value!r}", damage, key
                )


def _seat(value: Any, seats: int, what: str, node: Any, rule: str, part: Any) -> None:
    if not _whole(value) or not 0 <= value < seats:
        raise PositionError(rule, f"{what} is player {repr(value)[:20]}; players are 0 to {seats - 1}", node, part)


def _index(value: Any, what: str, node: Any, rule: str, part: Any) -> None:
    if not _whole(value) or not 0 <= value < TEAM:
        raise PositionError(rule, f"{what} is Bakugan {repr(value)[:20]}; a team's are 0 to {TEAM - 1}", node, part)


def _unknown_keys(mapping: dict[Any, Any], allowed: set[str], where: str) -> None:
    extra = sorted((k for k in mapping if k not in allowed), key=str)
    if extra:
        shown = ", ".join(map(str, extra))
        raise PositionError(
            "1.1.1", f"{where} has unknown key(s) {shown} (allowed: {', '.join(sorted(allowed))})", mapping, extra[0]
        )


def _check_field(field: Any, seats: int, players: list[Any]) -> None:
    if field is None:
        return
    if not isinstance(field, list) or len(field) > CORES_EACH * seats:
        raise PositionError("1.4.3", f"the field is a list of at most {CORES_EACH * seats} BakuCores", field)
    cells: set[tuple[int, int]] = set()
    for n, entry in enumerate(field, start=1):
        if not isinstance(entry, dict) or "core" not in entry or "cell" not in entry:
            raise PositionError(
                "1.4.3", f"field entry {n} is like {{core: core-1, cell: [0, 0], owner: 0}}", field, n - 1
            )
        owner = entry.get("owner", 0)
        if not _whole(owner) or not 0 <= owner < seats:
            raise PositionError(
                "1.4.3", f"field entry {n} belongs to player {owner!r}; players are 0 to {seats - 1}", entry, "owner"
            )
        cell = entry["cell"]
        if not (isinstance(cell, list) and len(cell) == 2 and all(_whole(v) for v in cell)):
            raise PositionError(
                "1.4.3", f"field entry {n}'s cell is two whole numbers [q, r], not {cell!r}", entry, "cell"
            )
        q, r = cell
        reach = CORES_EACH * seats  # every core of the game placed in a line from the centre
        if _hex_distance(q, r) >= reach:
            raise PositionError(
                "1.4.3",
                f"field entry {n} at {q},{r} is off the field: {reach} cores placed touching reach no further",
                entry,
                "cell",
            )
        if (q, r) in cells:
            raise PositionError("1.4.3", f"two BakuCores on cell {q},{r}", entry, "cell")
        cells.add((q, r))
    for seat in range(seats):
        on_field = sum(1 for e in field if e.get("owner", 0) == seat)
        held = len(players[seat].get("cores") or [])
        if on_field + held > CORES_EACH:
            raise PositionError(
                "1.1.2", f"player {seat} has {on_field + held} BakuCores; each brings six", players[seat]
            )


def _listed(player: dict[str, Any], key: str, seat: int) -> list[Any]:
    value = player.get(key) or []
    if not isinstance(value, list):
        raise PositionError(
            "1.1.2", f"player {seat}'s {key} is a list of card ids, not {str(value)[:30]!r}", player, key
        )
    return value


def _hex_distance(q: int, r: int) -> int:
    return max(abs(q), abs(r), abs(q + r))


def _whole(value: Any) -> bool:
    return type(value) is int
