"""Battles: the attack (rule 8.4), Counter:Attack and Blocker (8.4.3, after the attack's triggers:
P12, RULINGS.md R14), combos (11.1-11.4), the damage step (10.3), Double Strike (P11), and a battle
ending early when a card in it leaves the battle area (R5) or a counter cancels the attack (R14)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Moved
from game.games.fusion_world.actions import Attack, Block, Combo
from game.games.fusion_world.play import offer_counter, pay
from game.games.fusion_world.resolve import Attacked, Blocked
from game.games.fusion_world.state import Battle

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld

BATTLE_KINDS = ("block", "step")


def blockers(game: FusionWorld, seat: int) -> list[int]:
    """`seat`'s active Blockers that could take the attack (not the card already attacked)."""
    s = game.state
    if s.battle is None:
        return []
    return [
        i
        for i in s.zone("battle", seat)
        if i != s.battle.target and i not in s.exhausted and "Blocker" in game.card(i).keywords
    ]


def attack(game: FusionWorld, action: Attack) -> None:
    s = game.state
    defender = 1 - action.seat
    game.exhaust(action.attacker)
    s.battle = Battle(action.attacker, action.target, action.seat)
    game.log(f"{game.label(action.attacker)} attacks {game.label(action.target)}", "8.4")
    game.push("step", defender, {"step": "defence"})  # answered last: pushed first
    game.push("step", action.seat, {"step": "attack"})
    if blockers(game, defender):
        game.push("block", defender)
    offer_counter(game, defender, "attack", attacker=action.attacker)  # after the attack's triggers (R14)
    game.emit(Attacked(action.attacker, action.seat, action.target))


def block(game: FusionWorld, action: Block) -> None:
    s = game.state
    if action.blocker is None or s.battle is None:
        return
    game.exhaust(action.blocker)
    s.battle.target = action.blocker
    s.battle.blocked = True
    game.log(f"{game.label(action.blocker)} blocks: it is now the attack's target", "8.4.3")
    game.emit(Blocked(action.blocker, action.seat))


def combo(game: FusionWorld, action: Combo) -> None:
    card = game.card(action.card)
    where = "hand" if game.state.where(action.card) == ("hand", action.seat) else "battle area"
    game.log(f"{game.name(action.seat)} combos {card.name} from the {where} (+{card.combo_power})", "11.1")
    pay(game, action.seat, card.combo_cost, chosen=action.pay, rule="11.2")
    game.move(action.card, ("combo", action.seat), cause="combo", rule="11.1")


def combo_power(game: FusionWorld, seat: int) -> int:
    return sum(game.card(i).combo_power for i in game.state.lists["combo"][seat])


def side_power(game: FusionWorld, seat: int) -> int:
    """A side's power in the damage step: its card in the battle plus its combo area (10.3, 11.3)."""
    b = game.state.battle
    if b is None:
        return 0
    card = b.attacker if seat == b.seat else b.target
    return game.power(card) + combo_power(game, seat)


def damage_step(game: FusionWorld) -> None:
    s = game.state
    b = s.battle
    if b is None:
        return
    attack_power, defence_power = side_power(game, b.seat), side_power(game, 1 - b.seat)
    won = attack_power >= defence_power
    game.log(
        f"damage step: {attack_power} against {defence_power}: "
        + (
            "the attacker wins" + (" (a tie goes to the attacker)" if attack_power == defence_power else "")
            if won
            else "the defender wins"
        ),
        "10.3",
    )
    target, attacker, defender = b.target, b.attacker, 1 - b.seat
    _close(game)
    if not won:
        return
    if game.is_leader(target):
        points = 2 if "DoubleStrike" in game.card(attacker).keywords and not game.is_leader(attacker) else 1
        take_damage(game, defender, points)
    else:
        game.log(f"{game.label(target)} is KO'd", "10.3.2")
        game.to_drop(target, cause="ko", rule="10.3.2")


def take_damage(game: FusionWorld, seat: int, points: int) -> None:
    """Rule 10.3.1: a life card to the hand per damage; with more than one, the damaged player
    chooses which (P11)."""
    life = game.state.lists["life"][seat]
    if points > 1 and len(life) > points:
        game.push("life", seat, {"count": points})
        return
    take_life(game, seat, list(range(len(life) - 1, max(-1, len(life) - 1 - points), -1)))


def take_life(game: FusionWorld, seat: int, positions: list[int]) -> None:
    life = game.state.zone("life", seat)
    chosen = [life[p] for p in positions]
    for iid in chosen:
        game.move(iid, ("hand", seat), cause="damage", rule="10.3.1")
    game.log(f"{game.name(seat)} takes {len(chosen)} damage ({len(life) - len(chosen)} life left)", "10.3.1")


def _close(game: FusionWorld) -> None:
    """Rule 10.3.3: the combo areas to the drop areas; the battle and its power changes end."""
    s = game.state
    s.battle = None
    combos = [iid for seat in (0, 1) for iid in s.zone("combo", seat)]
    for iid in combos:
        game.to_drop(iid, cause="combo", rule="10.3.3")
    if combos:
        game.log(f"{len(combos)} combo card(s) go to the drop areas; the battle ends", "10.3.3")
    s.buffs = [b for b in s.buffs if b.until != "battle"]


def cancel(game: FusionWorld, why: str, rule: str) -> None:
    """The battle ends now with no damage: its steps (and an attack's counter window) are dropped,
    the combo areas go to the drop areas (10.3.3)."""
    game.log(why, rule)
    for decision in [d for d in game.core.pending if _of_the_battle(d)]:
        game.core.pending.remove(decision)
    _close(game)


def _of_the_battle(decision: Any) -> bool:
    return decision.kind in BATTLE_KINDS or (decision.kind == "counter" and decision.get("window") == "attack")


def _left_battle(game: FusionWorld, event: Moved) -> None:
    """R5: when the attacker or the attacked card leaves play, the battle ends with no damage."""
    b = game.state.battle
    if b is None or event.item not in (b.attacker, b.target) or event.target[0] in ("battle", "leader"):
        return
    if event.cause == "evolve":
        return
    cancel(game, f"{game.label(int(event.item))} left the battle area: the battle ends", "R5")


SUBSCRIBERS: tuple[tuple[type, Any], ...] = ((Moved, _left_battle),)
