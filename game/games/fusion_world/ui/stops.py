"""Fusion World's stop points (the shell's stops and auto-pass, game/ui/stops.py): each moment a
player may act and may also pass, named by its rule, and the pass open now. Pure reading of the
game (no pygame).

Everyone stops by default where a pass gives something away: their charge (7.3) and main phase
(8), a Blocker's block (8.4.3), their defence step (10.2) and a counter (P8, R14, R15). The attack
step after one's own attack (10.1) is passed by default: attackers go on far more often than they
combo there (three times in four in the usual computer's games), and the defender's step follows."""

from __future__ import annotations

from typing import Any

from game.games.fusion_world.actions import Block, Charge, Counter, EndMain, Proceed
from game.games.fusion_world.game import FusionWorld
from game.ui.stops import PassNow

STOP_NAMES: dict[str, str] = {
    "fw:charge": "Your charge phase: a card into energy (7.3)",
    "fw:main": "Your main phase: play, activate, attack (8)",
    "fw:attack": "Your attack step: combo after you attack (10.1)",
    "fw:block": "Attacked, with a Blocker to block (8.4.3)",
    "fw:defence": "Your defence step: combo when attacked (10.2)",
    "fw:counter": "A counter you could answer with (P8)",
}
DEFAULT_STOPS: tuple[str, ...] = ("fw:charge", "fw:main", "fw:block", "fw:defence", "fw:counter")


def is_pass(action: Any) -> bool:
    """Charge nothing, end the main phase, go on from a battle step, no block, no counter."""
    return (
        isinstance(action, EndMain | Proceed)
        or (isinstance(action, Charge) and action.card is None)
        or (isinstance(action, Block) and action.blocker is None)
        or (isinstance(action, Counter) and action.card is None)
    )


def pass_now(game: FusionWorld, seat: int) -> PassNow | None:
    """The pass open to `seat` in the decision now and its stop (None: no pass is an answer)."""
    pending = game.pending()
    if pending is None or pending.seat != seat:
        return None
    legal = game.legal_actions()
    passing = next((a for a in legal if is_pass(a)), None)
    if passing is None:
        return None
    kind = pending.kind
    moment = f"fw:{pending.get('step')}" if kind == "step" else f"fw:{kind}"
    return PassNow(passing, moment if moment in STOP_NAMES else "", len(legal) == 1)
