"""Fusion World card definitions and the pool loaded from the YAML files in cards/ here. Every
problem in every file is reported together with its file and line (game.files.errors.Problem)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, Final

from game.files.errors import CardSetError, Problem, SpecError
from game.files.keys import unknown_keys
from game.files.paths import game_cards, shipped_files
from game.files.read import MB, check_version, load_yaml
from game.files.yaml_lines import LineDict, LineLoader
from game.games.fusion_world.card_model import Awakened as Awakened
from game.games.fusion_world.card_model import FwCard as FwCard
from game.games.fusion_world.card_model import Pool as Pool
from game.games.fusion_world.words import (
    COLOURS,
    KEYWORDS,
    Ability,
    parse_ability,
    parse_evolve,
)

CARDS_DIR: Final = game_cards("fusion_world")
KINDS: Final = ("leader", "battle", "extra")


class PoolError(CardSetError):
    """Every problem of the card files at once (the first names the file and line)."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        first = problems[0] if problems else Problem("", 0, "", "no problems")
        super().__init__(first.file or None, first.message, first.line or None)

    def describe(self) -> str:
        lines = "\n".join(f"  {p}" for p in self.problems)
        return f"{len(self.problems)} problem(s) in the Fusion World card files:\n{lines}"

    def __reduce__(self) -> tuple[type[PoolError], tuple[list[Problem]]]:
        return (PoolError, (self.problems,))


CARD_KEYS: Final = {
    "id",
    "name",
    "kind",
    "colour",
    "character",
    "traits",
    "cost",
    "colour_cost",
    "power",
    "combo_power",
    "combo_cost",
    "keywords",
    "evolve",
    "abilities",
    "awakened",
}


def _int(raw: Mapping[str, Any], key: str) -> int:
    value = raw.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise SpecError(f"{key} must be a whole number of at least 0, got {value!r}")
    return value


def _text(raw: Mapping[str, Any], key: str, required: bool = False) -> str:
    value = raw.get(key, "")
    if not isinstance(value, str) or (required and not value):
        raise SpecError(f"{key} must be {'a non-empty' if required else 'a'} string, got {value!r}")
    return value


def _abilities(raw: Any) -> tuple[Ability, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise SpecError("abilities must be a list")
    return tuple(parse_ability(a) for a in raw)


def parse_card(raw: Mapping[str, Any]) -> FwCard:
    unknown = unknown_keys(raw, CARD_KEYS)
    if unknown:
        raise SpecError(f"unknown key{'s' if len(unknown) > 1 else ''} {', '.join(unknown)}")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise SpecError(f"kind must be one of {', '.join(KINDS)}, got {kind!r}")
    colour = raw.get("colour")
    if colour not in COLOURS:
        raise SpecError(f"colour must be one of {', '.join(COLOURS)}, got {colour!r}")
    keywords = raw.get("keywords", []) or []
    if not isinstance(keywords, list) or any(k not in KEYWORDS for k in keywords):
        raise SpecError(f"keywords must be a list of {', '.join(KEYWORDS)}, got {keywords!r}")
    traits = raw.get("traits", []) or []
    if not isinstance(traits, list) or not all(isinstance(t, str) for t in traits):
        raise SpecError("traits must be a list of words")
    awakened = None
    if kind == "leader":
        side = raw.get("awakened")
        if not isinstance(side, Mapping):
            raise SpecError("a leader needs its awakened side (awakened: name, power, life_at_most, abilities)")
        awakened = Awakened(
            name=_text(side, "name", required=True),
            power=_int(side, "power"),
            life_at_most=_int(side, "life_at_most"),
            abilities=_abilities(side.get("abilities")),
        )
    elif "awakened" in raw:
        raise SpecError("only leaders have an awakened side")
    card = FwCard(
        id=_text(raw, "id", required=True),
        name=_text(raw, "name", required=True),
        kind=str(kind),
        colour=str(colour),
        character=_text(raw, "character"),
        traits=tuple(traits),
        cost=_int(raw, "cost"),
        colour_cost=_int(raw, "colour_cost"),
        power=_int(raw, "power"),
        combo_power=_int(raw, "combo_power"),
        combo_cost=_int(raw, "combo_cost"),
        keywords=frozenset(keywords),
        evolve=parse_evolve(raw["evolve"]) if "evolve" in raw else None,
        abilities=_abilities(raw.get("abilities")),
        awakened=awakened,
        source_line=getattr(raw, "line", 0),
    )
    _check_card(card)
    return card


def _check_card(card: FwCard) -> None:
    if card.colour_cost > card.cost:
        raise SpecError(f"colour_cost {card.colour_cost} is more than the total cost {card.cost} (rule 3.4.2)")
    if card.kind != "battle" and (card.combo_power or card.evolve or card.keywords):
        raise SpecError("only battle cards have combo power, Evolve or keywords")
    if card.kind == "extra" and any(a.timing in ("auto", "permanent") for a in card.abilities):
        raise SpecError(
            "an extra card's abilities are activated from the hand"
            " (activate_main, activate_battle, counter_play, counter_attack, counter_counter)"
        )
    if card.kind != "extra" and any(a.counter for a in card.abilities):
        raise SpecError("counters belong to extra cards here (RULINGS.md R7)")
    if sum(1 for a in card.abilities if a.counter) > 1:
        raise SpecError("an extra card has at most one counter ability")
    if card.kind == "extra" and any(a.ko_own or a.exhaust_self for a in card.abilities):
        raise SpecError("an extra card is paid by its energy cost (ko_own and exhaust_self are for cards in play)")
    if card.kind in ("leader", "battle") and card.power <= 0:
        raise SpecError(f"a {card.kind} needs power")


MAX_SET_BYTES: Final = 4 * MB
SET_VERSION: Final = 1
SET_KEYS: Final = ("version", "cards")


def _read_set(path: Path, problems: list[Problem]) -> list[Any] | None:
    """A card file's cards: a list, or a mapping with `cards:` (and `version:`); None after noting
    why not. Read within bounds (size, UTF-8, nesting, aliases, keys written twice)."""
    try:
        data = load_yaml(path, CardSetError, MAX_SET_BYTES, LineLoader)
        if isinstance(data, dict):
            check_version(data, path, CardSetError, "Fusion World card set", SET_VERSION)
            unknown = sorted(repr(k) for k in data if k not in SET_KEYS)
            if unknown:
                raise CardSetError(path, f"unknown key(s) {', '.join(unknown)} (allowed: {', '.join(SET_KEYS)})", 1)
            data = data.get("cards")
    except CardSetError as exc:
        problems.append(Problem(str(path), exc.line or 0, "", exc.problem))
        return None
    if not isinstance(data, list):
        problems.append(Problem(str(path), 1, "", "the file must be a list of cards (or a mapping with 'cards:')"))
        return None
    return data


def load_pool(files: Iterable[Path] | None = None) -> Pool:
    """Every card in `files` (default: every .yaml in cards/); raises PoolError listing all problems."""
    problems: list[Problem] = []
    cards: dict[str, FwCard] = {}
    where: dict[str, str] = {}
    for path in sorted(files) if files is not None else shipped_files(CARDS_DIR, "card sets"):
        data = _read_set(path, problems)
        if data is None:
            continue
        for raw in data:
            line = getattr(raw, "line", 0)
            if not isinstance(raw, LineDict):
                problems.append(Problem(str(path), line, "", "each card must be a mapping"))
                continue
            label = str(raw.get("id", "?"))
            try:
                card = parse_card(raw)
            except SpecError as exc:
                problems.append(Problem(str(path), line, label, str(exc)))
                continue
            if card.id in cards:
                problems.append(Problem(str(path), line, label, f"duplicate id, first in {where[card.id]}"))
                continue
            cards[card.id] = card
            where[card.id] = f"{path.name}:{line}"
    if problems:
        raise PoolError(problems)
    return Pool(cards)


_DEFAULT: list[Pool] = []


def default_pool() -> Pool:
    if not _DEFAULT:
        _DEFAULT.append(load_pool())
    return _DEFAULT[0]
