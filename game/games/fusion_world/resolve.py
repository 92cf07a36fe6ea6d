"""Abilities resolving: effects one after another (a target asked for when there is a choice),
auto abilities triggered by events and waiting in batches (P1-P4, P12), and what happens once a
resolution is done (an extra card to the drop area, a countered card's play finished)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core import Event, Moved
from game.games.fusion_world.state import Buff, Trigger
from game.games.fusion_world.words import Effect

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld

RESOLVING_KINDS = ("target", "order", "life")  # while one of these is pending, nothing else starts (P4)


@dataclass(frozen=True)
class Played(Event):
    card: int
    seat: int


@dataclass(frozen=True)
class Attacked(Event):
    attacker: int
    seat: int


@dataclass(frozen=True)
class Blocked(Event):
    blocker: int
    seat: int


@dataclass(frozen=True)
class LeaderAwakened(Event):
    seat: int


def _queue(game: FusionWorld, iid: int, trigger: str) -> None:
    """Every auto ability of `iid` with this trigger waits to resolve (P1: in either player's turn)."""
    seat = game.state.owner[iid]
    for key, ability in game.abilities(iid):
        if ability.timing == "auto" and ability.trigger == trigger:
            game.state.waiting.append(Trigger(seat, iid, key))


def _on_played(game: FusionWorld, event: Played) -> None:
    """The played card's own on_play, and its opponent's on_opponent_play abilities, trigger together (P3)."""
    _queue(game, event.card, "on_play")
    s = game.state
    for iid in [s.leaders[1 - event.seat], *s.zone("battle", 1 - event.seat)]:
        _queue(game, iid, "on_opponent_play")


def _on_attacked(game: FusionWorld, event: Attacked) -> None:
    _queue(game, event.attacker, "on_attack")


def _on_blocked(game: FusionWorld, event: Blocked) -> None:
    _queue(game, event.blocker, "on_block")


def _on_awakened(game: FusionWorld, event: LeaderAwakened) -> None:
    _queue(game, game.state.leaders[event.seat], "on_awaken")


def _on_moved(game: FusionWorld, event: Moved) -> None:
    if event.cause == "ko" and event.source is not None and event.source[0] == "battle":
        _queue(game, int(event.item), "on_ko")


SUBSCRIBERS: tuple[tuple[type, Any], ...] = (
    (Played, _on_played),
    (Attacked, _on_attacked),
    (Blocked, _on_blocked),
    (LeaderAwakened, _on_awakened),
    (Moved, _on_moved),
)


def busy(game: FusionWorld) -> bool:
    top = game.pending()
    return top is not None and top.kind in RESOLVING_KINDS


def drain(game: FusionWorld) -> None:
    """Resolve waiting auto abilities: a batch at a time (what triggered together), the turn player's
    first (P3), each player choosing the order of their own (P2); what triggers meanwhile waits for
    the next batch (P4)."""
    s = game.state
    while not game.over and not busy(game):
        if not s.batch:
            if not s.waiting:
                return
            s.batch, s.waiting = s.waiting, []
        active = s.active_seat()
        seat = active if any(t.seat == active for t in s.batch) else s.batch[0].seat
        group = [t for t in s.batch if t.seat == seat]
        if len({(t.source, t.key) for t in group}) > 1:
            game.ask("order", seat)
            return
        trigger = group[0]
        s.batch.remove(trigger)
        start(game, trigger.seat, trigger.source, trigger.key, rule="P1")


def start(game: FusionWorld, seat: int, source: int, key: str, *, rule: str, played: int | None = None) -> None:
    """Resolve an ability from its first effect."""
    ability = game.ability(source, key)
    game.log(f"{game.label(source)}: {ability.describe(from_hand=game.card(source).kind == 'extra')}", rule)
    resume(game, seat, source, key, 0, played=played)


def targets(game: FusionWorld, seat: int, effect: Effect) -> list[int]:
    """The opponent's battle cards an effect may choose (P10: only the top of a stack is in the
    battle area; a card kept by a Permanent ability from the opponent's effects is left out)."""
    s = game.state
    found = []
    for iid in s.zone("battle", 1 - seat):
        if game.immune(iid):
            continue
        if effect.kind in ("ko", "exhaust") and game.power(iid) > effect.limit:
            continue
        if effect.kind == "bounce" and game.card(iid).cost > effect.limit:
            continue
        if effect.kind == "exhaust" and not game.is_active(iid):
            continue
        found.append(iid)
    return found


def resume(
    game: FusionWorld,
    seat: int,
    source: int,
    key: str,
    index: int,
    *,
    played: int | None = None,
    answered: bool = False,
    target: int | None = None,
) -> None:
    """Go on with an ability's effects from `index`; when `answered`, `target` is the one chosen
    for effect `index` (None: none, as "up to 1" allows)."""
    effects = game.ability(source, key).effects
    for at in range(index, len(effects)):
        effect = effects[at]
        chosen = None
        if effect.targeted:
            if at == index and answered:
                chosen = target
            else:
                options = targets(game, seat, effect)
                if not options:
                    continue
                game.ask("target", seat, source=source, key=key, index=at, played=played, options=options)
                return
        apply_effect(game, seat, source, effect, chosen, played)
        if game.over:
            return
    finished(game, source, played)


def finished(game: FusionWorld, source: int, played: int | None) -> None:
    """After an ability: a used extra card goes to the drop area (rule 3.3); a countered play goes on (P8)."""
    s = game.state
    where = s.where(source)
    if where is not None and where[0] == "resolving":
        game.move(source, ("drop", s.owner[source]), cause="used", rule="3.3")
    if played is not None:
        from game.games.fusion_world.play import land

        land(game, played)


def apply_effect(
    game: FusionWorld, seat: int, source: int, effect: Effect, target: int | None, played: int | None
) -> None:
    s = game.state
    kind = effect.kind
    who = s.leaders[seat] if effect.who == "leader" else source
    if kind == "draw":
        game.draw(seat, effect.amount, rule="8.2")
    elif kind == "power":
        if who in s.leaders or game.in_battle_area(who):
            s.buffs.append(Buff(who, effect.amount, effect.until))
            game.log(f"{game.label(who)} gets {effect.amount:+d} power", "8.2")
    elif kind == "ready":
        if who in s.leaders or game.in_battle_area(who):
            s.exhausted.discard(who)
            game.log(f"{game.label(who)} becomes active", "8.2")
    elif kind == "charge":
        for _ in range(effect.amount):
            deck = s.zone("deck", seat)
            if deck:
                game.move(deck[-1], ("energy", seat), cause="charge", rule="8.2")
                s.exhausted.add(deck[-1])
        game.log(f"{game.name(seat)} charges {effect.amount} from the deck", "8.2")
    elif kind == "negate_play":
        if played is not None and s.where(played) == ("resolving", s.owner[played]):
            game.to_drop(played, cause="countered", rule="P8")
            game.log(f"{game.label(played)} is countered and goes to the drop area", "P8")
    elif target is not None and game.in_battle_area(target):
        if kind == "ko":
            game.log(f"{game.label(target)} is KO'd", "10.3.2")
            game.to_drop(target, cause="ko", rule="10.3.2")
        elif kind == "exhaust":
            s.exhausted.add(target)
            game.log(f"{game.label(target)} is exhausted", "8.2")
        elif kind == "bounce":
            owner = s.owner[target]
            for under in s.zone("under", target):
                game.move(under, ("hand", owner), cause="bounce", rule="8.2")
            game.move(target, ("hand", owner), cause="bounce", rule="8.2")
            game.log(f"{game.label(target)} returns to its owner's hand", "8.2")
