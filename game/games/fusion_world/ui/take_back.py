"""What the table shell asks of a Fusion World game for a take-back and at its end (no pygame):
the last action a human chose, refused once its player has seen a card since that was hidden from
them when they acted (a card drawn, a life card taken); and the game-over screen's summary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.fusion_world.game import FusionWorld
from game.ui.gameover import GameSummary
from game.ui.takeback import TakeBackPlan

if TYPE_CHECKING:
    from game.games.fusion_world.ui.table import FusionTableScene

PUBLIC_ZONES = ("leader", "energy", "battle", "combo", "drop", "resolving")
COLUMNS = ("Player", "Result", "Life", "Deck", "Hand", "Drop", "Energy")


def seen_by(game: FusionWorld, seat: int) -> set[int]:
    """The cards `seat` sees now: every card on the table or in a drop area, and its own hand."""
    s = game.state
    seen = set(s.zone("hand", seat))
    for owner in range(2):
        for zone in PUBLIC_ZONES:
            seen.update(s.zone(zone, owner))
    for top in list(seen):
        seen.update(s.zone("under", top))
    return seen


def last_chosen(scene: FusionTableScene) -> int | None:
    """The index of the last action a human seat chose; None when there is none."""
    for index in range(len(scene.actions) - 1, -1, -1):
        if not scene.computer[scene.actions[index].seat]:
            return index
    return None


def plan_take_back(scene: FusionTableScene) -> TakeBackPlan | str:
    """The take-back of the last action a human chose, or why it cannot be (naming nothing hidden)."""
    index = last_chosen(scene)
    if index is None:
        return "There is nothing to take back yet."
    taker = int(scene.actions[index].seat)
    name = scene.game.name(taker)
    before = scene.origin.clone()
    for action in scene.actions[:index]:
        before.apply_action(action)
    new = seen_by(scene.game, taker) - seen_by(before, taker)
    if new:
        cards = "a card" if len(new) == 1 else f"{len(new)} cards"
        return f"{name} cannot take back that action: {name} has since seen {cards} hidden before."
    lines = [entry.text for entry in scene.game.core.log[len(before.core.log) :]]
    asked = [seat for seat in range(2) if seat != taker and not scene.computer[seat]]
    return TakeBackPlan(taker, index, lines, asked)


def game_summary(scene: FusionTableScene) -> GameSummary:
    game = scene.game
    s = game.state
    winner = game.core.winner
    headline = f"{game.name(winner)} wins!" if winner is not None else "The game is drawn"
    ending = game.core.log[-1] if game.core.log else None
    reason = f"{ending.text} [rule {ending.rule}]" if ending is not None and ending.rule else ""
    facts = f"{game.core.turn} turns · {len(scene.actions)} actions at this table"
    rows = []
    for seat in range(2):
        kind = "computer" if scene.computer[seat] else "human"
        result = "winner" if winner == seat else ("—" if winner is None else "lost")
        counts = (str(len(s.zone(zone, seat))) for zone in ("life", "deck", "hand", "drop", "energy"))
        rows.append((seat, (f"{game.name(seat)} ({kind})", result, *counts)))
    last = tuple(entry.text for entry in game.core.log[-8:])
    return GameSummary(headline, winner, reason, facts, COLUMNS, tuple(rows), (), last)
