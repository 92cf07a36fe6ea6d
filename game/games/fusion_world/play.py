"""Paying and playing: energy payments (rules 3.4.1, 3.4.2), playing a battle card with Evolve and
the counters that answer it (8.1, P8, P9), extra cards (8.2.2), Activate abilities and their costs
(8.2, 8.2.1), awakening (8.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.fusion_world import resolve
from game.games.fusion_world.actions import Activate, Awaken, Counter, Payment, PlayCard, UseExtra
from game.games.fusion_world.resolve import LeaderAwakened, Played

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


def _active_energy(game: FusionWorld, seat: int) -> list[int]:
    s = game.state
    return [i for i in s.lists["energy"][seat] if i not in s.exhausted]


def suggested(game: FusionWorld, seat: int, total: int, colour: str, spheres: int) -> list[int] | None:
    """The engine's suggestion when the payer names no energy (RULINGS.md R3): `spheres` of
    `colour`, the rest from the colours the hand needs least."""
    active = _active_energy(game, seat)
    if len(active) < total:
        return None
    coloured = [i for i in active if game.card(i).colour == colour]
    if len(coloured) < spheres:
        return None
    chosen = coloured[:spheres]
    need: dict[str, int] = {}
    for iid in game.state.lists["hand"][seat]:
        card = game.card(iid)
        need[card.colour] = need.get(card.colour, 0) + card.colour_cost
    rest = sorted((i for i in active if i not in chosen), key=lambda i: (need.get(game.card(i).colour, 0), i))
    return chosen + rest[: total - spheres]


def payment(
    game: FusionWorld, seat: int, total: int, colour: str, spheres: int, chosen: Payment = None
) -> list[int] | None:
    """The energy that pays a cost: the cards the payer `chosen` (3.4: they exhaust them), or the
    engine's suggestion when they named none; None when it cannot be paid so."""
    if chosen is None:
        return suggested(game, seat, total, colour, spheres)
    return list(chosen) if payment_refusal(game, seat, total, colour, spheres, chosen) is None else None


def payment_refusal(
    game: FusionWorld, seat: int, total: int, colour: str, spheres: int, chosen: Payment = None
) -> tuple[str, str] | None:
    """Why a cost cannot be paid (with these energy cards, when `chosen`), or None."""
    active = _active_energy(game, seat)
    if chosen is None:
        if len(active) < total:
            return "3.4.1", f"the cost is {total} energy and {game.name(seat)} has {len(active)} active"
        if spheres and sum(1 for i in active if game.card(i).colour == colour) < spheres:  # suggested() is None
            return "3.4.2", f"the cost needs {spheres} {colour} energy"
        return None
    if len(set(chosen)) != len(chosen) or any(i not in active for i in chosen):
        return "3.4.1", "pay with different active energy cards of your own energy area"
    if len(chosen) != total:
        return "3.4.1", f"the cost is {total} energy: exhaust {total} energy cards, not {len(chosen)}"
    if sum(1 for i in chosen if game.card(i).colour == colour) < spheres:
        return "3.4.2", f"the cost needs {spheres} {colour} energy among the cards that pay"
    return None


def pay(
    game: FusionWorld, seat: int, total: int, colour: str = "", spheres: int = 0, chosen: Payment = None, *, rule: str
) -> None:
    paying = payment(game, seat, total, colour, spheres, chosen)
    if paying is None:
        raise AssertionError("a legal action's cost could not be paid")
    game.state.exhausted.update(paying)
    if paying:
        names = ", ".join(game.card(i).name for i in paying)
        said = f"{len(paying)} energy" if chosen is None else f"{len(paying)} energy of their choice ({names})"
        game.log(f"{game.name(seat)} exhausts {said}", rule)


def play_cost(game: FusionWorld, action: PlayCard) -> tuple[int, int]:
    card = game.card(action.card)
    if action.onto is not None and card.evolve is not None:
        return card.evolve.cost, card.evolve.colour_cost
    return card.cost, card.colour_cost


def counters(game: FusionWorld, seat: int, timing: str = "counter_play") -> list[int]:
    """`seat`'s extra cards in hand with a Counter ability of `timing` that it can pay for now."""
    found = []
    for iid in game.state.lists["hand"][seat]:
        card = game.card(iid)
        answers = card.kind == "extra" and any(a.timing == timing for a in card.abilities)
        if answers and payment(game, seat, card.cost, card.colour, card.colour_cost) is not None:
            found.append(iid)
    return found


WINDOWS = {"play": "counter_play", "attack": "counter_attack", "counter": "counter_counter"}
COUNTER_RULES = {"play": "P8", "attack": "R14", "counter": "R15"}  # the rule of each counter window


def offer_counter(game: FusionWorld, seat: int, window: str, **data: object) -> bool:
    """Ask `seat` whether it answers with a counter of this window, if it holds one it can pay for
    (the window is left out of the decision for a play, as it was before there were others)."""
    if not counters(game, seat, WINDOWS[window]):
        return False
    if window != "play":
        data["window"] = window
    game.push("counter", seat, {k: v for k, v in data.items() if v not in ((), None) or k == "played"})
    return True


def play_card(game: FusionWorld, action: PlayCard) -> None:
    """P8 step 1: declare the play and pay its cost; the opponent may answer with a counter."""
    s = game.state
    card = game.card(action.card)
    total, spheres = play_cost(game, action)
    verb = f"evolves {game.label(action.onto)} into" if action.onto is not None else "plays"
    game.log(f"{game.name(action.seat)} {verb} {card.name}", "8.1")
    pay(game, action.seat, total, card.colour, spheres, action.pay, rule="8.1")
    game.move(action.card, ("resolving", action.seat), cause="play", rule="P8")
    if action.onto is not None:
        s.evolving[action.card] = action.onto
    if not offer_counter(game, 1 - action.seat, "play", played=action.card):
        land(game, action.card)


def counter(game: FusionWorld, action: Counter, window: str, played: int | None, after: tuple[int, ...]) -> None:
    """P8 steps 2-4: a counter is paid and may itself be answered (Counter:Counter); then it
    resolves, and what it answered goes on: the played card enters unless it was countered, the
    attack goes on unless it was cancelled, a counter answered resolves unless it was cancelled.
    `after` holds the counters waiting under this one (the next to resolve last)."""
    if action.card is None:
        resolve.go_on(game, played, after)
        return
    card = game.card(action.card)
    timing = WINDOWS[window]
    game.log(f"{game.name(action.seat)} answers with {card.name}", COUNTER_RULES[window])
    pay(game, action.seat, card.cost, card.colour, card.colour_cost, action.pay, rule="P8")
    game.move(action.card, ("resolving", action.seat), cause="counter", rule="P8")
    if not offer_counter(game, 1 - action.seat, "counter", played=played, after=(*after, action.card)):
        key = next(f"c{k}" for k, a in enumerate(card.abilities) if a.timing == timing)
        resolve.start(game, action.seat, action.card, key, rule="P8", played=played, after=after)


def land(game: FusionWorld, iid: int) -> None:
    """The played card enters the battle area active (8.1), or on top of the card it evolves from,
    keeping that card's state and power changes (P10: the stack is one card)."""
    s = game.state
    seat = s.owner[iid]
    onto = s.evolving.pop(iid, None)
    if s.where(iid) != ("resolving", seat):
        return
    if onto is not None and game.in_battle_area(onto):
        at = s.zone("battle", seat).index(onto)
        was_exhausted = onto in s.exhausted
        buffs = [b for b in s.buffs if b.card == onto]
        if ("under", iid) not in s.core.zones.contents:  # made when a card first evolves (P10)
            s.core.zones.add(("under", iid))
        for under in s.zone("under", onto):
            game.move(under, ("under", iid), cause="evolve", rule="P10")
        game.move(iid, ("battle", seat), cause="evolve", rule="P9", index=at)
        game.move(onto, ("under", iid), cause="evolve", rule="P10")
        if was_exhausted:
            s.exhausted.add(iid)
        for b in buffs:
            b.card = iid
        s.buffs.extend(buffs)
    else:
        game.move(iid, ("battle", seat), cause="play", rule="8.1")
    game.emit(Played(iid, seat))


def use_extra(game: FusionWorld, action: UseExtra, timing: str) -> None:
    card = game.card(action.card)
    game.log(f"{game.name(action.seat)} uses {card.name}", "8.2.2")
    pay(game, action.seat, card.cost, card.colour, card.colour_cost, action.pay, rule="8.2.2")
    game.move(action.card, ("resolving", action.seat), cause="use", rule="8.2.2")
    key = next(f"c{k}" for k, a in enumerate(card.abilities) if a.timing == timing)
    resolve.start(game, action.seat, action.card, key, rule="8.2.2")


def activate(game: FusionWorld, action: Activate) -> None:
    s = game.state
    ability = game.ability(action.source, action.key)
    pay(game, action.seat, ability.cost, chosen=action.pay, rule="8.2.1")
    if ability.exhaust_self:
        s.exhausted.add(action.source)
    if ability.ko_own and action.cost_card is not None:
        game.log(f"{game.name(action.seat)} KOs {game.label(action.cost_card)} to pay the cost", "8.2.1")
        game.to_drop(action.cost_card, cause="ko", rule="8.2.1")
    s.used.add(f"{action.source}:{action.key}")
    resolve.start(
        game, action.seat, action.source, action.key, rule="8.2" if ability.timing == "activate_main" else "10.1"
    )


def awaken(game: FusionWorld, action: Awaken) -> None:
    s = game.state
    s.awakened[action.seat] = True
    game.log(f"{game.name(action.seat)}'s Leader awakens: {game.label(s.leaders[action.seat])}", "8.3")
    game.emit(LeaderAwakened(action.seat))
