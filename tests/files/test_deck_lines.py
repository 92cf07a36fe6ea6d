"""Deck problems name the line of the entry at fault, in a YAML deck file (through `decks validate`)
and in a text list (import, then the deck-building rules)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main
from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.deck_text import import_text
from game.games.bakugan.decks import DECKS_DIR, validate_deck

LEGAL = (DECKS_DIR / "aquos_flow.yaml").read_text()


def _validate(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    path = tmp_path / "deck.yaml"
    path.write_text(text)
    code = main(["decks", "validate", str(path)])
    out = capsys.readouterr()
    return code, out.out + out.err


def _line_of(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), start=1) if needle in line)


def test_1_1_2_an_unknown_card_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = LEGAL.replace("  - 2 bb-219", "  - 2 zz-999", 1)
    code, out = _validate(tmp_path, text, capsys)
    assert code == 1 and f"line {_line_of(text, 'zz-999')}: rule 1.1.2: unknown card id 'zz-999'" in out


def test_1_1_2_an_entry_that_is_not_count_and_id_names_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = LEGAL.replace("  - 2 bb-219", "  - two bb-219", 1)
    code, out = _validate(tmp_path, text, capsys)
    assert code == 1 and f"line {_line_of(text, 'two bb-219')}: rule 1.1.2: card entry" in out


def test_4_2_1_a_huge_count_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = LEGAL.replace("  - 2 bb-219", "  - 100000000 bb-219", 1)
    code, out = _validate(tmp_path, text, capsys)
    assert code == 1 and f"line {_line_of(text, '100000000')}: rule 4.2.1" in out


def test_1_2_3_an_unknown_core_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = LEGAL.replace("cores: [", "cores: [core-999, ", 1)
    code, out = _validate(tmp_path, text, capsys)
    assert code == 1 and f"line {_line_of(text, 'core-999')}: rule 1.2.3: unknown BakuCore 'core-999'" in out


def test_a_key_of_the_wrong_shape_names_the_keys_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _validate(tmp_path, "name: x\ndescription: y\ncards: 40\n", capsys)
    assert code == 1 and "deck.yaml:3: 'cards' must be a list, not 40" in out and "Traceback" not in out


def test_a_character_that_is_not_a_word_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _validate(tmp_path, "name: x\ncharacters:\n  - aa-164\n  - {a: 1}\n", capsys)
    assert code == 1 and "deck.yaml:4: 'characters' holds {'a': 1}" in out


def test_1_10_1_a_character_in_a_text_lists_cards_names_its_line() -> None:
    catalog = default_catalog()
    result = import_text("Characters:\n1 aa-164\nCards:\n2 bb-219\n1 bb-292\n", catalog)
    lines = {v.rule: v.line for v in validate_deck(result.deck, catalog)}
    assert lines["1.10.1"] == 5 and not result.problems
