"""Search's state copies are independent of the real game: playing on a copy, or sampling hidden
cards into one, leaves the original exactly as it was."""

from __future__ import annotations

import random

from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.sample_world import copy_state, determinize
from tests.ai.positions import decks, positions, step_random


def test_playing_on_copies_and_samples_leaves_the_game_unchanged() -> None:
    checked = 0
    for game in positions(11, every=7):
        before = game.state.state_hash()
        seat = game.to_act()
        assert seat is not None
        rng = random.Random(checked)
        for copy in (
            Game(copy_state(game.state), game.catalog),
            determinize(game, seat, decks()[:2], rng),
        ):
            for _ in range(40):
                if copy.over:
                    break
                step_random(copy, rng)
        assert game.state.state_hash() == before
        same = Game(copy_state(game.state), game.catalog)
        assert same.state.state_hash() == before
        checked += 1
    assert checked > 10


def test_a_sampled_card_is_the_card_replaced_by_its_new_identity() -> None:
    """sample_world re-identifies a hidden card with CardInst's own __init__ (_as_card), not the
    interpreted dataclasses.replace: it must copy every other field."""
    import dataclasses

    from game.games.bakugan.rules.sample_world import _as_card
    from game.games.bakugan.rules.state import CardInst

    card = CardInst(7, "bp-1", 1)
    assert _as_card(card, "bp-2") == dataclasses.replace(card, card_id="bp-2")
    assert [f.name for f in dataclasses.fields(CardInst)] == ["iid", "card_id", "owner"]
