"""What the table shell asks of a Bakugan game at its end and for a take-back, read from the session
(no pygame): the take-back of the last action a human chose, refused outright once the taker has
seen a card hidden from them when they acted, or the Bakugan have rolled since; and the game-over
screen's summary, a row per player."""

from __future__ import annotations

from game.games.bakugan.rules.actions import RollResults
from game.games.bakugan.ui.hotseat import redactor, seen_by
from game.games.bakugan.ui.session import GameSession
from game.ui.gameover import GameSummary
from game.ui.takeback import TakeBackPlan

COLUMNS = ("Player", "Result", "Deck", "Hand", "Discard", "Energy", "Bakugan opened")
WIDTHS = (220, 280, 80, 80, 100, 100, 180)
WINNING_RULES = ("1.5.1", "8.2.4")


def plan_take_back(session: GameSession) -> TakeBackPlan | str:
    """The take-back of the last action a human chose, or why it cannot be (in words naming
    nothing hidden)."""
    index = session.last_chosen()
    if index is None:
        return "There is nothing to take back yet."
    taker = getattr(session.actions[index], "seat", -1)
    name = session.game.name(taker)
    if any(isinstance(a, RollResults) for a in session.actions[index:]):
        return f"{name} cannot take back that action: the Bakugan have rolled since."
    before = session.replayed(index)
    seen_then, _ = seen_by(before, taker)
    seen_now, _ = seen_by(session.game, taker)
    new = seen_now - seen_then
    if new:
        cards = "a card" if len(new) == 1 else f"{len(new)} cards"
        return f"{name} cannot take back that action: {name} has since seen {cards} hidden before."
    redact = redactor(session.game, None)
    lines = [redact(e.text) for e in session.game.state.log[len(before.state.log) :]]
    asked = [s for s in session.human_seats() if s != taker and not session.game.state.players[s].out]
    return TakeBackPlan(taker, index, lines, asked)


def game_summary(session: GameSession) -> GameSummary:
    """Who won and how (with its rule), the table's figures, and each player's piles at the end."""
    game = session.game
    s = game.state
    headline = f"{game.name(s.winner)} wins!" if s.winner is not None else "Game over"
    last = next((e for e in reversed(s.log) if e.rule in WINNING_RULES and "wins" in e.text), None)
    reason = f"{last.text} [rule {last.rule}]" if last is not None else ""
    facts = f"{s.turn} turns · {len(session.actions)} actions · {len(session.rolls)} rolls at this table"
    rows = []
    for p in s.players:
        opened = sum(1 for b in p.bakugan if s.bakugan[b].face_up)
        result = "winner" if s.winner == p.seat else (p.out_reason or "—")
        kind = "computer" if session.computer[p.seat] else "human"
        cells = (
            f"{p.name} ({kind})",
            result,
            str(len(p.deck)),
            str(len(p.hand)),
            str(len(p.discard)),
            str(len(p.charged) + len(p.uncharged)),
            f"{opened} of {len(p.bakugan)}",
        )
        rows.append((p.seat, cells))
    last_moves = tuple(str(e) for e in s.log[-8:])
    return GameSummary(headline, s.winner, reason, facts, COLUMNS, tuple(rows), WIDTHS, last_moves)
