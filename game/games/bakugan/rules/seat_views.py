"""What one seat may see (hidden information: design.md), built part by part for game/games/bakugan/rules/view.py;
another player's face-down BakuCore on the field named by its alias (aliases.py).

A part of `Game` (game/games/bakugan/rules/engine.py), handed the game it reads."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.rules import memo as memo_settings
from game.games.bakugan.rules.aliases import core_aliases
from game.games.bakugan.rules.card_facts import card_ids
from game.games.bakugan.rules.frames import frame_name
from game.games.bakugan.rules.hero_factions import hero_changes, hero_factions
from game.games.bakugan.rules.state import (
    PHASE_OF,
    STEP_RULE,
    STEP_VALUE,
    Bakugan,
    GameState,
)
from game.games.bakugan.rules.stats import Stats, stats
from game.games.bakugan.rules.view_data import (
    BakuganStats,
    BatchItem,
    FieldBakugan,
    FieldCore,
    PlayerZones,
    SeatView,
    part_as_dict,
)

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game

VIEW_KEYS: Final = (
    "known_cards",
    "seat",
    "turn",
    "step",
    "phase",
    "step_rule",
    "starting",
    "to_act",
    "decision",
    "players",
    "bakugan",
    "field",
    "batch",
    "winner",
    "hero_factions",
)

# a kept players part: (state, card ids, (card moves, [(pool, out) of each player]), the part)
KeptPlayers = tuple[object, object, tuple[int, list[tuple[int, bool]]], tuple[PlayerZones, ...]]


class SeatViews:
    """Each part of a seat's view, built alone, as typed data or as dicts."""

    __slots__ = ("_bakugan", "_fields", "_players")

    def __init__(self) -> None:
        # per seat, the last "field" part made, with what it was made from: the field changes
        # seldom, and every view holds it (kept with the state's cores, which it reads too)
        self._fields: dict[int, tuple[object, tuple[object, ...], tuple[FieldCore, ...]]] = {}
        # per seat, the last "players" part made, with the state, its card ids and the key it was
        # made at: no card moved (Game.card_moves), the same pools and the same players out
        self._players: dict[int, KeptPlayers] = {}
        # per seat, with the state and catalogue, each Bakugan's last entry and what it was made from
        self._bakugan: dict[int, tuple[object, object, dict[int, tuple[_Shown, FieldBakugan]]]] = {}

    def view(self, game: Game, seat: int) -> dict[str, Any]:
        """What `seat` may see: own hand, public zones, counts of hidden ones (design.md)."""
        return {key: self.view_part(game, seat, key) for key in VIEW_KEYS}

    def seat_view(self, game: Game, seat: int) -> SeatView:
        """view(seat) as typed data (game/games/bakugan/rules/view_data.py)."""
        return SeatView(**{key: self.typed_view_part(game, seat, key) for key in VIEW_KEYS})

    def view_part(self, game: Game, seat: int, key: str) -> Any:
        """One entry of view(seat), built alone (agents read a few parts of the view, not all)."""
        return part_as_dict(key, self.typed_view_part(game, seat, key))

    def typed_view_part(self, game: Game, seat: int, key: str) -> Any:
        """One field of seat_view(seat), built alone."""
        s = game.state
        if key == "players":
            return self.players(game, seat)
        if key == "bakugan":
            return self.bakugan(game, seat)
        if key == "field":
            return self.field(game, seat)
        if key == "batch":
            return self.batch(game)
        if key == "decision":
            top = game.pending()
            return None if top is None else frame_name(top)
        if key == "seat":
            return seat
        if key == "known_cards":
            return self.known_cards(game, seat)
        if key == "to_act":
            return game.to_act()
        if key == "turn":
            return s.turn
        if key == "step":
            return STEP_VALUE[s.step]
        if key == "starting":
            return s.starting
        if key == "phase":
            return PHASE_OF[s.step]
        if key == "step_rule":
            return STEP_RULE[s.step]
        if key == "winner":
            return s.winner
        if key == "hero_factions":
            return self.hero_factions(game)
        raise KeyError(key)

    def players(self, game: Game, seat: int) -> tuple[PlayerZones, ...]:
        """Each player's zones as `seat` sees them: kept from the seat's last view while no card
        moved and no pool or player out changed (4 in 10 of the heuristic's views)."""
        s = game.state
        ids = card_ids(s, game.catalog)
        key = (game.card_moves, [(p.pool, p.out) for p in s.players])
        kept = self._players.get(seat)
        if kept is not None and kept[0] is s and kept[1] is ids and kept[2] == key:
            if memo_settings.CHECKS.verify and kept[3] != players_seen(s, ids, seat):
                raise AssertionError(f"stale players part of seat {seat}'s view: a card moved without Game.move_card")
            return kept[3]
        part = players_seen(s, ids, seat)
        self._players[seat] = (s, ids, key, part)
        return part

    def bakugan(self, game: Game, seat: int) -> tuple[FieldBakugan, ...]:
        with game.reading(with_stats=True) as memo:  # the part is kept while the board is the same
            part = memo.views.get(seat)
            if part is None:
                part = memo.views[seat] = self._bakugan_seen(game, seat)
            return part

    def _bakugan_seen(self, game: Game, seat: int) -> tuple[FieldBakugan, ...]:
        """bakugan_seen, each Bakugan's entry kept from the seat's last part while what it shows is
        the same (most Bakugan do not change from one view to the next; the agents that read the
        part then find the same entry, compared by identity)."""
        s, catalog = game.state, game.catalog
        kept = self._bakugan.get(seat)
        if kept is None or kept[0] is not s or kept[1] is not catalog:
            kept = self._bakugan[seat] = (s, catalog, {})
        entries = kept[2]
        part = []
        for b in s.bakugan:
            st = stats(s, catalog, b.bid) if b.face_up else None
            found = entries.get(b.bid)
            if found is not None:
                was, entry = found
                if (
                    was.controller == b.controller
                    and was.open == b.open
                    and was.face_up == b.face_up
                    and was.in_brawl == b.in_brawl
                    and was.character == b.character
                    and was.evos == b.evos
                    and was.cores == b.cores
                    and (
                        was.stats is st
                        or (
                            st is not None
                            and was.stats is not None
                            and was.stats.bp == st.bp
                            and was.stats.dr == st.dr
                            and was.stats.frost == st.frost
                            and was.stats.keywords == st.keywords
                            and was.stats.factions == st.factions
                        )
                    )
                ):
                    part.append(entry)
                    continue
            entry = bakugan_entry(s, catalog, seat, b, st)
            entries[b.bid] = (_Shown(b, st), entry)
            part.append(entry)
        if memo_settings.CHECKS.verify and tuple(part) != bakugan_seen(s, catalog, seat):
            raise AssertionError(f"a kept Bakugan entry of seat {seat}'s view is stale")
        return tuple(part)

    def hero_factions(self, game: Game) -> tuple[tuple[tuple[str, ...], ...], ...]:
        """Per seat, each Hero's Factions now: printed, or as an effect changed them (2.5.1)."""
        s = game.state
        if not any([p.heroes for p in s.players]):  # most of the time: no Hero in play
            return tuple([() for _ in s.players])
        ids = card_ids(s, game.catalog)
        cards = game.catalog.cards
        changed = hero_changes(s.modifiers)
        return tuple(
            [
                tuple(
                    [
                        cards[ids[i]].faction_values
                        if changed is None
                        else hero_factions(changed, i, cards[ids[i]].faction_values)
                        for i in p.heroes
                    ]
                )
                for p in s.players
            ]
        )

    def batch(self, game: Game) -> tuple[BatchItem, ...]:
        return tuple([BatchItem(e.eid, e.card_id, e.controller, e.kind) for e in game.state.batch])

    def known_cards(self, game: Game, seat: int) -> tuple[tuple[int, str], ...]:
        """The hidden cards this seat was shown this turn: (instance id, card id)."""
        s = game.state
        revealed, seen = s.this_turn.revealed, s.players[seat].seen
        if not revealed and not seen:  # most of the time
            return ()
        return tuple({i: s.cards[i].card_id for i in [*revealed, *seen]}.items())

    def field(self, game: Game, seat: int) -> tuple[FieldCore, ...]:
        """The BakuCores on the field in the order they were placed: another player's face-down
        one without its bonus, by its alias (aliases.py)."""
        s = game.state
        # the field in placement order (its cells are tuples, never changed in place) and the cores
        # turned face up: compared in C, cheaper than any key built item by item
        key = (list(s.field.items()), list(s.face_up_cores), game.catalog)
        kept = self._fields.get(seat)
        if kept is not None and kept[0] is s.cores and kept[1] == key:
            return kept[2]
        cores = game.catalog.cores
        aliases = core_aliases(s, seat)
        field = []
        for cid, cell in s.field.items():
            core = s.cores[cid]
            shown = core.core_id if core.owner == seat or cid in s.face_up_cores else None
            field.append(FieldCore(aliases.get(cid, cid), (cell[0], cell[1]), cores[core.core_id].type_value, shown))
        part = tuple(field)
        self._fields[seat] = (s.cores, key, part)
        return part


def players_seen(state: GameState, ids: tuple[str, ...], seat: int) -> tuple[PlayerZones, ...]:
    """Each player's zones as `seat` sees them now (`ids`: the card id of each instance): its own
    hand, the public zones and counts of the hidden ones."""
    # positional and list comprehensions: keywords double the cost of a frozen dataclass, and a
    # generator costs a call per item (this is built at every decision of every agent; map, with
    # the objects it makes, measured dearer than these short comprehensions)
    return tuple(
        [
            PlayerZones(
                p.seat,
                p.name,
                p.out,
                tuple([ids[i] for i in p.hand]) if p.seat == seat else None,
                tuple(p.hand) if p.seat == seat else None,
                len(p.hand),
                len(p.deck),
                tuple([ids[i] for i in p.discard]) if p.discard else (),
                len(p.charged),
                len(p.uncharged),
                p.pool,
                tuple([ids[i] for i in p.heroes]) if p.heroes else (),
            )
            for p in state.players
        ]
    )


def bakugan_seen(state: GameState, catalog: Catalog, seat: int) -> tuple[FieldBakugan, ...]:
    """Every Bakugan as `seat` sees it now: a face-down one's Character only to its owner, its toy
    (name and Faction: toys.py) to everyone."""
    return tuple(
        [
            bakugan_entry(state, catalog, seat, b, stats(state, catalog, b.bid) if b.face_up else None)
            for b in state.bakugan
        ]
    )


def bakugan_entry(state: GameState, catalog: Catalog, seat: int, b: Bakugan, st: Stats | None) -> FieldBakugan:
    """One Bakugan as `seat` sees it, with its stats as they are now when face up (`st`: an effect
    may change them, 2.5.1)."""
    cards = state.cards
    shown = None
    if st is not None:
        shown = BakuganStats(st.bp, st.dr, st.frost, tuple(sorted(st.keywords)), tuple(st.factions))
    return FieldBakugan(
        b.bid,
        b.owner,
        b.controller,
        b.open,
        b.face_up,
        b.in_brawl,
        cards[b.character].card_id if b.face_up or b.owner == seat else None,
        tuple([cards[i].card_id for i in b.evos]) if b.evos else (),  # mostly none: no
        tuple([state.cores[c].core_id for c in b.cores]) if b.cores else (),  # comprehension
        shown,
        (toy := catalog.cards[cards[b.character].card_id]).name,  # the toy (toys.py: toy_of), inline: no
        toy.faction_values,  # Toy made at every decision of every agent
    )


class _Shown:
    """What one Bakugan's entry in a seat's view was made from: its fields then (the lists copied)
    and its stats."""

    __slots__ = ("character", "controller", "cores", "evos", "face_up", "in_brawl", "open", "stats")

    def __init__(self, b: Bakugan, st: Stats | None) -> None:
        self.controller = b.controller
        self.open = b.open
        self.face_up = b.face_up
        self.in_brawl = b.in_brawl
        self.character = b.character
        self.evos = list(b.evos)
        self.cores = list(b.cores)
        self.stats = st
