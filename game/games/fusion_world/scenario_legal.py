"""Is a written Fusion World position one the rules could reach? Checked before its game is built,
so an impossible file (nine life cards where no card adds life, a battle card as Leader, a fifth
copy, a seat 2) is refused
naming the rule it breaks and the line of the value at fault (PositionError: node and part)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, Final

from game.games.fusion_world.cards import Pool
from game.games.fusion_world.state import DECK, HALF_DECK, LIFE, MAX_COPIES
from game.scenarios.positions import PositionError

CARD_ZONES: Final = ("hand", "energy", "battle", "drop")
COUNTED_ZONES: Final = ("deck", "life")  # a count of filler cards or card ids
FLAGS: Final = ("awakened", "leader_exhausted")
PHASES: Final = ("main", "charge")


class WrittenWrong(ValueError):
    """Not a rules matter but a value written wrongly (an unknown card id): node and part locate it."""

    def __init__(self, message: str, node: Any, part: Any = None) -> None:
        self.node, self.part = node, part
        super().__init__(message)


def check_fw_position(doc: Mapping[str, Any], pool: Pool) -> None:
    """Raise PositionError (or WrittenWrong) for the first impossible part of a written position."""
    players = doc.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise PositionError("1", "a game has two players: players lists both", doc, "players")
    half = doc.get("half", False)
    if not isinstance(half, bool):
        raise PositionError("2.2.1", f"half is true or false (half-deck mode), not {half!r}", doc, "half")
    _check_turn(doc)
    for seat, player in enumerate(players):
        if not isinstance(player, Mapping):
            raise PositionError("1", f"player {seat} is a mapping (leader, hand, deck, life, ...)", players, seat)
        _check_player(seat, player, pool, DECK if not half else HALF_DECK, half)


def _check_turn(doc: Mapping[str, Any]) -> None:
    turn = doc.get("turn", 3)
    if not _whole(turn) or not 1 <= turn <= 10_000:
        raise PositionError("4", f"turn is a turn number from 1, not {turn!r}", doc, "turn")
    for key in ("first", "active"):
        if key in doc and (doc[key] not in (0, 1) or type(doc[key]) is bool):
            raise PositionError("6.2", f"{key} is a seat, 0 or 1, not {doc[key]!r}", doc, key)
    if "first" in doc and "active" in doc and (doc["first"] + turn - 1) % 2 != doc["active"]:
        raise PositionError(
            "9", f"on turn {turn} the player whose turn it is cannot be {doc['active']} when first is {doc['first']}",
            doc, "active",
        )  # fmt: skip
    phase = doc.get("phase", "main")
    if phase not in PHASES:
        raise PositionError("4", f"phase is main or charge (or setup, with full decks), not {phase!r}", doc, "phase")


def _check_player(seat: int, player: Mapping[str, Any], pool: Pool, deck_size: int, half: bool) -> None:
    where = f"player {seat}"
    leader = player.get("leader")
    if not isinstance(leader, str) or leader not in pool.cards:
        raise WrittenWrong(f"{where}'s leader {leader!r} is not a known card", player, "leader")
    if pool.cards[leader].kind != "leader":
        raise PositionError(
            "5.1", f"{where}'s leader {leader} is a {pool.cards[leader].kind} card, not a Leader", player, "leader"
        )
    for flag in FLAGS:
        if flag in player and not isinstance(player[flag], bool):
            raise PositionError("3.1", f"{where}'s {flag} is true or false, not {player[flag]!r}", player, flag)
    written: Counter[str] = Counter()
    total = 0
    for zone in COUNTED_ZONES:
        value = player.get(zone, 0 if zone == "deck" else LIFE)  # an unwritten deck is filler: not counted
        if _whole(value):
            if value < 0:
                raise PositionError("5.2", f"{where}'s {zone} is {value}; a count of cards, 0 or more", player, zone)
            total += value
        else:
            total += _check_cards(player, zone, pool, written, seat)
    life = player.get("life", LIFE)
    life_count = life if _whole(life) else len(life) if isinstance(life, list) else 0
    if life_count > LIFE and not _adds_life(pool):  # a `life` effect can put more there
        raise PositionError(
            "6.5",
            f"{where} has {life_count} life cards; the life area starts with {LIFE} and only loses them",
            player,
            "life",
        )
    if life_count == 0:
        raise PositionError(
            "2.1", f"{where} has no life cards: that player has lost (the game is over)", player, "life"
        )
    deck = player.get("deck", 20)
    if (deck == 0 or deck == []) and not half:
        raise PositionError("2.2", f"{where}'s deck is empty: that player has lost (the game is over)", player, "deck")
    for zone in CARD_ZONES:
        total += _check_cards(player, zone, pool, written, seat)
    if total > deck_size:
        raise PositionError(
            "5.2", f"{where} has {total} cards besides the Leader; a deck has {deck_size}", player, None
        )
    for card, count in written.items():
        if count > MAX_COPIES:
            raise PositionError("5.4", f"{where} has {count} copies of {card}; a deck has at most {MAX_COPIES}", player)


def _check_cards(player: Mapping[str, Any], zone: str, pool: Pool, written: Counter[str], seat: int) -> int:
    """How many cards the zone holds (cards under an evolved card too); each a known, non-Leader card."""
    raw = player.get(zone)
    if raw is None:
        return 0
    if not isinstance(raw, list):
        raise WrittenWrong(f"player {seat}'s {zone} is a list of card ids", player, zone)
    count = 0
    for n, entry in enumerate(raw):
        card = entry.get("card") if isinstance(entry, Mapping) else entry
        if not isinstance(card, str) or card not in pool.cards:
            raise WrittenWrong(f"player {seat}'s {zone}: {str(entry)[:40]!r} is not a known card id", raw, n)
        if pool.cards[card].kind == "leader":
            raise PositionError(
                "5.3", f"player {seat}'s {zone} holds the Leader card {card}; Leaders stay out of decks", raw, n
            )
        written[card] += 1
        count += 1
        if isinstance(entry, Mapping):
            count += _check_entry(entry, zone, pool, written, seat, raw, n)
    return count


def _check_entry(
    entry: Mapping[str, Any], zone: str, pool: Pool, written: Counter[str], seat: int, raw: list[Any], n: int
) -> int:
    if "exhausted" in entry and not isinstance(entry["exhausted"], bool):
        raise PositionError("7.1", f"player {seat}'s {zone} card exhausted is true or false", entry, "exhausted")
    if "exhausted" in entry and zone not in ("energy", "battle"):
        raise PositionError("7.1", f"only cards in play are exhausted; not in the {zone}", entry, "exhausted")
    under = entry.get("under") or []
    if under and zone != "battle":
        raise PositionError("3.2", f"cards lie under a battle card only, not in the {zone}", entry, "under")
    if not isinstance(under, list):
        raise WrittenWrong(f"player {seat}'s {zone} card under is a list of card ids", entry, "under")
    for k, below in enumerate(under):
        if not isinstance(below, str) or below not in pool.cards:
            raise WrittenWrong(f"{str(below)[:40]!r} is not a known card id", under, k)
        written[below] += 1
    return len(under)


def _adds_life(pool: Pool) -> bool:
    """Whether some card of the pool puts cards into a life area (then 8 is no limit: 6.5 is
    only where the game starts)."""
    return any(e.kind == "life" for c in pool.cards.values() for a in c.abilities for e in a.effects) or any(
        e.kind == "life" for c in pool.leaders() if c.awakened for a in c.awakened.abilities for e in a.effects
    )


def _whole(value: Any) -> bool:
    return type(value) is int
