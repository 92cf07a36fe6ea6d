"""The guided first game's next step, read from the real game: a title, why this moment matters,
what to do, and the one thing to click (a card, a cell, a button) or the throw to make.

No pygame: the scene (game/games/bakugan/ui/guide/table.py) finds where the thing is on screen and rings it.
The guide only ever points at something the table already marks as legal, so following it
plays the game through the real engine; a player who does something else is guided on from there.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame, PriorityFrame
from game.games.bakugan.rules.state import Step
from game.games.bakugan.rules.stats import top_card
from game.games.bakugan.ui.layout import Hit

THROW = "throw"  # GuideStep.button for a throw: drag along the drawn arrow


@dataclass(frozen=True)
class GuideStep:
    title: str
    why: str
    do: str
    target: Hit | None = None  # ring this on the table
    button: str | None = None  # or this button (THROW: the drag arrow)
    kind: str = ""  # what the step teaches: place_core, energize, select, throw, play, target, pass, wait...
    rule: str = ""  # the rule it teaches, in a small line


WELCOME = (
    "Welcome! You play a Pyrus deck against the computer's Aquos deck. "
    "Each step is explained here; the yellow ring shows what to click."
)
WAIT = GuideStep(
    "The computer's move",
    "The computer is deciding. Everything it does is written in the log on the right.",
    "Watch: your next step comes up here.",
    kind="wait",
)
ROLLING = GuideStep(
    "The roll",
    "The thrown Bakugan roll across the table; one that stops by a BakuCore pops open on it.",
    "Watch.",
    kind="wait",
)


def next_step(
    game: Game, viewer: int, my_move: bool, marks: set[Hit], buttons: list[str], question: str | None
) -> GuideStep | None:
    """What the learner should do now (None once the game is over). `marks` are the things the
    table rings as clickable, `buttons` the keys of the enabled prompt buttons, `question` the
    open question of a card being played (target, x, ...)."""
    if game.over:
        return None
    if not my_move:
        return _victor(game, viewer) or WAIT
    if question is not None:
        return _answer(question, marks, buttons)
    top = game.pending()
    if top is None:
        return WAIT
    if isinstance(top, PriorityFrame):
        return _priority(game, viewer, marks)
    if not isinstance(top, DecisionFrame):
        return WAIT
    decision = top.decision
    if decision == "place_core":
        return GuideStep(
            "Place a BakuCore",
            "Before the first turn the players take turns laying their six BakuCores on the table. "
            "Bakugan that stop beside a core open on it and get its bonus.",
            "Click the space ringed in yellow.",
            target=_first(marks, "cell"),
            kind="place_core",
            rule="rule 1.4.3",
        )
    if decision == "energize":
        return GuideStep(
            "Make an Energy card",
            "Each turn you may turn one card from your hand into Energy. Energy pays for the cards you play.",
            "Click the card ringed in yellow: a costly card you cannot pay for yet.",
            target=_costliest(game, marks),
            kind="energize",
        )
    if decision == "select":
        return GuideStep(
            "Choose a Bakugan",
            "Each turn every player picks one closed Bakugan to roll.",
            "Click the Bakugan card ringed in yellow.",
            target=_first(marks, "bakugan"),
            kind="select",
        )
    if decision == "throw":
        return GuideStep(
            "Throw your Bakugan",
            "A longer pull throws faster. Where it stops next to a BakuCore, it pops open and holds it.",
            "Press on the yellow dot, pull back along the arrow and let go.",
            button=THROW,
            kind="throw",
        )
    if decision == "flip" and "flip_play" in buttons:
        return GuideStep(
            "A Flip card!",
            "Damage flipped a Flip card from your deck: you may play it at once, paying its Energy.",
            "Press the ringed button to play it.",
            button="flip_play",
            kind="flip",
        )
    if decision == "discard":
        return GuideStep(
            "Too many cards",
            "You may keep at most seven cards in your hand.",
            "Click the card ringed in yellow to discard it.",
            target=_costliest(game, marks),
            kind="discard",
            rule="rule 4.3.2",
        )
    if decision == "trigger":
        first = next((b for b in buttons if b.startswith("trigger:")), None)
        return GuideStep(
            "Abilities trigger",
            "Several abilities went off at once; you choose the order.",
            "Press the ringed button.",
            button=first,
            kind="trigger",
        )
    return _anything(marks, buttons)


def _priority(game: Game, viewer: int, marks: set[Hit]) -> GuideStep:
    s = game.state
    mine_on_batch = any(e.controller == viewer for e in s.batch)
    hand = [h for h in marks if h.kind == "hand"]
    if hand and not mine_on_batch and s.step in (Step.POWER, Step.PLAY, Step.DAMAGE):
        cheapest = min(hand, key=lambda h: (game.card(h.ref).cost or 0, h.ref))
        card = game.card(cheapest.ref)
        return GuideStep(
            "Play a card",
            f"{_step_words(s.step)} {card.name} costs {card.cost or 0} Energy. "
            "A played card goes on the batch; the last card played completes first.",
            f"Click {card.name}, ringed in yellow.",
            target=cheapest,
            kind="play",
        )
    victor = _victor_words(game, viewer)
    if s.batch:
        why = "Cards wait on the batch. When every player passes, the top one completes."
    elif victor is not None:
        why = victor
    else:
        why = _step_words(s.step) + " You have nothing more to play now."
    title = "The Victor" if victor is not None and not s.batch else "Pass"
    return GuideStep(title, why, "Press Pass (or the Space bar).", button="pass", kind="pass")


def _victor(game: Game, viewer: int) -> GuideStep | None:
    """While damage is dealt: whose Bakugan is the Victor, and what that means."""
    words = _victor_words(game, viewer)
    return None if words is None else GuideStep("The Victor", words, "Watch the cards flip.", kind="wait")


def _victor_words(game: Game, viewer: int) -> str | None:
    s = game.state
    if s.this_turn.victor is None or s.step not in (Step.VICTOR, Step.DAMAGE):
        return None
    mine = s.bakugan[s.this_turn.victor].controller == viewer
    who = "Your" if mine else "The computer's"
    hurt = "the computer's deck" if mine else "your deck"
    name = top_card(s, game.catalog, s.bakugan[s.this_turn.victor]).name
    return (
        f"{who} {name} has the highest B-Power: it is the Victor. Its Damage Rating flips that many "
        f"cards from {hurt} to the discard pile; a player dealt damage with an empty deck is out."
    )


def _step_words(step: Step) -> str:
    return {
        Step.POWER: "Power Step: cards raise your open Bakugan's B-Power or lower the others'.",
        Step.VICTOR: "The open Bakugan with the highest B-Power is the Victor.",
        Step.DAMAGE: "Damage: the Victor flips cards from the loser's deck to the discard pile.",
        Step.PLAY: "Play Step: Heroes, Evos and Actions that help the turns to come.",
    }.get(step, "You have priority: you may play a card.")


def _answer(question: str, marks: set[Hit], buttons: list[str]) -> GuideStep:
    if question in ("target", "sacrifice") and marks:
        return GuideStep(
            "Choose a target",
            "This card needs something to act on.",
            "Click the one ringed in yellow.",
            target=min(marks, key=repr),
            kind="target",
        )
    choices = [b for b in buttons if b not in ("cancel",)]
    return GuideStep(
        "Choose",
        "This card asks a question.",
        "Press the ringed button.",
        button=choices[0] if choices else None,
        kind="answer",
    )


def _anything(marks: set[Hit], buttons: list[str]) -> GuideStep:
    """A decision the guide has no words of its own for: the prompt bar explains it."""
    if marks:
        return GuideStep(
            "Your choice",
            "The bar under the table says what this is.",
            "Click the one ringed in yellow.",
            target=min(marks, key=repr),
            kind="other",
        )
    return GuideStep(
        "Your choice",
        "The bar under the table says what this is.",
        "Press the ringed button.",
        button=buttons[0] if buttons else None,
        kind="other",
    )


def _first(marks: set[Hit], kind: str) -> Hit | None:
    found = sorted((h for h in marks if h.kind == kind), key=repr)
    return found[0] if found else None


def _costliest(game: Game, marks: set[Hit]) -> Hit | None:
    hand = [h for h in marks if h.kind == "hand"]
    if not hand:
        return None
    return max(hand, key=lambda h: (game.card(h.ref).cost or 0, -h.ref))
