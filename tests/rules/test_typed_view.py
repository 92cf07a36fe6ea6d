"""The typed view of a seat (game/games/bakugan/rules/view_data.py) holds nothing that seat may not see
(hidden information: design.md), and the dict view is exactly its dict form."""

from __future__ import annotations

import random
from dataclasses import fields

from game.games.bakugan.rules.aliases import core_aliases
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.rules.view_data import SeatView, part_as_dict
from tests.ai.positions import positions


def _hidden_from(game: Game, seat: int) -> list[int]:
    """Instance ids of the cards whose identity `seat` may not know: other hands, every deck and
    Energy zone; not those it was shown. (Another seat's face-down Character is known up to its
    toy, which is public: tests/rules/test_toy_view.py swaps it for another card of the same toy.)"""
    s = game.state
    shown = {*s.this_turn.revealed, *s.players[seat].seen}
    hidden = []
    for p in s.players:
        hidden += [*p.deck, *p.charged, *p.uncharged]
        if p.seat != seat:
            hidden += p.hand
    return [i for i in hidden if i not in shown]


def _tampered(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy whose hidden cards (for `seat`) have their identities shuffled among themselves and
    whose decks are in another order: every seat's view may change, `seat`'s may not."""
    copy = game.clone()
    s = copy.state
    hidden = _hidden_from(copy, seat)
    ids = [s.cards[i].card_id for i in hidden]
    rng.shuffle(ids)
    for iid, card_id in zip(hidden, ids, strict=True):
        s.cards[iid].card_id = card_id
    for p in s.players:
        rng.shuffle(p.deck)
    copy.invalidate()
    return copy


def _check_visible_only(game: Game, view: SeatView) -> None:
    s, seat = game.state, view.seat
    for p in view.players:
        if p.seat == seat:
            assert p.hand_iids == tuple(s.players[seat].hand)
        else:
            assert p.hand is None and p.hand_iids is None
    for b, real in zip(view.bakugan, s.bakugan, strict=True):
        if not real.face_up:
            assert b.stats is None
            if real.owner != seat:
                assert b.character is None
        printed = game.card(real.character)
        assert (b.toy, b.toy_factions) == (printed.name, printed.faction_values)  # the toy: rule 1.4.1
    cids = {alias: cid for cid, alias in core_aliases(s, seat).items()}
    for core in view.field:
        cid = cids.get(core.cid, core.cid)
        if s.cores[cid].owner != seat and cid not in s.face_up_cores:  # named by an alias, not its id
            assert core.core is None and core.cid in cids and core.cid not in s.cores
    shown = {*s.this_turn.revealed, *s.players[seat].seen}
    assert {iid for iid, _ in view.known_cards} == shown


def test_the_typed_view_of_every_seat_shows_nothing_hidden_in_random_games() -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(4):
        for game in positions(seed, every=7):
            for seat in range(len(game.state.players)):
                view = game.seat_view(seat)
                _check_visible_only(game, view)
                other = _tampered(game, seat, rng)
                assert other.seat_view(seat) == view, f"seed {seed}: a hidden card shows in seat {seat}'s view"
                checked += 1
    assert checked > 40


def test_the_dict_view_is_the_typed_view_as_dicts() -> None:
    for game in positions(2, every=11):
        for seat in range(len(game.state.players)):
            typed = game.seat_view(seat)
            as_dicts = {f.name: part_as_dict(f.name, getattr(typed, f.name)) for f in fields(SeatView)}
            assert game.view(seat) == as_dicts
            parts = PlayerView(game, seat).parts
            assert parts.seat_view() == typed
            assert parts.players == typed.players and parts.bakugan == typed.bakugan
            assert parts["field"] == as_dicts["field"]
