"""Rule 2.5.1: "Effects may change a card's Faction." The change is a modifier on the Bakugan: it
enters the state hash and the views, every test of Faction reads it, and it ends with the turn
(3.5.3) unless it lasts. The scenario 2_5_1_an_effect_changes_a_faction.yaml plays it through."""

from __future__ import annotations

import json

import pytest

from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import PlayCard, Target
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.state import Modifier
from game.games.bakugan.words import EFFECT_KINDS, SpecError
from tests.rules.support import brawl, custom_card, give, pass_until


def _paint() -> tuple[Game, int]:
    game = brawl(ann={"bakugan": {0: {"open": True, "in_brawl": True}}, "hand": []})
    custom_card(
        game,
        "ts-10",
        "zz-paint",
        name="Fire Paint",
        cost=0,
        play={"select": {"kind": "bakugan", "side": "opposing"}, "do": [{"change_faction": {"faction": "Pyrus"}}]},
    )
    iid = give(game, 0, "zz-paint")
    return game, iid


def test_2_5_1_a_faction_change_enters_the_state_hash_and_every_view() -> None:
    game, iid = _paint()
    bulwark = game.state.players[1].bakugan[0]
    before = game.state.state_hash()
    game.apply(PlayCard(seat=0, card=iid, target=Target("bakugan", bulwark)))
    pass_until(game, lambda g: not g.state.batch)
    assert game.state.state_hash() != before
    for seat in (0, 1):
        seen = next(b for b in game.view(seat)["bakugan"] if b["bid"] == bulwark)
        assert seen["factions"] == ["Pyrus"]
    assert game.stats(bulwark).factions == ("Pyrus",)


def test_3_5_3_a_faction_change_ends_with_the_turn() -> None:
    game, iid = _paint()
    bulwark = game.state.players[1].bakugan[0]
    game.apply(PlayCard(seat=0, card=iid, target=Target("bakugan", bulwark)))
    pass_until(game, lambda g: not g.state.batch)
    assert game.stats(bulwark).factions == ("Pyrus",)
    pass_until(game, lambda g: g.state.turn == 2)  # the next turn starts with its Energize decision
    assert game.stats(bulwark).factions == ("Aquos",)


def test_3_3_1_an_evo_matches_the_faction_as_it_is_now() -> None:
    game = brawl(ann={"bakugan": {0: {"open": True, "in_brawl": True}}, "hand": ["ts-40"], "energy": {"charged": 2}})
    testoid = game.state.players[0].bakugan[0]
    evo = game.state.players[0].hand[0]
    assert PlayCard(seat=0, card=evo, target=Target("bakugan", testoid)) in game.legal_actions()
    game.state.modifiers.append(Modifier(bid=testoid, faction=["Aquos"]))
    game.invalidate()
    with pytest.raises(IllegalAction) as refused:
        game.apply(PlayCard(seat=0, card=evo, target=Target("bakugan", testoid)))
    assert refused.value.rule == "3.3.1"


def test_2_5_1_change_faction_text_and_checks() -> None:
    parse = EFFECT_KINDS["change_faction"].parse
    assert parse({"faction": "Pyrus"}).describe() == "its Faction becomes Pyrus until end of turn"
    assert (
        parse({"faction": ["Darkus", "Haos"], "to": "self", "lasting": True}).describe()
        == "this card's Factions become Darkus and Haos while it stays in play"
    )
    yours = parse({"faction": "Aquos", "to": "yours"}).describe()
    assert yours == "the Faction of your Bakugan becomes Aquos until end of turn"
    with pytest.raises(SpecError, match="unknown faction"):
        parse({"faction": "Fire"})
    with pytest.raises(SpecError, match="faction"):
        parse({"to": "self"})


def test_a_state_with_no_faction_changed_hashes_as_before_the_field_existed() -> None:
    """Replay files recorded before rule 2.5.1's field keep their final hash: an empty change is
    left out of the state's JSON and hash, a real one is written."""
    game, _ = _paint()
    game.state.modifiers.append(Modifier(bid=0, bp=100))
    written = json.dumps(game.state.to_json()["modifiers"], sort_keys=True)
    assert '"faction"' not in written and '"bp": 100' in written
    game.state.modifiers[-1].faction = ["Pyrus"]
    assert '"faction": ["Pyrus"]' in json.dumps(game.state.to_json()["modifiers"], sort_keys=True)
