"""Decisions the later words of the card language ask for as a card completes:

`discard_pick`: the player picks a card in their discard pile (`from_discard`): one choice per
different card, Decline when the card says "you may". `energy_pick`: the effect's controller
destroys one Energy card of a player (`destroy_energy_chosen`), a charged (mode 0) or an
uncharged (mode 1) one: Energy cards are alike otherwise. `divide`: "+X divided as you choose",
one share at a time to a Bakugan of the group (mode: its place among those offered).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from game.rules.actions import Action, ChooseCard, Decline

if TYPE_CHECKING:
    from game.effects.more_words import DivideBoost, FromDiscard
    from game.rules.engine import Game
    from game.rules.state import Frame

DECISIONS: Final = ("discard_pick", "energy_pick", "divide")
WHERE: Final = {"hand": "into their hand", "deck_top": "on top of their deck", "deck": "into their deck"}


def offer_discard_pick(game: Game, seat: int, spec: FromDiscard, candidates: list[int]) -> None:
    game._decision("discard_pick", seat, options=[spec.to, *candidates], optional=spec.optional)


def offer_energy_pick(game: Game, seat: int, owner: int) -> None:
    game._decision("energy_pick", seat, count=owner)


def offer_divide(game: Game, seat: int, spec: DivideBoost, bids: list[int], times: int) -> None:
    """`count`: how many shares are left; `options`: [bp, dr, Bakugan ids...]."""
    game._decision("divide", seat, count=times, options=[spec.bp, spec.dr, *bids])


def legal(game: Game, frame: Frame) -> list[Action]:
    if frame.decision == "divide":  # mode k: the next share goes to the k-th Bakugan offered
        return [ChooseCard(seat=frame.seat, card=-1, mode=k) for k in range(len(frame.options) - 2)]
    if frame.decision == "energy_pick":
        owner = game.state.players[frame.count]
        return [
            ChooseCard(seat=frame.seat, card=-1, mode=mode)
            for mode, zone in enumerate((owner.charged, owner.uncharged))
            if zone
        ]
    seen: dict[str, int] = {}
    for iid in frame.options[1:]:
        seen.setdefault(game.state.cards[iid].card_id, iid)
    picks: list[Action] = [ChooseCard(seat=frame.seat, card=i) for i in sorted(seen.values())]
    return [*picks, Decline(seat=frame.seat)] if frame.optional or not picks else picks


def choose(game: Game, frame: Frame, action: ChooseCard) -> None:
    s = game.state
    if frame.decision == "divide":
        _divide_share(game, frame, action.mode)
        return
    s.frames.remove(frame)
    entry = game._resolving_entry()
    if frame.decision == "energy_pick":
        owner = s.players[frame.count]
        energy = "charged" if action.mode == 0 else "uncharged"
        zone = owner.charged if action.mode == 0 else owner.uncharged
        game.move_card(
            zone[-1], (energy, owner.seat), ("discard", owner.seat), cause="destroy", rule="4.5.1", by=frame.seat
        )
        kind = "a charged" if action.mode == 0 else "an uncharged"
        game.log(f"{game.name(frame.seat)} destroys {kind} Energy card of {owner.name}'s", "4.5.1")
        if entry is not None:
            entry.tally += 1
            entry.did = True
        return
    player = s.players[frame.seat]
    where = str(frame.options[0])
    source = ("discard", player.seat)
    if where == "hand":
        game.move_card(action.card, source, ("hand", player.seat), cause="from_discard", rule="4.5.1")
    else:
        game.move_card(action.card, source, ("deck", player.seat), cause="from_discard", rule="4.5.1")
        if where != "deck_top":
            game.rng().shuffle(player.deck)
    game.log(f"{player.name} puts {game.card(action.card).name} from their discard pile {WHERE[where]}", "4.5.1")
    if entry is not None:
        entry.tally += 1
        entry.did = True


def decline(game: Game, frame: Frame) -> None:
    game.state.frames.remove(frame)
    game.log(f"{game.name(frame.seat)} takes no card from their discard pile", "1.3.4")


def _divide_share(game: Game, frame: Frame, index: int) -> None:
    """One share of a divided "+X" goes to the Bakugan chosen; the decision ends with the last."""
    from game.rules.effect_ctx import EngineContext

    entry = game._resolving_entry()
    assert entry is not None
    bp, dr, bid = int(frame.options[0]), int(frame.options[1]), int(frame.options[2 + index])
    frame.count -= 1
    if frame.count <= 0:
        game.state.frames.remove(frame)
    EngineContext(game, entry).modify_bakugan(bid, bp, dr, 0, (), False)
