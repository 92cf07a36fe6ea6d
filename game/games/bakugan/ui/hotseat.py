"""Who may look at the hot-seat screen: which decisions need a private screen (a hand-over), where
a player's stops are, and how BakuCores are named on a shared screen. Pure reading of the game.

A decision that needs no hidden information (choosing a Bakugan to roll, throwing, placing a
BakuCore, ordering triggered abilities, declining a flipped card one cannot pay for) is taken on a
public screen that shows no hand and no face-down card, so it needs no hand-over. A priority
window in which the player could play something stops only where the player asked to stop
(Settings); elsewhere the table passes for them, as card-game clients do.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from game.games.bakugan.rules.actions import Action, Decline, Pass
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame, PriorityFrame
from game.ui.log_redact import NameRedactor

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
    if isinstance(top, DecisionFrame):
        if top.decision in PUBLIC_DECISIONS:
            return False
        if top.decision == "flip":  # the flipped card is face up; only paying for it may need the hand
            return any(not isinstance(a, Decline) for a in legal)
        return True
    if isinstance(top, PriorityFrame):
        return any(not isinstance(a, Pass) for a in legal)
    return True


def stop_moment(game: Game, seat: int) -> str:
    """The stop a priority window of `seat` falls at: an opponent's card or ability on top of the
    batch, else the step."""
    s = game.state
    if s.batch and s.batch[-1].controller != seat:
        return RESPONSE_STOP
    return s.step.value


def public_core_names(game: Game) -> dict[str, str]:
    """Each BakuCore on the field as every player may call it: "Helix core", with its bonus only
    once it is turned bonus side up (1.12.1: placed bonus side down)."""
    s = game.state
    names: dict[str, str] = {}
    for cid in s.field:
        core = game.catalog.cores[s.cores[cid].core_id]
        names[cid] = core.label if cid in s.face_up_cores else f"{core.type.value} core"
    return names


CORE_CELL = re.compile(r"(BakuCores?) at \(-?\d+, -?\d+\)")


class Redactor(NameRedactor):
    """The shell's redactor (game/ui/log_redact.py) with Bakugan's own rewrite: the grid cells
    cores are placed at become "on the field" (players see where on the field; the cell numbers
    are the program's)."""

    def rewrite(self, line: str) -> str:
        return CORE_CELL.sub(r"\1 on the field", line)


def seen_by(game: Game, audience: int | None) -> tuple[set[int], dict[int, str]]:
    """(cards `audience` sees now, cards hidden from it with the words to call them): a seat sees
    its own hand, Energy and Bakugan and what it was shown; everyone sees discards, Heroes, Evos,
    face-up Bakugan, the batch and revealed cards. Decks are hidden from all."""
    s = game.state
    hidden: dict[int, str] = {}
    shown: set[int] = set(s.this_turn.revealed)
    for p in s.players:
        mine = p.seat == audience
        for iid in p.deck:
            hidden[iid] = "a hidden card"
        for iid in [*p.hand, *p.charged, *p.uncharged]:
            if mine:
                shown.add(iid)
            else:
                hidden[iid] = "a hidden card"
        shown.update(p.discard)
        shown.update(p.heroes)
        if mine:
            shown.update(p.seen)
    for b in s.bakugan:
        shown.update(b.evos)
        if b.face_up or b.owner == audience:
            shown.add(b.character)
        else:
            hidden[b.character] = "face-down Bakugan"
    shown.update(e.card for e in s.batch if e.card is not None)
    return shown, hidden


def redactor(game: Game, audience: int | None) -> Redactor:
    """What `audience` (a seat, or None for everyone) must not read, as its replacement words:
    cards in hands, decks and Energy of others, and other players' face-down Bakugan Characters."""
    s = game.state
    shown, hidden = seen_by(game, audience)
    visible = {game.card(i).name for i in shown} | {game.catalog.cards[e.card_id].name for e in s.batch}
    words: dict[str, str] = {}
    for iid, word in hidden.items():
        if iid in shown:
            continue
        name = game.card(iid).name
        if name not in visible:
            words[name] = word if words.get(name, word) == word else "a hidden card"
    return Redactor(words, _vocabulary(game))


def _vocabulary(game: Game) -> frozenset[str]:
    cards = game.catalog.cards
    return frozenset(cards[c.card_id].name for c in game.state.cards)
