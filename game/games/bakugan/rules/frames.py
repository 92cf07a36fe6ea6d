"""The layers of the control stack, one class per kind: a priority window (rule 4.4), a batch
entry resolving, damage being dealt (5.11), a decision a seat owes, and a roll whose outcome chance
gives. Code tells them apart with isinstance (mypy narrows the union); each holds only its own
fields, and says who acts on it (`seat`: the holder of priority, the seat owing the decision,
CHANCE for a roll, None for work the engine carries on), as the core's loop reads it
(game/core/game.py).

A frame is still written to JSON in the one flat form saves, replays and scenarios have always
had (game/games/bakugan/rules/state.py): `kind` and all fourteen fields of the old single Frame, those a kind
does not have at their defaults. FRAME_LAYOUT and FRAME_CLASSES describe that form.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any, Final

from game.core.decisions import CHANCE
from game.core.frozen import Rebuilt, rebuilt

# A batch entry and a damage run live here, beside the frames that hold them, and not in state.py:
# compiled, a frame module that needed state.py's classes while state.py imported it crashed at import.


@dataclass
class BatchEntry:
    """A card or ability in the batch (rule 4.4)."""

    eid: int
    kind: str  # card | ability | trigger | copy
    controller: int
    card_id: str
    card: int | None = None  # iid of the physical card (cards played)
    bakugan: int | None = None  # the Bakugan whose ability this is
    ability: int = -1  # index into the card's abilities (ability, trigger)
    target: list[Any] | None = None  # [kind, ref]
    x: int = 0
    sacrificed: bool = False
    played_before: int = 0  # cards the controller had played this turn before this one (Flow)
    rerolled_open: bool | None = None  # set when this entry's Reroll has been rolled
    stopped: bool = False  # this entry's Stop ended damage ("if you do")
    mode: int = 0  # the option chosen for a "choose one" card (len(modes): all of them)
    origin: list[int] = dc_field(default_factory=list)  # a delayed effect: [ability index, step index]
    event: str = ""  # a delayed effect: what it waits for
    subject: int = -1  # the card the last negate or reveal step was about (for copy_new, revealed_cost)
    choice: int = -1  # the option an opponent chose (opponent_chooses)
    destination: str = "discard"  # where an Action or Flip goes when it completes (kept across decisions)
    selection_lost: bool = False  # its selection was no longer legal when it completed (rules 1.13.1, 6.7.1)
    did: bool = False  # this entry's last optional step was done ("if you do")
    tally: int = 0  # cards the last counting step moved ("for each card discarded this way")
    target2: list[Any] | None = None  # a second selection (rule 6.2.1), [kind, ref]
    selection2_lost: bool = False  # as selection_lost, for the second selection

    def __init__(
        self,
        eid: int,
        kind: str,
        controller: int,
        card_id: str,
        card: int | None = None,
        bakugan: int | None = None,
        ability: int = -1,
        target: list[Any] | None = None,
        x: int = 0,
        sacrificed: bool = False,
        played_before: int = 0,
        rerolled_open: bool | None = None,
        stopped: bool = False,
        mode: int = 0,
        origin: list[int] | None = None,
        event: str = "",
        subject: int = -1,
        choice: int = -1,
        destination: str = "discard",
        selection_lost: bool = False,
        did: bool = False,
        tally: int = 0,
        target2: list[Any] | None = None,
        selection2_lost: bool = False,
    ) -> None:
        self.eid = eid
        self.kind = kind
        self.controller = controller
        self.card_id = card_id
        self.card = card
        self.bakugan = bakugan
        self.ability = ability
        self.target = target
        self.x = x
        self.sacrificed = sacrificed
        self.played_before = played_before
        self.rerolled_open = rerolled_open
        self.stopped = stopped
        self.mode = mode
        self.origin = [] if origin is None else origin
        self.event = event
        self.subject = subject
        self.choice = choice
        self.destination = destination
        self.selection_lost = selection_lost
        self.did = did
        self.tally = tally
        self.target2 = target2
        self.selection2_lost = selection2_lost

    def label(self) -> str:
        return f"#{self.eid} {self.card_id}"


@dataclass
class DamageRun:
    """Damage being dealt card by card (rules 1.16, 5.11)."""

    target: int  # seat taking damage
    attacker: int  # seat dealing it
    origin_bid: int | None  # the damage origin Bakugan (None for an attack effect)
    origin_factions: list[str] = dc_field(default_factory=list)
    origin_holding: list[str] = dc_field(default_factory=list)
    fixed: int | None = None  # an attack effect's damage; brawl damage is read from the Victor
    dealt: int = 0
    frost: int = 0  # locked when the damage began (rule 7.3.3)
    stopped: bool = False
    to_hand: bool = False
    brawl: bool = False
    total: int | None = None  # damage to deal, cached while no card can be played
    once_bonus: int = 0  # "your next attack" bonus this attack took (fixed when the attack began)

    def __init__(
        self,
        target: int,
        attacker: int,
        origin_bid: int | None,
        origin_factions: list[str] | None = None,
        origin_holding: list[str] | None = None,
        fixed: int | None = None,
        dealt: int = 0,
        frost: int = 0,
        stopped: bool = False,
        to_hand: bool = False,
        brawl: bool = False,
        total: int | None = None,
        once_bonus: int = 0,
    ) -> None:
        self.target = target
        self.attacker = attacker
        self.origin_bid = origin_bid
        self.origin_factions = [] if origin_factions is None else origin_factions
        self.origin_holding = [] if origin_holding is None else origin_holding
        self.fixed = fixed
        self.dealt = dealt
        self.frost = frost
        self.stopped = stopped
        self.to_hand = to_hand
        self.brawl = brawl
        self.total = total
        self.once_bonus = once_bonus


# Each class writes its __init__ out, as the other hot state classes do (game/games/bakugan/rules/state.py):
# the compiled core compiles it, where the dataclass decorator's own stays interpreted.


@dataclass(slots=True)
class PriorityFrame:
    """Players pass or play in turn from `holder`; the window closes on passes all round (4.4)."""

    floor: int = 0  # batch entries below this one belong to an earlier window
    holder: int = 0
    passes: int = 0

    def __init__(self, floor: int = 0, holder: int = 0, passes: int = 0) -> None:
        self.floor = floor
        self.holder = holder
        self.passes = passes

    @property
    def seat(self) -> int:
        """Who acts now: the holder of priority."""
        return self.holder

    def __reduce__(self) -> Rebuilt:  # copied and unpickled through __init__ (game/core/frozen.py)
        return rebuilt(self)


@dataclass(slots=True)
class ResolveFrame:
    """A batch entry resolving step by step (rule 4.4.4)."""

    entry: BatchEntry
    next_step: int = 0
    skip: list[int] = dc_field(default_factory=list)

    def __init__(self, entry: BatchEntry, next_step: int = 0, skip: list[int] | None = None) -> None:
        self.entry = entry
        self.next_step = next_step
        self.skip = [] if skip is None else skip

    @property
    def seat(self) -> None:
        """No seat: the engine carries the entry's instructions out (`Game.proceed`)."""
        return None

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)


@dataclass(slots=True)
class DamageFrame:
    """Damage being dealt card by card (rules 1.16, 5.11)."""

    damage: DamageRun

    def __init__(self, damage: DamageRun) -> None:
        self.damage = damage

    @property
    def seat(self) -> None:
        """No seat: the engine deals the damage card by card (`Game.proceed`)."""
        return None

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)


@dataclass(slots=True)
class DecisionFrame:
    """A decision `seat` owes; `decision` names its kind (game/games/bakugan/rules/decisions/), which reads
    count, card, options and optional as it declares."""

    decision: str
    seat: int
    count: int = 0
    card: int | None = None
    options: list[Any] = dc_field(default_factory=list)
    optional: bool = False

    def __init__(
        self,
        decision: str,
        seat: int,
        count: int = 0,
        card: int | None = None,
        options: list[Any] | None = None,
        optional: bool = False,
    ) -> None:
        self.decision = decision
        self.seat = seat
        self.count = count
        self.card = card
        self.options = [] if options is None else options
        self.optional = optional

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)


@dataclass(slots=True)
class ChanceFrame:
    """Bakugan thrown: the roll's outcome is chance's to give (RollResults, rule 5.7)."""

    @property
    def seat(self) -> int:
        return CHANCE

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)


Frame = PriorityFrame | ResolveFrame | DamageFrame | DecisionFrame | ChanceFrame

# The flat JSON form: `kind`, then every field of the old single Frame in its order with the
# JSON a kind without it writes.
FRAME_LAYOUT: Final[tuple[tuple[str, Any], ...]] = (
    ("floor", 0),
    ("holder", 0),
    ("passes", 0),
    ("entry", None),
    ("next_step", 0),
    ("skip", []),
    ("damage", None),
    ("decision", ""),
    ("seat", 0),
    ("count", 0),
    ("card", None),
    ("options", []),
    ("optional", False),
)
FRAME_CLASSES: Final[dict[str, type[Frame]]] = {
    "priority": PriorityFrame,
    "resolve": ResolveFrame,
    "damage": DamageFrame,
    "decision": DecisionFrame,
    "chance": ChanceFrame,
}
FRAME_KIND: Final[dict[type, str]] = {cls: kind for kind, cls in FRAME_CLASSES.items()}


def frame_name(frame: Frame) -> str:
    """What a seat's view and a scenario call the frame on top: a decision by its kind's name
    ("place_core", ...), any other frame by its kind ("priority", "chance", ...)."""
    return frame.decision if isinstance(frame, DecisionFrame) else FRAME_KIND[type(frame)]


def drop_frame(frames: list[Frame], frame: Frame) -> None:
    """Take this very frame off the stack, if it is there (by identity: `in` and `remove` would
    compare every frame below it field by field, in the dataclass's interpreted __eq__)."""
    for index, listed in enumerate(frames):
        if listed is frame:
            del frames[index]
            return


def decision_of(frame: Frame | None) -> str:
    """The name of the decision pending in this frame, "" for none (no frame, or not a decision)."""
    return frame.decision if isinstance(frame, DecisionFrame) else ""
