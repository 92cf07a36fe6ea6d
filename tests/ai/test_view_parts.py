"""Each computer player's view holds only the parts it names in its `view_parts`
(game/games/bakugan/rules/view.py: VIEW_PARTS; players/agent.py: view_for): seeded games played
with every other part absent run through (a part read that the view was made without raises), and
play the very same actions as with every part built."""

from __future__ import annotations

import pytest

from game.games.bakugan.players import agent as agent_module
from game.games.bakugan.players.agent import Agent, view_for
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.registry import make_agent
from game.games.bakugan.rules.actions import Activate
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.view import ALL_PARTS, VIEW_PARTS, PlayerView, ViewPartMissing, view_parts
from game.games.bakugan.sim.runner import GameRecord, play_game
from game.roll.probabilistic import ProbabilisticRollModel
from tests.ai.positions import catalog, decks, positions
from tests.rules.support import brawl, custom_card, give

# every player that names its parts, against the heuristic player (search and the omniscient
# ceilings name none: their views hold every part)
PAIRS = (("heuristic", "heuristic"), ("random", "random"), ("goldfish", "heuristic"), ("blocker", "heuristic"))


def _play(names: tuple[str, str], seed: int) -> GameRecord:
    pair = (decks()[seed % len(decks())], decks()[(seed + 2) % len(decks())])
    setup = GameSetup(seats=(Seat("A", pair[0]), Seat("B", pair[1])), seed=seed)
    agents = [make_agent(name, seed * 10 + seat, catalog(), pair[seat], pair) for seat, name in enumerate(names)]
    return play_game(setup, catalog(), agents, ProbabilisticRollModel())[1]


@pytest.mark.parametrize("names", PAIRS)
def test_each_player_plays_seeded_games_with_only_the_parts_it_names(
    names: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[frozenset[str]] = []

    def watched(agent: Agent, game: Game, seat: int, lazy: bool = False) -> PlayerView:
        view = view_for(agent, game, seat, lazy)
        made.append(view.parts.built)
        return view

    monkeypatch.setattr(agent_module, "view_for", watched)
    lean = [_play(names, seed) for seed in (3, 4)]
    assert lean[0].finished and lean[1].finished
    assert made and all(built != ALL_PARTS for built in made), "the views were made with every part"

    def every_part(agent: Agent, game: Game, seat: int, lazy: bool = False) -> PlayerView:
        return PlayerView(game, seat, worlds=False)  # built whole when made, lazy or not

    monkeypatch.setattr(agent_module, "view_for", every_part)
    full = [_play(names, seed) for seed in (3, 4)]
    assert [r.actions for r in lean] == [r.actions for r in full]
    assert [r.final_hash for r in lean] == [r.final_hash for r in full]


def test_the_heuristic_reads_a_heros_ability_from_the_parts_it_names() -> None:
    """No ready deck's game offers an activated ability (the "you may" offers:
    tests/ai/test_may_on_merit.py, also read through view_for)."""
    game = brawl(ann={"bakugan": {0: {"open": True, "in_brawl": True}}, "energy": {"charged": 2}})
    custom_card(game, "ts-31", "zz-sage", abilities=[{"activated": {"energy": 1}, "do": [{"draw": 1}]}])
    hero = give(game, 0, "zz-sage", zone="heroes")
    legal = game.legal_actions()
    assert Activate(seat=0, card=hero, ability=0) in legal
    heuristic = HeuristicAgent(0, game.catalog)  # the catalogue holding the made-up Hero
    lean = view_for(heuristic, game, 0)
    assert lean.parts.built != ALL_PARTS
    assert lean.public_card(hero) == game.catalog.cards["zz-sage"]
    assert heuristic.choose(lean, legal) == heuristic.choose(PlayerView(game, 0, worlds=False), legal)


def test_a_part_the_view_was_made_without_says_so() -> None:
    game = next(iter(positions(2, every=7)))
    bare = PlayerView(game, 0, worlds=False, parts=frozenset())
    full = PlayerView(game, 0, worlds=False)
    for part in ("players", "bakugan", "field", "batch", "known_cards", "hero_factions"):
        with pytest.raises(ViewPartMissing, match=f"without its '{part}' part"):
            getattr(bare.parts, part)
        with pytest.raises(ViewPartMissing, match=part):
            bare[part]
    with pytest.raises(ViewPartMissing, match="'public_cards'"):
        bare.public_card(0)
    with pytest.raises(ViewPartMissing, match="'may_offer'"):
        bare.may_offer()
    with pytest.raises(ViewPartMissing, match="'priority_window'"):
        bare.priority_window()
    with pytest.raises(ViewPartMissing):
        bare.seat_view()
    # the plain values are in every view, and a part built is the part of the full view
    assert (bare.parts.step, bare.parts.turn, bare.parts.decision) == (
        full.parts.step,
        full.parts.turn,
        full.parts.decision,
    )
    some = PlayerView(game, 0, worlds=False, parts=frozenset({"bakugan", "field"}))
    assert (some.parts.bakugan, some.parts.field) == (full.parts.bakugan, full.parts.field)


def test_a_part_comes_with_the_parts_it_is_read_from() -> None:
    assert view_parts(frozenset({"public_cards"})) == {"public_cards", "players", "bakugan", "batch"}
    assert view_parts(frozenset({"priority_window"})) == {"priority_window", "players"}
    assert view_parts(ALL_PARTS) == ALL_PARTS == set(VIEW_PARTS)
    with pytest.raises(ValueError, match="unknown view parts \\['hand'\\]"):
        view_parts(frozenset({"hand"}))


def test_a_player_naming_no_parts_gets_them_all() -> None:
    game = next(iter(positions(2, every=7)))
    search = make_agent("search:2", 1, catalog(), decks()[0], decks()[:2])
    assert view_for(search, game, 0).parts.built == ALL_PARTS


def test_a_public_card_is_named_from_the_parts_and_no_other_card() -> None:
    """public_card pairs the instances taken with the view with the card ids of its parts: for
    every card of random positions, the card's definition exactly when every seat sees it."""
    named = 0
    for seed in (1, 6):
        for game in positions(seed, every=5):
            s = game.state
            public = {i for p in s.players for i in (*p.heroes, *p.discard)}
            public |= {i for b in s.bakugan for i in (*b.evos, *([b.character] if b.face_up else []))}
            public |= {e.card for e in s.batch if e.card is not None}  # an ability's entry has no card
            for seat in range(len(s.players)):
                view = PlayerView(game, seat, worlds=False)
                for iid in range(len(s.cards)):
                    assert view.public_card(iid) == (game.card(iid) if iid in public else None)
                    named += iid in public
    assert named > 100
