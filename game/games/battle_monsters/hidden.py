"""What one seat cannot see in Battle Monsters, and the instance ids its view uses for it.

Instance ids are given in deck-list order (`BattleMonsters.new`), so a real id names its card to
anyone who holds the deck list. A seat therefore meets a card under its real id only when it may
see the card (its own hand, a face-up card, a card of its own face down, a graveyard). Every
other card it knows of is a place with an alias that says where it is and nothing more: the
opponent's face-down cards in field order, then the opponent's hand, then each supply from the
bottom. Aliases come after the real ids (from the highest real id plus one), so they never
meet one. The same aliases name those cards in the seat's view, its legal actions and its copy
of the state (`known_state`), in which each alias is given one of the cards its owner could
have there, in a fixed order, and the seed of later shuffles is 0: that copy is a function of
what the seat may know, whatever the hidden cards really are.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from game.core import CoreState, Decision, ZoneTable
from game.games.battle_monsters.state import BmState, Pending


def unseen(state: BmState, seat: int) -> list[int]:
    """The real ids of the cards `seat` cannot see, in alias order."""
    other = 1 - seat
    face_down = [i for i in state.field_of(other) if not state.visible(i)]
    return face_down + state.zone("hand", other) + state.zone("supply", 0) + state.zone("supply", 1)


def seat_ids(state: BmState, seat: int) -> dict[int, int]:
    """Real id -> the alias `seat` knows the card by, for every card it cannot see."""
    base = max(state.cards, default=-1) + 1
    return {real: base + at for at, real in enumerate(unseen(state, seat))}


def known_state(state: BmState, seat: int, aliases: Mapping[int, int] | None = None) -> BmState:
    """The state as `seat` may know it: hidden cards under their aliases (`seat_ids`, given when
    already made), each alias given one of the cards its owner could have in such a place, in
    sorted order; the shuffle seed 0."""
    aliases = seat_ids(state, seat) if aliases is None else aliases
    known = renamed(state, aliases)
    for owner in (0, 1):
        slots = [alias for real, alias in aliases.items() if state.owner[real] == owner]
        for alias, card in zip(slots, sorted(known.cards[a] for a in slots), strict=True):
            known.cards[alias] = card
    known.seed = 0
    return known


def renamed(state: BmState, ids: Mapping[int, int]) -> BmState:
    """A copy of the state with every instance id in `ids` renamed (the others kept): in the zones,
    which card each is, whose it is, stances, this turn's records, boosts and grants, the queue
    and the decisions pending (tests/games/test_views.py fails for a field holding ids left out)."""

    def r(iid: int) -> int:
        return ids.get(iid, iid)

    core = state.core
    zones = ZoneTable((), 0)
    zones.contents = {key: [r(int(i)) for i in items] for key, items in core.zones.contents.items()}
    zones.where = {item: key for key, items in zones.contents.items() for item in items}
    pending = [_renamed_decision(d, r) for d in core.pending]
    return dataclasses.replace(
        state,
        core=CoreState(
            core.seats, list(core.names), zones, pending, core.phase, core.turn, core.winner, core.over, list(core.log)
        ),
        cards={r(i): c for i, c in state.cards.items()},
        owner={r(i): o for i, o in state.owner.items()},
        lives=list(state.lives),
        stance={r(i): v for i, v in state.stance.items()},
        acted={r(i) for i in state.acted},
        arrived={r(i) for i in state.arrived},
        seq={r(i): v for i, v in state.seq.items()},
        boosts=[dataclasses.replace(b, card=r(b.card)) for b in state.boosts],
        queue=[_renamed_pending(p, r) for p in state.queue],
        negated={r(i) for i in state.negated},
        granted=[dataclasses.replace(g, card=r(g.card)) for g in state.granted],
        attacks={r(i): n for i, n in state.attacks.items()},
        borrowed={r(i): n for i, n in state.borrowed.items()},
    )


def renamed_action(action: Any, ids: Mapping[int, int]) -> Any:
    """The action with the instance ids it names renamed (`iid`, an attack's `target`)."""
    changes = {
        name: ids.get(getattr(action, name), getattr(action, name))
        for name in ("iid", "target")
        if isinstance(getattr(action, name, None), int)
    }
    return dataclasses.replace(action, **changes) if changes else action


def _renamed_pending(p: Pending, r: Any) -> Pending:
    # -1 (no subject, the player as the target) is never an id, so it stays
    return dataclasses.replace(p, source=r(p.source), subject=r(p.subject), target=r(p.target))


def _renamed_decision(d: Decision, r: Any) -> Decision:
    options = d.get("options")
    if options is None or d.data is None:
        return d
    return Decision(d.kind, d.seat, {**d.data, "options": tuple(r(i) for i in options)})
