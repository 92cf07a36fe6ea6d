"""One module a decision kind: the coin flip (2.2), the two cards to the graveyard (2.4), the turn
(6.1, 7), a target for an effect, and the answer to an offered draw (3.4)."""

from game.games.battle_monsters.decisions import coin, draw_offer, graveyard, target, turn

ALL_KINDS = (coin.KIND, graveyard.KIND, turn.KIND, target.KIND, draw_offer.KIND)
