"""Generated card text reads as plain English: shared conditions, plurals, quiet pipes."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.cards.text import card_text
from game.games.bakugan.words import Condition, Draw, Step, describe_steps

ROOT = Path(__file__).resolve().parent.parent


def test_steps_under_one_condition_share_one_if_clause() -> None:
    cond = Condition.parse({"rerolled_open": True})
    text = describe_steps((Step(effect=Draw(count=2), condition=cond), Step(effect=Draw(count=1), condition=cond)))
    assert text.count("If ") == 1
    assert " and " in text


def test_steps_under_different_conditions_stay_apart() -> None:
    first = Step(effect=Draw(count=1), condition=Condition.parse({"rerolled_open": True}))
    second = Step(effect=Draw(count=1), condition=Condition.parse({"rerolled_open": False}))
    assert describe_steps((first, second)).count("If ") == 2


def test_no_card_text_doubles_a_word_or_a_plural() -> None:
    catalog = default_catalog()
    bad = []
    for card in catalog.cards.values():
        text = card_text(card)
        if re.search(r"cardss|\b(\w+) \1\b", text):
            bad.append(f"{card.id}: {text}")
    assert bad == []


def test_no_card_text_repeats_a_sentence_part() -> None:
    """br-106, bb-281 used to read "Energize the top card ... and Energize the top card ...": an
    instruction done twice is written once, with its count."""
    for card in default_catalog().cards.values():
        lists = [card.play.steps, *(m.steps for m in card.play.modes)] if card.play else []
        lists += [steps for a in card.abilities for steps in (a.steps, *(m.steps for m in a.modes))]
        for steps in lists:
            text = describe_steps(steps)
            parts = [p.strip() for p in re.split(r"[.;]| and ", text) if p.strip()]
            assert len(parts) == len(set(parts)), f"{card.id}: {text}"


def test_output_cut_short_by_the_reader_is_not_an_error() -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line, as with `| head -0`
    try:
        proc = subprocess.run(
            [sys.executable, "main.py", "cards", "coverage"],
            cwd=ROOT,
            stdout=write_end,
            stderr=subprocess.PIPE,
            timeout=60,
            check=False,
        )
    finally:
        os.close(write_end)
    assert b"Traceback" not in proc.stderr
    assert proc.returncode == 0
