"""Battle Monsters' stop points (the shell's stops and auto-pass, game/ui/stops.py), named from
its rules: a turn is sub-actions (summon, reveal, switch, attack: 7.1-7.5) and then one action
(Draw, Discard or Skip: 6.1), and a player answers an offered draw (3.4). Traps spring by
themselves on the opponent's action (8.3: "triggers and automatically reveals itself"), so no one
is asked whether to spring one; the trap's owner chooses its target when it can reach more than
one card, a choice with no pass, always asked. Pure reading of the game (no pygame).

The pass of a turn is Draw, the action that ends it in the usual way (6.2). A turn with the hand
empty and no monster able to attack is drawn for the player by default: the usual computer draws
there in 90 of 91 such turns, and only a switch or a reveal is left to do. Drawing the last card of
the supply loses at the next turn (3.2), so a turn with fewer than two cards in the supply is
never drawn for anyone. Skip and an offer of a draw are open in every turn, so a turn is drawn
for a player only where their stop is off, never as "the only thing to do"."""

from __future__ import annotations

from game.games.battle_monsters.actions import AnswerDraw, Attack, Draw
from game.games.battle_monsters.game import BattleMonsters
from game.ui.stops import PassNow

STOP_NAMES: dict[str, str] = {
    "bm:turn": "Your turn, with a card to summon or a monster to attack with (7.1-7.5)",
    "bm:end": "Your turn, with an empty hand and no attack: only Draw is left (6.2)",
    "bm:draw": "Your opponent offers a draw (3.4)",
}
DEFAULT_STOPS: tuple[str, ...] = ("bm:turn", "bm:draw")
SAFE_SUPPLY = 2  # the fewest cards in the supply at which drawing cannot empty it (3.2)


def pass_now(game: BattleMonsters, seat: int) -> PassNow | None:
    """The pass open to `seat` in the decision now and its stop (None: no pass is an answer)."""
    pending = game.pending()
    if pending is None or pending.seat != seat:
        return None
    legal = game.legal_actions()
    if pending.kind == "draw_offer":
        return PassNow(AnswerDraw(False), "bm:draw", False)
    if pending.kind != "turn" or Draw() not in legal or len(game.state.zone("supply", seat)) < SAFE_SUPPLY:
        return None
    ended = not game.state.zone("hand", seat) and not any(isinstance(a, Attack) for a in legal)
    return PassNow(Draw(), "bm:end" if ended else "bm:turn", False)  # Skip and an offered draw remain
