"""The physics names cores as a player would: by label, and by place when labels repeat."""

from __future__ import annotations

import random
import re

from game.physics import PhysicsRollModel, default_config
from game.physics.naming import CoreNamer
from game.physics.table import make_table
from game.roll.seam import RollRequest, RollResult, Throw
from tests.helpers import scenario

CONFIG = default_config()
TABLE = make_table(CONFIG, 2)
FLATS = CONFIG.core_across_flats_cm
# A column of three cores straight up the middle, and one to the right of the middle one.
FIELD = {"s0c1": (0, -1), "s0c2": (0, 0), "s1c1": (0, 1), "s1c2": (1, 0)}


def test_a_core_with_its_own_label_is_called_by_it() -> None:
    labels = {"s0c1": "Fist core (+1 DR)", "s0c2": "Shield core (+100 BP)", "s1c1": "Fist core (+1 DR)"}
    name = CoreNamer(TABLE, 0, FIELD, FLATS, labels)
    assert name("s0c2") == "the Shield core (+100 BP)"


def test_cores_sharing_a_label_are_told_apart_by_place_from_the_throwers_edge() -> None:
    mine = CoreNamer(TABLE, 0, FIELD, FLATS)
    theirs = CoreNamer(TABLE, 1, FIELD, FLATS, seat_name="Bob")
    assert mine("s0c1") == "the core nearest your edge"
    assert mine("s1c1") == "the core farthest from your edge"
    assert theirs("s1c1") == "the core nearest Bob's edge"
    assert theirs("s0c1") == "the core farthest from Bob's edge"
    # Neighbouring columns sit half a core apart: the right-hand core is its own depth level.
    words = {mine(c) for c in FIELD}
    assert len(words) == len(FIELD), words
    assert all("s0c" not in w and "s1c" not in w for w in words)


def test_cores_in_one_row_are_told_apart_left_to_right() -> None:
    row = {"L": (-1, 1), "M": (1, 0), "R": (3, -1)}  # three cores at one depth from seat 0
    name = CoreNamer(TABLE, 0, row, FLATS)
    assert [name(c) for c in ("L", "M", "R")] == [
        "the core on the left",
        "the core second from the left",
        "the core on the right",
    ]
    assert name.names(("L", "R")) == "the core on the left and the core on the right"


def test_engine_rolls_explain_with_core_labels_and_player_names() -> None:
    field = [
        {"core": "core-22", "owner": 0, "cell": [0, 0]},
        {"core": "core-37", "owner": 1, "cell": [1, 0]},
        {"core": "core-1", "owner": 1, "cell": [0, 1]},
    ]
    game = scenario(step="roll", starting=0, selected={0: 0, 1: 0}, field=field)
    request = game.roll_request()
    assert sorted(request.core_labels.values()) == [
        "Fist core (+1 DR)",
        "Magic Shield core (+500 BP)",
        "Shield core (+100 BP)",
    ]
    assert request.seat_names == {0: "Ann", 1: "Bob"}
    # Released nearer than two card lengths to the field: the reason names the core by label.
    close = RollRequest(
        field=request.field,
        throws={0: Throw(depth_cm=17.0, speed_mps=1.0), 1: Throw(depth_cm=17.0, speed_mps=1.0)},
        seats=2,
        core_labels=request.core_labels,
        seat_names=request.seat_names,
    )
    record = PhysicsRollModel(CONFIG).roll_with_trajectory(close, random.Random(1))
    for track in record.tracks.values():
        words = f"{track.outcome.reason} {track.detail}"
        assert not re.search(r"\bs\dc\d", words), words
        assert track.outcome.result is RollResult.ILLEGAL
        assert any(f"from the {label}" in words for label in request.core_labels.values()), words
