"""Fusion World on the core: its declaration (zones, phases, decision kinds, win conditions) and
the game object the runner, the players and the table use. The rules themselves live beside it:
paying and playing (play.py), battles (battle.py), abilities and triggers (resolve.py), what is
legal and why not (legal.py), one module per decision kind (decisions/)."""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any

from game.core import (
    CoreGame,
    CoreState,
    Decision,
    DecisionKind,
    DecisionRegistry,
    IllegalAction,
    Moved,
    Phase,
    Rules,
    WinCondition,
    ZoneTable,
)
from game.core.opening import shuffle_random
from game.games.fusion_world import battle, resolve
from game.games.fusion_world.actions import Concede
from game.games.fusion_world.card_model import FwCard, Pool
from game.games.fusion_world.decisions import ALL_KINDS
from game.games.fusion_world.decks import IllegalDecks, deck_problems
from game.games.fusion_world.sights import KeptSide
from game.games.fusion_world.state import HAND, IN_PLAY, LIFE, ZONES, FwState
from game.games.fusion_world.words import Ability

Player = tuple[str, str, list[str]]  # name, Leader card id, deck card ids
Permanents = tuple[tuple[int, Ability], ...]  # (card, ability) for each Permanent ability in force


# ---- phases -------------------------------------------------------------------------------------


def _setup(game: FusionWorld) -> None:
    """Rules 6.1-6.4: Leaders active, decks shuffled, a random first player, 6 cards each, one redraw."""
    s = game.state
    s.first = random.Random(f"{s.seed}:first").randrange(2)
    game.log(f"{game.name(s.first)} goes first (chosen at random)", "6.2")
    for seat in (0, 1):
        game.shuffle_deck(seat)
        game.draw(seat, HAND, rule="6.3")
    order = (s.first, 1 - s.first)
    game.ask_in_order([("redraw", seat, {}) for seat in order])


def _life(game: FusionWorld) -> None:
    """Rule 6.5: the top 8 cards of each deck face down to the life area."""
    for seat in (0, 1):
        for _ in range(LIFE):
            deck = game.state.zone("deck", seat)
            if deck:
                game.move(deck[-1], ("life", seat), cause="life", rule="6.5")
    game.log(f"each player puts the top {LIFE} cards of the deck face down as the life area", "6.5")
    game.state.started = True
    game.log("the life areas are dealt; the game begins", "6.6")


def _charge(game: FusionWorld) -> None:
    """Rules 7.1-7.3: ready, draw (not the first player on turn 1), then charge one card or none."""
    s = game.state
    seat = s.active_seat()
    s.used.clear()
    game.log(f"turn {game.core.turn}: {game.name(seat)}", "4")
    readied = [i for i in s.exhausted if s.owner[i] == seat]
    s.exhausted.difference_update(readied)
    if readied:
        game.log(f"{game.name(seat)} readies {len(readied)} card(s)", "7.1")
    if game.core.turn == 1:
        game.log(f"{game.name(seat)} does not draw on the first turn", "7.2")
    else:
        game.draw(seat, 1, rule="7.2")
    if s.lists["hand"][seat] and not game.over:
        game.push("charge", seat)


def _main(game: FusionWorld) -> None:
    game.push("main", game.state.active_seat())


def _end(game: FusionWorld) -> None:
    """Rule 9: the turn passes; this turn's power changes end."""
    s = game.state
    s.buffs = [b for b in s.buffs if b.until != "turn"]
    game.log(f"{game.name(s.active_seat())} ends the turn", "9")


# ---- win conditions ------------------------------------------------------------------------------


def _life_empty(game: FusionWorld) -> int | None:
    s = game.state  # asked at every settle step: the zone lists read directly
    if s.started:
        lives = s.lists["life"]
        for seat in (0, 1):
            if not lives[seat]:
                return 1 - seat
    return None


def _deck_empty(game: FusionWorld) -> int | None:
    s = game.state
    if s.started:
        decks, drops = s.lists["deck"], s.lists["drop"]
        for seat in (0, 1):
            if not decks[seat] and (not s.half or not drops[seat]):
                return 1 - seat
    return None


# ---- what a move means ---------------------------------------------------------------------------


def _left_play(game: FusionWorld, event: Moved) -> None:
    """A card leaving the battle area (or energy, or the Leader area) is no longer exhausted and
    loses its power changes (P6: permanent abilities end with it)."""
    if event.source is not None and event.source[0] in IN_PLAY and event.target[0] not in IN_PLAY:
        iid = int(event.item)
        s = game.state
        s.exhausted.discard(iid)
        s.buffs = [b for b in s.buffs if b.card != iid]


def _remake_half_deck(game: FusionWorld, event: Moved) -> None:
    """Rule 2.2.1: in half-deck mode an emptied deck is remade from the shuffled drop area."""
    s = game.state
    if not s.half or event.source is None or event.source[0] != "deck":
        return
    remake_deck(game, event.source[1])


def remake_deck(game: FusionWorld, seat: int) -> None:
    s = game.state
    if s.lists["deck"][seat] or not s.lists["drop"][seat]:
        return
    for iid in s.zone("drop", seat):
        game.move(iid, ("deck", seat), cause="remake", rule="2.2.1")
    game.shuffle_deck(seat)
    game.log(f"{game.name(seat)}'s deck is empty: the drop area is shuffled into a new deck", "2.2.1")


def _concede(game: FusionWorld, action: Concede) -> None:
    if action.seat not in (0, 1):
        raise IllegalAction("1", f"there is no player {action.seat}: Fusion World is for two players")
    game.win(1 - action.seat, f"{game.name(action.seat)} concedes", "1")


FW_RULES: Rules[FusionWorld] = Rules(
    name="fusion-world",
    zones=ZONES,
    setup=(Phase("setup", _setup, "6"), Phase("life", _life, "6.5")),
    turn=(Phase("charge", _charge, "7"), Phase("main", _main, "8"), Phase("end", _end, "9")),
    decisions=DecisionRegistry(ALL_KINDS),
    wins=(
        WinCondition("the opponent's life area is empty", "2.1", _life_empty),
        WinCondition("the opponent's deck is empty", "2.2", _deck_empty),
    ),
    anytime={Concede: _concede},
    subscribers=(
        (Moved, _left_play),
        (Moved, _remake_half_deck),
        *resolve.SUBSCRIBERS,
        *battle.SUBSCRIBERS,
    ),
)


_KINDS: dict[str, DecisionKind[Any]] = {kind.name: kind for kind in ALL_KINDS}
_KEYED: dict[str, list[tuple[str, Ability]]] = {}


def _keyed(card: FwCard) -> list[tuple[str, Ability]]:
    found = _KEYED.get(card.id)
    if found is None or (found and found[0][1] is not card.abilities[0]):
        found = _KEYED[card.id] = [(f"c{k}", a) for k, a in enumerate(card.abilities)]
    return found


_LEADER_KEYED: dict[tuple[str, bool], tuple[FwCard, list[tuple[str, Ability]]]] = {}


def _leader_keyed(card: FwCard, awakened: bool) -> list[tuple[str, Ability]]:
    """A Leader's abilities by key, its front's ("f0"...) and, awakened, its other side's ("b0"...);
    listed once a Leader card and side (kept with the card: another pool's card of the same id is
    listed anew). Read, never changed."""
    found = _LEADER_KEYED.get((card.id, awakened))
    if found is None or found[0] is not card:
        listed = [(f"f{k}", a) for k, a in enumerate(card.abilities)]
        if awakened and card.awakened is not None:
            listed += [(f"b{k}", a) for k, a in enumerate(card.awakened.abilities)]
        found = _LEADER_KEYED[(card.id, awakened)] = (card, listed)
    return found[1]


_PERMANENT: dict[int, tuple[tuple[Ability, ...], tuple[Ability, ...]]] = {}


def _permanent(abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """The Permanent ones of a card side's abilities, in order (kept by the tuple's identity: the
    tuple itself is kept with them, so its id is never reused while listed)."""
    found = _PERMANENT.get(id(abilities))
    if found is None or found[0] is not abilities:
        found = _PERMANENT[id(abilities)] = (abilities, tuple(a for a in abilities if a.timing == "permanent"))
    return found[1]


def _printed_cards(cards: dict[int, str], pool: Pool) -> list[FwCard]:
    """The printed card of each instance, by instance number (ValueError for instances not numbered
    0, 1, 2 ... in the order dealt, which the list could not follow)."""
    if list(cards) != list(range(len(cards))):
        raise ValueError("a Fusion World state numbers its card instances 0, 1, 2 ... in the order dealt")
    return [pool.cards[card_id] for card_id in cards.values()]


class FusionWorld(CoreGame[FwState]):
    """Two players, a Leader and a deck each."""

    rules = FW_RULES

    def __init__(self, state: FwState, pool: Pool) -> None:
        super().__init__(state)
        self.pool = pool
        # each instance's printed card, by instance number: the instances are numbered from 0 at the
        # deal and never change card (`state.cards`), so a list index replaces two dict lookups
        self.printed: list[FwCard] = _printed_cards(state.cards, pool)
        # the views' sights of energy and combo cards, by instance and whether it is active: they
        # show only printed facts, so one made is good for the rest of the game (view.py)
        self.printed_sights: dict[int, Any] = {}  # by instance * 2 + 1 if active
        # each seat's Permanent abilities with the state and the facts they were worked out from
        self.kept_permanents: list[tuple[FwState, tuple[object, ...], Permanents] | None] = [None, None]
        self.kept_sides: list[KeptSide | None] = [None, None]  # each side of the table as a view last showed it

    @classmethod
    def new(cls, players: Sequence[Player], pool: Pool, seed: int = 0, half: bool = False) -> FusionWorld:
        """A game at its start (rule 6); raises ValueError for a player the rules cannot seat, and
        IllegalDecks (a ValueError) for a deck the deck-building rules refuse in this game's mode
        (5.1-5.4: both decks follow the same mode, 50 cards or 25 with `half`)."""
        if len(players) != 2:
            raise ValueError("Fusion World is for two players (rule 1)")
        problems = [
            (rule, f"{name}'s deck: {text}")
            for name, leader, deck in players
            for rule, text in deck_problems(leader, deck, pool, half)
        ]
        if problems:
            raise IllegalDecks(problems)
        zones = ZoneTable(ZONES, 2)
        cards: dict[int, str] = {}
        owner: dict[int, int] = {}
        leaders: list[int] = []
        for seat, (_name, leader, deck) in enumerate(players):
            for card_id in [leader, *deck]:
                if card_id not in pool.cards:
                    raise ValueError(f"unknown card {card_id!r}")
            iid = len(cards)
            cards[iid], owner[iid] = leader, seat
            leaders.append(iid)
            zones.move(iid, ("leader", seat))
            for card_id in deck:
                iid = len(cards)
                cards[iid], owner[iid] = card_id, seat
                zones.move(iid, ("deck", seat))
        core = CoreState(seats=2, names=[p[0] for p in players], zones=zones)
        state = FwState(core=core, seed=seed, half=half, cards=cards, owner=owner, leaders=leaders)
        game = cls(state, pool)
        game.start()
        return game

    def kind(self, decision: Any) -> DecisionKind[Any]:
        """The kind answering `decision`, read from a plain dict of this game's kinds: the core's
        registry lookup runs interpreted, game/core/decisions.py being left out of the compiled
        build (an unknown kind still goes to the registry, which names it)."""
        found = _KINDS.get(decision.kind)
        return self.rules.decisions[decision.kind] if found is None else found

    def push(self, kind: str, seat: int, data: dict[str, Any] | None = None) -> None:
        """`ask` with the decision's data given as a dict: compiled, ask's **data is a generic call
        (an attack's three decisions cost more than the rest of it)."""
        self.core.pending.append(Decision(kind, seat, data or None))

    def clone(self) -> FusionWorld:
        return FusionWorld(copy.deepcopy(self.state), self.pool)

    def settle(self) -> None:
        """Waiting auto abilities resolve before the game goes on (P2-P4), then the core settles."""
        resolve.drain(self)
        super().settle()
        resolve.drain(self)

    # ---- facts about cards ---------------------------------------------------------------------

    def card(self, iid: int) -> FwCard:
        return self.printed[iid]

    def name(self, seat: int) -> str:
        return self.state.core.names[seat]  # the state's own: compiled, `core` is read generically

    def label(self, iid: int) -> str:
        s = self.state
        card = self.card(iid)
        if iid in s.leaders and s.awakened[s.owner[iid]] and card.awakened is not None:
            return card.awakened.name
        return card.name

    @property
    def phase(self) -> str:
        core = self.state.core
        return "over" if core.over else core.phase

    def is_leader(self, iid: int) -> bool:
        return iid in self.state.leaders

    def in_battle_area(self, iid: int) -> bool:
        where = self.state.where(iid)
        return where is not None and where[0] == "battle"

    def abilities(self, iid: int) -> list[tuple[str, Ability]]:
        """The card's abilities by key: a Leader's front ("f0"...) and, awakened, its other side's ("b0"...)."""
        card = self.card(iid)
        if self.is_leader(iid):
            return _leader_keyed(card, self.state.awakened[self.state.owner[iid]])
        return _keyed(card)

    def ability(self, iid: int, key: str) -> Ability:
        card = self.card(iid)
        if key[0] == "b" and card.awakened is not None:
            return card.awakened.abilities[int(key[1:])]
        return card.abilities[int(key[1:])]

    def facts(self, seat: int) -> dict[str, bool]:
        """The conditions of Permanent abilities, for `seat`'s cards (P5: they hold in either turn)."""
        s = self.state
        return {
            "your_turn": s.active_seat() == seat,
            "opponent_turn": s.active_seat() != seat,
            "awakened": s.awakened[seat],
            "energy_6": len(s.lists["energy"][seat]) >= 6,
            "life_4": len(s.lists["life"][seat]) <= 4,
        }

    def permanents(self, seat: int) -> Permanents:
        """`seat`'s Permanent abilities in force: on its Leader and on its battle-area cards (P6).
        Read for every power on the table (twice a view): kept for each seat with what they read
        (the state, its battle area, whether its Leader is awakened, whose turn it is, its energy
        and life counts) and worked out again when any of it changed (`permanents_now`)."""
        s = self.state
        zones = s.lists
        read = (
            tuple(zones["battle"][seat]),
            s.awakened[seat],
            s.active_seat(),
            len(zones["energy"][seat]),
            len(zones["life"][seat]),
        )
        kept = self.kept_permanents[seat]
        if kept is not None and kept[0] is s and kept[1] == read:
            return kept[2]
        found = self.permanents_now(seat)
        self.kept_permanents[seat] = (s, read, found)
        return found

    def permanents_now(self, seat: int) -> Permanents:
        """`permanents` worked out afresh: each card's Permanent abilities are listed once per card
        (`_permanent`), and the facts their conditions read are worked out once, when one has one."""
        s = self.state
        facts: dict[str, bool] | None = None
        found: list[tuple[int, Ability]] = []
        leader = s.leaders[seat]
        printed = self.printed
        for iid in (leader, *s.lists["battle"][seat]):
            card = printed[int(iid)]
            listed = _permanent(card.abilities)
            if iid == leader and s.awakened[seat] and card.awakened is not None:
                listed = listed + _permanent(card.awakened.abilities)
            for ability in listed:
                if ability.condition:
                    if facts is None:
                        facts = self.facts(seat)
                    if not ability.holds(facts):
                        continue
                found.append((int(iid), ability))
        return tuple(found)

    def power(self, iid: int, permanents: Permanents | None = None) -> int:
        """Printed power (the Leader's side), this turn's and this battle's changes, Permanent abilities
        (`permanents`: the owner's, when the caller has them already)."""
        s = self.state
        card = self.card(iid)
        seat = s.owner[iid]
        leader = iid == s.leaders[seat]  # a card is a Leader only of its owner's side
        total = card.power
        if leader and s.awakened[seat] and card.awakened is not None:
            total = card.awakened.power
        for buff in s.buffs:
            if buff.card == iid:
                total += buff.amount
        for source, ability in self.permanents(seat) if permanents is None else permanents:
            if ability.immune:
                continue
            if (
                (ability.applies_to == "self" and source == iid)
                or (ability.applies_to == "leader" and leader)
                or (
                    ability.applies_to == "others"
                    and source != iid
                    and not leader
                    and (not ability.trait or ability.trait in card.traits)
                )
            ):
                total += ability.power
        return max(0, total)

    def immune(self, iid: int) -> bool:
        """Whether a Permanent ability keeps `iid` from the opponent's effects (in the battle area only, P6)."""
        seat = self.state.owner[iid]
        return self.in_battle_area(iid) and any(src == iid and a.immune for src, a in self.permanents(seat))

    # ---- moving cards --------------------------------------------------------------------------

    def shuffle_deck(self, seat: int) -> None:
        """The seat's deck shuffled through the core (a Shuffled event), from the game's seed."""
        s = self.state
        s.shuffles += 1
        self.shuffle(("deck", seat), shuffle_random(s.seed, s.shuffles), rule="6.2")

    def draw(self, seat: int, count: int, *, rule: str) -> None:
        for _ in range(count):
            deck = self.state.zone("deck", seat)
            if not deck and self.state.half:
                remake_deck(self, seat)
                deck = self.state.zone("deck", seat)
            if not deck:
                return
            self.move(deck[-1], ("hand", seat), cause="draw", rule=rule)
        self.log(f"{self.name(seat)} draws {count}", rule)

    def to_drop(self, iid: int, *, cause: str, rule: str) -> None:
        """A card (with any cards under it, P10) to its owner's drop area."""
        seat = self.state.owner[iid]
        for under in self.state.zone("under", iid):
            self.move(under, ("drop", seat), cause=cause, rule=rule)
        self.move(iid, ("drop", seat), cause=cause, rule=rule)

    def exhaust(self, iid: int) -> None:
        self.state.exhausted.add(iid)

    def is_active(self, iid: int) -> bool:
        return iid not in self.state.exhausted

    def view(self, seat: int) -> Any:
        from game.games.fusion_world.view import make_view

        return make_view(self, seat)

    def player_view(self, seat: int, worlds: bool) -> Any:
        from game.games.fusion_world.view import make_view

        return make_view(self, seat, worlds)
