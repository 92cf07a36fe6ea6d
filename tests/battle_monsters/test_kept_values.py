"""What a Battle Monsters game keeps from one decision to the next (kept.py) or works out the short
way, held to a fresh computation at every decision of random and heuristic games played by the
core's loop (issue 38): each seat's view made with what the game kept against one made by a game
object over the same state that kept nothing (so a kept part never carries what the seat must not
see: the fresh view is the one tests/games/test_views.py checks), each monster's kept values
against values.both_values and value(), a turn's attack checks against can_attack and direct_ok,
its legal actions against a fresh game's, the seat's actions renamed against renamed_actions
over seat_ids, the actions by class (players.by_kind) against a plain grouping, the aura and
grant sources and the monsters (found among the cards kept as having them) against every card on
the field, the zone lists BmState.reading keeps against the zone table's, and the state hash
written in pieces against the hash of to_json. Also: the supply's shuffle against random.shuffle,
and the phases' order against the core's."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from game.core import CoreGame, play_to_end
from game.games.battle_monsters import legal
from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.game import FOLLOWING, RULES, BattleMonsters, shuffle_in_place
from game.games.battle_monsters.hidden import renamed_actions, seat_ids
from game.games.battle_monsters.match import new_game
from game.games.battle_monsters.players import HeuristicPlayer, RandomPlayer, by_kind
from game.games.battle_monsters.state import BmState
from game.games.battle_monsters.values import aura_sources, grant_sources, lasting_sources, value
from game.games.battle_monsters.view import make_view

DECKS = [load_deck(p) for p in ready_decks()]


class Compared:
    """A player that, before choosing, holds what the game kept to fresh computations."""

    samples_worlds = False  # as the heuristic and random players: views without a copy of the state

    def __init__(self, inner: RandomPlayer | HeuristicPlayer, game: BattleMonsters, checked: list[int]) -> None:
        self.inner, self.game, self.checked, self.name = inner, game, checked, inner.name

    def choose(self, view: Any, legal_now: list[Any]) -> Any:
        game = self.game
        s = game.state
        fresh = BattleMonsters(s, game.pool, game.names)  # the same state, nothing kept yet
        assert view == fresh.player_view(view.seat, False)
        other = 1 - view.seat
        assert make_view(game, other, worlds=False) == make_view(fresh, other, worlds=False)
        assert legal_now == renamed_actions(fresh.legal_actions(), _looked_up(seat_ids(s, view.seat)))
        assert s.state_hash() == _hash_of_to_json(s)
        for (name, owner), items in s.core.zones.contents.items():
            assert s.reading(name, owner) is items  # the kept lists are the table's own
        field = [i for side in (0, 1) for i in s.reading("field", side)]
        assert aura_sources(game) == [i for i in field if game.card(i).auras and s.visible(i)]
        assert grant_sources(game) == [i for i in field if game.card(i).grants and s.visible(i)]
        assert lasting_sources(game) == (aura_sources(game), grant_sources(game))
        assert game.monsters() == {i for i in s.cards if game.card(i).is_monster}
        kept = game.kept_values
        kept.refresh(game, aura_sources(game))
        granting = grant_sources(game)
        for side in (0, 1):
            for iid in s.reading("field", side):
                if game.card(iid).is_monster:
                    both = (value(game, iid, "attack"), value(game, iid, "defence"))
                    assert kept.both(game, iid) == both, (iid, s.core.turn)
                allowed = legal.attack_now(game, iid, s.stance[iid], granting, bool(granting or s.granted))
                assert (allowed is not None) == legal.can_attack(game, iid)[0], (iid, s.core.turn)
                if allowed is not None:
                    assert allowed == value(game, iid, "attack")
        naive: dict[type, list[Any]] = {}
        for action in legal_now:
            naive.setdefault(type(action), []).append(action)
        assert by_kind(legal_now) == naive
        self.checked[0] += 1
        return self.inner.choose(view, legal_now)


def _hash_of_to_json(state: BmState) -> str:
    text = json.dumps(state.to_json(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def test_the_hash_s_kept_cards_text_follows_a_change_of_the_cards() -> None:
    """state_hash keeps the text of `cards` by the cards it names: a card changed in place (as
    known_state deals its aliases) is hashed as to_json has it."""
    state = new_game(DECKS[:2], 3).state
    first = state.state_hash()
    iid = next(iter(state.cards))
    state.cards[iid] = next(c for c in state.cards.values() if c != state.cards[iid])
    assert state.state_hash() == _hash_of_to_json(state) != first


def _looked_up(ids: dict[int, int]) -> Any:
    return lambda i: ids.get(i, i)


@pytest.mark.parametrize("agent", [RandomPlayer, HeuristicPlayer], ids=["random", "heuristic"])
def test_kept_values_views_and_turn_actions_equal_fresh_ones(agent: type[RandomPlayer | HeuristicPlayer]) -> None:
    checked = [0]
    for seed in range(8):
        game = new_game([DECKS[seed % 4], DECKS[(seed + 1) % 4]], seed)
        players = [Compared(agent(seed), game, checked), Compared(agent(seed + 1), game, checked)]
        play_to_end(game, players, None, random.Random(seed))
        assert game.over
    assert checked[0] >= 200


def test_the_game_s_shuffle_gives_random_shuffle_s_orders() -> None:
    """The supply's shuffle, written in the game so that it runs compiled, orders a list as
    random.shuffle does with the same numbers (the same deals: golden games unchanged)."""
    for seed in range(30):
        for size in range(0, 62, 3):
            ours, theirs = list(range(size)), list(range(size))
            shuffle_in_place(ours, random.Random(f"{seed}:shuffle:1"))
            random.Random(f"{seed}:shuffle:1").shuffle(theirs)
            assert ours == theirs, (seed, size)


def test_6_1_the_phases_follow_as_the_core_orders_them() -> None:
    """BattleMonsters.idle (its table of following phases, FOLLOWING) goes where the core's idle
    goes from every phase: the setup phases, then the turn's, round again to the turn's first,
    which begins a new turn."""
    for phase in (*RULES.setup, *RULES.turn):
        places = []
        for idle in (CoreGame.idle, BattleMonsters.idle):
            game = new_game(DECKS[:2], 1)
            game.state.core.phase = phase.name
            idle(game)
            places.append((game.state.core.phase, game.state.core.turn, game.state.state_hash()))
        assert places[0] == places[1], phase.name
        assert FOLLOWING[phase.name][0].name == places[0][0]
