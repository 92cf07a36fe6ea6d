"""`simulate --game toy-battle` and `play --game toy-battle` from the command line."""

from __future__ import annotations

import pytest

from game.cli import main


def test_simulate_toy_battle_prints_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "toy-battle", "--games", "6", "--agents", "random,greedy", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "6 Toy Battle games" in out and "(random," in out and "(greedy," in out


def test_simulate_toy_battle_refuses_unknown_players_and_decks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "toy-battle", "--agents", "oracle"]) == 2
    assert "random, greedy" in capsys.readouterr().out
    assert main(["simulate", "--game", "toy-battle", "--decks", "no_such_deck", "pyrus_fury"]) == 1
    assert "no_such_deck" in capsys.readouterr().out
    assert main(["simulate", "--game", "toy-battle", "--decks", "pyrus_fury"]) == 2
    assert "two players" in capsys.readouterr().out


def test_play_toy_battle_with_a_bad_deck_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--game", "toy-battle", "--decks", "no_such_deck", "pyrus_fury"]) == 1
    assert "no_such_deck" in capsys.readouterr().out
