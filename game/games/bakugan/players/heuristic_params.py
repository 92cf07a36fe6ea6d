"""The numbers the heuristic player's rules of thumb weigh with (heuristic.py, card_value.py), as
one parameter set: DEFAULT is today's `heuristic` exactly (its golden games and seeded runs). The
sets other players use are in tuned_params.py (kept apart: this module is compiled, a tuned set is
not). Values are in rough "cards of advantage" unless named otherwise."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class HeuristicParams:
    # plays (heuristic.py)
    play_threshold: float = 0.25  # a play worth less than this is declined when passing is legal (power step)
    flip_threshold: float = 0.25  # ... for a Flip card just flipped
    other_threshold: float = 0.25  # ... in every other step
    deck_floor: int = 6  # a "you may draw" that leaves fewer cards in the deck than this is weighed against
    energy_cost: float = 0.35  # what each Energy spent gives up, in a step where it is not charged back
    energy_refund: float = 0.05  # ... in a step where spent Energy is charged again at the turn's end
    reserve_weight: float = 1.0  # per Energy spent below the flip reserve while damage may come
    reserve_shift: int = 0  # added to the flip reserve (the median cost of the deck's Flip cards)
    sacrifice_floor: float = 0.3  # least a card sacrificed to a play costs
    x_value: float = 0.3  # per point of X paid
    select_bp: float = 1.0  # Select rolls the unopened Bakugan with the most select_bp * BP + select_dr * DR
    select_dr: float = 100.0
    energy_enough: int = 99  # with this many Energy cards in play, the Energize step energizes nothing
    # keeping a card in hand (Energize and discard pick the least worth keeping)
    keep_evo: float = 3.0  # an Evo of one of our Bakugan
    keep_stray_evo: float = 0.2  # an Evo of none of them
    keep_hero: float = 2.0
    keep_base: float = 2.0  # any other card, less its cost and its copies in hand
    keep_cost: float = 0.3
    keep_copy: float = 0.3
    # the worth of effects (card_value.py)
    decides_brawl: float = 6.0  # turning a lost (or empty) brawl into a won one
    dr_worth: float = 1.2  # per point of Damage Rating when it will be dealt
    bp_worth: float = 0.15  # per 100 B-Power that does not change the brawl
    their_dr_winning: float = 0.3  # share of DR_WORTH for their Damage Rating when we win the brawl
    keyword: float = 0.5  # per keyword a boost gives
    lasting_bp: float = 0.3  # per 100 B-Power of a lasting boost outside the brawl
    lasting_dr: float = 0.6  # per point of Damage Rating of a lasting boost outside the brawl
    condition_weight: float = 0.6  # share of a step's worth when it has a condition
    draw: float = 1.0  # per card we draw
    their_draw: float = 0.8  # per card an opponent draws
    evo_base: float = 3.0  # playing an Evo
    hero: float = 2.5  # playing a Hero
    stop_base: float = 1.0  # a Stop that works, plus stop_dr per point of the damage's Damage Rating
    stop_dr: float = 0.8


DEFAULT: Final = HeuristicParams()
