"""Every Bakugan decision kind by name: the engine looks up the kind of the decision pending here
(legal actions, apply, refusals), so no part branches over decision names.

To add a kind: write its module in game/games/bakugan/rules/decisions/ (a `Kind` subclass and `KIND`), add it
to the list below, push it with `game.push_decision(name, seat, ...)`, and test it by rule number."""

from __future__ import annotations

from typing import Final

from game.core.decisions import KindRegistry, UnknownDecision
from game.games.bakugan.rules.decisions import (
    attach_core,
    charge_pick,
    choose_discard,
    copy_new,
    discard,
    discard_pick,
    divide,
    energize,
    energize_pick,
    energize_top,
    energy_pick,
    flip,
    may,
    option,
    place_core,
    play_free,
    remove_core,
    reorder,
    reroll,
    reveal_core,
    search,
    select,
    shuffle_in,
    swap_core,
    throw,
    trigger,
)
from game.games.bakugan.rules.decisions.kind import Kind

KINDS: Final[KindRegistry[Kind]] = KindRegistry(
    [
        place_core.KIND,
        energize.KIND,
        select.KIND,
        throw.KIND,
        reroll.KIND,
        flip.KIND,
        play_free.KIND,
        discard.KIND,
        trigger.KIND,
        energize_pick.KIND,
        energize_top.KIND,
        choose_discard.KIND,
        reorder.KIND,
        option.KIND,
        copy_new.KIND,
        attach_core.KIND,
        remove_core.KIND,
        swap_core.KIND,
        reveal_core.KIND,
        shuffle_in.KIND,
        search.KIND,
        may.KIND,
        discard_pick.KIND,
        energy_pick.KIND,
        divide.KIND,
        charge_pick.KIND,
    ]
)
# the same by name as a plain dict: a lookup at every legal list and answer, done without a call
# into the (uncompiled) core registry
_BY_NAME: Final[dict[str, Kind]] = {name: KINDS[name] for name in KINDS.names()}


def kind_of(name: str) -> Kind:
    """The kind of a pending decision (UnknownDecision for a name no module registers)."""
    found = _BY_NAME.get(name)
    if found is None:
        raise UnknownDecision(name)
    return found
