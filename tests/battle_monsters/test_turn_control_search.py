"""The Battle Monsters words of issue 35's last list: ending the turn by an effect (R19), taking
control of a monster for the turn or for good (R20), searching the supply (R21); each with its
refused variant, and random games with those cards in both decks keeping every invariant."""

from __future__ import annotations

import pytest

from game.games.battle_monsters import words
from game.games.battle_monsters.actions import Attack, Skip, Summon
from game.games.battle_monsters.decks import BmDeck
from game.games.battle_monsters.invariants import check_invariants
from game.games.battle_monsters.match import play_game
from tests.battle_monsters.test_rules import iid_of, on, position, refused


def test_the_new_words_read_and_say_what_they_do() -> None:
    assert words.parse_effect("end_turn") == words.Effect("end_turn")
    taken = words.parse_effect({"take_control": {"to": {"who": "opponent", "type": "monster"}, "until": "always"}})
    assert taken.until == "always" and taken.target is not None and taken.target.face == "up"
    assert "for good" in words.describe_effect(taken)
    found = words.parse_effect({"search": {"type": "monster", "keyword": "dragon"}})
    assert "search your supply for a dragon monster" in words.describe_effect(found)


@pytest.mark.parametrize(
    ("raw", "says"),
    [
        ({"end_turn": 3}, "takes nothing"),
        ({"take_control": {"to": {"who": "you", "type": "monster"}}}, "of the opponent's"),
        ({"take_control": {"to": {"who": "opponent"}, "until": "tomorrow"}}, "'until' must be one of turn, always"),
        ({"search": {"type": "spell", "keyword": "dragon"}}, "a monster's (4.4)"),
        ({"search": {"name": "Kiln Drake"}}, "unknown key(s) name"),
    ],
)
def test_the_new_words_refuse_what_they_cannot_say(raw: object, says: str) -> None:
    with pytest.raises(words.WordError) as caught:
        words.parse_effect(raw)
    assert says in caught.value.problem


def test_r19_an_effect_ends_the_turn_and_refused_acting_after_it() -> None:
    game = position(hand=["bm-125", "bm-001"])
    game.apply_action(Summon(iid_of(game, "bm-125", "hand"), "attack-visible"))
    assert game.state.active() == 1 and not game.state.ending
    assert refused(game, Summon(iid_of(game, "bm-001", "hand"), "attack-visible")) == "6.1"


def test_r20_a_borrowed_monster_attacks_for_its_taker_and_goes_back() -> None:
    game = position(hand=["bm-123"], theirs=[on("bm-003")])
    drake = iid_of(game, "bm-003", seat=1)
    assert refused(game, Attack(drake, None)) == "6.1"  # not Ann's before the Lure
    game.apply_action(Summon(iid_of(game, "bm-123", "hand"), "attack-visible"))
    assert game.state.side(drake) == 0 and game.state.owner[drake] == 1
    game.apply_action(Attack(drake, None))
    assert game.state.lives == [5, 4]
    game.apply_action(Skip())
    assert game.state.side(drake) == 1 and not game.state.borrowed


def test_r20_refused_variant_a_face_down_monster_cannot_be_taken() -> None:
    game = position(hand=["bm-123"], theirs=[on("bm-003", "attack-invisible")])
    game.apply_action(Summon(iid_of(game, "bm-123", "hand"), "attack-visible"))
    assert game.state.field_of(0) == [] and len(game.state.field_of(1)) == 1
    assert any("nothing to take_control" in line for line in (e.text for e in game.core.log))


def test_r21_a_search_takes_the_first_match_from_the_top_and_shuffles() -> None:
    game = position(hand=["bm-050"])
    supply = list(game.state.zone("supply", 0))
    game.apply_action(Summon(iid_of(game, "bm-050", "hand"), "attack-visible"))
    hand = game.state.zone("hand", 0)
    dragons = [i for i in reversed(supply) if "dragon" in game.card(i).keywords]
    if dragons:
        assert hand == [dragons[0]]
    else:  # refused variant: nothing matches, nothing taken
        assert hand == []
    assert game.state.shuffles >= 1


def test_r21_refused_variant_no_match_takes_nothing() -> None:
    game = position(hand=["bm-050"])
    for iid in game.state.zone("supply", 0):
        game.state.cards[iid] = "bm-017"  # golems only
    game.apply_action(Summon(iid_of(game, "bm-050", "hand"), "attack-visible"))
    assert game.state.zone("hand", 0) == []
    assert any("finds no such card" in line for line in (e.text for e in game.core.log))


NEW = ["bm-050", "bm-123", "bm-124", "bm-125", "bm-213"]


@pytest.mark.parametrize("seed", range(12))
def test_random_games_with_the_new_cards_keep_every_invariant(seed: int) -> None:
    cards = tuple([*NEW * 3, *["bm-001", "bm-002", "bm-003", "bm-017", "bm-009"] * 3])
    deck = BmDeck("new words", "", cards)
    problems: list[str] = []

    def observe(game: object, _action: object) -> None:
        problems.extend(check_invariants(game))  # type: ignore[arg-type]

    result = play_game([deck, deck], ["random", "random"], seed, observe=observe)
    assert not problems, problems[:5]
    assert result.turns >= 2
