"""What a player may do now, and why not: every main-phase and battle-step action is refused or
allowed by `refused` / `refusal`, which names the most specific rule; `actions` lists the legal ones
directly, as `asked_actions` (every candidate asked of `refused`) would list them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import IllegalAction
from game.games.fusion_world.actions import Activate, Attack, Awaken, Block, Combo, EndMain, PlayCard, Proceed, UseExtra
from game.games.fusion_world.play import payment_refusal, play_cost

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld

Refusal = tuple[str, str] | None


def _play(game: FusionWorld, a: PlayCard) -> Refusal:
    s = game.state
    if s.where(a.card) != ("hand", a.seat):
        return "8.1", "only a card in your hand can be played"
    card = game.card(a.card)
    if card.kind != "battle":
        return "8.1", f"{card.name} is not a battle card" + (
            " (extra cards are used: rule 8.2.2)" if card.kind == "extra" else ""
        )
    if a.onto is not None:
        if card.evolve is None:
            return "P9", f"{card.name} has no Evolve"
        if s.where(a.onto) != ("battle", a.seat):
            return "P10", "Evolve goes on top of one of your battle cards in the battle area"
        if game.card(a.onto).character != card.evolve.onto:
            return "P9", f"{card.name} evolves from a {card.evolve.onto}, not from a {game.card(a.onto).character}"
    total, spheres = play_cost(game, a)
    return payment_refusal(game, a.seat, total, card.colour, spheres, a.pay)


def _activate(game: FusionWorld, a: Activate, timing: str) -> Refusal:
    s = game.state
    rule = "8.2" if timing == "activate_main" else "10.1"
    if s.owner.get(a.source) != a.seat or not (game.is_leader(a.source) or game.in_battle_area(a.source)):
        return rule, "only your Leader's and your battle-area cards' abilities can be activated"
    keys = dict(game.abilities(a.source))
    ability = keys.get(a.key)
    if ability is None or ability.timing != timing:
        word = "Activate:Main" if timing == "activate_main" else "Activate:Battle"
        return rule, f"that is not a {word} ability" + (
            " (Activate:Battle waits for a battle)"
            if timing == "activate_main" and ability is not None and ability.timing == "activate_battle"
            else ""
        )
    if f"{a.source}:{a.key}" in s.used:
        return "8.2.1", "that ability was used this turn (once per turn)"
    if ability.exhaust_self and a.source in s.exhausted:
        return "8.2.1", "its cost exhausts the card, which is already exhausted"
    if ability.ko_own and not _cost_card_ok(game, a):
        return "8.2.1", "its cost KOs one of your other battle cards: name one in your battle area (cost_card)"
    if not ability.ko_own and a.cost_card is not None:
        return "8.2.1", "this ability's cost KOs no card"
    return payment_refusal(game, a.seat, ability.cost, "", 0, a.pay)


def _cost_card_ok(game: FusionWorld, a: Activate) -> bool:
    return a.cost_card is not None and a.cost_card != a.source and game.state.where(a.cost_card) == ("battle", a.seat)


def _extra(game: FusionWorld, a: UseExtra, timing: str) -> Refusal:
    s = game.state
    if s.where(a.card) != ("hand", a.seat):
        return "8.2.2", "an extra card is used from your hand"
    card = game.card(a.card)
    if card.kind != "extra":
        return "8.2.2", f"{card.name} is not an extra card"
    if not any(ab.timing == timing for ab in card.abilities):
        if any(ab.counter for ab in card.abilities):
            return "P8", f"{card.name} is a counter: it answers an opponent's play, attack or counter"
        return ("8.2" if timing == "activate_main" else "10.1"), f"{card.name} cannot be used now"
    return payment_refusal(game, a.seat, card.cost, card.colour, card.colour_cost, a.pay)


def _awaken(game: FusionWorld, a: Awaken) -> Refusal:
    s = game.state
    card = game.card(s.leaders[a.seat])
    if s.awakened[a.seat]:
        return "8.3", "the Leader is already awakened"
    assert card.awakened is not None
    life = len(s.lists["life"][a.seat])
    if life > card.awakened.life_at_most:
        return "8.3", f"{card.name} awakens at {card.awakened.life_at_most} life or less ({life} now)"
    return None


def _attack(game: FusionWorld, a: Attack) -> Refusal:
    s = game.state
    if game.core.turn == 1:
        return "8.4.2", "the first player does not attack on the first turn"
    if s.owner.get(a.attacker) != a.seat or not (game.is_leader(a.attacker) or game.in_battle_area(a.attacker)):
        return "8.4", "attack with your Leader or one of your battle cards"
    if a.attacker in s.exhausted:
        return "8.4", f"{game.label(a.attacker)} is exhausted: an attack exhausts an active card"
    if s.owner.get(a.target) != 1 - a.seat or not (game.is_leader(a.target) or game.in_battle_area(a.target)):
        where = s.where(a.target)
        rule = "P10" if where is not None and where[0] == "under" else "8.4"
        return rule, "attack your opponent's Leader or one of their battle cards"
    return None


def _combo(game: FusionWorld, a: Combo) -> Refusal:
    s = game.state
    where = s.where(a.card)
    if where not in (("hand", a.seat), ("battle", a.seat)):
        return "11.1", "combo with a battle card from your hand or your battle area"
    card = game.card(a.card)
    if card.kind != "battle":
        return "11.1", f"{card.name} is not a battle card"
    if not card.combos:
        return "11.1", f"{card.name} has no combo power"
    if where[0] == "battle":
        if a.card in s.exhausted:
            return "11.1", "a battle-area card combos only while active"
        if s.battle is not None and a.card in (s.battle.attacker, s.battle.target):
            return "11.1", "a card in the battle cannot also combo (RULINGS.md R4)"
    if a.pay is not None:
        return payment_refusal(game, a.seat, card.combo_cost, "", 0, a.pay)
    if payment_refusal(game, a.seat, card.combo_cost, "", 0) is not None:  # payment() is None, without its list
        return "11.2", f"its combo cost is {card.combo_cost} energy"
    return None


OWNED_BY = {"main": ("8", "main phase"), "attack": ("10.1", "attack step"), "defence": ("10.2", "defence step")}


def refusal(game: FusionWorld, seat: int, action: Any, where: str, step: str = "") -> IllegalAction | None:
    """Why `action` is refused in the main phase (`where` "main") or a battle step ("step", the
    `step` attack or defence); None if allowed."""
    found = refused(game, seat, action, where, step)
    return None if found is None else IllegalAction(*found)


def refused(game: FusionWorld, seat: int, action: Any, where: str, step: str = "") -> Refusal:
    """refusal's rule and reason, without the exception (`actions` asks ~10 candidates a decision)."""
    kind = type(action)  # compared by identity: no action class has subclasses
    if kind is Block:
        return "8.4.3", "a Blocker blocks right after the attack, and only while it is active"
    if getattr(action, "seat", seat) != seat:
        rule, what = OWNED_BY.get(step or where, ("4", "decision"))
        return rule, f"only {game.name(seat)} acts in the {what}"
    timing = "activate_main" if where == "main" else "activate_battle"
    found: Refusal
    if kind is PlayCard:
        found = _play(game, action) if where == "main" else ("8.1", "battle cards are played in the main phase")
    elif kind is Activate:
        found = _activate(game, action, timing)
    elif kind is UseExtra:
        found = _extra(game, action, timing)
    elif kind is Awaken:
        found = _awaken(game, action)
    elif kind is Attack:
        found = _attack(game, action) if where == "main" else ("8.4", "an attack is declared in the main phase")
    elif kind is Combo:
        found = _combo(game, action) if where == "step" else ("11.1", "combos are made in a battle step")
    elif kind is EndMain:
        found = None if where == "main" else ("10.1", "finish the battle step first (Proceed)")
    elif kind is Proceed:
        found = None if where == "step" else ("8.5", "in the main phase, end the phase instead")
    else:
        found = ("8" if where == "main" else "10"), f"{type(action).__name__} is not an action now"
    return found


def _candidates(game: FusionWorld, seat: int, where: str) -> list[Any]:
    """The actions worth asking `refusal` about (the others could never be legal now)."""
    s = game.state
    hand = s.lists["hand"][seat]
    mine = [s.leaders[seat], *s.lists["battle"][seat]]
    timing = "activate_main" if where == "main" else "activate_battle"
    found: list[Any] = []
    for iid in mine:
        for key, ability in game.abilities(iid):
            if ability.timing != timing:
                continue
            if ability.ko_own:  # one choice for each card that could pay the cost
                found += [Activate(seat, iid, key, cost_card=c) for c in s.lists["battle"][seat] if c != iid]
            else:
                found.append(Activate(seat, iid, key))
    found += [UseExtra(seat, iid) for iid in hand if game.card(iid).kind == "extra"]
    found.append(Awaken(seat))
    if where == "main":
        for iid in hand:
            card = game.card(iid)
            if card.kind != "battle":
                continue
            found.append(PlayCard(seat, iid))
            if card.evolve is not None:
                found += [PlayCard(seat, iid, onto) for onto in s.lists["battle"][seat]]
        theirs = [s.leaders[1 - seat], *s.lists["battle"][1 - seat]]
        found += [Attack(seat, a, t) for a in mine if a not in s.exhausted for t in theirs]
        found.append(EndMain(seat))
    else:
        found += [Combo(seat, iid) for iid in [*hand, *s.lists["battle"][seat]] if game.card(iid).combos]
        found.append(Proceed(seat))
    return found


def asked_actions(game: FusionWorld, seat: int, where: str) -> list[Any]:
    """`actions` worked out the long way: every candidate asked of `refused`, same cards once (what
    tests/fusion_world/test_fresh_values.py holds `actions` to at every decision of random games)."""
    legal: list[Any] = []
    seen: set[tuple[Any, ...]] = set()
    for action in _candidates(game, seat, where):
        if refused(game, seat, action, where) is not None:
            continue
        sig = _signature(game, action)
        if sig in seen:
            continue
        seen.add(sig)
        legal.append(action)
    return legal


def _signature(game: FusionWorld, action: Any) -> tuple[Any, ...]:
    """Two copies of a card in the hand give the same choice: list it once."""
    if isinstance(action, (UseExtra, Combo)) and game.state.where(action.card) == ("hand", action.seat):
        return (type(action).__name__, game.state.cards[action.card])
    if isinstance(action, PlayCard):
        return ("PlayCard", game.state.cards[action.card], action.onto)
    return (action,)


class _Energy:
    """A seat's active energy, counted once a decision: whether it pays a cost named without a
    payment (play.payment_refusal with no `chosen`: enough cards, enough of the colour)."""

    def __init__(self, game: FusionWorld, seat: int) -> None:
        s = game.state
        printed = game.printed
        self.count = 0
        self.colours: dict[str, int] = {}
        for iid in s.lists["energy"][seat]:
            if iid not in s.exhausted:
                self.count += 1
                colour = printed[iid].colour
                self.colours[colour] = self.colours.get(colour, 0) + 1

    def pays(self, total: int, colour: str, spheres: int) -> bool:
        return self.count >= total and (not spheres or self.colours.get(colour, 0) >= spheres)


def actions(game: FusionWorld, seat: int, where: str) -> list[Any]:
    """Every legal main-phase ("main") or battle-step ("step") action of `seat`, same cards once,
    in the order of `asked_actions`: made only where `refused` would allow them, the checks every
    candidate would pass by how it is made (its seat, its zone) left out, the energy counted once."""
    s = game.state
    printed = game.printed
    hand = s.lists["hand"][seat]
    battle = s.lists["battle"][seat]
    exhausted = s.exhausted
    energy = _Energy(game, seat)
    timing = "activate_main" if where == "main" else "activate_battle"
    legal: list[Any] = []
    for iid in (s.leaders[seat], *battle):
        for key, ability in game.abilities(iid):
            if ability.timing != timing or (ability.exhaust_self and iid in exhausted):
                continue
            if f"{iid}:{key}" in s.used or not energy.pays(ability.cost, "", 0):
                continue
            if ability.ko_own:
                legal += [Activate(seat, iid, key, cost_card=c) for c in battle if c != iid]
            else:
                legal.append(Activate(seat, iid, key))
    listed: set[str] = set()  # card ids in the hand listed already (two copies give one choice)
    for iid in hand:
        card = printed[iid]
        if card.kind != "extra" or card.id in listed or not energy.pays(card.cost, card.colour, card.colour_cost):
            continue
        if any(ab.timing == timing for ab in card.abilities):
            listed.add(card.id)
            legal.append(UseExtra(seat, iid))
    awakened = printed[s.leaders[seat]].awakened  # _awaken's checks, without its reasons' words
    if not s.awakened[seat] and awakened is not None and len(s.lists["life"][seat]) <= awakened.life_at_most:
        legal.append(Awaken(seat))
    if where == "main":
        _plays(game, seat, energy, legal)
        if game.core.turn != 1:
            theirs = (s.leaders[1 - seat], *s.lists["battle"][1 - seat])
            legal += [Attack(seat, a, t) for a in (s.leaders[seat], *battle) if a not in exhausted for t in theirs]
        legal.append(EndMain(seat))
    else:
        _combos(game, seat, energy, legal)
        legal.append(Proceed(seat))
    return legal


def _plays(game: FusionWorld, seat: int, energy: _Energy, legal: list[Any]) -> None:
    """The battle cards of the hand `seat` can pay for, and their Evolves onto its battle cards."""
    s = game.state
    printed = game.printed
    battle = s.lists["battle"][seat]
    listed: set[tuple[str, int | None]] = set()
    for iid in s.lists["hand"][seat]:
        card = printed[iid]
        if card.kind != "battle":
            continue
        if (card.id, None) not in listed and energy.pays(card.cost, card.colour, card.colour_cost):
            listed.add((card.id, None))
            legal.append(PlayCard(seat, iid))
        evolve = card.evolve
        if evolve is None or not energy.pays(evolve.cost, card.colour, evolve.colour_cost):
            continue
        for onto in battle:
            if (card.id, onto) not in listed and printed[onto].character == evolve.onto:
                listed.add((card.id, onto))
                legal.append(PlayCard(seat, iid, onto))


def _combos(game: FusionWorld, seat: int, energy: _Energy, legal: list[Any]) -> None:
    """The battle cards of the hand (one a card id) and the active ones of the battle area not in the
    battle that can combo, their combo cost paid."""
    s = game.state
    printed = game.printed
    fighting: tuple[int, ...] = () if s.battle is None else (s.battle.attacker, s.battle.target)
    listed: set[str] = set()
    for iid in s.lists["hand"][seat]:
        card = printed[iid]
        if card.combos and card.kind == "battle" and card.id not in listed and energy.pays(card.combo_cost, "", 0):
            listed.add(card.id)
            legal.append(Combo(seat, iid))
    for iid in s.lists["battle"][seat]:
        card = printed[iid]
        ready = iid not in s.exhausted and iid not in fighting
        if ready and card.combos and card.kind == "battle" and energy.pays(card.combo_cost, "", 0):
            legal.append(Combo(seat, iid))
