"""Who may look at the hot-seat screen: which decisions need a private screen (a hand-over), where
a player's stops are, and how BakuCores are named on a shared screen. Pure reading of the game.

A decision that needs no hidden information (choosing a Bakugan to roll, throwing, placing a
BakuCore, ordering triggered abilities, declining a flipped card one cannot pay for) is taken on a
public screen that shows no hand and no face-down card, so it needs no hand-over. A priority
window in which the player could play something stops only where the player asked to stop
(Settings); elsewhere the table passes for them, as card-game clients do.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.actions import Action, Decline, Pass
from game.rules.engine import Game

# decisions whose every answer is made from public information
PUBLIC_DECISIONS = frozenset({"select", "throw", "place_core", "trigger"})

RESPONSE_STOP = "response"  # an opponent's card or ability is on top of the batch
STEP_STOPS: tuple[tuple[str, str], ...] = (
    ("selection", "Selection step (before the roll)"),
    ("power", "Power step"),
    ("victor", "Victor step"),
    ("damage", "Damage step"),
    ("play", "Play step (end of turn)"),
)
STOP_NAMES: dict[str, str] = {**dict(STEP_STOPS), RESPONSE_STOP: "When an opponent plays a card or ability"}
DEFAULT_STOPS: tuple[str, ...] = ("power", RESPONSE_STOP)


def needs_private_screen(game: Game, legal: Sequence[Action]) -> bool:
    """True when the seat to act must see its hand (or other hidden cards) to answer."""
    top = game.pending()
    if top is None:
        return False
    if top.kind == "decision":
        if top.decision in PUBLIC_DECISIONS:
            return False
        if top.decision == "flip":  # the flipped card is face up; only paying for it may need the hand
            return any(not isinstance(a, Decline) for a in legal)
        return True
    if top.kind == "priority":
        return any(not isinstance(a, Pass) for a in legal)
    return True


def stops_here(game: Game, seat: int, stops: Sequence[str]) -> bool:
    """Whether `seat`, holding priority now, asked to stop at this moment."""
    s = game.state
    if s.batch and s.batch[-1].controller != seat:
        return RESPONSE_STOP in stops
    return s.step.value in stops


def public_core_names(game: Game) -> dict[str, str]:
    """Each BakuCore on the field as every player may call it: "Helix core", with its bonus only
    once it is turned bonus side up (1.12.1: placed bonus side down)."""
    s = game.state
    names: dict[str, str] = {}
    for cid in s.field:
        core = game.catalog.cores[s.cores[cid].core_id]
        names[cid] = core.label if cid in s.face_up_cores else f"{core.type.value} core"
    return names
