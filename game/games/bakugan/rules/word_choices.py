"""Decisions the later words of the card language ask for as a card completes:

`discard_pick`: the player picks a card in their discard pile (`from_discard`): one choice per
different card, Decline when the card says "you may". `energy_pick`: the effect's controller
destroys one Energy card of a player (`destroy_energy_chosen`), a charged (mode 0) or an
uncharged (mode 1) one: Energy cards are alike otherwise. `divide`: "+X divided as you choose",
one share at a time to a Bakugan of the group (mode: its place among those offered). The
decisions themselves are in game/games/bakugan/rules/decisions/ (discard_pick.py, energy_pick.py, divide.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.words.more_words import DivideBoost, FromDiscard

WHERE: Final = {"hand": "into their hand", "deck_top": "on top of their deck", "deck": "into their deck"}


def offer_discard_pick(game: Game, seat: int, spec: FromDiscard, candidates: list[int]) -> None:
    game.push_decision("discard_pick", seat, options=[spec.to, *candidates], optional=spec.optional)


def offer_energy_pick(game: Game, seat: int, owner: int) -> None:
    game.push_decision("energy_pick", seat, count=owner)


def offer_divide(game: Game, seat: int, spec: DivideBoost, bids: list[int], times: int) -> None:
    """`count`: how many shares are left; `options`: [bp, dr, Bakugan ids...]; `card`: 1 when each
    share is the B-Power or the Damage Rating, as the player picks (`either`)."""
    game.push_decision("divide", seat, count=times, options=[spec.bp, spec.dr, *bids], card=1 if spec.either else None)
