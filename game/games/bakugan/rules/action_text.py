"""Actions, options and selections in a player's words (buttons, the log).

A part of `Game` (game/games/bakugan/rules/engine.py), handed the game it reads."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from game.games.bakugan.rules.batch_entries import entry_steps, trigger_ability
from game.games.bakugan.rules.frames import ResolveFrame
from game.games.bakugan.words import Mode, OpponentChooses

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class ActionText:
    """Actions, options and selections in a player's words."""

    __slots__ = ()

    def describe_action(self, game: Game, action: Action) -> str:
        """An action in a player's words, for logs, solvers and the UI."""
        who = game.name(action.seat) if hasattr(action, "seat") and 0 <= action.seat < game.state.seats else "?"
        if isinstance(action, PlayCard):
            text = f"{who} plays {game.card(action.card).name}"
            if action.target is not None:
                text += f" on {self.target_text(game, action.target)}"
            if action.target2 is not None:
                text += f" and {self.target_text(game, action.target2)}"
            if action.x:
                text += f" with X = {action.x}"
            if action.sacrifice is not None:
                text += f", discarding {game.card(action.sacrifice).name}"
            if action.discards:
                text += ", discarding " + " and ".join(game.card(i).name for i in action.discards)
            return text
        if isinstance(action, Pass):
            return f"{who} passes"
        if isinstance(action, Energize):
            return (
                f"{who} energizes {game.card(action.card).name}"
                if action.card is not None
                else f"{who} does not energize"
            )
        if isinstance(action, SelectBakugan):
            return f"{who} selects {game.bname(action.bakugan)}"
        if isinstance(action, ChooseCard) and action.card < 0:
            return f"{who} chooses option {action.mode + 1}"
        if isinstance(action, ChooseCard):
            return (
                f"{who} chooses {game.card(action.card).name if action.card < len(game.state.cards) else action.card}"
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
            return f"{who}'s illegal play of {game.card(action.card).name} is reversed"
        if isinstance(action, RollResults):
            return "roll: " + ", ".join(f"{game.name(seat)} {o.result.value}" for seat, o in action.outcomes)
        return str(action)

    def describe_mode(self, game: Game, action: Action, mode: int) -> str:
        """Option `mode` of the "choose one" card (or triggered ability) an action plays, in words."""
        modes: tuple[Mode, ...] = ()
        if isinstance(action, PlayCard):
            play = game.card(action.card).play
            modes = play.modes if play is not None else ()
        elif isinstance(action, ChooseCard):
            entry = next((t for t in game.state.pending_triggers if t.eid == action.card), None)
            modes = trigger_ability(game.catalog, entry).modes if entry is not None else ()
        if mode < len(modes):
            return modes[mode].describe()
        return "every option" if modes else f"Option {mode + 1}"

    def describe_option(self, game: Game, mode: int) -> str:
        """Option `mode` of the choice an opponent is making for the card completing now."""
        frame = next((f for f in reversed(game.state.frames) if isinstance(f, ResolveFrame)), None)
        if frame is not None:
            card = game.catalog.cards[frame.entry.card_id]
            steps = entry_steps(game.catalog, frame.entry, card)
            effect = steps[frame.next_step].effect if frame.next_step < len(steps) else None
            if isinstance(effect, OpponentChooses) and mode < len(effect.options):
                return f"{card.name}: " + " and ".join(st.describe() for st in effect.options[mode])
        return f"Option {mode + 1}"

    def target_text(self, game: Game, target: Target | None) -> str:
        if target is None:
            return ""
        if target.kind == "bakugan":
            return game.bname(target.ref)
        if target.kind == "player":
            return game.name(target.ref)
        if target.kind in ("hero", "evo"):
            return game.card(target.ref).name
        if target.kind == "batch_card":
            entry = next((e for e in game.state.batch if e.eid == target.ref), None)
            return game.catalog.cards[entry.card_id].name if entry else "a batch entry"
        return str(target)
