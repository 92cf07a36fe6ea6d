"""Values and selections: a monster's attack and defence with every lasting change applied in the
order played (1.3), and which cards a selection reaches (4.4: by keyword and element only)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.battle_monsters.state import FACE_UP
from game.games.battle_monsters.words import Aura, Selection

if TYPE_CHECKING:
    from game.games.battle_monsters.card_model import BmCard
    from game.games.battle_monsters.game import BattleMonsters


def value(game: BattleMonsters, iid: int, stat: str, sources: list[int] | None = None) -> int:
    """`stat` ("attack" or "defence") of the monster `iid` on the field now. Printed value, then
    every aura of a face-up card and every boost of this turn that reaches it, in the order they
    were played: an added amount adds, a set value replaces what came before (1.3)."""
    s = game.state
    card = game.card(iid)
    base = card.attack if stat == "attack" else card.defence
    changes: list[tuple[int, int, int | None]] = []  # (seq, amount, set_to)
    if s.visible(iid):
        for source in aura_sources(game) if sources is None else sources:
            for aura in game.card(source).auras:
                if aura.stat in (stat, "both") and aura_reaches(game, aura, source, iid):
                    changes.append((s.seq.get(source, 0), aura.amount, aura.set_to))
    for boost in s.boosts:
        if boost.card == iid and boost.stat in (stat, "both"):
            changes.append((boost.seq, boost.amount, None))
    changes.sort(key=lambda c: c[0])
    total = base
    for _, amount, set_to in changes:
        total = set_to if set_to is not None else total + amount
    return total


def lasting_auras(game: BattleMonsters, sources: list[int]) -> list[tuple[int, int, Aura]]:
    """(controller, play order, aura) of each aura on attack or defence of the cards `sources`
    (aura_sources), read once where the values of many monsters are (a view)."""
    s = game.state
    pool, cards = game.pool.cards, s.cards
    found = []
    for source in sources:
        controller, seq = s.side(source), s.seq.get(source, 0)
        for aura in pool[cards[source]].auras:
            if aura.stat in ("attack", "defence", "both"):
                found.append((controller, seq, aura))
    return found


def both_values(game: BattleMonsters, iid: int, auras: list[tuple[int, int, Aura]]) -> tuple[int, int]:
    """value()'s attack and defence at once, each aura's reach asked once (a view shows both of
    every face-up monster); `auras`: lasting_auras of the aura sources."""
    s = game.state
    card = game.card(iid)
    attack: list[tuple[int, int, int | None]] = []
    defence: list[tuple[int, int, int | None]] = []
    if auras and s.visible(iid):
        owner = s.side(iid)
        for controller, seq, aura in auras:
            if reaches(aura.to, controller, owner, True, card):
                change = (seq, aura.amount, aura.set_to)
                stat = aura.stat
                if stat != "defence":
                    attack.append(change)
                if stat != "attack":
                    defence.append(change)
    for boost in s.boosts:
        if boost.card == iid:
            if boost.stat in ("attack", "both"):
                attack.append((boost.seq, boost.amount, None))
            if boost.stat in ("defence", "both"):
                defence.append((boost.seq, boost.amount, None))
    return _applied(card.attack, attack), _applied(card.defence, defence)


def _applied(base: int, changes: list[tuple[int, int, int | None]]) -> int:
    if not changes:
        return base
    if len(changes) > 1:  # one change needs no order (most values have none or one)
        changes.sort(key=lambda c: c[0])
    total = base
    for _, amount, set_to in changes:
        total = set_to if set_to is not None else total + amount
    return total


def battle_value(game: BattleMonsters, iid: int) -> int:
    """Rule 4.1: attack points in attack mode, defence points in defence mode, attacked or not."""
    kept = game.kept_values  # value()'s, kept (kept.py)
    kept.refresh(game, aura_sources(game))
    attack, defence = kept.both(game, iid)
    return attack if game.state.attack_mode(iid) else defence


def aura_sources(game: BattleMonsters) -> list[int]:
    """The face-up cards with lasting effects, in field order (worked out once where many values
    are read; only the cards whose card has auras are looked at: BattleMonsters.lasting_cards)."""
    with_auras = game.lasting_cards()[0]
    if not with_auras:
        return []
    s = game.state
    stances = s.stance
    fields = s.lists()["field"]
    return [i for seat in (0, 1) for i in fields[seat] if i in with_auras and stances.get(i) in FACE_UP]


def lasting_sources(game: BattleMonsters) -> tuple[list[int], list[int]]:
    """(aura_sources(game), grant_sources(game)) in one pass over the field (a turn's legal
    actions read both)."""
    with_auras, with_grants = game.lasting_cards()
    if not with_grants:
        return aura_sources(game), []
    s = game.state
    stances, fields = s.stance, s.lists()["field"]
    auras: list[int] = []
    grants: list[int] = []
    for seat in (0, 1):
        for i in fields[seat]:
            if (i in with_auras or i in with_grants) and stances.get(i) in FACE_UP:
                if i in with_auras:
                    auras.append(i)
                if i in with_grants:
                    grants.append(i)
    return auras, grants


def aura_reaches(game: BattleMonsters, aura: Aura, source: int, iid: int) -> bool:
    return selects(game, aura.to, game.state.side(source), iid, with_attack=False)


def selects(game: BattleMonsters, sel: Selection, controller: int, iid: int, *, with_attack: bool = True) -> bool:
    """Whether the card `iid` on the field is one `sel` reaches for a card of `controller`.
    Keywords, elements and card types other than 'card' are read only on face-up cards (a
    face-down card shows none of them)."""
    s = game.state
    face_up = s.visible(iid)
    card = game.card(iid)
    if not reaches(sel, controller, s.side(iid), face_up, card):  # side: who controls it (R20)
        return False
    if with_attack and (sel.min_attack is not None or sel.max_attack is not None):
        if not face_up or not card.is_monster:
            return False
        attack = value(game, iid, "attack")
        if sel.min_attack is not None and attack < sel.min_attack:
            return False
        if sel.max_attack is not None and attack > sel.max_attack:
            return False
    return True


def reaches(sel: Selection, controller: int, owner: int, face_up: bool, card: BmCard) -> bool:
    """selects' test of a card on the field by who controls it (`owner`), its face and its printed
    words, for a card of `controller` (without the attack bounds: those read the card's value)."""
    if (sel.who == "you" and owner != controller) or (sel.who == "opponent" and owner == controller):
        return False
    if (sel.face == "up" and not face_up) or (sel.face == "down" and face_up):
        return False
    if sel.type != "card" and (not face_up or card.type != sel.type):
        return False
    if (sel.keyword or sel.element) and not face_up:
        return False
    return not (
        (sel.keyword and sel.keyword not in card.keywords) or (sel.element and sel.element not in card.elements)
    )


def matches_subject(game: BattleMonsters, sel: Selection | None, subject: int) -> bool:
    """A trap's condition on the card that set it off (the subject is face up, or just summoned)."""
    if sel is None:
        return True
    card = game.card(subject)
    if sel.type != "card" and card.type != sel.type:
        return False
    if (sel.keyword and sel.keyword not in card.keywords) or (sel.element and sel.element not in card.elements):
        return False
    if sel.min_attack is not None and card.is_monster and value(game, subject, "attack") < sel.min_attack:
        return False
    return sel.max_attack is None or not card.is_monster or value(game, subject, "attack") <= sel.max_attack


def field_targets(game: BattleMonsters, sel: Selection, controller: int) -> list[int]:
    s = game.state
    return [i for seat in (0, 1) for i in s.reading("field", seat) if selects(game, sel, controller, i)]


def graveyard_targets(game: BattleMonsters, sel: Selection, controller: int) -> list[int]:
    return [
        i
        for i in game.state.zone("graveyard", controller)
        if game.card(i).is_monster
        and (not sel.keyword or sel.keyword in game.card(i).keywords)
        and (not sel.element or sel.element in game.card(i).elements)
    ]


PERMISSIONS = ("attack_directly", "attack_twice", "attack_on_arrival", "attack_spells_traps")


def grant_sources(game: BattleMonsters) -> list[int]:
    """The face-up cards on the field with lasting grants, in field order (worked out once where
    many grants are read: a turn's legal actions)."""
    with_grants = game.lasting_cards()[1]
    if not with_grants:
        return []
    s = game.state
    stances = s.stance
    fields = s.lists()["field"]
    return [i for seat in (0, 1) for i in fields[seat] if i in with_grants and stances.get(i) in FACE_UP]


def grant_seq(game: BattleMonsters, iid: int, what: str, granting: list[int] | None = None) -> int | None:
    """When the latest change `what` reaching the monster `iid` was played (1.3), or None: a
    lasting grant of a face-up card (its play order) or this turn's (the effect's order).
    `granting`: grant_sources(game), when the caller has them already."""
    s = game.state
    found = [g.seq for g in s.granted if g.card == iid and g.what == what]
    if s.visible(iid):
        pool, cards = game.pool.cards, s.cards
        for source in grant_sources(game) if granting is None else granting:
            for grant in pool[cards[source]].grants:
                if grant.what == what and _reaches(game, grant.to, source, iid):
                    found.append(s.seq.get(source, 0))
    return max(found) if found else None


def _reaches(game: BattleMonsters, sel: Selection, source: int, iid: int) -> bool:
    if sel.pick == "self":
        return source == iid
    return selects(game, sel, game.state.side(source), iid, with_attack=False)


def forbidden_by(game: BattleMonsters, iid: int, granting: list[int] | None = None) -> int | None:
    """The play order of a `cannot_attack` still in force on `iid`: one played after every
    permission that reaches it (1.3: the effect played last wins); None when it may attack."""
    banned = grant_seq(game, iid, "cannot_attack", granting)
    if banned is None:
        return None
    allowed = [seq for what in PERMISSIONS if (seq := grant_seq(game, iid, what, granting)) is not None]
    return banned if not allowed or banned > max(allowed) else None


def permits(game: BattleMonsters, iid: int, what: str, granting: list[int] | None = None) -> bool:
    """Whether a card's effect lets `iid` do `what` now (and no later `cannot_attack` forbids it)."""
    seq = grant_seq(game, iid, what, granting)
    if seq is None:
        return False
    banned = grant_seq(game, iid, "cannot_attack", granting)
    return banned is None or seq > banned
