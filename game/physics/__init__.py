"""Roll physics: the pymunk table (world), the thrower model and the fast fitted model."""

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
