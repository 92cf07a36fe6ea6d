"""Agents decide from their view only: changing cards they cannot see does not change a choice.

The tampering swaps the identities of the opponent's hand cards with other cards of the same deck
list (from their deck and Energy) and reorders every deck, so the view of the seat to act is
unchanged while the hidden truth is different.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.games.bakugan.players.agent import Agent
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.search import SEARCHABLE_STEPS, SearchAgent
from game.games.bakugan.rules.actions import Action, Energize, Pass
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.view import PlayerView
from tests.ai.positions import catalog, new_game, positions


def tamper(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy whose hidden cards (for `seat`) are shuffled among their hidden places."""
    copy = game.clone()
    s = copy.state
    for player in s.players:
        slots = [*player.deck, *player.charged, *player.uncharged]
        if player.seat != seat:
            slots = [*player.hand, *slots]
        ids = [s.cards[i].card_id for i in slots]
        for _ in range(10):
            rng.shuffle(ids)
            if player.seat == seat or [s.cards[i].card_id for i in player.hand] != ids[: len(player.hand)]:
                break
        for iid, card_id in zip(slots, ids, strict=True):
            s.cards[iid].card_id = card_id
    copy.invalidate()
    return copy


def interesting(seed: int, limit: int) -> list[Game]:
    """Positions with a real choice (a card to play, energize or discard) where the opponent holds
    cards that could be swapped."""
    found: list[Game] = []
    for game in positions(seed):
        seat = game.to_act()
        assert seat is not None
        legal = game.legal_actions()
        if len(legal) < 2 or all(isinstance(a, Pass) for a in legal[1:]):
            continue
        if not game.state.players[1 - seat].hand:
            continue
        found.append(game.clone())
        if len(found) >= limit:
            break
    return found


def choices(agent_factory: Callable[..., Agent], game: Game, **kwargs: object) -> Action:
    seat = game.to_act()
    assert seat is not None
    agent = agent_factory(7, catalog(), **kwargs)
    return agent.choose(PlayerView(game, seat), game.legal_actions())


def test_tampering_changes_the_truth_but_not_the_view() -> None:
    game = interesting(1, 1)[0]
    seat = game.to_act()
    assert seat is not None
    other = tamper(game, seat, random.Random(0))
    opponent = 1 - seat
    truth = [game.state.cards[i].card_id for i in game.state.players[opponent].hand]
    faked = [other.state.cards[i].card_id for i in other.state.players[opponent].hand]
    assert truth != faked
    assert game.view(seat) == other.view(seat)
    assert game.legal_actions() == other.legal_actions()


def test_heuristic_choice_ignores_hidden_cards() -> None:
    checked = 0
    for seed in range(6):
        for game in interesting(seed, 6):
            seat = game.to_act()
            assert seat is not None
            expected = choices(HeuristicAgent, game)
            for k in range(3):
                assert choices(HeuristicAgent, tamper(game, seat, random.Random(k))) == expected
            checked += 1
    assert checked >= 20


def test_search_choice_ignores_hidden_cards() -> None:
    checked = searched = 0
    for seed in range(2):
        _, pair = new_game(seed)
        for game in interesting(seed, 3):
            seat = game.to_act()
            assert seat is not None
            agent = SearchAgent(7, catalog(), decks=pair, rollouts=2, candidates=3, steps=SEARCHABLE_STEPS)
            expected = agent.choose(PlayerView(game, seat), game.legal_actions())
            searched += agent.searched
            for k in range(2):
                fresh = SearchAgent(7, catalog(), decks=pair, rollouts=2, candidates=3, steps=SEARCHABLE_STEPS)
                other = tamper(game, seat, random.Random(k))
                assert fresh.choose(PlayerView(other, seat), other.legal_actions()) == expected
            checked += 1
    assert checked >= 4
    assert searched >= 2  # the search itself ran, not only the heuristic shortcut


def test_search_energize_choice_ignores_hidden_cards() -> None:
    """Energizing is searched with play-outs to the game's end: the sampled worlds, not the real
    hidden cards, decide it."""
    checked = 0
    for seed in range(4):
        _, pair = new_game(seed)
        for game in interesting(seed, 30):
            seat = game.to_act()
            assert seat is not None
            legal = game.legal_actions()
            if not isinstance(legal[0], Energize) or game.state.players[1 - seat].hand == []:
                continue
            expected = SearchAgent(7, catalog(), decks=pair, rollouts=3, min_worlds=2, steps=SEARCHABLE_STEPS).choose(
                PlayerView(game, seat), legal
            )
            other = tamper(game, seat, random.Random(seed))
            fresh = SearchAgent(7, catalog(), decks=pair, rollouts=3, min_worlds=2, steps=SEARCHABLE_STEPS)
            assert fresh.choose(PlayerView(other, seat), other.legal_actions()) == expected
            assert fresh.searched == 1
            checked += 1
            break
    assert checked >= 3


def test_no_agent_reaches_the_game_behind_its_view() -> None:
    """Agents read a view's parts and methods; none reads a private attribute of a view or of its
    parts (where the game behind the view is kept), so hidden cards stay hidden."""
    import ast
    from pathlib import Path

    agents = Path(__file__).resolve().parents[2] / "game" / "ai"
    reaching: list[str] = []
    for path in sorted(agents.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
                owner = node.value
                named = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
                if named in ("view", "parts") or node.attr == "_game":
                    reaching.append(f"{path.name}:{node.lineno} .{node.attr}")
    assert reaching == []
