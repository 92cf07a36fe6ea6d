"""Fusion World scenario files, run by `scenario check` like Bakugan's (keys in README.md here):
a written position (or a seeded start), actions in the engine's terms, and expectations."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Final

from game.core import CoreState, Decision, ZoneTable
from game.files.keys import unknown_keys
from game.files.read import check_version
from game.files.yaml_lines import LineDict, line_of
from game.games.fusion_world.actions import ACTIONS, decode
from game.games.fusion_world.cards import CARDS_DIR, Pool, PoolError, default_pool, load_pool
from game.games.fusion_world.decks import IllegalDecks
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.scenario_legal import WrittenWrong, check_fw_position
from game.games.fusion_world.state import LIFE, ZONES, FwState
from game.scenarios.positions import PositionError
from game.scenarios.results import ScenarioRun
from game.scenarios.runner import Check, ScenarioFileError, ScenarioPlay, run_actions

FILLER: Final = "FW-B07"  # a card with no abilities, for decks and life areas written as counts
SCENARIO_VERSION: Final = 1
TOP_KEYS: Final = {
    "version",
    "goal",
    "game",
    "name",
    "rule",
    "rules",
    "card_sets",
    "refused",
    "description",
    "seed",
    "half",
    "first",
    "active",
    "turn",
    "phase",
    "players",
    "actions",
    "expect",
}
PLAYER_KEYS: Final = {
    "name",
    "leader",
    "awakened",
    "leader_exhausted",
    "hand",
    "deck",
    "life",
    "energy",
    "battle",
    "drop",
}
ZONE_NAMES: Final = ("leader", "deck", "hand", "life", "energy", "battle", "combo", "drop", "resolving")
REF_FIELDS: Final = ("card", "onto", "source", "attacker", "target", "blocker", "cost_card")
LIST_REF_FIELDS: Final = ("cards", "pay")  # lists of card references
SETUP_PLAYER_KEYS: Final = {"name", "leader", "deck"}


class ScenarioError(ValueError):
    pass


def _line(node: Any, default: int = 0) -> int:
    return int(getattr(node, "line", default))


def _entries(raw: Any, what: str) -> list[tuple[str, bool, list[str]]]:
    """A zone written as card ids or {card, exhausted, under} mappings."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ScenarioError(f"{what} must be a list of card ids")
    found: list[tuple[str, bool, list[str]]] = []
    for entry in raw:
        if isinstance(entry, str):
            found.append((entry, False, []))
        elif isinstance(entry, Mapping) and isinstance(entry.get("card"), str):
            found.append((entry["card"], bool(entry.get("exhausted", False)), list(entry.get("under", []) or [])))
        else:
            raise ScenarioError(f"{what}: {entry!r} is not a card id or {{card: id, exhausted: true}}")
    return found


def build_position(doc: Mapping[str, Any], pool: Pool) -> FusionWorld:
    """A game at the start of the active player's main phase (or charge phase), from `players`.
    A file's position is checked for legality first (position_from_file); tests may write more."""
    players = doc.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise ScenarioError("players must list the two players")
    zones = ZoneTable(ZONES, 2)
    cards: dict[int, str] = {}
    owner: dict[int, int] = {}
    leaders: list[int] = []
    exhausted: set[int] = set()

    def new(card_id: str, seat: int, zone: tuple[str, int]) -> int:
        if card_id not in pool.cards:
            raise ScenarioError(f"unknown card {card_id!r}")
        iid = len(cards)
        cards[iid], owner[iid] = card_id, seat
        if zone[0] == "under" and zone not in zones.contents:
            zones.add(zone)
        zones.move(iid, zone)
        return iid

    for seat, raw in enumerate(players):
        if not isinstance(raw, Mapping):
            raise ScenarioError("each player is a mapping")
        unknown = unknown_keys(raw, PLAYER_KEYS)
        if unknown:
            raise ScenarioError(
                f"player {seat}: unknown key(s) {', '.join(unknown)} (allowed: {', '.join(sorted(PLAYER_KEYS))})"
            )
        leader = new(str(raw.get("leader", "")), seat, ("leader", seat))
        leaders.append(leader)
        if raw.get("leader_exhausted"):
            exhausted.add(leader)
        for zone in ("deck", "life"):
            value = raw.get(zone, 20 if zone == "deck" else LIFE)
            ids = (
                [FILLER] * value
                if isinstance(value, int)
                else [c for c, _, _ in _entries(value, f"player {seat} {zone}")]
            )
            for card_id in reversed(ids):  # written top first; the top is the zone's end
                new(card_id, seat, (zone, seat))
        for zone in ("hand", "energy", "battle", "drop"):
            for card_id, tired, under in _entries(raw.get(zone), f"player {seat} {zone}"):
                iid = new(card_id, seat, (zone, seat))
                if tired:
                    exhausted.add(iid)
                for below in under:
                    new(str(below), seat, ("under", iid))
    turn = int(doc.get("turn", 3))
    first = int(doc.get("first", 0))
    if "active" in doc:  # whose turn it is; the first player follows from it and the turn number
        first = (int(doc["active"]) - turn + 1) % 2
    core = CoreState(seats=2, names=[str(p.get("name", f"Player {k + 1}")) for k, p in enumerate(players)], zones=zones)
    core.turn = turn
    state = FwState(
        core=core,
        seed=int(doc.get("seed", 0)),
        half=bool(doc.get("half", False)),
        cards=cards,
        owner=owner,
        leaders=leaders,
        first=first,
        started=True,
        exhausted=exhausted,
        awakened=[bool(p.get("awakened", False)) for p in players],
    )
    game = FusionWorld(state, pool)
    phase = str(doc.get("phase", "main"))
    if phase not in ("main", "charge"):
        raise ScenarioError("phase is main or charge (or setup, with full decks and a seed)")
    core.phase = phase
    if phase == "main":
        core.pending.append(Decision("main", state.active_seat()))
    else:
        game.rules.phase("charge").enter(game)
    game.settle()
    return game


def deck_list(raw: Any, what: str) -> list[str]:
    """A deck written as card ids (one a copy) or as {card id: copies}."""
    if isinstance(raw, Mapping):
        cards: list[str] = []
        for card_id, copies in raw.items():
            if type(copies) is not int or not 1 <= copies <= 60:
                raise ScenarioError(f"{what}: {card_id}: copies is a whole number from 1 to 60, not {copies!r}")
            cards += [str(card_id)] * copies
        return cards
    return [c for c, _, _ in _entries(raw, what)]


def build_setup(doc: Mapping[str, Any], pool: Pool) -> FusionWorld:
    """A game dealt from its start (rule 6) with the seed's shuffles and first player: each player
    gives `leader` and `deck` (card ids, or {card id: copies}); the decks are checked against the
    deck-building rules in the game's mode (IllegalDecks, 5.1-5.4)."""
    players = doc.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise ScenarioError("players must list the two players")
    seated = []
    for k, p in enumerate(players):
        if not isinstance(p, Mapping):
            raise ScenarioError("each player is a mapping (name, leader, deck)")
        unknown = unknown_keys(p, SETUP_PLAYER_KEYS)
        if unknown:
            raise ScenarioError(f"player {k}: a dealt game's players give only name, leader and deck, not {unknown}")
        seated.append((str(p.get("name", f"Player {k + 1}")), str(p.get("leader")), deck_list(p.get("deck"), "deck")))
    half = doc.get("half", False)
    if not isinstance(half, bool):
        raise ScenarioError(f"half is true or false (half-deck mode), not {half!r}")
    return FusionWorld.new(seated, pool, seed=int(doc.get("seed", 0)), half=half)


class Refs:
    """Cards named in a scenario: "0.leader", "1.battle.0" (position), "0.hand.FW-R02" (the first
    copy of that card there), "0.battle.0.under.0" (a card under an evolved one)."""

    def __init__(self, game: FusionWorld) -> None:
        self.game = game

    def card(self, value: Any) -> int | None:
        if value is None or isinstance(value, int):
            return value
        parts = str(value).split(".")
        seat = int(parts[0])
        s = self.game.state
        if parts[1] == "leader":
            return s.leaders[seat]
        if parts[1] not in ZONE_NAMES:
            raise ScenarioError(f"{value}: zone is one of {', '.join(ZONE_NAMES)}")
        items = s.zone(parts[1], seat)
        iid = self._pick(items, parts[2], value)
        if len(parts) == 5 and parts[3] == "under":
            return self._pick(s.zone("under", iid), parts[4], value)
        return iid

    def _pick(self, items: list[int], which: str, value: Any) -> int:
        if which.lstrip("-").isdigit():
            return items[int(which)]
        for iid in items:
            if self.game.state.cards[iid] == which:
                return iid
        raise ScenarioError(f"{value}: no {which} there")

    def action(self, raw: Any) -> Any:
        if not isinstance(raw, Mapping) or raw.get("action") not in ACTIONS:
            raise ScenarioError(f"an action is a mapping with action: one of {', '.join(ACTIONS)}")
        data = {k: v for k, v in raw.items()}
        if "seat" not in data:  # the seat that owes the decision now
            data["seat"] = self.game.to_act()
        for key in REF_FIELDS:
            if key in data:
                data[key] = self.card(data[key])
        for key in LIST_REF_FIELDS:
            if data.get(key) is not None:
                data[key] = [self.card(c) for c in data[key]]
        return decode(data)


ORDERED_CHECKS: Final = ("deck", "life")  # compared top first; other zones in any order


def _zone_value(game: FusionWorld, seat: int, zone: str, expected: Any) -> tuple[Any, Any]:
    """(expected, actual) for a zone check: a count, or card ids (deck and life top first, the
    other zones in any order)."""
    if zone not in ZONE_NAMES:
        raise ScenarioError(f"players: unknown zone {zone!r} (one of {', '.join(ZONE_NAMES)}, awakened, active_energy)")
    items = game.state.zone(zone, seat)
    if isinstance(expected, int):
        return expected, len(items)
    ids = [game.state.cards[i] for i in items]
    if zone in ORDERED_CHECKS:
        return list(expected), ids[::-1]
    return sorted(expected), sorted(ids)


def check_expectations(game: FusionWorld, expect: Any, line: int, refs: Refs) -> list[Check]:
    checks: list[Check] = []
    s = game.state

    def add(what: str, expected: Any, actual: Any) -> None:
        checks.append(Check(expected == actual, what, expected, actual, line))

    if not isinstance(expect, Mapping):
        raise ScenarioError("expect is a mapping")
    pending = game.pending()
    simple: dict[str, Callable[[], Any]] = {
        "phase": lambda: game.phase,
        "turn": lambda: game.core.turn,
        "active": lambda: s.active_seat(),
        "to_act": lambda: game.to_act(),
        "decision": lambda: None if pending is None else pending.kind,
        "winner": lambda: game.core.winner,
        "over": lambda: game.core.over,
        "state_hash": lambda: s.state_hash(),
        "first": lambda: s.first,
    }
    for key, value in expect.items():
        if key in simple:
            add(key, value, simple[key]())
        elif key == "log":
            for text in [value] if isinstance(value, str) else value:
                add(f"log contains {text!r}", True, any(text in e.text for e in game.core.log))
        elif key == "log_order":
            add(f"log has in this order {value!r}", True, _in_order(game, value))
        elif key == "log_rule":
            for rule in [value] if isinstance(value, str) else value:
                add(f"log cites rule {rule}", True, any(e.rule == str(rule) for e in game.core.log))
        elif key == "players":
            for seat, facts in value.items():
                for zone, wanted in facts.items():
                    if zone == "awakened":
                        add(f"player {seat} awakened", wanted, s.awakened[int(seat)])
                    elif zone == "active_energy":
                        add(
                            f"player {seat} active energy",
                            wanted,
                            sum(1 for i in s.zone("energy", int(seat)) if i not in s.exhausted),
                        )
                    else:
                        add(f"player {seat} {zone}", *_zone_value(game, int(seat), zone, wanted))
        elif key == "power":
            for ref, wanted in value.items():
                add(f"power of {ref}", wanted, game.power(_must(refs.card(ref))))
        elif key == "exhausted":
            for ref, wanted in value.items():
                add(f"{ref} exhausted", wanted, _must(refs.card(ref)) in s.exhausted)
        elif key == "under":
            for ref, wanted in value.items():
                add(f"cards under {ref}", wanted, [s.cards[i] for i in s.zone("under", _must(refs.card(ref)))])
        elif key == "battle":
            actual = None if s.battle is None else {"attacker": s.battle.attacker, "target": s.battle.target}
            wanted = None if value is None else {k: refs.card(v) for k, v in value.items()}
            add("battle", wanted, actual)
        elif key == "card_text":
            for card_id, words in value.items():
                card = game.pool[str(card_id)]
                text = f"{card.header()} {card.text()} {card.awakened_text()}"
                for word in [words] if isinstance(words, str) else words:
                    add(f"{card_id}'s text says {word!r}", True, word in text)
        elif key == "legal":
            for raw in value:
                action = refs.action(raw)
                decision = game.pending()
                ok = decision is not None and game.kind(decision).allows(game, decision, action)
                add(f"legal: {raw.get('action')}", True, ok)
        else:
            raise ScenarioError(f"unknown expectation {key!r}")
    return checks


def _in_order(game: FusionWorld, texts: Any) -> Any:
    """True when each text is in a log entry after the one that held the text before it; else
    which text was not found after its predecessor."""
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise ScenarioError("log_order is a list of texts the log holds in that order")
    at = 0
    log = game.core.log
    for text in texts:
        found = next((k for k in range(at, len(log)) if text in log[k].text), None)
        if found is None:
            return f"{text!r} not found after the entries before it"
        at = found + 1
    return True


def _must(iid: int | None) -> int:
    if iid is None:
        raise ScenarioError("a card reference is needed here")
    return iid


def check_top(path: Path, doc: Mapping[str, Any]) -> None:
    """The file's version and its top-level keys, each refused by name."""
    check_version(dict(doc), path, ScenarioFileError.at, "Fusion World scenario", SCENARIO_VERSION)
    unknown = sorted(map(str, set(doc) - TOP_KEYS))
    if unknown:
        problem = f"unknown key(s) {', '.join(unknown)} (allowed: {', '.join(sorted(TOP_KEYS))})"
        raise ScenarioFileError(path, _line(doc), problem)


def position_from_file(path: Path, doc: Mapping[str, Any], pool: Pool) -> FusionWorld:
    """build_position for a file, its position first checked against the rules (scenario_legal.py):
    any problem is a ScenarioFileError naming the line at fault."""
    check_top(path, doc)
    try:
        check_fw_position(doc, pool)
        return build_position(doc, pool)
    except PositionError as exc:
        raise ScenarioFileError(path, line_of(exc.node, exc.part, _line(doc)), f"impossible position: {exc}") from exc
    except WrittenWrong as exc:
        raise ScenarioFileError(path, line_of(exc.node, exc.part, _line(doc)), f"bad position: {exc}") from exc
    except (ScenarioError, ValueError, TypeError, KeyError, IndexError) as exc:
        raise ScenarioFileError(path, _line(doc), f"bad position: {exc}") from exc


def is_fusion_world(doc: Any) -> bool:
    return isinstance(doc, Mapping) and doc.get("game") == "fusion-world"


def card_set_files(path: Path, doc: Mapping[str, Any]) -> list[Path]:
    """The `card_sets` a scenario names: .yaml files in its own folder (or below it), nowhere else."""
    sets = doc.get("card_sets") or []
    if not isinstance(sets, list):
        raise ScenarioFileError(path, _line(doc), "card_sets lists card files beside the scenario")
    own = path.parent.absolute()
    files = []
    for n, name in enumerate(sets):
        line = line_of(sets, n, _line(doc))
        if not isinstance(name, str) or not name.endswith(".yaml") or "\0" in name:
            raise ScenarioFileError(path, line, f"card_sets names .yaml files, not {str(name)[:40]!r}")
        candidate = Path(os.path.normpath(own / name))
        if not candidate.is_relative_to(own) or not candidate.is_file():
            raise ScenarioFileError(path, line, f"card_sets {name}: no such file in the scenario's own folder")
        files.append(candidate)
    return files


def scenario_pool(path: Path, doc: Mapping[str, Any], pool: Pool | None) -> Pool:
    """The cards a scenario may name: the game's pool and its own `card_sets` (a card set may not
    redefine a card of the pool: the problem names the set's file and line)."""
    files = card_set_files(path, doc)
    if not files:
        return pool or default_pool()
    base = sorted(CARDS_DIR.glob("*.yaml")) if pool is None else []
    try:
        extra = load_pool([*base, *files])
    except PoolError as exc:
        first = exc.problems[0]
        raise ScenarioFileError(first.file, first.line, f"card set: {first.card}: {first.message}") from exc
    if pool is None:
        return extra
    clash = sorted(set(extra.cards) & set(pool.cards))
    if clash:
        raise ScenarioFileError(path, _line(doc), f"card_sets define cards that exist already: {', '.join(clash)}")
    return Pool({**pool.cards, **extra.cards})


def _dealt(path: Path, doc: LineDict, pool: Pool, run: ScenarioRun) -> FusionWorld | None:
    """`phase: setup`: the game dealt from its decks, or None when the decks are refused as the
    file's `refused: RULE` expects (a check each)."""
    wanted = doc.get("refused")
    try:
        game = build_setup(doc, pool)
    except IllegalDecks as exc:
        if wanted is None:
            raise ScenarioFileError(path, line_of(doc, "players", doc.line), f"decks refused: {exc}") from exc
        want = exc.rules[0] if wanted is True else str(wanted)
        run.checks.append(Check(want in exc.rules, f"decks refused: {exc}", want, exc.rules, line_of(doc, "refused")))
        return None
    except (ScenarioError, ValueError, TypeError, KeyError, IndexError) as exc:
        raise ScenarioFileError(path, doc.line, f"bad position: {exc}") from exc
    if wanted is not None:
        run.checks.append(Check(False, "the decks should be refused", wanted, "accepted", line_of(doc, "refused")))
    return game


def run_fw_scenario(path: Path, doc: LineDict, pool: Pool | None = None) -> ScenarioRun:
    check_top(path, doc)
    pool = scenario_pool(path, doc, pool)
    run = ScenarioRun(path=str(path), name=str(doc.get("name", path.stem)))
    if doc.get("phase") == "setup":
        dealt = _dealt(path, doc, pool, run)
        if dealt is None:
            return run
        game = dealt
    elif "refused" in doc:
        raise ScenarioFileError(path, line_of(doc, "refused"), "refused: RULE belongs to a dealt game (phase: setup)")
    else:
        game = position_from_file(path, doc, pool)
    run.fw_game = game  # type: ignore[attr-defined]
    refs = Refs(game)
    play = ScenarioPlay(
        apply=lambda written: game.apply_action(refs.action(written)),
        expect=lambda expect, line: check_expectations(game, expect, line, refs),
        state_hash=lambda: game.state.state_hash(),
        written_wrong=(ScenarioError, KeyError, IndexError, ValueError, TypeError),
    )
    if not run_actions(path, doc.get("actions") or [], doc.line, play, run.checks):
        return run
    expect = dict(doc.get("expect") or {})
    solvable = expect.pop("solvable", None)
    if solvable is not None:
        run.checks.append(_solve_check(path, doc, pool, solvable))
    if expect:
        try:
            run.checks.extend(check_expectations(game, expect, _line(doc["expect"], doc.line), refs))
        except (ScenarioError, KeyError, IndexError, ValueError) as exc:
            raise ScenarioFileError(path, _line(doc["expect"], doc.line), f"bad expectation: {exc}") from exc
    return run


def puzzle_goal(path: Path, doc: LineDict) -> tuple[str, int]:
    from game.games.fusion_world.puzzle import GOALS

    goal = doc.get("goal")
    if not isinstance(goal, dict) or goal.get("kind") not in GOALS or goal.get("player") not in (0, 1):
        raise ScenarioFileError(path, doc.line, "goal: {kind: win_this_turn, player: 0 or 1}")
    return str(goal["kind"]), int(goal["player"])


def _solve_check(path: Path, doc: LineDict, pool: Pool, solvable: Any) -> Check:
    from game.games.fusion_world.puzzle import solve_fw

    kind, player = puzzle_goal(path, doc)
    result = solve_fw(position_from_file(path, doc, pool), player)
    actual: Any = result.solvable if not result.exhausted else "undecided (node budget ran out)"
    return Check(
        actual == solvable, f"goal {kind} for player {player} reachable", solvable, actual, _line(doc.get("expect"))
    )
