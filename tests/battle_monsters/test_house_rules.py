"""Rule 1.1: house rules agreed before the game come first, and the game is then not official.
Each option from a small game, with its refused variant; the words the table and reports show;
replays keep them; official games hash as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import IllegalAction
from game.games.battle_monsters.actions import OfferDraw
from game.games.battle_monsters.decks import BmDeck, load_deck, ready_decks, validate
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.house import OFFICIAL, HouseRuleError, HouseRules, house_from_json, parse_house
from game.games.battle_monsters.match import new_game, play_game
from game.games.battle_monsters.replay import read, replay, save_replay
from tests.battle_monsters.playing import play_until

DECKS = [load_deck(p) for p in ready_decks()[:2]]


def to_first_turn(game: BattleMonsters) -> BattleMonsters:
    return play_until(game, lambda g: g.core.turn > 0)


def test_rule_1_1_house_rules_set_lives_hand_and_graveyard() -> None:
    house = HouseRules(lives=3, hand=7, graveyard=0)
    game = to_first_turn(new_game(DECKS, 4, house=house))
    s = game.state
    assert s.lives == [3, 3]
    assert [len(s.zone("hand", seat)) for seat in (0, 1)] == [7, 7]
    assert s.zone("graveyard", 0) == [] and s.zone("graveyard", 1) == []
    said = [e for e in game.core.log if "house rules (not official)" in e.text]
    assert said and said[0].rule == "1.1"


def test_rule_1_1_official_game_is_as_the_guide_says() -> None:
    game = to_first_turn(new_game(DECKS, 4))
    s = game.state
    assert s.lives == [5, 5] and [len(s.zone("graveyard", seat)) for seat in (0, 1)] == [2, 2]
    assert not any("house rules" in e.text for e in game.core.log)
    assert "house" not in s.to_json()  # official games hash exactly as before house rules existed


def test_rule_1_1_house_deck_minimum_and_rule_2_1_refusal() -> None:
    short = BmDeck("Short", "", tuple(DECKS[0].cards[:20]))
    assert [v.rule for v in validate(short)] == ["2.1"]  # refused under the guide
    assert validate(short, minimum=20) == []  # legal under the house rule
    problems = validate(short, minimum=25)
    assert problems and "house rule" in problems[0].problem


def test_rule_3_4_tournament_draws_only_by_house_rule() -> None:
    game = to_first_turn(new_game(DECKS, 2, tournament=True))
    assert OfferDraw() not in game.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        game.apply_action(OfferDraw())
    assert refused.value.rule == "3.4"
    agreed = to_first_turn(new_game(DECKS, 2, tournament=True, house=HouseRules(tournament_draws=1)))
    assert OfferDraw() in agreed.legal_actions()


def test_house_rules_in_words_and_on_the_command_line() -> None:
    assert OFFICIAL.describe() == "official rules" and OFFICIAL.spec() == ""
    house = parse_house("lives=3, hand=7,deck=20,draws=yes")
    assert house == HouseRules(lives=3, hand=7, deck_min=20, tournament_draws=1)
    assert house.describe().startswith("house rules (not official): 3 lives each (2.3)")
    assert parse_house(house.spec()) == house
    for bad, words in (("lives=0", "from 1 to 20"), ("colour=3", "is not one of"), ("draws=maybe", "yes or no")):
        with pytest.raises(ValueError, match=words):
            parse_house(bad)


def test_replays_keep_the_house_rules(tmp_path: Path) -> None:
    house = HouseRules(lives=2, hand=6)
    result = play_game(DECKS, ["heuristic", "heuristic"], 9, house)
    path = tmp_path / "game.json"
    save_replay(path, [d.cards for d in DECKS], [d.name for d in DECKS], 9, result.actions, result.state_hash, house)
    data = read(path)
    assert house_from_json(data["house"]) == house
    game, _, written = replay(path, data)
    assert game.state.house == house and game.state.state_hash() == written
    official = play_game(DECKS, ["heuristic", "heuristic"], 9)
    save_replay(path, [d.cards for d in DECKS], [d.name for d in DECKS], 9, official.actions, official.state_hash)
    assert "house" not in read(path)


@pytest.mark.parametrize(
    ("spec", "rule"),
    [("lives=--3", "2.3"), ("lives=\u00b2", "2.3"), ("hand=\uff13", "2.3"), ("deck=1e3", "2.1"), ("graveyard=", "2.4")],
)
def test_rule_1_1_a_bad_house_value_is_one_line_naming_its_rule(spec: str, rule: str) -> None:
    with pytest.raises(HouseRuleError) as caught:
        parse_house(spec)
    message = str(caught.value)
    assert caught.value.rule == rule and f"(rule {rule})" in message and "\n" not in message
    assert "invalid literal" not in message and repr(spec.partition("=")[2]) in message
