"""Battle Monsters' side of the shared commands: `decks validate/list --game battle-monsters`,
`simulate --game battle-monsters` (win rates with 95% intervals, first player, how games ended,
length, games per second), `scenario check` on files with `game: battle-monsters` and `play
--scenario PUZZLE`."""

from __future__ import annotations

import json
import random
import statistics
import time
from collections import Counter
from pathlib import Path
from typing import Any

from game.games.battle_monsters.cards import CardFileError
from game.games.battle_monsters.decks import load_deck, ready_decks, resolve_deck, validate
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.house import OFFICIAL, HouseRules, parse_house
from game.games.battle_monsters.match import make_player, play_game
from game.games.battle_monsters.puzzle import BmPuzzle, load_for_play
from game.games.battle_monsters.replay import save_replay
from game.sim import limits
from game.sim.store import writable_folder, write_reports
from game.sim.wilson import wilson


def run_validate(files: list[str]) -> int:
    bad = 0
    for name in files:
        try:
            deck = load_deck(resolve_deck(name))
        except CardFileError as exc:
            print(f"ERROR {exc}")
            bad += 1
            continue
        problems = validate(deck)
        if problems:
            bad += 1
            print(f"{name}: {len(problems)} problem(s)")
            for problem in problems:
                print(f"  {problem}")
        else:
            print(f"{name}: legal ({len(deck.cards)} cards)")
    return 1 if bad else 0


def run_list() -> int:
    for path in ready_decks():
        deck = load_deck(path)
        print(f"{path.stem:20s} {deck.name}: {deck.plan}")
    return 0


def simulate(
    deck_names: list[str],
    games: int,
    agents: list[str],
    seed: int,
    replays: Path | None = None,
    house: HouseRules = OFFICIAL,
) -> dict[str, Any]:
    """Play `games` games, the decks swapping seats every other game; the report as data."""
    decks = [load_deck(resolve_deck(n)) for n in deck_names]
    for deck in decks:
        problems = validate(deck, minimum=house.deck_min)
        if problems:
            raise ValueError(f"{deck.name}: not a legal deck: " + "; ".join(map(str, problems)))
    for agent in agents:
        make_player(agent, 0)  # ValueError names an unknown player
    wins = [0, 0]
    first_wins = 0
    ended: Counter[str] = Counter()
    turns: list[int] = []
    started = time.perf_counter()
    for index in range(games):
        swap = index % 2 == 1
        seated = [decks[1], decks[0]] if swap else decks
        game_seed = seed * 1_000_003 + index
        result = play_game(seated, agents[::-1] if swap else agents, game_seed, house)
        if replays is not None:
            save_replay(
                replays / f"game_{index:05d}.json",
                [d.cards for d in seated],
                [d.name for d in seated],
                game_seed,
                result.actions,
                result.state_hash,
                house,
            )
        side_of_seat = [1, 0] if swap else [0, 1]
        if result.winner is not None:
            wins[side_of_seat[result.winner]] += 1
            first_wins += result.winner == result.first
        ended[result.ended] += 1
        turns.append(result.turns)
    elapsed = time.perf_counter() - started
    sides = []
    for side in (0, 1):
        low, high = wilson(wins[side], games)
        sides.append(
            {
                "deck": decks[side].name,
                "player": agents[side],
                "wins": wins[side],
                "win_rate": wins[side] / games,
                "interval95": [low, high],
            }
        )
    return {
        "game": "battle-monsters",
        "rules": house.describe(),
        "house": house.to_json(),
        "games": games,
        "sides": sides,
        "first_player_wins": first_wins,
        "ended": dict(ended),
        "turns": {"median": statistics.median(turns), "mean": statistics.fmean(turns), "max": max(turns)},
        "seconds": elapsed,
        "games_per_second": games / elapsed if elapsed else 0.0,
    }


def markdown(report: dict[str, Any]) -> str:
    lines = [
        f"# Battle Monsters: {report['games']} games",
        "",
        f"Played under {report['rules']}.",
        "",
        "| deck | player | wins | win rate | 95% interval |",
        "|---|---|---|---|---|",
    ]
    for side in report["sides"]:
        low, high = side["interval95"]
        lines.append(
            f"| {side['deck']} | {side['player']} | {side['wins']} | {side['win_rate']:.1%} | {low:.1%}-{high:.1%} |"
        )
    lines += [
        "",
        f"The first player won {report['first_player_wins']} games.",
        "How games ended: " + ", ".join(f"{k} {v}" for k, v in sorted(report["ended"].items())) + ".",
        f"Length: median {report['turns']['median']} turns, longest {report['turns']['max']}.",
        f"Speed: {report['games_per_second']:.1f} games a second.",
    ]
    return "\n".join(lines) + "\n"


def run_simulate(
    deck_names: list[str] | None,
    games: int,
    agents_spec: str,
    seed: int,
    out: Path | None,
    replays: Path | None = None,
    house_spec: str = "",
) -> int:
    names = deck_names or [p.stem for p in ready_decks()[:2]]
    if len(names) != 2:
        print("Battle Monsters is a two-player game: give --decks A B")
        return 2
    try:
        limits.games(games)
        limits.seed(seed)
    except ValueError as exc:
        print(exc)
        return 2
    agents = agents_spec.split(",") if agents_spec else ["heuristic", "heuristic"]
    if len(agents) == 1:
        agents = agents * 2
    if out is not None:
        writable_folder(out, "--out names the folder for the run's report")  # before the games, not after
    try:
        house = parse_house(house_spec)
        if replays is not None:
            writable_folder(replays, "--save-replays names a folder for the games' replay files")
        report = simulate(names, games, agents, seed, replays, house)
    except (CardFileError, ValueError, OSError) as exc:
        print(f"ERROR {exc}")
        return 1
    text = markdown(report)
    print(text)
    if out is not None:
        write_reports(out, {"report.json": json.dumps(report, indent=1), "report.md": text})
    return 0


def run_scenario(path: Path, doc: Any) -> Any:
    """`scenario check` on a Battle Monsters file, in the shared report's form (ScenarioRun)."""
    from game.games.battle_monsters.scenario import ScenarioError, run_scenario_file
    from game.scenarios.reading import ScenarioRun
    from game.scenarios.runner import ScenarioFileError

    try:
        run = run_scenario_file(path, doc)
    except (ScenarioError, CardFileError) as exc:
        raise ScenarioFileError(exc.path or path, exc.line, exc.problem) from None  # a card set names itself
    return ScenarioRun(str(path), run.name, list(run.checks))


def run_play(args: Any) -> int:
    """`play --game battle-monsters [--decks A B] [--computer 2]`."""
    from game.ui.app_launch import display_available

    names = args.decks or [p.stem for p in ready_decks()[:2]]
    try:
        house = parse_house(getattr(args, "house", "") or "")
        decks = [load_deck(resolve_deck(n)) for n in names]
        bad = [f"{d.name}: {v}" for d in decks for v in validate(d, minimum=house.deck_min)]
    except (CardFileError, ValueError) as exc:
        print(f"ERROR {exc}")
        return 1
    if len(decks) != 2 or bad:
        print("Battle Monsters needs two legal decks: " + ("; ".join(bad) or f"{len(decks)} given"))
        return 1
    if not display_available():
        print("No display found, so the table cannot open. Run on a desktop or under xvfb-run.")
        return 0
    from game.ui.app import App
    from game.ui.menu import MenuScene
    from game.ui.monsters_table import open_monsters_table

    app = App()
    app.push(MenuScene(app))
    seed = args.seed if args.seed is not None else random.randrange(100_000)
    computer = [k + 1 in args.computer for k in range(2)]
    open_monsters_table(app, decks, list(args.names or []), computer, seed, house=house)
    app.run()
    return 0


def run_cards_check() -> int:
    """`cards check --game battle-monsters`: the shipped card files load, or the first problem."""
    from game.games.battle_monsters.cards import default_pool

    pool = default_pool()  # CardFileError names the file and line; the command line prints it
    spells = sum(1 for card in pool.cards.values() if card.type != "monster")
    print(f"{len(pool)} Battle Monsters cards load cleanly ({spells} spells and traps)")
    return 0


def open_from_menu(app: Any) -> None:
    """The menu's Battle Monsters: the new-game screen (decks, opponent, house rules)."""
    from game.ui.monsters_new_game import open_monsters_new_game

    open_monsters_new_game(app)


def read_play_scenario(
    path: Path, computer: list[int], hotseat: bool
) -> tuple[BattleMonsters, BmPuzzle | None, list[bool]] | int:
    """A scenario for `play --scenario FILE` (its game, its puzzle if it has a goal, and the computer
    seats), or an exit code after printing what is wrong: 1 for the file (its path and line), 2 for
    --computer. A puzzle: by default you play the seat that must win and the computer the other
    (--hotseat: people play both). A plain position: people at both seats unless --computer names one."""
    from game.games.battle_monsters.scenario import ScenarioError
    from game.scenarios.reading import read_scenario_tree
    from game.scenarios.runner import ScenarioFileError

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


def run_play_scenario(path: Path, computer: list[int], hotseat: bool) -> int:
    """`play --scenario FILE` for a Battle Monsters puzzle or position: the menu with its table over it."""
    from game.ui.app_launch import display_available

    read = read_play_scenario(path, computer, hotseat)
    if isinstance(read, int):
        return read
    game, puzzle, seats = read
    if not display_available():
        print("No display found, so the table cannot open. Run on a desktop or under xvfb-run.")
        return 0
    from game.ui.app import App

    app = App()
    open_play_scenario(app, game, puzzle, seats, path)
    app.run()
    return 0


def open_play_scenario(
    app: Any, game: BattleMonsters, puzzle: BmPuzzle | None, computer: list[bool], source: Path | None = None
) -> None:
    """The main menu with the scenario's table over it: a puzzle's table says when it is solved or
    failed; a plain position is played on as a game (Start again reopens `source`), two people
    starting behind the hand-over page of whoever acts first."""
    from game.ui.menu import MenuScene
    from game.ui.monsters_table import MonstersTableScene

    app.push(MenuScene(app))
    where = str(source) if source is not None and puzzle is None else ""
    table = MonstersTableScene(app, [], game.names, computer, 0, position=game, puzzle=puzzle, source=where)
    if puzzle is None and not any(computer):
        table.begin_behind_handover()
    app.push(table)
