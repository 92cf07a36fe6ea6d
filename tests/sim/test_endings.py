"""How games end: end reasons add up, and the curves are right on a small hand-made set of games."""

from __future__ import annotations

from typing import Any

import pytest

from game.games.bakugan.sim.endings import (
    deck_curve,
    end_reasons,
    endings_report,
    hits_taken,
    still_playing,
    survival,
)
from game.games.bakugan.sim.game_end import out_reason
from game.games.bakugan.sim.report import build_report
from game.games.bakugan.sim.tasks import GameTask, run_task
from game.sim.run_report import percentile


def _game(index: int, sides: list[int], winner_side: int | None, turns: int, ending: dict[str, Any]) -> dict[str, Any]:
    return {
        "index": index,
        "sides": sides,
        "winner_side": winner_side,
        "turns": turns,
        "finished": winner_side is not None,
        "ending": ending,
    }


# Four games between side 0 and side 1 (seats rotate: game 1 and 3 put side 1 in seat 0).
GAMES = [
    # side 1 beats side 0 by damage in turn 3; side 0 took hits of 4 and 6
    _game(0, [0, 1], 1, 3, {"reason": "damage", "out": ["damage", ""], "out_turn": [3, 0],
                            "deck_by_turn": [[10, 9, 3], [10, 9, 8]], "hits": [[4, 6], []], "rolls_given_up": 0}),
    # side 0 (seat 1) wins in turn 5: side 1 (seat 0) drew its deck out
    _game(1, [1, 0], 0, 5, {"reason": "deck-out", "out": ["deck-out", ""], "out_turn": [5, 0],
                            "deck_by_turn": [[4, 3, 2, 1, 0], [10, 9, 8, 7, 6]], "hits": [[], [2]],
                            "rolls_given_up": 1}),
    # side 1 (seat 0) forfeits in turn 1
    _game(2, [1, 0], 0, 1, {"reason": "forfeit", "out": ["forfeit", ""], "out_turn": [1, 0],
                            "deck_by_turn": [[10], [10]], "hits": [[], []], "rolls_given_up": 0}),
    # nobody wins before the action cap, in turn 4
    _game(3, [0, 1], None, 4, {"reason": "cap", "out": ["", ""], "out_turn": [0, 0],
                               "deck_by_turn": [[10, 8, 6, 4], [10, 7, 5, 0]], "hits": [[2, 2], [3]],
                               "rolls_given_up": 2}),
]  # fmt: skip


def test_end_reason_counts_add_up_to_the_games() -> None:
    reasons = end_reasons(GAMES, 2)
    assert sum(reasons["total"].values()) == len(GAMES)
    assert reasons["total"] == {"damage": 1, "deck-out": 1, "card": 0, "forfeit": 1, "cap": 1}
    assert reasons["lost_by_side"][0] == {"damage": 1, "deck-out": 0, "card": 0, "forfeit": 0, "cap": 0}
    assert reasons["lost_by_side"][1] == {"damage": 0, "deck-out": 1, "card": 0, "forfeit": 1, "cap": 0}
    assert reasons["won_by_side"][0] == {"damage": 0, "deck-out": 1, "card": 0, "forfeit": 1, "cap": 0}
    assert reasons["won_by_side"][1] == {"damage": 1, "deck-out": 0, "card": 0, "forfeit": 0, "cap": 0}
    decided = sum(sum(lost.values()) for lost in reasons["lost_by_side"])
    assert decided + reasons["total"]["cap"] == len(GAMES)
    assert (reasons["rolls_given_up"], reasons["games_with_a_roll_given_up"]) == (3, 2)


def test_length_median_and_95th_percentile() -> None:
    report = endings_report(GAMES, 2)
    assert report["length"] == {"median_turns": 3.5, "p95_turns": 5, "histogram": {"1": 1, "3": 1, "4": 1, "5": 1}}
    assert percentile(list(range(1, 101)), 0.95) == 95
    assert percentile([7], 0.95) == 7


def test_survival_curves() -> None:
    # side 0 goes out in turn 3 of game 0; side 1 in turn 5 (game 1) and turn 1 (game 2)
    assert survival(GAMES, 0, 5) == [1.0, 1.0, 1.0, 0.75, 0.75, 0.75]
    assert survival(GAMES, 1, 5) == [1.0, 0.75, 0.75, 0.75, 0.75, 0.5]
    # the unfinished game counts as still going
    assert still_playing(GAMES, 5) == [1.0, 0.75, 0.75, 0.5, 0.5, 0.25]


def test_cards_flipped_per_damage() -> None:
    side0 = hits_taken(GAMES, 0)  # 4, 6 (game 0), 2 (game 1, seat 1), 2, 2 (game 3)
    assert side0["hits"] == 5
    assert side0["mean_cards"] == pytest.approx(16 / 5)
    assert side0["histogram"] == {"2": 3, "4": 1, "6": 1}
    assert hits_taken(GAMES, 1)["histogram"] == {"3": 1}


def test_deck_out_curve() -> None:
    rows = deck_curve(GAMES, 1)
    # side 1 sits in seat 1, 0, 0, 1: decks [10,9,8], [4,3,2,1,0], [10], [10,7,5,0]
    assert [r["games"] for r in rows] == [4, 3, 3, 2, 1]
    assert rows[0]["mean_cards"] == pytest.approx((10 + 4 + 10 + 10) / 4)
    assert rows[3]["mean_cards"] == 0.5  # decks of 1 and 0 as turn 4 starts
    # emptied by turn: game 3's deck is empty as turn 4 starts; game 1's as turn 5 starts
    assert [r["emptied_share"] for r in rows] == [0.0, 0.0, 0.0, 0.25, 0.5]
    assert rows[4]["empty"] == 1


def test_out_reasons_in_words_of_the_engine() -> None:
    assert out_reason("forfeited", "") == "forfeit"
    assert out_reason("lost: Ann won by a card", "") == "card"
    assert out_reason("dealt damage with an empty deck", "damage") == "damage"
    assert out_reason("dealt damage with an empty deck", "draw") == "deck-out"
    assert out_reason("dealt damage with an empty deck", "other") == "damage"  # e.g. Flip cards played on the way


def test_real_games_end_as_recorded() -> None:
    from game.games.bakugan.decks import ready_decks

    decks = tuple(str(p) for p in ready_decks()[:2])
    games = [
        run_task(GameTask(index=i, seed=100 + i, decks=decks, agents=("heuristic", "heuristic"), rolls="probabilistic"))
        for i in range(4)
    ]
    report = build_report(games, {}, None)
    endings = report["endings"]
    assert sum(endings["reasons"]["total"].values()) == report["games"] == 4
    for game in games:
        ending = game["ending"]
        loser = game["sides"].index(1 - game["winner_side"])
        assert ending["out_turn"][loser] == game["turns"]
        assert ending["out"][loser] in ("damage", "deck-out")
        assert len(ending["deck_by_turn"][loser]) == game["turns"]
        # the knock-out hit took every card the deck held as it began (never logged with its size)
        if ending["out"][loser] == "damage" and ending["deck_by_turn"][loser][-1] > 0:
            assert ending["hits"][loser], "the knock-out hit is counted"
