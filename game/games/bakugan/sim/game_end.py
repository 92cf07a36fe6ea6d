"""How one game ended, as plain data for its summary (the report aggregates it: game/games/bakugan/sim/endings.py).

Reasons, in a player's words:
- "damage": a player was dealt damage with no cards left, after damage emptied their deck (1.5.1);
- "deck-out": the same, but drawing had taken their last card (their deck ran out, then a hit came);
- "card": a card's "you win the game" condition held (1.3.1);
- "forfeit": a player forfeited (4.4.4);
- "cap": nobody won before the runner's action cap (or nobody could act): the game is unfinished.
"""

from __future__ import annotations

import re
from typing import Any, Final

from game.games.bakugan.rules.engine import Game
from game.games.bakugan.sim.collector import StatsCollector

END_REASONS: Final = ("damage", "deck-out", "card", "forfeit", "cap")
REASON_WORDS: Final = {
    "damage": "hit with an empty deck, emptied by damage",
    "deck-out": "hit with an empty deck, emptied by drawing",
    "card": "a card's win condition",
    "forfeit": "forfeit",
    "cap": "unfinished (action cap)",
}
_DAMAGE_RULES: Final = ("5.11.1", "1.16.2")  # brawl damage and damage from a card
_TAKES: Final = re.compile(r"^(.*) takes (\d+) damage$")
_ROLL_GIVEN_UP: Final = "No Bakugan opened in"  # the engine's guard abandons the brawl for the turn


def out_reason(engine_reason: str, emptied_by: str) -> str:
    """One player's way out of the game, from the engine's words and what emptied their deck."""
    if engine_reason == "forfeited":
        return "forfeit"
    if engine_reason.startswith("lost:"):
        return "card"
    return "deck-out" if emptied_by == "draw" else "damage"


def game_ending(game: Game, collector: StatsCollector) -> dict[str, Any]:
    state = game.state
    seats = len(state.players)
    out = [out_reason(p.out_reason, collector.emptied_by[i]) if p.out else "" for i, p in enumerate(state.players)]
    last_out = max(range(seats), key=lambda seat: collector.out_turn[seat]) if any(out) else None
    reason = "cap" if not game.over or last_out is None else out[last_out]
    names = {p.name: seat for seat, p in reversed(list(enumerate(state.players)))}
    hits: list[list[int]] = [[] for _ in range(seats)]
    given_up = 0
    for entry in state.log:
        if entry.rule in _DAMAGE_RULES:
            found = _TAKES.match(entry.text)
            if found is not None and found.group(1) in names and int(found.group(2)) > 0:
                hits[names[found.group(1)]].append(int(found.group(2)))
        elif entry.text.startswith(_ROLL_GIVEN_UP):
            given_up += 1
    for seat, way_out in enumerate(out):
        # the knock-out hit ends the game before its size is logged: it took all the deck held
        if way_out in ("damage", "deck-out") and collector.lethal_hit(seat) > 0:
            hits[seat].append(collector.lethal_hit(seat))
    return {
        "reason": reason,
        "out": out,
        "out_turn": list(collector.out_turn),
        "deck_by_turn": [list(d) for d in collector.deck_by_turn],
        "hits": hits,  # cards flipped by each damage a seat took, in order
        "rolls_given_up": given_up,  # Roll Steps abandoned after too many rolls with nothing open
    }
