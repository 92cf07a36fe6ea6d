"""Battle Monsters positions and scenario files (`game: battle-monsters`): a position written by
hand (lives, hands, supplies, graveyards, fields with stances), steps to play in it, each allowed
or expected to be refused with its rule, and what must hold at the end. README.md here documents
every key; `python main.py scenario check FILE` runs them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from game.core import CoreState, IllegalAction, ZoneTable
from game.files import errors as file_errors
from game.files.keys import unknown_keys
from game.files.read import check_version
from game.files.yaml_lines import line_of
from game.games.battle_monsters.actions import (
    STANCES,
    AnswerDraw,
    Attack,
    ChooseTarget,
    CoinFlip,
    Discard,
    Draw,
    OfferDraw,
    Reveal,
    Skip,
    Summon,
    Surrender,
    Switch,
    ToGraveyard,
)
from game.games.battle_monsters.cards import FILE_VERSION, CardFileError, Pool, default_pool, load_files
from game.games.battle_monsters.decks import DECKS_DIR, BmDeck, load_deck, validate
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.house import HouseRuleError, parse_house
from game.games.battle_monsters.state import LIVES, ZONES, BmState
from game.scenarios.runner import Check

MAX_ZONE_CARDS: Final = 1000  # a bound on what a file may ask for (a deck file's too: decks.py MAX_DECK)
PLAYER_KEYS: Final = {"name", "lives", "hand", "supply", "graveyard", "field"}
SETUP_PLAYER_KEYS: Final = {"name", "deck"}
FIELD_KEYS: Final = {"card", "stance", "new", "acted"}
TOP_KEYS: Final = {
    "version",
    "game",
    "name",
    "description",
    "active",
    "turn",
    "tournament",
    "players",
    "steps",
    "expect",
    "card_sets",
    "goal",
    "phase",
    "seed",
    "rule",
    "rules",
    "refused",
    "house",
}
EXPECT_KEYS: Final = {
    "lives",
    "winner",
    "over",
    "field",
    "graveyard",
    "hand",
    "hand_count",
    "supply_count",
    "stance",
    "attack",
    "defence",
    "log_has",
    "log_order",
    "solvable",
    "turn",
    "active",
    "first",
    "to_act",
    "decision",
    "phase",
}


class ScenarioError(file_errors.LineFirst, file_errors.ScenarioFileError, ValueError):
    """A Battle Monsters scenario that cannot be used: the file, the line (0: none), what is wrong."""


def _line(raw: Any, part: Any = None) -> int:
    """The line of raw (or of its value or item `part`): from the scenario loader's marks, or the
    `__line__` key the card loader writes."""
    if isinstance(raw, dict) and "__line__" in raw:
        return int(raw["__line__"])
    return line_of(raw, part)


def _ids(raw: Any, pool: Pool, where: str, path: str, line: int) -> list[str]:
    if raw is None:
        return []
    if not isinstance(raw, list) or not all(isinstance(c, str) for c in raw):
        raise ScenarioError(path, line, f"{where} must be a list of card ids")
    if len(raw) > MAX_ZONE_CARDS:
        raise ScenarioError(path, line, f"{where}: {len(raw):,} cards; a zone holds at most {MAX_ZONE_CARDS:,} here")
    for cid in raw:
        if cid not in pool:
            raise ScenarioError(path, line, f"{where}: unknown card {cid!r}")
    return list(raw)


def build_position(doc: Mapping[str, Any], pool: Pool, path: str = "<scenario>") -> BattleMonsters:
    """A game at the start of `active`'s turn (after its start step), in the position written."""
    line = _line(doc)
    check_version(dict(doc), path, ScenarioError.at, "Battle Monsters scenario", FILE_VERSION)
    unknown = unknown_keys(doc, TOP_KEYS, {"__line__"})
    if unknown:
        raise ScenarioError(path, line, f"unknown key(s) {', '.join(unknown)} (allowed: {', '.join(sorted(TOP_KEYS))})")
    players = doc.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise ScenarioError(path, line, "'players' must list exactly two players (rule 2.3 is for two)")
    active = doc.get("active", 0)
    if active not in (0, 1) or type(active) is bool:
        raise ScenarioError(
            path,
            _line(doc, "active") or line,
            f"rule 2.2: 'active' is the seat whose turn it is, 0 or 1, not {active!r}",
        )
    zones = ZoneTable(ZONES, 2)
    cards: dict[int, str] = {}
    owner: dict[int, int] = {}
    stance: dict[int, str] = {}
    arrived: set[int] = set()
    acted: set[int] = set()
    lives: list[int] = []
    names: list[str] = []
    iid = 0
    for seat, raw in enumerate(players):
        pline = _line(raw) or _line(players, seat) or line
        if not isinstance(raw, dict):
            raise ScenarioError(path, pline, "each player is a mapping (name, lives, hand, supply, graveyard, field)")
        bad = unknown_keys(raw, PLAYER_KEYS, {"__line__"})
        if bad:
            raise ScenarioError(
                path, pline, f"unknown player key(s) {', '.join(bad)} (allowed: {', '.join(sorted(PLAYER_KEYS))})"
            )
        names.append(str(raw.get("name", f"Player {seat + 1}")))
        life = raw.get("lives", LIVES)
        if not isinstance(life, int) or isinstance(life, bool) or not 1 <= life <= 99:
            rule = "3.1" if life == 0 else "2.3"
            raise ScenarioError(
                path,
                _line(raw, "lives") or pline,
                f"rule {rule}: lives are from 1 to 99 (a player with 0 has lost: 3.1), not {life!r}",
            )
        lives.append(life)
        for zone in ("supply", "hand", "graveyard"):
            for cid in _ids(raw.get(zone), pool, f"{names[-1]}'s {zone}", path, _line(raw, zone) or pline):
                cards[iid], owner[iid] = cid, seat
                zones.move(iid, (zone, seat))
                iid += 1
        placed = raw.get("field") or []
        if not isinstance(placed, list) or len(placed) > MAX_ZONE_CARDS:
            raise ScenarioError(path, pline, f"field must be a list of at most {MAX_ZONE_CARDS} {{card, stance}}")
        for n, entry in enumerate(placed):
            eline = _line(entry) or _line(placed, n) or pline
            if not isinstance(entry, dict) or not isinstance(entry.get("card"), str) or entry["card"] not in pool:
                raise ScenarioError(
                    path, eline, f"a field card is {{card: ID, stance: STANCE}} with a known card, not {entry!r}"
                )
            bad = unknown_keys(entry, FIELD_KEYS, {"__line__"})
            if bad:
                raise ScenarioError(
                    path, eline, f"unknown field key(s) {', '.join(bad)} (allowed: {', '.join(sorted(FIELD_KEYS))})"
                )
            st = entry.get("stance", "attack-visible")
            if st not in STANCES:
                raise ScenarioError(
                    path, _line(entry, "stance") or eline, f"stance must be one of {', '.join(STANCES)}, not {st!r}"
                )
            for flag, rule in (("new", "7.3"), ("acted", "7.1")):
                if not isinstance(entry.get(flag, False), bool):
                    raise ScenarioError(
                        path, _line(entry, flag) or eline, f"rule {rule}: {flag} is true or false, not {entry[flag]!r}"
                    )
            cards[iid], owner[iid], stance[iid] = entry["card"], seat, st
            zones.move(iid, ("field", seat))
            if entry.get("new"):
                arrived.add(iid)
            if entry.get("acted"):
                acted.add(iid)
            iid += 1
    state = BmState(CoreState(2, names, zones), 0, bool(doc.get("tournament", False)), cards, owner, lives, stance)
    turn = doc.get("turn", 3)
    if not isinstance(turn, int) or isinstance(turn, bool) or turn < 1:
        raise ScenarioError(path, _line(doc, "turn") or line, f"rule 6.1: turn is a whole number from 1, not {turn!r}")
    state.first = active if turn % 2 == 1 else 1 - active
    game = BattleMonsters(state, pool, names)
    state.core.turn = turn
    for i in stance:
        if stance[i].endswith("-visible"):
            state.seq[i] = state.tick()
    state.core.phase = "start"
    game.rules.phase("start").enter(game)
    state.arrived |= arrived
    state.acted |= acted
    game.goto("main")
    game.settle()
    return game


class DecksRefused(ValueError):
    """A dealt game's decks break rule 2.1: `problems` names each, with its rule."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        self.rules = [rule for rule, _ in problems]
        super().__init__("; ".join(f"rule {rule}: {text}" for rule, text in problems))


def _deck_of(raw: Any, pool: Pool, where: str, path: str, line: int) -> list[str]:
    """A deck written as card ids (one a copy), {card id: copies}, or a ready deck's name."""
    if isinstance(raw, str):
        ready = DECKS_DIR / f"{raw}.yaml"
        if not ready.is_file():
            raise ScenarioError(path, line, f"{where}: no ready deck {raw!r}")
        return list(load_deck(ready).cards)
    if isinstance(raw, dict):
        cards: list[str] = []
        for cid, copies in raw.items():
            if cid == "__line__":
                continue
            if type(copies) is not int or not 1 <= copies <= 200:
                raise ScenarioError(
                    path, line, f"{where}: {cid}: copies is a whole number from 1 to 200, not {copies!r}"
                )
            cards += [str(cid)] * copies
        return cards
    if isinstance(raw, list) and all(isinstance(c, str) for c in raw):
        return list(raw)
    raise ScenarioError(path, line, f"{where} is a list of card ids, {{card id: copies}} or a ready deck's name")


def build_setup(doc: Mapping[str, Any], pool: Pool, path: str = "<scenario>") -> BattleMonsters:
    """`phase: setup`: a game dealt from two deck lists with the file's seed, waiting on the coin
    flip (2.2), then the graveyard picks (2.4) and the deal (2.3). The decks are checked as at the
    table (2.1): DecksRefused names what breaks the rule."""
    line = _line(doc)
    players = doc.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise ScenarioError(path, line, "'players' must list exactly two players (rule 2.3 is for two)")
    try:
        house = parse_house(str(doc.get("house", "")))
    except HouseRuleError as exc:
        raise ScenarioError(path, _line(doc, "house") or line, str(exc)) from None
    seated: list[tuple[str, list[str]]] = []
    problems: list[tuple[str, str]] = []
    for seat, raw in enumerate(players):
        pline = _line(raw) or _line(players, seat) or line
        if not isinstance(raw, dict):
            raise ScenarioError(path, pline, "each player of a dealt game is a mapping (name, deck)")
        bad = unknown_keys(raw, SETUP_PLAYER_KEYS, {"__line__"})
        if bad:
            raise ScenarioError(path, pline, f"a dealt game's players give only name and deck, not {', '.join(bad)}")
        name = str(raw.get("name", f"Player {seat + 1}"))
        cards = _deck_of(raw.get("deck"), pool, f"{name}'s deck", path, _line(raw, "deck") or pline)
        deck = BmDeck(name, "", tuple(cards))
        problems += [(v.rule, f"{name}'s deck: {v.problem}") for v in validate(deck, pool, house.deck_min)]
        seated.append((name, cards))
    if problems:
        raise DecksRefused(problems)
    seed = doc.get("seed", 0)
    if type(seed) is not int:
        raise ScenarioError(path, _line(doc, "seed") or line, f"seed is a whole number, not {seed!r}")
    tournament = bool(doc.get("tournament", False))
    return BattleMonsters.new(seated, seed, pool=pool, tournament=tournament, house=house)


# ---- steps ------------------------------------------------------------------------------------------


def _find(game: BattleMonsters, cid: Any, zones: tuple[str, ...], seats: tuple[int, ...], path: str, line: int) -> int:
    """The card `cid` where the action looks for it first; anywhere else in the game after that
    (so a step can name a card in the wrong place and expect the refusal)."""
    if isinstance(cid, int) and not isinstance(cid, bool):
        return cid
    everywhere = ("hand", "field", "supply", "graveyard")
    for seat_order, zone_order in ((seats, zones), ((0, 1), everywhere)):
        for seat in seat_order:
            for zone in zone_order:
                for iid in game.state.zone(zone, seat):
                    if game.state.cards[iid] == cid:
                        return iid
    raise ScenarioError(path, line, f"no card {cid!r} in this game (looked in {'/'.join(zones)} first)")


def parse_action(game: BattleMonsters, raw: Any, path: str, line: int) -> Any:
    """One step's action: {summon: ID, stance: S}, {reveal: ID}, {switch: ID}, {attack: ID,
    target: ID | player}, draw, skip, {discard: ID}, {target: ID}, offer_draw, {answer_draw: BOOL},
    {surrender: SEAT}; in a dealt game {coin: SEAT} (who goes first) and {select: ID} (a card of
    the deck to the graveyard). Card ids name the first such card where the action looks for it."""
    seat = game.to_act()
    me = seat if seat is not None and seat >= 0 else game.state.active()
    if raw in ("draw", "skip", "offer_draw"):
        return {"draw": Draw(), "skip": Skip(), "offer_draw": OfferDraw()}[raw]
    if not isinstance(raw, dict):
        raise ScenarioError(path, line, f"a step's action is a word (draw, skip, offer_draw) or a mapping, not {raw!r}")
    if "coin" in raw:
        return CoinFlip(raw["coin"])
    if "select" in raw:
        return ToGraveyard(str(raw["select"]))
    if "summon" in raw:
        return Summon(
            _find(game, raw["summon"], ("hand",), (me,), path, line), str(raw.get("stance", "attack-visible"))
        )
    if "reveal" in raw:
        return Reveal(_find(game, raw["reveal"], ("field",), (me,), path, line))
    if "switch" in raw:
        return Switch(_find(game, raw["switch"], ("field",), (me,), path, line))
    if "attack" in raw:
        target = raw.get("target", "player")
        aim = None if target == "player" else _find(game, target, ("field",), (1 - me,), path, line)
        return Attack(_find(game, raw["attack"], ("field",), (me,), path, line), aim)
    if "discard" in raw:
        return Discard(_find(game, raw["discard"], ("hand",), (me,), path, line))
    if "target" in raw:
        pending = game.pending()
        options = [int(i) for i in pending.get("options", ())] if pending is not None else []
        named = [i for i in options if game.state.cards[i] == raw["target"]]  # what the effect may choose first
        if named:
            return ChooseTarget(named[0])
        return ChooseTarget(_find(game, raw["target"], ("field", "graveyard"), (1 - me, me), path, line))
    if "answer_draw" in raw:
        return AnswerDraw(bool(raw["answer_draw"]))
    if "surrender" in raw:
        return Surrender(int(raw["surrender"]))
    raise ScenarioError(path, line, f"unknown action {raw!r}")


@dataclass
class BmScenarioRun:
    """Each check of a scenario, in the shared runner's form (a failure shows what was expected and
    what was found)."""

    path: str
    name: str = ""
    checks: list[Check] = field(default_factory=list)
    state_hash: str = ""

    def note(self, ok: bool, what: str, line: int = 0, expected: Any = True, actual: Any = None) -> None:
        self.checks.append(Check(ok, what, expected, ok if actual is None else actual, line))

    @property
    def passed(self) -> int:
        return sum(c.ok for c in self.checks)

    @property
    def failures(self) -> list[str]:
        return [str(c) for c in self.checks if not c.ok]

    @property
    def ok(self) -> bool:
        return not self.failures


def run_steps(game: BattleMonsters, steps: Any, path: str, run: BmScenarioRun) -> None:
    if steps is None:
        return
    if not isinstance(steps, list):
        raise ScenarioError(path, 0, "'steps' must be a list")
    for number, step in enumerate(steps, 1):
        line = _line(step)
        if isinstance(step, dict) and set(step) - {"__line__"} == {"expect"}:
            check_expect(game, step["expect"], path, run)  # checks at this point of the steps
            continue
        if not isinstance(step, dict) or "do" not in step:
            raise ScenarioError(
                path, line, f"step {number} needs 'do' (and may have 'refused: RULE' or 'refused: true')"
            )
        action = parse_action(game, step["do"], path, line)
        refused = step.get("refused")
        if refused is not None and refused is not True and not isinstance(refused, (str, int, float)):
            raise ScenarioError(path, line, f"refused is a rule number or true (any rule), not {refused!r}")
        before = game.state.state_hash()
        try:
            game.apply_action(action)
        except IllegalAction as exc:
            _refusal_checks(game, run, number, exc, refused, before, line)
            continue
        if refused is not None:
            run.note(False, f"step {number}: should be refused", line, f"refused ({refused})", "allowed")
        else:
            run.note(True, f"step {number}: allowed", line)


def _refusal_checks(
    game: BattleMonsters, run: BmScenarioRun, number: int, exc: IllegalAction, refused: Any, before: str, line: int
) -> None:
    """A refused step: the rule it cites (any, with `refused: true`) and a state left as it was."""
    said = f"step {number}: refused, rule {exc.rule}: {exc.reason}"
    if refused is None:
        run.note(False, said, line, "allowed", f"refused (rule {exc.rule})")
        return
    want = exc.rule if refused is True else str(refused)
    run.note(exc.rule == want, said, line, want, exc.rule)
    after = game.state.state_hash()
    run.note(after == before, f"step {number}: the refused action changed nothing", line, before, after)


def check_expect(game: BattleMonsters, expect: Any, path: str, run: BmScenarioRun) -> None:
    if expect is None:
        return
    if not isinstance(expect, dict):
        raise ScenarioError(path, 0, "'expect' must be a mapping")
    bad = unknown_keys(expect, EXPECT_KEYS, {"__line__"})
    if bad:
        raise ScenarioError(
            path, _line(expect), f"unknown expect key(s) {', '.join(bad)} (allowed: {', '.join(sorted(EXPECT_KEYS))})"
        )
    s = game.state
    line = _line(expect)
    pending = game.pending()
    facts: dict[str, Any] = {
        "lives": list(s.lives),
        "winner": game.core.winner,
        "over": game.over,
        "hand_count": [len(s.zone("hand", 0)), len(s.zone("hand", 1))],
        "supply_count": [len(s.zone("supply", 0)), len(s.zone("supply", 1))],
        "turn": game.core.turn,
        "active": s.active(),
        "first": s.first,
        "to_act": game.to_act(),
        "decision": None if pending is None else pending.kind,
        "phase": "over" if game.over else game.core.phase,
    }
    for key, value in expect.items():
        if key == "__line__":
            continue
        if key == "solvable":
            continue  # run_scenario_file checks it against the goal, from the position before the steps
        if key in facts:
            got = facts[key]
        elif key in ("field", "graveyard", "hand"):
            got = {seat: sorted(s.cards[i] for i in s.zone(key, seat)) for seat in (0, 1)}
            value = {int(k): sorted(v) for k, v in value.items() if k != "__line__"}
            got = {k: got[k] for k in value}
        elif key in ("stance", "attack", "defence"):
            got, value = _per_card(game, key, value, path)
        elif key == "log_has":
            texts = " | ".join(e.text + f" [{e.rule}]" for e in game.core.log)
            missing = [w for w in ([value] if isinstance(value, str) else value) if w not in texts]
            run.note(not missing, f"the log has {value!r}", line, value, f"lacks {missing}" if missing else value)
            continue
        elif key == "log_order":
            found = _in_order(game, value, path, line)
            run.note(found is True, f"the log has in this order {value!r}", line, True, found)
            continue
        run.note(got == value, f"{key} is {value!r}", line, value, got)


def _in_order(game: BattleMonsters, texts: Any, path: str, line: int) -> Any:
    """True when each text is in a log entry (with its rule) after the entry that held the one before."""
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise ScenarioError(path, line, "log_order is a list of texts the log holds in that order")
    entries = [f"{e.text} [{e.rule}]" for e in game.core.log]
    at = 0
    for text in texts:
        found = next((k for k in range(at, len(entries)) if text in entries[k]), None)
        if found is None:
            return f"{text!r} not found after the entries before it"
        at = found + 1
    return True


def _per_card(game: BattleMonsters, key: str, wanted: Any, path: str) -> tuple[dict[str, Any], dict[str, Any]]:
    from game.games.battle_monsters.values import value as card_value

    if not isinstance(wanted, dict):
        raise ScenarioError(path, 0, f"expect {key} maps card ids on the field to values")
    got: dict[str, Any] = {}
    want = {k: v for k, v in wanted.items() if k != "__line__"}
    for cid in want:
        iid = next((i for seat in (0, 1) for i in game.state.field_of(seat) if game.state.cards[i] == cid), None)
        if iid is None:
            got[cid] = None
        elif key == "stance":
            got[cid] = game.state.stance[iid]
        else:
            got[cid] = card_value(game, iid, key)
    return got, want


def is_battle_monsters(doc: Any) -> bool:
    return isinstance(doc, dict) and doc.get("game") == "battle-monsters"


def scenario_pool(path: Path, doc: Mapping[str, Any]) -> Pool:
    """The cards a scenario may name: the game's, and its `card_sets` (files in its own folder)."""
    pool = default_pool()
    sets = doc.get("card_sets") or []
    if not sets:
        return pool
    if not isinstance(sets, list):
        raise ScenarioError(str(path), _line(doc), "card_sets lists card files beside the scenario")
    files = []
    for name in sets:
        candidate = (path.parent / str(name)).resolve()
        if path.parent.resolve() not in candidate.parents:
            raise ScenarioError(str(path), _line(doc), f"card set {name!r} must be in the scenario's own folder")
        files.append(candidate)
    try:
        return load_files(files, base=pool)
    except CardFileError as exc:
        raise ScenarioError(exc.path, exc.line, exc.problem) from None


def run_scenario_file(path: Path, doc: Any = None) -> BmScenarioRun:
    """Build, play and check one scenario file; ScenarioError (or CardFileError) for a bad file."""
    from game.scenarios.tree import read_scenario_tree

    if doc is None:
        doc = read_scenario_tree(path)  # bounded (size, UTF-8, aliases); each value keeps its line
    if not isinstance(doc, dict):
        raise ScenarioError(str(path), 1, "a scenario is a mapping")
    run = BmScenarioRun(str(path), str(doc.get("name", path.stem)))
    pool = scenario_pool(path, doc)
    if doc.get("phase") == "setup":
        dealt = _dealt(doc, pool, str(path), run)
        if dealt is None:
            return run
        game = dealt
    else:
        for key in ("phase", "seed", "refused", "house"):
            if key in doc:
                raise ScenarioError(
                    str(path), _line(doc, key) or _line(doc), f"{key} belongs to a dealt game (phase: setup)"
                )
        game = build_position(doc, pool, str(path))
    _check_goal(game, doc, str(path), run)
    run_steps(game, doc.get("steps"), str(path), run)
    check_expect(game, doc.get("expect"), str(path), run)
    run.state_hash = game.state.state_hash()
    return run


def _dealt(doc: dict[str, Any], pool: Pool, path: str, run: BmScenarioRun) -> BattleMonsters | None:
    """The dealt game, or None when its decks are refused as the file's `refused` expects."""
    unknown = unknown_keys(doc, TOP_KEYS, {"__line__"})
    if unknown:
        raise ScenarioError(
            path, _line(doc), f"unknown key(s) {', '.join(unknown)} (allowed: {', '.join(sorted(TOP_KEYS))})"
        )
    wanted = doc.get("refused")
    line = _line(doc, "refused") or _line(doc)
    try:
        game = build_setup(doc, pool, path)
    except DecksRefused as exc:
        if wanted is None:
            raise ScenarioError(path, _line(doc, "players") or _line(doc), f"decks refused: {exc}") from None
        want = exc.rules[0] if wanted is True else str(wanted)
        run.note(want in exc.rules, f"decks refused: {exc}", line, want, exc.rules)
        return None
    if wanted is not None:
        run.note(False, "the decks should be refused", line, f"refused ({wanted})", "accepted")
    return game


GOALS: Final = ("win_this_turn",)


def _check_goal(game: BattleMonsters, doc: Any, path: str, run: BmScenarioRun) -> None:
    """`goal: win_this_turn` (a puzzle for the player whose turn it is) with `expect: {solvable:
    true|false}`: the solver searches every line of the turn."""
    from game.games.battle_monsters.puzzle import PuzzleTooBig, solve_win_this_turn

    goal = doc.get("goal")
    expect = doc.get("expect") or {}
    wanted = expect.get("solvable") if isinstance(expect, dict) else None
    if goal is None:
        if wanted is not None:
            raise ScenarioError(path, _line(expect), "expect solvable needs a goal (goal: win_this_turn)")
        return
    if goal not in GOALS:
        raise ScenarioError(path, _line(doc), f"goal must be one of {', '.join(GOALS)}, not {goal!r}")
    try:
        line = solve_win_this_turn(game)
    except PuzzleTooBig as exc:
        raise ScenarioError(path, _line(doc), f"the puzzle is too big to solve: {exc}") from None
    if wanted is not None:
        said = "a winning line" if line is not None else "no winning line"
        run.note(bool(wanted) == (line is not None), f"solvable is {wanted!r} ({said} found)", _line(expect))
