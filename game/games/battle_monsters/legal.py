"""What the player whose turn it is may do now (6.1, 7.1-7.5), and why anything else is refused,
citing the most specific rule."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import IllegalAction
from game.games.battle_monsters.actions import (
    STANCES,
    Attack,
    Discard,
    Draw,
    OfferDraw,
    Reveal,
    Skip,
    Summon,
    Switch,
)
from game.games.battle_monsters.values import value

if TYPE_CHECKING:
    from game.games.battle_monsters.game import BattleMonsters


def attackable(game: BattleMonsters, iid: int) -> tuple[bool, str]:
    """Whether a monster could be attacked where it stands (5.1-5.4), with the rule if not."""
    s = game.state
    stance = s.stance[iid]
    if not s.visible(iid):
        if stance == "attack-invisible":
            return False, "5.3"
        return True, "5.4"
    if game.card(iid).is_monster:
        return True, "5.1" if stance == "attack-visible" else "5.2"
    return (False, "5.1") if stance == "attack-visible" else (True, "5.2")


def can_attack(game: BattleMonsters, iid: int) -> tuple[bool, str, str]:
    """Whether `iid` may attack at all now: (ok, rule, reason)."""
    s = game.state
    card = game.card(iid)
    if not card.is_monster:
        return False, "7.3", "only monsters attack"
    if iid in s.acted:
        return False, "7.1", f"{card.name} has already had its sub-action this turn"
    if not s.visible(iid):
        return False, "5.3" if s.attack_mode(iid) else "5.4", "a face-down monster cannot attack"
    if not s.attack_mode(iid):
        return False, "4.5", "a monster in defence mode cannot attack"
    if iid in s.arrived:
        return False, "7.3", f"{card.name} was summoned or revealed this turn"
    if value(game, iid, "attack") < 0:
        return False, "4.5", "a monster with attack below 0 cannot attack"
    return True, "", ""


def direct_ok(game: BattleMonsters, iid: int) -> tuple[bool, str]:
    s = game.state
    other = 1 - s.owner[iid]
    if any(s.visible(i) and game.card(i).is_monster for i in s.field_of(other)):
        return False, "the opponent has a visible monster"
    if value(game, iid, "attack") <= 0:
        return False, "its attack is not above 0"
    return True, ""


def turn_actions(game: BattleMonsters, seat: int) -> list[Any]:
    s = game.state
    legal: list[Any] = []
    hand = s.zone("hand", seat)
    for iid in hand:
        legal.extend(Summon(iid, stance) for stance in STANCES)
    mine = s.field_of(seat)
    opponents = s.field_of(1 - seat)
    targets = [i for i in opponents if attackable(game, i)[0]]
    for iid in mine:
        if iid in s.acted:
            continue
        if not s.visible(iid):
            legal.append(Reveal(iid))
        legal.append(Switch(iid))
        if can_attack(game, iid)[0]:
            legal.extend(Attack(iid, t) for t in targets)
            if direct_ok(game, iid)[0]:
                legal.append(Attack(iid, None))
    if s.zone("supply", seat):
        legal.append(Draw())
    legal.extend(Discard(iid) for iid in hand)
    legal.append(Skip())
    if (not s.tournament or s.house.tournament_draws) and not s.draw_offered:
        legal.append(OfferDraw())
    return legal


def explain(game: BattleMonsters, seat: int, action: Any) -> IllegalAction:
    s = game.state
    if isinstance(action, Summon):
        if action.stance not in STANCES:
            return IllegalAction("5.1", f"{action.stance!r} is not a stance ({', '.join(STANCES)})")
        return IllegalAction("7.5", "only a card in your hand can be summoned, to your side of the field")
    if isinstance(action, (Reveal, Switch, Attack)):
        iid = action.iid
        if iid not in s.owner or game.where(iid) != "field" or s.owner[iid] != seat:
            return IllegalAction("7.1", "sub-actions are made with your own cards on the field")
        if iid in s.acted:
            return IllegalAction("7.1", f"{game.card(iid).name} has already had its sub-action this turn")
        if isinstance(action, Reveal):
            return IllegalAction("7.2", "the card is already face up (it cannot be concealed again either)")
        if isinstance(action, Attack):
            ok, rule, reason = can_attack(game, iid)
            if not ok:
                return IllegalAction(rule, reason)
            if action.target is None:
                return IllegalAction("4.3", f"no direct attack: {direct_ok(game, iid)[1]}")
            if action.target not in s.owner or game.where(action.target) != "field" or s.owner[action.target] == seat:
                return IllegalAction("7.3", "a monster attacks a card on the opponent's side of the field")
            return IllegalAction(attackable(game, action.target)[1], "that card cannot be attacked in its stance")
    if isinstance(action, Draw):
        return IllegalAction("6.2", "your supply deck is empty: Skip instead")
    if isinstance(action, Discard):
        return IllegalAction("6.3", "only a card from your hand can be discarded")
    if isinstance(action, OfferDraw):
        if s.tournament and not s.house.tournament_draws:
            return IllegalAction("3.4", "no draws in tournament mode")
        return IllegalAction("3.4", "a draw has already been offered this turn")
    return IllegalAction("6.1", "that is not a sub-action or action you can take now")
