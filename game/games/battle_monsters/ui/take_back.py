"""What the table shell asks of a Battle Monsters game for a take-back and at its end (no pygame):
the last action a human chose, refused once the coin has been flipped since, or once its player
has seen a card since that was hidden from them when they acted (a card drawn, a card revealed);
and the game-over screen's summary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.battle_monsters.actions import CoinFlip
from game.games.battle_monsters.game import BattleMonsters
from game.ui.gameover import GameSummary
from game.ui.takeback import TakeBackPlan

if TYPE_CHECKING:
    from game.games.battle_monsters.ui.table import MonstersTableScene

COLUMNS = ("Player", "Result", "Lives", "Supply", "Hand", "Graveyard", "Field")


def seen_by(game: BattleMonsters, seat: int) -> set[int]:
    """The cards `seat` sees now: its hand, every graveyard, its own field and the face-up cards."""
    s = game.state
    seen = set(s.zone("hand", seat))
    for owner in range(2):
        seen.update(s.zone("graveyard", owner))
        seen.update(iid for iid in s.field_of(owner) if owner == seat or s.visible(iid))
    return seen


def last_chosen(scene: MonstersTableScene) -> int | None:
    """The index of the last action a human seat chose (the coin is nobody's); None when there is none."""
    for index in range(len(scene.actors) - 1, -1, -1):
        if scene.is_human(scene.actors[index]):
            return index
    return None


def plan_take_back(scene: MonstersTableScene) -> TakeBackPlan | str:
    """The take-back of the last action a human chose, or why it cannot be (naming nothing hidden)."""
    index = last_chosen(scene)
    if index is None:
        return "There is nothing to take back yet."
    taker = scene.actors[index]
    name = scene.game.name(taker)
    if any(isinstance(a, CoinFlip) for a in scene.actions[index:]):
        return f"{name} cannot take back that action: the coin has been flipped since."
    before = scene.origin.clone()
    for action in scene.actions[:index]:
        before.apply_action(action)
    seen_then = seen_by(before, taker)
    pending = before.pending()
    if pending is not None and pending.kind == "graveyard":  # 2.4: the taker was choosing from their own deck
        seen_then |= set(before.state.zone("supply", taker))
    new = seen_by(scene.game, taker) - seen_then
    if new:
        cards = "a card" if len(new) == 1 else f"{len(new)} cards"
        return f"{name} cannot take back that action: {name} has since seen {cards} hidden before."
    lines = [entry.text for entry in scene.game.core.log[len(before.core.log) :]]
    asked = [seat for seat in range(2) if seat != taker and not scene.computer[seat]]
    return TakeBackPlan(taker, index, lines, asked)


def game_summary(scene: MonstersTableScene) -> GameSummary:
    game = scene.game
    s = game.state
    winner = game.core.winner
    headline = f"{game.name(winner)} wins!" if winner is not None else "Nobody wins"
    ending = game.core.log[-1] if game.core.log else None
    how = f"{ending.text} [rule {ending.rule}]" if ending is not None and ending.rule else ""
    reason = how or (f"The game ended: {s.ended}" if s.ended else "")
    facts = f"{game.core.turn} turns · {len(scene.actions)} actions at this table"
    rows = []
    for seat in range(2):
        kind = scene.seat_kind(seat)
        result = "winner" if winner == seat else ("—" if winner is None else "lost")
        counts = (
            str(s.lives[seat]),
            str(len(s.zone("supply", seat))),
            str(len(s.zone("hand", seat))),
            str(len(s.zone("graveyard", seat))),
            str(len(s.field_of(seat))),
        )
        rows.append((seat, (f"{game.name(seat)} ({kind})", result, *counts)))
    last = tuple(entry.text for entry in game.core.log[-8:])
    return GameSummary(headline, winner, reason, facts, COLUMNS, tuple(rows), (), last)
