"""Random and heuristic Battle Monsters games over many seeds: invariants after every action
(no card created or lost, lives never below 0, only legal actions applied), replays reach the same
state hash, and no view shows a seat a card it must not see."""

from __future__ import annotations

import random

from game.core import CHANCE
from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.match import new_game, play_game
from game.games.battle_monsters.players import HeuristicPlayer, RandomPlayer

DECKS = [load_deck(p) for p in ready_decks()]


def _check(game: BattleMonsters, total: int) -> None:
    s = game.state
    placed = sum(len(v) for v in s.core.zones.contents.values())
    assert placed == total, "a card was created or lost"
    assert all(life >= 0 for life in s.lives)
    assert set(s.stance) == {i for seat in (0, 1) for i in s.field_of(seat)}


def _hidden_from(game: BattleMonsters, seat: int) -> set[int]:
    s = game.state
    hidden = set(s.zone("hand", 1 - seat)) | set(s.zone("supply", 0)) | set(s.zone("supply", 1))
    hidden |= {i for i in s.field_of(1 - seat) if not s.visible(i)}
    return hidden


def test_random_games_keep_the_invariants_and_replay_to_the_same_hash() -> None:
    for seed in range(40):
        decks = [DECKS[seed % 4], DECKS[(seed + 1) % 4]]
        game = new_game(decks, seed)
        total = sum(len(d.cards) for d in decks)
        players: list[RandomPlayer | HeuristicPlayer] = [RandomPlayer(seed), HeuristicPlayer(seed + 1)]
        if seed % 2 == 0:
            players = [HeuristicPlayer(seed), RandomPlayer(seed)]
        rng = random.Random(seed)
        actions = []
        while not game.over:
            seat = game.to_act()
            assert seat is not None
            if seat == CHANCE:
                outcomes = game.chance_outcomes()
                assert outcomes is not None
                action = outcomes[rng.randrange(len(outcomes))][0]
            else:
                legal = game.legal_actions()
                view = game.view(seat)
                for sight in view.field:
                    if sight.iid in _hidden_from(game, seat):
                        assert sight.card is None, "a face-down card of the opponent shown by name"
                assert not set(i for i, _ in view.hand) & _hidden_from(game, seat)
                action = players[seat].choose(view, legal)
                assert action in legal
            game.apply_action(action)
            actions.append(action)
            _check(game, total)
        replay = new_game(decks, seed)
        for action in actions:
            replay.apply_action(action)
        assert replay.state.state_hash() == game.state.state_hash()


def test_a_views_private_copy_tells_nothing_of_hidden_cards() -> None:
    game = new_game(DECKS[:2], 5)
    while game.to_act() != game.state.active() or game.core.phase != "main":
        outcomes = game.chance_outcomes()
        game.apply_action(outcomes[0][0] if outcomes else game.legal_actions()[0])
    seat = game.to_act()
    assert seat is not None
    view = game.view(seat)
    hidden = sorted(_hidden_from(game, seat))
    other = game.clone()
    for owner in (0, 1):  # the same cards (each deck list is known), dealt to other places
        theirs = [i for i in hidden if game.state.owner[i] == owner]
        ids = [other.state.cards[i] for i in theirs]
        random.Random(1).shuffle(ids)
        for iid, cid in zip(theirs, ids, strict=True):
            other.state.cards[iid] = cid
    assert other.view(seat)._state.cards == view._state.cards  # the private copy does not depend on them
    world = view.sample_world(random.Random(2))
    assert world.state.state_hash() != game.state.state_hash() or not hidden
    assert sorted(world.state.cards.values()) == sorted(game.state.cards.values())


def test_the_heuristic_beats_random_play() -> None:
    wins = 0
    for seed in range(20):
        agents = ["heuristic", "random"] if seed % 2 else ["random", "heuristic"]
        result = play_game([DECKS[seed % 4], DECKS[(seed + 2) % 4]], agents, seed)
        wins += result.winner is not None and agents[result.winner] == "heuristic"
    assert wins >= 15


def test_the_search_player_picks_a_legal_move_from_its_view_alone() -> None:
    from game.games.battle_monsters.cards import default_pool
    from game.games.battle_monsters.scenario import build_position
    from game.games.battle_monsters.search import SearchPlayer

    doc = {
        "players": [
            {"supply": ["bm-001"] * 5, "hand": ["bm-003", "bm-101"], "field": [{"card": "bm-008"}]},
            {"supply": ["bm-001"] * 5, "field": [{"card": "bm-010"}, {"card": "bm-201", "stance": "attack-invisible"}]},
        ]
    }
    game = build_position(doc, default_pool())
    before = game.state.state_hash()
    action = SearchPlayer(seed=1, worlds=2).choose(game.view(0), game.legal_actions())
    assert action in game.legal_actions()
    assert game.state.state_hash() == before  # its play-outs ran in sampled worlds, never the game
