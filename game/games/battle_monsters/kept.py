"""What a Battle Monsters game keeps from one decision to the next instead of working it out again
at each: each part is keyed on what it reads and made again when that changed, so it always
equals a fresh one (tests/battle_monsters/test_kept_values.py holds every part to a fresh
computation at every decision of random games).

- Actions: a card's actions are frozen data, made once a game and handed out at every decision
  that lists them (a card's four summons, its discard, reveal, switch, each of its attacks).
- Values: the attack and defence of each monster on the field, kept while the aura sources on the
  field (which card, who controls it, when it was played), the monster's side and face are the
  same, and only while no boost of this turn is in play (boosts are rare: worked out then).
- Sights: a view's sight of a card on the field, kept by every field it shows.
- Zone parts of a view: a graveyard's or a hand's (instance id, card id) pairs, kept while the
  zone's list is the same; the log's last lines, kept while the log has no new entry. They are
  kept per zone, and a view reads a hand only for its own seat (view.py), so what one seat's
  view kept never reaches another's.

Each part is the game object's (BattleMonsters), made for its state: a game over another state
object starts afresh. Like BattleMonsters.alias_base, the parts read each instance's card from
`state.cards`, which names it for the whole game; a tool that changes that dictionary in place
after views were made must make a new BattleMonsters over the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.games.battle_monsters.actions import STANCES, Attack, Discard, Reveal, Summon, Switch
from game.games.battle_monsters.values import both_values, lasting_auras
from game.games.battle_monsters.view import FieldSight
from game.games.battle_monsters.words import Aura

if TYPE_CHECKING:
    from game.games.battle_monsters.game import BattleMonsters
    from game.games.battle_monsters.state import BmState

Named = tuple[tuple[int, str], ...]  # (instance id, card id) in zone order
LOG_LINES = 12  # the log's last lines a view shows


class KeptActions:
    """Each card's actions, made once a game (the same frozen object at every decision)."""

    def __init__(self) -> None:
        self.summons: dict[int, tuple[Summon, ...]] = {}
        self.discards: dict[int, Discard] = {}
        self.reveals: dict[int, Reveal] = {}
        self.switches: dict[int, Switch] = {}
        self.attacks: dict[tuple[int, int | None], Attack] = {}

    def summons_of(self, iid: int) -> tuple[Summon, ...]:
        four = self.summons.get(iid)
        if four is None:
            four = self.summons[iid] = tuple([Summon(iid, stance) for stance in STANCES])
        return four

    def discard(self, iid: int) -> Discard:
        found = self.discards.get(iid)
        if found is None:
            found = self.discards[iid] = Discard(iid)
        return found

    def reveal(self, iid: int) -> Reveal:
        found = self.reveals.get(iid)
        if found is None:
            found = self.reveals[iid] = Reveal(iid)
        return found

    def switch(self, iid: int) -> Switch:
        found = self.switches.get(iid)
        if found is None:
            found = self.switches[iid] = Switch(iid)
        return found

    def attack(self, iid: int, target: int | None) -> Attack:
        key = (iid, target)
        found = self.attacks.get(key)
        if found is None:
            found = self.attacks[key] = Attack(iid, target)
        return found


class KeptValues:
    """The monsters' attack and defence (values.both_values), kept while what they read is the
    same: `refresh` looks at the aura sources at each decision; a monster's values are then kept
    while its side and face are the same."""

    def __init__(self) -> None:
        self.state: BmState | None = None
        self.key: tuple[int, ...] = ()  # each aura source, its controller and its play order
        self.auras: list[tuple[int, int, Aura]] = []  # lasting_auras of those sources
        self.boosted = False  # a boost is in play: values are worked out, not kept
        self.values: dict[int, tuple[int, bool, int, int]] = {}  # iid -> side, face up, attack, defence

    def refresh(self, game: BattleMonsters, sources: list[int]) -> None:
        """Looks at the state now: `sources` are values.aura_sources(game)."""
        s = game.state
        key: list[int] = []
        for source in sources:
            key.append(source)
            key.append(s.side(source))
            key.append(s.seq.get(source, 0))
        if s is not self.state or tuple(key) != self.key:
            self.state = s
            self.key = tuple(key)
            self.auras = lasting_auras(game, sources)
            self.values.clear()
        self.boosted = bool(s.boosts)

    def both(self, game: BattleMonsters, iid: int) -> tuple[int, int]:
        """both_values(game, iid, lasting_auras of the sources), after `refresh` at this state."""
        if self.boosted:
            return both_values(game, iid, self.auras)
        s = game.state
        key = s.core.zones.where.get(iid)
        side = key[1] if key is not None and key[0] == "field" else s.owner[iid]
        up = s.visible(iid)
        found = self.values.get(iid)
        if found is not None and found[0] == side and found[1] == up:
            return found[2], found[3]
        attack, defence = both_values(game, iid, self.auras)
        self.values[iid] = (side, up, attack, defence)
        return attack, defence


class KeptZones:
    """A view's (instance id, card id) pairs of a zone, kept while its list is the same, and the
    log's last lines, kept while the log has no new entry."""

    def __init__(self) -> None:
        self.state: BmState | None = None
        self.zones: dict[str, dict[int, tuple[list[int], Named]]] = {}  # by zone name and seat
        self.log: tuple[Any, int, Any, tuple[str, ...]] | None = None  # the log, its length, its last entry, the lines

    def refresh(self, state: BmState) -> None:
        """Forgets what was kept of another state (its cards may differ)."""
        if state is not self.state:
            self.state = state
            self.zones.clear()
            self.log = None

    def named(self, name: str, seat: int, items: list[int], cards: dict[int, str]) -> Named:
        """The pairs of the zone `name` of `seat`, whose list is `items`, after `refresh` at this state."""
        seats = self.zones.get(name)
        if seats is None:
            seats = self.zones[name] = {}
        found = seats.get(seat)
        if found is not None and found[0] == items:
            return found[1]
        pairs = tuple([(i, cards[i]) for i in items])
        seats[seat] = (list(items), pairs)
        return pairs

    def log_lines(self, log: list[Any]) -> tuple[str, ...]:
        """The texts of the log's last LOG_LINES entries: the kept lines with those of the entries
        added since (the log only grows: the entry last seen is still where it was)."""
        kept = self.log
        size = len(log)
        if kept is not None and kept[0] is log and 0 < kept[1] <= size and log[kept[1] - 1] is kept[2]:
            if kept[1] == size:
                return kept[3]
            lines = (kept[3] + tuple([e.text for e in log[max(kept[1], size - LOG_LINES) :]]))[-LOG_LINES:]
        else:
            lines = tuple([e.text for e in log[-LOG_LINES:]])
        self.log = (log, size, log[-1] if log else None, lines)
        return lines


Sighted = tuple[int, int, str, str | None, int, int, bool, bool]  # a FieldSight's fields, in order


class KeptSights:
    """A view's sights of the cards on the field, each kept by all it shows (the same frozen
    object for the same fields: it can carry nothing but what it shows)."""

    def __init__(self) -> None:
        self.sights: dict[Sighted, FieldSight] = {}

    def made(self, key: Sighted) -> FieldSight:
        """The sight of these fields, made (views look in `sights` first)."""
        sight = self.sights[key] = FieldSight(*key)
        return sight
