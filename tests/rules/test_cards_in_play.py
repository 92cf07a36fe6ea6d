"""Cards that stay in play and abilities: Evo (3.3), Hero (3.4), triggers (6.3.3, 6.3.4), negate (6.10.2),
selections (1.13.1)."""

from __future__ import annotations

import pytest

from game.games.bakugan.rules.actions import ChooseCard, PlayCard, Target
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.state import Step
from tests.helpers import opened, pass_priority, roll, scenario
from tests.rules.support import at_step, brawl, decision, in_brawl, log_texts, pass_until

HYPER_TESTOID = "ts-40"  # Pyrus Evo of Testoid, 900 / 5, "when you play this" +100 BP to a Bakugan
FROSTY_PRIME = "ts-60"  # Aquos Evo of Frosty, 500 / 3, no abilities
AQUOS_TESTOID = "ts-55"  # a Character also named Testoid, but Aquos


def plays_of(game: Game, card: int) -> list[PlayCard]:
    return [a for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == card]


# ---------------------------------------------------------------- Evo (3.3)


def evo_game(**ann: object) -> Game:
    """Ann: Pyrus Testoid, Aquos Testoid, Blazer, and Hyper Testoid in hand. Bob has a Pyrus Testoid too."""
    return brawl(
        ann={
            "characters": ["ts-1", AQUOS_TESTOID, "ts-2"],
            "hand": [HYPER_TESTOID],
            "energy": {"charged": 2},
            **ann,
        },
        bob={"characters": ["ts-1", "ts-4", "ts-5"]},
    )


def test_3_3_1_evo_only_on_a_character_matching_name_and_faction() -> None:
    game = evo_game(bakugan={0: in_brawl(), 1: {"open": True}, 2: {"open": True}})
    evo = game.state.players[0].hand[0]
    assert {a.target for a in plays_of(game, evo)} == {Target("bakugan", 0)}


@pytest.mark.parametrize(("bid", "why"), [(1, "same name, other Faction"), (2, "other name")])
def test_3_3_1_evo_on_a_wrong_character_is_refused(bid: int, why: str) -> None:
    game = evo_game(bakugan={0: in_brawl(), 1: {"open": True}, 2: {"open": True}})
    evo = game.state.players[0].hand[0]
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=evo, target=Target("bakugan", bid)))
    assert err.value.rule == "3.3.1", why
    assert "Testoid" in err.value.reason
    assert evo in game.state.players[0].hand and len(game.state.players[0].charged) == 2


def test_3_3_2_evo_on_another_players_matching_bakugan_is_about_control() -> None:
    game = evo_game(bakugan={0: in_brawl(), 1: {"open": True}, 2: {"open": True}})
    evo = game.state.players[0].hand[0]
    with pytest.raises(IllegalAction) as err:  # the opponent's Pyrus Testoid: name and Faction match
        game.apply(PlayCard(seat=0, card=evo, target=Target("bakugan", 3)))
    assert err.value.rule == "3.3.2" and "Bob" in err.value.reason
    assert evo in game.state.players[0].hand and len(game.state.players[0].charged) == 2


def test_3_3_1_evo_with_no_matching_character_cannot_be_played() -> None:
    game = brawl(ann={"characters": ["ts-3", "ts-4", "ts-5"], "hand": [HYPER_TESTOID], "energy": {"charged": 2}})
    evo = game.state.players[0].hand[0]
    assert plays_of(game, evo) == []
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=evo, target=Target("bakugan", 0)))
    assert err.value.rule in ("3.3.1", "1.13.1")


def test_3_3_2_face_down_character_is_flipped_up_first() -> None:
    game = evo_game(bakugan={1: in_brawl()})  # the Pyrus Testoid is closed and face down
    s = game.state
    assert not s.bakugan[0].face_up
    evo = s.players[0].hand[0]
    game.apply(PlayCard(seat=0, card=evo, target=Target("bakugan", 0)))
    pass_priority(game, 2)
    assert s.bakugan[0].face_up and s.bakugan[0].evos == [evo]
    assert not s.bakugan[0].open  # turning the card face up does not open the Bakugan
    assert any("face up" in t for t in log_texts(game, "3.3.2"))
    assert evo not in s.players[0].discard


def test_3_3_3_evo_stats_replace_the_characters() -> None:
    game = evo_game()
    evo = game.state.players[0].hand[0]
    game.apply(PlayCard(seat=0, card=evo, target=Target("bakugan", 0)))
    pass_priority(game, 2)
    # the Evo's own "when you play this" trigger asks for a selection
    assert decision(game) == "trigger"
    choice = next(a for a in game.legal_actions() if isinstance(a, ChooseCard) and a.target == Target("bakugan", 0))
    game.apply(choice)
    pass_priority(game, 2)
    st = game.stats(0)
    assert (st.bp, st.dr) == (900 + 100, 5)


def test_3_3_3_evo_abilities_replace_the_characters() -> None:
    # Bob's Frosty: 1 FrostStrike and +300 while holding an SD core; Frosty Prime has neither
    game = brawl(bob={"bakugan": {2: in_brawl(cores=["core-22"])}, "hand": [FROSTY_PRIME]})
    assert (game.stats(5).bp, game.stats(5).frost) == (750, 1)
    pass_priority(game)
    game.apply(PlayCard(seat=1, card=game.state.players[1].hand[0], target=Target("bakugan", 5)))
    pass_priority(game, 2)
    st = game.stats(5)
    assert (st.bp, st.dr, st.frost) == (500 + 100, 3, 0)


# ---------------------------------------------------------------- Hero (3.4.2)


def test_3_4_2_hero_stays_in_play_and_its_static_applies() -> None:
    game = scenario(
        step="play",
        starting=0,
        last_victor=0,
        players=[
            {"bakugan": {0: {"open": True}}, "hand": ["ts-30"], "energy": {"charged": 2}},
            {"bakugan": {0: {"open": True}}},
        ],
    )
    hero = game.state.players[0].hand[0]
    game.apply(PlayCard(seat=0, card=hero, target=None))
    pass_priority(game, 2)
    ann = game.state.players[0]
    assert ann.heroes == [hero] and hero not in ann.discard
    assert game.stats(0).bp == 400 + 100  # "your Bakugan have +100"
    assert game.stats(3).bp == 600  # not the opponent's
    pass_until(game, at_step(Step.ENERGIZE))  # next turn: still in play, still applies
    assert ann.heroes == [hero] and game.stats(0).bp == 500
    assert log_texts(game, "3.4.2")


# ---------------------------------------------------------------- triggers (6.3.3, 6.3.4)


def both_open(starting: int, ann_heroes: list[str], bob_heroes: list[str]) -> Game:
    game = scenario(
        step="roll",
        starting=starting,
        selected={0: 0, 1: 0},
        players=[{"heroes": ann_heroes, "deck": ["ts-10"] * 5}, {"heroes": bob_heroes, "deck": ["ts-11"] * 5}],
    )
    roll(game, {0: opened(), 1: opened()})
    return game


@pytest.mark.parametrize("starting", [0, 1])
def test_6_3_3_simultaneous_triggers_starting_players_go_on_the_batch_first(starting: int) -> None:
    game = both_open(starting, ["ts-31"], ["ts-31"])  # Scholar: when you open, draw a card
    batch = game.state.batch
    assert [e.controller for e in batch] == [starting, 1 - starting]
    other = game.state.players[1 - starting]
    first = game.state.players[starting]
    pass_priority(game, 2)  # the top of the batch, the other player's, completes first
    assert (len(other.hand), len(first.hand)) == (1, 0)
    pass_priority(game, 2)
    assert (len(other.hand), len(first.hand)) == (1, 1)


def test_6_3_4_optional_trigger_can_be_declined() -> None:
    game = both_open(0, ["ts-54"], [])  # Curious Scholar: "you may draw a card"
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "trigger" and top.seat == 0
    eid = game.state.pending_triggers[0].eid
    game.apply(ChooseCard(seat=0, card=eid, target=Target("skip", 0)))
    assert game.state.batch == [] and game.state.pending_triggers == []
    assert log_texts(game, "6.3.4")
    pass_until(game, at_step(Step.VICTOR))
    assert game.state.players[0].hand == []


def test_6_3_4_optional_trigger_can_be_used() -> None:
    game = both_open(0, ["ts-54"], [])
    eid = game.state.pending_triggers[0].eid
    game.apply(ChooseCard(seat=0, card=eid, target=None))
    assert [e.card_id for e in game.state.batch] == ["ts-54"]
    pass_priority(game, 2)
    assert len(game.state.players[0].hand) == 1


def test_6_3_4_mandatory_trigger_cannot_be_skipped() -> None:
    game = both_open(0, ["ts-31", "ts-54"], [])  # two triggers of one player: she orders them
    assert decision(game) == "trigger"
    scholar = next(t.eid for t in game.state.pending_triggers if t.card_id == "ts-31")
    with pytest.raises(IllegalAction):
        game.apply(ChooseCard(seat=0, card=scholar, target=Target("skip", 0)))
    assert ChooseCard(seat=0, card=scholar, target=None) in game.legal_actions()


# ---------------------------------------------------------------- negate (6.10.2)


def test_6_10_2_negated_ability_does_nothing_and_its_card_stays_in_play() -> None:
    # Ann's Scholar triggers when she opens; Bob answers with Silence (negate an ability)
    game = scenario(
        step="roll",
        starting=0,
        selected={0: 0, 1: 0},
        players=[{"heroes": ["ts-31"], "deck": ["ts-10"] * 5}, {"hand": ["ts-59"], "deck": ["ts-11"] * 5}],
    )
    roll(game, {0: opened(), 1: opened()})
    trigger = game.state.batch[0]
    assert trigger.card_id == "ts-31"
    pass_priority(game)
    silence_card = game.state.players[1].hand[0]
    game.apply(PlayCard(seat=1, card=silence_card, target=Target("batch_card", trigger.eid)))
    pass_priority(game, 2)
    assert game.state.batch == []
    assert game.state.players[0].hand == []  # no card drawn
    assert game.state.players[0].heroes and game.state.cards[game.state.players[0].heroes[0]].card_id == "ts-31"
    assert silence_card in game.state.players[1].discard
    assert log_texts(game, "6.10.2")


def test_6_10_2_nullify_cannot_select_an_ability() -> None:
    game = scenario(
        step="roll",
        starting=0,
        selected={0: 0, 1: 0},
        players=[{"heroes": ["ts-31"]}, {"hand": ["ts-13"], "energy": {"charged": 2}}],
    )
    roll(game, {0: opened(), 1: opened()})
    pass_priority(game)
    nullify = game.state.players[1].hand[0]
    with pytest.raises(IllegalAction) as err:  # Nullify negates Action cards only
        game.apply(PlayCard(seat=1, card=nullify, target=Target("batch_card", game.state.batch[0].eid)))
    assert err.value.rule == "1.13.1"


# ---------------------------------------------------------------- selections (1.13.1)


def test_1_13_1_no_face_up_opposing_bakugan_no_weaken() -> None:
    game = brawl(ann={"hand": ["ts-14"], "energy": {"charged": 1}}, bob={"bakugan": {}})
    weaken = game.state.players[0].hand[0]
    assert plays_of(game, weaken) == []
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=weaken, target=Target("bakugan", 3)))
    assert err.value.rule == "1.13.1"
    assert weaken in game.state.players[0].hand


def test_1_13_1_face_down_bakugan_cannot_be_selected() -> None:
    game = brawl(ann={"hand": ["ts-10"], "energy": {"charged": 1}})
    power = game.state.players[0].hand[0]
    assert Target("bakugan", 1) not in {a.target for a in plays_of(game, power)}
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=power, target=Target("bakugan", 1)))
    assert err.value.rule == "1.13.1"
