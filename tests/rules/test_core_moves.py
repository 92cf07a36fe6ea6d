"""BakuCores change place only through `move_core` (game/games/bakugan/rules/core_zones.py), announced as core
`Moved` events, to which the damage record of rule 5.11.2 subscribes."""

from __future__ import annotations

import re
from pathlib import Path

from game.games.bakugan.rules import core_moves
from game.games.bakugan.rules.actions import PlayCard
from game.games.bakugan.rules.core_zones import FIELD, WAITING, held_by
from game.games.bakugan.rules.engine import Game
from tests.rules.support import brawl, decision, decision_card, in_brawl, log_texts, pass_until

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"
VICTOR = 3  # Bob's Bulwark, in the brawl and the Victor


def flipped_with_a_core_on_the_victor() -> Game:
    """Bob's Victor holds a BakuCore; Ann flips Peek (a Flip that does not stop) and plays it."""
    game = brawl(
        ann={"deck": ["ts-61", "ts-10", "ts-11", "ts-14", "ts-15", "ts-10"]},
        bob={"bakugan": {0: in_brawl(cores=["core-37"])}},
    )
    pass_until(game, lambda g: decision(g) is not None)
    assert decision(game) == "flip" and game.state.this_turn.victor == VICTOR
    game.apply(PlayCard(seat=0, card=decision_card(game), target=None))
    return game


def test_5_11_2_core_taken_off_the_victor_by_an_opposing_answer_still_counts() -> None:
    game = flipped_with_a_core_on_the_victor()
    (core,) = game.state.bakugan[VICTOR].cores
    core_moves.remove_cores(game, 1, VICTOR, every=True)  # Bob's own effect, answering Ann's Flip
    assert game.state.bakugan[VICTOR].cores == []
    assert game.state.this_turn.flip_answers.damage_kept_cores == {core: VICTOR}
    assert log_texts(game, "5.11.2")


def test_5_11_2_core_taken_off_by_the_flip_owner_is_not_kept() -> None:
    # refused variant: the Flip card's owner may change the damage (5.11.2), so nothing is kept
    game = flipped_with_a_core_on_the_victor()
    core_moves.remove_cores(game, 0, VICTOR, every=True)
    assert game.state.this_turn.flip_answers.damage_kept_cores == {}
    assert not log_texts(game, "5.11.2")


def test_5_11_2_core_put_on_the_victor_by_an_opposing_answer_is_locked_out() -> None:
    game = flipped_with_a_core_on_the_victor()
    (core,) = game.state.bakugan[VICTOR].cores
    game.move_core(core, held_by(VICTOR), WAITING)  # no seat named: not recorded
    game.move_core(core, WAITING, FIELD, cell=(0, 0))
    assert game.state.field == {core: (0, 0)} and game.state.this_turn.flip_answers.damage_kept_cores == {}
    game.move_core(core, FIELD, held_by(VICTOR), by=1)
    assert game.state.field == {} and game.state.bakugan[VICTOR].cores == [core]
    assert game.state.this_turn.flip_answers.no_damage_cores == [core]


def test_no_part_of_the_engine_edits_where_a_core_is_by_hand() -> None:
    edits = re.compile(
        r"\.cores\.(append|remove|pop|insert|extend|clear)\(|\.cores = |\.field\[[^]]*\] = |\.field\.pop\("
    )
    # move_core itself; the state built, read back; a view's own copy built
    allowed = {"engine.py", "setup.py", "state.py", "view_data.py"}
    found = [
        f"{path.relative_to(RULES)}:{n}"
        for path in RULES.rglob("*.py")
        if path.name not in allowed
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if edits.search(line)
    ]
    assert found == []
