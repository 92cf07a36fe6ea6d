"""Random legal games with decks full of the cards that use free plays, delayed effects, "choose
one" and the newer triggers: every decision they add is a legal action a random player can take,
no card is created or lost, and a replay reproduces the game."""

from __future__ import annotations

import pytest

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.decks import DECKS_DIR, DeckList, load_deck
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.runner import replay
from game.games.bakugan.words import Later, PlayFree
from tests.cards.positions import FILLER, all_steps
from tests.test_random_games import play_checked

NEW_EVENTS = {"action_on_this", "you_attack", "you_discard", "this_discarded"}
CORES_FROM = DECKS_DIR / "pyrus_fury.yaml"


def _uses_new_shapes(card: CardDef) -> bool:
    if any(isinstance(s.effect, (PlayFree, Later)) for s in all_steps(card)):
        return True
    if card.play is not None and card.play.modes:
        return True
    return any(a.modes or a.event in NEW_EVENTS or a.card_type or a.min_cost for a in card.abilities)


def _decks() -> tuple[DeckList, DeckList]:
    cat = default_catalog()
    shaped = sorted(c.id for c in cat.cards.values() if c.is_encoded and _uses_new_shapes(c))
    cards = [cid for cid in shaped if cat.cards[cid].type is not CardType.CHARACTER]
    cores = load_deck(CORES_FROM).cores
    decks = []
    for characters, half in (
        (["aa-167", "aa-171", "br-190"], cards[::2]),
        (["aa-178", "aa-197", "aa-201"], cards[1::2]),
    ):
        body = [cid for cid in half for _ in range(2)][:34]
        body += [FILLER] * (40 - len(body))
        decks.append(DeckList(name="shapes", characters=characters, cores=list(cores), cards=body))
    return decks[0], decks[1]


def _setup(seed: int) -> GameSetup:
    a, b = _decks()
    return GameSetup(seats=(Seat("Ann", a), Seat("Bob", b)), seed=seed, check_decks=False)


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_the_new_card_shapes(seed: int) -> None:
    game = Game.new(_setup(seed), default_catalog())
    actions = play_checked(game, seed, 2)
    again = replay(_setup(seed), default_catalog(), actions)
    assert again.state.state_hash() == game.state.state_hash()
