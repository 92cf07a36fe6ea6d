"""Decisions a card offers as it completes: attach a BakuCore, throw again, play a card for free,
Energize from the top of the deck, reorder the top cards, choose an option, pick a card to discard
from a hand, copy an Action card, Energize cards from a hand. Each pushes its decision
(game/games/bakugan/rules/decisions/) when there is something to decide, or says why not."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


def offer_attach(game: Game, seat: int, bid: int, types: tuple[str, ...], count: int, optional: bool) -> None:
    if not game.legal.attachable(game, list(types)):
        game.log("There is no such BakuCore on the field to attach", "1.3.4")
        return
    game.push_decision("attach_core", seat, card=bid, count=count, options=list(types), optional=optional)


def offer_reroll(game: Game, seat: int, bid: int, optional: bool) -> None:
    """The player throws this Bakugan again (or, if optional, may decline)."""
    game.push_decision("reroll", seat, card=bid, count=1 if optional else 0)


def offer_free_play(game: Game, seat: int, candidates: list[int], optional: bool, onto: int | None = None) -> None:
    """The player may (or must) play one of these cards for free (rule 2.3.3); `onto`: an Evo
    only onto that Bakugan."""
    if not any(game.legal.free_play_options(game, seat, iid, onto) for iid in candidates):
        game.log("None of those cards can be played now (no selection for it)", "1.13.1")
        return
    game.push_decision("play_free", seat, options=list(candidates), optional=optional, card=onto)


def offer_energize_top(game: Game, seat: int, count: int, charged: bool) -> None:
    game.push_decision("energize_top", seat, options=[count, int(charged)], optional=True)


def offer_reorder(game: Game, seat: int, cards: list[int]) -> None:
    """Put these cards (now the top of the deck) back in an order the player chooses: the first
    chosen goes on top."""
    game.push_decision("reorder", seat, options=list(cards), count=0)


def offer_option(game: Game, seat: int, count: int) -> None:
    """`seat` chooses one of `count` options of the card completing (mode 0, 1, ...)."""
    game.push_decision("option", seat, count=count)


def offer_choose_discard(game: Game, seat: int, owner: int, cards: list[int]) -> None:
    """`seat` picks one of these cards in `owner`'s hand; `owner` discards it."""
    game.push_decision("choose_discard", seat, options=[owner, *cards])


def offer_copy(game: Game, seat: int, candidates: list[int], optional: bool) -> None:
    """Copy one of these Action cards, with new selections (rule 7.7.1)."""
    game.push_decision("copy_new", seat, options=list(candidates), optional=optional)


def offer_energize_pick(game: Game, picker: int, owner: int, count: int, optional: bool, charged: bool) -> None:
    """`picker` Energizes cards from `owner`'s hand, one at a time (count 0: any number)."""
    game.push_decision("energize_pick", picker, options=[owner, int(charged)], count=count, optional=optional)
