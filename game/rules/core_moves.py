"""BakuCores moved off and between Bakugan by card effects: removing them to the field, swapping.

A removed BakuCore no longer gives its bonus (rule 6.5.2: only held BakuCores count) and the card's
controller places it on the field (rule 4.7.3). A swap exchanges one BakuCore of each of two
Bakugan. When a Bakugan holds more than one, the player picks which (a `remove_core` or
`swap_core` decision answered with ChooseCore); with one choice there is nothing to decide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from game.rules.actions import Action, ChooseCore, Decline

if TYPE_CHECKING:
    from game.rules.engine import Game
    from game.rules.state import Frame

DECISIONS: Final = ("remove_core", "swap_core", "reveal_core")


def remove_cores(game: Game, seat: int, bid: int, every: bool) -> None:
    """Take one BakuCore (the player's choice) or every BakuCore off this Bakugan."""
    cores = list(game.state.bakugan[bid].cores)
    if not cores:
        game.log(f"{game.bname(bid)} holds no BakuCore to remove", "1.3.4")
        return
    if every or len(cores) == 1:
        _take_off(game, seat, bid, cores)
        return
    game._decision("remove_core", seat, card=bid)


def swap_cores(game: Game, seat: int, mine: int, theirs: int) -> None:
    """Exchange one BakuCore of `mine` with one of `theirs` (each picked when there is a choice)."""
    s = game.state
    if not s.bakugan[mine].cores or not s.bakugan[theirs].cores:
        game.log("A swap needs a BakuCore on each Bakugan; nothing is swapped", "1.3.4")
        return
    game._decision("swap_core", seat, card=mine, count=theirs)
    _auto(game)


def offer_reveal(game: Game, seat: int, optional: bool) -> None:
    """Turn a BakuCore on the field bonus side up: every player may now read it (1.12.1)."""
    if any(c not in game.state.face_up_cores for c in game.state.field):
        game._decision("reveal_core", seat, optional=optional)


def legal(game: Game, frame: Frame) -> list[Action]:
    s = game.state
    if frame.decision == "reveal_core":
        hidden = [c for c in sorted(s.field) if c not in s.face_up_cores]
        return [
            *(ChooseCore(seat=frame.seat, core=c) for c in hidden),
            *([Decline(seat=frame.seat)] if frame.optional else []),
        ]
    assert frame.card is not None
    if frame.decision == "remove_core" or not frame.options:
        return [ChooseCore(seat=frame.seat, core=c) for c in s.bakugan[frame.card].cores]
    return [ChooseCore(seat=frame.seat, core=c) for c in s.bakugan[frame.count].cores]


def choose(game: Game, frame: Frame, core: str) -> None:
    s = game.state
    if frame.decision == "reveal_core":
        s.frames.remove(frame)
        s.face_up_cores.append(core)
        found = game.catalog.cores[s.cores[core].core_id]
        game.log(f"{game.name(frame.seat)} turns a {found.type.value} BakuCore face up ({found.id})", "1.12.1")
        return
    assert frame.card is not None
    if frame.decision == "remove_core":
        s.frames.remove(frame)
        _take_off(game, frame.seat, frame.card, [core])
        return
    if not frame.options:
        frame.options = [core]
        _auto(game)
        return
    s.frames.remove(frame)
    _exchange(game, frame.seat, frame.card, str(frame.options[0]), frame.count, core)


def _auto(game: Game) -> None:
    """Answer a swap choice that has only one possible answer."""
    frame = game.pending()
    while frame is not None and frame.kind == "decision" and frame.decision == "swap_core":
        options = legal(game, frame)
        if len(options) != 1:
            return
        choose(game, frame, options[0].core)  # type: ignore[attr-defined]
        frame = game.pending()


def _exchange(game: Game, seat: int, mine: int, my_core: str, theirs: int, their_core: str) -> None:
    s = game.state
    s.bakugan[mine].cores.remove(my_core)
    s.bakugan[theirs].cores.remove(their_core)
    s.bakugan[mine].cores.append(their_core)
    s.bakugan[theirs].cores.append(my_core)
    game.log(f"{game.bname(mine)} and {game.bname(theirs)} swap a BakuCore", "6.5.2")
    for bid, lost, gained in ((mine, my_core, their_core), (theirs, their_core, my_core)):
        game.keep_core_for_damage(seat, bid, lost)  # rule 5.11.2
        game.lock_core_out_of_damage(seat, bid, gained)


def _take_off(game: Game, seat: int, bid: int, cores: list[str]) -> None:
    s = game.state
    bak = s.bakugan[bid]
    for cid in cores:
        bak.cores.remove(cid)
    game.log(f"{len(cores)} BakuCore{'s' if len(cores) != 1 else ''} removed from {game.bname(bid)}", "6.5.2")
    for cid in cores:
        game.keep_core_for_damage(seat, bid, cid)  # rule 5.11.2
    going = [cid for cid in cores if not any(cid in other.cores for other in s.bakugan)]
    if going:
        game._decision("place_core", seat, options=going)  # the card's controller places them (4.7.3)
