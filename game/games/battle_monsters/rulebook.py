"""The guide's rules numbered, so the log, refusals and tests can cite them. The guide itself has no
numbers: these sections follow its order (README.md here lists them with the guide's headings)."""

from __future__ import annotations

from typing import Final

SECTIONS: Final[dict[str, str]] = {
    "1.1": "rules agreed before the game come first (the game is then not official)",
    "1.2": "a card's special effects come before the guide",
    "1.3": "between two contradicting effects, the one played last wins",
    "2.1": "a deck holds at least 30 cards, any number of copies",
    "2.2": "a coin flip decides who goes first",
    "2.3": "each player starts with 5 lives and 5 cards",
    "2.4": "each player starts with 2 selected cards in the graveyard",
    "3.1": "a player whose lives reach 0 loses",
    "3.2": "a player whose supply deck has run out loses",
    "3.3": "a player may surrender",
    "3.4": "both players may agree to a draw (never in tournament mode)",
    "4.1": "attack mode uses attack points, defence mode defence points, attacked or not",
    "4.2": "the monster that loses a battle goes to the graveyard",
    "4.3": "a monster attacks the player only when the player has no visible monster, with attack above 0",
    "4.4": "monsters are identified by keywords and elements, never by name",
    "4.5": "a monster in defence mode, or with attack below 0, cannot attack",
    "5.1": "Attack-Visible: monsters attack and can be attacked; spells apply at once; spells and traps cannot be hit",
    "5.2": "Defence-Visible: monsters defend; spells and traps apply and can be attacked",
    "5.3": "Attack-Invisible: monsters cannot attack or be attacked; spells wait to be revealed",
    "5.4": "Defence-Invisible: cards can be attacked; monsters cannot attack; spells wait to be revealed",
    "5.5": "face-down cards apply no effects, traps excepted; effects on summoning apply only face up",
    "6.1": "a turn: any sub-actions, then exactly one action, which ends the turn",
    "6.2": "Draw Card: draw 1 card from the supply deck",
    "6.3": "Discard Card: one card from hand to the graveyard; 'sent to the graveyard' effects do not trigger",
    "6.4": "Skip",
    "7.1": "at most one sub-action per card per turn (sub-actions caused by effects do not count)",
    "7.2": "Reveal: face down to face up, never back unless an effect says so",
    "7.3": "Attack: monsters only, once a turn, not the turn they were summoned or revealed",
    "7.4": "Switch Mode: between attack and defence",
    "7.5": "Summon: from hand to your side of the field in any stance; not a sub-action of that card",
    "8.1": "a spell applies its effect when revealed, or when its condition is met",
    "8.2": "a spell or trap used once goes to the graveyard; a lasting one stays while face up",
    "8.3": "a trap reveals itself and applies when the opponent performs its action",
    "8.4": "a spell or trap attacked where it can be is sent to the graveyard",
}


def cite(rule: str) -> str:
    """'rule 7.3 (Attack: ...)' for messages."""
    return f"rule {rule} ({SECTIONS[rule]})" if rule in SECTIONS else f"rule {rule}"
