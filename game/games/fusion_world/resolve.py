"""Abilities resolving: effects one after another (a target or the cards to discard asked for when
there is a choice), auto abilities triggered by events and waiting in batches (P1-P4, P12), and
what happens once a resolution is done (an extra card to the drop area, the counters waiting under
it resolved, a countered card's play finished)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core import Event, Moved
from game.games.fusion_world.state import Buff, Trigger
from game.games.fusion_world.words import Effect

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld

RESOLVING_KINDS = ("target", "order", "life", "discard")  # while one of these is pending, nothing else starts (P4)
After = tuple[int, ...]  # counters waiting to resolve once this resolution is done, the next last


@dataclass(frozen=True)
class Played(Event):
    card: int
    seat: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, card: int, seat: int) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True)
class Attacked(Event):
    attacker: int
    seat: int
    target: int = -1

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, attacker: int, seat: int, target: int = -1) -> None:
        object.__setattr__(self, "attacker", attacker)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "target", target)


@dataclass(frozen=True)
class Blocked(Event):
    blocker: int
    seat: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, blocker: int, seat: int) -> None:
        object.__setattr__(self, "blocker", blocker)
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True)
class LeaderAwakened(Event):
    seat: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


def _queue(game: FusionWorld, iid: int, trigger: str) -> None:
    """Every auto ability of `iid` with this trigger waits to resolve (P1: in either player's turn)."""
    seat = game.state.owner[iid]
    for key, ability in game.abilities(iid):
        if ability.timing == "auto" and ability.trigger == trigger:
            game.state.waiting.append(Trigger(seat, iid, key))


def _in_play(game: FusionWorld, seat: int) -> list[int]:
    """The cards whose abilities listen: the Leader and the battle area (P6)."""
    s = game.state
    return [s.leaders[seat], *s.lists["battle"][seat]]


def _on_played(game: FusionWorld, event: Played) -> None:
    """The played card's own on_play, and its opponent's on_opponent_play abilities, trigger together (P3)."""
    _queue(game, event.card, "on_play")
    for iid in _in_play(game, 1 - event.seat):
        _queue(game, iid, "on_opponent_play")


def _on_attacked(game: FusionWorld, event: Attacked) -> None:
    """The attacker's on_attack, the attacked card's on_attacked and, when a Leader is attacked,
    the on_leader_attacked abilities of its side: all triggered by the attack (P12)."""
    _queue(game, event.attacker, "on_attack")
    if event.target < 0:
        return
    _queue(game, event.target, "on_attacked")
    defender = 1 - event.seat
    if event.target == game.state.leaders[defender]:
        for iid in _in_play(game, defender):
            _queue(game, iid, "on_leader_attacked")


def _on_blocked(game: FusionWorld, event: Blocked) -> None:
    _queue(game, event.blocker, "on_block")


def _on_awakened(game: FusionWorld, event: LeaderAwakened) -> None:
    _queue(game, game.state.leaders[event.seat], "on_awaken")


def _on_moved(game: FusionWorld, event: Moved) -> None:
    """A battle card KO'd (by battle, effect or cost): its own on_ko, its side's on_your_ko and
    every card's on_any_ko in play trigger together."""
    if event.cause != "ko" or event.source is None or event.source[0] != "battle":
        return
    item = int(event.item)
    _queue(game, item, "on_ko")
    owner = game.state.owner[item]
    for seat in (0, 1):
        for iid in _in_play(game, seat):
            if seat == owner:
                _queue(game, iid, "on_your_ko")
            _queue(game, iid, "on_any_ko")


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
    while (s.batch or s.waiting) and not game.over and not busy(game):  # nothing waiting: nothing to ask
        if not s.batch:
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


def start(
    game: FusionWorld,
    seat: int,
    source: int,
    key: str,
    *,
    rule: str,
    played: int | None = None,
    after: After = (),
) -> None:
    """Resolve an ability from its first effect."""
    ability = game.ability(source, key)
    game.log(f"{game.label(source)}: {ability.describe(from_hand=game.card(source).kind == 'extra')}", rule)
    resume(game, seat, source, key, 0, played=played, after=after)


def targets(game: FusionWorld, seat: int, effect: Effect) -> list[int]:
    """The cards an effect may choose: the opponent's battle cards (ko, exhaust, bounce; one kept
    by a Permanent ability from the opponent's effects is left out), your own (ko with whose: you,
    ready and power on one), or cards in your drop area (recover). P10: only the top of a stack
    is in the battle area."""
    s = game.state
    if effect.kind == "recover":
        return [i for i in s.zone("drop", seat) if _named(game, i, effect)]
    mine = effect.whose == "you" or effect.kind in ("ready", "power")
    found = []
    for iid in s.zone("battle", seat if mine else 1 - seat):
        if not _named(game, iid, effect) or (not mine and game.immune(iid)):
            continue
        if effect.kind in ("ko", "exhaust") and effect.limit and game.power(iid) > effect.limit:
            continue
        if effect.kind == "bounce" and game.card(iid).cost > effect.limit:
            continue
        if effect.kind == "exhaust" and not game.is_active(iid):
            continue
        if effect.kind == "ready" and game.is_active(iid):
            continue
        found.append(iid)
    return found


def _named(game: FusionWorld, iid: int, effect: Effect) -> bool:
    """Whether a card has the effect's <trait> and {name}, where it names them (P13)."""
    card = game.card(iid)
    return (not effect.trait or effect.trait in card.traits) and (not effect.name or effect.name == card.name)


def resume(
    game: FusionWorld,
    seat: int,
    source: int,
    key: str,
    index: int,
    *,
    played: int | None = None,
    after: After = (),
    answered: bool = False,
    target: int | None = None,
) -> None:
    """Go on with an ability's effects from `index`; when `answered`, `target` is the one chosen
    for effect `index` (None: none, as "up to 1" allows)."""
    effects = game.ability(source, key).effects
    where: dict[str, Any] = {"source": source, "key": key, "played": played}
    if after:
        where["after"] = list(after)
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
                must = {"must": True} if effect.must else {}
                game.ask("target", seat, index=at, options=options, **must, **where)
                return
        elif effect.kind == "discard" and not (at == index and answered):
            chooser = seat if effect.whose == "you" else 1 - seat
            hand = game.state.zone("hand", chooser)
            if len(hand) > effect.amount:
                game.ask("discard", chooser, index=at, count=effect.amount, controller=seat, **where)
                return
            discard(game, chooser, hand)
            continue
        elif effect.kind == "discard":
            continue  # the discard decision did it
        apply_effect(game, seat, source, effect, chosen, played, after)
        if game.over:
            return
    finished(game, source, played, after)


def finished(game: FusionWorld, source: int, played: int | None, after: After) -> None:
    """After an ability: a used extra card goes to the drop area (rule 3.3); what it answered goes on."""
    s = game.state
    where = s.where(source)
    if where is not None and where[0] == "resolving":
        game.move(source, ("drop", s.owner[source]), cause="used", rule="3.3")
        game.log(f"{game.card(source).name} goes to the drop area", "3.3")
    go_on(game, played, after)


def go_on(game: FusionWorld, played: int | None, after: After) -> None:
    """Once a counter is done (or declined): the counter it answered resolves next, unless it was
    cancelled; then the played card enters, unless it was countered (P8)."""
    s = game.state
    if after:
        *rest, answered = after
        if s.where(answered) == ("resolving", s.owner[answered]):
            card = game.card(answered)
            key = next(f"c{k}" for k, a in enumerate(card.abilities) if a.counter)
            start(game, s.owner[answered], answered, key, rule="P8", played=played, after=tuple(rest))
            return
        go_on(game, played, tuple(rest))
        return
    if played is not None:
        from game.games.fusion_world.play import land

        land(game, played)


def discard(game: FusionWorld, seat: int, cards: list[int] | tuple[int, ...]) -> None:
    for iid in cards:
        game.move(iid, ("drop", seat), cause="discard", rule="8.2")
    if cards:
        game.log(f"{game.name(seat)} discards {', '.join(game.card(i).name for i in cards)}", "8.2")


def apply_effect(
    game: FusionWorld,
    seat: int,
    source: int,
    effect: Effect,
    target: int | None,
    played: int | None,
    after: After = (),
) -> None:
    s = game.state
    kind = effect.kind
    who = target if effect.who == "one" else s.leaders[seat] if effect.who == "leader" else source
    if kind == "draw":
        game.draw(seat, effect.amount, rule="8.2")
    elif kind in ("charge", "life"):
        _deck_top(game, seat, kind, effect.amount)
    elif kind.startswith("negate_"):
        _negate(game, kind, played, after)
    elif who is None:
        return  # "up to 1": none chosen
    elif kind == "power":
        if who in s.leaders or game.in_battle_area(who):
            s.buffs.append(Buff(who, effect.amount, effect.until))
            game.log(f"{game.label(who)} gets {effect.amount:+d} power", "8.2")
    elif kind == "ready":
        if who in s.leaders or game.in_battle_area(who):
            s.exhausted.discard(who)
            game.log(f"{game.label(who)} becomes active", "8.2" if s.battle is None else "P14")
    elif kind == "recover" and target is not None and s.where(target) == ("drop", seat):
        game.move(target, ("hand", seat), cause="recover", rule="8.2")
        game.log(f"{game.name(seat)} adds {game.card(target).name} from the drop area to the hand", "8.2")
    elif target is not None and game.in_battle_area(target):
        _on_battle_card(game, kind, target)


def _deck_top(game: FusionWorld, seat: int, kind: str, amount: int) -> None:
    """The top cards of the deck to the energy area, exhausted (charge), or face down to the life area."""
    s = game.state
    for _ in range(amount):
        deck = s.zone("deck", seat)
        if deck:
            game.move(deck[-1], ("energy" if kind == "charge" else "life", seat), cause=kind, rule="8.2")
            if kind == "charge":
                s.exhausted.add(deck[-1])
    where = "from the deck" if kind == "charge" else "from the top of the deck into the life area"
    game.log(f"{game.name(seat)} {'charges' if kind == 'charge' else 'puts'} {amount} {where}", "8.2")


def _negate(game: FusionWorld, kind: str, played: int | None, after: After) -> None:
    s = game.state
    if kind == "negate_play":
        if played is not None and s.where(played) == ("resolving", s.owner[played]):
            game.to_drop(played, cause="countered", rule="P8")
            game.log(f"{game.label(played)} is countered and goes to the drop area", "P8")
    elif kind == "negate_counter":
        answered = after[-1] if after else None
        if answered is not None and s.where(answered) == ("resolving", s.owner[answered]):
            game.move(answered, ("drop", s.owner[answered]), cause="countered", rule="R15")
            game.log(f"{game.card(answered).name} is cancelled and goes to the drop area", "R15")
    elif s.battle is not None:
        from game.games.fusion_world.battle import cancel

        cancel(game, "the attack is cancelled: the battle ends", "R14")


def _on_battle_card(game: FusionWorld, kind: str, target: int) -> None:
    s = game.state
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
