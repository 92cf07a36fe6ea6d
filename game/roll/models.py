"""Roll models by name for deck testing: `physics`, `fast` (fitted to the physics) or `probabilistic`.

The physics package is built separately; when its fitted FastRollModel is not there, `fast`
falls back to the seeded ProbabilisticRollModel and says so.
"""

from __future__ import annotations

import importlib
from typing import Any

from game.roll.probabilistic import ProbabilisticRollModel
from game.roll.seam import RollModel

ROLL_MODELS = ("fast", "physics", "probabilistic")


class RollModelUnavailable(RuntimeError):
    pass


def make_roll_model(name: str) -> tuple[RollModel, str]:
    """The model and a note on what it is (a fallback names itself)."""
    if name == "probabilistic":
        return ProbabilisticRollModel(), "probabilistic roll model"
    if name == "fast":
        fast = _physics_attr("FastRollModel")
        if fast is None:
            return ProbabilisticRollModel(), "fast: game.physics has no FastRollModel yet, using ProbabilisticRollModel"
        model: RollModel = fast()
        return model, "fast roll model fitted to the physics"
    if name == "physics":
        physics = _physics_attr("PhysicsRollModel")
        if physics is None:
            raise RollModelUnavailable("full physics is not available: game.physics has no PhysicsRollModel")
        full: RollModel = physics()
        return full, "full pymunk physics"
    raise RollModelUnavailable(f"unknown roll model {name!r} (choose from {', '.join(ROLL_MODELS)})")


def _physics_attr(name: str) -> Any:
    try:
        module = importlib.import_module("game.physics")
    except ImportError:
        return None
    return getattr(module, name, None)
