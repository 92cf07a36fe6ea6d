"""What a view shows of one side of the table (`SideSight`, made of `CardSight`s), and each side kept
from one view to the next: made again only when something it was made from changed (its zones, its
cards' exhausted flags and power changes, its Permanent abilities, whether its Leader is awakened,
the cards under its battle cards). A kept side is handed only to the seat it was made for: the
owner's own (its hand's instances) or the opponent's (how many cards the hand holds)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.games.fusion_world.state import FwState

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld, Permanents


@dataclass(frozen=True)
class CardSight:
    iid: int
    card: str  # card id
    name: str
    power: int
    active: bool
    under: int  # how many cards are under it (Evolve)

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, iid: int, card: str, name: str, power: int, active: bool, under: int) -> None:
        object.__setattr__(self, "iid", iid)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "power", power)
        object.__setattr__(self, "active", active)
        object.__setattr__(self, "under", under)


@dataclass(frozen=True)
class SideSight:
    seat: int
    name: str
    leader: CardSight
    awakened: bool
    battle: tuple[CardSight, ...]
    energy: tuple[CardSight, ...]
    combo: tuple[CardSight, ...]
    drop: tuple[str, ...]  # card ids, bottom first
    hand: tuple[int, ...] | int  # the seat's own hand (instances), or only how many
    deck: int
    life: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(
        self,
        seat: int,
        name: str,
        leader: CardSight,
        awakened: bool,
        battle: tuple[CardSight, ...],
        energy: tuple[CardSight, ...],
        combo: tuple[CardSight, ...],
        drop: tuple[str, ...],
        hand: tuple[int, ...] | int,
        deck: int,
        life: int,
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "leader", leader)
        object.__setattr__(self, "awakened", awakened)
        object.__setattr__(self, "battle", battle)
        object.__setattr__(self, "energy", energy)
        object.__setattr__(self, "combo", combo)
        object.__setattr__(self, "drop", drop)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "deck", deck)
        object.__setattr__(self, "life", life)


class KeptSide:
    """One side as a view last showed it, in parts each made again only when what it reads changed
    (copies of those inputs kept with it; a card's exhausted flag is read back from its sight): the
    Leader and battle cards' sights (their powers), the energy's, the combo area's and the drop
    area's; the side itself (`shown` for its owner, `counted` for the opponent) is put together from
    them when first asked for. Kept for one state, whose zone lists it reads directly."""

    def __init__(self, game: FusionWorld, owner: int, perms: Permanents) -> None:
        s = game.state
        zones = s.lists
        self.owner = owner
        self.state: FwState = s
        self.leader = s.leaders[owner]
        # the state's own lists (FwState.lists: never replaced), read at each refresh
        self.battle_now, self.energy_now = zones["battle"][owner], zones["energy"][owner]
        self.combo_now, self.drop_now, self.hand_now = zones["combo"][owner], zones["drop"][owner], zones["hand"][owner]
        self.deck_now, self.life_now = zones["deck"][owner], zones["life"][owner]
        self.perms = perms
        self.awakened = s.awakened[owner]
        self.buffs = _buffs(s)
        self.unders = _Unders(s, owner)
        self.battle = list(self.battle_now)
        self.energy = list(self.energy_now)
        self.combo = list(self.combo_now)
        self.drop = list(self.drop_now)
        self.hand = list(self.hand_now)
        self.deck = len(self.deck_now)
        self.life = len(self.life_now)
        self.leader_sight = _powered(game, self.leader, perms)
        self.battle_sights = tuple([_powered(game, i, perms) for i in self.battle])
        self.energy_sights = _printed(game, self.energy)
        self.combo_sights = _printed(game, self.combo)
        self.drop_ids = tuple([s.cards[i] for i in self.drop])
        self.shown: SideSight | None = None  # the owner's own
        self.counted: SideSight | None = None  # the opponent's: the hand as a count

    def refresh(self, game: FusionWorld, perms: Permanents) -> None:
        """Make again the parts whose inputs changed since they were made (and the sides, if any)."""
        s = game.state
        exhausted = s.exhausted
        battle, energy, combo = self.battle_now, self.energy_now, self.combo_now
        powered = (
            (self.perms is not perms and self.perms != perms)
            or self.awakened != s.awakened[self.owner]
            or self.battle != battle
            or (bool(s.buffs or self.buffs) and _buffs(s) != self.buffs)
            or not self.unders.same(s)
            or _flag_changed(self.leader_sight, exhausted)
            or _flags_changed(self.battle_sights, exhausted)
        )
        energised = self.energy != energy or _flags_changed(self.energy_sights, exhausted)
        comboed = self.combo != combo or _flags_changed(self.combo_sights, exhausted)
        changed = powered or energised or comboed
        if powered:
            self.perms, self.awakened = perms, s.awakened[self.owner]
            self.battle, self.buffs, self.unders = list(battle), _buffs(s), _Unders(s, self.owner)
            self.leader_sight = _powered(game, self.leader, perms)
            self.battle_sights = tuple([_powered(game, i, perms) for i in battle])
        if energised:
            self.energy = list(energy)
            self.energy_sights = _printed(game, energy)
        if comboed:
            self.combo = list(combo)
            self.combo_sights = _printed(game, combo)
        drop = self.drop_now
        if self.drop != drop:
            self.drop = list(drop)
            self.drop_ids = tuple([s.cards[i] for i in drop])
            changed = True
        hand, deck, life = self.hand_now, len(self.deck_now), len(self.life_now)
        if changed or self.hand != hand or self.deck != deck or self.life != life:
            self.hand, self.deck, self.life = list(hand), deck, life
            self.shown = self.counted = None

    def sight(self, game: FusionWorld, shown: bool) -> SideSight:
        """The side with its hand `shown` (the owner's) or counted (the opponent's)."""
        found = self.shown if shown else self.counted
        if found is None:
            found = SideSight(
                self.owner,
                game.name(self.owner),
                self.leader_sight,
                self.awakened,
                self.battle_sights,
                self.energy_sights,
                self.combo_sights,
                self.drop_ids,
                tuple(self.hand) if shown else len(self.hand),
                self.deck,
                self.life,
            )
            if shown:
                self.shown = found
            else:
                self.counted = found
        return found


def _buffs(s: FwState) -> list[tuple[int, int]]:
    """This turn's and this battle's power changes as (card, amount): a Buff's card can change (P10)."""
    return [(b.card, b.amount) for b in s.buffs]


class _Unders:
    """The cards under the Leader and each battle card of `owner` (P10), as lists of the zone table
    (an "under" zone, once made, is never replaced) and how many each held, with how many zones the
    table had: a zone made since, or a list grown or shrunk, is a change."""

    def __init__(self, s: FwState, owner: int) -> None:
        contents = s.core.zones.contents
        self.zones = len(contents)
        self.lists = [contents.get(("under", iid)) for iid in (s.leaders[owner], *s.lists["battle"][owner])]
        self.sizes = [len(found or ()) for found in self.lists]

    def same(self, s: FwState) -> bool:
        """Whether nothing is under these cards but what was (for the same Leader and battle cards)."""
        if len(s.core.zones.contents) != self.zones:
            return False
        lists, sizes = self.lists, self.sizes
        for at in range(len(lists)):
            found = lists[at]
            if found is not None and len(found) != sizes[at]:
                return False
        return True


def _flag_changed(sight: CardSight, exhausted: set[int]) -> bool:
    """Whether the card's exhausted flag is no longer what its sight shows."""
    return sight.active == (sight.iid in exhausted)


def _flags_changed(sights: tuple[CardSight, ...], exhausted: set[int]) -> bool:
    for sight in sights:  # noqa: SIM110  (a loop: any() over a generator cost 12 k instructions an action, pure)
        if sight.active == (sight.iid in exhausted):
            return True
    return False


def side(game: FusionWorld, owner: int, seat: int) -> SideSight:
    """`owner`'s side as `seat` sees it: its parts kept from the last view while what each shows is
    unchanged (the owner's and the opponent's differ only in the hand)."""
    perms = game.permanents(owner)
    kept = game.kept_sides[owner]
    if kept is None or kept.state is not game.state:  # a kept side reads its state's own lists
        kept = game.kept_sides[owner] = KeptSide(game, owner, perms)
    else:
        kept.refresh(game, perms)
    return kept.sight(game, owner == seat)


def side_now(game: FusionWorld, owner: int, seat: int) -> SideSight:
    """`side` made afresh (what tests/fusion_world/test_fresh_values.py holds the kept one to)."""
    return _made(game, owner, game.permanents_now(owner), owner == seat)


def _made(game: FusionWorld, owner: int, perms: Permanents, shown: bool) -> SideSight:
    """The side made from the state: `shown` with the hand's instances, else only how many."""
    s = game.state
    zones = s.lists  # read, never changed
    hand = zones["hand"][owner]
    return SideSight(
        owner,
        game.name(owner),
        _powered(game, s.leaders[owner], perms),
        s.awakened[owner],
        tuple([_powered(game, i, perms) for i in zones["battle"][owner]]),
        _printed(game, zones["energy"][owner]),  # power: printed
        _printed(game, zones["combo"][owner]),
        tuple([s.cards[i] for i in zones["drop"][owner]]),
        tuple(hand) if shown else len(hand),
        len(zones["deck"][owner]),
        len(zones["life"][owner]),
    )


def _printed(game: FusionWorld, iids: list[int]) -> tuple[CardSight, ...]:
    """Energy and combo cards as seen: printed facts, no stack, no Leader side, so each sight made is
    kept for the rest of the game (by instance and whether it is active: `printed_sights`)."""
    kept = game.printed_sights
    exhausted = game.state.exhausted
    seen: list[CardSight] = []
    for iid in iids:
        active = iid not in exhausted
        key = iid * 2 + 1 if active else iid * 2  # an int key: no tuple made, its hash at hand
        sight: CardSight | None = kept.get(key)
        if sight is None:
            card = game.card(iid)
            sight = kept[key] = CardSight(iid, card.id, card.name, card.power, active, 0)
        seen.append(sight)
    return tuple(seen)


def _powered(game: FusionWorld, iid: int, perms: Permanents) -> CardSight:
    """A Leader or battle-area card as seen: its power with the owner's Permanent abilities `perms`."""
    s = game.state
    under = s.core.zones.contents.get(("under", iid))
    return CardSight(
        iid, s.cards[iid], game.label(iid), game.power(iid, perms), iid not in s.exhausted, len(under or ())
    )
