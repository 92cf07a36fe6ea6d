"""Actions, options and selections in a player's words (buttons, the log).

Part of `Game` (game/games/bakugan/rules/engine.py): the parts form one chain of classes, each module one
concern; a part calls only methods of its own part or of the parts below it."""

from __future__ import annotations

from game.games.bakugan.rules.actions import (
    Action,
    ChooseCard,
    Decline,
    Energize,
    Forfeit,
    IllegalPlay,
    Pass,
    PlaceCore,
    PlayCard,
    RollResults,
    SelectBakugan,
    Target,
    ThrowBakugan,
    Uncharge,
)
from game.games.bakugan.rules.frames import ResolveFrame
from game.games.bakugan.rules.triggers import Triggers
from game.games.bakugan.words import Mode, OpponentChooses


class ActionText(Triggers):
    def describe_action(self, action: Action) -> str:
        """An action in a player's words, for logs, solvers and the UI."""
        who = self.name(action.seat) if hasattr(action, "seat") and 0 <= action.seat < self.state.seats else "?"
        if isinstance(action, PlayCard):
            text = f"{who} plays {self.card(action.card).name}"
            if action.target is not None:
                text += f" on {self._target_text(action.target)}"
            if action.target2 is not None:
                text += f" and {self._target_text(action.target2)}"
            if action.x:
                text += f" with X = {action.x}"
            if action.sacrifice is not None:
                text += f", discarding {self.card(action.sacrifice).name}"
            if action.discards:
                text += ", discarding " + " and ".join(self.card(i).name for i in action.discards)
            return text
        if isinstance(action, Pass):
            return f"{who} passes"
        if isinstance(action, Energize):
            return (
                f"{who} energizes {self.card(action.card).name}"
                if action.card is not None
                else f"{who} does not energize"
            )
        if isinstance(action, SelectBakugan):
            return f"{who} selects {self.bname(action.bakugan)}"
        if isinstance(action, ChooseCard) and action.card < 0:
            return f"{who} chooses option {action.mode + 1}"
        if isinstance(action, ChooseCard):
            return (
                f"{who} chooses {self.card(action.card).name if action.card < len(self.state.cards) else action.card}"
            )
        if isinstance(action, Decline):
            return f"{who} declines"
        if isinstance(action, PlaceCore):
            return f"{who} places a BakuCore at {action.cell}"
        if isinstance(action, ThrowBakugan):
            return f"{who} throws"
        if isinstance(action, Forfeit):
            return f"{who} forfeits"
        if isinstance(action, Uncharge):
            return f"{who} uncharges an Energy card"
        if isinstance(action, IllegalPlay):
            return f"{who}'s illegal play of {self.card(action.card).name} is reversed"
        if isinstance(action, RollResults):
            return "roll: " + ", ".join(f"{self.name(seat)} {o.result.value}" for seat, o in action.outcomes)
        return str(action)

    def describe_mode(self, action: Action, mode: int) -> str:
        """Option `mode` of the "choose one" card (or triggered ability) an action plays, in words."""
        modes: tuple[Mode, ...] = ()
        if isinstance(action, PlayCard):
            play = self.card(action.card).play
            modes = play.modes if play is not None else ()
        elif isinstance(action, ChooseCard):
            entry = next((t for t in self.state.pending_triggers if t.eid == action.card), None)
            modes = self._trigger_ability(entry).modes if entry is not None else ()
        if mode < len(modes):
            return modes[mode].describe()
        return "every option" if modes else f"Option {mode + 1}"

    def describe_option(self, mode: int) -> str:
        """Option `mode` of the choice an opponent is making for the card completing now."""
        frame = next((f for f in reversed(self.state.frames) if isinstance(f, ResolveFrame)), None)
        if frame is not None:
            card = self.catalog.cards[frame.entry.card_id]
            steps = self._entry_steps(frame.entry, card)
            effect = steps[frame.next_step].effect if frame.next_step < len(steps) else None
            if isinstance(effect, OpponentChooses) and mode < len(effect.options):
                return f"{card.name}: " + " and ".join(st.describe() for st in effect.options[mode])
        return f"Option {mode + 1}"

    def _target_text(self, target: Target | None) -> str:
        if target is None:
            return ""
        if target.kind == "bakugan":
            return self.bname(target.ref)
        if target.kind == "player":
            return self.name(target.ref)
        if target.kind in ("hero", "evo"):
            return self.card(target.ref).name
        if target.kind == "batch_card":
            entry = next((e for e in self.state.batch if e.eid == target.ref), None)
            return self.catalog.cards[entry.card_id].name if entry else "a batch entry"
        return str(target)
