"""Typed data of one seat's view of a Bakugan game (hidden information: design.md).

The rules layer builds these (game/games/bakugan/rules/seat_views.py); agents and the UI read them. They hold
card ids and counts, never the game: a hidden card appears only to the seat allowed to see it.
The dict view (`Game.view(seat)`, `PlayerView[key]`) is made from these by `part_as_dict`.

Values that readers never change; slotted, not frozen, as the events are (game/core/events.py):
they are made at every decision of every agent, and a frozen dataclass's __init__ sets each field
through object.__setattr__ (a FieldBakugan took 2.1 us that way in pure Python, 0.4 us slotted).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class PlayerZones:
    """One player's zones as a seat sees them: its own hand, counts of the hidden zones of all."""

    seat: int
    name: str
    out: bool
    hand: tuple[str, ...] | None  # card ids: the viewing seat's own hand only
    hand_iids: tuple[int, ...] | None  # instance ids of that hand, in the same order
    hand_count: int
    deck_count: int
    discard: tuple[str, ...]  # bottom first
    charged: int
    uncharged: int
    pool: int
    heroes: tuple[str, ...]

    def __init__(
        self,
        seat: int,
        name: str,
        out: bool,
        hand: tuple[str, ...] | None,
        hand_iids: tuple[int, ...] | None,
        hand_count: int,
        deck_count: int,
        discard: tuple[str, ...],
        charged: int,
        uncharged: int,
        pool: int,
        heroes: tuple[str, ...],
    ) -> None:
        self.seat = seat
        self.name = name
        self.out = out
        self.hand = hand
        self.hand_iids = hand_iids
        self.hand_count = hand_count
        self.deck_count = deck_count
        self.discard = discard
        self.charged = charged
        self.uncharged = uncharged
        self.pool = pool
        self.heroes = heroes


@dataclass(slots=True)
class BakuganStats:
    """A face-up Bakugan's stats as counted now (effects may have changed them: rule 2.5.1)."""

    bp: int
    dr: int
    frost: int
    keywords: tuple[str, ...]  # sorted
    factions: tuple[str, ...]

    def __init__(
        self,
        bp: int,
        dr: int,
        frost: int,
        keywords: tuple[str, ...],
        factions: tuple[str, ...],
    ) -> None:
        self.bp = bp
        self.dr = dr
        self.frost = frost
        self.keywords = keywords
        self.factions = factions

    # written out, in the dataclass's meaning (every field equal): agents compare a rebuilt view's
    # Bakugan with the last one's at every decision, and the decorator's __eq__ (two tuples of
    # every field) runs interpreted even in the compiled core
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BakuganStats):
            return NotImplemented
        return (
            self.bp == other.bp
            and self.dr == other.dr
            and self.frost == other.frost
            and self.keywords == other.keywords
            and self.factions == other.factions
        )


@dataclass(slots=True)
class FieldBakugan:
    """A Bakugan as a seat sees it: its toy (name and Faction, public: rules/toys.py) always, its
    Character card only when face up or the seat owns it, its stats only when face up."""

    bid: int
    owner: int
    controller: int
    open: bool
    face_up: bool
    in_brawl: bool
    character: str | None
    evos: tuple[str, ...]
    cores: tuple[str, ...]  # BakuCore ids it holds
    stats: BakuganStats | None
    toy: str  # the Bakugan's name, on the toy (rule 1.4.1)
    toy_factions: tuple[str, ...]  # its printed Faction(s), the toy's colour

    def __init__(
        self,
        bid: int,
        owner: int,
        controller: int,
        open: bool,
        face_up: bool,
        in_brawl: bool,
        character: str | None,
        evos: tuple[str, ...],
        cores: tuple[str, ...],
        stats: BakuganStats | None,
        toy: str,
        toy_factions: tuple[str, ...],
    ) -> None:
        self.bid = bid
        self.owner = owner
        self.controller = controller
        self.open = open
        self.face_up = face_up
        self.in_brawl = in_brawl
        self.character = character
        self.evos = evos
        self.cores = cores
        self.stats = stats
        self.toy = toy
        self.toy_factions = toy_factions

    def __eq__(self, other: object) -> bool:  # written out as BakuganStats's is
        if not isinstance(other, FieldBakugan):
            return NotImplemented
        return (
            self.bid == other.bid
            and self.open == other.open
            and self.in_brawl == other.in_brawl
            and self.face_up == other.face_up
            and self.controller == other.controller
            and self.owner == other.owner
            and self.character == other.character
            and self.cores == other.cores
            and self.evos == other.evos
            and self.stats == other.stats
            and self.toy == other.toy
            and self.toy_factions == other.toy_factions
        )


@dataclass(slots=True)
class FieldCore:
    """A BakuCore on the field: its id only when the seat owns it or it is turned bonus side up."""

    cid: str
    cell: tuple[int, int]
    type: str
    core: str | None

    def __init__(
        self,
        cid: str,
        cell: tuple[int, int],
        type: str,
        core: str | None,
    ) -> None:
        self.cid = cid
        self.cell = cell
        self.type = type
        self.core = core


@dataclass(slots=True)
class BatchItem:
    """A card or ability waiting in the batch (public)."""

    eid: int
    card: str
    controller: int
    kind: str

    def __init__(
        self,
        eid: int,
        card: str,
        controller: int,
        kind: str,
    ) -> None:
        self.eid = eid
        self.card = card
        self.controller = controller
        self.kind = kind


@dataclass(slots=True)
class SeatView:
    """All of one seat's view at once (the UI reads this; agents read parts: game/games/bakugan/rules/view.py)."""

    seat: int
    turn: int
    step: str
    phase: str
    step_rule: str
    starting: int
    to_act: int | None
    decision: str | None
    winner: int | None
    known_cards: tuple[tuple[int, str], ...]  # (instance id, card id) of hidden cards shown to it
    players: tuple[PlayerZones, ...]
    bakugan: tuple[FieldBakugan, ...]
    field: tuple[FieldCore, ...]
    batch: tuple[BatchItem, ...]
    # per seat, each of its Heroes' Factions now (in the order of its `heroes`), an effect's change
    # applied (2.5.1): a part of its own, built only when read (agents do not)
    hero_factions: tuple[tuple[tuple[str, ...], ...], ...]

    def __init__(
        self,
        seat: int,
        turn: int,
        step: str,
        phase: str,
        step_rule: str,
        starting: int,
        to_act: int | None,
        decision: str | None,
        winner: int | None,
        known_cards: tuple[tuple[int, str], ...],
        players: tuple[PlayerZones, ...],
        bakugan: tuple[FieldBakugan, ...],
        field: tuple[FieldCore, ...],
        batch: tuple[BatchItem, ...],
        hero_factions: tuple[tuple[tuple[str, ...], ...], ...],
    ) -> None:
        self.seat = seat
        self.turn = turn
        self.step = step
        self.phase = phase
        self.step_rule = step_rule
        self.starting = starting
        self.to_act = to_act
        self.decision = decision
        self.winner = winner
        self.known_cards = known_cards
        self.players = players
        self.bakugan = bakugan
        self.field = field
        self.batch = batch
        self.hero_factions = hero_factions


def player_dict(p: PlayerZones) -> dict[str, Any]:
    return {
        "seat": p.seat,
        "name": p.name,
        "out": p.out,
        "hand": None if p.hand is None else list(p.hand),
        "hand_iids": None if p.hand_iids is None else list(p.hand_iids),
        "hand_count": p.hand_count,
        "deck_count": p.deck_count,
        "discard": list(p.discard),
        "charged": p.charged,
        "uncharged": p.uncharged,
        "pool": p.pool,
        "heroes": list(p.heroes),
    }


def bakugan_dict(b: FieldBakugan) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "bid": b.bid,
        "owner": b.owner,
        "controller": b.controller,
        "open": b.open,
        "face_up": b.face_up,
        "in_brawl": b.in_brawl,
        "character": b.character,
        "evos": list(b.evos),
        "cores": list(b.cores),
        "toy": b.toy,
        "toy_factions": list(b.toy_factions),
    }
    st = b.stats
    if st is not None:
        entry["bp"] = st.bp
        entry["dr"] = st.dr
        entry["frost"] = st.frost
        entry["keywords"] = list(st.keywords)
        entry["factions"] = list(st.factions)
    return entry


def bakugan_from_dict(entry: dict[str, Any]) -> FieldBakugan:
    """The typed form of one entry of the dict view's "bakugan" part (the inverse of bakugan_dict)."""
    stats = None
    if "bp" in entry:
        stats = BakuganStats(
            int(entry["bp"]),
            int(entry["dr"]),
            int(entry.get("frost", 0)),
            tuple(entry.get("keywords", ())),
            tuple(entry.get("factions", ())),
        )
    return FieldBakugan(
        int(entry["bid"]),
        int(entry["owner"]),
        int(entry["controller"]),
        bool(entry["open"]),
        bool(entry["face_up"]),
        bool(entry["in_brawl"]),
        entry["character"],
        tuple(entry["evos"]),
        tuple(entry["cores"]),
        stats,
        str(entry.get("toy", "")),
        tuple(entry.get("toy_factions", ())),
    )


def part_as_dict(key: str, part: Any) -> Any:
    """The dict-view form of one typed part (lists and dicts, as `Game.view(seat)` gives)."""
    if key == "players":
        return [player_dict(p) for p in part]
    if key == "bakugan":
        return [bakugan_dict(b) for b in part]
    if key == "field":
        return {c.cid: {"cell": list(c.cell), "type": c.type, "core": c.core} for c in part}
    if key == "batch":
        return [{"eid": e.eid, "card": e.card, "controller": e.controller, "kind": e.kind} for e in part]
    if key == "known_cards":
        return dict(part)
    if key == "hero_factions":
        return [[list(factions) for factions in seat] for seat in part]
    return part
