"""Adding a decision kind touches its own module (game/games/bakugan/rules/decisions/) and its test: no other
part of the engine branches on a decision's name. What a part needs to know of a kind is an
attribute or method of `Kind` (picks_from_hand, cores_in_transit, explain, ...). Offering a
decision names its kind (`game.push_decision("discard", ...)`): that is a call, not a branch."""

from __future__ import annotations

import ast
from pathlib import Path

import game.games.bakugan.rules
from game.games.bakugan.rules.decision_kinds import KINDS

RULES = Path(game.games.bakugan.rules.__file__).parent
NAMES = frozenset(KINDS.names())
# (module, decision name): why it must stay
ALLOWED = {
    ("may_choice.py", "may"): "the may kind's own offer and question, which decisions/may.py builds on",
}


def _names_in(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in NAMES:
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [name for item in node.elts for name in _names_in(item)]
    return []


def _mentions_decision(node: ast.expr) -> bool:
    return any(
        (isinstance(n, ast.Attribute) and n.attr == "decision") or (isinstance(n, ast.Name) and n.id == "decision")
        for n in ast.walk(node)
    )


def _branches(path: Path) -> list[tuple[int, str]]:
    """Comparisons of a decision (`x.decision`) with decision names, and collections made only
    of decision names (a list of kinds kept outside their modules)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(_mentions_decision(side) for side in sides):
                found += [(node.lineno, name) for side in sides for name in _names_in(side)]
        elif isinstance(node, (ast.Tuple, ast.Set, ast.List)) and len(node.elts) >= 2:
            names = _names_in(node)
            if len(names) == len(node.elts):
                found += [(node.lineno, name) for name in names]
    return found


def test_no_engine_part_branches_on_a_decision_name() -> None:
    outside = [p for p in sorted(RULES.glob("*.py")) if p.name != "decision_kinds.py"]
    problems = [
        f"{path.name}:{line}: {name!r}"
        for path in outside
        for line, name in _branches(path)
        if (path.name, name) not in ALLOWED
    ]
    assert not problems, "move what these need into the kind's module (an attribute or method of Kind):\n" + "\n".join(
        problems
    )


def test_the_check_finds_a_branch_on_a_decision_name(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('if top.decision == "discard":\n    pass\nPICKS = ("energize", "shuffle_in")\n')
    assert _branches(sample) == [(1, "discard"), (3, "energize"), (3, "shuffle_in")]
