"""The sections of the Fusion World rules text (Spanish) numbered in English, so the log, the
refusals and the tests cite them. The FAQ answers are cited as "P1" to "P14"; readings of our own
(RULINGS.md) as "R1", "R2", ..."""

from __future__ import annotations

from typing import Final

SECTIONS: Final[dict[str, str]] = {
    "1": "Introduction: two players, a Leader and a 50-card deck each",
    "2.1": "Win: the opponent's life area is empty",
    "2.2": "Win: the opponent's deck is empty",
    "2.2.1": "Half-deck mode: an empty deck is remade from the shuffled drop area instead",
    "3.1": "Leader: fights all game; awakens by turning to its stronger side",
    "3.2": "Battle card: fights in the battle area and the combo area",
    "3.3": "Extra card: used from the hand, then put in the drop area",
    "3.4.1": "Energy cost: the total cost is how many energy cards to exhaust",
    "3.4.2": "Energy cost: as many of the paying cards as the colour spheres must be of that colour",
    "4": "Turn: charge phase, main phase, end phase",
    "5.1": "Deck building: one Leader card",
    "5.2": "Deck building: 50 cards, battle and extra cards (25 in half-deck mode)",
    "5.3": "Deck building: no Leader cards in the deck",
    "5.4": "Deck building: at most 4 copies of a card",
    "6.1": "Setup: the Leader face up and active, the deck face down",
    "6.2": "Setup: the first player is chosen at random",
    "6.3": "Setup: draw 6 cards",
    "6.4": "Setup: one redraw (return any number, shuffle, draw as many)",
    "6.5": "Setup: the top 8 cards of the deck face down to the life area, never looked at",
    "6.6": "Setup: the game begins",
    "7.1": "Charge phase: ready the exhausted cards",
    "7.2": "Charge phase: draw a card (not the first player on the first turn; no hand limit)",
    "7.3": "Charge phase: may put a card from the hand into the energy area, active (no limit)",
    "8.1": "Main phase: play a battle card to the battle area, active, paying its energy cost",
    "8.2": "Main phase: activate Activate:Main abilities (Leader, battle cards, extra cards from the hand)",
    "8.2.1": "Main phase: an ability's cost and conditions must be met",
    "8.2.2": "Main phase: an extra card is used by paying its cost, then goes to the drop area",
    "8.3": "Main phase: awaken the Leader when its condition holds",
    "8.4": "Main phase: attack by exhausting the Leader or a battle card, at the opponent's Leader or battle card",
    "8.4.1": "Attack: cards may attack the turn they are played",
    "8.4.2": "Attack: the first player does not attack on the first turn",
    "8.4.3": "Blocker: when another card is attacked, exhaust this card to become the attack's target",
    "8.5": "Main phase: go to the end phase",
    "9": "End phase: the turn passes to the opponent",
    "10.1": "Battle, attack step: the attacker may combo, use Activate:Battle, awaken, then go on",
    "10.2": "Battle, defence step: the defender may combo, use Activate:Battle, awaken, then go on",
    "10.3": "Battle, damage step: attacker's power and combo against the defender's; ties to the attacker",
    "10.3.1": "Damage step: a defeated Leader's player takes a damage (a life card to the hand)",
    "10.3.2": "Damage step: a defeated battle card is KO'd to the drop area",
    "10.3.3": "Damage step: every card in the combo areas goes to the drop area; the battle ends",
    "11.1": "Combo: a battle card from the hand, or active in the battle area, to the combo area",
    "11.2": "Combo: paying its combo cost by exhausting energy (not playing a card)",
    "11.3": "Combo: the combo area's power adds to its side's power in the damage step; no limit",
    "11.4": "Combo: combos resolve one card at a time",
    "P1": "Auto abilities trigger in the opponent's turn too",
    "P2": "Simultaneous auto abilities of one player: that player chooses the order",
    "P3": "Simultaneous auto abilities of both players: the turn player's first",
    "P4": "An auto ability triggered during a resolution waits until that resolution is done",
    "P5": "Permanent abilities apply in the opponent's turn too, unless they say otherwise",
    "P6": "Permanent abilities last until the card leaves the battle area, unless they say otherwise",
    "P7": "Counter abilities before Permanent abilities under the same conditions",
    "P8": "Counter:Play: the played card's cost is paid first, then the counter's; it resolves; the card enters",
    "P9": "Evolve goes by character name, whatever the card's name",
    "P10": "An evolution stack is one card: the cards under it cannot be chosen",
    "P11": "Double Strike: the damaged player chooses the life cards taken",
    "P12": "Abilities triggered by an attack resolve before Blocker",
    "P13": "Brackets: < > special trait, { } card name, [ ] ability type, text before ':' the condition",
    "P14": "A battle goes on when the attacked battle card becomes active again",
}


def cite(rule: str) -> str:
    """A rule number with its summary, for the log and refusals."""
    return f"{rule} ({SECTIONS[rule]})" if rule in SECTIONS else rule
