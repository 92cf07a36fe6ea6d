"""Fusion World's decision kinds, one module each, registered with the core's DecisionRegistry."""

from __future__ import annotations

from typing import Any

from game.games.fusion_world.decisions import (
    block,
    charge,
    counter,
    discard,
    life,
    main,
    order,
    redraw,
    step,
    target,
)

ALL_KINDS: tuple[Any, ...] = (
    redraw.KIND,
    charge.KIND,
    main.KIND,
    counter.KIND,
    block.KIND,
    step.KIND,
    order.KIND,
    target.KIND,
    life.KIND,
    discard.KIND,
)
