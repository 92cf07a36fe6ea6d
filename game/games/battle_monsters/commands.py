"""Battle Monsters' side of the shared commands: `decks validate/list --game battle-monsters`,
`simulate --game battle-monsters` (win rates with 95% intervals, first player, how games ended,
length, games per second), `scenario check` on files with `game: battle-monsters` and `play
--scenario PUZZLE`."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.games.battle_monsters.cards import CARDS_DIR, CardFileError, default_pool, load_files
from game.games.battle_monsters.decks import DECKS_DIR, BmDeck, load_deck, ready_decks, resolve_deck, validate
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.house import HouseRules, parse_house
from game.games.battle_monsters.players import STRONG_LEVEL, USUAL_LEVEL
from game.games.battle_monsters.puzzle import BmPuzzle, load_for_play
from game.games.battle_monsters.state import MIN_DECK
from game.games.card_commands import say_checked, show_named
from game.games.deck_checks import Verdict, say_illegal, say_ready, validate_each


def validate_decks(files: Sequence[str], _playable: bool) -> int:
    """`decks validate --game battle-monsters` (rule 2.1; --playable is Bakugan's: refused here)."""
    return validate_each(files, lambda name: load_deck(resolve_deck(name)), _judge(MIN_DECK), CardFileError)


def _judge(minimum: int) -> Callable[[BmDeck], Verdict]:
    """A deck against rule 2.1 (or the house rules' deck minimum)."""

    def judge(deck: BmDeck) -> Verdict:
        return Verdict(deck.path, f"{deck.name}, {len(deck.cards)} cards", validate(deck, minimum=minimum))

    return judge


def list_decks() -> int:
    ready = [(path, load_deck(path)) for path in ready_decks()]  # a CardFileError: the command line's (exit 1)
    return say_ready("Battle Monsters", DECKS_DIR, ready, lambda deck: f"{deck.name}: {deck.plan}")


def check_cards(_files: Sequence[Path]) -> int:
    """`cards check --game battle-monsters`: the card files read afresh, the first problem with its
    file and line, or how many load (no files of one's own: the registry entry refuses them)."""
    files = sorted(CARDS_DIR.glob("*.yaml"))
    pool = load_files(files)  # a CardFileError names the file and line (the command line: exit 1)
    monsters = sum(card.is_monster for card in pool.cards.values())
    return say_checked("Battle Monsters", len(pool), CARDS_DIR, f"{monsters} monsters, {len(files)} files")


def show_card(name: str) -> int:
    """`cards show NAME --game battle-monsters`: a card's header and generated text."""
    pool = default_pool()  # a CardFileError names the file and line (the command line: exit 1)
    return show_named(
        pool.cards.values(),
        name,
        "Battle Monsters",
        lambda c: [f"{c.header()} [{c.id}]", f"  {c.text() or '(no text)'}"],
    )


def run_scenario(path: Path, doc: Any) -> Any:
    """`scenario check` on a Battle Monsters file, in the shared report's form (ScenarioRun)."""
    from game.games.battle_monsters.scenario import ScenarioError, run_scenario_file
    from game.scenarios.results import ScenarioRun
    from game.scenarios.runner import ScenarioFileError

    try:
        run = run_scenario_file(path, doc)
    except (ScenarioError, CardFileError) as exc:
        raise ScenarioFileError(exc.path or path, exc.line, exc.problem) from None  # a card set names itself
    return ScenarioRun(str(path), run.name, list(run.checks))


@dataclass(frozen=True)
class BmNewGame:
    """What `play --game battle-monsters` opens: two legal decks, the seats, the seed, house rules."""

    decks: list[BmDeck]
    names: list[str]
    computer: list[bool]
    seed: int
    house: HouseRules
    levels: list[str]  # each computer seat's player ("" at a person's): --hard, the strong one for all


@dataclass(frozen=True)
class BmPosition:
    """A scenario's position (a puzzle's, when it has a goal) and who plays each seat."""

    game: BattleMonsters
    puzzle: BmPuzzle | None
    computer: list[bool]
    source: Path


def prepare_play(args: argparse.Namespace) -> object | int:
    """`play --game battle-monsters [--decks A B] [--computer 2] [--house SPEC]`, before any window."""
    bad = [n for n in args.computer if n not in (1, 2)]
    if bad:
        print(f"--computer takes seat numbers 1 to 2; got {', '.join(map(str, bad))}")
        return 2
    names = args.decks or [p.stem for p in ready_decks()[:2]]
    if len(names) != 2:
        print("Battle Monsters is a two-player game: give --decks A B")
        return 2
    try:
        house = parse_house(args.house or "")
    except ValueError as exc:  # the command line (README: exit codes)
        print(exc)
        return 2
    try:
        decks = [load_deck(resolve_deck(n)) for n in names]
    except CardFileError as exc:
        print(f"ERROR {exc}")
        return 1
    if say_illegal(decks, _judge(house.deck_min)):
        return 1
    seed = args.seed if args.seed is not None else random.randrange(100_000)
    computer = [k + 1 in args.computer for k in range(2)]
    levels = [(STRONG_LEVEL if args.hard else USUAL_LEVEL) if seat else "" for seat in computer]
    return BmNewGame(decks, list(args.names or []), computer, seed, house, levels)


def read_play_scenario(
    path: Path, computer: list[int], hotseat: bool
) -> tuple[BattleMonsters, BmPuzzle | None, list[bool]] | int:
    """A scenario for `play --scenario FILE` (its game, its puzzle if it has a goal, and the computer
    seats), or an exit code after printing what is wrong: 1 for the file (its path and line), 2 for
    --computer. A puzzle: by default you play the seat that must win and the computer the other
    (--hotseat: people play both). A plain position: people at both seats unless --computer names one."""
    from game.games.battle_monsters.scenario import ScenarioError
    from game.scenarios.runner import ScenarioFileError
    from game.scenarios.tree import read_scenario_tree

    try:
        read_scenario_tree(path)  # read within bounds first (size, UTF-8, nesting, aliases)
        game, puzzle = load_for_play(path)
    except (ScenarioFileError, ScenarioError, CardFileError) as exc:
        print(exc)
        return 1
    bad = [n for n in computer if n not in (1, 2)]
    if bad:
        print(f"--computer takes seat numbers 1 to 2; got {', '.join(map(str, bad))}")
        return 2
    if hotseat or computer or puzzle is None:
        return game, puzzle, [not hotseat and k + 1 in computer for k in range(2)]
    return game, puzzle, [seat != puzzle.seat for seat in range(2)]


def prepare_scenario_play(path: Path, computer: Sequence[int], hotseat: bool) -> object | int:
    """`play --scenario FILE` for a Battle Monsters puzzle or position, before any window."""
    read = read_play_scenario(path, list(computer), hotseat)
    if isinstance(read, int):
        return read
    game, puzzle, seats = read
    return BmPosition(game, puzzle, seats, path)


def solve_scenario(path: Path, _doc: Any, budget: int) -> int:
    """`scenario solve FILE` for a Battle Monsters puzzle: can the player whose turn it is win this
    turn whatever the opponent answers, and with which line?"""
    from game.games.battle_monsters.puzzle import PuzzleTooBig, load_puzzle, solve_win_this_turn
    from game.games.battle_monsters.scenario import ScenarioError

    try:
        game, puzzle = load_puzzle(path)
    except (ScenarioError, CardFileError) as exc:
        print(exc)
        return 1
    said = f"win_this_turn for player {puzzle.seat}"
    try:
        line = solve_win_this_turn(game, budget)
    except PuzzleTooBig as exc:
        print(f"{said}: unknown (search budget ran out: {exc})")
        return 0
    if line is None:
        print(f"{said}: not reachable")
        return 0
    played = game.clone()
    steps = []
    for action in line:
        steps.append(played.describe_action(action))
        played.apply_action(action)
    print(f"{said}: reachable")
    print("a winning line: " + " -> ".join(steps))
    return 0
