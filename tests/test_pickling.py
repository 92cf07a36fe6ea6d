"""The catalogue, card and core definitions, actions and the card language pickle (tasks and
results cross process boundaries), compiled or not: a compiled frozen dataclass pickles through
game/core/frozen.py."""

from __future__ import annotations

import json
import pickle

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.cards.model import CardDef, CoreDef
from game.games.bakugan.rules.actions import (
    ACTION_TYPES,
    Action,
    Activate,
    ChooseCard,
    ChooseCore,
    Decline,
    Energize,
    Forfeit,
    IllegalPlay,
    Pass,
    PlaceCore,
    PlayCard,
    RollResults,
    SelectBakugan,
    Target,
    ThrowBakugan,
    Uncharge,
    action_from_json,
)
from game.roll.seam import RollOutcome, RollResult, Throw, ThrowStyle


def test_every_card_and_core_definition_pickles() -> None:
    catalog = default_catalog()
    assert pickle.loads(pickle.dumps(catalog)) == catalog
    definitions: list[CardDef | CoreDef] = [*catalog.cards.values(), *catalog.cores.values()]
    for definition in definitions:
        copy = pickle.loads(pickle.dumps(definition))
        assert copy == definition
        assert copy.label == definition.label


def test_actions_pickle_and_read_back_from_json() -> None:
    outcome = RollOutcome(result=RollResult.OPENED, cores=("s0c1",), rest_cm=(1.5, 2.0))
    throw = Throw(lateral_cm=1.0, depth_cm=2.0, angle_deg=3.0, speed_mps=1.2, style=ThrowStyle.SPUN)
    actions: list[Action] = [
        PlaceCore(0, "s0c1", (1, 2)),
        Energize(1, None),
        SelectBakugan(0, 3),
        ThrowBakugan(1, throw),
        RollResults(((0, outcome),)),
        PlayCard(0, 5, Target("bakugan", 2), 1, 7, 1, Target("player", 1), (8, 9), (10,)),
        Activate(1, 4, 0, Target("hero", 6), (11, 12)),
        IllegalPlay(0, 5, Target("bakugan", 2), 1, (10,)),
        Pass(0),
        Decline(1),
        ChooseCard(0, 3, None, 2),
        ChooseCore(1, "s1c0"),
        Forfeit(0),
        Uncharge(1, 4),
    ]
    assert {type(a) for a in actions} == set(ACTION_TYPES.values())
    for action in actions:
        assert pickle.loads(pickle.dumps(action)) == action
        assert action_from_json(json.loads(json.dumps(action.to_json()))) == action
        assert hash(pickle.loads(pickle.dumps(action))) == hash(action)


def test_card_language_objects_pickle() -> None:
    abilities = [a for card in default_catalog().cards.values() for a in card.abilities]
    plays = [card.play for card in default_catalog().cards.values() if card.play is not None]
    for value in [*abilities, *plays]:
        assert pickle.loads(pickle.dumps(value)) == value
