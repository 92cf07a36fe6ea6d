"""Battle Monsters' file errors belong to the FileProblem family: file, line and problem, the
same message form, and they survive the trip from a worker process (pickling)."""

from __future__ import annotations

import pickle

from game.files import errors as file_errors
from game.games.battle_monsters.cards import CardFileError
from game.games.battle_monsters.decks import DeckFileError
from game.games.battle_monsters.scenario import ScenarioError


def test_card_file_error_is_a_file_problem_naming_file_and_line() -> None:
    exc = CardFileError("cards.yaml", 7, "unknown keyword 'fly'")
    assert isinstance(exc, file_errors.FileProblem) and isinstance(exc, ValueError)
    assert (exc.path, exc.line, exc.problem) == ("cards.yaml", 7, "unknown keyword 'fly'")
    assert str(exc) == "cards.yaml:7: unknown keyword 'fly'"
    assert str(CardFileError("cards.yaml", 0, "is empty")) == "cards.yaml: is empty"  # line 0: none


def test_deck_and_scenario_errors_are_their_kinds_of_file_problem() -> None:
    deck = DeckFileError("deck.yaml", 3, "'cards' must map card ids to counts")
    assert isinstance(deck, file_errors.DeckFileError) and isinstance(deck, CardFileError)
    scenario = ScenarioError("s.yaml", 4, "each player is a mapping")
    assert isinstance(scenario, file_errors.ScenarioFileError)
    assert str(scenario) == "s.yaml:4: each player is a mapping"


def test_the_errors_pickle_with_their_parts() -> None:
    for exc in (CardFileError("c.yaml", 2, "x"), DeckFileError("d.yaml", 0, "y"), ScenarioError("s.yaml", 5, "z")):
        back = pickle.loads(pickle.dumps(exc))
        assert type(back) is type(exc) and (back.path, back.line, back.problem) == (exc.path, exc.line, exc.problem)
