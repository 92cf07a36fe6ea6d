"""What a searching player expects of a roll: the fast model fitted to the table's physics for
`fast` and `physics` games (which cores a throw reaches from its edge, how often it opens and
attaches on this field), the seeded probabilistic model for `probabilistic` games.

Public knowledge — how throws behave on this table — not any hidden card. An earlier belief,
a probabilistic model with the fast model's average rates, attached cores anywhere on the field;
real throws attach the cores near the thrower's edge, which decide many brawls.
"""

from __future__ import annotations

from functools import lru_cache

from game.roll.probabilistic import ProbabilisticRollModel
from game.roll.seam import RollModel


@lru_cache(maxsize=4)
def belief_for(rolls: str) -> RollModel:
    """The model play-outs use in a game with the named roll model (game/roll/models.py)."""
    if rolls == "probabilistic":
        return ProbabilisticRollModel()
    from game.roll.models import make_roll_model

    model, _note = make_roll_model("fast")  # the seeded probabilistic model when physics is missing
    return model
