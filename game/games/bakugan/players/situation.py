"""What a computer player reads from its view: the brawl, its energy, its hand (no hidden cards).

Everything here comes from the typed parts of the PlayerView (game/games/bakugan/rules/view_data.py) and the
public card catalogue.
"""

from __future__ import annotations

from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.players.bakugan_info import BakuganInfo, apply_batch, read_bakugan
from game.games.bakugan.rules.view import PlayerView, ViewParts
from game.games.bakugan.rules.view_data import PlayerZones


class Situation:
    """One seat's reading of its view. Each part is read from the view when first used (an
    Energize choice needs the hand, not every Bakugan's stats) and kept: a Situation is read from
    one view, whose game does not change while the agent decides. (Parts are kept in attributes
    of their own, not an instance __dict__, so the compiled core can compile this class.)"""

    def __init__(self, view: PlayerView, catalog: Catalog) -> None:
        self._view: ViewParts = view.parts  # not the view: the view's memo keeps this Situation
        self._catalog = catalog
        self.seat = int(view.seat)
        self._brawlers: dict[bool, list[BakuganInfo]] = {}
        self._best: dict[bool, int | None] = {}
        self._hand_ids: dict[int, str] | None = None
        self._winning: tuple[bool | None] | None = None
        # the view's plain values, read at once (plain attributes of the view: no property call
        # each time a reader asks)
        parts = view.parts
        self.step: str = parts.step
        self.decision: str | None = parts.decision
        self.turn: int = parts.turn
        self.starting: int = parts.starting
        # parts read so far (None: not yet)
        self._player: PlayerZones | None = None
        self._energy: int | None = None
        self._hand: list[tuple[int, str]] | None = None
        self._deck_counts: dict[int, int] | None = None
        self._hand_counts: dict[int, int] | None = None
        self._active: list[int] | None = None
        self._bakugan: dict[int, BakuganInfo] | None = None
        # what readers derive from this situation alone (the same for every reader)
        self.memo: dict[object, Any] = {}

    @property
    def _me(self) -> PlayerZones:
        if self._player is None:
            self._player = self._view.players[self.seat]
        return self._player

    @property
    def energy(self) -> int:
        """Energy we can still spend this turn (charged cards + pool; one per card assumed)."""
        if self._energy is None:
            me = self._me
            self._energy = me.charged + me.pool
        return self._energy

    @property
    def energy_cards(self) -> int:
        """Our Energy cards in play, charged or not."""
        me = self._me
        return me.charged + me.uncharged

    @property
    def hand(self) -> list[tuple[int, str]]:
        """(iid, card id) of our hand."""
        if self._hand is None:
            me = self._me
            iids, ids = me.hand_iids or (), me.hand or ()
            if len(iids) != len(ids):
                raise ValueError(f"{len(iids)} instance ids for {len(ids)} cards in hand")
            # indexed, not zip(strict=True): compiled, a zip with a keyword is a generic call
            self._hand = [(iids[at], ids[at]) for at in range(len(ids))]
        return self._hand

    @property
    def deck_counts(self) -> dict[int, int]:
        if self._deck_counts is None:
            self._deck_counts = {p.seat: p.deck_count for p in self._view.players}
        return self._deck_counts

    @property
    def hand_counts(self) -> dict[int, int]:
        if self._hand_counts is None:
            self._hand_counts = {p.seat: p.hand_count for p in self._view.players}
        return self._hand_counts

    @property
    def active(self) -> list[int]:
        """Seats still in the game."""
        if self._active is None:
            self._active = [p.seat for p in self._view.players if not p.out]
        return self._active

    @property
    def bakugan(self) -> dict[int, BakuganInfo]:
        """What we know of every Bakugan, with the cards waiting in the batch counted as resolved."""
        if self._bakugan is None:
            bakugan = read_bakugan(self._view.bakugan, self._catalog, self.seat)
            apply_batch(bakugan, self._view.batch, self._catalog)
            self._bakugan = bakugan
        return self._bakugan

    def mine(self, bid: int) -> bool:
        return self.bakugan[bid].controller == self.seat

    def brawlers(self, mine: bool) -> list[BakuganInfo]:
        """Our (mine) or the other open Bakugan in the brawl (kept: do not change the list)."""
        found = self._brawlers.get(mine)
        if found is None:
            seat = self.seat
            found = self._brawlers[mine] = [
                b for b in self.bakugan.values() if b.in_brawl and b.open and (b.controller == seat) == mine
            ]
        return found

    def best_bp(self, mine: bool) -> int | None:
        """Highest B-Power among our (mine) or the other brawlers (kept: a Situation, once read,
        does not change)."""
        if mine in self._best:
            return self._best[mine]
        found = self.brawlers(mine)
        best = self._best[mine] = max(b.bp for b in found) if found else None
        return best

    def hand_ids(self) -> dict[int, str]:
        """Card id of each card in our hand, by instance id."""
        if self._hand_ids is None:
            self._hand_ids = dict(self.hand)
        return self._hand_ids

    def damage_origin(self) -> BakuganInfo | None:
        """The opposing brawler most likely dealing damage to us (the strongest open one)."""
        found = self.brawlers(False)
        return max(found, key=lambda b: (b.bp, -b.bid)) if found else None

    def winning(self, my_delta: int = 0, opp_delta: int = 0) -> bool | None:
        """Would we be the Victor now (None: we have no open Bakugan in the brawl)?"""
        if not my_delta and not opp_delta:
            if self._winning is None:
                self._winning = (self._winning_by(0, 0),)
            return self._winning[0]
        return self._winning_by(my_delta, opp_delta)

    def _winning_by(self, my_delta: int, opp_delta: int) -> bool | None:
        mine = self.best_bp(True)
        if mine is None:
            return None
        theirs = self.best_bp(False)
        if theirs is None:
            return True
        mine += my_delta
        theirs += opp_delta
        return mine > theirs or (mine == theirs and self.starting == self.seat)


def read_situation(view: PlayerView, catalog: Catalog) -> Situation:
    """The situation of this view; read once per view (agents that consult each other share it:
    nothing changes a Situation once read)."""
    key = ("situation", id(catalog))
    sit: Situation | None = view.memo.get(key)
    if sit is None:
        sit = view.memo[key] = Situation(view, catalog)
    return sit
