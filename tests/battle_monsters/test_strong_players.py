"""The strong and sharp players: legal moves from their view alone (their play-outs run in
sampled worlds, never the game), and the sharp player holds a spell that would do nothing."""

from __future__ import annotations

from typing import Any

from game.games.battle_monsters.actions import Summon
from game.games.battle_monsters.cards import default_pool
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.match import make_player
from game.games.battle_monsters.players import by_kind
from game.games.battle_monsters.scenario import build_position


def position(hand: list[str], theirs: list[dict[str, Any]]) -> BattleMonsters:
    doc = {
        "players": [
            {"supply": ["bm-001"] * 5, "hand": hand, "field": [{"card": "bm-008"}]},
            {"supply": ["bm-001"] * 5, "field": theirs},
        ]
    }
    return build_position(doc, default_pool())


def test_strong_players_pick_legal_moves_from_their_view_alone() -> None:
    game = position(["bm-003", "bm-101"], [{"card": "bm-010"}, {"card": "bm-201", "stance": "attack-invisible"}])
    before = game.state.state_hash()
    for spec in ("strong:1", "sharp"):
        action = game.from_seat(0, make_player(spec, 1).choose(game.view(0), game.seat_actions(0)))
        assert action in game.legal_actions(), spec
        assert game.state.state_hash() == before, spec


def test_the_sharp_player_holds_a_spell_with_nothing_to_hit() -> None:
    rockslide = "bm-112"  # sends the opponent's beast monsters to the graveyard
    no_beast = position([rockslide], [{"card": "bm-010"}])  # a dragon
    beast = position([rockslide], [{"card": "bm-009"}])  # a Reef Crab, a beast
    for game, casts in ((no_beast, False), (beast, True)):
        hand = game.state.zone("hand", 0)
        summons = [a for a in game.legal_actions() if isinstance(a, Summon)]
        action = make_player("sharp", 3)._summon(game.view(0), by_kind(summons))
        assert (action is not None and action.iid == hand[0]) == casts
    heuristic = make_player("heuristic", 3)._summon(no_beast.view(0), by_kind(no_beast.legal_actions()))
    assert heuristic is not None  # the heuristic would cast it anyway
