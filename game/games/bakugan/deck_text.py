"""A deck as a plain text list (to paste into a message, or read one back).

One item a line; blank lines and lines starting with # are skipped; headers ignore case:

    Deck: Aquos Flow
    Plan: Mono-Aquos chains: play a cheap card first ...
    Characters:
    1 Goreene Ultra (aa-164)
    Cores:
    1 core-40 (Magic Shield)
    Cards:
    2 Hyper Pegatrix (bb-219)

A card line is `[COUNT[x]] NAME [(REF)]`. COUNT defaults to 1. REF is the card id (bb-219), a set
code (bb, br, aa, ex) or a set name (Battle Brawlers); the name alone is enough when no other card
has it, and a bare id works too (`3 bb-13`). Card lines before any header go to the deck. A
BakuCore line is `[COUNT] core-N`, anything after the id is ignored. Export writes every card with
its id, so a list always reads back to the same deck. A line that cannot be read is reported with
its number and skipped; every other line is kept.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import SET_CODES, CardDef
from game.games.bakugan.decks import DeckList

MAX_COUNT = 40
MAX_ITEMS = 200  # cards read from one list: a deck has 40, its team 3 and six BakuCores
_HEADER = re.compile(r"^(deck|name|plan|description|characters|team|cores|bakucores|cards)\s*:\s*(.*)$", re.I)
_CARD = re.compile(r"^(?:(\d+)\s*[x×]?\s+)?(.+?)\s*(?:\(([^()]+)\))?$", re.I)
_CORE = re.compile(r"^(?:(\d+)\s*[x×]?\s+)?(core-\d+)\b.*$", re.I)
_SECTION = {"characters": "characters", "team": "characters", "cores": "cores", "bakucores": "cores"}


@dataclass(frozen=True)
class TextProblem:
    line: int
    text: str
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message} ({self.text!r})"


@dataclass
class ImportResult:
    deck: DeckList
    problems: list[TextProblem]


class _LineError(Exception):
    pass


def export_text(deck: DeckList, catalog: Catalog) -> str:
    lines = [f"Deck: {deck.name}"]
    if deck.description:
        lines.append(f"Plan: {deck.description}")
    lines.append("Characters:")
    lines += [_card_line(n, card_id, catalog) for card_id, n in Counter(deck.characters).items()]
    lines.append("Cores:")
    for core_id, n in Counter(deck.cores).items():
        core = catalog.cores.get(core_id)
        lines.append(f"{n} {core_id} ({core.type.value})" if core else f"{n} {core_id}")
    lines.append("Cards:")
    lines += [_card_line(n, card_id, catalog) for card_id, n in Counter(deck.cards).items()]
    return "\n".join(lines) + "\n"


def _card_line(count: int, card_id: str, catalog: Catalog) -> str:
    card = catalog.cards.get(card_id)
    return f"{count} {card.name} ({card_id})" if card else f"{count} {card_id}"


def import_text(source: str, catalog: Catalog, default_name: str = "Imported deck") -> ImportResult:
    deck = DeckList(name=default_name, characters=[], cores=[], cards=[])
    problems: list[TextProblem] = []
    section = "cards"
    for number, raw in enumerate(source.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        header = _HEADER.match(line)
        if header is not None:
            key, value = header.group(1).lower(), header.group(2).strip()
            if key in ("deck", "name") and value:
                deck.name = value
            elif key in ("plan", "description"):
                deck.description = value
            else:
                section = _SECTION.get(key, "cards")
                # items written on the header line itself (`Characters: aa-164, bb-292`) count too
                for item in filter(None, (part.strip() for part in value.split(","))):
                    _read_item(deck, section, item, number, catalog, problems)
            continue
        _read_item(deck, section, line, number, catalog, problems)
    return ImportResult(deck, problems)


def _read_item(
    deck: DeckList, section: str, text: str, number: int, catalog: Catalog, problems: list[TextProblem]
) -> None:
    try:
        if len(deck.cards) + len(deck.characters) + len(deck.cores) > MAX_ITEMS:
            raise _LineError(f"more than {MAX_ITEMS} cards in the list; the rest is not read")
        if section == "cores":
            count, core_id = _read_core(text, catalog)
            deck.cores.extend([core_id] * count)
            deck.lines.setdefault(core_id, number)
        else:
            count, card = _read_card(text, catalog)
            (deck.characters if section == "characters" else deck.cards).extend([card.id] * count)
            deck.lines.setdefault(card.id, number)  # a rule broken later names this line
    except _LineError as exc:
        problems.append(TextProblem(number, text[:80], str(exc)))


def _count(text: str | None) -> int:
    count = (int(text) if len(text) <= 4 else MAX_COUNT + 1) if text else 1
    if not 1 <= count <= MAX_COUNT:
        raise _LineError(
            f"a count from 1 to {MAX_COUNT}, not {(text or '')[:12]}{'...' if text and len(text) > 12 else ''}"
        )
    return count


def _read_core(line: str, catalog: Catalog) -> tuple[int, str]:
    match = _CORE.match(line)
    if match is None:
        raise _LineError("a BakuCore line starts with its id, e.g. 'core-40'")
    core_id = match.group(2).lower()
    if core_id not in catalog.cores:
        raise _LineError(f"there is no BakuCore {core_id}")
    return _count(match.group(1)), core_id


def _read_card(line: str, catalog: Catalog) -> tuple[int, CardDef]:
    match = _CARD.match(line)
    assert match is not None  # the pattern accepts any non-empty line
    count = _count(match.group(1))
    name, ref = match.group(2).strip(), (match.group(3) or "").strip().lower()
    return count, _resolve(name, ref, catalog)


def _resolve(name: str, ref: str, catalog: Catalog) -> CardDef:
    key = name.lower()
    if ref in catalog.cards:
        card = catalog.cards[ref]
        if key not in (card.name.lower(), card.id):
            raise _LineError(f"{ref} is {card.name}, not {name}")
        return card
    if not ref and key in catalog.cards:
        return catalog.cards[key]
    named = [c for c in catalog.cards.values() if c.name.lower() == key]
    if ref:
        sets = {s for s, code in SET_CODES.items() if ref in (code, s.lower())}
        if not sets:
            raise _LineError(f"'{ref}' is neither a card id nor a set (bb, br, aa, ex)")
        named = [c for c in named if c.set in sets]
    if len(named) == 1:
        return named[0]
    if not named:
        raise _LineError(_no_such_card(name, ref, catalog))
    options = ", ".join(f"{c.id} ({'/'.join(f.value for f in c.factions)} {c.type.value})" for c in named)
    raise _LineError(f"{name} is more than one card: {options}; write the id in brackets")


def _no_such_card(name: str, ref: str, catalog: Catalog) -> str:
    where = f" in set '{ref}'" if ref else ""
    names = sorted({c.name for c in catalog.cards.values()})
    close = difflib.get_close_matches(name, names, n=1)
    return f"no card named {name}{where}" + (f"; did you mean {close[0]}?" if close else "")
