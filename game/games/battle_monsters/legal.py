"""What the player whose turn it is may do now (6.1, 7.1-7.5), and why anything else is refused,
citing the rule that forbids the action itself: a card's effect that forbids it (1.2), the turn
that ended with its action (6.1), the sub-action's own rule (7.2-7.5), the stance (4.5, 5.1-5.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from game.core import IllegalAction
from game.games.battle_monsters.actions import (
    STANCES,
    AnswerDraw,
    Attack,
    ChooseTarget,
    CoinFlip,
    Discard,
    Draw,
    OfferDraw,
    Reveal,
    Skip,
    Summon,
    Switch,
    ToGraveyard,
)
from game.games.battle_monsters.state import FACE_UP
from game.games.battle_monsters.values import (
    aura_sources,
    forbidden_by,
    grant_sources,
    lasting_sources,
    permits,
    value,
)

if TYPE_CHECKING:
    from game.games.battle_monsters.game import BattleMonsters


def attackable(
    game: BattleMonsters, iid: int, attacker: int | None = None, granting: list[int] | None = None
) -> tuple[bool, str]:
    """Whether a card could be attacked where it stands (5.1-5.4), with the rule if not; a monster
    whose card says it may attack spells and traps reaches them in any stance (1.2). `granting`:
    values.grant_sources(game), when the caller has them already (here and below)."""
    s = game.state
    stance = s.stance[iid]
    card = game.card(iid)
    if not card.is_monster and attacker is not None and permits(game, attacker, "attack_spells_traps", granting):
        return True, "1.2"
    if not s.visible(iid):
        return (False, "5.3") if stance == "attack-invisible" else (True, "5.4")
    if card.is_monster:
        return True, "5.1" if stance == "attack-visible" else "5.2"
    return (False, "5.1") if stance == "attack-visible" else (True, "5.2")


def can_attack(
    game: BattleMonsters, iid: int, granting: list[int] | None = None, sources: list[int] | None = None
) -> tuple[bool, str, str]:
    """Whether `iid` may attack at all now: (ok, rule, reason). A monster that may attack twice
    (1.2) keeps its sub-action after its first attack (`attacks` counts it). `sources`:
    values.aura_sources(game), when the caller has them already (here and below)."""
    s = game.state
    card = game.card(iid)
    if not card.is_monster:
        return False, "7.3", "only monsters attack"
    if forbidden_by(game, iid, granting) is not None:
        return False, "1.2", f"a card's effect says {card.name} cannot attack"
    if iid in s.acted:
        if s.attacks.get(iid, 0) >= 2:
            return False, "7.3", f"{card.name} has attacked twice this turn, all its card allows"
        return False, "7.1", f"{card.name} has already had its sub-action this turn"
    if not s.visible(iid):
        return False, "5.3" if s.attack_mode(iid) else "5.4", "a face-down monster cannot attack"
    if not s.attack_mode(iid):
        return False, "4.5", "a monster in defence mode cannot attack"
    if iid in s.arrived and not permits(game, iid, "attack_on_arrival", granting):
        return False, "7.3", f"{card.name} was summoned or revealed this turn"
    if value(game, iid, "attack", sources) < 0:
        return False, "4.5", "a monster with attack below 0 cannot attack"
    return True, "", ""


def direct_ok(
    game: BattleMonsters, iid: int, granting: list[int] | None = None, sources: list[int] | None = None
) -> tuple[bool, str]:
    s = game.state
    other = 1 - s.side(iid)
    if any(s.visible(i) and game.card(i).is_monster for i in s.reading("field", other)) and not permits(
        game, iid, "attack_directly", granting
    ):
        return False, "the opponent has a visible monster"
    if value(game, iid, "attack", sources) <= 0:
        return False, "its attack is not above 0"
    return True, ""


DRAW: Final = Draw()  # the actions naming nothing, made once (frozen)
SKIP: Final = Skip()
OFFER_DRAW: Final = OfferDraw()


def turn_actions(game: BattleMonsters, seat: int) -> list[Any]:
    """The turn's legal actions, in the order players read them: the summons of each card in hand,
    each card on the field's reveal, switch and attacks, then Draw, the discards, Skip and the
    offer of a draw. A card's actions are the game's kept ones (kept.py)."""
    s = game.state
    kept = game.kept_actions
    legal: list[Any] = []
    lists = s.lists()  # zones read, never changed, while the list is made
    hand = lists["hand"][seat]
    for iid in hand:
        legal.extend(kept.summons_of(iid))
    mine = lists["field"][seat]
    opponents = lists["field"][1 - seat]
    sources, granting = lasting_sources(game)
    granted = bool(granting or s.granted)  # no grant in play: no card's effect permits or forbids anything
    values = game.kept_values
    values.refresh(game, sources)
    stances, acted, attacks = s.stance, s.acted, s.attacks
    targets: list[tuple[int, bool, bool]] | None = None  # each opponent card: attackable in its stance, a monster
    guarded = False  # the opponent has a face-up monster (4.3)
    switches = kept.switches
    for iid in mine:
        if iid in acted:
            continue  # no sub-action left: no reveal, switch or attack (attack_now's first checks)
        stance = stances[iid]
        if stance not in FACE_UP:
            legal.append(kept.reveal(iid))
        if not attacks.get(iid):  # a card that attacked does not switch that turn (7.4)
            switch = switches.get(iid)
            legal.append(kept.switch(iid) if switch is None else switch)
        if stance != "attack-visible":
            continue  # face down or in defence mode: no attack (attack_now's next check)
        attack = attack_now(game, iid, stance, granting, granted)
        if attack is None:
            continue
        if targets is None:  # attackable(game, t, iid) but for the permission of its attacker
            targets = []
            monsters = game.monsters()
            for t in opponents:
                monster = t in monsters
                targets.append((t, attackable(game, t)[0], monster))
                guarded = guarded or (monster and stances[t] in FACE_UP)
        reaches = None  # permits(game, iid, "attack_spells_traps"), asked once a spell or trap needs it
        for t, stance_ok, monster in targets:
            if not stance_ok and not monster:
                if reaches is None:
                    reaches = granted and permits(game, iid, "attack_spells_traps", granting)
                stance_ok = reaches
            if stance_ok:
                legal.append(kept.attack(iid, t))
        if attack > 0 and (not guarded or (granted and permits(game, iid, "attack_directly", granting))):
            legal.append(kept.attack(iid, None))  # direct_ok's two checks
    if lists["supply"][seat]:
        legal.append(DRAW)
    for iid in hand:
        legal.append(kept.discard(iid))
    legal.append(SKIP)
    if (not s.tournament or s.house.tournament_draws) and not s.draw_offered:
        legal.append(OFFER_DRAW)
    return legal


def attack_now(game: BattleMonsters, iid: int, stance: str, granting: list[int], granted: bool) -> int | None:
    """The attack of `iid` when it may attack now (can_attack's checks, in its order), else None.
    `granting`: grant_sources(game); `granted`: whether any grant is in play (else none is asked
    about); the attack is the game's kept value (kept.py: game.kept_values refreshed at this state)."""
    s = game.state
    if iid not in game.monsters():
        return None
    if granted and forbidden_by(game, iid, granting) is not None:
        return None
    if iid in s.acted or stance != "attack-visible":  # its sub-action had; face down or in defence mode
        return None
    if iid in s.arrived and not (granted and permits(game, iid, "attack_on_arrival", granting)):
        return None
    attack = game.kept_values.both(game, iid)[0]
    return attack if attack >= 0 else None


def turn_allows(game: BattleMonsters, seat: int, action: Any) -> bool:
    """Whether `action` is one of turn_actions(game, seat), asked of that action alone (the loop
    checks every action it applies: building the whole list again cost a fifth of a game)."""
    s = game.state
    kind = type(action)
    if kind is Summon:
        return action.stance in STANCES and action.iid in s.reading("hand", seat)
    if kind is Discard:
        return action.iid in s.reading("hand", seat)
    if kind is Reveal or kind is Switch:
        iid = action.iid
        if iid not in s.reading("field", seat) or iid in s.acted:
            return False
        return not s.visible(iid) if kind is Reveal else not s.attacks.get(iid)
    if kind is Attack:
        iid = action.iid
        if iid not in s.reading("field", seat):
            return False
        granting = grant_sources(game)
        game.kept_values.refresh(game, aura_sources(game))
        if attack_now(game, iid, s.stance[iid], granting, bool(granting or s.granted)) is None:
            return False
        if action.target is None:
            return direct_ok(game, iid, granting)[0]
        return action.target in s.reading("field", 1 - seat) and attackable(game, action.target, iid, granting)[0]
    if kind is Draw:
        return bool(s.reading("supply", seat))
    if kind is Skip:
        return True
    if kind is OfferDraw:
        return bool((not s.tournament or s.house.tournament_draws) and not s.draw_offered)
    return False


def _turn_over(game: BattleMonsters, seat: int, iid: int) -> IllegalAction | None:
    """A card of the player whose turn it is not (their turn ended with its one action: 6.1)."""
    s = game.state
    if iid in s.owner and s.side(iid) != seat and game.where(iid) in ("hand", "field"):
        other = s.side(iid)
        return IllegalAction(
            "6.1", f"it is {game.name(seat)}'s turn: {game.name(other)}'s turn ended with its one action"
        )
    return None


def explain(game: BattleMonsters, seat: int, action: Any) -> IllegalAction:
    s = game.state
    card_of = getattr(action, "iid", None)
    if isinstance(action, (Summon, Reveal, Switch, Attack, Discard)) and card_of is not None:
        other = _turn_over(game, seat, card_of)
        if other is not None:
            return other
    if isinstance(action, Summon):
        if action.stance not in STANCES:
            return IllegalAction("7.5", f"{action.stance!r} is not a stance ({', '.join(STANCES)})")
        return IllegalAction("7.5", "only a card in your hand can be summoned, to your side of the field")
    if isinstance(action, (Reveal, Switch, Attack)):
        return _sub_action(game, seat, action)
    if isinstance(action, Draw):
        return IllegalAction("6.2", "your supply deck is empty: Skip instead")
    if isinstance(action, Discard):
        return IllegalAction("6.3", "only a card from your hand can be discarded")
    if isinstance(action, OfferDraw):
        if s.tournament and not s.house.tournament_draws:
            return IllegalAction("3.4", "no draws in tournament mode")
        return IllegalAction("3.4", "a draw has already been offered this turn")
    if isinstance(action, AnswerDraw):
        return IllegalAction("3.4", "no draw has been offered")
    if isinstance(action, ChooseTarget):
        return IllegalAction("1.2", "no card's effect is waiting for a choice")
    if isinstance(action, CoinFlip):
        return IllegalAction("2.2", "the coin decided who goes first before the game began")
    if isinstance(action, ToGraveyard):
        return IllegalAction("2.4", "the graveyard cards are selected before the game begins")
    return IllegalAction("6.1", "that is not a sub-action or action you can take now")


WHERE = {Reveal: ("7.2", "Reveal turns one of your face-down cards on the field face up"),
         Switch: ("7.4", "Switch Mode turns one of your cards on the field"),
         Attack: ("7.3", "a monster of yours on the field attacks")}  # fmt: skip


def _sub_action(game: BattleMonsters, seat: int, action: Reveal | Switch | Attack) -> IllegalAction:
    s = game.state
    iid = action.iid
    if iid not in s.owner or game.where(iid) != "field" or s.side(iid) != seat:
        return IllegalAction(*WHERE[type(action)])
    name = game.card(iid).name
    if isinstance(action, Attack):
        ok, rule, reason = can_attack(game, iid)
        if not ok:
            return IllegalAction(rule, reason)
        if action.target is None:
            return IllegalAction("4.3", f"no direct attack: {direct_ok(game, iid)[1]}")
        if action.target not in s.owner or game.where(action.target) != "field" or s.side(action.target) == seat:
            return IllegalAction("7.3", "a monster attacks a card on the opponent's side of the field")
        return IllegalAction(attackable(game, action.target, iid)[1], "that card cannot be attacked in its stance")
    if isinstance(action, Switch) and s.attacks.get(iid):
        return IllegalAction("7.4", f"{name} attacked this turn: it cannot switch mode until the next turn")
    if iid in s.acted:
        return IllegalAction("7.1", f"{name} has already had its sub-action this turn")
    return IllegalAction("7.2", "the card is already face up (it cannot be concealed again either)")
