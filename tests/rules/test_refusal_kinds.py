"""Every kind of refusal the Bakugan engine gives has a scenario that shows it.

A refusal kind is one `IllegalAction(rule, reason)` the engine's source builds (found by reading
the source). The scenarios of tests/scenarios/ with `illegal:` items are run while every
IllegalAction built is traced back to the line that built it; each kind must be reached, with the
rule its `illegal:` item names (tests/test_scenarios.py checks the rules match). A new refusal
without a scenario fails here. The few that no scenario file can reach are listed with the reason,
and each has its own test below."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

import game.games.bakugan
from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import Action, Forfeit, IllegalPlay, PlaceCore, PlayCard, SelectBakugan, Target
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.scenario.file import run_scenario
from tests.helpers import scenario

PACKAGE = Path(game.games.bakugan.__file__).parent
SCENARIOS = Path(__file__).parent.parent / "scenarios"


@dataclass(frozen=True)
class Site:
    """One place in the source that builds an IllegalAction."""

    module: str  # relative to game/games/bakugan
    first: int
    last: int
    rules: tuple[str, ...]
    reason: str  # the reason's first words, as written
    must: bool = False  # a kind's `must` pair: built elsewhere (Kind.explain), found by its reason

    @property
    def key(self) -> str:
        return f"{self.module} {'/'.join(self.rules)}: {self.reason}"


def _strings(node: ast.AST) -> list[str]:
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def _reason(node: ast.expr | None) -> str:
    if node is None:
        return ""
    if isinstance(node, ast.Constant):
        return str(node.value)[:40]
    if isinstance(node, ast.JoinedStr):
        return "".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values)[:40]
    return ast.unparse(node)[:40]


def refusal_sites() -> list[Site]:
    """Every IllegalAction the Bakugan package builds, with the rules it may cite."""
    sites: list[Site] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text())
        module = str(path.relative_to(PACKAGE))
        functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "IllegalAction"):
                continue
            if not node.args or isinstance(node.args[0], ast.Starred):
                continue  # IllegalAction(*self.must): the kinds' `must` pairs, each a site of its own below
            first = node.args[0]
            rules: list[str] = []
            if isinstance(first, ast.Constant):
                rules = [str(first.value)]
            elif isinstance(first, (ast.Name, ast.IfExp)):
                names = {first.id} if isinstance(first, ast.Name) else set()
                rules = _strings(first) if isinstance(first, ast.IfExp) else []
                for fn in functions:
                    if fn.lineno <= node.lineno <= (fn.end_lineno or fn.lineno):
                        for sub in ast.walk(fn):
                            if isinstance(sub, ast.Assign) and any(getattr(t, "id", "") in names for t in sub.targets):
                                rules += _strings(sub.value)
            reason = _reason(node.args[1] if len(node.args) > 1 else None)
            sites.append(Site(module, node.lineno, node.end_lineno or node.lineno, tuple(rules), reason))
        for node in ast.walk(tree):  # a decision kind's `must`: its rule for a Decline not on offer
            if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "must" for t in node.targets):
                rule, reason = _strings(node.value)[:2]
                sites.append(Site(module, node.lineno, node.end_lineno or node.lineno, (rule,), reason[:40], must=True))
    return sites


# Refusals no scenario file can reach, and why (each of the first kind has a test below or in
# the test module named)
UNREACHABLE_BY_FILE = {
    "rules/action_refusals.py 6.2.1: there is no card {}": "a file names cards by id: test below",
    "rules/action_refusals.py 4.7.3: there is no BakuCore {}": "the same for BakuCores: test below",
    "rules/action_refusals.py 5.6.1: there is no Bakugan {}": "the same for Bakugan: test below",
    "rules/energy_payment.py 7.2.3: only your own charged Energy cards can b": "a file names only own charged "
    "cards: tests/rules/test_energy_payment.py",
    "rules/energy_payment.py 7.8.1: the game is over: there is no play to re": "a file's actions stop at the end: "
    "test below",
    # last guards: every action reaching them is refused for a more specific reason first
    "rules/refusals.py 1.14: no decision is pending": "the engine never rests with nothing to decide",
    "rules/refusals.py 1.14.2: {} is not one of the actions of priority": "every other action is refused earlier",
    "rules/refusals.py 6.4.2: that ability cannot be used now": "one's own ability is refused for its cost or target",
    "rules/refusals.py 7.8.1: that play is not legal now": "a play from the hand is refused for a reason above",
    "rules/decisions/kind.py 1.14.2: it is {}'s decision": "every decision outside a card's completion has "
    "a kind that says more",
    "rules/decisions/kind.py 1.14.2: first choose {}: cards are played only w": "the same, for the seat owing it",
}


def _traced(paths: list[Path]) -> set[tuple[str, int, str]]:
    """(module, line, reason) of every IllegalAction built while these scenarios run."""
    seen: set[tuple[str, int, str]] = set()
    original = IllegalAction.__init__

    def tracing(self: IllegalAction, rule: str, reason: str) -> None:
        caller = sys._getframe(1)
        path = Path(caller.f_code.co_filename)
        if path.is_relative_to(PACKAGE):
            seen.add((str(path.relative_to(PACKAGE)), caller.f_lineno, reason))
        original(self, rule, reason)

    IllegalAction.__init__ = tracing  # type: ignore[method-assign]  # traced for the scenarios' run, put back below
    try:
        for path in paths:
            run_scenario(path)
    finally:
        IllegalAction.__init__ = original  # type: ignore[method-assign]  # as it was
    return seen


def _with_refusals() -> Iterator[Path]:
    for path in sorted(SCENARIOS.glob("*.yaml")):
        doc = yaml.safe_load(path.read_text())
        if any(isinstance(item, dict) and "illegal" in item for item in doc.get("actions") or []):
            yield path


def test_every_refusal_kind_has_a_scenario() -> None:
    sites = refusal_sites()
    assert len(sites) > 60, "the source reader found too few refusals: has the engine moved?"
    traced = _traced(list(_with_refusals()))
    missing = [site.key for site in sites if not _reached(site, traced) and site.key not in UNREACHABLE_BY_FILE]
    assert not missing, "refusals no scenario shows (write one with an illegal: item):\n" + "\n".join(missing)


def _reached(site: Site, traced: set[tuple[str, int, str]]) -> bool:
    if site.must:
        return any(reason.startswith(site.reason) for _, _, reason in traced)
    return any(module == site.module and site.first <= line <= site.last for module, line, _ in traced)


def test_the_unreachable_list_names_refusals_that_exist() -> None:
    keys = {site.key for site in refusal_sites()}
    assert set(UNREACHABLE_BY_FILE) <= keys, set(UNREACHABLE_BY_FILE) - keys


def refused(game_: Game, action: Action) -> IllegalAction:
    before = game_.state.state_hash()
    with pytest.raises(IllegalAction) as err:
        game_.apply(action)
    assert game_.state.state_hash() == before
    return err.value


def test_6_2_1_a_card_that_does_not_exist_is_refused() -> None:
    game = scenario(step="power", players=[{"bakugan": {0: {"open": True, "in_brawl": True}}}, {}])
    assert refused(game, PlayCard(seat=0, card=999)).rule == "6.2.1"


def test_4_7_3_a_bakucore_that_does_not_exist_is_refused() -> None:
    game = scenario(step="power", players=[{"bakugan": {0: {"open": True, "in_brawl": True}}}, {}])
    assert refused(game, PlaceCore(seat=0, core="nope", cell=(0, 1))).rule == "4.7.3"


def test_5_6_1_a_bakugan_that_does_not_exist_is_refused() -> None:
    game = scenario(step="selection", players=[{}, {}])
    assert refused(game, SelectBakugan(seat=0, bakugan=99)).rule == "5.6.1"


def test_7_8_1_no_play_is_reversed_once_the_game_is_over() -> None:
    game = scenario(step="power", players=[{"bakugan": {0: {"open": True, "in_brawl": True}}, "hand": ["ts-10"]}, {}])
    card = game.state.players[0].hand[0]
    game.apply(Forfeit(seat=1))
    with pytest.raises(IllegalAction) as err:
        game.apply(IllegalPlay(seat=0, card=card, target=Target("bakugan", 0)))
    assert err.value.rule == "7.8.1" and "over" in err.value.reason
