"""Fusion World's state: the core's part (zones, pending decisions, phase, turn, log) and its own
(which card each instance is, exhausted cards, the battle, power changes, waiting triggers)."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Final

from game.core import CoreState, Visibility, ZoneKey, ZoneSpec
from game.core.frozen import Rebuilt, rebuilt

LIFE: Final = 8  # rule 6.5
HAND: Final = 6  # rule 6.3
DECK: Final = 50  # rule 5.2
HALF_DECK: Final = 25  # rule 5.2, half-deck mode
MAX_COPIES: Final = 4  # rule 5.4

ZONES: Final = (
    ZoneSpec("leader"),
    ZoneSpec("deck", Visibility.HIDDEN, ordered=True),  # top = end
    ZoneSpec("hand", Visibility.OWNER),
    ZoneSpec("life", Visibility.HIDDEN, ordered=True),  # never looked at (6.5)
    ZoneSpec("energy"),
    ZoneSpec("battle"),
    ZoneSpec("combo"),
    ZoneSpec("drop", ordered=True),
    ZoneSpec("resolving"),  # a card being played or used, before it lands (P8)
    ZoneSpec("under", per_seat=False, per_piece=True),  # the cards under an evolved card, keyed by its top (P10)
)
IN_PLAY: Final = ("leader", "battle", "energy")  # where a card is active or exhausted


@dataclass
class Battle:
    attacker: int
    target: int
    seat: int  # the attacking player
    blocked: bool = False

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, attacker: int, target: int, seat: int, blocked: bool = False) -> None:
        self.attacker = attacker
        self.target = target
        self.seat = seat
        self.blocked = blocked

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)


@dataclass
class Buff:
    card: int
    amount: int
    until: str  # "battle" or "turn"

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, card: int, amount: int, until: str) -> None:
        self.card = card
        self.amount = amount
        self.until = until

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)


@dataclass
class Trigger:
    """An auto ability waiting to resolve: whose, which card, which ability ("f0" a Leader's front
    ability 0, "b1" its awakened side's 1, "c0" another card's 0)."""

    seat: int
    source: int
    key: str

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, source: int, key: str) -> None:
        self.seat = seat
        self.source = source
        self.key = key

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)


@dataclass
class FwState:
    core: CoreState
    seed: int
    half: bool  # half-deck mode (rule 2.2.1)
    cards: dict[int, str]  # instance id -> card id
    owner: dict[int, int]
    leaders: list[int]  # each seat's Leader instance
    first: int = 0
    started: bool = False  # the life areas are dealt (the win conditions apply from then)
    exhausted: set[int] = field(default_factory=set)
    awakened: list[bool] = field(default_factory=lambda: [False, False])
    battle: Battle | None = None
    buffs: list[Buff] = field(default_factory=list)
    used: set[str] = field(default_factory=set)  # "iid:key" of once-per-turn abilities used this turn
    batch: list[Trigger] = field(default_factory=list)  # triggers resolving now (P2, P3)
    waiting: list[Trigger] = field(default_factory=list)  # triggers that wait for the batch (P4)
    evolving: dict[int, int] = field(default_factory=dict)  # a card being played -> the card it evolves from
    shuffles: int = 0  # how many shuffles so far: each draws its order from (seed, this count)

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(
        self,
        core: CoreState,
        seed: int,
        half: bool,
        cards: dict[int, str],
        owner: dict[int, int],
        leaders: list[int],
        first: int = 0,
        started: bool = False,
        exhausted: set[int] | None = None,
        awakened: list[bool] | None = None,
        battle: Battle | None = None,
        buffs: list[Buff] | None = None,
        used: set[str] | None = None,
        batch: list[Trigger] | None = None,
        waiting: list[Trigger] | None = None,
        evolving: dict[int, int] | None = None,
        shuffles: int = 0,
    ) -> None:
        self.core = core
        self.seed = seed
        self.half = half
        self.cards = cards
        self.owner = owner
        self.leaders = leaders
        self.first = first
        self.started = started
        self.exhausted = set() if exhausted is None else exhausted
        self.awakened = [False, False] if awakened is None else awakened
        self.battle = battle
        self.buffs = list() if buffs is None else buffs
        self.used = set() if used is None else used
        self.batch = list() if batch is None else batch
        self.waiting = list() if waiting is None else waiting
        self.evolving = dict() if evolving is None else evolving
        self.shuffles = shuffles
        # each per-seat zone's own list by zone name and seat (not a field): read without a (name,
        # seat) tuple made, hashed and compared at each read. The zone table moves items within its
        # lists and never replaces one (view.redeal refills them in place too).
        self.lists: dict[str, list[list[int]]] = (
            _zone_lists(core) if isinstance(core, CoreState) else {}
        )  # {}: a stand-in

    def zone(self, name: str, seat: int) -> list[int]:
        """The instances in a zone, bottom first (a copy); an evolved card's "under" zone exists
        only once something is under it."""
        found = self.core.zones.contents.get((name, seat))
        if found is None:
            if name != "under":
                raise KeyError(f"no zone {name!r} for {seat}")
            return []
        return list(found)  # type: ignore[arg-type]  # instance ids only

    def reading(self, name: str, seat: int) -> list[int]:
        """A zone's own list, to read and never change (zone() copies it); "under" zones too."""
        lists = self.lists.get(name)
        if lists is not None:
            return lists[seat]
        found = self.core.zones.contents.get((name, seat))
        if found is None:
            return self.zone(name, seat)  # the error, or an empty "under"
        return found  # type: ignore[return-value]  # instance ids only

    def where(self, iid: int) -> ZoneKey | None:
        return self.core.zones.zone_of(iid)

    def active_seat(self) -> int:
        """Whose turn it is (turn 1 is the first player's)."""
        turn = self.core.turn
        return (self.first + turn - 1) % 2 if turn > 1 else self.first  # builtin max() is a generic call compiled

    def to_json(self, with_log: bool = True) -> dict[str, Any]:
        loaded: dict[str, Any] = json.loads(json.dumps(self._fields(with_log), default=str))
        return loaded

    def _fields(self, with_log: bool, dealt: bool = True) -> dict[str, Any]:
        """to_json before its JSON round trip: every key a str already, every value JSON or given
        to str() (so its dump, keys sorted, is the round trip's); `dealt` False: the instance
        tables (`cards`, `owner`) as placeholders (state_hash dumps them once a deal)."""
        # every field as dataclasses.asdict gives it, the core's as None (read below): a copy with
        # core=None, as this once was, cannot be made of a compiled FwState
        data = {f.name: None if f.name == "core" else _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}
        data["exhausted"] = sorted(self.exhausted)
        data["used"] = sorted(self.used)
        data["evolving"] = {str(k): v for k, v in sorted(self.evolving.items())}
        if dealt:
            data["cards"], data["owner"] = _by_str(self.cards), _by_str(self.owner)
        else:
            data["cards"], data["owner"] = _DEALT
        data["zones"] = {f"{n}:{o}": list(items) for (n, o), items in sorted(self.core.zones.contents.items())}
        data["pending"] = [(d.kind, d.seat, dict(d.data or {})) for d in self.core.pending]
        data.update(phase=self.core.phase, turn=self.core.turn, winner=self.core.winner, over=self.core.over)
        data["names"] = list(self.core.names)
        if with_log:
            data["log"] = [dataclasses.asdict(e) for e in self.core.log]
        return data

    def state_hash(self) -> str:
        """The hash of to_json(with_log=False) dumped with its keys sorted, dumped without the round
        trip (tests/fusion_world/test_fresh_values.py holds the two equal at every decision)."""
        text = json.dumps(self._fields(False, dealt=False), sort_keys=True, default=str)
        cards, owner = self._dealt_text()
        text = text.replace(_DEALT_DUMPED[0], cards, 1).replace(_DEALT_DUMPED[1], owner, 1)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def _dealt_text(self) -> tuple[str, str]:
        """The instance tables dumped as state_hash dumps them (two thirds of the dump), kept for
        each deal seen (the tables never change after the deal, and a run deals the same decks in
        the same order game after game): looked up by the tables' items."""
        key = (tuple(self.cards.items()), tuple(self.owner.items()))
        found = _DEALT_TEXTS.get(key)
        if found is None:
            if len(_DEALT_TEXTS) >= 64:
                _DEALT_TEXTS.clear()
            found = _DEALT_TEXTS[key] = (
                json.dumps(_by_str(self.cards), sort_keys=True),
                json.dumps(_by_str(self.owner), sort_keys=True),
            )
        return found

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)


_DEALT: Final = ("\x00cards", "\x00owner")  # placeholders no card id or name holds
_DEALT_DUMPED: Final = (json.dumps(_DEALT[0]), json.dumps(_DEALT[1]))
_DEALT_TEXTS: dict[tuple[tuple[tuple[int, str], ...], tuple[tuple[int, int], ...]], tuple[str, str]] = {}


def _by_str(table: dict[int, Any]) -> dict[str, Any]:
    """An instance table with its keys as str, in instance order (as to_json gives it)."""
    return {str(k): v for k, v in sorted(table.items())}


def _zone_lists(core: CoreState) -> dict[str, list[list[int]]]:
    """Each zone of both seats by name, the table's own lists (every zone of ZONES but "under")."""
    contents = core.zones.contents
    return {
        spec.name: [contents[(spec.name, 0)], contents[(spec.name, 1)]]  # type: ignore[list-item]  # instance ids only
        for spec in ZONES
        if spec.per_seat
    }


def _plain(value: Any) -> Any:
    """A field's value with its dataclasses (battle, buffs, triggers) as dicts, for the JSON."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value
