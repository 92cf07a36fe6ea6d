"""Rolling Bakugan into BakuCores, shared by every game that rolls (Bakugan, Toy Battle).

seam.py           the seam between rules and physics: Throw, RollRequest, RollOutcome, RollModel
hexgrid.py        BakuCore field cells (shared by the rules and the physics)
probabilistic.py  a seeded statistical roll model
models.py         roll models by name: physics, fast (fitted) or probabilistic
throwers.py       how each side throws: a skill, a style, a practice profile
actions.py        the actions every game of rolls shares (place a BakuCore, select, throw, the
                  roll's outcome, forfeit) on the Action base that writes any action as JSON
The pymunk simulation itself is game/physics/.
"""
