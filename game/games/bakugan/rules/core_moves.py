"""BakuCores moved off and between Bakugan: retracting a Bakugan, and card effects removing them to
the field and swapping them.

A removed BakuCore no longer gives its bonus (rule 6.5.2: only held BakuCores count) and the card's
controller places it on the field (rule 4.7.3). A swap exchanges one BakuCore of each of two
Bakugan. When a Bakugan holds more than one, the player picks which (a `remove_core` or
`swap_core` decision answered with ChooseCore, game/games/bakugan/rules/decisions/); with one choice there is
nothing to decide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.core_zones import WAITING, held_by
from game.games.bakugan.rules.decisions import place_core, swap_core

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


def remove_cores(game: Game, seat: int, bid: int, every: bool) -> None:
    """Take one BakuCore (the player's choice) or every BakuCore off this Bakugan."""
    cores = list(game.state.bakugan[bid].cores)
    if not cores:
        game.log(f"{game.bname(bid)} holds no BakuCore to remove", "1.3.4")
        return
    if every or len(cores) == 1:
        take_off(game, seat, bid, cores)
        return
    game.push_decision("remove_core", seat, card=bid)


def swap_cores(game: Game, seat: int, mine: int, theirs: int) -> None:
    """Exchange one BakuCore of `mine` with one of `theirs` (each picked when there is a choice)."""
    s = game.state
    if not s.bakugan[mine].cores or not s.bakugan[theirs].cores:
        game.log("A swap needs a BakuCore on each Bakugan; nothing is swapped", "1.3.4")
        return
    game.push_decision("swap_core", seat, card=mine, count=theirs)
    swap_core.answer_if_forced(game)


def offer_reveal(game: Game, seat: int, optional: bool) -> None:
    """Turn a BakuCore on the field bonus side up: every player may now read it (1.12.1)."""
    if any(c not in game.state.face_up_cores for c in game.state.field):
        game.push_decision("reveal_core", seat, optional=optional)


def take_off(game: Game, seat: int, bid: int, cores: list[str]) -> None:
    s = game.state
    game.log(f"{len(cores)} BakuCore{'s' if len(cores) != 1 else ''} removed from {game.bname(bid)}", "6.5.2")
    for cid in cores:  # by the seat whose card removes it: the damage record may keep it (5.11.2)
        game.move_core(cid, held_by(bid), WAITING, cause="removed", rule="6.5.2", by=seat)
    going = [cid for cid in cores if not any(cid in other.cores for other in s.bakugan)]
    if going:
        game.push_decision("place_core", seat, options=going)  # the card's controller places them (4.7.3)


def retract(game: Game, bid: int, rule: str = "7.2.5", placer: int | None = None) -> None:
    """Close an open Bakugan; the retracting player (`placer`, by default the Bakugan's controller:
    rules 5.13.2, 5.13.3) places its BakuCores back, in the order they choose (rule 4.7.3)."""
    s = game.state
    bak = s.bakugan[bid]
    if not bak.open or s.players[bak.controller].out:
        return  # rule 8.2.4: the Bakugan of a player out of the game stay as they were
    bak.open = False
    bak.in_brawl = False
    bak.rest_cm = None
    returning = list(bak.cores)
    for cid in returning:
        game.move_core(cid, held_by(bid), WAITING, cause="retract", rule=rule)
    game.log(f"{game.bname(bid)} retracts", rule)
    going_back = [cid for cid in returning if not any(cid in other.cores for other in s.bakugan)]
    if not going_back:
        return  # nothing held, or held too by the other Bakugan that opened on it
    seat = bak.controller if placer is None or s.players[placer].out else placer
    place_core.place_back(game, seat, going_back)
