"""What the rules work out the short way, or keep from one decision to the next, held to a fresh
computation at every decision of random and heuristic games (issue 38): the legal actions made
directly (legal.actions) against every candidate asked of `refused` (legal.asked_actions); each
seat's Permanent abilities kept from one ask to the next (FusionWorld.permanents) against ones
worked out afresh (permanents_now); the view made with what the game kept (its sights, Permanent
abilities and each side of the table, sights.KeptSide) against one made by a game object that kept
nothing, and each side as either seat would see it now against one made afresh (sights.side_now),
the opponent's hand only counted; the state's hash
dumped without to_json's JSON round trip against the hash of to_json; each instance's printed card
kept by the game (FusionWorld.printed) against the pool's; and the zone lists the state keeps by
name (FwState.lists) against the zone table's own."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from game.core import play_to_end
from game.games.fusion_world import legal
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.match import load_decks, players_of
from game.games.fusion_world.players import make_fw_player
from game.games.fusion_world.sights import side, side_now
from game.games.fusion_world.view import make_view

PAIRS = (
    ["ember_rush", "tidewatch_control"],
    ["thunder_circus", "rootbound_ramp"],
    ["rootbound_ramp", "ember_rush"],
    ["half_ember", "half_ember"],
)


class Compared:
    """A player that, before choosing, holds the game's short-way values to fresh ones."""

    def __init__(self, inner: Any, game: FusionWorld, checked: list[int]) -> None:
        self.inner, self.game, self.checked, self.name = inner, game, checked, inner.name

    def choose(self, view: Any, legal_now: list[Any]) -> Any:
        decision = self.game.pending()
        assert decision is not None
        dumped = json.dumps(self.game.state.to_json(with_log=False), sort_keys=True)
        assert self.game.state.state_hash() == hashlib.sha256(dumped.encode()).hexdigest()[:16]
        s = self.game.state
        assert all(self.game.card(iid) is self.game.pool.cards[card] for iid, card in s.cards.items())
        for (name, seat), items in s.core.zones.contents.items():
            if name != "under":
                assert s.lists[name][seat] is items, (name, seat)
        fresh = FusionWorld(self.game.state, self.game.pool)  # the same state, nothing kept yet
        assert view == make_view(fresh, view.seat, worlds=False)
        for seat in (0, 1):
            for owner in (0, 1):
                kept = side(self.game, owner, seat)
                assert kept == side_now(self.game, owner, seat), (owner, seat, self.game.core.turn)
                assert isinstance(kept.hand, tuple if owner == seat else int)
        for seat in (0, 1):
            assert self.game.permanents(seat) == self.game.permanents_now(seat), (seat, self.game.core.turn)
        if decision.kind in ("main", "step"):
            for where in ("main", "step"):  # either list, whatever the decision: both read only the state
                assert legal.actions(self.game, decision.seat, where) == legal.asked_actions(
                    self.game, decision.seat, where
                ), (where, self.game.core.turn)
            self.checked[0] += 1
        return self.inner.choose(view, legal_now)


@pytest.mark.parametrize("agent", ["random", "heuristic"])
@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: "-".join(p))
def test_legal_actions_permanent_abilities_and_the_hash_equal_fresh_ones(agent: str, pair: list[str]) -> None:
    pool = default_pool()
    decks = load_decks(pair)
    checked = [0]
    for seed in range(3):
        game = FusionWorld.new(players_of(decks), pool, seed=seed, half=decks[0].half)
        players = [Compared(make_fw_player(agent, seed * 2 + k), game, checked) for k in (0, 1)]
        play_to_end(game, players, None, random.Random(seed))
    assert checked[0] >= 30
