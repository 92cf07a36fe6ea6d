"""The optional compiled core (game/compiled_build.py): a stale build never runs, and a real build
plays the same games as the pure-Python sources (slow: it compiles)."""

from __future__ import annotations

import importlib
import json
import os
import shutil
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from game import compiled_core
from game.compiled_core import source_record

ROOT = Path(__file__).resolve().parents[1]
SUFFIX = EXTENSION_SUFFIXES[0]


def fake_build(root: Path, package: str) -> Path:
    """A package with one module 'built': beside its .py an unloadable 'compiled' file (importing it
    fails), and a stamp of the source. Returns the stamp path."""
    folder = root / package
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "hot.py").write_text("ANSWER = 42\n")
    (folder / f"hot{SUFFIX}").write_bytes(b"not a shared library")
    stamp = {
        "ext_suffix": SUFFIX,
        "modules": {f"{package}.hot": f"{package}/hot.py"},
        "artefacts": [f"{package}/hot{SUFFIX}"],
        "sources": {f"{package}/hot.py": source_record(folder / "hot.py")},
    }
    path = root / "stamp.json"
    path.write_text(json.dumps(stamp))
    return path


@pytest.fixture
def isolated_guard(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The guard's findings, the import path and the warned-once marker restored after the test."""
    monkeypatch.setattr(compiled_core, "state", "absent")
    monkeypatch.setattr(compiled_core, "reason", "")
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    monkeypatch.setattr(sys, "path", [str(tmp_path), *sys.path])
    for name in (compiled_core.WARNED_ENV, compiled_core.PURE_ENV):
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)
    return tmp_path


def test_a_fresh_build_is_used(isolated_guard: Path) -> None:
    stamp = fake_build(isolated_guard, "fresh_pkg")
    compiled_core.guard(stamp, isolated_guard)
    assert compiled_core.state == "ready"
    assert "in use" in compiled_core.describe()
    with pytest.raises(ImportError):  # Python itself prefers the compiled file: here, an unloadable one
        importlib.import_module("fresh_pkg.hot")


def test_an_edited_source_makes_the_build_ignored_with_one_warning(
    isolated_guard: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    stamp = fake_build(isolated_guard, "stale_pkg")
    (isolated_guard / "stale_pkg" / "hot.py").write_text("ANSWER = 43\n")
    compiled_core.guard(stamp, isolated_guard)
    compiled_core.guard(stamp, isolated_guard)  # a second check (a worker process) does not warn again
    assert compiled_core.state == "stale"
    err = capsys.readouterr().err
    assert err.count("warning: compiled core ignored") == 1
    assert "stale_pkg/hot.py changed" in err and "python -m game build-fast" in err
    assert importlib.import_module("stale_pkg.hot").ANSWER == 43  # the source, not the stale build
    assert "not in use" in compiled_core.describe()


def test_a_touched_but_unchanged_source_keeps_the_build(isolated_guard: Path) -> None:
    stamp = fake_build(isolated_guard, "touched_pkg")
    source = isolated_guard / "touched_pkg" / "hot.py"
    os.utime(source, ns=(1, 1))  # as a git checkout of the same content leaves it
    compiled_core.guard(stamp, isolated_guard)
    assert compiled_core.state == "ready"


def test_a_missing_artefact_makes_the_build_ignored(isolated_guard: Path, capsys: pytest.CaptureFixture[str]) -> None:
    stamp = fake_build(isolated_guard, "broken_pkg")
    data = json.loads(stamp.read_text())
    data["artefacts"].append(f"broken_pkg/gone{SUFFIX}")  # a half-copied build
    stamp.write_text(json.dumps(data))
    compiled_core.guard(stamp, isolated_guard)
    assert compiled_core.state == "broken"
    assert f"broken_pkg/gone{SUFFIX} is missing" in capsys.readouterr().err
    assert importlib.import_module("broken_pkg.hot").ANSWER == 42


def test_pure_python_can_be_asked_for_without_a_warning(
    isolated_guard: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(compiled_core.PURE_ENV, "1")
    stamp = fake_build(isolated_guard, "pure_pkg")
    (isolated_guard / "pure_pkg" / "hot.py").write_text("ANSWER = 44\n")  # stale too: still no warning
    compiled_core.guard(stamp, isolated_guard)
    assert compiled_core.state == "pure"
    assert capsys.readouterr().err == ""
    assert importlib.import_module("pure_pkg.hot").ANSWER == 44


def test_a_compiled_package_init_is_imported_from_source_in_pure_python(
    isolated_guard: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a compiled package __init__ (bakugan/words/, bakugan/rules/decisions/) loaded from its compiled
    # file in pure Python mixed the two builds' classes and played different games
    from game.compiled_build import module_name

    assert module_name("game/games/bakugan/words/__init__.py") == "game.games.bakugan.words"
    monkeypatch.setenv(compiled_core.PURE_ENV, "1")
    folder = isolated_guard / "init_pkg"
    folder.mkdir()
    (folder / "__init__.py").write_text("ANSWER = 42\n")
    (folder / "hot.py").write_text("ANSWER = 43\n")
    (folder / f"__init__{SUFFIX}").write_bytes(b"not a shared library")
    stamp = {
        "ext_suffix": SUFFIX,
        "modules": {"init_pkg": "init_pkg/__init__.py"},
        "artefacts": [f"init_pkg/__init__{SUFFIX}"],
        "sources": {"init_pkg/__init__.py": source_record(folder / "__init__.py")},
    }
    (isolated_guard / "stamp.json").write_text(json.dumps(stamp))
    compiled_core.guard(isolated_guard / "stamp.json", isolated_guard)
    assert importlib.import_module("init_pkg").ANSWER == 42
    assert importlib.import_module("init_pkg.hot").ANSWER == 43  # still a package


def test_no_stamp_means_no_compiled_core(isolated_guard: Path) -> None:
    compiled_core.guard(isolated_guard / "no_stamp.json", isolated_guard)
    assert compiled_core.state == "absent"
    assert "not built" in compiled_core.describe()


def test_a_missing_compiler_is_reported_before_anything_is_removed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from game import compiled_build as compile_core

    monkeypatch.setattr(shutil, "which", lambda name: None)
    monkeypatch.setattr(compile_core, "clean", lambda: pytest.fail("cleaned before checking the tools"))
    assert compile_core.build(compile_core.COMPILED) == 1
    assert "no C compiler" in capsys.readouterr().err


def test_build_fast_says_what_it_needs_when_the_compiler_is_missing(tmp_path: Path) -> None:
    """`python -m game build-fast` on a machine without a C compiler (here: no PATH) says so, and
    what to install, with exit code 1, before it removes or writes anything."""
    env = {k: v for k, v in os.environ.items() if k != "PATH"} | {"PATH": str(tmp_path)}
    before = sorted(ROOT.glob("bakugan_core__mypyc.*")), compiled_core.STAMP.exists()
    run = subprocess.run(
        [sys.executable, "-m", "game", "build-fast"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 1, run.stdout + run.stderr
    assert "cannot build the compiled core: no C compiler" in run.stderr and "install gcc" in run.stderr
    assert (sorted(ROOT.glob("bakugan_core__mypyc.*")), compiled_core.STAMP.exists()) == before


def test_every_engine_module_that_compiled_code_imports_is_compiled() -> None:
    """A module of an engine (Bakugan's rules and words, Fusion World, Battle Monsters) left out of
    the build runs interpreted under its compiled callers: after the engine split ten were, and the
    typed view's dataclasses cost an interpreted __init__ apiece (compiled fell from 2.6 to 2.1
    times pure Python). Each one left out says why."""
    from game.compiled_build import COMPILED, ENGINE_PACKAGES, LEFT_OUT_OF_ENGINE, sources_read

    engine = [rel for rel in sources_read(COMPILED) if rel.startswith(ENGINE_PACKAGES)]
    interpreted = sorted(set(engine) - set(COMPILED) - set(LEFT_OUT_OF_ENGINE))
    assert not interpreted, (
        f"add to COMPILED in game/compiled_build.py (or to LEFT_OUT_OF_ENGINE, saying why): {interpreted}"
    )
    assert set(LEFT_OUT_OF_ENGINE) <= set(engine), "LEFT_OUT_OF_ENGINE names a module nothing compiled imports"


@pytest.mark.parametrize(
    ("compiled", "problem"),
    [
        ('{"state": "ready", "games": [{"final_hash": "b"}], "copies": ["c", "c", "c"]}', "ended differently"),
        ('{"state": "stale", "games": [{"final_hash": "a"}], "copies": ["c", "c", "c"]}', "was not used"),
        (None, "its games failed (compiled)"),
        ('{"state": "ready", "games": [{"final_hash": "a"}], "copies": ["c", "d", "c"]}', "copies of a game differ"),
        ('{"state": "ready", "games": [{"final_hash": "a"}], "copies": ["c", "c", "c"]}', None),
    ],
)
def test_a_build_is_kept_only_if_its_games_match_the_sources(
    monkeypatch: pytest.MonkeyPatch, compiled: str | None, problem: str | None
) -> None:
    from game import compiled_build as compile_core

    pure = '{"state": "pure", "games": [{"final_hash": "a"}], "copies": ["c", "c", "c"]}'

    def child(args: list[str], env: dict[str, str], **_: object) -> subprocess.CompletedProcess[str]:
        out = pure if env["BAKUGAN_PURE_PYTHON"] else compiled
        return subprocess.CompletedProcess(args, 1 if out is None else 0, out or "", "TypeError: boom")

    monkeypatch.setattr(subprocess, "run", child)
    found = compile_core.check_games()
    assert found is None if problem is None else problem in str(found)


def test_card_facts_are_kept_for_a_bounded_number_of_states_without_weak_references(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import weakref

    from game.games.bakugan.rules import card_facts
    from tests.helpers import fixture_catalog, new_game

    def unwatchable(*args: object) -> None:
        raise TypeError("cannot create weak reference to 'GameState' object")  # as for a compiled GameState

    monkeypatch.setattr(weakref, "finalize", unwatchable)
    monkeypatch.setattr(card_facts, "_KNOWN", {})
    monkeypatch.setattr(card_facts, "UNWATCHED_KEPT", 3)
    catalog = fixture_catalog()
    games = [new_game(seed) for seed in range(5)]
    for game in games:
        ids = tuple(c.card_id for c in game.state.cards)
        assert card_facts.card_facts(game.state, catalog) == card_facts.work_out(ids, catalog)
    assert len(card_facts._KNOWN) == 3
    assert card_facts.card_facts(games[0].state, catalog) == card_facts.work_out(
        tuple(c.card_id for c in games[0].state.cards), catalog
    )  # its entry went: worked out again


def test_a_current_build_plays_every_games_seeded_games_as_pure_python() -> None:
    """The compiled core's seeded check (each game's own: Bakugan's golden kinds, Fusion World's and
    Battle Monsters' seeded games, copies of a game part-way), run against the build in this
    checkout: CI builds one first when it has a compiler (.ci/run). About half a minute."""
    from game.compiled_build import check_games, missing_tools

    problem = missing_tools()
    if problem:
        pytest.skip(f"no compiled core can be built here: {problem}")
    env = {k: v for k, v in os.environ.items() if k not in (compiled_core.PURE_ENV, compiled_core.WARNED_ENV)}
    probe = "import game.compiled_core as c; print(c.state); print(c.describe())"
    state, said = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    ).stdout.splitlines()[:2]
    if state != "ready":
        pytest.skip(f"no current compiled core in this checkout: {said}")
    assert check_games() is None


def _copy_checkout(dest: Path) -> None:
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    for rel in listed:
        if (ROOT / rel).is_file():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / rel, dest / rel)


@pytest.mark.slow
def test_compiled_core_plays_the_same_games(tmp_path: Path) -> None:
    from game.compiled_build import missing_tools

    if missing_tools():
        pytest.skip(str(missing_tools()))
    copy = tmp_path / "checkout"
    _copy_checkout(copy)
    env = {k: v for k, v in os.environ.items() if k not in (compiled_core.PURE_ENV, compiled_core.WARNED_ENV)}
    subprocess.run([sys.executable, "tools/compile_core.py"], cwd=copy, env=env, check=True, timeout=1200)

    def games(out: str, **extra: str) -> list[dict[str, object]]:
        run_env = env | extra
        subprocess.run(
            [sys.executable, "tools/record_golden_games.py", "--out", out, "4"], cwd=copy, env=run_env, check=True
        )
        return list(json.loads((copy / out).read_text()))

    probe = "import game.games.bakugan.rules.engine as e, game.compiled_core as c; print(c.state, e.__file__)"
    used = subprocess.run([sys.executable, "-c", probe], cwd=copy, env=env, capture_output=True, text=True, check=True)
    assert used.stdout.startswith("ready") and used.stdout.strip().endswith(SUFFIX), used.stdout
    compiled = games("compiled.json")
    pure = games("pure.json", **{compiled_core.PURE_ENV: "1"})
    assert len(compiled) >= 8
    assert compiled == pure
