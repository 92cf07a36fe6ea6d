"""The names a Battle Monsters log must not show a viewer (the shell's log redaction,
game/ui/log_redact.py): every card out of their sight (the supplies, a hand not theirs, a face-down
card not theirs) unless a card of that name is in their sight too. No pygame."""

from __future__ import annotations

from game.games.battle_monsters.game import BattleMonsters
from game.ui.log_redact import NameRedactor, hidden_names


def seen_by(game: BattleMonsters, audience: int | None) -> set[int]:
    """The cards `audience` (a seat, or None: anyone) sees now: the graveyards, the face-up cards,
    and a seat's own hand and face-down cards."""
    s = game.state
    seen: set[int] = set()
    for iid in s.cards:
        place = game.where(iid)
        mine = audience is not None and s.owner[iid] == audience
        if place == "graveyard" or (place == "field" and (s.visible(iid) or mine)) or (place == "hand" and mine):
            seen.add(iid)
    return seen


def redactor(game: BattleMonsters, audience: int | None) -> NameRedactor:
    """What `audience` may not read in the log, and the words instead."""
    seen = seen_by(game, audience)
    names = {iid: game.card(iid).name for iid in game.state.cards}
    hidden = [names[iid] for iid in names if iid not in seen]
    return NameRedactor(hidden_names(hidden, (names[iid] for iid in seen)), frozenset(names.values()))
