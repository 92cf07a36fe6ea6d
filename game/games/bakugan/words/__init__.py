"""The card language: a closed set of effect kinds, conditions, selections and abilities.

A card's YAML names these kinds; loading builds the frozen objects below and rejects anything
else (game/games/bakugan/cards/catalog.py). Each kind is read from its description, writes its own text (so the text on
screen cannot drift from behaviour) and resolves against an EffectContext, which the rules engine
implements. Nothing here imports the engine.

The package's modules, in the order they build on each other: words, context, conditions,
selections, effect, cards_energy, brawl_cores, choices_later, steps, play_spec, abilities; each
word's parameters are described once in params.py (read by one parser, listed in the docs by
language_doc.py). Every name is imported here, so `from game.games.bakugan.words import X` works as before the split.
"""

from __future__ import annotations

# the words added later (more_words.py) register themselves in EFFECT_KINDS as they are imported
from game.games.bakugan.words import faction_words as _faction_words  # noqa: F401
from game.games.bakugan.words import more_words as _more_words  # noqa: F401
from game.games.bakugan.words.abilities import TRIGGER_TEXT as TRIGGER_TEXT
from game.games.bakugan.words.abilities import TRIGGERS as TRIGGERS
from game.games.bakugan.words.abilities import Ability as Ability
from game.games.bakugan.words.abilities import parse_abilities as parse_abilities
from game.games.bakugan.words.base import CORE_NAMES as CORE_NAMES
from game.games.bakugan.words.base import KEYWORDS as KEYWORDS
from game.games.bakugan.words.base import TAG_WORDS as TAG_WORDS
from game.games.bakugan.words.base import SpecError as SpecError
from game.games.bakugan.words.base import _a as _a
from game.games.bakugan.words.base import _choice as _choice
from game.games.bakugan.words.base import _core_codes as _core_codes
from game.games.bakugan.words.base import _cores_or as _cores_or
from game.games.bakugan.words.base import _expect_bool as _expect_bool
from game.games.bakugan.words.base import _expect_int as _expect_int
from game.games.bakugan.words.base import _faction as _faction
from game.games.bakugan.words.base import _factions as _factions
from game.games.bakugan.words.base import _join_or as _join_or
from game.games.bakugan.words.base import _names as _names
from game.games.bakugan.words.brawl_cores import AttachCore as AttachCore
from game.games.bakugan.words.brawl_cores import ChargeEnergy as ChargeEnergy
from game.games.bakugan.words.brawl_cores import Copy as Copy
from game.games.bakugan.words.brawl_cores import DamageToHand as DamageToHand
from game.games.bakugan.words.brawl_cores import DestroyEvo as DestroyEvo
from game.games.bakugan.words.brawl_cores import RecycleDiscard as RecycleDiscard
from game.games.bakugan.words.brawl_cores import RemoveCore as RemoveCore
from game.games.bakugan.words.brawl_cores import Reroll as Reroll
from game.games.bakugan.words.brawl_cores import RevealCore as RevealCore
from game.games.bakugan.words.brawl_cores import SearchDeck as SearchDeck
from game.games.bakugan.words.brawl_cores import SplitBoost as SplitBoost
from game.games.bakugan.words.brawl_cores import SwapCore as SwapCore
from game.games.bakugan.words.brawl_cores import TakeControl as TakeControl
from game.games.bakugan.words.brawl_cores import TakeCore as TakeCore
from game.games.bakugan.words.brawl_cores import ToDeckBottom as ToDeckBottom
from game.games.bakugan.words.brawl_cores import UnchargeEnergy as UnchargeEnergy
from game.games.bakugan.words.brawl_cores import VictorBy as VictorBy
from game.games.bakugan.words.cards_energy import ENERGIZE_SOURCES as ENERGIZE_SOURCES
from game.games.bakugan.words.cards_energy import PLAYER_GROUPS as PLAYER_GROUPS
from game.games.bakugan.words.cards_energy import PLAYER_TEXT as PLAYER_TEXT
from game.games.bakugan.words.cards_energy import Attack as Attack
from game.games.bakugan.words.cards_energy import DestroyEnergy as DestroyEnergy
from game.games.bakugan.words.cards_energy import DestroyHero as DestroyHero
from game.games.bakugan.words.cards_energy import Discard as Discard
from game.games.bakugan.words.cards_energy import Draw as Draw
from game.games.bakugan.words.cards_energy import Energize as Energize
from game.games.bakugan.words.cards_energy import GainEnergy as GainEnergy
from game.games.bakugan.words.cards_energy import Negate as Negate
from game.games.bakugan.words.cards_energy import Retract as Retract
from game.games.bakugan.words.cards_energy import ReturnToHand as ReturnToHand
from game.games.bakugan.words.cards_energy import SetBase as SetBase
from game.games.bakugan.words.cards_energy import Stop as Stop
from game.games.bakugan.words.cards_energy import _count_words as _count_words
from game.games.bakugan.words.choices_later import DELAY_EVENTS as DELAY_EVENTS
from game.games.bakugan.words.choices_later import DELAY_TEXT as DELAY_TEXT
from game.games.bakugan.words.choices_later import FREE_SOURCES as FREE_SOURCES
from game.games.bakugan.words.choices_later import FREE_TYPES as FREE_TYPES
from game.games.bakugan.words.choices_later import ChooseDiscard as ChooseDiscard
from game.games.bakugan.words.choices_later import CoinFlip as CoinFlip
from game.games.bakugan.words.choices_later import CopyNew as CopyNew
from game.games.bakugan.words.choices_later import CopyPlayed as CopyPlayed
from game.games.bakugan.words.choices_later import DiscountNext as DiscountNext
from game.games.bakugan.words.choices_later import EndTurn as EndTurn
from game.games.bakugan.words.choices_later import EnergizeHero as EnergizeHero
from game.games.bakugan.words.choices_later import EvoFree as EvoFree
from game.games.bakugan.words.choices_later import Later as Later
from game.games.bakugan.words.choices_later import LookReorder as LookReorder
from game.games.bakugan.words.choices_later import OpponentChooses as OpponentChooses
from game.games.bakugan.words.choices_later import PlayFree as PlayFree
from game.games.bakugan.words.choices_later import ReturnCard as ReturnCard
from game.games.bakugan.words.choices_later import Reveal as Reveal
from game.games.bakugan.words.conditions import CONDITION_KEYS as CONDITION_KEYS
from game.games.bakugan.words.conditions import Condition as Condition
from game.games.bakugan.words.context import EffectContext as EffectContext
from game.games.bakugan.words.effect import COUNTER_TEXT as COUNTER_TEXT
from game.games.bakugan.words.effect import COUNTERS as COUNTERS
from game.games.bakugan.words.effect import GROUP_TEXT as GROUP_TEXT
from game.games.bakugan.words.effect import GROUPS as GROUPS
from game.games.bakugan.words.effect import Boost as Boost
from game.games.bakugan.words.effect import Effect as Effect
from game.games.bakugan.words.effect import NoParams as NoParams
from game.games.bakugan.words.effect import _per_text as _per_text
from game.games.bakugan.words.effect import _player_selection as _player_selection
from game.games.bakugan.words.effect import _times as _times
from game.games.bakugan.words.effect import stat_words as stat_words
from game.games.bakugan.words.play_spec import CostRule as CostRule
from game.games.bakugan.words.play_spec import Mode as Mode
from game.games.bakugan.words.play_spec import PlaySpec as PlaySpec
from game.games.bakugan.words.play_spec import describe_modes as describe_modes
from game.games.bakugan.words.play_spec import modes_share_selection as modes_share_selection
from game.games.bakugan.words.selections import SELECTION_KEYS as SELECTION_KEYS
from game.games.bakugan.words.selections import SELECTION_KINDS as SELECTION_KINDS
from game.games.bakugan.words.selections import Selection as Selection
from game.games.bakugan.words.steps import EFFECT_KINDS as EFFECT_KINDS
from game.games.bakugan.words.steps import EFFECT_NAMES as EFFECT_NAMES
from game.games.bakugan.words.steps import Step as Step
from game.games.bakugan.words.steps import _parse_steps as _parse_steps
from game.games.bakugan.words.steps import _sentence as _sentence
from game.games.bakugan.words.steps import describe_steps as describe_steps
from game.games.bakugan.words.steps import run_steps as run_steps
