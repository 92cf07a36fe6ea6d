"""The card language's words are described once (game/games/bakugan/words/params.py): one parser reads every
word from its description, and the docs' lists are written from the same description."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.games.bakugan.words import EFFECT_KINDS, Condition, Selection, SpecError, Step
from game.games.bakugan.words.abilities import ABILITY_SHAPES, ACTIVATION_COST, STATIC_BODY
from game.games.bakugan.words.language_doc import LANGUAGE_MD, rewritten
from game.games.bakugan.words.params import KINDS, SPREAD, Kind


def _effect(raw: Any) -> Any:
    return Step.parse(raw).effect


def test_the_docs_lists_are_written_from_the_descriptions() -> None:
    text = LANGUAGE_MD.read_text(encoding="utf-8")
    assert rewritten(text) == text, "python -m game.games.bakugan.words.language_doc --write"


def _every_kind() -> list[Kind]:
    return [*KINDS.values(), *ABILITY_SHAPES.values(), STATIC_BODY, ACTIVATION_COST]


def test_every_word_and_parameter_has_its_phrase_for_the_docs() -> None:
    for kind in _every_kind():
        assert kind.doc, kind.name
        for param in kind.params:
            assert param.doc and param.read.doc, f"{kind.name} {param.key}"


@pytest.mark.parametrize("name", sorted(EFFECT_KINDS))
def test_every_field_of_an_effect_is_filled_by_a_described_parameter(name: str) -> None:
    cls = EFFECT_KINDS[name]
    kind = KINDS[cls]
    filled = {p.target.split(".", 1)[0] for p in kind.params if p.field != SPREAD}
    filled |= {field for p in kind.params for field, _ in p.sets}
    filled |= {field for short in kind.shorts if short.fields is not None for field in short.fields("this")}
    assert dataclasses.is_dataclass(cls)
    assert {f.name for f in dataclasses.fields(cls)} <= filled


def test_a_key_not_described_is_refused_with_the_keys_allowed() -> None:
    allowed = r"\(allowed: count, faction, per, until, who\)"
    with pytest.raises(SpecError, match=r"draw: unknown parameter\(s\) cards " + allowed):
        _effect({"draw": {"cards": 2}})


def test_a_wrong_type_names_the_kind_the_key_and_the_problem() -> None:
    with pytest.raises(SpecError, match="boost bp must be a whole number, got 'lots'"):
        _effect({"boost": {"bp": "lots"}})
    with pytest.raises(SpecError, match="retract to must be one of selected, second"):
        _effect({"retract": {"to": "nowhere"}})
    with pytest.raises(SpecError, match="condition cards_played must be a whole number"):
        Condition.parse({"cards_played": "two"})


def test_a_needed_key_left_out_is_named() -> None:
    with pytest.raises(SpecError, match="attack needs dr"):
        _effect({"attack": {"faction": "Pyrus"}})
    with pytest.raises(SpecError, match="select needs kind"):
        Selection.parse({"side": "yours"})


def test_short_forms_read_as_their_mapping() -> None:
    assert _effect({"draw": 2}) == _effect({"draw": {"count": 2}})
    assert _effect({"energize": "hand"}) == _effect({"energize": {"from": "hand"}})
    assert _effect({"destroy_hero": "this"}).which == "this"
    assert _effect({"remove_core": True}) == _effect({"remove_core": {}})
    assert Condition.parse("Flow") == Condition.parse({"tag": "Flow"})


def test_a_value_of_no_form_the_word_takes_lists_its_forms() -> None:
    with pytest.raises(SpecError, match=r"draw takes N or a mapping \(count, who, per, faction, until\), got 'x'"):
        _effect({"draw": "x"})
    with pytest.raises(SpecError, match="negate takes no parameters"):
        _effect({"negate": {"to": "yours"}})


def test_a_field_named_apart_from_its_key_is_filled_from_it() -> None:
    assert _effect({"destroy_evo": {"all": True}}).every is True
    assert _effect({"discard": {"to": "deck", "any_number": True}}).to_deck is True
    stop = _effect({"stop": {"not_faction": "Aquos"}})
    assert stop.exclude is True and [f.value for f in stop.factions] == ["Aquos"]


def test_keys_that_exclude_each_other_and_keys_allowed_only_with_a_word() -> None:
    with pytest.raises(SpecError, match="stop takes faction or not_faction, not both"):
        _effect({"stop": {"faction": "Aquos", "not_faction": "Pyrus"}})
    with pytest.raises(SpecError, match="energize from deck_top takes no chooser"):
        _effect({"energize": {"chooser": "opponent"}})


def test_a_default_read_from_other_parameters() -> None:
    assert _effect({"energize": {"from": "hand"}}).optional is True
    assert _effect({"energize": {"from": "deck_top"}}).optional is False
    assert _effect({"divide_boost": {"dr": 2}}).bp == 0  # the word's default, not the field's


def test_rules_between_parameters_are_checked_after_reading() -> None:
    with pytest.raises(SpecError, match="boost changes nothing"):
        _effect({"boost": {"to": "yours"}})
    with pytest.raises(SpecError, match="boost per team_faction needs a faction"):
        _effect({"boost": {"bp": 100, "per": "team_faction"}})
