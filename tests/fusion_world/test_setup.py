"""Fusion World setup (rules 6.1-6.6) and deck building (5.1-5.4), from the ready decks."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import IllegalAction
from game.games.fusion_world.actions import Redraw
from game.games.fusion_world.cards import PoolError, default_pool, load_pool
from game.games.fusion_world.decks import (
    FwDeck,
    FwDeckError,
    IllegalDecks,
    check_table_decks,
    load_fw_deck,
    ready_fw_decks,
    resolve_fw_deck,
    validate_fw_deck,
)
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.match import load_decks, play_fw_game, players_of
from tests.fusion_world.helpers import pending_kind


def new_game(seed: int = 3) -> FusionWorld:
    return FusionWorld.new(players_of(load_decks(None)), default_pool(), seed=seed)


def test_rule_6_1_leaders_face_up_and_active_decks_face_down() -> None:
    game = new_game()
    s = game.state
    for seat in (0, 1):
        assert s.zone("leader", seat) == [s.leaders[seat]] and s.leaders[seat] not in s.exhausted
    assert game.view(0).them.deck == 44 and isinstance(game.view(0).them.hand, int)


def test_rule_6_2_first_player_at_random() -> None:
    firsts = {new_game(seed).state.first for seed in range(12)}
    assert firsts == {0, 1}
    assert "6.2" in [e.rule for e in new_game().core.log]


def test_rule_6_3_draw_six() -> None:
    game = new_game()
    assert [len(game.state.zone("hand", seat)) for seat in (0, 1)] == [6, 6]


def test_rule_6_4_one_redraw_each_first_player_first() -> None:
    game = new_game()
    first = game.state.first
    assert pending_kind(game) == "redraw" and game.to_act() == first
    hand = game.state.zone("hand", first)
    game.apply_action(Redraw(first, tuple(hand[:2])))
    assert len(game.state.zone("hand", first)) == 6 and game.to_act() == 1 - first
    game.apply_action(Redraw(1 - first, ()))
    assert pending_kind(game) != "redraw"  # one redraw only


def test_rule_6_4_refused_for_cards_not_in_the_hand() -> None:
    game = new_game()
    first = game.state.first
    deck_card = game.state.zone("deck", first)[0]
    with pytest.raises(IllegalAction) as caught:
        game.apply_action(Redraw(first, (deck_card,)))
    assert caught.value.rule == "6.4"


def test_rule_6_5_eight_life_cards_face_down_and_6_6_the_game_begins() -> None:
    game = new_game()
    first = game.state.first
    game.apply_action(Redraw(first, ()))
    game.apply_action(Redraw(1 - first, ()))
    assert [len(game.state.zone("life", seat)) for seat in (0, 1)] == [8, 8]
    assert game.view(0).me.life == 8 and game.state.started
    assert game.core.turn == 1 and game.state.active_seat() == first


def test_rule_5_ready_decks_are_legal() -> None:
    pool = default_pool()
    paths = ready_fw_decks()
    assert len(paths) >= 4
    for path in paths:
        assert validate_fw_deck(load_fw_deck(path), pool) == [], path


def test_rule_5_1_to_5_4_violations_cite_their_rules() -> None:
    pool = default_pool()
    deck = FwDeck("bad", "", "FW-R01", (("FW-R00", 1), ("FW-R02", 5), ("FW-R03", 40)))
    problems = validate_fw_deck(deck, pool)
    assert any(p.startswith("rule 5.1:") for p in problems)
    assert any(p.startswith("rule 5.2:") for p in problems)
    assert any(p.startswith("rule 5.3:") for p in problems)
    assert any(p.startswith("rule 5.4:") for p in problems)


def test_rule_5_2_half_deck_is_25_cards() -> None:
    pool = default_pool()
    half = FwDeck("half", "", "FW-R00", (("FW-R01", 4),) * 6 + (("FW-R02", 1),), half=True)
    assert any("rule 5.4" in p for p in validate_fw_deck(half, pool))
    legal = FwDeck("half", "", "FW-R00", (*tuple((f"FW-R{k:02d}", 4) for k in range(1, 7)), ("FW-R07", 1)), half=True)
    assert validate_fw_deck(legal, pool) == []


def test_bad_deck_file_names_the_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "d.yaml"
    path.write_text("name: x\nleader: FW-R00\ncards:\n  FW-R01: lots\n", encoding="utf-8")
    with pytest.raises(FwDeckError) as caught:
        load_fw_deck(path)
    assert str(path) in str(caught.value) and "copies" in str(caught.value)


def test_bad_card_file_names_file_line_and_card(tmp_path: Path) -> None:
    path = tmp_path / "c.yaml"
    path.write_text(
        "- {id: X1, name: A, kind: battle, colour: red, power: 5000}\n"
        "- {id: X2, name: B, kind: battle, colour: red, power: 5000, keywords: [Flying]}\n"
        "- {id: X3, name: C, kind: extra, colour: red, abilities: [{type: auto, trigger: on_play, effects: []}]}\n",
        encoding="utf-8",
    )
    with pytest.raises(PoolError) as caught:
        load_pool([path])
    text = str(caught.value)
    assert f"{path}:2: X2: keywords" in text and f"{path}:3: X3:" in text and len(caught.value.problems) == 2


def _short(deck: FwDeck) -> FwDeck:
    """The deck with one card fewer (49 in a full deck)."""
    (first, copies), *rest = deck.cards
    return FwDeck(deck.name + " short", "", deck.leader, ((first, copies - 1), *rest), deck.half)


def test_rule_5_2_both_decks_of_one_game_follow_the_same_mode() -> None:
    pool = default_pool()
    full, half = (load_fw_deck(resolve_fw_deck(n)) for n in ("ember_rush", "half_ember"))
    with pytest.raises(IllegalDecks) as caught:
        check_table_decks([full, half], pool)
    assert caught.value.rules == ["5.2"] and "same mode" in str(caught.value)
    assert check_table_decks([half, half], pool) is True and check_table_decks([full, full], pool) is False


def test_rule_5_2_refused_a_50_card_deck_in_a_half_deck_game_and_a_49_card_deck() -> None:
    pool = default_pool()
    full = load_fw_deck(resolve_fw_deck("ember_rush"))
    with pytest.raises(IllegalDecks) as caught:  # FusionWorld.new: every way into a game comes here
        FusionWorld.new(players_of([full, full]), pool, seed=1, half=True)
    assert caught.value.rules == ["5.2", "5.2"] and "half-deck mode has 25 cards, this one 50" in str(caught.value)
    with pytest.raises(IllegalDecks) as caught:
        FusionWorld.new(players_of([_short(full), full]), pool, seed=1)
    assert caught.value.rules == ["5.2"]
    assert "Player 1's deck: a full deck has 50 cards, this one 49" in str(caught.value)
    with pytest.raises(IllegalDecks):
        play_fw_game([_short(full), full], pool, ["random", "random"], 1)


def test_rule_5_2_simulate_and_play_refuse_decks_of_two_modes(capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli import main

    assert main(["simulate", "--game", "fusion-world", "--decks", "ember_rush", "half_ember", "--games", "1"]) == 1
    assert "rule 5.2: both decks of one game follow the same mode" in capsys.readouterr().out
    assert main(["play", "--game", "fusion-world", "--decks", "half_ember", "ember_rush"]) == 1
    assert "rule 5.2" in capsys.readouterr().out
