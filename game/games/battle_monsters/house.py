"""House rules (1.1): what a group may agree before a game, ahead of the guide, which then makes
the game not official. Each is a number or a yes/no the guide fixes: starting lives and hand
(2.3), graveyard cards chosen at the start (2.4), the deck minimum (2.1), and whether an agreed
draw is allowed in tournament mode (3.4). Written `lives=3,hand=7,graveyard=0,deck=20,draws=yes`
on the command line, shown on the table and in reports as "house rules (not official)", saved in
replays."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, fields
from typing import Any, Final

from game.core.frozen import Rebuilt, rebuilt

NOT_OFFICIAL: Final = "house rules (not official)"
WHOLE_NUMBER: Final = re.compile(r"-?[0-9]+")  # ASCII digits only: "²" and "--3" are not numbers here


class HouseRuleError(ValueError):
    """A house rule written wrongly: one line naming the option, the guide's rule it sets aside and
    what it takes. A ValueError, so callers that catch ValueError keep working; the command line
    maps it to its usage exit code."""

    def __init__(self, problem: str, rule: str = "1.1") -> None:
        self.problem = problem
        self.rule = rule
        super().__init__(problem)


@dataclass(frozen=True)
class HouseOption:
    key: str  # the field of HouseRules
    word: str  # what it is called on the command line
    rule: str
    low: int
    high: int
    says: str  # how a changed value reads, with {v}


OPTIONS: Final = (
    HouseOption("lives", "lives", "2.3", 1, 20, "{v} lives each"),
    HouseOption("hand", "hand", "2.3", 0, 10, "{v} cards in the starting hand"),
    HouseOption("graveyard", "graveyard", "2.4", 0, 5, "{v} chosen cards start in the graveyard"),
    HouseOption("deck_min", "deck", "2.1", 1, 200, "decks of at least {v} cards"),
    HouseOption("tournament_draws", "draws", "3.4", 0, 1, "agreed draws allowed in tournament mode"),
)


@dataclass(frozen=True)
class HouseRules:
    lives: int = 5
    hand: int = 5
    graveyard: int = 2
    deck_min: int = 30
    tournament_draws: int = 0  # 1: both players may agree to a draw even in tournament mode

    @property
    def official(self) -> bool:
        return self == OFFICIAL

    def changes(self) -> list[str]:
        """Each agreed change in words with the rule it sets aside, e.g. '3 lives each (2.3)'."""
        out = []
        for option in OPTIONS:
            value = getattr(self, option.key)
            if value != getattr(OFFICIAL, option.key):
                if option.key == "tournament_draws" and not value:
                    continue
                out.append(f"{option.says.format(v=value)} ({option.rule})")
        return out

    def describe(self) -> str:
        """'official rules', or 'house rules (not official): ...'."""
        return "official rules" if self.official else f"{NOT_OFFICIAL}: " + "; ".join(self.changes())

    def spec(self) -> str:
        """The command-line form of the changes ('' when official)."""
        return ",".join(
            f"{o.word}={getattr(self, o.key)}" for o in OPTIONS if getattr(self, o.key) != getattr(OFFICIAL, o.key)
        )

    def to_json(self) -> dict[str, int]:
        return asdict(self)

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)


OFFICIAL: Final = HouseRules()


def parse_house(spec: str) -> HouseRules:
    """`lives=3,hand=7,graveyard=0,deck=20,draws=yes` (any of them); HouseRuleError names the problem."""
    values: dict[str, int] = {}
    by_word = {o.word: o for o in OPTIONS}
    for part in (p.strip() for p in spec.split(",")):
        if not part:
            continue
        word, eq, raw = part.partition("=")
        option = by_word.get(word.strip())
        if option is None or not eq:
            known = ", ".join(f"{o.word}=N" for o in OPTIONS[:-1]) + ", draws=yes|no"
            raise HouseRuleError(f"house rule {part!r} (rule 1.1) is not one of: {known}")
        values[option.key] = _number(option, raw.strip())
    return HouseRules(**values)


def _number(option: HouseOption, raw: str) -> int:
    if option.key == "tournament_draws":
        if raw.lower() in ("yes", "1", "true"):
            return 1
        if raw.lower() in ("no", "0", "false"):
            return 0
        raise HouseRuleError(f"house rule draws (rule {option.rule}) is yes or no, not {raw!r}", option.rule)
    if WHOLE_NUMBER.fullmatch(raw) is None or not option.low <= int(raw) <= option.high:
        raise HouseRuleError(
            f"house rule {option.word} (rule {option.rule}) is a whole number from {option.low} to {option.high},"
            f" not {raw!r}",
            option.rule,
        )
    return int(raw)


def house_from_json(data: Any) -> HouseRules:
    """A replay's house rules (missing: official); ValueError for anything else."""
    if data is None:
        return OFFICIAL
    if not isinstance(data, dict) or set(data) - {f.name for f in fields(HouseRules)}:
        raise HouseRuleError(f"house rules must map {', '.join(f.name for f in fields(HouseRules))} to numbers")
    by_key = {o.key: o for o in OPTIONS}
    return HouseRules(**{k: _number(by_key[k], str(v)) for k, v in data.items()})
