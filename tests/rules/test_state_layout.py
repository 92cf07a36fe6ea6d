"""The state in memory is typed (a frame class per kind, the turn in one TurnState) while its JSON
stays the flat layout saves, replays and scenarios have always used: states written before the
change (tests/fixtures/old_layout_states.json, from commit 5595535) read back to the same text and
the same hash. The turn-long state is replaced whole at the Reset step (rule 5.17)."""

from __future__ import annotations

import json
from pathlib import Path

from game.games.bakugan.rules.frames import (
    FRAME_CLASSES,
    ChanceFrame,
    DamageFrame,
    DecisionFrame,
    PriorityFrame,
    ResolveFrame,
    frame_name,
)
from game.games.bakugan.rules.state import BatchEntry, DamageRun, FlipAnswers, TurnState, state_from_json
from tests.helpers import scenario

OLD_STATES = Path(__file__).parents[1] / "fixtures" / "old_layout_states.json"


def test_states_written_before_typed_frames_read_back_to_the_same_json_and_hash() -> None:
    states = json.loads(OLD_STATES.read_text())["states"]
    kinds = set()
    for saved in states:
        state = state_from_json(json.loads(saved["json"]))
        assert [frame_name(f) if not isinstance(f, DecisionFrame) else "decision" for f in state.frames] == saved[
            "frames"
        ]
        assert all(type(f) is FRAME_CLASSES[kind] for f, kind in zip(state.frames, saved["frames"], strict=True))
        assert json.dumps(state.to_json()) == saved["json"]  # the same text, keys in the same order
        assert state.state_hash() == saved["hash"]
        kinds |= set(saved["frames"])
    assert kinds == set(FRAME_CLASSES)


def test_each_frame_kind_is_written_with_the_old_field_set() -> None:
    game = scenario(step="power", starting=0)
    entry = BatchEntry(eid=7, kind="card", controller=0, card_id="x")
    game.state.frames = [
        PriorityFrame(floor=1, holder=1, passes=1),
        ResolveFrame(entry, next_step=2, skip=[-1]),
        DamageFrame(DamageRun(target=1, attacker=0, origin_bid=None)),
        DecisionFrame("discard", seat=1, count=2, options=["action"], optional=True),
        ChanceFrame(),
    ]
    written = game.state.to_json()["frames"]
    fields = ["kind", "floor", "holder", "passes", "entry", "next_step", "skip", "damage"]
    fields += ["decision", "seat", "count", "card", "options", "optional"]
    assert all(list(frame) == fields for frame in written)
    assert [f["kind"] for f in written] == ["priority", "resolve", "damage", "decision", "chance"]
    assert written[0]["decision"] == "" and written[3]["holder"] == 0 and written[4]["entry"] is None
    back = state_from_json(json.loads(json.dumps(game.state.to_json())))
    assert back.frames == game.state.frames and back.state_hash() == game.state.state_hash()


def test_turn_fields_are_written_at_the_top_level() -> None:
    game = scenario(step="power", starting=0)
    game.state.this_turn.evo_free = True
    game.state.this_turn.flip_answers.no_damage_cards = [3]
    data = game.state.to_json()
    assert "this_turn" not in data and data["evo_free"] is True and data["no_damage_cards"] == [3]
    assert data["end_triggers_done"] is False  # never read; still written, as it always was
    back = state_from_json(data)
    assert back.this_turn.evo_free and back.this_turn.flip_answers.no_damage_cards == [3]


def test_5_17_the_turn_long_state_is_replaced_whole_at_the_reset_step() -> None:
    game = scenario(step="play", starting=0)
    turn, number = game.state.this_turn, game.state.turn
    turn.evo_free = True
    turn.revealed = [1]
    turn.flip_answers.damage_kept_evos = [[1, 0]]
    for _ in range(20):
        if game.state.turn == number + 1:
            break
        game.apply(game.legal_actions()[0])
    assert game.state.turn == number + 1
    assert game.state.this_turn is not turn and game.state.this_turn == TurnState()
    assert game.state.this_turn.flip_answers == FlipAnswers()
