"""The guided game's steps, in the order the deal (setup.py) brings them: each says why, what to
do and the rule it teaches (the numbers of game/games/fusion_world/rulebook.py), and asks for one
action of the learner."""

from __future__ import annotations

from typing import Any

from game.games.fusion_world.actions import Attack, Block, Charge, Combo, EndMain, PlayCard, Proceed
from game.ui.guide import Lesson, Wants

KAEN = "Kaen, Ember Disciple"  # the learner's Leader
BOKU = "Boku"  # the computer's Leader (Grove Warden, awakened: Elder Canopy)


def act(kind: type, **cards: str) -> Wants:
    """Actions of `kind` whose named fields are cards whose names begin so."""

    def wants(game: Any, action: Any) -> bool:
        if not isinstance(action, kind):
            return False
        for field, name in cards.items():
            iid = getattr(action, field)
            if iid is None or not game.card(iid).name.startswith(name):
                return False
        return True

    return wants


WELCOME = (
    "Welcome to Fusion World! You play the red Leader Kaen against the computer's green Leader "
    "Boku. Each step is explained here; the yellow ring shows what to press."
)
GO_ON = "Press Go on, ringed in yellow."
LESSONS = (
    Lesson(
        "Energy",
        "Your turn starts with the charge phase: your exhausted cards are readied and you draw. "
        "Then you may put one card from your hand into your energy area: energy pays for everything.",
        "Click Tobi the Spark in your hand, then the button to charge it.",
        "rule 7.3",
        act(Charge, card="Tobi the Spark"),
        "Keep Kaen, Bomu and Hotaru: you will use them this turn.",
        "energy",
    ),
    Lesson(
        "Play a battle card",
        "A card's cost is the number in its corner: that many energy cards are exhausted (turned) to "
        "pay it, and a coloured sphere asks that one of them be of that colour.",
        "Click Kaen, Wandering Flame in your hand, then the button to play it.",
        "rules 8.1 and 3.4",
        act(PlayCard, card="Kaen, Wandering Flame"),
        "Kaen comes first: it will attack this very turn.",
        "cost",
    ),
    Lesson(
        "A Blocker",
        "Hotaru has Blocker: when the computer attacks another of your cards, Hotaru can be "
        "exhausted to take the attack instead.",
        "Click Hotaru, Coal Keeper in your hand, then the button to play it.",
        "rule 8.4.3",
        act(PlayCard, card="Hotaru"),
        "Hotaru will guard your Leader in the computer's turn.",
        "cost",
    ),
    Lesson(
        "Your Leader attacks",
        "Your Leader fights all game. To attack, a card is exhausted and picks the opponent's "
        "Leader or one of its battle cards. The first player skips this only on the first turn.",
        f"Click your Leader {KAEN}, then the button to attack Boku.",
        "rules 3.1 and 8.4",
        act(Attack, attacker=KAEN, target=BOKU),
        "Your Leader attacks first; the others follow.",
        "attack",
    ),
    Lesson(
        "A block, then the battle",
        "The computer's Leviat Spawn, a Blocker, took the attack. In the battle each side may combo; "
        "then power against power: your 15000 beats its 10000, and a beaten battle card is KO'd.",
        GO_ON,
        "rules 8.4.3, 10.3 and 10.3.2",
        act(Proceed),
        "Save your combo cards for the next attack.",
        "battle",
    ),
    Lesson(
        "Attack the turn it arrived",
        "A card may attack on the turn it was played.",
        "Click Kaen, Wandering Flame on your battle area, then the button to attack Boku.",
        "rule 8.4.1",
        act(Attack, attacker="Kaen, Wandering Flame", target=BOKU),
        "This attack is Kaen, Wandering Flame's.",
        "attack",
    ),
    Lesson(
        "Combo",
        "Boku will awaken to 20000 power when defending. A combo puts a battle card from your hand "
        "into the combo area, paying its combo cost: its combo power joins the attacker's.",
        "Click Bomu, Firecracker Kid in your hand, then the button to combo it (+10000).",
        "rules 11.1 to 11.3",
        act(Combo, card="Bomu"),
        "Bomu's +10000 is what beats Boku's 20000.",
        "combo",
    ),
    Lesson(
        "Life",
        "15000 and your combo's 10000 make 25000. When a Leader loses the battle, its player takes "
        "damage: a card from the life area goes to the hand. Boku has two life cards.",
        GO_ON,
        "rules 10.3 and 10.3.1",
        act(Proceed),
        "One combo is enough.",
        "life",
    ),
    Lesson(
        "End the turn",
        "Boku is down to one life. Every combo card went to the drop area when the battle ended.",
        "Press End the turn.",
        "rules 8.5 and 9",
        act(EndMain),
        "Hotaru stays back to block.",
        "end",
    ),
    Lesson(
        "Block!",
        "Boku attacks your Leader. Hotaru can be exhausted to become the attack's target instead: "
        "Hotaru may be KO'd, but your life is safe.",
        "Click Hotaru, Coal Keeper, then the button to block with it.",
        "rule 8.4.3",
        act(Block, blocker="Hotaru"),
        "Blocking keeps your life cards.",
        "block",
    ),
    Lesson(
        "Defend",
        "In the defence step the defender may combo too. Hotaru loses this one; let the battle go on.",
        GO_ON,
        "rules 10.2 and 10.3.2",
        act(Proceed),
        "No combo now: your last combo card is better spent on your win.",
        "battle",
    ),
    Lesson(
        "Power holds",
        "Umi attacks your Leader with 10000 power against your Leader's 15000: the attack fails.",
        GO_ON,
        "rule 10.3",
        act(Proceed),
        "Your Leader wins this battle without help.",
        "battle",
    ),
    Lesson(
        "Energy again",
        "Your turn: readied and a card drawn. More energy pays for more.",
        "Click Jiro, Sworn Pupil in your hand, then the button to charge it.",
        "rules 7.1 to 7.3",
        act(Charge, card="Jiro"),
        "Ruri stays in your hand for the combo.",
        "energy",
    ),
    Lesson(
        "Go for the win",
        "Boku has one life card left: take it and you win the game.",
        f"Click your Leader {KAEN}, then the button to attack Boku.",
        "rules 2.1 and 8.4",
        act(Attack, attacker=KAEN, target=BOKU),
        "Your Leader strikes now.",
        "attack",
    ),
    Lesson(
        "Combo for the tie",
        "Your Leader has 15000 against Boku's 20000. Ruri's combo costs nothing and adds 5000.",
        "Click Ruri, Flame Runner in your hand, then the button to combo it.",
        "rules 11.2 and 11.3",
        act(Combo, card="Ruri"),
        "Ruri's 5000 is the one you need.",
        "combo",
    ),
    Lesson(
        "A tie goes to the attacker",
        "20000 against 20000: in the damage step a tie goes to the attacker. Boku's last life card "
        "is taken, and a player with no life left loses.",
        GO_ON,
        "rules 10.3 and 2.1",
        act(Proceed),
        "Ruri's combo is all it takes.",
        "life",
    ),
)
