"""Another player's face-down BakuCore on the field is named in a seat's view, and in the actions it
is offered, by an alias (game/games/bakugan/rules/aliases.py): BakuCore ids follow deck-list
order, so with the deck lists its id would name the core and its bonus (hidden information:
design.md, rule 1.12.1)."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import ChooseCore, Decline
from game.games.bakugan.rules.aliases import core_aliases
from game.games.bakugan.rules.engine import Game
from tests.helpers import new_game
from tests.rules.support import brawl, decision
from tests.rules.test_language_in_play import play_action

ANN, BOB = 0, 1


def _field(game: Game, seat: int) -> list[tuple[str, str | None]]:
    return [(core.cid, core.core) for core in game.seat_view(seat).field]


def test_another_players_face_down_cores_are_named_in_the_order_they_were_placed() -> None:
    game = new_game(seed=4)
    placed = 0
    while placed < 4:  # the setup's first BakuCores, Ann's and Bob's in turn (1.4.3)
        seat = game.to_act()
        assert seat is not None
        game.apply(game.legal_actions()[0])
        placed += 1
    cids = list(game.state.field)
    owners = [game.state.cores[cid].owner for cid in cids]
    assert owners == [owners[0], 1 - owners[0]] * 2
    for seat in (ANN, BOB):
        seen = _field(game, seat)
        assert [cid for cid, _ in seen if cid in game.state.cores] == [
            c for c, o in zip(cids, owners, strict=True) if o == seat
        ]
        assert [cid for cid, _ in seen if cid not in game.state.cores] == [f"?{1 - seat}.0", f"?{1 - seat}.1"]
        assert all(core is None for cid, core in seen if cid.startswith("?"))
        assert all(core is not None for cid, core in seen if not cid.startswith("?"))


def test_the_same_view_whichever_of_the_owners_cores_lies_there() -> None:
    """Two positions that differ only in which of Bob's Magic Shield BakuCores lies where (its type
    is seen, its bonus is not): Ann's view of the field is the same, aliases included."""
    game = brawl(field=[{"core": "core-37", "owner": BOB, "cell": [0, 0]}])
    other = brawl(field=[{"core": "core-38", "owner": BOB, "cell": [0, 0]}])
    assert [game.state.cores[c].core_id for c in game.state.field] == ["core-37"]
    assert [other.state.cores[c].core_id for c in other.state.field] == ["core-38"]
    assert game.seat_view(ANN).field == other.seat_view(ANN).field
    assert _field(game, ANN) == [("?1.0", None)]
    assert game.seat_view(BOB).field != other.seat_view(BOB).field  # Bob sees his own


def test_a_decision_offers_a_hidden_core_by_its_alias_and_takes_it_back() -> None:
    """Rule 1.12.1: turning a BakuCore bonus side up; the seat chooses among the BakuCores as it
    names them, and its choice reaches the BakuCore itself."""
    game = brawl(field=[{"core": "core-37", "owner": BOB, "cell": [0, 0]}])
    cid = next(iter(game.state.field))
    play_action(game, {"do": [{"reveal_core": None}]})
    assert decision(game) == "reveal_core"
    alias = core_aliases(game.state, ANN)[cid]
    assert game.seat_actions(ANN) == [ChooseCore(seat=ANN, core=alias), Decline(seat=ANN)]
    assert game.from_seat(ANN, ChooseCore(seat=ANN, core=alias)) == ChooseCore(seat=ANN, core=cid)
    game.apply(game.from_seat(ANN, game.seat_actions(ANN)[0]))
    assert cid in game.state.face_up_cores and (cid, "core-37") in _field(game, ANN)


def test_an_alias_that_names_nothing_is_refused_and_changes_nothing() -> None:
    game = brawl(field=[{"core": "core-37", "owner": BOB, "cell": [0, 0]}])
    play_action(game, {"do": [{"reveal_core": None}]})
    before = game.state.state_hash()
    with pytest.raises(IllegalAction):
        game.apply(ChooseCore(seat=ANN, core="?1.5"))
    assert game.state.state_hash() == before
