"""The game state as plain data: zones, Bakugan, BakuCores, the batch and the control stack.

Everything here is a dataclass of ints, strings, lists and dicts, so a state serialises to JSON
and hashes stably. Card and core definitions are looked up in the catalogue by id.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field as dc_field
from enum import Enum
from types import SimpleNamespace
from typing import Any, Final

from game.core.frozen import Rebuilt, rebuilt
from game.games.bakugan.rules.frames import FRAME_CLASSES, FRAME_KIND, FRAME_LAYOUT, Frame
from game.games.bakugan.rules.frames import BatchEntry as BatchEntry  # still importable from here
from game.games.bakugan.rules.frames import DamageRun as DamageRun
from game.roll.hexgrid import Cell


class Step(str, Enum):
    SETUP = "setup"  # rules 1.4.2-1.4.4
    DRAW = "draw"  # 5.3
    ENERGIZE = "energize"  # 5.4
    SELECTION = "selection"  # 5.6
    ROLL = "roll"  # 5.7
    POWER = "power"  # 5.9
    VICTOR = "victor"  # 5.10
    DAMAGE = "damage"  # 5.11
    RETRACT = "retract"  # 5.13
    PLAY = "play"  # 5.15
    CHARGE = "charge"  # 5.16
    RESET = "reset"  # 5.17
    OVER = "over"


STEP_VALUE: Final[dict[Step, str]] = {step: step.value for step in Step}  # without Enum.value, slow compiled
PHASE_OF: Final[dict[Step, str]] = {
    Step.SETUP: "Setup",
    Step.DRAW: "Start Phase",
    Step.ENERGIZE: "Start Phase",
    Step.SELECTION: "Roll Phase",
    Step.ROLL: "Roll Phase",
    Step.POWER: "Brawl Phase",
    Step.VICTOR: "Brawl Phase",
    Step.DAMAGE: "Brawl Phase",
    Step.RETRACT: "Brawl Phase",
    Step.PLAY: "End Phase",
    Step.CHARGE: "End Phase",
    Step.RESET: "End Phase",
    Step.OVER: "Game over",
}
STEP_RULE: Final[dict[Step, str]] = {
    Step.SETUP: "1.4",
    Step.DRAW: "5.3",
    Step.ENERGIZE: "5.4",
    Step.SELECTION: "5.6",
    Step.ROLL: "5.7",
    Step.POWER: "5.9",
    Step.VICTOR: "5.10",
    Step.DAMAGE: "5.11",
    Step.RETRACT: "5.13",
    Step.PLAY: "5.15",
    Step.CHARGE: "5.16",
    Step.RESET: "5.17",
    Step.OVER: "1.5",
}


# Some classes below write their __init__ out: the compiled core (tools/compile_core.py) compiles
# it, where the one the dataclass decorator generates stays interpreted; games make hundreds of
# these. tests/test_explicit_inits.py keeps each like the generated one.


@dataclass
class CardInst:
    iid: int
    card_id: str
    owner: int

    def __init__(self, iid: int, card_id: str, owner: int) -> None:
        self.iid = iid
        self.card_id = card_id
        self.owner = owner

    def __reduce__(self) -> Rebuilt:  # copied and unpickled through __init__ (game/core/frozen.py)
        return rebuilt(self)


@dataclass
class CoreInst:
    cid: str  # "s0c1": seat 0's first core
    core_id: str  # definition id, "core-22"
    owner: int


@dataclass
class Bakugan:
    bid: int
    owner: int
    controller: int
    character: int  # card iid of its Character card
    evos: list[int] = dc_field(default_factory=list)  # Evo card iids, bottom to top (rule 3.3.3)
    face_up: bool = False  # Character card revealed (rules 3.2.1, 5.7.2)
    open: bool = False  # rule 7.2.6
    cores: list[str] = dc_field(default_factory=list)  # core instance ids it holds
    in_brawl: bool = False
    opened_turn: int = 0
    rest_cm: list[float] | None = None


@dataclass
class PlayerState:
    seat: int
    name: str
    deck: list[int] = dc_field(default_factory=list)  # top of deck is the LAST element
    hand: list[int] = dc_field(default_factory=list)
    discard: list[int] = dc_field(default_factory=list)
    charged: list[int] = dc_field(default_factory=list)  # Energy cards, vertical (rule 7.2.1)
    uncharged: list[int] = dc_field(default_factory=list)  # horizontal (rule 7.2.2)
    heroes: list[int] = dc_field(default_factory=list)
    bakugan: list[int] = dc_field(default_factory=list)
    cores: list[str] = dc_field(default_factory=list)  # core instance ids this player owns
    pool: int = 0  # energy produced and not yet spent this turn (rule 1.7.1)
    cards_played: int = 0  # this turn, for Flow and cost rules (rule 7.4.2)
    played_factions: list[str] = dc_field(default_factory=list)
    played_costs: list[int] = dc_field(default_factory=list)  # printed costs of cards played this turn
    played_types: list[str] = dc_field(default_factory=list)  # card types played this turn
    seen: list[int] = dc_field(default_factory=list)  # hidden cards this player has looked at this turn
    next_card_less: int = 0  # the next card played this turn costs this much less
    next_attack_used: bool = False  # a "next attack this turn" bonus was taken this turn
    out: bool = False  # lost, eliminated (8.2.4) or forfeited
    out_reason: str = ""


@dataclass
class Modifier:
    """A change to a Bakugan from a resolved effect (rules 3.5.3, 5.17)."""

    bid: int
    bp: int = 0
    dr: int = 0
    frost: int = 0
    keywords: list[str] = dc_field(default_factory=list)
    lasting: bool = False
    source: str = ""  # card id
    controller: int = 0
    base_bp: int | None = None  # set_base (rules 2.9.3, 2.10.3)
    base_dr: int | None = None
    faction: list[str] = dc_field(default_factory=list)  # its Factions become these (rule 2.5.1)
    hero: int | None = None  # a Hero card in play whose Factions change instead (bid -1; rule 2.5.1)

    def __init__(
        self,
        bid: int,
        bp: int = 0,
        dr: int = 0,
        frost: int = 0,
        keywords: list[str] | None = None,
        lasting: bool = False,
        source: str = "",
        controller: int = 0,
        base_bp: int | None = None,
        base_dr: int | None = None,
        faction: list[str] | None = None,
        hero: int | None = None,
    ) -> None:  # written out: the decorator's own stays interpreted when compiled
        self.bid = bid
        self.bp = bp
        self.dr = dr
        self.frost = frost
        self.keywords = [] if keywords is None else keywords
        self.lasting = lasting
        self.source = source
        self.controller = controller
        self.base_bp = base_bp
        self.base_dr = base_dr
        self.faction = [] if faction is None else faction
        self.hero = hero

    def __reduce__(self) -> Rebuilt:  # copied and unpickled through __init__ (game/core/frozen.py)
        return rebuilt(self)


@dataclass
class LogEntry:
    turn: int
    step: str
    text: str
    rule: str = ""

    def __init__(self, turn: int, step: str, text: str, rule: str = "") -> None:
        self.turn = turn
        self.step = step
        self.text = text
        self.rule = rule

    def __reduce__(self) -> Rebuilt:  # copied and unpickled through __init__ (game/core/frozen.py)
        return rebuilt(self)

    def __str__(self) -> str:
        rule = f" [rule {self.rule}]" if self.rule else ""
        return f"T{self.turn} {self.step}: {self.text}{rule}"


@dataclass
class FlipAnswers:
    """What opposing answers to a Flip card kept in or locked out of this turn's damage (rule
    5.11.2); it ends with the damage, at the start of the Reset step."""

    no_damage_cores: list[str] = dc_field(default_factory=list)  # attached by such an answer
    no_damage_cards: list[int] = dc_field(default_factory=list)  # Evos and Heroes played so
    damage_kept_cores: dict[str, int] = dc_field(default_factory=dict)  # taken off: core -> that Bakugan
    damage_kept_evos: list[list[int]] = dc_field(default_factory=list)  # [Evo card, Bakugan it was on]
    damage_kept_heroes: list[list[int]] = dc_field(default_factory=list)  # [Hero card, seat that had it]

    def __init__(
        self,
        no_damage_cores: list[str] | None = None,
        no_damage_cards: list[int] | None = None,
        damage_kept_cores: dict[str, int] | None = None,
        damage_kept_evos: list[list[int]] | None = None,
        damage_kept_heroes: list[list[int]] | None = None,
    ) -> None:  # written out: a fresh one is made every turn
        self.no_damage_cores = [] if no_damage_cores is None else no_damage_cores
        self.no_damage_cards = [] if no_damage_cards is None else no_damage_cards
        self.damage_kept_cores = {} if damage_kept_cores is None else damage_kept_cores
        self.damage_kept_evos = [] if damage_kept_evos is None else damage_kept_evos
        self.damage_kept_heroes = [] if damage_kept_heroes is None else damage_kept_heroes

    def __reduce__(self) -> Rebuilt:  # copied and unpickled through __init__ (game/core/frozen.py)
        return rebuilt(self)


@dataclass
class TurnState:
    """Everything that lasts one turn: a fresh one replaces it whole at the Reset step (5.17)."""

    victor: int | None = None  # the Victor Bakugan (5.10)
    team_attack: bool = False
    selected: dict[int, int] = dc_field(default_factory=dict)  # seat -> Bakugan chosen to roll
    throws: dict[int, Any] = dc_field(default_factory=dict)  # seat -> Throw | None, this roll
    rerolls_used: list[int] = dc_field(default_factory=list)  # Bakugan that used a once-a-turn Reroll
    flip_answers: FlipAnswers = dc_field(default_factory=FlipAnswers)
    victor_by: str = ""  # "dr": the Victor has the highest Damage Rating (a card says so)
    evos_this_turn: list[int] = dc_field(default_factory=list)  # Evo cards played onto a Bakugan
    held_uncharged: list[int] = dc_field(default_factory=list)  # Energy cards not charged this Charge Step
    revealed: list[int] = dc_field(default_factory=list)  # hidden cards shown to every player
    delayed: list[BatchEntry] = dc_field(default_factory=list)  # effects waiting for an event
    evo_free: bool = False  # Evo cards are free to play for every player
    ending_turn: bool = False  # a card ended the turn: the rest of it is skipped
    discarded: list[int] = dc_field(default_factory=list)  # cards discarded from a hand

    def __init__(
        self,
        victor: int | None = None,
        team_attack: bool = False,
        selected: dict[int, int] | None = None,
        throws: dict[int, Any] | None = None,
        rerolls_used: list[int] | None = None,
        flip_answers: FlipAnswers | None = None,
        victor_by: str = "",
        evos_this_turn: list[int] | None = None,
        held_uncharged: list[int] | None = None,
        revealed: list[int] | None = None,
        delayed: list[BatchEntry] | None = None,
        evo_free: bool = False,
        ending_turn: bool = False,
        discarded: list[int] | None = None,
    ) -> None:  # written out: a fresh one is made every turn
        self.victor = victor
        self.team_attack = team_attack
        self.selected = {} if selected is None else selected
        self.throws = {} if throws is None else throws
        self.rerolls_used = [] if rerolls_used is None else rerolls_used
        self.flip_answers = FlipAnswers() if flip_answers is None else flip_answers
        self.victor_by = victor_by
        self.evos_this_turn = [] if evos_this_turn is None else evos_this_turn
        self.held_uncharged = [] if held_uncharged is None else held_uncharged
        self.revealed = [] if revealed is None else revealed
        self.delayed = [] if delayed is None else delayed
        self.evo_free = evo_free
        self.ending_turn = ending_turn
        self.discarded = [] if discarded is None else discarded

    def __reduce__(self) -> Rebuilt:  # copied and unpickled through __init__ (game/core/frozen.py)
        return rebuilt(self)


@dataclass
class GameState:
    seats: int
    seed: int
    players: list[PlayerState]
    cards: list[CardInst]
    bakugan: list[Bakugan]
    cores: dict[str, CoreInst]
    field: dict[str, Cell] = dc_field(default_factory=dict)  # core instance id -> cell
    batch: list[BatchEntry] = dc_field(default_factory=list)
    modifiers: list[Modifier] = dc_field(default_factory=list)
    frames: list[Frame] = dc_field(default_factory=list)
    pending_triggers: list[BatchEntry] = dc_field(default_factory=list)
    step: Step = Step.SETUP
    stage: int = 0
    turn: int = 0
    starting: int = 0
    last_victor_seat: int | None = None
    # a step's own progress, set when the step starts
    queue: list[int] = dc_field(default_factory=list)  # seats still to decide in this step
    setup_order: list[int] = dc_field(default_factory=list)
    rolls_this_turn: int = 0  # rolls in this Roll Step (it starts over on a miss, 5.7.2)
    reroll_offered: list[int] = dc_field(default_factory=list)  # Bakugan offered a Reroll this roll
    next_eid: int = 1
    rng_draws: int = 0
    face_up_cores: list[str] = dc_field(default_factory=list)  # field BakuCores turned bonus side up
    winner: int | None = None
    log: list[LogEntry] = dc_field(default_factory=list)
    this_turn: TurnState = dc_field(default_factory=TurnState)

    def to_json(self) -> dict[str, Any]:
        """The flat JSON form saves and replays have always had (_JSON_LAYOUT)."""
        owners = _owners(self)
        return {name: _jsonable(getattr(owners[where], name)) for name, where in _JSON_LAYOUT}

    def state_hash(self) -> str:
        """A stable digest of everything but the log: equal states, equal hashes."""
        return hashlib.sha256(self.state_text().encode()).hexdigest()[:16]

    def state_text(self) -> str:
        """The text state_hash digests: equal for equal states, different for different ones (an
        exact position key where no digest is needed, as the search's turn ends)."""
        # The JSON text json.dumps(..., sort_keys=True, separators=(",", ":")) gives for the state's
        # data, written straight from the state (tests/rules/test_state_hash.py checks they match)
        owners = _owners(self)
        out: list[str] = []
        sep = "{"
        for prefix, name, where in _HASHED_LAYOUT:
            out.append(sep)
            out.append(prefix)
            if name == "cards":  # most of a state: written in one pass
                _write_cards(self.cards, out)
            else:
                _write_json(getattr(owners[where], name), out)
            sep = ","
        out.append("}")
        return "".join(out)


_PLAIN: Final = frozenset({int, str, float, bool, type(None)})
_FIELD_NAMES: Final[dict[type, tuple[str, ...]]] = {}


# Fields added after replays were recorded, left out while empty so that a state without them
# hashes as it did before (replay files keep their final hash; rules 2.5.1's changed Faction)
_LEFT_OUT_WHEN_EMPTY: Final[dict[type, frozenset[str]]] = {Modifier: frozenset({"faction", "hero"})}


# per class and set of late fields set: the fields written, in declaration order and keyed in sorted order
_PRESENT_FIELDS: Final[dict[tuple[type, frozenset[str]], tuple[tuple[str, ...], tuple[tuple[str, str], ...]]]] = {}


def _present_fields(value: Any) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """The fields of `value` to write (its empty late fields left out), worked out once per class
    and per set of late fields set, not at every hash."""
    kind = type(value)
    late = _LEFT_OUT_WHEN_EMPTY[kind]
    key = (kind, frozenset(name for name in late if getattr(value, name)))
    found = _PRESENT_FIELDS.get(key)
    if found is None:
        names = tuple(f.name for f in dataclasses.fields(value) if f.name not in late or f.name in key[1])
        found = _PRESENT_FIELDS[key] = (names, _keyed(list(names)))
    return found


def _jsonable(value: Any) -> Any:
    kind = type(value)
    if kind in _PLAIN:  # the common case, decided without the isinstance chain below
        return value
    if kind in _LEFT_OUT_WHEN_EMPTY:
        return {name: _jsonable(getattr(value, name)) for name in _present_fields(value)[0]}
    if kind is list:
        if _PLAIN.issuperset(map(type, value)):  # a list of ints or strings: copied in C
            return list(value)
        return [_jsonable(v) for v in value]
    names = _FIELD_NAMES.get(kind)
    if names is not None:
        out = {}
        for name in names:
            item = getattr(value, name)
            out[name] = item if type(item) in _PLAIN else _jsonable(item)
        return out
    frame_kind = FRAME_KIND.get(kind)
    if frame_kind is not None:  # the old single Frame's fields, those of other kinds at their defaults
        own = _FRAME_OWN[kind]
        out = {"kind": frame_kind}
        for name, default in FRAME_LAYOUT:
            out[name] = _jsonable(getattr(value, name)) if name in own else _jsonable(default)
        return out
    if isinstance(value, (int, str, float, bool)) or value is None:
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = _FIELD_NAMES[kind] = tuple(f.name for f in dataclasses.fields(value))
        return {name: _jsonable(getattr(value, name)) for name in names}
    return value


_encode_str: Final = json.encoder.encode_basestring_ascii  # json's own string escaping (C)
# per dataclass, its fields sorted by name, each with its key's text ('"name":')
_KEYED_FIELDS: Final[dict[type, tuple[tuple[str, str], ...]]] = {}


def _keyed(names: list[str]) -> tuple[tuple[str, str], ...]:
    return tuple((_encode_str(name) + ":", name) for name in sorted(names))


def _write_json(value: Any, out: list[str]) -> None:
    """Append the JSON text of _jsonable(value) as json.dumps with sort_keys and separators
    (",", ":") writes it."""
    kind = type(value)
    if kind is int:  # str of an int (not a subclass) is its repr: a direct call compiled, not a method lookup
        out.append(str(value))
    elif kind is str:
        out.append(_encode_str(value))
    elif kind is CardInst:  # most of a state: its keys written out, in their sorted order
        card: CardInst = value
        out.append(f'{{"card_id":{_encode_str(card.card_id)},"iid":{card.iid},"owner":{card.owner}}}')
    elif kind is CoreInst:  # the state's cores: keys in their sorted order
        core: CoreInst = value
        out.append(f'{{"cid":{_encode_str(core.cid)},"core_id":{_encode_str(core.core_id)},"owner":{core.owner}}}')
    elif kind is list or kind is tuple:
        if not value:
            out.append("[]")
            return
        if all(type(item) is int for item in value):  # card ids: zones, decks, hands
            out.append("[" + ",".join(map(str, value)) + "]")
            return
        sep = "["
        for item in value:
            out.append(sep)
            _write_json(item, out)
            sep = ","
        out.append("]")
    elif value is None:
        out.append("null")
    elif kind is bool:
        out.append("true" if value else "false")
    elif kind in _LEFT_OUT_WHEN_EMPTY:
        _write_fields(value, _present_fields(value)[1], out)
    elif kind in _KEYED_FIELDS:
        _write_fields(value, _KEYED_FIELDS[kind], out)
    elif kind in _FRAME_TEXT:
        _write_frame(value, _FRAME_TEXT[kind], out)
    elif isinstance(value, str):  # a str Enum (Step) is written as its text, as json writes any str
        out.append(_encode_str(value))
    elif isinstance(value, int):
        out.append(int.__repr__(value))
    elif isinstance(value, float):
        out.append(_float_text(value))
    elif isinstance(value, Enum):
        _write_json(value.value, out)
    elif isinstance(value, dict):
        if not value:
            out.append("{}")
            return
        sep = "{"
        for key in sorted(value, key=str):
            out.append(sep)
            out.append(_encode_str(str(key)) + ":")
            _write_json(value[key], out)
            sep = ","
        out.append("}")
    elif isinstance(value, (list, tuple)):
        _write_json(list(value), out)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        _KEYED_FIELDS[kind] = _keyed([f.name for f in dataclasses.fields(value)])
        _write_json(value, out)
    else:
        raise TypeError(f"Object of type {kind.__name__} is not JSON serializable")


# a card id's JSON text, as _encode_str writes it (a few hundred card ids: made once each)
_CARD_ID_TEXT: Final[dict[str, str]] = {}


def _write_cards(cards: list[CardInst], out: list[str]) -> None:
    """The JSON text of the state's cards, as _write_json writes each, in one pass."""
    if not cards:
        out.append("[]")
        return
    texts = _CARD_ID_TEXT
    parts = []
    for card in cards:
        card_id = card.card_id
        text = texts.get(card_id)
        if text is None:
            text = texts[card_id] = '{"card_id":' + _encode_str(card_id)
        parts.append(f'{text},"iid":{card.iid},"owner":{card.owner}}}')
    out.append("[" + ",".join(parts) + "]")


def _write_fields(value: Any, fields: tuple[tuple[str, str], ...], out: list[str]) -> None:
    """An object of these (key text, attribute name) fields, in their order."""
    if not fields:
        out.append("{}")
        return
    sep = "{"
    for prefix, name in fields:
        out.append(sep)
        out.append(prefix)
        item = getattr(value, name)
        kind = type(item)
        if kind is int:  # the plain fields written here, as _write_json writes them, without its call
            out.append(str(item))
        elif kind is bool:
            out.append("true" if item else "false")
        elif item is None:
            out.append("null")
        elif kind is str:
            out.append(_encode_str(item))
        else:
            _write_json(item, out)
        sep = ","
    out.append("}")


def _write_frame(frame: Frame, fields: tuple[tuple[str, str, str], ...], out: list[str]) -> None:
    """A frame in the flat form: (key text, own attribute or "", JSON of the default) in key order."""
    sep = "{"
    for prefix, name, default in fields:
        out.append(sep)
        out.append(prefix)
        if name:
            _write_json(getattr(frame, name), out)
        else:
            out.append(default)
        sep = ","
    out.append("}")


def _float_text(value: float) -> str:
    if value != value:
        return "NaN"
    if value == math.inf:
        return "Infinity"
    if value == -math.inf:
        return "-Infinity"
    return float.__repr__(value)


# The JSON layout of a state: the flat one saves, replays and scenarios have always had, every
# field at the top level in this order, wherever it now lives (the state, its turn, the turn's
# Flip answers); end_triggers_done was never read and is written as false.
_ON_STATE, _ON_TURN, _ON_FLIP_ANSWERS, _RETIRED = 0, 1, 2, 3
_RETIRED_FIELDS: Final = SimpleNamespace(end_triggers_done=False)
_JSON_LAYOUT: Final[tuple[tuple[str, int], ...]] = (
    *((name, _ON_STATE) for name in ("seats", "seed", "players", "cards", "bakugan", "cores", "field", "batch")),
    *((name, _ON_STATE) for name in ("modifiers", "frames", "pending_triggers", "step", "stage", "turn")),
    ("starting", _ON_STATE),
    ("last_victor_seat", _ON_STATE),
    ("victor", _ON_TURN),
    ("team_attack", _ON_TURN),
    ("selected", _ON_TURN),
    ("throws", _ON_TURN),
    ("queue", _ON_STATE),
    ("setup_order", _ON_STATE),
    ("rolls_this_turn", _ON_STATE),
    ("rerolls_used", _ON_TURN),
    ("reroll_offered", _ON_STATE),
    *((f.name, _ON_FLIP_ANSWERS) for f in dataclasses.fields(FlipAnswers)),
    ("next_eid", _ON_STATE),
    ("rng_draws", _ON_STATE),
    ("end_triggers_done", _RETIRED),
    ("victor_by", _ON_TURN),
    ("evos_this_turn", _ON_TURN),
    ("face_up_cores", _ON_STATE),
    *((name, _ON_TURN) for name in ("held_uncharged", "revealed", "delayed", "evo_free", "ending_turn", "discarded")),
    ("winner", _ON_STATE),
    ("log", _ON_STATE),
)
_HASHED_LAYOUT: Final = tuple(
    (_encode_str(name) + ":", name, where) for name, where in sorted(_JSON_LAYOUT) if name != "log"
)
# the JSON fields of the state's turn (read back into a TurnState)
TURN_JSON_FIELDS: Final = frozenset(name for name, where in _JSON_LAYOUT if where in (_ON_TURN, _ON_FLIP_ANSWERS))


def json_field_owners() -> dict[str, type[Any] | None]:
    """Each top-level field of a state's JSON, and the class declaring its type (None: retired,
    always false)."""
    owners: tuple[type[Any] | None, ...] = (GameState, TurnState, FlipAnswers, None)
    return {name: owners[where] for name, where in _JSON_LAYOUT}


def _owners(state: GameState) -> tuple[Any, Any, Any, Any]:
    turn = state.this_turn
    return (state, turn, turn.flip_answers, _RETIRED_FIELDS)


# per frame class: its own fields, and its flat form's fields in key order for the hash writer
_FRAME_OWN: Final[dict[type, frozenset[str]]] = {
    cls: frozenset(f.name for f in dataclasses.fields(cls)) for cls in FRAME_KIND
}
_FRAME_TEXT: Final[dict[type, tuple[tuple[str, str, str], ...]]] = {
    cls: tuple(
        (prefix, name if name in _FRAME_OWN[cls] else "", json.dumps(dict(FRAME_LAYOUT, kind=kind)[name]))
        for prefix, name in _keyed(["kind", *(name for name, _ in FRAME_LAYOUT)])
    )
    for cls, kind in FRAME_KIND.items()
}


def _rebuild(cls: type[Any], data: dict[str, Any]) -> Any:
    names = {f.name for f in dataclasses.fields(cls)}
    return cls(**{k: v for k, v in data.items() if k in names})


def _entry(data: dict[str, Any] | None) -> BatchEntry | None:
    return None if data is None else _rebuild(BatchEntry, data)


def _frame(data: dict[str, Any]) -> Frame:
    """A frame from its flat form: the class its `kind` names, built from that class's own fields
    (built whole: compiled fields check their types)."""
    cls = FRAME_CLASSES.get(data.get("kind", ""))
    if cls is None:
        raise ValueError(f"a frame of unknown kind {data.get('kind')!r}")
    own = _FRAME_OWN[cls]
    given = {k: v for k, v in data.items() if k in own}
    if "entry" in own:
        given["entry"] = _entry(data.get("entry"))
    if "damage" in own:
        damage = data.get("damage")
        given["damage"] = None if damage is None else _rebuild(DamageRun, damage)
    frame: Frame = cls(**given)
    return frame


def state_from_json(data: dict[str, Any]) -> GameState:
    """The inverse of GameState.to_json: the same position, the same state hash."""
    from game.roll.seam import Throw, ThrowStyle

    def throw(value: Any) -> Any:
        if value is None:
            return None
        return Throw(**{**value, "style": ThrowStyle(value["style"])})

    state = GameState(
        seats=int(data["seats"]),
        seed=int(data["seed"]),
        players=[_rebuild(PlayerState, p) for p in data["players"]],
        cards=[_rebuild(CardInst, c) for c in data["cards"]],
        bakugan=[_rebuild(Bakugan, b) for b in data["bakugan"]],
        cores={k: _rebuild(CoreInst, v) for k, v in data["cores"].items()},
    )
    state.field = {k: (int(v[0]), int(v[1])) for k, v in data.get("field", {}).items()}
    state.batch = [_rebuild(BatchEntry, e) for e in data.get("batch", [])]
    state.modifiers = [_rebuild(Modifier, m) for m in data.get("modifiers", [])]
    state.frames = [_frame(f) for f in data.get("frames", [])]
    state.pending_triggers = [_rebuild(BatchEntry, e) for e in data.get("pending_triggers", [])]
    state.step = Step(data.get("step", "setup"))
    state.log = [_rebuild(LogEntry, e) for e in data.get("log", [])]
    for name in ("stage", "turn", "starting", "last_victor_seat", "queue", "setup_order", "rolls_this_turn"):
        if name in data:
            setattr(state, name, data[name])
    for name in ("reroll_offered", "next_eid", "rng_draws", "face_up_cores", "winner"):
        if name in data:
            setattr(state, name, data[name])
    state.this_turn = turn_from_json(data, throw)
    return state


def turn_from_json(data: dict[str, Any], throw: Callable[[Any], Any]) -> TurnState:
    """The turn's part of a state's flat JSON."""
    rebuilt_elsewhere = {"selected", "throws", "delayed"}
    turn: TurnState = _rebuild(TurnState, {k: v for k, v in data.items() if k not in rebuilt_elsewhere})
    turn.flip_answers = _rebuild(FlipAnswers, data)
    turn.selected = {int(k): int(v) for k, v in data.get("selected", {}).items()}
    turn.throws = {int(k): throw(v) for k, v in data.get("throws", {}).items()}
    turn.delayed = [_rebuild(BatchEntry, e) for e in data.get("delayed", [])]
    return turn
