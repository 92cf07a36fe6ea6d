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

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from game.core import CoreState, Decision, ZoneKey, ZoneTable
from game.games.battle_monsters.actions import Attack, ChooseTarget, Discard, Reveal, Summon, Switch
from game.games.battle_monsters.state import BmState, Boost, Granted, Pending

if TYPE_CHECKING:
    from game.games.battle_monsters.kept import KeptActions


def unseen(state: BmState, seat: int) -> list[int]:
    """The real ids of the cards `seat` cannot see, in alias order."""
    other = 1 - seat
    face_down = [i for i in state.reading("field", other) if not state.visible(i)]
    return face_down + state.reading("hand", other) + state.reading("supply", 0) + state.reading("supply", 1)


def first_alias(state: BmState) -> int:
    """The first alias: one past the highest real id (the same for as long as `state.cards` is
    the same dictionary: a game adds no card, and a world sampled from a view only deals others)."""
    return max(state.cards, default=-1) + 1


def seat_ids(state: BmState, seat: int) -> dict[int, int]:
    """Real id -> the alias `seat` knows the card by, for every card it cannot see."""
    base = first_alias(state)
    return {real: base + at for at, real in enumerate(unseen(state, seat))}


class SeatAliases:
    """seat_ids(state, seat) asked one card at a time, for as long as the state does not change:
    the opponent's face-down cards on the field (the ones a view shows) found at once, any other
    card's place looked up only when it is named (a dictionary over both whole supplies at every
    decision was a ninth of a game, compiled)."""

    def __init__(self, state: BmState, seat: int, base: int | None = None) -> None:
        self.state = state
        self.seat = seat
        self.base = first_alias(state) if base is None else base  # given when kept (BattleMonsters.alias_base)
        self.face_down = [i for i in state.reading("field", 1 - seat) if not state.visible(i)]

    def alias(self, real: int) -> int:
        """The id `seat` knows the card by: its alias when it cannot see it, else its own."""
        key = self.state.core.zones.where.get(real)
        if key is None:
            return real
        name, side = key
        other = 1 - self.seat
        if name == "field":
            return self.base + self.face_down.index(real) if side == other and real in self.face_down else real
        if name == "hand":
            return (
                self.base + len(self.face_down) + self.state.reading("hand", other).index(real)
                if side == other
                else real
            )
        if name == "supply":
            before = len(self.face_down) + len(self.state.reading("hand", other))
            if side == 1:
                before += len(self.state.reading("supply", 0))
            return self.base + before + self.state.reading("supply", side).index(real)
        return real

    def real(self, alias: int) -> int:
        """The card an id of the seat's names (alias() turned round; a real id stays itself)."""
        at = alias - self.base
        if at < 0:
            return alias
        state, other = self.state, 1 - self.seat
        for part in (
            self.face_down,
            state.reading("hand", other),
            state.reading("supply", 0),
            state.reading("supply", 1),
        ):
            if at < len(part):
                return part[at]
            at -= len(part)
        return alias


def known_state(state: BmState, seat: int, aliases: Mapping[int, int] | None = None) -> BmState:
    """The state as `seat` may know it: hidden cards under their aliases (`seat_ids`, given when
    already made), each alias given one of the cards its owner could have in such a place, in
    sorted order; the shuffle seed 0."""
    aliases = seat_ids(state, seat) if aliases is None else aliases
    known = renamed(state, aliases)
    slots: tuple[list[int], list[int]] = ([], [])  # each owner's aliases, in alias order
    owners = state.owner
    for real, alias in aliases.items():
        slots[owners[real]].append(alias)
    cards = known.cards
    for owned in slots:
        for alias, card in zip(owned, sorted([cards[a] for a in owned]), strict=True):
            cards[alias] = card
    known.seed = 0
    return known


def renamed(state: BmState, ids: Mapping[int, int]) -> BmState:
    """A copy of the state with every instance id in `ids` renamed (the others kept): in the zones,
    which card each is, whose it is, stances, this turn's records, boosts and grants, the queue
    and the decisions pending (tests/games/test_views.py fails for a field holding ids left out)."""

    get = ids.get  # built field by field, as BmState.copy is (dataclasses.replace cost a tenth of a view)
    core = state.core
    zones = ZoneTable((), 0)
    contents: dict[ZoneKey, list[int]] = core.zones.contents  # type: ignore[assignment]  # instance ids only
    zones.contents = {key: [get(i, i) for i in items] for key, items in contents.items()}
    zones.where = {item: key for key, items in zones.contents.items() for item in items}
    pending = [_renamed_decision(d, get) for d in core.pending]
    return BmState(
        CoreState(
            core.seats, list(core.names), zones, pending, core.phase, core.turn, core.winner, core.over, list(core.log)
        ),
        state.seed,
        state.tournament,
        {get(i, i): c for i, c in state.cards.items()},
        {get(i, i): o for i, o in state.owner.items()},
        list(state.lives),
        {get(i, i): v for i, v in state.stance.items()},
        state.first,
        {get(i, i) for i in state.acted},
        {get(i, i) for i in state.arrived},
        {get(i, i): v for i, v in state.seq.items()},
        state.clock,
        [Boost(get(b.card, b.card), b.stat, b.amount, b.seq) for b in state.boosts],
        [_renamed_pending(p, get) for p in state.queue],
        {get(i, i) for i in state.negated},
        state.shuffles,
        state.ran_out,
        state.draw_offered,
        state.ended,
        state.house,
        [Granted(get(g.card, g.card), g.what, g.seq) for g in state.granted],
        {get(i, i): n for i, n in state.attacks.items()},
        {get(i, i): n for i, n in state.borrowed.items()},
        state.ending,
    )


def renamed_action(action: Any, rename: Callable[[int], int]) -> Any:
    """The action with the instance ids it names renamed by `rename` (SeatAliases.alias or .real;
    a dictionary's lookup with the id as its default)."""
    return renamed_actions([action], rename)[0]


def renamed_actions(actions: list[Any], rename: Callable[[int], int]) -> list[Any]:
    """Each action with the instance ids it names renamed: a card's `iid` and an attack's
    `target` (None, the player, is no card); an action naming only cards its seat sees is kept as
    it is, as is one of a class naming none. Read class by class (tests/battle_monsters/
    test_random_games.py checks every action class with such a field is one of them): a generic
    lookup of the fields of each cost more than the legal actions themselves."""
    renamed: list[Any] = []
    last, shown = -1, -1  # the card last renamed and its name (a card's four summons come together)
    for action in actions:
        kind = type(action)
        if kind is Attack:
            attacker: int = action.iid
            target: int | None = action.target
            iid = rename(attacker)
            aimed = None if target is None else rename(target)
            if iid != attacker or aimed != target:
                action = Attack(iid, aimed)
        elif kind is Summon or kind is Reveal or kind is Switch or kind is Discard or kind is ChooseTarget:
            named: int = action.iid
            if named != last:
                last, shown = named, rename(named)
            if shown != named:
                action = Summon(shown, action.stance) if kind is Summon else kind(shown)
        renamed.append(action)
    return renamed


def renamed_targets(actions: list[Any], aliases: SeatAliases, kept: KeptActions) -> list[Any]:
    """renamed_actions(actions, aliases.alias) for the legal actions of the turn of `aliases.seat`:
    they name the cards in its hand and on its side of the field, which it sees under their own
    ids, and the cards on the other side its monsters may attack, of which only the face-down
    ones have aliases (tests/battle_monsters/test_kept_values.py holds it to renamed_actions).
    An attack renamed is the game's kept one (`kept`: the same fields, made once)."""
    face_down = aliases.face_down
    if not face_down:
        return actions
    renamed: list[Any] = []
    for action in actions:
        if type(action) is Attack:
            target: int | None = action.target
            if target is not None and target in face_down:
                action = kept.attack(action.iid, aliases.base + face_down.index(target))
        renamed.append(action)
    return renamed


Rename = Callable[[int, int], int]  # an aliases' dict's get: (id, default) -> the id to show


def _renamed_pending(p: Pending, get: Rename) -> Pending:
    # -1 (no subject, the player as the target) is never an id, so it stays
    return Pending(
        p.kind,
        get(p.source, p.source),
        p.controller,
        p.ability,
        p.effect,
        get(p.subject, p.subject),
        get(p.target, p.target),
    )


def _renamed_decision(d: Decision, get: Rename) -> Decision:
    options = d.get("options")
    if options is None or d.data is None:
        return d
    return Decision(d.kind, d.seat, {**d.data, "options": tuple(get(i, i) for i in options)})
