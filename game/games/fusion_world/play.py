"""Paying and playing: energy payments (rules 3.4.1, 3.4.2), playing a battle card with Evolve and
Counter:Play (8.1, P8, P9), extra cards (8.2.2), Activate abilities (8.2), awakening (8.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.fusion_world import resolve
from game.games.fusion_world.actions import Activate, Awaken, Counter, PlayCard, UseExtra
from game.games.fusion_world.resolve import LeaderAwakened, Played

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


def payment(game: FusionWorld, seat: int, total: int, colour: str, spheres: int) -> list[int] | None:
    """The active energy to exhaust for a cost: `spheres` of `colour`, the rest from the colours the
    hand needs least (RULINGS.md R3: the engine picks the payment, keeping the colours still needed)."""
    s = game.state
    active = [i for i in s.zone("energy", seat) if i not in s.exhausted]
    if len(active) < total:
        return None
    coloured = [i for i in active if game.card(i).colour == colour]
    if len(coloured) < spheres:
        return None
    chosen = coloured[:spheres]
    need: dict[str, int] = {}
    for iid in s.zone("hand", seat):
        card = game.card(iid)
        need[card.colour] = need.get(card.colour, 0) + card.colour_cost
    rest = sorted((i for i in active if i not in chosen), key=lambda i: (need.get(game.card(i).colour, 0), i))
    return chosen + rest[: total - spheres]


def payment_refusal(game: FusionWorld, seat: int, total: int, colour: str, spheres: int) -> tuple[str, str]:
    s = game.state
    active = [i for i in s.zone("energy", seat) if i not in s.exhausted]
    if len(active) < total:
        return "3.4.1", f"the cost is {total} energy and {game.name(seat)} has {len(active)} active"
    return "3.4.2", f"the cost needs {spheres} {colour} energy"


def pay(game: FusionWorld, seat: int, total: int, colour: str = "", spheres: int = 0, *, rule: str) -> None:
    chosen = payment(game, seat, total, colour, spheres)
    if chosen is None:
        raise AssertionError("a legal action's cost could not be paid")
    game.state.exhausted.update(chosen)
    if chosen:
        game.log(f"{game.name(seat)} exhausts {len(chosen)} energy", rule)


def play_cost(game: FusionWorld, action: PlayCard) -> tuple[int, int]:
    card = game.card(action.card)
    if action.onto is not None and card.evolve is not None:
        return card.evolve.cost, card.evolve.colour_cost
    return card.cost, card.colour_cost


def counters(game: FusionWorld, seat: int) -> list[int]:
    """`seat`'s Counter:Play extra cards in hand that it can pay for now."""
    found = []
    for iid in game.state.zone("hand", seat):
        card = game.card(iid)
        counters_play = card.kind == "extra" and any(a.timing == "counter_play" for a in card.abilities)
        if counters_play and payment(game, seat, card.cost, card.colour, card.colour_cost) is not None:
            found.append(iid)
    return found


def play_card(game: FusionWorld, action: PlayCard) -> None:
    """P8 step 1: declare the play and pay its cost; the opponent may answer with a counter."""
    s = game.state
    card = game.card(action.card)
    total, spheres = play_cost(game, action)
    verb = f"evolves {game.label(action.onto)} into" if action.onto is not None else "plays"
    game.log(f"{game.name(action.seat)} {verb} {card.name}", "8.1")
    pay(game, action.seat, total, card.colour, spheres, rule="8.1")
    game.move(action.card, ("resolving", action.seat), cause="play", rule="P8")
    if action.onto is not None:
        s.evolving[action.card] = action.onto
    if counters(game, 1 - action.seat):
        game.ask("counter", 1 - action.seat, played=action.card)
    else:
        land(game, action.card)


def counter(game: FusionWorld, action: Counter, played: int) -> None:
    """P8 steps 2-4: the counter is paid, resolves, then the played card enters (unless countered)."""
    if action.card is None:
        land(game, played)
        return
    card = game.card(action.card)
    pay(game, action.seat, card.cost, card.colour, card.colour_cost, rule="P8")
    game.move(action.card, ("resolving", action.seat), cause="counter", rule="P8")
    key = next(f"c{k}" for k, a in enumerate(card.abilities) if a.timing == "counter_play")
    resolve.start(game, action.seat, action.card, key, rule="P8", played=played)


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
    pay(game, action.seat, card.cost, card.colour, card.colour_cost, rule="8.2.2")
    game.move(action.card, ("resolving", action.seat), cause="use", rule="8.2.2")
    key = next(f"c{k}" for k, a in enumerate(card.abilities) if a.timing == timing)
    resolve.start(game, action.seat, action.card, key, rule="8.2.2")


def activate(game: FusionWorld, action: Activate) -> None:
    s = game.state
    ability = game.ability(action.source, action.key)
    pay(game, action.seat, ability.cost, rule="8.2.1")
    if ability.exhaust_self:
        s.exhausted.add(action.source)
    s.used.add(f"{action.source}:{action.key}")
    resolve.start(
        game, action.seat, action.source, action.key, rule="8.2" if ability.timing == "activate_main" else "10.1"
    )


def awaken(game: FusionWorld, action: Awaken) -> None:
    s = game.state
    s.awakened[action.seat] = True
    game.log(f"{game.name(action.seat)}'s Leader awakens: {game.label(s.leaders[action.seat])}", "8.3")
    game.emit(LeaderAwakened(action.seat))
