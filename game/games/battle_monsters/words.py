"""Battle Monsters' words in the card language: selections (which cards an effect reaches, by
keyword and element, never by name: 4.4), effects that happen once, abilities (when they happen)
and auras (lasting changes while the card is face up). Each word parses itself from YAML and
writes its own text; cards/LANGUAGE section in README.md lists them with examples."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from game.files.keys import unknown_keys

WHO: Final = ("you", "opponent", "any")
TARGET_TYPES: Final = ("monster", "spell", "trap", "card")
FACES: Final = ("up", "down", "any")
PICKS: Final = ("one", "all", "subject", "self")
STATS: Final = ("attack", "defence", "both")
MONSTER_WHEN: Final = ("summoned", "revealed", "attacks", "wins", "loses", "graveyard")
SPELL_WHEN: Final = ("revealed", "graveyard")
TRAP_WHEN: Final = (
    "opponent_summons",
    "opponent_attacks",
    "opponent_attacks_directly",
    "opponent_reveals",
    "opponent_draws",
    "graveyard",
)
FROM_ZONES: Final = ("field", "hand", "supply")  # where a card is sent to the graveyard from
SUMMON_FROM: Final = ("graveyard", "hand", "supply")  # where an effect summons a monster from
# What a card may change about attacking (1.2: a card's effect before the guide), lasting while its
# card is face up (`grants`) or for this turn (the effect `grant`).
GRANTS: Final = ("cannot_attack", "attack_directly", "attack_twice", "attack_on_arrival", "attack_spells_traps")
GRANT_TEXT: Final = {
    "cannot_attack": "cannot attack",
    "attack_directly": "may attack the player directly even past a visible monster",
    "attack_twice": "may attack twice a turn",
    "attack_on_arrival": "may attack the turn they are summoned or revealed",
    "attack_spells_traps": "may attack spells and traps in any stance",
}
VERBS: Final = (
    "draw",
    "lose_lives",
    "gain_lives",
    "destroy",
    "boost",
    "switch",
    "bounce",
    "revive",
    "mill",
    "negate",
    "conceal",
    "reveal",
    "grant",
    "summon",
    "discard",
    "end_turn",
    "take_control",
    "search",
)
UNTIL: Final = ("turn", "always")  # how long `take_control` keeps the card: to the end of this turn (a borrow)


class WordError(ValueError):
    def __init__(self, problem: str, line: int = 0) -> None:
        super().__init__(problem)
        self.problem = problem
        self.line = line


def _line(raw: Any) -> int:
    return int(raw.get("__line__", 0)) if isinstance(raw, dict) else 0


def _keys(raw: Mapping[str, Any], allowed: set[str], what: str) -> None:
    unknown = unknown_keys(raw, allowed, {"__line__"})
    if unknown:
        raise WordError(
            f"{what}: unknown key(s) {', '.join(map(str, unknown))} (allowed: {', '.join(sorted(allowed))})", _line(raw)
        )


def _choice(raw: Mapping[str, Any], key: str, options: tuple[str, ...], default: str, what: str) -> str:
    value = raw.get(key, default)
    if value not in options:
        raise WordError(f"{what}: '{key}' must be one of {', '.join(options)}, not {value!r}", _line(raw))
    return str(value)


def _count(value: Any, what: str, line: int = 0, low: int = 0, high: int = 10_000) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise WordError(f"{what} must be a whole number from {low} to {high}, not {value!r}", line)
    return value


@dataclass(frozen=True)
class Selection:
    """Which cards on the field (or, for `revive`, in the graveyard) an effect reaches."""

    who: str = "opponent"
    type: str = "monster"
    keyword: str = ""
    element: str = ""
    min_attack: int | None = None
    max_attack: int | None = None
    face: str = "any"
    pick: str = "one"


def parse_selection(raw: Any, default_who: str = "opponent", default_pick: str = "one") -> Selection:
    if raw is None:
        raw = {}
    if isinstance(raw, str) and raw in ("self", "subject"):
        return Selection(who="any", type="card", pick=raw)
    if not isinstance(raw, dict):
        raise WordError(f"a selection must be a mapping (who, type, keyword, element, ...), not {raw!r}")
    what = "selection"
    _keys(raw, {"who", "type", "keyword", "element", "min_attack", "max_attack", "face", "pick"}, what)
    line = _line(raw)
    low = raw.get("min_attack")
    high = raw.get("max_attack")
    return Selection(
        _choice(raw, "who", WHO, default_who, what),
        _choice(raw, "type", TARGET_TYPES, "monster", what),
        str(raw.get("keyword", "")).lower(),
        str(raw.get("element", "")).lower(),
        None if low is None else _count(low, "min_attack", line, -100_000, 100_000),
        None if high is None else _count(high, "max_attack", line, -100_000, 100_000),
        _choice(raw, "face", FACES, "any", what),
        _choice(raw, "pick", PICKS, default_pick, what),
    )


@dataclass(frozen=True)
class Effect:
    """One thing that happens once: `verb` with its number and/or selection; `grant` what the
    effect allows or forbids this turn, `zone` and `stance` where a summon takes its monster from
    and how it places it."""

    verb: str
    amount: int = 0
    stat: str = ""
    target: Selection | None = None
    grant: str = ""
    zone: str = ""
    stance: str = ""
    until: str = ""  # take_control: "turn" (borrowed: back at the end of the turn) or "always"


def parse_effect(raw: Any) -> Effect:
    if isinstance(raw, str) and raw in ("negate", "end_turn"):
        return Effect(raw)
    if not isinstance(raw, dict):
        raise WordError(f"an effect must be a mapping with one verb ({', '.join(VERBS)}), not {raw!r}")
    verbs = [k for k in raw if k != "__line__"]
    line = _line(raw)
    if len(verbs) != 1 or verbs[0] not in VERBS:
        raise WordError(
            f"an effect has exactly one verb of {', '.join(VERBS)} (found {', '.join(map(str, verbs)) or 'none'})", line
        )
    verb = verbs[0]
    value = raw[verb]
    if verb in ("draw", "lose_lives", "gain_lives", "mill"):
        return Effect(verb, _count(value, verb, line, 1, 60))
    if verb in ("negate", "end_turn"):
        if value not in (None, {}, True) and not (isinstance(value, dict) and set(value) <= {"__line__"}):
            raise WordError(f"{verb} takes nothing (write it alone: - {verb})", line)
        return Effect(verb)
    if verb == "take_control":
        return _take_control(value, line)
    if verb == "search":
        return _search(value, line)
    if verb == "boost":
        if not isinstance(value, dict):
            raise WordError("boost needs stat, amount and to", line)
        _keys(value, {"stat", "amount", "to"}, "boost")
        return Effect(
            verb,
            _count(value.get("amount"), "boost amount", line, -100_000, 100_000),
            _choice(value, "stat", STATS, "attack", "boost"),
            parse_selection(value.get("to"), "you"),
        )
    if verb == "revive":
        target = parse_selection(value if isinstance(value, dict) else {}, "you")
        return Effect(verb, target=Selection("you", "monster", target.keyword, target.element, pick="one"))
    if verb == "grant":
        if not isinstance(value, dict):
            raise WordError("grant needs grant (what it allows or forbids) and to", line)
        _keys(value, {"grant", "to"}, "grant")
        what = _choice(value, "grant", GRANTS, "", "grant")
        return Effect(verb, grant=what, target=parse_selection(value.get("to"), "you"))
    if verb == "summon":
        return _summon(value, line)
    if verb == "discard":
        if not isinstance(value, dict):
            raise WordError("discard needs who: you or opponent (whose hand; its owner chooses the card)", line)
        _keys(value, {"who"}, "discard")
        who = _choice(value, "who", ("you", "opponent"), "opponent", "discard")
        return Effect(verb, 1, target=Selection(who, "card"))
    default_who = "you" if verb == "conceal" else "opponent"
    return Effect(verb, target=parse_selection(value, default_who))


def _summon(value: Any, line: int) -> Effect:
    """summon: {from: graveyard | hand | supply, keyword, element, stance}: one of your monsters
    onto your side of the field (the supply's top card only, if it is one)."""
    if not isinstance(value, dict):
        raise WordError("summon needs from (graveyard, hand or supply), and may name keyword, element, stance", line)
    _keys(value, {"from", "keyword", "element", "stance"}, "summon")
    from game.games.battle_monsters.actions import STANCES

    zone = _choice(value, "from", SUMMON_FROM, "graveyard", "summon")
    stance = _choice(value, "stance", STANCES, "attack-visible", "summon")
    keyword, element = str(value.get("keyword", "")).lower(), str(value.get("element", "")).lower()
    return Effect("summon", target=Selection("you", "monster", keyword, element), zone=zone, stance=stance)


def _take_control(value: Any, line: int) -> Effect:
    """take_control: {to: SELECTION, until: turn | always}: a face-up monster of the opponent's
    moves to your side of the field, yours to use (a borrow, `until: turn`, the default, goes back
    to its owner's side at the end of the turn; R20)."""
    if not isinstance(value, dict):
        raise WordError("take_control needs to (a selection of the opponent's monster) and may say until", line)
    _keys(value, {"to", "until"}, "take_control")
    to = parse_selection(value.get("to"), "opponent")
    if to.pick != "subject" and (to.who != "opponent" or to.pick != "one"):
        raise WordError("take_control reaches one monster of the opponent's (who: opponent), or subject", line)
    to = Selection("opponent", "monster", to.keyword, to.element, to.min_attack, to.max_attack, "up", to.pick)
    return Effect("take_control", target=to, until=_choice(value, "until", UNTIL, "turn", "take_control"))


def _search(value: Any, line: int) -> Effect:
    """search: {type, keyword, element}: the first matching card from the top of your supply into
    your hand, then the supply shuffled (R21)."""
    if not isinstance(value, dict):
        raise WordError("search needs a mapping: type (monster, spell, trap, card), keyword, element", line)
    _keys(value, {"type", "keyword", "element"}, "search")
    kind = _choice(value, "type", TARGET_TYPES, "card", "search")
    keyword, element = str(value.get("keyword", "")).lower(), str(value.get("element", "")).lower()
    if (keyword or element) and kind not in ("monster", "card"):
        raise WordError("search: keywords and elements are a monster's (4.4): type monster or card", line)
    return Effect("search", target=Selection("you", kind, keyword, element, pick="all"))


@dataclass(frozen=True)
class Ability:
    """Effects that happen when something happens (`when`), if the card that set it off (the
    subject) matches `subject` where one is given; `zones` where a card sent to the graveyard
    (when: graveyard) must come from."""

    when: str
    effects: tuple[Effect, ...]
    subject: Selection | None = None
    zones: tuple[str, ...] = ("field",)


def parse_ability(raw: Any, card_type: str) -> Ability:
    if not isinstance(raw, dict):
        raise WordError(f"an ability must be a mapping with 'when' and 'do', not {raw!r}")
    _keys(raw, {"when", "do", "if", "from"}, "ability")
    line = _line(raw)
    options = {"monster": MONSTER_WHEN, "spell": SPELL_WHEN, "trap": TRAP_WHEN}[card_type]
    default = "revealed" if card_type == "spell" else ""
    when = raw.get("when", default)
    if when not in options:
        raise WordError(f"a {card_type}'s ability happens when: {', '.join(options)} (not {when!r})", line)
    effects_raw = raw.get("do")
    if isinstance(effects_raw, (dict, str)):
        effects_raw = [effects_raw]
    if not isinstance(effects_raw, list) or not effects_raw:
        raise WordError("an ability needs 'do': one effect or a list of them", line)
    effects = tuple(parse_effect(e) for e in effects_raw)
    if any(e.verb == "negate" for e in effects) and when not in ("opponent_attacks", "opponent_attacks_directly"):
        raise WordError("negate stops an attack: only traps set off by an attack can negate", line)
    subject = parse_selection(raw["if"], "opponent", "subject") if "if" in raw else None
    return Ability(str(when), effects, subject, _zones(raw, str(when), line))


def _zones(raw: Mapping[str, Any], when: str, line: int) -> tuple[str, ...]:
    """`from:` of a graveyard ability: field (the default), hand, supply, a list of them, or any."""
    if "from" not in raw:
        return ("field",)
    if when != "graveyard":
        raise WordError("'from' belongs to when: graveyard (where the card is sent from)", line)
    value = raw["from"]
    zones = list(FROM_ZONES) if value == "any" else [value] if isinstance(value, str) else value
    if not isinstance(zones, list) or not zones or any(z not in FROM_ZONES for z in zones):
        raise WordError(f"'from' is any, or one or more of {', '.join(FROM_ZONES)}, not {value!r}", line)
    return tuple(z for z in FROM_ZONES if z in zones)


@dataclass(frozen=True)
class Grant:
    """A lasting change to what the cards `to` reaches may do, while its card is face up."""

    what: str
    to: Selection


def parse_grant(raw: Any) -> Grant:
    if not isinstance(raw, dict):
        raise WordError(f"a grant must be a mapping (grant, to), not {raw!r}")
    _keys(raw, {"grant", "to"}, "grant")
    what = _choice(raw, "grant", GRANTS, "", "grant")
    to = parse_selection(raw.get("to"), "you", "all")
    if to.pick == "one":
        raise WordError("a lasting grant reaches all the cards its selection names (pick: all, or self)", _line(raw))
    return Grant(what, to)


def describe_grant(grant: Grant) -> str:
    sel = describe_selection(grant.to, plural=True)
    verb = GRANT_TEXT[grant.what]
    if grant.to.pick == "self":
        verb = verb.replace("they are", "it is")
    return f"{sel[0].upper() + sel[1:]} {verb}."


@dataclass(frozen=True)
class Aura:
    """A lasting change to the values of matching monsters while its card is face up: add
    `amount`, or set the value to `set_to` (1.3: the change played last wins)."""

    stat: str
    to: Selection
    amount: int = 0
    set_to: int | None = None


def parse_aura(raw: Any) -> Aura:
    if not isinstance(raw, dict):
        raise WordError(f"an aura must be a mapping (stat, amount or set, to), not {raw!r}")
    _keys(raw, {"stat", "amount", "set", "to"}, "aura")
    line = _line(raw)
    if ("amount" in raw) == ("set" in raw):
        raise WordError("an aura has either 'amount' (added) or 'set' (the new value)", line)
    to = parse_selection(raw.get("to"), "you", "all")
    return Aura(
        _choice(raw, "stat", STATS, "attack", "aura"),
        Selection(to.who, "monster", to.keyword, to.element, to.min_attack, to.max_attack, "up", "all"),
        _count(raw.get("amount", 0), "aura amount", line, -100_000, 100_000),
        None if "set" not in raw else _count(raw["set"], "aura set", line, -100_000, 100_000),
    )


# ---- text -----------------------------------------------------------------------------------------


def _owner(who: str) -> str:
    return {"you": "your", "opponent": "an opponent's", "any": "a"}[who]


def describe_selection(sel: Selection, plural: bool = False) -> str:
    if sel.pick == "self":
        return "this card"
    if sel.pick == "subject":
        return "that card"
    kinds = {"monster": "monster", "spell": "spell", "trap": "trap", "card": "card"}
    noun = kinds[sel.type] + ("s" if plural or sel.pick == "all" else "")
    tags = " ".join(t for t in (sel.element, sel.keyword) if t)
    if sel.face != "any":
        tags = f"face-{sel.face} {tags}".strip()
    words = f"{tags} {noun}".strip()
    if sel.pick == "all":
        owner = {"you": "your", "opponent": "your opponent's", "any": "all"}[sel.who]
        text = f"{owner} {words}" if owner != "all" else f"all {words}"
    else:
        text = f"{_owner(sel.who)} {words}".replace("a face", "a face").replace(" a a", " an a")
        if text.startswith("a ") and text[2:3] in "aeiou":
            text = "an " + text[2:]
    if sel.min_attack is not None:
        text += f" with attack {sel.min_attack} or more"
    if sel.max_attack is not None:
        text += f" with attack {sel.max_attack} or less"
    return text


def describe_effect(effect: Effect) -> str:
    n = effect.amount
    target = effect.target
    if effect.verb == "draw":
        return "draw a card" if n == 1 else f"draw {n} cards"
    if effect.verb == "lose_lives":
        return "your opponent loses a life" if n == 1 else f"your opponent loses {n} lives"
    if effect.verb == "gain_lives":
        return "you gain a life" if n == 1 else f"you gain {n} lives"
    if effect.verb == "mill":
        return f"put the top {'card' if n == 1 else f'{n} cards'} of your opponent's supply into their graveyard"
    if effect.verb == "negate":
        return "stop that attack"
    if effect.verb == "end_turn":
        return "the turn ends"
    assert target is not None
    if effect.verb == "take_control":
        held = "until the end of the turn" if effect.until == "turn" else "for good"
        return f"take control of {describe_selection(target)} {held}"
    if effect.verb == "search":
        tags = " ".join(t for t in (target.element, target.keyword) if t)
        noun = {"card": "card", "monster": "monster", "spell": "spell", "trap": "trap"}[target.type]
        thing = f"{tags + ' ' if tags else ''}{noun}"
        article = "an" if thing[:1] in "aeiou" else "a"
        first = "the first from the top goes into your hand"
        return f"search your supply for {article} {thing} ({first}), then shuffle your supply"
    if effect.verb == "grant":
        return f"{describe_selection(target)} {GRANT_THIS_TURN[effect.grant]}"
    if effect.verb == "summon":
        tags = " ".join(t for t in (target.element, target.keyword) if t)
        monster = f"{tags + ' ' if tags else ''}monster"
        where = {"graveyard": "from your graveyard", "hand": "from your hand", "supply": "from the top of your supply"}
        return f"summon a {monster} {where[effect.zone]} in {effect.stance}"
    if effect.verb == "discard":
        mine = target.who == "you"
        return "discard a card from your hand" if mine else "your opponent discards a card from their hand"
    sel = describe_selection(target)
    if effect.verb == "boost":
        stat = "attack and defence" if effect.stat == "both" else effect.stat
        sign = "+" if n >= 0 else ""
        verb = "get" if target.pick == "all" else "gets"
        return f"{sel} {verb} {sign}{n} {stat} this turn"
    if effect.verb == "revive":
        tags = " ".join(t for t in (target.element, target.keyword) if t)
        return f"put a {tags + ' ' if tags else ''}monster from your graveyard into your hand"
    return {
        "destroy": f"send {sel} to the graveyard",
        "switch": f"switch {sel} between attack and defence",
        "bounce": f"return {sel} to its owner's hand",
        "conceal": f"turn {sel} face down",
        "reveal": f"turn {sel} face up",
    }[effect.verb]


GRANT_THIS_TURN: Final = {
    "cannot_attack": "cannot attack this turn",
    "attack_directly": "may attack the player directly this turn, even past a visible monster",
    "attack_twice": "may attack twice this turn",
    "attack_on_arrival": "may attack this turn though summoned or revealed this turn",
    "attack_spells_traps": "may attack spells and traps in any stance this turn",
}


WHEN_TEXT: Final = {
    "summoned": "When this monster is summoned face up",
    "revealed": "When this card is revealed",
    "attacks": "When this monster attacks",
    "wins": "When this monster wins a battle",
    "loses": "When this monster loses a battle",
    "graveyard": "When this card is sent to the graveyard from {zones}",
    "opponent_summons": "When your opponent summons {subject}",
    "opponent_attacks": "When {subject} of your opponent's attacks",
    "opponent_attacks_directly": "When {subject} of your opponent's attacks you directly",
    "opponent_reveals": "When your opponent reveals {subject}",
    "opponent_draws": "When your opponent draws a card as their action",
}


def describe_ability(ability: Ability) -> str:
    subject = "a card"
    if ability.when in ("opponent_attacks", "opponent_attacks_directly"):
        subject = "a monster"
    if ability.subject is not None:
        s = ability.subject
        tags = " ".join(t for t in (s.element, s.keyword) if t)
        noun = "card" if s.type == "card" else s.type
        subject = f"a {tags + ' ' if tags else ''}{noun}"
        if s.min_attack is not None:
            subject += f" with attack {s.min_attack} or more"
        if subject.startswith("a ") and subject[2:3] in "aeiou":
            subject = "an " + subject[2:]
    zones = {("field",): "the field", ("hand",): "your hand", ("supply",): "your supply", FROM_ZONES: "anywhere"}
    where = zones.get(ability.zones, " or ".join(f"your {z}" if z != "field" else "the field" for z in ability.zones))
    when = WHEN_TEXT[ability.when].format(subject=subject, zones=where)
    if ability.when == "revealed":
        when = "When this card is face up"
    said = [describe_effect(e) for e in ability.effects]
    body = said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
    return f"{when}: {body}."


def describe_aura(aura: Aura) -> str:
    sel = describe_selection(aura.to, plural=True)
    stat = "attack and defence" if aura.stat == "both" else aura.stat
    if aura.set_to is not None:
        return f"{sel[0].upper() + sel[1:]} have {stat} {aura.set_to}."
    sign = "+" if aura.amount >= 0 else ""
    return f"{sel[0].upper() + sel[1:]} get {sign}{aura.amount} {stat}."
