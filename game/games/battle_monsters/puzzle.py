"""Battle Monsters puzzles: "win this turn" from a written position. The player whose turn it is
must win before the turn ends, whatever the opponent chooses when a trap or effect asks them; the
solver searches every line of the turn (each position once, by its state hash) and returns a
winning line, or None when every line fails."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from game.core import CHANCE
from game.games.battle_monsters.actions import OfferDraw
from game.games.battle_monsters.game import BattleMonsters

MAX_POSITIONS: Final = 200_000


class PuzzleTooBig(RuntimeError):
    pass


def solve_win_this_turn(game: BattleMonsters, budget: int = MAX_POSITIONS) -> list[Any] | None:
    """A line of actions that wins for the player whose turn it is within this turn, or None;
    PuzzleTooBig when the turn has more than `budget` positions."""
    seat = game.state.active()
    turn = game.core.turn
    seen: dict[str, list[Any] | None] = {}

    def search(node: BattleMonsters) -> list[Any] | None:
        if node.over:
            return [] if node.core.winner == seat else None
        if node.core.turn != turn:
            return None
        key = node.state.state_hash()
        if key in seen:
            return seen[key]
        if len(seen) >= budget:
            raise PuzzleTooBig(f"more than {budget:,} positions in this turn")
        seen[key] = None  # a position met again on the way down is no win
        to_act = node.to_act()
        if to_act is None or to_act == CHANCE:
            return None
        choices = [a for a in node.legal_actions() if not isinstance(a, OfferDraw)]
        found: list[Any] | None = None
        if to_act == seat:
            for action in choices:
                child = node.clone()
                child.apply_action(action)
                rest = search(child)
                if rest is not None:
                    found = [action, *rest]
                    break
        else:  # the opponent answers as badly for the solver as it can
            lines: list[list[Any]] = []
            for action in choices:
                child = node.clone()
                child.apply_action(action)
                rest = search(child)
                if rest is None:
                    lines = []
                    break
                lines.append([action, *rest])
            found = lines[0] if lines else None
        seen[key] = found
        return found

    return search(game.clone())


PUZZLES_DIR: Final = Path(__file__).with_name("puzzles")


@dataclass(frozen=True)
class BmPuzzle:
    """A shipped or written puzzle: its name, the brief shown to the player, the seat that must
    win and the turn it must win in."""

    path: str
    name: str
    description: str
    seat: int
    turn: int


def shipped_puzzles() -> list[Path]:
    return sorted(PUZZLES_DIR.glob("*.yaml"))


def load_puzzle(path: Path) -> tuple[BattleMonsters, BmPuzzle]:
    """The position of a `goal: win_this_turn` file and what the puzzle asks; ScenarioError (or
    CardFileError) names the file, the line and the problem."""
    from game.games.battle_monsters.cards import read_yaml

    return _puzzle_from(path, read_yaml(path))


def _puzzle_from(path: Path, doc: Any) -> tuple[BattleMonsters, BmPuzzle]:
    """load_puzzle for a document already read from `path`."""
    from game.games.battle_monsters.cards import default_pool
    from game.games.battle_monsters.scenario import GOALS, ScenarioError, build_position

    if not isinstance(doc, dict) or doc.get("goal") not in GOALS:
        raise ScenarioError(str(path), 1, f"a puzzle file has a goal ({', '.join(GOALS)})")
    game = build_position(doc, default_pool(), str(path))
    puzzle = BmPuzzle(
        str(path), str(doc.get("name", path.stem)), str(doc.get("description", "")), game.state.active(), game.core.turn
    )
    return game, puzzle


def load_for_play(path: Path) -> tuple[BattleMonsters, BmPuzzle | None]:
    """A scenario file opened for play: a puzzle (a file with a goal) as load_puzzle reads it, or a
    plain position (its players, no goal) with no puzzle, played on from there as a game (its
    steps and expectations are for `scenario check`). A file that is neither is refused with a
    ScenarioError naming the file."""
    from game.games.battle_monsters.cards import read_yaml
    from game.games.battle_monsters.scenario import ScenarioError, build_position, scenario_pool

    doc = read_yaml(path)
    if isinstance(doc, dict) and "goal" in doc:
        return _puzzle_from(path, doc)
    if not isinstance(doc, dict) or "players" not in doc:
        raise ScenarioError(
            str(path), 1, "neither a position nor a puzzle: a scenario lists its players (a puzzle adds a goal)"
        )
    return build_position(doc, scenario_pool(path, doc), str(path)), None


def puzzle_outcome(game: BattleMonsters, puzzle: BmPuzzle) -> str:
    """ "solved", "failed" (the turn ended, or the game, without the win) or "" while it is open."""
    if game.over:
        return "solved" if game.core.winner == puzzle.seat else "failed"
    return "failed" if game.core.turn != puzzle.turn else ""
