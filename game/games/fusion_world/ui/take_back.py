"""What a Fusion World player sees, for the table's take-backs (no pygame): a take-back is refused
once its player has seen a card since that was hidden from them when they acted (a card drawn, a
life card taken)."""

from __future__ import annotations

from game.games.fusion_world.game import FusionWorld

PUBLIC_ZONES = ("leader", "energy", "battle", "combo", "drop", "resolving")


def seen_by(game: FusionWorld, seat: int) -> set[int]:
    """The cards `seat` sees now: every card on the table or in a drop area, and its own hand."""
    return public_cards(game) | set(game.state.zone("hand", seat))


def public_cards(game: FusionWorld) -> set[int]:
    """The cards everyone sees now: on the table (under an evolved card too) and in the drop areas."""
    s = game.state
    seen: set[int] = set()
    for owner in range(2):
        for zone in PUBLIC_ZONES:
            seen.update(s.zone(zone, owner))
    for top in list(seen):
        seen.update(s.zone("under", top))
    return seen
