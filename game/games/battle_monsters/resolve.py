"""What happens after a sub-action or action: abilities set off (a card's own, traps of the
opponent: 8.3), effects resolved one at a time in the order they were set off, and battles (4.1,
4.2, 4.3, 8.4). A choice of target pauses the queue with a `target` decision."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.battle_monsters.state import Boost, Granted, Pending
from game.games.battle_monsters.values import battle_value, field_targets, graveyard_targets, matches_subject
from game.games.battle_monsters.words import Effect, describe_ability

if TYPE_CHECKING:
    from game.games.battle_monsters.game import BattleMonsters


# ---- setting abilities off -----------------------------------------------------------------------


def own_ability(game: BattleMonsters, iid: int, when: str, subject: int = -1, zone: str = "field") -> None:
    """The card's own abilities for `when` (summoned, revealed, attacks, wins, loses, graveyard;
    the callers see that a card on the field is face up: 5.5). A graveyard ability goes off only
    for a card sent from one of its zones."""
    card = game.card(iid)
    for index, ability in enumerate(card.abilities):
        if ability.when == when and (when != "graveyard" or zone in ability.zones):
            _enqueue(game, iid, index, subject)
    if card.type == "spell" and when == "revealed" and card.timing == "once":
        game.state.queue.append(Pending("spent", iid, game.state.owner[iid]))


def spring_traps(game: BattleMonsters, when: str, actor: int, subject: int = -1) -> None:
    """Rule 8.3: the traps of `actor`'s opponent whose condition is `when` reveal themselves and
    apply, face down or face up, in the order they were played."""
    s = game.state
    other = 1 - actor
    pool, cards = game.pool.cards, s.cards
    traps = [i for i in s.reading("field", other) if pool[cards[i]].type == "trap"]
    if not traps:
        return
    if s.queue:
        spent = {p.source for p in s.queue if p.kind == "spent"}  # sprung already, waiting to go (8.2)
        traps = [i for i in traps if i not in spent]
    traps.sort(key=lambda i: (s.seq.get(i, 0), i))
    for iid in traps:
        card = game.card(iid)
        hits = [
            n
            for n, a in enumerate(card.abilities)
            if a.when == when and (a.subject is None or (subject >= 0 and matches_subject(game, a.subject, subject)))
        ]
        if not hits:
            continue
        if not s.visible(iid):
            game.turn_face_up(iid, rule="8.3", cause="trap")
        game.log(f"{game.name(other)}'s trap {card.name} springs", "8.3")
        for n in hits:
            _enqueue(game, iid, n, subject)
        if card.timing == "once":
            s.queue.append(Pending("spent", iid, other))


def _enqueue(game: BattleMonsters, source: int, ability: int, subject: int) -> None:
    s = game.state
    card = game.card(source)
    game.log(f"{card.name}: {describe_ability(card.abilities[ability])}", "1.2")
    for index in range(len(game.card(source).abilities[ability].effects)):
        s.queue.append(Pending("effect", source, s.side(source), ability, index, subject))


# ---- the queue -----------------------------------------------------------------------------------


def run_queue(game: BattleMonsters) -> None:
    """Resolve what waits, first in first out, until the queue is empty, the game is over, or a
    player must choose a target (then `choose_target` goes on)."""
    s = game.state
    while s.queue and not game.over:
        item = s.queue[0]
        if item.kind == "battle":
            s.queue.pop(0)
            _battle(game, item)
        elif item.kind == "spent":
            s.queue.pop(0)
            if game.where(item.source) == "field":
                game.to_graveyard(item.source, cause="used", rule="8.2", triggers=False)
        else:
            effect = _effect_of(game, item)
            options = _options(game, effect, item)
            if options is not None and len(options) > 1:
                game.ask("target", _chooser(effect, item), options=tuple(options))
                return
            s.queue.pop(0)
            apply_effect(game, item, effect, options[0] if options else None, options is not None)
    if not s.queue and s.ending and not game.over:
        game.end_turn_by_effect()


def _chooser(effect: Effect, item: Pending) -> int:
    """Who chooses: the effect's controller, or the player whose hand a discard takes from (R16)."""
    if effect.verb == "discard" and effect.target is not None and effect.target.who == "opponent":
        return 1 - item.controller
    return item.controller


def choose_target(game: BattleMonsters, iid: int) -> None:
    item = game.state.queue.pop(0)
    apply_effect(game, item, _effect_of(game, item), iid, True)
    run_queue(game)


def _effect_of(game: BattleMonsters, item: Pending) -> Effect:
    return game.card(item.source).abilities[item.ability].effects[item.effect]


def _options(game: BattleMonsters, effect: Effect, item: Pending) -> list[int] | None:
    """The cards a one-card effect may reach (None: the effect needs no choice)."""
    target = effect.target
    if target is None or target.pick in ("all",):
        return None
    if target.pick == "self":
        return [item.source] if game.where(item.source) == "field" else []
    if target.pick == "subject":
        return [item.subject] if item.subject >= 0 and game.where(item.subject) == "field" else []
    if effect.verb == "revive":
        return graveyard_targets(game, target, item.controller)
    if effect.verb == "summon":
        return summon_targets(game, effect, item.controller)
    if effect.verb == "discard":
        return game.state.zone("hand", item.controller if target.who == "you" else 1 - item.controller)
    if effect.verb == "search":
        return None  # no choice: the first match from the top (R21)
    return field_targets(game, target, item.controller)


def summon_targets(game: BattleMonsters, effect: Effect, seat: int) -> list[int]:
    """The monsters a summon effect may take: its controller's, from the graveyard or the hand
    (any that match), or the supply's top card (if it matches)."""
    s = game.state
    target = effect.target
    assert target is not None
    pile = s.zone(effect.zone, seat)
    if effect.zone == "supply":
        pile = pile[-1:]
    return [
        i
        for i in pile
        if game.card(i).is_monster
        and (not target.keyword or target.keyword in game.card(i).keywords)
        and (not target.element or target.element in game.card(i).elements)
    ]


def apply_effect(game: BattleMonsters, item: Pending, effect: Effect, chosen: int | None, needs_target: bool) -> None:
    s = game.state
    me = item.controller
    them = 1 - me
    name = game.card(item.source).name
    verb = effect.verb
    if needs_target and chosen is None:
        game.log(f"{name}: nothing to {verb}, so it does nothing", "1.2")
        return
    if verb == "draw":
        game.draw(me, effect.amount, rule="1.2")
    elif verb == "lose_lives":
        game.lose_lives(them, effect.amount, f"{name}'s effect", "1.2")
    elif verb == "gain_lives":
        s.lives[me] += effect.amount
        game.log(f"{game.name(me)} gains {effect.amount} life(s) ({name})", "1.2")
    elif verb == "mill":
        milled = []
        for _ in range(effect.amount):
            top = game.core.zones.top(("supply", them))
            if top is not None:
                game.move(top, ("graveyard", them), cause="mill", rule="1.2")
                milled.append(int(top))
        game.log(f"{name} puts the top of {game.name(them)}'s supply into the graveyard", "1.2")
        for iid in milled:
            own_ability(game, iid, "graveyard", zone="supply")
    elif verb == "grant":
        assert effect.target is not None
        reached = [chosen] if chosen is not None else field_targets(game, effect.target, me)
        if effect.target.pick == "self":
            reached = [item.source] if game.where(item.source) == "field" else []
        for iid in reached:
            if game.card(iid).is_monster:
                s.granted.append(Granted(iid, effect.grant, s.tick()))
        game.log(f"{name}: {len(reached)} monster(s) {effect.grant.replace('_', ' ')} this turn", "1.2")
    elif verb == "summon":
        assert chosen is not None
        game.summon_by_effect(me, chosen, effect.stance, name)
    elif verb == "discard":
        assert chosen is not None
        owner = s.owner[chosen]
        game.move(chosen, ("graveyard", owner), cause="effect", rule="1.2")
        game.log(f"{name}: {game.name(owner)} discards {game.card(chosen).name}", "1.2")
        own_ability(game, chosen, "graveyard", zone="hand")
    elif verb == "end_turn":
        if not s.ending:
            s.ending = True
            game.log(f"{name}: {game.name(s.active())}'s turn ends once what waits has resolved (R19)", "6.1")
    elif verb == "take_control":
        assert chosen is not None
        _take_control(game, chosen, me, effect.until, name)
    elif verb == "search":
        assert effect.target is not None
        _search(game, me, effect, name)
    elif verb == "negate":
        if item.subject >= 0:
            s.negated.add(item.subject)
            game.log(f"{name} stops the attack", "8.3")
    elif verb == "boost":
        assert effect.target is not None
        reached = [chosen] if chosen is not None else field_targets(game, effect.target, me)
        for iid in reached:
            if game.card(iid).is_monster:
                s.boosts.append(Boost(iid, effect.stat, effect.amount, s.tick()))
        game.log(f"{name}: {len(reached)} monster(s) get {effect.amount:+d} {effect.stat} this turn", "1.2")
    elif verb == "revive":
        assert chosen is not None
        game.move(chosen, ("hand", me), cause="revive", rule="1.2")
        game.log(f"{name}: {game.name(me)} takes {game.card(chosen).name} from the graveyard into hand", "1.2")
    else:
        assert effect.target is not None
        reached = [chosen] if chosen is not None else field_targets(game, effect.target, me)
        for iid in reached:
            _on_card(game, verb, iid, name)


def _take_control(game: BattleMonsters, iid: int, me: int, until: str, source_name: str) -> None:
    """R20: the monster moves to `me`'s side of the field in its stance, this turn's boosts and
    grants kept; a borrow goes back at the end of the turn."""
    s = game.state
    if game.where(iid) != "field" or s.side(iid) == me or not s.visible(iid):
        game.log(f"{source_name}: that monster can no longer be taken", "1.2")
        return
    came_from = s.side(iid)
    game.move(iid, ("field", me), cause="take control", rule="1.2")
    if until == "turn":
        s.borrowed[iid] = came_from
    held = "until the end of the turn" if until == "turn" else "for good"
    game.log(f"{source_name}: {game.name(me)} takes control of {game.card(iid).name} {held} (R20)", "1.2")


def _search(game: BattleMonsters, me: int, effect: Effect, source_name: str) -> None:
    """R21: the first matching card from the top of `me`'s supply into the hand, then the supply
    shuffled (the opponent is told a card was taken, not which)."""
    target = effect.target
    assert target is not None
    supply = game.state.zone("supply", me)
    found = next((i for i in reversed(supply) if _matches(game, target.type, target.keyword, target.element, i)), None)
    if found is None:
        game.log(f"{source_name}: {game.name(me)} finds no such card in the supply", "1.2")
    else:
        game.move(found, ("hand", me), cause="search", rule="1.2")
        game.log(f"{source_name}: {game.name(me)} takes a card from the supply into hand (R21)", "1.2")
    if supply:
        game.shuffle_supply(me)


def _matches(game: BattleMonsters, kind: str, keyword: str, element: str, iid: int) -> bool:
    card = game.card(iid)
    if kind != "card" and card.type != kind:
        return False
    if (keyword or element) and not card.is_monster:
        return False
    return (not keyword or keyword in card.keywords) and (not element or element in card.elements)


def _on_card(game: BattleMonsters, verb: str, iid: int, source_name: str) -> None:
    s = game.state
    if game.where(iid) != "field":
        return
    shown = game.card(iid).name if s.visible(iid) else "a face-down card"
    if verb == "destroy":
        game.log(f"{source_name} sends {shown} to the graveyard", "1.2")
        game.to_graveyard(iid, cause="effect", rule="1.2")
    elif verb == "switch":
        game.switch_mode(iid)
        game.log(f"{source_name} switches {shown} to {s.stance[iid]}", "1.2")
    elif verb == "bounce":
        game.log(f"{source_name} returns {shown} to its owner's hand", "1.2")
        game.leave_field(iid, ("hand", s.owner[iid]), cause="bounce", rule="1.2")
    elif verb == "conceal":
        if s.visible(iid):
            s.stance[iid] = s.stance[iid].replace("-visible", "-invisible")
            s.seq.pop(iid, None)
            game.log(f"{source_name} turns {shown} face down (an effect may: 7.2)", "7.2")
    elif verb == "reveal" and not s.visible(iid):
        game.turn_face_up(iid, rule="1.2", cause="effect")


# ---- battles -------------------------------------------------------------------------------------


def _lost(game: BattleMonsters, loser: int, winner: int) -> None:
    """Rule 4.2: the loser to the graveyard (its 'sent to the graveyard' and 'loses' abilities, the
    winner as their subject), then the winner's 'wins'."""
    game.to_graveyard(loser, cause="battle", rule="4.2")
    own_ability(game, loser, "loses", subject=winner)
    own_ability(game, winner, "wins", subject=loser)


def _battle(game: BattleMonsters, item: Pending) -> None:
    s = game.state
    attacker, target = item.source, item.target
    if attacker in s.negated:
        s.negated.discard(attacker)
        return
    if game.where(attacker) != "field" or not s.attack_mode(attacker) or not s.visible(attacker):
        game.log(f"the attack of {game.card(attacker).name} is over before the battle", "4.2")
        return
    if target < 0:
        game.log(f"{game.card(attacker).name} attacks {game.name(1 - item.controller)} directly", "4.3")
        game.lose_lives(1 - item.controller, 1, f"a direct attack by {game.card(attacker).name}", "4.3")
        return
    if game.where(target) != "field":
        game.log(f"the target of {game.card(attacker).name} is gone: no battle", "4.2")
        return
    defender = game.card(target)
    if not s.visible(target):
        game.turn_face_up(target, rule="4.1", cause="attacked", triggers=False)
    if not defender.is_monster:
        game.log(f"{game.card(attacker).name} attacks {defender.name}: it is sent to the graveyard", "8.4")
        game.to_graveyard(target, cause="attacked", rule="8.4")
        return
    mine, theirs = battle_value(game, attacker), battle_value(game, target)
    game.log(f"battle: {game.card(attacker).name} {mine} against {defender.name} {theirs}", "4.1")
    if mine > theirs:
        _lost(game, target, attacker)
    elif theirs > mine:
        _lost(game, attacker, target)
    else:
        game.log("a tie: neither monster loses (R4)", "4.2")
