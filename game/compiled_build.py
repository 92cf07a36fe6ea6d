"""Build (or remove) the optional compiled core: the hot modules of game/ compiled in place with
mypyc, for deck testing at scale. Optional: everything runs the same from the pure-Python sources;
the compiled modules play the same games, faster. A source edited after the build is detected at
`import game` and the build ignored until rebuilt (game/compiled_core.py).

It needs a C compiler, the Python headers and mypyc (`pip install '.[fast]'` brings mypyc); the
build says which is missing before it changes anything. It compiles in place: in a checkout, or in
an installed package's folder.

Usage (the three are the same; `bakugan-sim` once installed):
  python -m game build-fast [--clean]
  bakugan-sim build-fast [--clean]
  python tools/compile_core.py [--clean]
  (build the modules of COMPILED into place, two to five minutes; --clean removes every compiled
  artefact and the stamp)
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from datetime import UTC, datetime
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from game.compiled_core import PURE_ENV, STAMP, source_record

ROOT = Path(__file__).resolve().parents[1]  # the checkout, or the folder the package is installed in
os.environ.setdefault(PURE_ENV, "1")  # this tool runs compiled code only in --games-step children


# The modules compiled, one group (calls between them are direct C calls). Compiled classes have no
# instance __dict__ and no weak references, and their typed fields and arguments are checked. The
# card definitions and their catalogue, the card language and the actions are compiled so that the
# engine and the agents read them as native fields, not by generic attribute lookups (43.1 M ->
# 31.8 M instructions a heuristic game): their dataclasses have no cached_property and no ClassVar
# (mypyc makes one a field), and the frozen ones pickle through game/core/frozen.py.
# Left out:
#   roll.py, physics/naming.py   0.2% fewer instructions
#   catalog.py   its YAML loader subclasses libyaml's C loader, which breaks when compiled (the
#                Catalog class itself is in cardmodel.py)
def engine_of(package: str, *modules: str) -> tuple[str, ...]:
    """A core game's modules, and every decision kind of it (a kind left out would be an
    interpreted subclass of a compiled class)."""
    folder = ROOT / "game/games" / package
    kinds = sorted(p.relative_to(ROOT).as_posix() for p in (folder / "decisions").glob("*.py"))
    return (*(f"game/games/{package}/{m}.py" for m in modules), *kinds)


# Left out of both: cards.py (its YAML loader; the card classes are in card_model.py), decks, match,
# replay and the search players.
FUSION_WORLD = engine_of(
    "fusion_world",
    *("actions", "battle", "card_model", "game", "legal", "play", "players", "resolve", "sights", "state", "view"),
    *("words", "sim_game"),
)
BATTLE_MONSTERS = engine_of(
    "battle_monsters",
    *("actions", "card_model", "game", "hidden", "house", "kept", "legal", "players", "resolve", "state", "values"),
    "view",
    "words",
    "sim_game",
)
COMPILED = (
    "game/core/events.py",
    "game/core/zone_events.py",
    "game/core/game.py",  # Bakugan's Game subclasses CoreGame, so the loop compiles with it
    "game/core/window.py",  # and its priority window kind subclasses PriorityWindow
    "game/games/bakugan/rules/engine.py",
    "game/games/bakugan/rules/damage_record.py",
    "game/games/bakugan/rules/seat_views.py",
    "game/games/bakugan/rules/legal.py",
    "game/games/bakugan/rules/triggers.py",
    "game/games/bakugan/rules/action_text.py",
    "game/games/bakugan/rules/damage.py",
    "game/games/bakugan/rules/refusals.py",
    "game/games/bakugan/rules/turn_steps.py",
    "game/games/bakugan/rules/apply_actions.py",
    "game/games/bakugan/rules/state.py",
    "game/games/bakugan/rules/frames.py",
    "game/games/bakugan/rules/setup.py",
    "game/games/bakugan/rules/stats.py",
    "game/games/bakugan/rules/effect_ctx.py",
    "game/games/bakugan/rules/memo.py",
    "game/games/bakugan/rules/card_facts.py",
    "game/games/bakugan/rules/view.py",
    "game/games/bakugan/rules/action_builders.py",
    "game/games/bakugan/rules/memo_keys.py",
    "game/games/bakugan/rules/card_choices.py",
    "game/games/bakugan/rules/card_zones.py",
    "game/games/bakugan/rules/core_moves.py",
    "game/games/bakugan/rules/card_moves.py",
    "game/games/bakugan/rules/decision_kinds.py",
    # modules added with the engine split and later, called from the compiled parts at every move,
    # view or effect: left interpreted, the typed view's frozen dataclasses cost a Python __init__
    # apiece and EngineContext kept its WordsMixin fields in an instance __dict__
    "game/games/bakugan/rules/view_data.py",
    "game/games/bakugan/rules/effect_ctx_words.py",
    "game/games/bakugan/rules/word_choices.py",
    "game/games/bakugan/rules/hero_factions.py",
    "game/games/bakugan/rules/core_zones.py",
    "game/games/bakugan/rules/energy_payment.py",
    "game/games/bakugan/rules/may_choice.py",
    "game/games/bakugan/rules/specific_refusals.py",
    "game/games/bakugan/rules/batch_entries.py",
    "game/games/bakugan/rules/offers.py",
    "game/games/bakugan/rules/frame_kinds.py",
    "game/games/bakugan/rules/action_refusals.py",
    "game/games/bakugan/rules/evo_refusal.py",
    "game/games/bakugan/rules/energy_ability.py",
    "game/games/bakugan/rules/aliases.py",
    # every decision kind: a kind left out would be an interpreted subclass of the compiled Kind
    *sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "game/games/bakugan/rules/decisions").glob("*.py")),
    "game/games/bakugan/players/heuristic.py",
    "game/games/bakugan/players/situation.py",
    "game/games/bakugan/players/card_value.py",
    "game/games/bakugan/players/heuristic_params.py",  # the tuned sets (tuned_params.py) stay interpreted
    "game/games/bakugan/players/bakugan_info.py",
    # the search's play-outs and state copies (the search itself stays interpreted: tests patch it)
    "game/games/bakugan/players/playout.py",
    "game/games/bakugan/rules/sample_world.py",
    "game/games/bakugan/players/agent.py",  # decide and view_for: the compiled runner calls them at every decision
    "game/physics/fast.py",
    "game/physics/thrower.py",
    "game/physics/release_plan.py",
    "game/physics/release_spots.py",
    "game/physics/features.py",
    "game/physics/field_geometry.py",
    "game/physics/table.py",
    "game/physics/magnet.py",
    "game/roll/hexgrid.py",
    "game/games/bakugan/cards/model.py",
    "game/roll/actions.py",  # the base of every action and the ones Toy Battle shares
    "game/games/bakugan/rules/actions.py",
    "game/games/bakugan/words/__init__.py",
    "game/games/bakugan/words/base.py",
    "game/games/bakugan/words/context.py",
    "game/games/bakugan/words/conditions.py",
    "game/games/bakugan/words/selections.py",
    "game/games/bakugan/words/effect.py",
    "game/games/bakugan/words/cards_energy.py",
    "game/games/bakugan/words/brawl_cores.py",
    "game/games/bakugan/words/choices_later.py",
    "game/games/bakugan/words/steps.py",
    "game/games/bakugan/words/play_spec.py",
    "game/games/bakugan/words/abilities.py",
    "game/games/bakugan/words/faction_words.py",
    "game/games/bakugan/words/more_words.py",
    "game/games/bakugan/sim/runner.py",
    "game/games/bakugan/sim/collector.py",
    # the core games' engines and players (issue 38): with the core's zones, state and loop
    # (left out: core/decisions.py, whose KeyError subclass mypyc refuses; core/rules.py, whose
    # generic frozen dataclasses fail at import when compiled)
    "game/core/zones.py",
    "game/core/state.py",
    "game/core/play.py",
    "game/core/log.py",
    *FUSION_WORLD,
    *BATTLE_MONSTERS,
    "game/sim/core_summary.py",  # each game's card collector, called after every action
)
# Modules of the engine and the card language that compiled modules import but that stay
# interpreted, and why (tests/test_compiled_core.py: any other is compiled, so a module added to
# the engine does not silently run interpreted under compiled callers, as ten did after the split).
LEFT_OUT_OF_ENGINE = {
    "game/games/bakugan/rules/__init__.py": "an empty package",
    "game/games/bakugan/words/params.py": "read while cards load (each word's parameters) and for the docs",
    "game/games/fusion_world/__init__.py": "the package's docstring",
    "game/games/battle_monsters/__init__.py": "the package's docstring",
    "game/games/fusion_world/cards.py": "the card loader (YAML with its lines), read once a process",
    "game/games/battle_monsters/cards.py": "the card loader (YAML with its lines), read once a process",
    "game/games/fusion_world/decks.py": "deck files, read once a run",
    "game/games/battle_monsters/decks.py": "deck files, read once a run",
    "game/games/fusion_world/match.py": "once a game: its loop is game/core/play.py, compiled",
    "game/games/battle_monsters/match.py": "once a game: its loop is game/core/play.py, compiled",
    "game/games/fusion_world/replay.py": "replay files",
    "game/games/battle_monsters/replay.py": "replay files",
    "game/games/fusion_world/save_file.py": "saved games, read by the replay files' reader",
    "game/games/battle_monsters/save_file.py": "saved games, read by the replay files' reader",
    "game/games/fusion_world/describe.py": "actions in words, for buttons and the log",
    "game/games/fusion_world/mcts.py": "a search player: it copies states through copy.deepcopy",
    "game/games/battle_monsters/search.py": "a search player: it copies states and deals sampled worlds",
    "game/games/battle_monsters/strong.py": "a search player built on search.py",
    "game/games/battle_monsters/sharp.py": "a search player built on search.py",
}
ENGINE_PACKAGES = (
    "game/games/bakugan/rules/",
    "game/games/bakugan/words/",
    "game/games/fusion_world/",
    "game/games/battle_monsters/",
)
# The group's shared library, bakugan_core__mypyc.<suffix>, sits at the top of the checkout: mypyc
# derives each compiled module's __file__ from its place (game/ modules read files beside them).
GROUP = "bakugan_core"
SELF = (sys.executable, "-m", "game.compiled_build")  # the build's steps run in child processes
# in a checkout beside the sources; for an installed package, in the temporary folder
BUILD = (
    (ROOT if (ROOT / "pyproject.toml").exists() else Path(tempfile.gettempdir()) / "bakugan-sim")
    / "build"
    / "compiled_core"
)
LOG = BUILD / "build.log"
CHECK_GAMES = 2  # per kind of tools/record_golden_games.py: 7 games, compiled and pure, before keeping a build
CORE_CHECK_GAMES = 8  # per kind of game/sim/core_golden.py: 16 games of each core game


def module_name(rel: str) -> str:
    """a/b/__init__.py is the package a.b (not a.b.__init__)."""
    return rel.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def game_imports(rel: str) -> set[str]:
    """Sources under game/ that one source imports (as modules, or names from a module)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse((ROOT / rel).read_text())):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        for name in names:
            path = name.replace(".", "/")
            for candidate in (f"{path}.py", f"{path}/__init__.py"):
                if name.startswith("game") and (ROOT / candidate).is_file():
                    found.add(candidate)
    return found


def sources_read(modules: tuple[str, ...]) -> list[str]:
    """The compiled sources and every game source they import, directly or not: compiled code
    fixes what it knows of these (constants, class layouts), so a change to any makes it stale."""
    seen: set[str] = set()
    todo = list(modules)
    while todo:
        rel = todo.pop()
        if rel not in seen:
            seen.add(rel)
            todo.extend(game_imports(rel) - seen)
    return sorted(seen - {"game/compiled_core.py"})  # the guard itself


def compiled_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.name.endswith(tuple(EXTENSION_SUFFIXES)))


def artefacts() -> list[Path]:
    """Every compiled file in the package (it holds none but the compiled core's) and the group's library."""
    return compiled_files(ROOT / "game") + sorted(ROOT.glob(f"{GROUP}__mypyc.*"))


def clean() -> list[Path]:
    removed = artefacts()
    for path in removed:
        path.unlink()
    if STAMP.exists():
        STAMP.unlink()
        removed.append(STAMP)
    if BUILD.exists():
        shutil.rmtree(BUILD)
        removed.append(BUILD)
    return removed


def missing_tools() -> str | None:
    """Why a C extension cannot be built here, or None."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler: `{compiler}` is not on PATH (install gcc, e.g. apt-get install gcc)"
    header = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not header.exists():
        return f"no Python headers: {header} is missing (install the python3-dev package for this Python)"
    try:
        import mypyc  # noqa: F401
    except ImportError:
        return "mypyc is missing: it ships with mypy (pip install 'bakugan-sim[fast]', in a checkout '.[fast]')"
    try:
        import setuptools  # noqa: F401
    except ImportError:
        return "setuptools is missing: mypyc builds with it (pip install 'bakugan-sim[fast]', in a checkout '.[fast]')"
    return None


def mypyc_step(modules: list[str]) -> None:
    """Compile into BUILD (run in a child process whose output goes to the log)."""
    from mypyc.build import mypycify
    from setuptools import setup

    extensions = mypycify(modules, group_name=GROUP, target_dir=str(BUILD / "c"), multi_file=True)
    setup(
        name="bakugan-compiled-core",
        ext_modules=extensions,
        script_args=[
            "build_ext",
            f"--build-lib={BUILD / 'lib'}",
            f"--build-temp={BUILD / 'temp'}",
            "--parallel=2",
        ],
    )


def build(modules: tuple[str, ...]) -> int:
    problem = missing_tools()
    if problem:
        print(f"cannot build the compiled core: {problem}", file=sys.stderr)
        return 1
    start = time.perf_counter()
    clean()
    BUILD.mkdir(parents=True)
    sources = {rel: source_record(ROOT / rel) for rel in sources_read(modules)}  # before mypyc reads them
    print(f"compiling {len(modules)} modules with mypyc (log: {LOG}) ...", flush=True)
    with LOG.open("w") as log:
        step = subprocess.run([*SELF, "--mypyc-step", *modules], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    if step.returncode != 0:
        print(LOG.read_text()[-4000:], file=sys.stderr)
        print(f"compiled core: build failed, nothing installed (full log: {LOG})", file=sys.stderr)
        return 1
    built = compiled_files(BUILD / "lib")
    placed = [ROOT / p.relative_to(BUILD / "lib") for p in built]
    stamp = {
        "ext_suffix": EXTENSION_SUFFIXES[0],
        "built": datetime.now(UTC).isoformat(timespec="seconds"),
        "modules": {module_name(rel): rel for rel in modules},
        "artefacts": [str(p.relative_to(ROOT)) for p in placed],
        "sources": sources,
    }
    STAMP.write_text(json.dumps(stamp, indent=1) + "\n")  # first: a half-copied build is then seen as broken
    for src, dst in zip(built, placed, strict=True):
        shutil.copy2(src, dst)
    problem = check_games()
    if problem:
        clean()
        print(f"compiled core: removed again, {problem}", file=sys.stderr)
        return 1
    seconds = time.perf_counter() - start
    print(f"compiled core built in {seconds:.0f} s: {len(modules)} modules, {len(placed)} files")
    for rel in modules:
        print(f"  {rel}")
    print("seeded games of every agent and roll kind played the same as pure Python")
    print(f"stamp: {STAMP.relative_to(ROOT)} ({len(sources)} sources watched); remove with --clean")
    return 0


def games_step() -> None:
    """Play a few seeded games of every kind and print their outcomes (run in a child process)."""
    from game import compiled_core
    from game.games.bakugan.sim.golden import golden_tasks, record
    from game.sim.core_golden import PAIRS, golden_core_tasks, record_core

    games = record(golden_tasks(CHECK_GAMES))
    for game in PAIRS:  # each core game's own seeded check: the same games, compiled and pure
        games += record_core(golden_core_tasks(game, CORE_CHECK_GAMES))
    copies = copied_states() + core_copied_states()
    print(json.dumps({"state": compiled_core.state, "games": games, "copies": copies}))


def copied_states() -> list[str]:
    """State hashes of a game part-way through, of its clone (the puzzle solver's copy) and of the
    state pickled and read back: compiled classes are made differently, so copies are checked too."""
    import pickle
    import random

    from game.games.bakugan.rules.actions import CHANCE, RollResults
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.setup import GameSetup, Seat
    from game.games.bakugan.sim import tasks

    decks = [tasks._deck(name) for name in ("aquos_flow", "pyrus_fury")]
    game = Game.new(GameSetup(seats=tuple(Seat(d.name, d) for d in decks), seed=11), tasks._catalog())
    rng = random.Random(11)
    model = tasks._roll_model("probabilistic")
    for _ in range(60):  # into the first turns: frames, the batch and Bakugan on the field
        if game.over:
            break
        if game.to_act() == CHANCE:
            game.apply(RollResults(outcomes=tuple(sorted(model.roll(game.roll_request(), rng).items()))))
        else:
            game.apply(rng.choice(game.legal_actions()))
    state = game.state
    return [state.state_hash(), game.clone().state.state_hash(), pickle.loads(pickle.dumps(state)).state_hash()]


def core_copied_states() -> list[str]:
    """The same for the core games: a game part-way through, its clone (the search players' copy)
    and the state pickled and read back give one hash."""
    import pickle
    import random

    from game.core import play_to_end
    from game.games.registry import game_entry
    from game.sim.core_golden import PAIRS

    hashes = []
    for name in PAIRS:
        entry = game_entry(name)
        game = entry.new_game(5)
        players = [entry.random_player(10 + k) for k in range(2)]
        play_to_end(game, players, None, random.Random(5), max_actions=40)
        state = game.state
        hashes += [state.state_hash(), game.clone().state.state_hash(), pickle.loads(pickle.dumps(state)).state_hash()]
    return hashes


def copies_agree(hashes: list[str]) -> bool:
    """Each game's three hashes (the game, its clone, its pickled copy) are one."""
    return all(len(set(hashes[at : at + 3])) == 1 for at in range(0, len(hashes), 3))


def check_games() -> str | None:
    """Why the fresh build cannot be kept: it fails or plays differently from the sources."""
    outcomes = []
    for pure in ("", "1"):
        env = os.environ | {"BAKUGAN_PURE_PYTHON": pure}
        run = subprocess.run([*SELF, "--games-step"], cwd=ROOT, env=env, capture_output=True, text=True)
        if run.returncode != 0:
            return f"its games failed ({'pure' if pure else 'compiled'}):\n{run.stderr[-3000:]}"
        outcomes.append(json.loads(run.stdout))
    compiled, sources = outcomes
    if compiled["state"] != "ready":
        return f"it was not used ({compiled['state']})"
    if compiled["games"] != sources["games"]:
        return "its games ended differently from the pure-Python sources' (a mypyc difference: report it)"
    if compiled["copies"] != sources["copies"] or not copies_agree(compiled["copies"]):
        return f"its copies of a game differ: {compiled['copies']} (pure Python: {sources['copies']})"
    return None


def main(argv: list[str]) -> int:
    if argv[:1] == ["--mypyc-step"]:
        mypyc_step(argv[1:])
        return 0
    if argv == ["--games-step"]:
        games_step()
        return 0
    if argv == ["--clean"]:
        removed = clean()
        print(f"removed {len(removed)} compiled artefacts" if removed else "nothing to remove: no compiled core")
        for path in removed:
            print(f"  {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
        return 0
    if argv:
        print(__doc__, file=sys.stderr)
        return 2
    return build(COMPILED)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
