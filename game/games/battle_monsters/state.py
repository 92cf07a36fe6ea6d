"""Battle Monsters' state: the core's part (zones, pending decisions, phase, turn, log) and its own
(which card each instance is, lives, stances, this turn's sub-actions, what waits to resolve)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Final

from game.core import CoreState, Decision, Visibility, ZoneSpec
from game.core.frozen import Rebuilt, rebuilt
from game.games.battle_monsters.house import OFFICIAL, HouseRules

LIVES: Final = OFFICIAL.lives  # rule 2.3
HAND: Final = OFFICIAL.hand  # rule 2.3
GRAVEYARD_START: Final = OFFICIAL.graveyard  # rule 2.4
MIN_DECK: Final = OFFICIAL.deck_min  # rule 2.1
FACE_UP: Final = frozenset(("attack-visible", "defence-visible"))  # the stances of a face-up card
MAX_TURNS: Final = 400  # a simulation cap: a game this long is stopped as a draw (never reached in practice)

ZONES: Final = (
    ZoneSpec("supply", Visibility.HIDDEN, ordered=True),  # top = end
    ZoneSpec("hand", Visibility.OWNER),
    ZoneSpec("field"),  # face-down cards are in it too: the view hides what they are
    ZoneSpec("graveyard", ordered=True),
)


@dataclass(frozen=True)
class Boost:
    """A change to a value until the end of the turn (an effect's `boost`), with the order it
    happened in (1.3)."""

    card: int
    stat: str
    amount: int
    seq: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, card: int, stat: str, amount: int, seq: int) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "stat", stat)
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "seq", seq)

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)


@dataclass(frozen=True)
class Granted:
    """A change to what a card may do, for this turn (the effect `grant`), in play order (1.3)."""

    card: int
    what: str
    seq: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, card: int, what: str, seq: int) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "what", what)
        object.__setattr__(self, "seq", seq)

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)


@dataclass(frozen=True)
class Pending:
    """Something waiting to resolve, first in first out: a card's effect (`effect` index into the
    ability) or a battle (`battle`: attacker and target, target -1 for the player)."""

    kind: str  # "effect", "spent" (a once spell/trap goes to the graveyard), "battle"
    source: int
    controller: int
    ability: int = 0
    effect: int = 0
    subject: int = -1  # the card that set a trap off
    target: int = -1

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(
        self,
        kind: str,
        source: int,
        controller: int,
        ability: int = 0,
        effect: int = 0,
        subject: int = -1,
        target: int = -1,
    ) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "controller", controller)
        object.__setattr__(self, "ability", ability)
        object.__setattr__(self, "effect", effect)
        object.__setattr__(self, "subject", subject)
        object.__setattr__(self, "target", target)

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)


@dataclass
class BmState:
    core: CoreState
    seed: int
    tournament: bool
    cards: dict[int, str]  # instance id -> card id
    owner: dict[int, int]
    lives: list[int] = field(default_factory=lambda: [LIVES, LIVES])
    stance: dict[int, str] = field(default_factory=dict)  # cards on the field
    first: int = -1
    acted: set[int] = field(default_factory=set)  # used their sub-action this turn (7.1)
    arrived: set[int] = field(default_factory=set)  # summoned or revealed this turn (7.3)
    seq: dict[int, int] = field(default_factory=dict)  # when each face-up card was played (1.3)
    clock: int = 0
    boosts: list[Boost] = field(default_factory=list)
    queue: list[Pending] = field(default_factory=list)
    negated: set[int] = field(default_factory=set)  # attackers whose attack was stopped
    shuffles: int = 0
    ran_out: int | None = None  # the seat whose supply had run out at the start of its turn (3.2)
    draw_offered: bool = False
    ended: str = ""  # how the game ended, in words
    house: HouseRules = OFFICIAL  # agreed house rules (1.1)
    granted: list[Granted] = field(default_factory=list)  # this turn's grants
    attacks: dict[int, int] = field(default_factory=dict)  # attacks each card made this turn (7.3)
    borrowed: dict[int, int] = field(default_factory=dict)  # taken this turn -> the side it goes back to (R20)
    ending: bool = False  # an effect ended the turn: it ends once what waits has resolved (R19)

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(
        self,
        core: CoreState,
        seed: int,
        tournament: bool,
        cards: dict[int, str],
        owner: dict[int, int],
        lives: list[int] | None = None,
        stance: dict[int, str] | None = None,
        first: int = -1,
        acted: set[int] | None = None,
        arrived: set[int] | None = None,
        seq: dict[int, int] | None = None,
        clock: int = 0,
        boosts: list[Boost] | None = None,
        queue: list[Pending] | None = None,
        negated: set[int] | None = None,
        shuffles: int = 0,
        ran_out: int | None = None,
        draw_offered: bool = False,
        ended: str = "",
        house: HouseRules = OFFICIAL,
        granted: list[Granted] | None = None,
        attacks: dict[int, int] | None = None,
        borrowed: dict[int, int] | None = None,
        ending: bool = False,
    ) -> None:
        self.core = core
        self.seed = seed
        self.tournament = tournament
        self.cards = cards
        self.owner = owner
        self.lives = [LIVES, LIVES] if lives is None else lives
        self.stance = dict() if stance is None else stance
        self.first = first
        self.acted = set() if acted is None else acted
        self.arrived = set() if arrived is None else arrived
        self.seq = dict() if seq is None else seq
        self.clock = clock
        self.boosts = list() if boosts is None else boosts
        self.queue = list() if queue is None else queue
        self.negated = set() if negated is None else negated
        self.shuffles = shuffles
        self.ran_out = ran_out
        self.draw_offered = draw_offered
        self.ended = ended
        self.house = house
        self.granted = list() if granted is None else granted
        self.attacks = dict() if attacks is None else attacks
        self.borrowed = dict() if borrowed is None else borrowed
        self.ending = ending
        # reading()'s zone lists by name and seat, for the zone table's contents they were taken
        # from: not a field of the state (neither copied, compared, hashed nor pickled)
        self._lists: tuple[dict[Any, list[Any]], dict[str, dict[int, list[int]]]] | None = None

    def side(self, iid: int) -> int:
        """Whose side of the field the card is on (who controls it: R20), else whose it is."""
        key = self.core.zones.zone_of(iid)
        return key[1] if key is not None and key[0] == "field" else self.owner[iid]

    def active(self) -> int:
        return (self.first + self.core.turn - 1) % 2 if self.core.turn and self.first >= 0 else max(self.first, 0)

    def zone(self, name: str, seat: int) -> list[int]:
        return list(self.core.zones[(name, seat)])  # type: ignore[arg-type]  # instance ids: ints

    def reading(self, name: str, seat: int) -> list[int]:
        """The zone's own list, to read and never change (zone() copies it), found through lists()."""
        return self.lists()[name][seat]

    def lists(self) -> dict[str, dict[int, list[int]]]:
        """Every zone's own list by name and seat, to read and never change: kept for the table's
        contents (a zone's list is the same object for as long as its table: ZoneTable changes it
        in place), so that no (name, seat) key is made and hashed at each read (6% of a compiled
        game)."""
        contents = self.core.zones.contents
        lists = self._lists
        if lists is None or lists[0] is not contents:
            by_name: dict[str, dict[int, list[int]]] = {}
            for (zone, owner), items in contents.items():
                by_name.setdefault(zone, {})[owner] = items  # type: ignore[assignment]  # instance ids: ints
            lists = self._lists = (contents, by_name)
        return lists[1]

    def field_of(self, seat: int) -> list[int]:
        return self.zone("field", seat)

    def visible(self, iid: int) -> bool:
        return self.stance.get(iid) in FACE_UP

    def attack_mode(self, iid: int) -> bool:
        return self.stance.get(iid, "").startswith("attack")

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def copy(self) -> BmState:
        return BmState(
            self.core.copy(),
            self.seed,
            self.tournament,
            dict(self.cards),
            dict(self.owner),
            list(self.lives),
            dict(self.stance),
            self.first,
            set(self.acted),
            set(self.arrived),
            dict(self.seq),
            self.clock,
            list(self.boosts),
            list(self.queue),
            set(self.negated),
            self.shuffles,
            self.ran_out,
            self.draw_offered,
            self.ended,
            self.house,
            list(self.granted),
            dict(self.attacks),
            dict(self.borrowed),
            self.ending,
        )

    def to_json(self) -> dict[str, Any]:
        return self._fields() | {"cards": self._cards_json()}

    def _cards_json(self) -> dict[str, str]:
        return {str(k): v for k, v in sorted(self.cards.items())}

    def _fields(self) -> dict[str, Any]:
        """to_json but for `cards`."""
        core = self.core
        # Keys added after replays were recorded appear only when they differ from what every
        # earlier game had (official rules, no tournament, no draw offered, a decision without
        # choices listed), so those games hash as before.
        later: dict[str, Any] = {} if self.house.official else {"house": self.house.to_json()}
        if self.tournament:
            later["tournament"] = True
        if self.draw_offered:
            later["draw_offered"] = True
        if self.granted:
            later["granted"] = [[g.card, g.what, g.seq] for g in self.granted]
        if self.attacks:
            later["attacks"] = {str(k): v for k, v in sorted(self.attacks.items())}
        if self.borrowed:
            later["borrowed"] = {str(k): v for k, v in sorted(self.borrowed.items())}
        if self.ending:
            later["ending"] = True
        return later | {
            "turn": core.turn,
            "phase": core.phase,
            "winner": core.winner,
            "over": core.over,
            "pending": [[d.kind, d.seat, *_choices(d)] for d in core.pending],
            "zones": {f"{k[0]}:{k[1]}": [int(i) for i in v] for k, v in sorted(core.zones.contents.items())},
            "lives": self.lives,
            "stance": {str(k): v for k, v in sorted(self.stance.items())},
            "first": self.first,
            "acted": sorted(self.acted),
            "arrived": sorted(self.arrived),
            "seq": {str(k): v for k, v in sorted(self.seq.items())},
            "boosts": [[b.card, b.stat, b.amount, b.seq] for b in self.boosts],
            "queue": [[p.kind, p.source, p.controller, p.ability, p.effect, p.subject, p.target] for p in self.queue],
            "negated": sorted(self.negated),
            "ran_out": self.ran_out,
            "ended": self.ended,
        }

    def state_hash(self) -> str:
        """The first 16 hex digits of the sha256 of to_json() as compact JSON with sorted keys.
        The text is the same, written in three pieces: the fields before `cards` and after it,
        and the text of `cards`, kept by the cards it names (_cards_text)."""
        fields = self._fields()
        before = {k: v for k, v in fields.items() if k < "cards"}
        after = {k: v for k, v in fields.items() if k > "cards"}
        pieces = [_ENCODE(before)[1:-1]] if before else []
        pieces.append('"cards":' + _cards_text(self.cards))
        if after:
            pieces.append(_ENCODE(after)[1:-1])
        text = "{" + ",".join(pieces) + "}"
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)


_ENCODE: Final = json.JSONEncoder(
    sort_keys=True, separators=(",", ":")
).encode  # as json.dumps(..., sort_keys=True, separators=...)


_CARDS_TEXTS: Final[dict[tuple[tuple[int, ...], tuple[str, ...]], str]] = {}
CARDS_TEXTS_KEPT: Final = 64


def _cards_text(cards: dict[int, str]) -> str:
    """The JSON text of to_json()'s `cards` (keys sorted), kept by the instance ids and card ids
    it names: a deck-testing run plays the same decks game after game, and this text was a third
    of the hash made at the end of each."""
    key = (tuple(cards), tuple(cards.values()))
    text = _CARDS_TEXTS.get(key)
    if text is None:
        if len(_CARDS_TEXTS) >= CARDS_TEXTS_KEPT:
            _CARDS_TEXTS.clear()
        text = _CARDS_TEXTS[key] = _ENCODE({str(k): v for k, v in cards.items()})
    return text


def _choices(decision: Decision) -> list[dict[str, Any]]:
    """A decision's data (a target's options) as JSON, when it has any."""
    return [{k: list(v) if isinstance(v, tuple) else v for k, v in decision.data.items()}] if decision.data else []
