"""Every rule section has a scenario and a row in the README; every word of the card language is
used by at least one card of the pool; the scenario format's own checks fail when they should."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.games.bakugan.scenario.file import ScenarioFileError
from game.games.fusion_world import words
from game.games.fusion_world.cards import FwCard, default_pool
from game.games.fusion_world.rulebook import SECTIONS
from game.games.registry import run_any_scenario

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "game" / "games" / "fusion_world"
SCENARIOS = sorted([*Path(__file__).with_name("scenarios").glob("*.yaml"), *(PACKAGE / "puzzles").glob("*.yaml")])


def _named_rules() -> dict[str, list[str]]:
    named: dict[str, list[str]] = {}
    for path in SCENARIOS:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        rules = doc.get("rules") or ([doc["rule"]] if "rule" in doc else [])
        for rule in rules:
            named.setdefault(str(rule), []).append(path.stem)
    return named


def test_every_rule_section_has_a_scenario() -> None:
    named = _named_rules()
    assert [rule for rule in SECTIONS if rule not in named] == []


def test_every_ruling_has_a_scenario() -> None:
    rulings = re.findall(r"^\| (R\d+) \|", (PACKAGE / "RULINGS.md").read_text(encoding="utf-8"), re.MULTILINE)
    assert len(rulings) >= 17
    named = _named_rules()
    assert [r for r in rulings if r not in named] == []


def test_the_readme_lists_every_rule_section_with_its_scenarios() -> None:
    text = (PACKAGE / "README.md").read_text(encoding="utf-8")
    rows = {m.group(1): m.group(2) for m in re.finditer(r"^\| ([0-9P][0-9.]*) \| .*\| ([^|]+) \|$", text, re.MULTILINE)}
    assert [rule for rule in SECTIONS if rule not in rows] == []
    for rule, scenarios in rows.items():
        for stem in (s.strip() for s in scenarios.split(",")):
            assert any(p.stem == stem for p in SCENARIOS), f"README row {rule} names {stem}, which is no scenario"


def _effects(card: FwCard) -> list[words.Effect]:
    sides = [*card.abilities, *(card.awakened.abilities if card.awakened else ())]
    return [e for a in sides for e in a.effects]


def _abilities(card: FwCard) -> list[words.Ability]:
    return [*card.abilities, *(card.awakened.abilities if card.awakened else ())]


def test_every_word_of_the_language_is_used_by_a_card_of_the_pool() -> None:
    pool = default_pool()
    cards = list(pool.cards.values())
    abilities = [a for c in cards for a in _abilities(c)]
    effects = [e for c in cards for e in _effects(c)]
    used: dict[str, set[Any]] = {
        "timing": {a.timing for a in abilities},
        "trigger": {a.trigger for a in abilities},
        "condition": {a.condition for a in abilities},
        "applies_to": {a.applies_to for a in abilities if a.timing == "permanent"},
        "effect": {e.kind for e in effects},
        "keyword": {k for c in cards for k in c.keywords},
        "duration": {e.until for e in effects if e.kind == "power"},
        "who": {(e.kind, e.who) for e in effects if e.kind in ("power", "ready")},
        "whose": {(e.kind, e.whose) for e in effects if e.kind in ("ko", "discard")},
    }
    assert used["timing"] >= set(words.TIMINGS)
    assert used["trigger"] >= set(words.TRIGGERS)
    assert used["condition"] >= set(words.CONDITIONS)
    assert used["applies_to"] >= {"self", "leader", "others"}
    assert used["effect"] >= set(words.EFFECTS)
    assert used["keyword"] >= set(words.KEYWORDS)
    assert used["duration"] >= set(words.DURATIONS)
    assert used["who"] >= {(k, w) for k in ("power", "ready") for w in words.WHO}
    assert used["whose"] >= {(k, w) for k in ("ko", "discard") for w in words.WHOSE}
    assert any(a.ko_own for a in abilities) and any(a.exhaust_self for a in abilities)
    assert any(a.immune for a in abilities) and any(a.trait for a in abilities)
    assert any(e.trait for e in effects) and any(e.name for e in effects)
    assert any(c.evolve for c in cards) and all(c.awakened for c in pool.leaders())
    assert any(len(a.effects) > 1 and a.timing == "auto" for a in abilities)  # an auto of several steps
    for timing, (_, cancel) in words.COUNTERS.items():  # each counter both cancelling and not
        kinds = [{e.kind for e in a.effects} for a in abilities if a.timing == timing]
        assert any(cancel in k for k in kinds), timing
    assert any("negate_play" not in {e.kind for e in a.effects} for a in abilities if a.timing == "counter_play")
    assert any("negate_attack" not in {e.kind for e in a.effects} for a in abilities if a.timing == "counter_attack")


def test_the_pool_gives_each_colour_real_choices() -> None:
    pool = default_pool()
    for colour in ("red", "blue", "green", "yellow"):
        mine = [c for c in pool.cards.values() if c.colour == colour and c.kind != "leader"]
        assert len(mine) >= 30, colour
        assert {c.kind for c in mine} == {"battle", "extra"}
        assert {c.cost for c in mine} >= {1, 2, 3, 4, 5}
    assert len(pool.cards) >= 120


# ---- the scenario format's own checks can fail ------------------------------------------------------


def _run(tmp_path: Path, text: str, name: str = "s.yaml") -> Any:
    path = tmp_path / name
    path.write_text("game: fusion-world\nname: t\n" + text, encoding="utf-8")
    return run_any_scenario(path)


PLAIN = "players:\n  - {name: Ann, leader: FW-R00}\n  - {name: Bob, leader: FW-B00}\n"


def test_log_order_fails_when_the_texts_come_in_another_order(tmp_path: Path) -> None:
    good = _run(tmp_path, PLAIN + "actions:\n  - {action: EndMain, seat: 0}\n"
                "expect: {log_order: ['Ann ends the main phase', 'turn 4: Bob']}\n")  # fmt: skip
    assert good.failed == 0
    bad = _run(tmp_path, PLAIN + "actions:\n  - {action: EndMain, seat: 0}\n"
               "expect: {log_order: ['turn 4: Bob', 'Ann ends the main phase']}\n")  # fmt: skip
    assert bad.failed == 1 and "not found after" in str(bad.checks[-1])


DECK = "{FW-R01: 4, FW-R02: 4, FW-R03: 4, FW-R04: 4, FW-R05: 4, FW-R06: 4, FW-R07: 4, FW-R08: 4, FW-R09: 4, FW-R10: 4, FW-R11: 4, FW-R12: 4, FW-R13: 2}"  # noqa: E501


def _setup(refused: str, first_deck: str = DECK) -> str:
    head = "phase: setup\n" + (f"refused: {refused}\n" if refused else "")
    return head + f"players:\n  - {{leader: FW-R00, deck: {first_deck}}}\n  - {{leader: FW-R00, deck: {DECK}}}\n"


def test_refused_decks_pass_only_with_the_rule_they_break(tmp_path: Path) -> None:
    short = DECK.replace("FW-R13: 2", "FW-R13: 1")
    assert _run(tmp_path, _setup('"5.2"', short)).failed == 0
    assert _run(tmp_path, _setup("true", short)).failed == 0
    wrong = _run(tmp_path, _setup('"5.4"', short))
    assert wrong.failed == 1 and "(expected '5.4', actual ['5.2'])" in str(wrong.checks[0])
    accepted = _run(tmp_path, _setup('"5.2"'))
    assert accepted.failed == 1 and "should be refused" in str(accepted.checks[0])
    with pytest.raises(ScenarioFileError, match=r"decks refused: rule 5\.2"):
        _run(tmp_path, _setup("", short))


def test_card_sets_add_cards_and_never_redefine_one(tmp_path: Path) -> None:
    (tmp_path / "mine.yaml").write_text(
        "- {id: MY-1, name: Mine, kind: battle, colour: black, character: Mine, cost: 1, power: 5000}\n",
        encoding="utf-8",
    )
    ok = _run(tmp_path, "card_sets: [mine.yaml]\nplayers:\n  - {leader: FW-R00, battle: [MY-1]}\n  - {leader: FW-B00}\n"
              "expect: {power: {0.battle.0: 5000}}\n")  # fmt: skip
    assert ok.failed == 0
    (tmp_path / "clash.yaml").write_text(
        "- {id: FW-R01, name: Again, kind: battle, colour: red, character: X, cost: 1, power: 5000}\n",
        encoding="utf-8",
    )
    with pytest.raises(ScenarioFileError) as caught:
        _run(tmp_path, "card_sets: [clash.yaml]\n" + PLAIN)
    assert "clash.yaml:1" in str(caught.value) and "duplicate id" in str(caught.value)
    (tmp_path / "sub").mkdir()
    with pytest.raises(ScenarioFileError, match="no such file in the scenario's own folder"):
        _run(tmp_path / "sub", "card_sets: [../mine.yaml]\n" + PLAIN)
