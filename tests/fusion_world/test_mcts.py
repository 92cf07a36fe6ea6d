"""The ISMCTS player (mcts.py): it answers with a legal action, searches as many iterations as its
budget, finds a win this turn, decides the same whatever the hidden cards are (it sees only its
view), and plays a whole game."""

from __future__ import annotations

from game.core.zone_events import Item
from game.games.fusion_world.actions import Attack, EndMain
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.match import load_decks, play_fw_game, players_of
from game.games.fusion_world.mcts import MctsFwPlayer
from game.games.fusion_world.players import HeuristicFwPlayer, make_fw_player
from tests.fusion_world.helpers import Table


def to_main_phase(game: FusionWorld, turn: int) -> None:
    players = [HeuristicFwPlayer(1), HeuristicFwPlayer(2)]
    while not game.over and (game.core.turn < turn or not any(isinstance(a, EndMain) for a in game.legal_actions())):
        seat = game.to_act()
        assert seat is not None
        game.apply_action(players[seat].choose(game.view(seat), game.legal_actions()))


def test_a_searched_decision_is_legal_and_uses_its_budget() -> None:
    game = FusionWorld.new(players_of(load_decks(None)), default_pool(), seed=4)
    to_main_phase(game, 3)
    seat = game.to_act()
    assert seat is not None
    player = MctsFwPlayer(seed=1, iterations=12)
    legal = game.legal_actions()
    assert player.choose(game.view(seat), legal) in legal
    assert player.last_root is not None and player.last_root.visits == 12


def test_the_search_finds_the_attack_that_wins_this_turn() -> None:
    table = Table(
        active=0,
        players=[
            {"leader": "FW-R00", "battle": ["FW-R03"], "energy": ["FW-R01"]},
            {"leader": "FW-B00", "life": 1, "hand": []},
        ],
    )
    game = table.game
    action = MctsFwPlayer(seed=3, iterations=16).choose(game.view(0), game.legal_actions())
    assert isinstance(action, Attack) and action.target == game.state.leaders[1]


def test_the_choice_does_not_depend_on_hidden_cards() -> None:
    """Two games alike but for the opponent's hand and the deck orders: the same view, the same choice."""
    base = FusionWorld.new(players_of(load_decks(None)), default_pool(), seed=6)
    to_main_phase(base, 3)
    seat = base.to_act()
    assert seat is not None
    other = base.clone()
    s = other.state
    hand, deck = s.zone("hand", 1 - seat), s.zone("deck", 1 - seat)
    zones = s.core.zones
    swapped_hand: list[Item] = [*deck[: len(hand)]]
    swapped_deck: list[Item] = [*hand, *deck[len(hand) :]]
    zones.contents[("hand", 1 - seat)][:] = swapped_hand  # in place: the state keeps each zone's list
    zones.contents[("deck", 1 - seat)][:] = swapped_deck
    for iid in swapped_hand:
        zones.where[iid] = ("hand", 1 - seat)
    for iid in swapped_deck:
        zones.where[iid] = ("deck", 1 - seat)
    first = MctsFwPlayer(seed=5, iterations=10).choose(base.view(seat), base.legal_actions())
    second = MctsFwPlayer(seed=5, iterations=10).choose(other.view(seat), other.legal_actions())
    assert first == second


def test_a_whole_game_against_the_heuristic() -> None:
    game, result = play_fw_game(load_decks(None), default_pool(), ["mcts:4", "heuristic"], 12)
    assert game.over and result.winner in (0, 1)
    assert isinstance(make_fw_player("mcts", 0), MctsFwPlayer)
