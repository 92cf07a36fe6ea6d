"""The rules index of game/games/bakugan/README.md (tools/rules_index.py): every section of the
rules text has a scenario that tests one of its rules, or a written reason why none can; the
README's index is the one the scenarios and the card language give today."""

from __future__ import annotations

import pytest

from tools.rules_index import (
    NO_SCENARIO,
    README,
    RULES_TEXT,
    SECTIONS,
    in_section,
    rewritten,
    rules_tested,
    scenarios_by_rule,
    sections_in_text,
)


def test_every_rule_section_has_a_scenario() -> None:
    tested = scenarios_by_rule()
    missing = [
        f"{section} {title}"
        for section, (title, _) in SECTIONS.items()
        if not any(in_section(rule, section) for rule in tested) and section not in NO_SCENARIO
    ]
    assert not missing, "rule sections no scenario tests (write one, named after the rule):\n" + "\n".join(missing)


def test_a_section_said_to_have_no_scenario_has_none() -> None:
    tested = scenarios_by_rule()
    stale = [s for s in NO_SCENARIO if any(in_section(rule, s) for rule in tested)]
    assert not stale, f"these sections now have scenarios: take them out of NO_SCENARIO: {stale}"
    assert set(NO_SCENARIO) <= set(SECTIONS)


def test_the_readme_index_is_up_to_date() -> None:
    text = README.read_text(encoding="utf-8")
    assert rewritten(text) == text, "python tools/rules_index.py --write"


def test_a_scenario_tests_the_rules_it_names_refuses_and_expects() -> None:
    doc = {
        "rule": "5.4.1",
        "actions": [{"illegal": {"action": {"pass": 0}, "rule": "5.4.2"}}, {"expect": {"log_rule": ["7.2.4"]}}],
        "expect": {"rules": ["4.2.1"]},
    }
    assert rules_tested(doc) == {"5.4.1", "5.4.2", "7.2.4", "4.2.1"}
    assert in_section("5.4.2", "5.4") and not in_section("5.14.1", "5.1")


@pytest.mark.skipif(not RULES_TEXT.is_file(), reason="the rules text (shared/rules/) is not beside the project")
def test_the_sections_are_those_of_the_rules_text() -> None:
    assert sections_in_text(RULES_TEXT.read_text(encoding="utf-8")) == SECTIONS
