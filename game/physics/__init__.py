"""Roll physics (issue 4): the pymunk table, the thrower model and the fast fitted model.

config.py      game/data/physics.yaml, checked on load
table.py       table, seats, release points and the release rules (5.7.1, 7.8.2, 7.9.1)
magnet.py      where the magnet faces as the Bakugan rolls, slides or spins
scene.py       the static space of a field (cores, open Bakugan), cached and reused per field
c_api.py       pymunk's C functions called directly on a roll's hot paths (contacts, body reads, joints)
world.py       one simultaneous roll stepped in a scene: magnet tracking, rest checks, outcome
naming.py      cores named for explanations: by label and place from the thrower's edge
model.py       PhysicsRollModel (RollModel) and roll_with_trajectory for drawing
trajectory.py  per-Bakugan tracks: positions, angles, magnet, the moment it opens
thrower.py     human-like throws with a skill-dependent spread
release_spots.py  where along the edge a release is legal
release_plan.py  which cores a clear line from a legal release reaches, best first
field_geometry.py  a field's core centres and release-gap checks, cached per field
features.py    a throw reduced to the numbers the fast model is fitted on
sweep.py       the headless calibration sweep (benchmarks/sweep_rolls.py writes the table)
fast.py        FastRollModel, drawing outcomes from game/data/roll_rates.json
fields.py      random core fields grown by rule 4.7.3
"""

from game.physics.config import PhysicsConfig, PhysicsConfigError, default_config, load_physics_config
from game.physics.fast import FastRollModel
from game.physics.model import PhysicsRollModel
from game.physics.trajectory import BakuganTrack, Frame, RollRecord

__all__ = [
    "BakuganTrack",
    "FastRollModel",
    "Frame",
    "PhysicsConfig",
    "PhysicsConfigError",
    "PhysicsRollModel",
    "RollRecord",
    "default_config",
    "load_physics_config",
]
