"""What one seat may see (hidden information: design.md), built part by part for game/games/bakugan/rules/view.py.

Part of `Game` (game/games/bakugan/rules/engine.py): the parts form one chain of classes, each module one
concern; a part calls only methods of its own part or of the parts below it."""

from __future__ import annotations

from typing import Any

from game.games.bakugan.rules.card_facts import card_ids
from game.games.bakugan.rules.damage_record import DamageRecord
from game.games.bakugan.rules.frames import frame_name
from game.games.bakugan.rules.game_base import (
    STEP_VALUE,
    VIEW_KEYS,
)
from game.games.bakugan.rules.hero_factions import hero_changes, hero_factions
from game.games.bakugan.rules.state import (
    PHASE_OF,
    STEP_RULE,
)
from game.games.bakugan.rules.view_data import BatchItem, FieldBakugan, FieldCore, PlayerZones, SeatView, part_as_dict


class SeatViews(DamageRecord):
    def view(self, seat: int) -> dict[str, Any]:
        """What `seat` may see: own hand, public zones, counts of hidden ones (design.md)."""
        return {key: self.view_part(seat, key) for key in VIEW_KEYS}

    def seat_view(self, seat: int) -> SeatView:
        """view(seat) as typed data (game/games/bakugan/rules/view_data.py)."""
        return SeatView(**{key: self.typed_view_part(seat, key) for key in VIEW_KEYS})

    def view_part(self, seat: int, key: str) -> Any:
        """One entry of view(seat), built alone (agents read a few parts of the view, not all)."""
        return part_as_dict(key, self.typed_view_part(seat, key))

    def typed_view_part(self, seat: int, key: str) -> Any:
        """One field of seat_view(seat), built alone."""
        s = self.state
        if key == "players":
            return self.view_players(seat)
        if key == "bakugan":
            return self.view_bakugan(seat)
        if key == "field":
            return self.view_field(seat)
        if key == "batch":
            return self.view_batch()
        if key == "decision":
            top = self.pending()
            return None if top is None else frame_name(top)
        if key == "seat":
            return seat
        if key == "known_cards":
            return self.view_known_cards(seat)
        if key == "to_act":
            return self.to_act()
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
            return self.view_hero_factions()
        raise KeyError(key)

    def view_players(self, seat: int) -> tuple[PlayerZones, ...]:
        s = self.state
        ids = card_ids(s, self.catalog)
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
                for p in s.players
            ]
        )

    def view_bakugan(self, seat: int) -> tuple[FieldBakugan, ...]:
        with self._reading(with_stats=True) as memo:  # the part is kept while the board is the same
            part = memo.views.get(seat)
            if part is None:
                part = memo.views[seat] = self._view_bakugan_now(seat)
            return part

    def view_hero_factions(self) -> tuple[tuple[tuple[str, ...], ...], ...]:
        """Per seat, each Hero's Factions now: printed, or as an effect changed them (2.5.1)."""
        s = self.state
        ids = card_ids(s, self.catalog)
        cards = self.catalog.cards
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

    def view_batch(self) -> tuple[BatchItem, ...]:
        return tuple([BatchItem(e.eid, e.card_id, e.controller, e.kind) for e in self.state.batch])

    def view_known_cards(self, seat: int) -> tuple[tuple[int, str], ...]:
        """The hidden cards this seat was shown this turn: (instance id, card id)."""
        s = self.state
        return tuple({i: s.cards[i].card_id for i in [*s.this_turn.revealed, *s.players[seat].seen]}.items())

    def view_field(self, seat: int) -> tuple[FieldCore, ...]:
        s = self.state
        cores = self.catalog.cores
        field = []
        for cid, cell in s.field.items():
            core = s.cores[cid]
            shown = core.core_id if core.owner == seat or cid in s.face_up_cores else None
            field.append(FieldCore(cid, (cell[0], cell[1]), cores[core.core_id].type_value, shown))
        return tuple(field)
