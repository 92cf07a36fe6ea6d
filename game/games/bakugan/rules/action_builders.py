"""Actions as the engine lists them: hundreds a game are listed as legal, mostly the same ones game
after game (instance ids, core ids and cells repeat between games of the same decks). Actions are
immutable, so each is made once per process and shared."""

from __future__ import annotations

from typing import Final

from game.games.bakugan.rules.actions import (
    Action,
    Energize,
    Pass,
    PlaceCore,
    PlayCard,
    SelectBakugan,
    Target,
    ThrowBakugan,
)
from game.roll.hexgrid import KeptFrontier, frontier, packed_frontier, unpacked

Cell = tuple[int, int]
# Targets by identity: hashing a Target runs its dataclass __hash__, interpreted. A kept play holds
# its targets, so their ids are not reused while it is kept; an equal Target with another id at
# most makes a second, equal play.
PlayKey = tuple[int, int, int, int, "int | None", int, int, tuple[int, ...]]

KEPT_PLAYS: Final = 50_000  # PlayCard actions kept at most (then the store starts afresh)
_PLACE: Final[dict[tuple[int, str], dict[int, Action]]] = {}  # by seat and core id, then packed cell
_PLAYS: Final[dict[PlayKey, PlayCard]] = {}
# the plays of a priority window's plain cards (no X, Sacrifice, second target or discards): the same
# PlayCard objects as _PLAYS holds, by a key of four (hashed at every window, for every card in hand)
_PLAIN_PLAYS: Final[dict[tuple[int, int, int, int], PlayCard]] = {}
_TARGETS: Final[dict[tuple[str, int], Target]] = {}
_ENERGIZE: Final[dict[tuple[int, int | None], Energize]] = {}
_SELECT: Final[dict[tuple[int, int], SelectBakugan]] = {}
_THROW: Final[dict[int, ThrowBakugan]] = {}  # by seat, the model's own throw (throw None)
_PASS: Final[dict[int, Pass]] = {}  # by seat


def place_core_actions(
    seat: int, cores: list[str], occupied: list[Cell], kept: KeptFrontier | None = None
) -> list[Action]:
    """PlaceCore for every core and every cell of the frontier of the `occupied` cells, in that
    order; equal to PlaceCore(seat, core, cell) for each core and cell of frontier(occupied).
    `kept`: the game's frontier keeper (the field changes a cell at a time)."""
    packed = packed_frontier(occupied) if kept is None else kept.of(occupied)
    if packed is None:  # too far out to pack: no real field
        return [PlaceCore(seat, core, cell) for core in cores for cell in frontier(occupied)]
    out: list[Action] = []
    for core in cores:
        row = _PLACE.get((seat, core))
        if row is None:
            row = _PLACE[(seat, core)] = {}
        for cell in packed:
            action = row.get(cell)
            if action is None:
                action = row[cell] = PlaceCore(seat, core, unpacked(cell))
            out.append(action)
    return out


def target_of(kind: str, ref: int) -> Target:
    """Target(kind, ref), made once (a Target is immutable; legal actions list the same ones often)."""
    found = _TARGETS.get((kind, ref))
    if found is None:
        found = _TARGETS[(kind, ref)] = Target(kind, ref)
    return found


def play_card_action(
    seat: int,
    card: int,
    target: Target | None,
    x: int,
    sacrifice: int | None,
    mode: int,
    target2: Target | None,
    discards: tuple[int, ...],
) -> PlayCard:
    """PlayCard(...) with every field given."""
    key = (seat, card, id(target), x, sacrifice, mode, id(target2), discards)
    action = _PLAYS.get(key)
    if action is None:
        if len(_PLAYS) >= KEPT_PLAYS:
            _PLAYS.clear()
            _PLAIN_PLAYS.clear()
        action = _PLAYS[key] = PlayCard(seat, card, target, x, sacrifice, mode, target2, discards)
    return action


def plain_play_action(seat: int, card: int, target: Target | None, mode: int) -> PlayCard:
    """play_card_action(seat, card, target, 0, None, mode, None, ()): the same object."""
    key = (seat, card, id(target), mode)
    action = _PLAIN_PLAYS.get(key)
    if action is None:
        action = _PLAIN_PLAYS[key] = play_card_action(seat, card, target, 0, None, mode, None, ())
    return action


def energize_action(seat: int, card: int | None) -> Energize:
    """Energize(seat, card) (None: energize nothing)."""
    found = _ENERGIZE.get((seat, card))
    if found is None:
        found = _ENERGIZE[(seat, card)] = Energize(seat=seat, card=card)
    return found


def select_action(seat: int, bakugan: int) -> SelectBakugan:
    found = _SELECT.get((seat, bakugan))
    if found is None:
        found = _SELECT[(seat, bakugan)] = SelectBakugan(seat=seat, bakugan=bakugan)
    return found


def throw_action(seat: int) -> ThrowBakugan:
    """ThrowBakugan(seat, None): the roll model makes the seat's throw."""
    found = _THROW.get(seat)
    if found is None:
        found = _THROW[seat] = ThrowBakugan(seat=seat, throw=None)
    return found


def pass_action(seat: int) -> Pass:
    found = _PASS.get(seat)
    if found is None:
        found = _PASS[seat] = Pass(seat=seat)
    return found
