"""The guided game's steps, in the order the deal (setup.py) brings them: each says why, what to
do and the rule it teaches (the numbers of game/games/battle_monsters/rulebook.py), and asks for
one action of the learner."""

from __future__ import annotations

from typing import Any

from game.games.battle_monsters.actions import Attack, Draw, Summon
from game.ui.guide import Lesson, Wants


def summon(name: str, stance: str) -> Wants:
    def wants(game: Any, action: Any) -> bool:
        return isinstance(action, Summon) and action.stance == stance and game.card(action.iid).name == name

    return wants


def attack(name: str, target: str | None) -> Wants:
    """`name` attacks `target` (None: the player, directly)."""

    def wants(game: Any, action: Any) -> bool:
        if not isinstance(action, Attack) or game.card(action.iid).name != name:
            return False
        return action.target is None if target is None else game.card(action.target).name == target

    return wants


def draw(game: Any, action: Any) -> bool:
    return isinstance(action, Draw)


WELCOME = (
    "Welcome to Battle Monsters! The computer is down to its last life. Each step is explained "
    "here; the yellow ring shows what to press."
)
LESSONS = (
    Lesson(
        "Summon a monster",
        "On your turn you may summon cards from your hand onto your side of the field, in any of the "
        "four stances. Attack-Visible: face up and upright, ready to attack from your next turn.",
        "Click Kiln Drake in your hand, then Summon attack visible.",
        "rules 7.5 and 5.1",
        summon("Kiln Drake", "attack-visible"),
        "Kiln Drake comes first: the strongest attacker you hold.",
        "summon",
    ),
    Lesson(
        "Set a trap",
        "A trap springs by itself when the opponent does what it waits for: Snare Pit stops an "
        "attacking monster and destroys it. Summoned face down (Attack-Invisible), the computer "
        "cannot see it and cannot attack it.",
        "Click Snare Pit in your hand, then Summon attack invisible.",
        "rules 8.3 and 5.3",
        summon("Snare Pit", "attack-invisible"),
        "Face down is what hides a trap: the other stances show it or let it be attacked.",
        "trap",
    ),
    Lesson(
        "Attack a monster",
        "A monster that was already on the field may attack once a turn. Attack-mode monsters use "
        "their attack points: Ashback Boar's 400 beats Gloom Bat's 300, and the loser goes to the "
        "graveyard.",
        "Click Ashback Boar, then Attack Gloom Bat.",
        "rules 7.3, 4.1 and 4.2",
        attack("Ashback Boar", "Gloom Bat"),
        "Tide Serpent's 500 would beat your Boar: attack the Bat.",
        "attack",
    ),
    Lesson(
        "End your turn",
        "A turn is any number of sub-actions (summon, reveal, switch, attack), then exactly one "
        "action: Draw, Discard or Skip. Drawing gives you a card for later.",
        "Press Draw a card.",
        "rules 6.1 and 6.2",
        draw,
        "Draw is the action that helps you most now.",
        "action",
    ),
    Lesson(
        "A defender",
        "Your trap sprang when Tide Serpent attacked: both went to the graveyard. A monster in "
        "Defence-Visible (sideways) guards with its defence points and cannot attack.",
        "Click Gust Finch in your hand, then Summon defence visible.",
        "rules 8.3 and 5.2",
        summon("Gust Finch", "defence-visible"),
        "Gust Finch is weak in attack; sideways it guards.",
        "stance",
    ),
    Lesson(
        "A direct hit",
        "The computer has no visible monster left, so your monsters may attack the player: a direct "
        "hit takes one life, and a player with no lives left loses.",
        "Click Kiln Drake, then Attack the player directly.",
        "rules 4.3 and 3.1",
        attack("Kiln Drake", None),
        "Kiln Drake summoned last turn may attack now.",
        "direct",
    ),
)
