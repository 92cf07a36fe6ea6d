"""What a seat calls the BakuCores it cannot see.

BakuCore ids are given in deck-list order (setup.py: "s1c3" is the third BakuCore of seat 1's
deck), so with the deck lists the id of another player's BakuCore lying face down on the field
names the core, and so its bonus. A seat's view (seat_views.py) and the actions it is offered
(`Game.seat_actions`) name such a BakuCore by an alias instead: `"?{owner}.{k}"`, the k-th of that
owner's face-down BakuCores on the field in the order they were placed, which every player saw.
No real id starts with "?", so an action naming an alias is told apart and resolved back to the
BakuCore it names (`resolve`, in `Game.apply_action` and `Game.from_seat`).

The alias of a BakuCore follows its place in that order: one placed again (or turned face up,
when its own id is shown) renames those placed after it. Nothing here is drawn at random, so a
seat's view is the same whatever it cannot see (tests/games/test_views.py)."""

from __future__ import annotations

import dataclasses
from typing import Final

from game.games.bakugan.rules.actions import Action, ChooseCore, PlaceCore
from game.games.bakugan.rules.state import GameState

CORE_ALIAS: Final = "?"  # every alias starts so; no real BakuCore id does


def core_aliases(state: GameState, seat: int) -> dict[str, str]:
    """Each BakuCore on the field hidden from `seat` (another player's, face down), by id: its alias."""
    cores, face_up = state.cores, state.face_up_cores
    aliases: dict[str, str] = {}
    placed: dict[int, int] = {}  # by owner: how many of theirs are named so far
    for cid in state.field:  # in the order they were placed
        owner = cores[cid].owner
        if owner != seat and cid not in face_up:
            k = placed.get(owner, 0)
            placed[owner] = k + 1
            aliases[cid] = f"{CORE_ALIAS}{owner}.{k}"
    return aliases


def names_alias(action: Action) -> bool:
    """Does this action name a BakuCore by an alias (most actions name none)?"""
    return isinstance(action, (ChooseCore, PlaceCore)) and action.core.startswith(CORE_ALIAS)


def resolve(state: GameState, action: Action) -> Action:
    """The action with the alias it names (as its seat calls things) replaced by the BakuCore's
    id; an alias that names nothing now is left as it is (and the action is refused)."""
    if not isinstance(action, (ChooseCore, PlaceCore)):
        return action
    real = {alias: cid for cid, alias in core_aliases(state, action.seat).items()}
    return dataclasses.replace(action, core=real.get(action.core, action.core))


def as_seen(state: GameState, seat: int, actions: list[Action]) -> list[Action]:
    """The actions as `seat` names things: each BakuCore hidden from it by its alias (the same
    list when none names one)."""
    aliases: dict[str, str] | None = None
    seen = actions
    for at, action in enumerate(actions):  # a loop: most lists name no BakuCore
        if isinstance(action, (ChooseCore, PlaceCore)):
            if aliases is None:
                aliases = core_aliases(state, seat)
            alias = aliases.get(action.core)
            if alias is not None:
                if seen is actions:
                    seen = list(actions)
                seen[at] = dataclasses.replace(action, core=alias)
    return seen
