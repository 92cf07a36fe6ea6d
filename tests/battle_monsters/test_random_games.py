"""Random and heuristic Battle Monsters games over many seeds: invariants after every action
(no card created or lost, lives never below 0, only legal actions applied), replays reach the same
state hash, and no view shows a seat a card it must not see."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

from game.core import CHANCE
from game.games.battle_monsters.actions import (
    ACTION_TYPES,
    STANCES,
    AnswerDraw,
    Attack,
    ChooseTarget,
    Discard,
    Draw,
    OfferDraw,
    Reveal,
    Skip,
    Summon,
    Switch,
)
from game.games.battle_monsters.decisions.turn import KIND as TURN
from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.hidden import renamed_action, seat_ids
from game.games.battle_monsters.invariants import check_invariants
from game.games.battle_monsters.match import new_game, play_game
from game.games.battle_monsters.players import HeuristicPlayer, RandomPlayer
from game.games.battle_monsters.values import aura_sources, both_values, lasting_auras, value
from game.games.battle_monsters.view import BmView, FieldSight

DECKS = [load_deck(p) for p in ready_decks()]


def _face_down_shown(view: BmView) -> list[FieldSight]:
    """The opponent's face-down cards the view names (none may be named)."""
    return [f for f in view.theirs() if f.stance.endswith("-invisible") and f.card is not None]


def _game(seed: int) -> BattleMonsters:
    """A game of two ready decks chosen by the seed."""
    return new_game([DECKS[seed % 4], DECKS[(seed + 1) % 4]], seed)


def _chance(game: BattleMonsters, rng: random.Random) -> Any:
    """One of the chance outcomes the game lists, drawn with rng."""
    outcomes = game.chance_outcomes()
    assert outcomes is not None
    return outcomes[rng.randrange(len(outcomes))][0]


Player = RandomPlayer | HeuristicPlayer


def _play(
    seeds: range,
    player: Callable[[int], Player],
    look: Callable[[BattleMonsters, int, list[Player]], Any],
    after: Callable[[BattleMonsters], None] | None = None,
) -> None:
    """Plays each seed's game (two players made with the seed and the seed + 1) to its end. At
    every position `look(game, seat, players)` checks what its test checks (seat may be CHANCE) and
    returns the action to apply, or None for the position's own: a chance outcome drawn with the
    seed's generator, or the seat's player's choice from its view. `after` checks each action's
    result."""
    for seed in seeds:
        game = _game(seed)
        players = [player(seed), player(seed + 1)]
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_act()
            assert seat is not None
            action = look(game, seat, players)
            if action is None and seat == CHANCE:
                action = _chance(game, rng)
            elif action is None:
                action = game.from_seat(seat, players[seat].choose(game.view(seat), game.seat_actions(seat)))
            game.apply_action(action)
            if after is not None:
                after(game)


def test_random_games_keep_the_invariants_and_replay_to_the_same_hash() -> None:
    for seed in range(40):
        decks = [DECKS[seed % 4], DECKS[(seed + 1) % 4]]
        game = new_game(decks, seed)
        players: list[RandomPlayer | HeuristicPlayer] = [RandomPlayer(seed), HeuristicPlayer(seed + 1)]
        if seed % 2 == 0:
            players = [HeuristicPlayer(seed), RandomPlayer(seed)]
        rng = random.Random(seed)
        actions = []
        while not game.over:
            seat = game.to_act()
            assert seat is not None
            if seat == CHANCE:
                action = _chance(game, rng)
            else:
                legal = game.legal_actions()
                view = game.view(seat)
                assert not _face_down_shown(view)
                assert [i for i, _ in view.hand] == game.state.zone("hand", seat)
                action = game.from_seat(seat, players[seat].choose(view, game.seat_actions(seat)))
                assert action in legal
            game.apply_action(action)
            actions.append(action)
            assert not check_invariants(game), check_invariants(game)
        replay = new_game(decks, seed)
        for action in actions:
            replay.apply_action(action)
        assert replay.state.state_hash() == game.state.state_hash()


def test_a_sampled_world_deals_the_hidden_cards_from_the_deck_lists_with_a_seed_of_its_own() -> None:
    """Whether the view tells nothing of them: tests/games/test_views.py, for every game."""
    game = new_game(DECKS[:2], 5)
    while game.to_act() != game.state.active() or game.core.phase != "main":
        outcomes = game.chance_outcomes()
        game.apply_action(outcomes[0][0] if outcomes else game.legal_actions()[0])
    seat = game.to_act()
    assert seat is not None
    view = game.view(seat)
    worlds = [view.sample_world(random.Random(n)) for n in range(2)]
    for world in worlds:
        assert sorted(world.state.cards.values()) == sorted(game.state.cards.values())
        assert world.state.seed != game.state.seed and world.state.state_hash() != game.state.state_hash()
        assert world.view(seat).hand == view.hand  # what the seat holds is what it holds
    assert worlds[0].state.state_hash() != worlds[1].state.state_hash()


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
    action = game.from_seat(0, SearchPlayer(seed=1, worlds=2).choose(game.view(0), game.seat_actions(0)))
    assert action in game.legal_actions()
    assert game.state.state_hash() == before  # its play-outs ran in sampled worlds, never the game


def _near_misses(game: BattleMonsters) -> list[Any]:
    """Every turn action the cards of the game could name: legal now or not."""
    ids = [*game.state.cards, -5]
    found: list[Any] = [Draw(), Skip(), OfferDraw(), AnswerDraw(True), ChooseTarget(ids[0])]
    for iid in ids:
        found += [Summon(iid, stance) for stance in (*STANCES, "sideways")]
        found += [Reveal(iid), Switch(iid), Discard(iid), Attack(iid, None)]
        found += [Attack(iid, target) for target in ids]
    return found


def test_6_1_the_turn_allows_exactly_its_legal_actions() -> None:
    """The turn's check of one action (legal.turn_allows) says what the list of its legal actions
    says, for every action the cards could name, at every turn decision of random games."""
    checked = 0

    def look(game: BattleMonsters, seat: int, _players: list[Player]) -> None:
        nonlocal checked
        if seat == CHANCE:
            return
        decision = game.pending()
        if decision.kind == "turn" and checked < 400:
            legal = game.legal_actions()
            for action in _near_misses(game):
                assert TURN.allows(game, decision, action) == (action in legal), action
            checked += 1

    _play(range(6), RandomPlayer, look)
    assert checked >= 100


def test_1_3_both_values_at_once_are_each_value_alone() -> None:
    """A view's attack and defence of a monster, worked out together (values.both_values), are
    value()'s of each: every aura and boost in play order (1.3), at every action of heuristic games."""
    compared = 0

    def look(game: BattleMonsters, _seat: int, _players: list[Player]) -> None:
        nonlocal compared
        sources = aura_sources(game)
        for side in (0, 1):
            for iid in game.state.field_of(side):
                if game.card(iid).is_monster:
                    alone = (value(game, iid, "attack", sources), value(game, iid, "defence", sources))
                    assert both_values(game, iid, lasting_auras(game, sources)) == alone
                    compared += 1

    _play(range(8), HeuristicPlayer, look)
    assert compared > 500


def test_every_action_naming_a_card_is_renamed_in_each_field_that_names_one() -> None:
    """renamed_actions reads the actions class by class (hidden.py): every action class with a
    field naming a card (`iid`, `target`) is one it renames, in each such field."""
    others = {"stance": STANCES[0]}  # a new class's other field fails here until it is given one
    naming = 0
    for kind in ACTION_TYPES.values():
        fields = [f.name for f in dataclasses.fields(kind)]
        ids = [name for name in fields if name in ("iid", "target")]
        if not ids:
            continue
        values: dict[str, Any] = {name: 7 if name in ids else others[name] for name in fields}
        action = kind(**values)
        renamed = renamed_action(action, lambda i: i + 100)
        assert [getattr(renamed, name) for name in ids] == [107] * len(ids), kind
        assert renamed_action(action, lambda i: i) is action
        naming += 1
    assert naming == 6


def _looked_up(ids: dict[int, int]) -> Callable[[int], int]:
    """A dictionary of ids as renamed_action's renaming: an id it does not hold stays itself."""
    return lambda i: ids.get(i, i)


def test_the_aliases_kept_from_a_view_are_the_state_s_own_until_the_next_action() -> None:
    """player_view keeps the seat's aliases for its seat_actions and from_seat (hidden.py's
    SeatAliases, which finds a card's alias only when it is named): at every decision of random
    games they are the ones seat_ids works out afresh for every card, both ways, and an action
    drops them."""
    checked = 0

    def look(game: BattleMonsters, seat: int, players: list[Player]) -> Any:
        nonlocal checked
        if seat == CHANCE:
            return None
        view = game.player_view(seat, False)
        kept = game._aliases
        assert kept is not None
        fresh = seat_ids(game.state, seat)
        back = {alias: real for real, alias in fresh.items()}
        assert {real: kept.alias(real) for real in game.state.cards} == {
            real: fresh.get(real, real) for real in game.state.cards
        }
        top = max(back, default=kept.base)
        assert [kept.real(i) for i in range(top + 2)] == [back.get(i, i) for i in range(top + 2)]
        named = game.seat_actions(seat)
        assert named == [renamed_action(a, _looked_up(fresh)) for a in game.legal_actions()]
        chosen = players[seat].choose(view, named)
        action = game.from_seat(seat, chosen)
        assert action == renamed_action(chosen, _looked_up(back))
        checked += 1
        return action

    def dropped(game: BattleMonsters) -> None:
        assert game._aliases is None

    _play(range(6), RandomPlayer, look, dropped)
    assert checked >= 100
