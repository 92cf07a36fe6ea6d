"""Scenario files: a position, actions in the engine's terms, and what must then be true.
The whole format, every key with examples: docs/SCENARIOS.md.

    name: Stop ends the rest of the damage
    rule: "7.2.9"
    cards: [...]              # optional inline cards, in the card language (cards/bakugan/LANGUAGE.md)
    position: {...}           # see scenario/position.py; or `state:` (an exact engine state, from `scenario save`)
    start: toss               # with a `state:` before setup: the game begins with the core toss (rule 7.5.1)
    rolls:                    # roll outcomes, used in order whenever the Bakugan are thrown
      - {0: opened FT, 1: closed}
    actions:
      - pass: 0
      - play: {seat: 1, card: ts-20}
      - expect: {step: damage}
      - illegal: {action: {play: {seat: 0, card: ts-20}}, rule: "3.6.1"}
    expect: {winner: 0, players: {1: {deck: 3}}}
    goal: {kind: win_this_turn, player: 0}   # puzzles; `expect: {solvable: true}` runs the solver

Expectations (in `expect:` or an `- expect:` action): step, turn, to_act (or priority: a seat or
"chance"), decision, winner, victor ([player, index] or "player.index" of the Victor, or null),
over, starting, state_hash, batch (a count, or card ids bottom to top), field (cores on it), log
(text the log contains), log_rule (rules it cites), players ({seat: {hand, deck, discard, heroes,
charged, uncharged: a count or card ids; pool, out, hand_has}}), bakugan ({"player.index": {bp,
dr, frost, open, face_up, in_brawl, cores, keywords, evos}}), card_type ({"player.card id": type}:
the type the player's copy of that card has where it is now, "Energy" in play as an Energy card,
its printed type elsewhere (rule 3.7.2); a list of types when they own several copies), solvable.

A card that is not where an action normally looks for it is named with its zone: `card: {id:
ts-10, zone: charged}`, `target: {hero: {id: ts-30, seat: 0, zone: charged}}` (for refused actions).

Every problem in the file is reported with its line; every expectation is a PASS or a FAIL line.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game.files import paths
from game.files.keys import unknown_keys
from game.files.read import check_version, parse_json
from game.files.yaml_lines import line_of
from game.games.bakugan.cards.catalog import (
    CARD_WRITTEN_WRONG,
    CARDS_DIR,
    Catalog,
    CatalogError,
    LineDict,
    _parse_card,
    default_catalog,
    load_catalog,
)
from game.games.bakugan.rules.actions import (
    CHANCE,
    Action,
    Activate,
    ChooseCard,
    ChooseCore,
    Decline,
    Energize,
    Forfeit,
    IllegalPlay,
    Pass,
    PlaceCore,
    PlayCard,
    RollResults,
    SelectBakugan,
    Target,
    ThrowBakugan,
    Uncharge,
)
from game.games.bakugan.rules.card_zones import current_type
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame, frame_name
from game.games.bakugan.rules.state import state_from_json
from game.games.bakugan.scenario.deck import check_deck
from game.games.bakugan.scenario.legal import PositionError
from game.games.bakugan.scenario.position import ScenarioError, build_scenario
from game.games.bakugan.scenario.roll_facts import FACT_KEYS, RollFacts, judge
from game.games.bakugan.scenario.state_check import check_state
from game.roll.seam import RollOutcome, RollResult
from game.scenarios.results import ScenarioRun as ScenarioRun
from game.scenarios.runner import Check as Check
from game.scenarios.runner import ScenarioFileError as ScenarioFileError
from game.scenarios.runner import ScenarioPlay, run_actions
from game.scenarios.runner import refusal_checks as refusal_checks
from game.scenarios.tree import ReadProblem as _Read
from game.scenarios.tree import read_scenario_tree as read_scenario_tree

SOLVE_BUDGET = 20_000  # positions the solver may search for `expect: {solvable: ...}`


SCENARIO_VERSION = 1  # a file without `version` is version 1
SHAPES: dict[str, type] = {"actions": list, "rolls": list, "cards": list, "card_sets": list}
SHAPES |= {"expect": dict, "goal": dict, "position": dict}
SHAPE_WORDS: dict[type, str] = {list: "list", dict: "mapping"}
# what a wrongly written action, roll or expectation raises while it is read against the game
WRITTEN_WRONG = (ScenarioError, KeyError, IndexError, ValueError, TypeError, StopIteration, AttributeError)


def _line(node: Any, default: int = 0) -> int:
    return getattr(node, "line", default)


def read_scenario(path: Path) -> LineDict:
    doc = read_scenario_tree(path)
    if not isinstance(doc, LineDict):
        raise ScenarioFileError(path, 1, "a scenario file is a mapping")
    allowed = {
        "name",
        "rule",
        "description",
        "card_sets",
        "cards",
        "position",
        "state",
        "start",
        "rolls",
        "actions",
        "expect",
        "goal",
        "version",
        "deck",
    }
    try:
        check_version(doc, path, _Read, "scenario file", SCENARIO_VERSION)
    except _Read as exc:
        raise ScenarioFileError(path, doc.line, exc.problem) from exc
    for key, kind in SHAPES.items():
        if doc.get(key) is not None and not isinstance(doc[key], kind):
            raise ScenarioFileError(path, _line(doc[key], doc.line), f"{key} must be a {SHAPE_WORDS[kind]}")
    for n, roll in enumerate(doc.get("rolls") or []):
        if not isinstance(roll, dict) or not all(type(k) is int and isinstance(v, str | dict) for k, v in roll.items()):
            line = line_of(doc["rolls"], n, doc.line)
            raise ScenarioFileError(path, line, "a roll is like {0: opened FT, 1: closed}")
    if "start" in doc and (doc["start"] != "toss" or "state" not in doc):
        raise ScenarioFileError(path, doc.line, "start: toss goes with a `state:` that has not begun (rule 7.5.1)")
    extra = unknown_keys(doc, allowed)
    if extra:
        raise ScenarioFileError(
            path, doc.line, f"unknown key(s) {', '.join(extra)} (allowed: {', '.join(sorted(allowed))})"
        )
    if [k in doc for k in ("position", "state", "deck")].count(True) != 1:
        raise ScenarioFileError(path, doc.line, "a scenario needs exactly one of position, state or deck")
    return doc


def scenario_catalog(doc: LineDict, path: Path, base: Catalog) -> Catalog:
    """The shipped catalogue plus any card_sets files (relative to the scenario) and inline cards."""
    inline = doc.get("cards") or []
    extra_sets = doc.get("card_sets") or []
    if not inline and not extra_sets:
        return base
    catalog = Catalog(cards=dict(base.cards), cores=base.cores, sets=dict(base.sets))
    if not isinstance(extra_sets, list) or not isinstance(inline, list):
        raise ScenarioFileError(path, _line(doc), "card_sets and cards are lists")
    for n, name in enumerate(extra_sets):
        line = line_of(extra_sets, n, _line(doc))
        set_path = card_set_path(name, path, line)
        try:
            extra = load_catalog(CARDS_DIR, files=[set_path])
        except CatalogError as exc:
            raise ScenarioFileError(path, line, f"card_sets {name}: {exc}") from exc
        clash = sorted(set(extra.cards) & set(catalog.cards))
        if clash:
            shown = ", ".join(clash[:5]) + (f" and {len(clash) - 5} more" if len(clash) > 5 else "")
            raise ScenarioFileError(path, line, f"card_sets {name} defines cards that exist already: {shown}")
        catalog.cards.update(extra.cards)
    problems: list[tuple[int, str]] = []  # (line, problem); the first line is the error's own
    for n, raw in enumerate(inline):
        line = line_of(inline, n)
        if not isinstance(raw, LineDict):
            problems.append((line, "each inline card is a mapping"))
            continue
        try:
            card = _parse_card(raw, "Scenario")
        except CARD_WRITTEN_WRONG as exc:
            problems.append((line, f"card {raw.get('id', '?')}: {exc}"))
            continue
        if card.id in catalog.cards:
            problems.append((line, f"card {card.id} exists already; give the new card an id of its own"))
            continue
        catalog.cards[card.id] = card
    if problems:
        raise ScenarioFileError(path, problems[0][0], "; ".join(f"{path}:{line}: {what}" for line, what in problems))
    return catalog


def read_goal(doc: LineDict, path: Path, seats: int) -> tuple[str, int] | None:
    """The puzzle goal (kind, player), None when the file has none; ScenarioFileError when it is bad."""
    from game.games.bakugan.puzzle import GOALS

    raw = doc.get("goal")
    if raw is None:
        return None
    line = _line(raw, doc.line)
    if not isinstance(raw, dict) or not isinstance(raw.get("kind"), str) or raw["kind"] not in GOALS:
        raise ScenarioFileError(path, line, f"goal is like {{kind: win_this_turn, player: 0}} ({', '.join(GOALS)})")
    player = raw.get("player", 0)
    if type(player) is not int or not 0 <= player < seats:
        raise ScenarioFileError(path, line, f"goal player {str(player)[:20]!r} is not a seat (0 to {seats - 1})")
    return raw["kind"], player


def card_set_path(name: Any, path: Path, line: int) -> Path:
    """A card set a scenario names: a file in the scenario's own folder (or below it), or in the
    user's card folder; never anywhere else on the disk. Both folders are normalised first, so a
    scenario given as `tests/../tests/scenarios/x.yaml` finds its sets as `tests/scenarios/x.yaml` does."""
    if not isinstance(name, str) or not name.endswith(".yaml") or "\0" in name:
        raise ScenarioFileError(path, line, f"card_sets names .yaml files, not {str(name)[:40]!r}")
    for folder in (Path(os.path.normpath(f.absolute())) for f in (path.parent, paths.user_cards_dir())):
        candidate = Path(os.path.normpath(folder / name))
        if candidate.is_relative_to(folder) and candidate.is_file():
            return candidate
    raise ScenarioFileError(
        path, line, f"card_sets {name}: no such file in the scenario's folder or in {paths.user_cards_dir()}"
    )


def _json_state(text: str, path: Path, line: int) -> Any:
    try:
        return parse_json(text, path, ScenarioFileError.at)
    except ScenarioFileError as exc:  # its line is the JSON text's: the file's is the state's
        raise ScenarioFileError(path, line, f"state: {exc.problem}") from None


def build_game(doc: LineDict, path: Path, catalog: Catalog) -> Game:
    try:
        if "state" in doc:
            state = doc["state"]
            if isinstance(state, str):  # a saved state pasted as JSON text: read within bounds
                state = _json_state(state, path, line_of(doc, "state", doc.line))
            check_state(state)  # each field its type, every seat, card and Bakugan one that exists
            game = Game(state_from_json(json.loads(json.dumps(state))), catalog)
            if doc.get("start") == "toss":
                game.begin_setup()
            return game
        return build_scenario(doc["position"], catalog)
    except PositionError as exc:  # the line of the part at fault: a value, a list item, a player, ...
        line = line_of(exc.node, exc.part, _line(doc.get("position") or doc.get("state"), doc.line))
        raise ScenarioFileError(path, line, f"impossible {'state' if 'state' in doc else 'position'}: {exc}") from exc
    except (*WRITTEN_WRONG, RecursionError) as exc:
        where = doc.get("position") or doc.get("state")
        raise ScenarioFileError(path, _line(where, doc.line), f"bad position: {exc}") from exc


# ------------------------------------------------------------------ references in engine terms


class Refs:
    """Turns the file's readable references (card ids, [player, index]) into engine ids."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def seat(self, value: Any) -> int:
        """A seat number of this game, to look something up by: a whole number from 0 (never -1 read
        as the last seat)."""
        return self.index(value, self.game.state.seats, "seat")

    @staticmethod
    def acting(value: Any) -> int:
        """The seat an action names: a whole number, given to the rules as it is (a seat the game
        does not have is theirs to refuse, rules 1.1.1 and 8.1.1)."""
        if type(value) is not int:
            raise ScenarioError(f"seat {value!r} is not a whole number")
        return value

    @staticmethod
    def index(value: Any, size: int, what: str) -> int:
        """A place in a list of `size` counted from 0 (a negative one is an error, not from the end)."""
        if type(value) is not int and not (isinstance(value, str) and value.isascii() and value.isdigit()):
            raise ScenarioError(f"{what} {value!r} is not a whole number")
        if not 0 <= int(value) < size:
            raise ScenarioError(f"{what} {value!r}: there are {size} (counted from 0)")
        return int(value)

    def check_rolls(self, rolls: list[Any]) -> None:
        """Every scripted roll read now, used or not: its seats and its outcome's form."""
        for roll in rolls:
            if not isinstance(roll, dict):
                raise ScenarioError(f"a roll is like {{0: opened FT, 1: closed}}, not {roll!r}")
            for seat, outcome in roll.items():
                self.seat(seat)
                self.outcome(outcome)  # no seat: whether it rolled the selected Bakugan is known only when used

    def bakugan(self, value: Any) -> int:
        if isinstance(value, str) and "." in value:
            player, index = value.split(".")
        elif isinstance(value, (list, tuple)):
            player, index = value
        else:
            return int(value)
        owned = self.game.state.players[self.seat(player)].bakugan
        return owned[self.index(index, len(owned), f"player {player}'s Bakugan")]

    def card(self, seat: int, value: Any, zones: tuple[str, ...] = ("hand",)) -> int:
        if isinstance(value, int):
            return value
        if isinstance(value, dict):  # {id: ts-20, zone: hand}, {id: ts-20, zone: discard, seat: 1}
            zones = (str(value.get("zone", "hand")),)
            return self._in_zones(self.seat(value.get("seat", seat)), value["id"], zones)
        s = self.game.state
        top = self.game.pending()
        flipped = top.card if isinstance(top, DecisionFrame) and top.decision == "flip" else None
        if flipped is not None and zones == ("hand",) and s.cards[flipped].card_id == value:
            return flipped
        return self._in_zones(seat, value, zones)

    def energy_cards(self, seat: int, value: Any) -> tuple[int, ...]:
        """Charged Energy cards of the seat named by card id (`energy: [ts-12, ts-20]`), each a
        different card: the player's pick of the Energy cards that pay (1.7.1, 7.2.3)."""
        if value is None:
            return ()
        if not isinstance(value, list):
            raise ScenarioError(f"energy is a list of the Energy cards' ids, like [ts-12]; got {value!r}")
        s = self.game.state
        picked: list[int] = []
        for card_id in value:
            free = [i for i in s.players[self.seat(seat)].charged if s.cards[i].card_id == card_id and i not in picked]
            if not free:
                raise ScenarioError(f"player {seat} has no other charged Energy card {card_id!r}")
            picked.append(free[0])
        return tuple(picked)

    def _in_zones(self, seat: int, value: Any, zones: tuple[str, ...]) -> int:
        s = self.game.state
        player = s.players[self.seat(seat)]
        for zone in zones:
            for iid in getattr(player, zone):
                if s.cards[iid].card_id == value:
                    return int(iid)
        raise ScenarioError(f"no {value!r} in player {seat}'s {' or '.join(zones)}")

    def hero(self, value: Any) -> int:
        s = self.game.state
        if isinstance(value, dict):  # a card elsewhere, named by seat and zone
            return self._in_zones(self.seat(value.get("seat", 0)), value["id"], (str(value.get("zone", "heroes")),))
        for p in s.players:
            for iid in p.heroes:
                if s.cards[iid].card_id == value:
                    return iid
        raise ScenarioError(f"no Hero {value!r} in play")

    def evo(self, value: Any) -> int:
        s = self.game.state
        card_id, seat = (value["id"], value.get("seat")) if isinstance(value, dict) else (value, None)
        for bak in s.bakugan:
            if seat is not None and bak.controller != self.seat(seat):
                continue
            for iid in bak.evos:
                if s.cards[iid].card_id == card_id:
                    return iid
        raise ScenarioError(f"no Evo card {card_id!r} in play")

    def core(self, value: Any) -> str:
        s = self.game.state
        if value in s.cores:
            return str(value)
        for cid in sorted(s.field):
            if s.cores[cid].core_id == value:
                return cid
        for cid, core in sorted(s.cores.items()):
            if core.core_id == value:
                return cid
        raise ScenarioError(f"no BakuCore {value!r}")

    def target(self, value: Any, seat: int) -> Target | None:
        if value is None:
            return None
        if value == "skip":
            return Target("skip", 0)
        if not isinstance(value, dict) or len(value) != 1:
            raise ScenarioError(f"a target is like {{bakugan: [1, 0]}}, {{player: 1}}, {{batch: 0}}; got {value!r}")
        kind, ref = next(iter(value.items()))
        if kind == "bakugan":
            return Target("bakugan", self.bakugan(ref))
        if kind == "player":
            return Target("player", self.seat(ref))
        if kind == "batch":
            batch = self.game.state.batch
            if not 0 <= int(ref) < len(batch):
                raise ScenarioError(
                    f"no batch entry {ref}: the batch holds {len(batch)} (counted from 0, bottom first)"
                )
            return Target("batch_card", batch[int(ref)].eid)
        if kind == "hero":
            return Target("hero", self.hero(ref))
        if kind == "evo":  # an Evo card in play by id, under the top one: {evo: ts-40} or {evo: {id: ts-40, seat: 0}}
            return Target("evo", self.evo(ref))
        raise ScenarioError(f"unknown target kind {kind!r}")

    def roll(self, raw: Any) -> RollResults:
        if not isinstance(raw, dict):
            raise ScenarioError(f"a roll is like {{0: opened FT, 1: closed}}, not {raw!r}")
        return RollResults(
            outcomes=tuple(sorted((self.seat(k), self.outcome(v, self.seat(k))) for k, v in raw.items()))
        )

    def outcome(self, value: Any, seat: int | None = None) -> RollOutcome:
        if isinstance(value, dict) and ("facts" in value or "rolled" in value):
            return self._from_facts(value, seat)
        if isinstance(value, str):
            words = value.split()
            result = RollResult(words[0])
            return RollOutcome(result, cores=tuple(self.core(w) for w in words[1:]))
        if isinstance(value, dict):
            return RollOutcome(
                RollResult(value["result"]),
                cores=tuple(self.core(c) for c in value.get("cores", [])),
                reason=str(value.get("reason", "")),
                rule=str(value.get("rule", "")),
            )
        raise ScenarioError(
            f"a roll outcome is 'opened core-22', 'closed', 'misroll', 'illegal' or a mapping; got {value!r}"
        )

    def _from_facts(self, value: dict[str, Any], seat: int | None) -> RollOutcome:
        """Raw roll facts judged by the rules' own release and landing logic (scenario/roll_facts.py);
        `rolled: N`: the player rolled their Bakugan N, which must be the one selected (5.6.1, 5.7.1)."""
        extra = set(value) - {"facts", "rolled"}
        if extra:
            raise ScenarioError(f"a roll given by its facts takes facts and rolled, not {sorted(extra)}")
        if "rolled" in value and seat is not None:
            rolled = self.bakugan([seat, value["rolled"]])
            if self.game.state.this_turn.selected.get(seat) != rolled:
                return RollOutcome(
                    RollResult.ILLEGAL, reason="rolled a Bakugan other than the one selected", rule="5.7.1"
                )
        facts = dict(value.get("facts") or {})
        unknown = set(facts) - set(FACT_KEYS)
        if unknown:
            raise ScenarioError(f"unknown roll fact(s) {sorted(unknown)} (facts: {', '.join(FACT_KEYS)})")
        facts["cores"] = tuple(self.core(c) for c in facts.get("cores", []))
        return judge(RollFacts(**facts))

    def action(self, raw: Any) -> Action:
        if not isinstance(raw, dict) or len(raw) != 1:
            raise ScenarioError(f"an action is a one-key mapping like {{pass: 0}}; got {raw!r}")
        kind, p = next(iter(raw.items()))
        if kind == "pass":
            return Pass(seat=self.acting(p))
        if kind == "decline":
            return Decline(seat=self.acting(p))
        if kind == "forfeit":
            return Forfeit(seat=self.acting(p))
        if kind == "throw":
            return ThrowBakugan(seat=self.acting(p))
        if kind == "accept":  # "you may ...": do it (Decline is `decline`)
            return ChooseCard(seat=self.acting(p), card=-1, mode=0)
        if kind == "uncharge" and not isinstance(p, dict):  # an Energy card on its own (6.6.1)
            return Uncharge(seat=self.acting(p))
        if kind == "roll":
            return self.roll(p)
        if not isinstance(p, dict):
            raise ScenarioError(f"{kind} takes a mapping with seat and its details")
        seat = self.acting(p["seat"])
        if kind == "play":
            sac = p.get("sacrifice")
            return PlayCard(
                seat=seat,
                card=self.card(seat, p["card"]),
                target=self.target(p.get("target"), seat),
                x=int(p.get("x", 0)),
                sacrifice=None if sac is None else self.card(seat, sac),
                target2=self.target(p.get("target2"), seat),
                discards=tuple(self.card(seat, c) for c in p.get("discards") or []),
                energy=self.energy_cards(seat, p.get("energy")),
            )
        if kind == "illegal_play":  # a play made at the table that the rules did not allow (7.8.1)
            return IllegalPlay(
                seat=seat,
                card=self.card(seat, p["card"]),
                target=self.target(p.get("target"), seat),
                x=int(p.get("x", 0)),
                energy=self.energy_cards(seat, p.get("energy")),
            )
        if kind == "uncharge":
            return Uncharge(seat=seat, card=self.card(seat, p["card"], ("charged",)) if "card" in p else None)
        if kind == "energize":
            card = p.get("card")
            return Energize(seat=seat, card=None if card is None else self.card(seat, card))
        if kind == "select":  # bakugan: an index of the player's own, or [player, index] of anyone's
            chosen = p["bakugan"]
            return SelectBakugan(
                seat=seat, bakugan=self.bakugan(chosen if isinstance(chosen, list) else [seat, chosen])
            )
        if kind == "place":
            return PlaceCore(seat=seat, core=self.core(p["core"]), cell=(int(p["cell"][0]), int(p["cell"][1])))
        if kind == "choose":
            if "trigger" in p:
                waiting = [t for t in self.game.state.pending_triggers if t.card_id == p["trigger"]]
                if not waiting:
                    raise ScenarioError(f"no triggered ability of {p['trigger']!r} is waiting to enter the batch")
                # the seat's own first; another player's, for a refused action
                entry = next((t for t in waiting if t.controller == seat), waiting[0])
                return ChooseCard(seat=seat, card=entry.eid, target=self.target(p.get("target"), seat))
            return ChooseCard(seat=seat, card=self.card(seat, p["card"]))
        if kind == "option":  # an option decision: the choice counted from 0
            return ChooseCard(seat=seat, card=-1, mode=int(p["choice"]))
        if kind == "choose_core":
            return ChooseCore(seat=seat, core=self.core(p["core"]))
        if kind == "activate":
            return Activate(
                seat=seat,
                card=self.card(seat, p["card"], ("heroes",)),
                ability=int(p.get("ability", 0)),
                target=self.target(p.get("target"), seat),
                energy=self.energy_cards(seat, p.get("energy")),
            )
        raise ScenarioError(
            f"unknown action {kind!r} (pass, play, illegal_play, uncharge, decline, accept, option, energize, "
            "select, throw, roll, place, choose, activate, forfeit)"
        )


# ------------------------------------------------------------------ expectations


def _count_or_ids(game: Game, iids: list[int], expected: Any) -> Any:
    if isinstance(expected, list):
        return sorted(game.state.cards[i].card_id for i in iids)
    return len(iids)


def check_expectations(game: Game, expect: Any, line: int, refs: Refs) -> list[Check]:
    if not isinstance(expect, dict):
        return [Check(False, "expect must be a mapping", line=line)]
    s = game.state
    checks: list[Check] = []

    def add(what: str, expected: Any, actual: Any) -> None:
        if isinstance(expected, list) and isinstance(actual, list):
            expected = sorted(expected)
        checks.append(Check(expected == actual, what, expected, actual, line))

    for key, expected in expect.items():
        if key == "step":
            add("step", expected, s.step.value)
        elif key == "turn":
            add("turn", expected, s.turn)
        elif key in ("to_act", "priority"):
            actor = game.to_act()
            add(key, expected, "chance" if actor == CHANCE else actor)
        elif key == "decision":
            top = game.pending()
            add("pending decision", expected, None if top is None else frame_name(top))
        elif key == "winner":
            add("winner", expected, s.winner)
        elif key == "victor":
            add("Victor", None if expected is None else refs.bakugan(expected), s.this_turn.victor)
        elif key == "over":
            add("game over", expected, game.over)
        elif key == "state_hash":
            add("state hash", expected, s.state_hash())
        elif key == "starting":
            add("starting player", expected, s.starting)
        elif key == "batch":
            actual: Any = [e.card_id for e in s.batch] if isinstance(expected, list) else len(s.batch)
            checks.append(Check(expected == actual, "batch", expected, actual, line))
        elif key == "field":
            add("cores on the field", expected, len(s.field))
        elif key == "log":
            texts = [str(e) for e in s.log]
            for needle in expected if isinstance(expected, list) else [expected]:
                checks.append(
                    Check(any(needle in t for t in texts), f"log mentions {needle!r}", needle, texts[-3:], line)
                )
        elif key == "log_rule":
            rules = [e.rule for e in s.log]
            for rule in expected if isinstance(expected, list) else [expected]:
                checks.append(Check(str(rule) in rules, f"log cites rule {rule}", str(rule), rules[-5:], line))
        elif key == "players":
            for seat_key, fields in expected.items():
                p = s.players[refs.seat(seat_key)]
                for name, want in fields.items():
                    label = f"player {seat_key} {name}"
                    if name in ("hand", "deck", "discard", "heroes", "charged", "uncharged"):
                        add(label, want, _count_or_ids(game, getattr(p, name), want))
                    elif name == "pool":
                        add(label, want, p.pool)
                    elif name == "out":
                        add(label, want, p.out)
                    elif name == "hand_has":
                        have = [s.cards[i].card_id for i in p.hand]
                        checks.append(Check(all(w in have for w in want), label, want, have, line))
                    else:
                        checks.append(Check(False, f"unknown player field {name!r}", line=line))
        elif key == "bakugan":
            for ref, fields in expected.items():
                bid = refs.bakugan(ref)
                bak = s.bakugan[bid]
                st = game.stats(bid)
                values = {
                    "bp": st.bp,
                    "dr": st.dr,
                    "frost": st.frost,
                    "open": bak.open,
                    "face_up": bak.face_up,
                    "in_brawl": bak.in_brawl,
                    "cores": len(bak.cores),
                    "keywords": sorted(st.keywords),
                    "evos": len(bak.evos),
                    "factions": list(st.factions),
                }
                for name, want in fields.items():
                    if name not in values:
                        checks.append(Check(False, f"unknown Bakugan field {name!r}", line=line))
                        continue
                    add(f"Bakugan {ref} {name}", want, values[name])
        elif key == "card_type":
            for ref, want in expected.items():
                seat, card_id = str(ref).split(".", 1)
                copies = [c.iid for c in s.cards if c.owner == int(seat) and c.card_id == card_id]
                types = sorted(current_type(s, game.catalog, i) for i in copies)
                got: Any = types[0] if len(types) == 1 and not isinstance(want, list) else types
                add(f"card {ref} type", want, got)
        elif key == "solvable":
            checks.append(Check(False, "solvable is checked from the file's goal", line=line))
        else:
            checks.append(Check(False, f"unknown expectation {key!r}", line=line))
    return checks


# ------------------------------------------------------------------ running


def _advance_chance(game: Game, rolls: list[Any], refs: Refs) -> None:
    """Throw and apply scripted roll outcomes whenever the game waits on a roll."""
    while rolls and not game.over:
        top = game.pending()
        if isinstance(top, DecisionFrame) and top.decision == "throw":
            game.apply(ThrowBakugan(seat=top.seat))
        elif game.to_act() == CHANCE:
            raw = rolls.pop(0)
            game.apply(refs.roll(raw))
        else:
            return


def run_scenario(path: Path, base: Catalog | None = None) -> ScenarioRun:
    doc = read_scenario(path)
    catalog = scenario_catalog(doc, path, base or default_catalog())
    if "deck" in doc:  # a deck list and what its validation must find (game/games/bakugan/scenario/deck.py)
        run = ScenarioRun(path=str(path), name=str(doc.get("name", path.stem)))
        line = _line(doc.get("expect"), doc.line)
        for ok, what, want, got in check_deck(doc["deck"], doc.get("expect") or {}, catalog):
            run.checks.append(Check(ok, what, want, got, line))
        return run
    game = build_game(doc, path, catalog)
    run = ScenarioRun(path=str(path), name=str(doc.get("name", path.stem)), game=game)
    refs = Refs(game)
    rolls = list(doc.get("rolls") or [])
    try:
        refs.check_rolls(rolls)
    except WRITTEN_WRONG as exc:
        raise ScenarioFileError(path, _line(doc.get("rolls"), doc.line), f"bad roll: {exc}") from exc
    play = ScenarioPlay(
        apply=lambda written: game.apply(refs.action(written)),
        expect=lambda expect, line: check_expectations(game, expect, line, refs),
        state_hash=lambda: game.state.state_hash(),
        written_wrong=WRITTEN_WRONG,
        before_item=lambda: _advance_chance(game, rolls, refs),
        quote=lambda item: str(item)[:80],
    )
    if not run_actions(path, doc.get("actions") or [], doc.line, play, run.checks):
        return run
    expect = doc.get("expect")
    try:
        _advance_chance(game, rolls, refs)
        expect = dict(expect or {})
        solvable = expect.pop("solvable", None)
        if expect:
            run.checks.extend(check_expectations(game, expect, _line(doc.get("expect"), doc.line), refs))
    except WRITTEN_WRONG as exc:
        raise ScenarioFileError(path, _line(doc.get("expect"), doc.line), f"bad roll or expectation: {exc}") from exc
    if solvable is not None:
        from game.games.bakugan.puzzle import solve

        start = build_game(doc, path, catalog)
        goal = read_goal(doc, path, start.state.seats)
        if goal is None:
            raise ScenarioFileError(path, doc.line, "solvable needs a goal: {kind: win_this_turn, player: 0}")
        rolls = list(doc.get("rolls") or [])
        try:
            result = solve(start, goal[0], goal[1], rolls, budget=SOLVE_BUDGET)
        except WRITTEN_WRONG as exc:
            raise ScenarioFileError(path, _line(doc.get("rolls"), doc.line), f"bad roll: {exc}") from exc
        # a line found is a proof; "no line" is one only if the search was not cut short
        actual: Any = result.solvable
        if result.exhausted and not result.solvable:
            actual = "undecided (node budget ran out)"
        run.checks.append(
            Check(
                actual == solvable,
                f"goal {goal[0]} for player {goal[1]} reachable",
                solvable,
                actual,
                _line(doc.get("expect")),
            )
        )
    return run
