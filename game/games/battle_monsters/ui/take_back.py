"""Why a Battle Monsters take-back cannot be granted (no pygame): the coin has been flipped since,
or its player has seen a card since that was hidden from them when they acted (a card drawn, a
card revealed). A card picked from one's own deck for the graveyard (rule 2.4) was seen as it was
chosen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.battle_monsters.actions import CoinFlip
from game.games.battle_monsters.game import BattleMonsters
from game.ui.words import counted

if TYPE_CHECKING:
    from game.games.battle_monsters.ui.table import MonstersTableScene


def seen_by(game: BattleMonsters, seat: int) -> set[int]:
    """The cards `seat` sees now: its hand, every graveyard, its own field and the face-up cards."""
    s = game.state
    seen = set(s.zone("hand", seat))
    for owner in range(2):
        seen.update(s.zone("graveyard", owner))
        seen.update(iid for iid in s.field_of(owner) if owner == seat or s.visible(iid))
    return seen


def refusal(table: MonstersTableScene, before: BattleMonsters, taker: int, index: int) -> str:
    """Why `taker` may not take back action `index` ("" when they may)."""
    if any(isinstance(a, CoinFlip) for a in table.actions[index:]):
        return "the coin has been flipped since"
    seen_then = seen_by(before, taker)
    pending = before.pending()
    if pending is not None and pending.kind == "graveyard":  # 2.4: the taker was choosing from their own deck
        seen_then |= set(before.state.zone("supply", taker))
    new = seen_by(table.game, taker) - seen_then
    return f"{table.seat_name(taker)} has since seen {counted(len(new), 'card')} hidden before" if new else ""
