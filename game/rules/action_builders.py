"""Actions as the engine lists them: hundreds a game are made while listing legal actions, so these
are built without the frozen dataclasses' __init__, and immutable ones are shared (compiled with
the rules engine: tools/compile_core.py)."""

from __future__ import annotations

from game.rules.actions import Action, PlaceCore, PlayCard, Target

_new = object.__new__


Cell = tuple[int, int]


def place_core_actions(
    seat: int, cores: list[str], cells: list[Cell], made: dict[tuple[int, str], dict[Cell, Action]]
) -> list[Action]:
    """PlaceCore for every core and cell, in that order; equal to PlaceCore(seat, core, cell). A
    setup decision offers over a hundred, mostly those of the decision before: `made` keeps them
    by seat and core, then cell (actions are immutable), and new ones are built without the frozen
    dataclass's __init__."""
    out: list[Action] = []
    for core in cores:
        row = made.get((seat, core))
        if row is None:
            row = made[(seat, core)] = {}
        for cell in cells:
            action = row.get(cell)
            if action is None:
                action = row[cell] = _new(PlaceCore)
                action.__dict__.update(seat=seat, core=core, cell=cell)
            out.append(action)
    return out


_TARGETS: dict[tuple[str, int], Target] = {}


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
    """PlayCard(...) with every field given, built as place_core_actions builds (legal plays)."""
    action = _new(PlayCard)
    action.__dict__.update(
        seat=seat, card=card, target=target, x=x, sacrifice=sacrifice, mode=mode, target2=target2, discards=discards
    )
    return action
