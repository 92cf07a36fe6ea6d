"""What the table asks the player now, in words, and which buttons it offers (from legal actions)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.games.bakugan.rules import may_choice
from game.games.bakugan.rules.actions import CHANCE, Action, ChooseCard, Pass, PlaceCore, PlayCard, Target
from game.games.bakugan.rules.decisions import divide
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame, PriorityFrame
from game.games.bakugan.rules.state import Step
from game.roll.seam import ThrowStyle
from game.ui.choice import Choice
from game.ui.session import GameSession
from game.ui.words import counted


@dataclass
class Prompt:
    text: str
    buttons: list[tuple[str, str]] = field(default_factory=list)  # (key, label)
    hotkeys: dict[str, str] = field(default_factory=dict)  # key -> shown hotkey
    waiting: bool = False  # not the viewer's move


def build_prompt(
    session: GameSession, viewer: int, choice: Choice | None, core_pick: str | None, style: ThrowStyle
) -> Prompt:
    game = session.game
    s = game.state
    seat = game.to_act()
    if game.over:
        winner = s.winner
        return Prompt(f"The game is over: {game.name(winner)} wins." if winner is not None else "The game is over.")
    if seat == CHANCE:
        return Prompt("The Bakugan are rolling…", waiting=True)
    if seat is None:
        return Prompt("")
    if seat != viewer or not session.is_human(seat):
        who = game.name(seat)
        if session.computer[seat] and session.thinker.thinking:
            return Prompt(f"{who} ({session.seat_kind(seat)}) is thinking…", waiting=True)
        kind = session.seat_kind(seat) if session.computer[seat] else "player"
        return Prompt(f"Waiting for {who} ({kind}) to act…", waiting=True)
    if choice is not None:
        return _choice_prompt(game, choice)
    top = game.pending()
    assert top is not None
    legal = game.legal_actions()
    if isinstance(top, PriorityFrame):
        playable = sum(1 for a in legal if not isinstance(a, Pass))
        step = s.step.value.capitalize()
        if s.batch:
            batch = counted(len(s.batch), "card")
            lead = f"Batch has {batch}. You have priority: respond, or Pass to let the top one complete."
        else:
            lead = f"{step} Step: you have priority. Play a marked card or ability, or Pass."
        if not playable:
            lead += " (Nothing you can play now.)"
        return Prompt(lead, [("pass", "Pass")], {"pass": "Space"})
    if not isinstance(top, DecisionFrame):  # a roll or a card completing: nothing to ask
        return Prompt("Waiting…", waiting=True)
    d = top.decision
    if d == "place_core":
        cores = sorted({a.core for a in legal if isinstance(a, PlaceCore)})
        pick = core_pick if core_pick in cores else (cores[0] if cores else None)
        kind = s.cores[pick].core_id if pick else ""
        name = game.catalog.cores[kind].type.value if kind else "BakuCore"
        why = "(rule 4.7.3)" if s.step is not Step.SETUP else "(rule 1.4.3)"
        buttons = [(f"core:{c}", _core_label(game, c)) for c in cores] if len(cores) > 1 else []
        text = f"Place your {name} BakuCore: click a highlighted cell {why}."
        if buttons:
            text = f"Pick a BakuCore below, then click a cell {why}."
        return Prompt(text, buttons)
    if d == "energize":
        return Prompt(
            "Energize: click a card in your hand to make it an Energy card, or skip (rule 5.4).",
            [("no_energize", "Don't Energize")],
        )
    if d == "select":
        return Prompt("Choose the Bakugan to roll: click one of your unopened Bakugan (rule 5.6.1).")
    if d == "throw":
        buttons = [(f"style:{st.value}", st.value.capitalize()) for st in ThrowStyle]
        buttons.append(("typical_throw", "Typical throw"))
        again = f"Roll {s.rolls_this_turn + 1} this turn (no Bakugan opened yet, 5.7.2). " if s.rolls_this_turn else ""
        return Prompt(
            f"{again}Throw: press in your yellow zone, pull back and let go (5.7.1).",
            buttons,
            {"style:rolled": "1", "style:slid": "2", "style:spun": "3"},
        )
    if d == "flip":
        assert top.card is not None
        card = game.card(top.card)
        plays = [a for a in legal if isinstance(a, PlayCard)]
        cost = game.card_cost(seat, card, 0, False, run.frost if (run := game.current_damage()) else 0)
        buttons = [("flip_play", f"Play {card.name} ({cost} Energy)")] if plays else []
        buttons.append(("decline", "Decline"))
        return Prompt(f"You flipped {card.name}, a Flip card: play it now or decline (rule 3.6.1).", buttons)
    if d == "discard":
        return Prompt(f"Hand limit: click {counted(top.count, 'card')} in your hand to discard (rule 4.3.2).")
    if d == "trigger":
        eids: list[int] = []
        for a in legal:
            if isinstance(a, ChooseCard) and a.card not in eids:
                eids.append(a.card)
        names = {e.eid: game.catalog.cards[e.card_id].name for e in s.pending_triggers}
        buttons = [(f"trigger:{eid}", f"{names.get(eid, eid)}") for eid in eids]
        return Prompt("Abilities triggered: choose which goes on the batch next (rule 6.3.3).", buttons)
    if d == "may":
        return Prompt(may_choice.question(game, top), [("act:0", "Do it"), ("act:1", "Decline")])
    if d == "divide":
        buttons = [
            (f"act:{i}", _share_words(game, top, a.mode)) for i, a in enumerate(legal) if isinstance(a, ChooseCard)
        ]
        which = "Which Bakugan, and which bonus?" if top.card else "Which Bakugan gets the next one?"
        return Prompt(f"Divide the bonus: {top.count} share(s) left. {which}", buttons)
    if d == "energy_pick":
        labels = ("A charged one", "An uncharged one")
        buttons = [(f"act:{i}", labels[a.mode]) for i, a in enumerate(legal) if isinstance(a, ChooseCard)]
        return Prompt(f"Destroy an Energy card of {game.name(top.count)}'s: which?", buttons)
    if d == "charge_pick":
        kinds = ("One kept uncharged", "One that recharges anyway")
        buttons = [(f"act:{i}", kinds[a.mode]) for i, a in enumerate(legal) if isinstance(a, ChooseCard)]
        uncharged = s.players[top.seat].uncharged
        kept = sum(1 for i in uncharged if i in s.this_turn.held_uncharged)
        return Prompt(f"Charge which Energy card? {kept} of your {len(uncharged)} are kept uncharged (5.16.1)", buttons)
    return _effect_decision_prompt(game, d, legal)


EFFECT_DECISIONS = {
    "play_free": "Play one of the offered cards for free, or decline (rule 2.3.3).",
    "energize_pick": "Choose a card in that hand to Energize (rule 7.2.4).",
    "energize_top": "Energize the top of your deck? (rule 7.2.4)",
    "reorder": "Choose the card to go on top of your deck next: the first you choose ends on top.",
    "option": "Your opponent's card lets you choose what happens:",
    "copy_new": "Choose the card to copy and its selection (rule 7.7.1).",
    "choose_discard": "Choose the card your opponent discards (rule 4.5.1).",
    "discard_pick": "Choose a card in your discard pile.",
}
MAX_BUTTONS = 8


def _effect_decision_prompt(game: Game, decision: str, legal: list[Action]) -> Prompt:
    """A decision a card asks for while it completes. A card to play or copy is one button
    ("pick:<card>"; its selection is then made by clicking, as for a card from hand); any other
    answer is one button ("act:<index of the legal action>"), one per distinct card."""
    text = EFFECT_DECISIONS.get(decision, f"Decision: {decision}")
    buttons: list[tuple[str, str]] = []
    seen: set[str] = set()
    for index, action in enumerate(legal):
        if not isinstance(action, (PlayCard, ChooseCard)):
            buttons.append((f"act:{index}", "Don't" if decision == "energize_top" else "Decline"))
            continue
        if decision == "option":
            buttons.append((f"act:{index}", game.describe_option(action.mode)[:60]))
            continue
        if decision == "energize_top":
            buttons.append((f"act:{index}", "Energize"))  # the card stays hidden (3.7.3)
            continue
        name = game.card(action.card).name
        if name in seen:
            continue  # two copies of a card, or one card with several selections: one button
        seen.add(name)
        if decision in ("play_free", "copy_new"):
            verb = "Play" if decision == "play_free" else "Copy"
            buttons.append((f"pick:{action.card}", f"{verb} {name}"))
        else:
            buttons.append((f"act:{index}", name))
    decline = [b for b in buttons if not b[0].startswith("pick:") and b[1] in ("Decline", "Don't")]
    rest = [b for b in buttons if b not in decline]
    return Prompt(text, [*rest[: MAX_BUTTONS - len(decline)], *decline])


def _core_label(game: Game, cid: str) -> str:
    core = game.catalog.cores[game.state.cores[cid].core_id]
    bits = []
    if core.bp:
        bits.append(f"{core.bp:+d} BP")
    if core.dr:
        bits.append(f"{core.dr:+d} DR")
    return f"{core.type.value}\n{' '.join(bits)}" if bits else core.type.value  # the name over its bonus


def _choice_prompt(game: Game, choice: Choice) -> Prompt:
    q = choice.question
    cancel = ("cancel", "Cancel")
    if q == "target":
        buttons = []
        if Target("skip", 0) in choice.targets():
            buttons.append(("skip", "Don't use it"))
        if None in choice.targets():
            buttons.append(("notarget", "No target"))
        buttons += [(f"evo:{t.ref}", _below_words(game, t.ref)) for t in choice.targets() if t and t.kind == "evo"]
        where = (
            "a highlighted target or a button"
            if any(k.startswith("evo:") for k, _ in buttons)
            else "a highlighted target"
        )
        return Prompt(f"{choice.title}: click {where}.", [*buttons, cancel], {"cancel": "Esc"})
    if q == "mode":
        modes = [int(str(m)) for m in choice.options("mode")]
        first = choice.candidates[0]
        buttons = [(f"mode:{m}", game.describe_mode(first, m)[:60]) for m in modes]
        return Prompt(f"{choice.title}: choose one.", [*buttons, cancel], {"cancel": "Esc"})
    if q == "x":
        xs = choice.xs()
        return Prompt(
            f"{choice.title}: choose X (the extra Energy to pay).",
            [*((f"x:{x}", f"X = {x}") for x in xs[:10]), cancel],
            {"cancel": "Esc"},
        )
    if q == "sacrifice":
        if None in choice.options("sacrifice"):
            return Prompt(
                f"{choice.title}: click a highlighted hand card to discard for Sacrifice, or play without.",
                [("nosac", "No Sacrifice"), cancel],
                {"cancel": "Esc"},
            )
        return Prompt(
            f"{choice.title}: click a highlighted hand card to discard for Sacrifice (rule 7.4.4).",
            [cancel],
            {"cancel": "Esc"},
        )
    if q == "ability":
        opts = choice.options("ability")
        card_iid = getattr(choice.candidates[0], "card", None)
        buttons = []
        for index in opts:
            assert isinstance(index, int)
            label = f"Ability {index + 1}"
            if card_iid is not None:
                label = game.card(card_iid).abilities[index].describe()[:40]
            buttons.append((f"ability:{index}", label))
        return Prompt(f"{choice.title}: which ability?", [*buttons, cancel], {"cancel": "Esc"})
    return Prompt(choice.title, [cancel])


def actions_for_card(legal: list[Action], iid: int) -> list[Action]:
    return [a for a in legal if isinstance(a, PlayCard) and a.card == iid]


__all__ = ["Prompt", "actions_for_card", "build_prompt"]


def _share_words(game: Game, frame: DecisionFrame, mode: int) -> str:
    """A share of a divided bonus on its button: the Bakugan, and the bonus when the player picks it."""
    bp, dr, bid = divide.share(frame, mode)
    name = game.bname(bid)
    if not frame.card:
        return name[:40]
    return f"{f'+{bp} BP' if bp else f'+{dr} DR'}: {name}"  # the bonus first: a long name is cut at the end


def _below_words(game: Game, iid: int) -> str:
    """An Evo card under another on its button: a target no click on the table names (the Bakugan is its top card)."""
    bak = next(b for b in game.state.bakugan if iid in b.evos)
    return f"{game.card(iid).name[:22]} (under {game.card(bak.evos[-1]).name[:22]})"
