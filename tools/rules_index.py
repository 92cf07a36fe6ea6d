"""The Bakugan rules index: every section of the rules text (shared/rules/, sections 1-8), the
scenario files that test its rules and the card words whose descriptions cite them, written into
game/games/bakugan/README.md between `<!-- generated: rules index -->` and `<!-- end: rules index -->`.

    python tools/rules_index.py            # says whether the README's index is up to date
    python tools/rules_index.py --write    # rewrites it

A scenario tests a rule when its `rule:` is that rule, an `illegal:` item is refused citing it, a
`log_rule` expects it, or a deck's `rules` name it. tests/rules/test_rules_index.py fails when the
README differs, when a section has no scenario and no reason here why none can show it
(NO_SCENARIO), and (where the rules text is at hand) when SECTIONS no longer matches it."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, Final

import yaml

ROOT: Final = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's game package, whichever one is installed

import game.games.bakugan.words  # noqa: E402, F401  (every word registers its description as it is imported)
from game.games.bakugan.words.params import KINDS  # noqa: E402

README: Final = ROOT / "game" / "games" / "bakugan" / "README.md"
SCENARIO_DIRS: Final = (ROOT / "tests" / "scenarios", ROOT / "game" / "data" / "puzzles")
RULES_TEXT: Final = ROOT.parent / "shared" / "rules" / "bakugan-battle-planet-rules.txt"
START, END = "<!-- generated: rules index -->\n", "<!-- end: rules index -->"
RULE: Final = re.compile(r"(?<![\d.])(\d\.\d{1,2}(?:\.\d{1,2})?)(?![\d])")

# Each section of the rules text: its title and its rules, as the text numbers them.
SECTIONS: Final[dict[str, tuple[str, tuple[str, ...]]]] = {
    "1.1": ("General", ("1.1.1", "1.1.2")),
    "1.2": ("Deck Construction", ("1.2.1", "1.2.2", "1.2.3")),
    "1.3": ("The Ultimate Rules", ("1.3.1", "1.3.2", "1.3.3", "1.3.4", "1.3.5")),
    "1.4": ("Starting the Game", ("1.4.1", "1.4.2", "1.4.3", "1.4.4")),
    "1.5": ("Ending the Game", ("1.5.1",)),
    "1.6": ("Factions", ("1.6.1",)),
    "1.7": ("Energy", ("1.7.1",)),
    "1.8": ("Numbers", ("1.8.1",)),
    "1.9": ("Symbols", ("1.9.1",)),
    "1.10": ("Cards", ("1.10.1",)),
    "1.11": ("Bakugan", ("1.11.1",)),
    "1.12": ("BakuCores", ("1.12.1",)),
    "1.13": ("Making Selections", ("1.13.1",)),
    "1.14": ("Priority and Timing", ("1.14.1", "1.14.2", "1.14.3", "1.14.4", "1.14.5", "1.14.6")),
    "1.15": ("Costs", ("1.15.1",)),
    "1.16": ("Damage", ("1.16.1", "1.16.2")),
    "1.17": ("Drawing a Card", ("1.17.1", "1.17.2")),
    "2.1": ("General", ("2.1.1",)),
    "2.2": ("Name", ("2.2.1",)),
    "2.3": ("Energy Cost", ("2.3.1", "2.3.2", "2.3.3")),
    "2.4": ("Type Line", ("2.4.1", "2.4.2")),
    "2.5": ("Faction", ("2.5.1",)),
    "2.6": ("Set Indicator", ("2.6.1",)),
    "2.7": ("Text", ("2.7.1", "2.7.2")),
    "2.8": ("Art", ("2.8.1",)),
    "2.9": ("B-Power", ("2.9.1", "2.9.2", "2.9.3")),
    "2.10": ("Damage Rating", ("2.10.1", "2.10.2", "2.10.3")),
    "2.11": ("BakuCore Indicator", ("2.11.1", "2.11.2")),
    "2.12": ("Art Credit", ("2.12.1",)),
    "2.13": ("Legal Text", ("2.13.1",)),
    "2.14": ("Collection Number", ("2.14.1",)),
    "3.1": ("General", ("3.1.1",)),
    "3.2": ("Character Cards", ("3.2.1",)),
    "3.3": ("Evo Cards", ("3.3.1", "3.3.2", "3.3.3")),
    "3.4": ("Hero Cards", ("3.4.1", "3.4.2")),
    "3.5": ("Action Cards", ("3.5.1", "3.5.2", "3.5.3")),
    "3.6": ("Flip Cards", ("3.6.1", "3.6.2")),
    "3.7": ("Energy Cards", ("3.7.1", "3.7.2", "3.7.3")),
    "4.1": ("General", ("4.1.1", "4.1.2", "4.1.3")),
    "4.2": ("Deck", ("4.2.1", "4.2.2", "4.2.3")),
    "4.3": ("Hand", ("4.3.1", "4.3.2", "4.3.3")),
    "4.4": ("Batch", ("4.4.1", "4.4.2", "4.4.3", "4.4.4")),
    "4.5": ("Discard Pile", ("4.5.1", "4.5.2")),
    "4.6": ("Play Area", ("4.6.1", "4.6.2", "4.6.3")),
    "4.7": ("BakuCore Field", ("4.7.1", "4.7.2", "4.7.3")),
    "5.1": ("General", ("5.1.1", "5.1.2", "5.1.3", "5.1.4")),
    "5.2": ("Start Phase", ("5.2.1", "5.2.2")),
    "5.3": ("Draw Step", ("5.3.1",)),
    "5.4": ("Energize Step", ("5.4.1", "5.4.2")),
    "5.5": ("Roll Phase", ("5.5.1",)),
    "5.6": ("Selection Step", ("5.6.1", "5.6.2")),
    "5.7": ("Rolling Step", ("5.7.1", "5.7.2")),
    "5.8": ("Brawl Phase", ("5.8.1",)),
    "5.9": ("Power Step", ("5.9.1",)),
    "5.10": ("Victor Step", ("5.10.1", "5.10.2", "5.10.3")),
    "5.11": ("Damage Step", ("5.11.1", "5.11.2", "5.11.3")),
    "5.12": ("Team Attack", ("5.12.1", "5.12.2", "5.12.3")),
    "5.13": ("Retracting Step", ("5.13.1", "5.13.2", "5.13.3")),
    "5.14": ("End Phase", ("5.14.1",)),
    "5.15": ("Play Step", ("5.15.1",)),
    "5.16": ("Charge Step", ("5.16.1",)),
    "5.17": ("Reset Step", ("5.17.1",)),
    "6.1": ("General", ("6.1.1",)),
    "6.2": ("Playing Cards", ("6.2.1",)),
    "6.3": ("Triggered Abilities", ("6.3.1", "6.3.2", "6.3.3", "6.3.4", "6.3.5")),
    "6.4": ("Activated Abilities", ("6.4.1", "6.4.2", "6.4.3", "6.4.4")),
    "6.5": ("Static Abilities", ("6.5.1", "6.5.2", "6.5.3")),
    "6.6": ("Energy Abilities", ("6.6.1", "6.6.2")),
    "6.7": ("Completing Effects", ("6.7.1",)),
    "6.8": ("Effects", ("6.8.1", "6.8.2", "6.8.3")),
    "6.9": ("Continuous Effects", ("6.9.1", "6.9.2")),
    "6.10": ("Negate Effects", ("6.10.1", "6.10.2")),
    "7.1": ("General", ("7.1.1",)),
    "7.2": (
        "Gameplay Terms",
        ("7.2.1", "7.2.2", "7.2.3", "7.2.4", "7.2.5", "7.2.6", "7.2.7", "7.2.8", "7.2.9", "7.2.10"),
    ),
    "7.3": ("Keyword Abilities", ("7.3.1", "7.3.2", "7.3.3")),
    "7.4": ("Tag-Word Abilities", ("7.4.1", "7.4.2", "7.4.3", "7.4.4", "7.4.5")),
    "7.5": ("Starting Player", ("7.5.1",)),
    "7.6": ("Acting Player", ("7.6.1",)),
    "7.7": ("Copying Cards and Abilities", ("7.7.1", "7.7.2", "7.7.3", "7.7.4")),
    "7.8": ("Illegal Actions", ("7.8.1", "7.8.2")),
    "7.9": ("Handling Mis-rolls", ("7.9.1", "7.9.2")),
    "7.10": ("Taking Control of a Card", ("7.10.1", "7.10.2")),
    "8.1": ("General", ("8.1.1",)),
    "8.2": ("Modifications", ("8.2.1", "8.2.2", "8.2.3", "8.2.4")),
}

# Sections no scenario can show, and why: they have no game function, or only name what other
# sections use (each names where it is tested).
NO_SCENARIO: Final[dict[str, str]] = {
    "1.6": "names the six Factions; the card language's faction words are those six, and 1.2.2 and 2.5.1 test them",
    "1.9": "names the Faction and keyword icons; the keywords are 7.3's",
    "1.11": "the toy and its Character card are one Bakugan: 5.7.2's scenarios reveal the card as the toy opens",
    "2.1": "lists a card's parts; those with a game function have their own sections (2.3, 2.5, 2.9-2.11)",
    "2.2": "where the name is printed; names are compared by 1.2.1 (copies) and 3.3.1 (Evos), tested there",
    "2.6": "the set indicator: which set a card was printed in; no game function beyond 1.2.1's card identity",
    "2.7": "where the text is printed; flavor text has no game function (2.7.2)",
    "2.8": "where the art is; no game function",
    "2.12": "the art credit has no game function (2.12.1)",
    "2.13": "the legal text has no game function (2.13.1)",
    "2.14": "the collection number has no game function (2.14.1)",
    "7.1": "the text of 7.1.1 is empty",
}


def _walk(node: Any) -> Iterator[tuple[str, Any]]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield str(key), value
            yield from _walk(value)
    elif isinstance(node, list):
        for item in node:
            yield from _walk(item)


def rules_tested(doc: Any) -> set[str]:
    """The rules one scenario file tests (see the module's docstring)."""
    found: set[str] = set()
    for key, value in _walk(doc):
        if key in ("rule", "log_rule", "rules"):
            found.update(str(v) for v in (value if isinstance(value, list) else [value]))
    return found


def scenarios_by_rule(folders: Iterable[Path] = SCENARIO_DIRS) -> dict[str, list[str]]:
    by_rule: dict[str, list[str]] = {}
    for folder in folders:
        for path in sorted(folder.glob("*.yaml")):
            for rule in rules_tested(yaml.safe_load(path.read_text(encoding="utf-8"))):
                by_rule.setdefault(rule, []).append(path.stem)
    return by_rule


def words_by_rule() -> dict[str, set[str]]:
    """Card words (and their parameters) whose descriptions cite a rule."""
    by_rule: dict[str, set[str]] = {}
    for kind in KINDS.values():
        texts = [(kind.name, kind.doc), *((f"{kind.name}.{p.key}", p.doc) for p in kind.params)]
        for word, text in texts:
            for rule in RULE.findall(text):
                by_rule.setdefault(rule, set()).add(word)
    return by_rule


def in_section(rule: str, section: str) -> bool:
    return rule == section or rule.startswith(section + ".")


def index() -> str:
    scenarios, words = scenarios_by_rule(), words_by_rule()
    lines = [
        "| section | scenarios (tests/scenarios/, by the rules they test) | card words citing it |",
        "|---|---|---|",
    ]
    for section, (title, _) in SECTIONS.items():
        files = sorted({f for rule, fs in scenarios.items() if in_section(rule, section) for f in fs})
        cited = sorted({w for rule, ws in words.items() if in_section(rule, section) for w in ws})
        shown = ", ".join(files) if files else f"none: {NO_SCENARIO.get(section, 'MISSING')}"
        lines.append(f"| {section} {title} | {shown} | {', '.join(f'`{w}`' for w in cited)} |")
    return "\n".join(lines) + "\n"


def rewritten(text: str) -> str:
    if START not in text or END not in text:
        raise ValueError(f"{README} has no rules index (markers {START.strip()} ... {END})")
    before, rest = text.split(START, 1)
    return before + START + index() + END + rest.split(END, 1)[1]


def sections_in_text(text: str) -> dict[str, tuple[str, tuple[str, ...]]]:
    """The sections and rules of the rules text itself (for the test that SECTIONS still matches)."""
    titles = dict(re.findall(r"(?<![\d.])(\d\.\d{1,2})\. ([A-Z][A-Za-z\-' ]+?)(?= \d\.\d{1,2}\.\d)", text))
    rules = set(re.findall(r"(?<![\d.])(\d\.\d{1,2}\.\d{1,2})\.? ", text))
    return {
        section: (
            titles.get(section, "General"),
            tuple(sorted((r for r in rules if r.rsplit(".", 1)[0] == section), key=_key)),
        )
        for section in sorted({r.rsplit(".", 1)[0] for r in rules}, key=_key)
    }


def _key(number: str) -> tuple[int, ...]:
    return tuple(int(n) for n in number.split("."))


def main(argv: list[str]) -> int:
    text = README.read_text(encoding="utf-8")
    fresh = rewritten(text)
    if "--write" in argv:
        README.write_text(fresh, encoding="utf-8")
        print(f"wrote {README}")
        return 0
    if fresh != text:
        print(f"{README} is out of date: python tools/rules_index.py --write")
        return 1
    print(f"{README} is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
