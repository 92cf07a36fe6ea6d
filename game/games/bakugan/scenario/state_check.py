"""Is a scenario's exact `state:` (the engine's own JSON, from `scenario save`) one the engine can
load? Each field is checked against the type the engine's dataclasses declare, unknown keys are
named, and every reference (a seat, a card, a Bakugan, a BakuCore) must exist; a team is three
Bakugan (rule 1.1.2). The first problem is a StateError naming the field's path (and the part of
the file holding it, whose line the caller reports), instead of a TypeError deep in the engine.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, Union

from game.games.bakugan.rules.frames import FRAME_CLASSES, FRAME_LAYOUT
from game.games.bakugan.rules.state import BatchEntry, CoreInst, DamageRun, GameState, Step, json_field_owners
from game.games.bakugan.scenario.legal import TEAM, PositionError

_STATE_CLASSES: dict[str, Any] = {"BatchEntry": BatchEntry, "DamageRun": DamageRun}
_OPAQUE = {"throws", "target", "options"}  # engine-shaped values read with their own checks
_SEAT_FIELDS = {"seat", "owner", "controller", "starting", "last_victor_seat", "holder", "attacker", "winner"}
MAX_ITEMS = 100_000


class StateError(PositionError):
    """A `state:` the engine cannot load; `path` is where in the state (state.players[0].pool)."""


def check_state(data: Any) -> None:
    """Raise StateError for the first field of a `state:` mapping that is wrong."""
    if not isinstance(data, dict):
        raise StateError("1.1.1", "state is a mapping (the JSON that `scenario save` writes)", data)
    for key in ("seats", "seed", "players", "cards", "bakugan", "cores"):
        if key not in data:
            raise StateError("1.1.1", f"state has no {key!r}", data)
    _check_record(GameState, data, "state")
    seats = data["seats"]
    if not 2 <= seats <= 4 or len(data["players"]) != seats:
        raise StateError("1.1.1", f"state has {seats} seats and {len(data['players'])} players; 2 to 4 of each", data)
    _check_references(data, seats)


def _fields_and_hints(cls: type[Any]) -> tuple[set[str], dict[str, Any]]:
    """The keys a record of `cls` may have in the JSON, with their types: a state's are its flat
    layout (turn fields at the top level, game/games/bakugan/rules/state.py)."""
    if cls is not GameState:  # a frame's annotations name the state's classes (game/games/bakugan/rules/frames.py)
        return {f.name for f in dataclasses.fields(cls)}, typing.get_type_hints(cls, localns=_STATE_CLASSES)
    owners = json_field_owners()
    hints = {name: bool if owner is None else typing.get_type_hints(owner)[name] for name, owner in owners.items()}
    return set(owners), hints


def _check_frames(value: Any, parent: Any) -> None:
    """Each frame: a known kind, its own fields typed as its class declares them, and the fields of
    the other kinds (written at their defaults) left so."""
    if not isinstance(value, list) or len(value) > MAX_ITEMS:
        raise StateError("1.1.1", "state.frames is a list of frame mappings", parent, "frames")
    defaults = dict(FRAME_LAYOUT)
    for n, frame in enumerate(value):
        where = f"state.frames[{n}]"
        if not isinstance(frame, dict):
            raise StateError("1.1.1", f"{where} is a mapping (a frame), not {_short(frame)}", frame)
        kind = frame.get("kind")
        cls = FRAME_CLASSES.get(kind) if isinstance(kind, str) else None
        if cls is None:
            kinds = ", ".join(FRAME_CLASSES)
            raise StateError("1.14", f"{where}.kind is {_short(kind)}; one of {kinds}", frame, "kind")
        own = {f.name for f in dataclasses.fields(cls)}
        extra = sorted(str(k) for k in frame if k != "kind" and k not in defaults)
        if extra:
            raise StateError("1.1.1", f"{where} has unknown key(s) {', '.join(extra[:5])}", frame)
        foreign = [k for k in frame if k in defaults and k not in own and frame[k] != defaults[k]]
        if foreign:
            raise StateError("1.14", f"{where}.{foreign[0]}: a {kind} frame has no {foreign[0]}", frame, foreign[0])
        for name in own & {"entry", "damage"}:
            if not isinstance(frame.get(name), dict):
                raise StateError("1.1.1", f"{where}.{name} is a mapping: a {kind} frame needs one", frame)
        _check_record(cls, {k: v for k, v in frame.items() if k in own}, where)


def _check_record(cls: type[Any], data: Any, where: str) -> None:
    if not isinstance(data, dict):
        raise StateError("1.1.1", f"{where} is a mapping of {cls.__name__} fields, not {_short(data)}", data)
    fields, hints = _fields_and_hints(cls)
    extra = sorted(str(k) for k in data if k not in fields)
    if extra:
        raise StateError("1.1.1", f"{where} has unknown key(s) {', '.join(extra[:5])}", data)
    for name, value in data.items():
        path = f"{where}.{name}"
        if name in _OPAQUE:
            continue
        if name == "frames" and cls is GameState:
            _check_frames(value, data)
            continue
        if name == "step" and cls is GameState:
            if value not in {s.value for s in Step}:
                raise StateError(
                    "5.1.1", f"{path} is {_short(value)}; one of {', '.join(s.value for s in Step)}", data, name
                )
            continue
        record = _record_in(hints[name])
        if record is not None:
            _check_records(record, value, path, data, name)
            continue
        if not _fits(value, hints[name]):
            raise StateError("1.1.1", f"{path} is {_short(value)}; it must be {_describe(hints[name])}", data, name)


def _record_in(hint: Any) -> type[Any] | None:
    """The dataclass a field holds (alone, optional, in a list or as a mapping's values), if any."""
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        return hint
    for arg in typing.get_args(hint):
        found = _record_in(arg)
        if found is not None:
            return found
    return None


def _check_records(record: type[Any], value: Any, path: str, parent: Any, name: str) -> None:
    if value is None and record in (BatchEntry, DamageRun):  # a frame's entry or damage, when it has none
        return
    if isinstance(value, dict) and record is CoreInst:  # cores: instance id -> core
        for cid, core in value.items():
            _check_record(record, core, f"{path}[{cid!r}]")
        return
    if record in (BatchEntry, DamageRun) and isinstance(value, dict):
        _check_record(record, value, path)
        return
    if not isinstance(value, list) or len(value) > MAX_ITEMS:
        raise StateError("1.1.1", f"{path} is a list of {record.__name__} mappings", parent, name)
    for n, item in enumerate(value):
        _check_record(record, item, f"{path}[{n}]")


def _fits(value: Any, hint: Any) -> bool:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is Any:
        return True
    if origin in (Union, types.UnionType):
        return any(_fits(value, arg) for arg in args)
    if hint is type(None):
        return value is None
    if hint is bool:
        return type(value) is bool
    if hint is int:
        return type(value) is int
    if hint is float:
        return type(value) in (int, float)
    if hint is str:
        return isinstance(value, str)
    if origin is list:
        return isinstance(value, list) and len(value) <= MAX_ITEMS and all(_fits(v, args[0]) for v in value)
    if origin is tuple:  # a cell, written as a list in JSON
        return isinstance(value, list | tuple) and len(value) == len(args) and all(map(_fits, value, args))
    if origin is dict:
        return isinstance(value, dict) and all(_fits(v, args[1]) for v in value.values())
    return True


def _describe(hint: Any) -> str:
    return str(hint).replace("typing.", "").replace("<class '", "").replace("'>", "")


def _check_references(data: dict[str, Any], seats: int) -> None:
    cards, bakugan, cores = len(data["cards"]), len(data["bakugan"]), data["cores"]

    def ref(value: Any, size: int, what: str, path: str, node: Any, part: Any = None) -> None:
        if value is not None and not 0 <= value < size:
            raise StateError("1.1.1", f"{path} is {what} {value}; there are {size} (0 to {size - 1})", node, part)

    for n, player in enumerate(data["players"]):
        where = f"state.players[{n}]"
        ref(player["seat"], seats, "seat", f"{where}.seat", player, "seat")
        if len(player.get("bakugan", [])) != TEAM:
            raise StateError("1.1.2", f"{where} has {len(player.get('bakugan', []))} Bakugan; a team has three", player)
        for zone in ("deck", "hand", "discard", "charged", "uncharged", "heroes", "seen"):
            for k, iid in enumerate(player.get(zone, [])):
                ref(iid, cards, "card", f"{where}.{zone}", player.get(zone), k)
        for k, bid in enumerate(player["bakugan"]):
            ref(bid, bakugan, "Bakugan", f"{where}.bakugan", player["bakugan"], k)
        for cid in player.get("cores", []):
            if cid not in cores:
                raise StateError("1.1.2", f"{where}.cores names {_short(cid)}, not a BakuCore of the state", player)
    for n, bak in enumerate(data["bakugan"]):
        where = f"state.bakugan[{n}]"
        for key in ("owner", "controller"):
            ref(bak[key], seats, "seat", f"{where}.{key}", bak, key)
        for iid in [bak["character"], *bak.get("evos", [])]:
            ref(iid, cards, "card", where, bak)
        for cid in bak.get("cores", []):
            if cid not in cores:
                raise StateError("1.1.2", f"{where} holds {_short(cid)}, not a BakuCore of the state", bak)
    for n, card in enumerate(data["cards"]):
        ref(card["owner"], seats, "seat", f"state.cards[{n}].owner", card, "owner")
    for cid, core in cores.items():
        ref(core["owner"], seats, "seat", f"state.cores[{cid!r}].owner", core, "owner")
    for cid in data.get("field", {}):
        if cid not in cores:
            raise StateError("1.4.3", f"state.field names {_short(cid)}, not a BakuCore of the state", data)
    for key in _SEAT_FIELDS & set(data):
        ref(data[key], seats, "seat", f"state.{key}", data, key)
    ref(data.get("victor"), bakugan, "Bakugan", "state.victor", data, "victor")
    for seat, bid in data.get("selected", {}).items():
        if not str(seat).isdigit() or not 0 <= int(seat) < seats:
            raise StateError("5.6.1", f"state.selected has seat {_short(seat)}; seats are 0 to {seats - 1}", data)
        ref(bid, bakugan, "Bakugan", f"state.selected[{seat}]", data)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
