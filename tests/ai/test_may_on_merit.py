"""Computer players answer "you may" on its merit (rule 1.3.1: the card gives the player the
choice): the heuristic weighs doing the step, with what follows only if it is done, against
declining; the search player races both answers in the power step."""

from __future__ import annotations

from game.games.bakugan.players.agent import view_for
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.search import SearchAgent
from game.games.bakugan.rules.actions import ChooseCard, Decline, PlayCard, Target
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.view import PlayerView
from tests.helpers import fixture_catalog
from tests.rules.support import brawl, custom_card, decision, give, pass_until

FLASH: list[dict[str, object]] = [
    {"boost": {"bp": 700}},
    {"draw": 2, "may": True},
    {"discard": {"count": 2, "who": "you"}, "if": {"did": True}},
]
BREATH: list[dict[str, object]] = [{"boost": {"bp": 200}}, {"draw": 2, "may": True}]
RETREAT: list[dict[str, object]] = [{"boost": {"bp": 500}}, {"retract": {"to": "yours"}, "may": True}]


def _asked(play: list[dict[str, object]], hand: list[str]) -> Game:
    """Ann plays a card with this text on her Bakugan in the brawl; it completes and asks her."""
    game = brawl(ann={"bakugan": {0: {"open": True, "in_brawl": True}}, "hand": hand, "deck": ["ts-12"] * 6})
    custom_card(game, "ts-10", "zz-may", name="Maybe", cost=0, play={"select": "bakugan", "do": play})
    iid = give(game, 0, "zz-may")
    game.apply(PlayCard(seat=0, card=iid, target=Target("bakugan", game.state.players[0].bakugan[0])))
    pass_until(game, lambda g: decision(g) == "may")
    return game


def _answer(game: Game) -> object:
    heuristic = HeuristicAgent(0, fixture_catalog())
    return heuristic.choose(view_for(heuristic, game, 0), game.legal_actions())  # the parts it names


def test_1_3_1_heuristic_takes_a_plain_gain() -> None:
    assert isinstance(_answer(_asked(BREATH, ["ts-10"] * 2)), ChooseCard)


def test_1_3_1_heuristic_declines_draw_then_discard_with_a_full_hand() -> None:
    game = _asked(FLASH, ["ts-10", "ts-11", "ts-12", "ts-13", "ts-14", "ts-15"])
    offer = PlayerView(game, 0).may_offer()
    assert offer is not None and len(offer.accepted) == 2 and offer.accepted[1].condition is None
    assert isinstance(_answer(game), Decline)


def test_1_3_1_heuristic_declines_retracting_its_winning_brawler() -> None:
    assert isinstance(_answer(_asked(RETREAT, [])), Decline)


def test_1_3_1_only_the_seat_asked_sees_an_offer() -> None:
    game = _asked(BREATH, [])
    assert PlayerView(game, 1).may_offer() is None


def test_1_3_1_search_player_weighs_both_answers() -> None:
    game = _asked(FLASH, ["ts-10", "ts-11", "ts-12", "ts-13", "ts-14", "ts-15"])
    search = SearchAgent(0, fixture_catalog(), rollouts=2, confirm=0)
    mine = HeuristicAgent(0, fixture_catalog())
    candidates = search._candidates(PlayerView(game, 0), game.legal_actions(), mine)
    assert isinstance(candidates[0], Decline)  # the heuristic's answer is the one to beat
    assert any(isinstance(a, ChooseCard) for a in candidates)


def test_1_5_1_heuristic_declines_a_draw_that_thins_its_deck_too_far() -> None:
    game = _asked(BREATH, ["ts-10"])
    assert isinstance(_answer(game), ChooseCard)  # six cards in the deck, two drawn: four left, still worth it
    thin = _asked(BREATH, ["ts-10"])
    del thin.state.players[0].deck[2:]
    thin.invalidate()
    assert isinstance(_answer(thin), Decline)
