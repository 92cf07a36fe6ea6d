"""The registry of Bakugan's decision kinds (game/games/bakugan/rules/decision_kinds.py): every decision the
engine or a card can ask for has its kind, one module each, and an unknown one is refused loudly."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core.decisions import UnknownDecision
from game.games.bakugan.rules import decisions
from game.games.bakugan.rules.decision_kinds import KINDS
from game.games.bakugan.rules.frames import DecisionFrame
from tests.helpers import scenario

GAME = Path(__file__).resolve().parents[2] / "game" / "games" / "bakugan"


def test_every_decision_asked_for_has_a_registered_kind() -> None:
    asked = set()
    for path in GAME.rglob("*.py"):
        asked.update(re.findall(r"\.push_decision\(\s*\"([a-z_]+)\"", path.read_text(encoding="utf-8")))
    assert asked, "no decisions found: the pattern is out of date"
    assert asked <= set(KINDS.names()), sorted(asked - set(KINDS.names()))


def test_each_kind_lives_in_a_module_of_its_name() -> None:
    folder = Path(decisions.__file__).parent
    modules = {p.stem for p in folder.glob("*.py")} - {"__init__", "kind"}
    assert modules == set(KINDS.names())


def test_an_unknown_decision_is_an_error_not_an_empty_choice() -> None:
    game = scenario(step="power", starting=0)
    game.state.frames.append(DecisionFrame("no_such_kind", seat=0))
    game.invalidate()
    with pytest.raises(UnknownDecision):
        game.legal_actions()
