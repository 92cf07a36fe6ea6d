"""The names a Fusion World log must not show a viewer (the shell's log redaction,
game/ui/log_redact.py): every card out of their sight (a hand not theirs, the decks, the life
areas) unless a card of that name is in their sight too. No pygame."""

from __future__ import annotations

from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.ui.take_back import public_cards, seen_by
from game.ui.log_redact import NameRedactor, hidden_names


def redactor(game: FusionWorld, audience: int | None) -> NameRedactor:
    """What `audience` (a seat, or None: anyone) may not read in the log, and the words instead."""
    every = game.state.cards
    seen = seen_by(game, audience) if audience is not None else public_cards(game)
    names = {iid: game.card(iid).name for iid in every}
    hidden = [names[iid] for iid in every if iid not in seen]
    return NameRedactor(hidden_names(hidden, (names[iid] for iid in seen)), frozenset(names.values()))
