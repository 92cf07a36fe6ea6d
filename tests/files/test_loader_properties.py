"""Property tests, one per loader: arbitrary bytes, arbitrary YAML/JSON trees and mutations of a
valid file go in; a loaded value or the loader's own FileProblem comes out, never anything else."""

from __future__ import annotations

import contextlib
import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.files.errors import (
    FieldFileError,
    FileProblem,
    ReplayFileError,
    RunFolderError,
    ScenarioFileError,
    SettingsFileError,
)
from game.files.paths import DECKS_DIR, PUZZLES_DIR
from game.games.bakugan.cards.catalog import CatalogError, default_catalog, load_catalog
from game.games.bakugan.deck_text import import_text
from game.games.bakugan.decks import DeckFileError, load_deck
from game.games.bakugan.scenario import file as scenario_file
from game.games.bakugan.scenario.file import build_game, read_goal, read_scenario, run_scenario, scenario_catalog
from game.games.bakugan.sim.replay_file import load_replay, replay_checked
from game.games.bakugan.ui.practice.fields import load_field
from game.games.bakugan.ui.puzzles.mode import load_puzzle
from game.games.bakugan.ui.saves import read_game
from game.sim.store import GAMES_FILE, RunStore
from game.ui.settings import Settings

# BAKUGAN_FUZZ_EXAMPLES=2000 runs every property longer (the suite keeps them quick)
EXAMPLES = int(os.environ.get("BAKUGAN_FUZZ_EXAMPLES", "60"))
FAST = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**12), max_value=10**12),
    st.floats(allow_nan=False),
    st.text(max_size=12),
)
KNOWN_KEYS = "name cards characters cores version format seed seats actions deck kind position players goal"
keys = st.sampled_from([*KNOWN_KEYS.split(), "energy", "field", "cell", "id", "player", "ui", "computer_delay"])
keys = keys | st.text(max_size=6)
trees = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(keys, inner, max_size=5))


def _write(tmp: Path, name: str, data: bytes) -> Path:
    path = tmp / name
    path.write_bytes(data)
    return path


def _mutations(text: str) -> st.SearchStrategy[str]:
    """A valid file with a slice cut out, a line doubled, or characters replaced."""
    lines = text.splitlines(keepends=True)

    @st.composite
    def mutate(draw: st.DrawFn) -> str:
        kind = draw(st.sampled_from(["cut", "double", "replace", "truncate"]))
        i = draw(st.integers(0, max(0, len(lines) - 1)))
        if kind == "cut":
            return "".join(lines[:i] + lines[i + 1 :])
        if kind == "double":
            return "".join(lines[: i + 1] + lines[i:])
        if kind == "truncate":
            return text[: draw(st.integers(0, len(text)))]
        at = draw(st.integers(0, max(0, len(text) - 1)))
        return text[:at] + draw(st.text(min_size=1, max_size=4)) + text[at + 1 :]

    return mutate()


def _only(error: type[Exception], load: Callable[[], Any]) -> None:
    """Run the loader: its own error is fine, anything else fails the test."""
    with contextlib.suppress(error):
        load()


# ------------------------------------------------------------------ decks


@FAST
@given(data=st.binary(max_size=300))
def test_deck_file_of_any_bytes(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = _write(tmp_path_factory.mktemp("d"), "deck.yaml", data)
    _only(DeckFileError, lambda: load_deck(path))


@FAST
@given(tree=trees)
def test_deck_file_of_any_yaml_tree(tmp_path_factory: pytest.TempPathFactory, tree: Any) -> None:
    path = _write(tmp_path_factory.mktemp("d"), "deck.yaml", yaml.safe_dump(tree).encode())
    _only(DeckFileError, lambda: load_deck(path))


@FAST
@given(text=_mutations((DECKS_DIR / "aquos_flow.yaml").read_text()))
def test_deck_file_mutated(tmp_path_factory: pytest.TempPathFactory, text: str) -> None:
    path = _write(tmp_path_factory.mktemp("d"), "deck.yaml", text.encode())
    _only(DeckFileError, lambda: load_deck(path))


@FAST
@given(
    text=st.text(max_size=400) | _mutations("Deck: x\nCharacters: aa-164, bb-292\nCores:\n1 core-40\nCards:\n3 bb-13\n")
)
def test_deck_text_of_any_text(text: str) -> None:
    result = import_text(text, default_catalog())  # never raises: bad lines are problems
    assert len(result.deck.cards) <= 200


# ------------------------------------------------------------------ card sets


@FAST
@given(data=st.binary(max_size=300) | trees.map(lambda t: yaml.safe_dump(t).encode()))
def test_card_set_of_any_input(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    folder = tmp_path_factory.mktemp("c")
    path = _write(folder, "set.yaml", data)
    _only(CatalogError, lambda: load_catalog(folder, files=[path]))


@FAST
@given(text=_mutations("\n".join((DECKS_DIR.parent / "battle_brawlers.yaml").read_text().splitlines()[:400])))
def test_card_set_mutated(tmp_path_factory: pytest.TempPathFactory, text: str) -> None:
    folder = tmp_path_factory.mktemp("c")
    path = _write(folder, "set.yaml", text.encode())
    _only(CatalogError, lambda: load_catalog(folder, files=[path]))


@settings(max_examples=max(40, EXAMPLES // 2), deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_card_set_with_one_value_changed(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    doc = yaml.safe_load("\n".join((DECKS_DIR.parent / "battle_brawlers.yaml").read_text().splitlines()[:400]))
    folder = tmp_path_factory.mktemp("c")
    path = _write(folder, "set.yaml", yaml.safe_dump(_one_value_changed(doc, data)).encode())
    _only(CatalogError, lambda: load_catalog(folder, files=[path]))


@FAST
@given(text=_mutations((DECKS_DIR.parent / "bakucores.yaml").read_text()[:3000]))
def test_cores_file_mutated(tmp_path_factory: pytest.TempPathFactory, text: str) -> None:
    folder = tmp_path_factory.mktemp("c")
    _write(folder, "bakucores.yaml", text.encode())
    _only(CatalogError, lambda: load_catalog(folder, files=[]))


# ------------------------------------------------------------------ scenarios and puzzles


def _scenario(path: Path) -> None:
    doc = read_scenario(path)
    game = build_game(doc, path, scenario_catalog(doc, path, default_catalog()))
    read_goal(doc, path, game.state.seats)
    load_puzzle(path, default_catalog())  # the table's reading of it
    budget = scenario_file.SOLVE_BUDGET
    scenario_file.SOLVE_BUDGET = 50  # `scenario check`, with a short search for `solvable`
    try:
        run_scenario(path)
    finally:
        scenario_file.SOLVE_BUDGET = budget


@FAST
@given(data=st.binary(max_size=300) | trees.map(lambda t: yaml.safe_dump(t).encode()))
def test_scenario_of_any_input(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = _write(tmp_path_factory.mktemp("s"), "s.yaml", data)
    _only(ScenarioFileError, lambda: _scenario(path))


@FAST
@given(text=_mutations((PUZZLES_DIR / "win_this_turn.yaml").read_text()))
def test_puzzle_mutated(tmp_path_factory: pytest.TempPathFactory, text: str) -> None:
    path = _write(tmp_path_factory.mktemp("s"), "s.yaml", text.encode())
    _only(ScenarioFileError, lambda: _scenario(path))


@settings(max_examples=max(40, EXAMPLES // 2), deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_scenario_with_one_value_changed(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    doc = _one_value_changed(yaml.safe_load((PUZZLES_DIR / "win_this_turn.yaml").read_text()), data)
    path = _write(tmp_path_factory.mktemp("s"), "s.yaml", yaml.safe_dump(doc).encode())
    _only(ScenarioFileError, lambda: _scenario(path))


def _one_value_changed(doc: Any, data: st.DataObject) -> Any:
    """The tree with one value anywhere in it replaced by an arbitrary one."""
    spots: list[tuple[Any, Any]] = []
    stack: list[Any] = [doc]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            spots.append((node, key))
            stack.append(value)
    node, key = data.draw(st.sampled_from(spots))
    node[key] = data.draw(trees)
    return doc


# ------------------------------------------------------------------ replays and saves


SIMULATE_ONE = "simulate --decks aquos_flow pyrus_fury --games 1 --agents random"


@pytest.fixture(scope="module")
def replay_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    from game.cli import main

    out = tmp_path_factory.mktemp("replays")
    code = main([*SIMULATE_ONE.split(), "--out", str(out / "run"), "--save-replays", str(out / "r")])
    assert code == 0
    return next((out / "r").glob("*.json")).read_text()


def _replay(path: Path) -> None:
    setup, actions, _ = load_replay(path)
    replay_checked(path, setup, actions, default_catalog())


@FAST
@given(data=st.binary(max_size=300) | trees.map(lambda t: json.dumps(t).encode()))
def test_replay_of_any_input(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = _write(tmp_path_factory.mktemp("r"), "r.json", data)
    _only(ReplayFileError, lambda: _replay(path))
    _only(ReplayFileError, lambda: read_game(path))


@settings(max_examples=max(40, EXAMPLES // 2), deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_replay_with_one_value_changed(
    tmp_path_factory: pytest.TempPathFactory, replay_text: str, data: st.DataObject
) -> None:
    """A valid replay with one value anywhere in its tree replaced by an arbitrary one."""
    doc = _one_value_changed(json.loads(replay_text), data)
    path = _write(tmp_path_factory.mktemp("r"), "r.json", json.dumps(doc).encode())
    _only(ReplayFileError, lambda: _replay(path))


# ------------------------------------------------------------------ settings, practice fields, run folders


@FAST
@given(data=st.binary(max_size=200) | trees.map(lambda t: json.dumps(t).encode()))
def test_settings_of_any_input(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = _write(tmp_path_factory.mktemp("p"), "settings.json", data)
    loaded, _problems = Settings.load_reporting(path)  # never raises: problems are reported
    assert isinstance(loaded.computer_delay, float) and 0 <= loaded.computer_delay <= 10
    assert isinstance(loaded.handover, bool)
    _ = SettingsFileError


@FAST
@given(data=st.binary(max_size=200) | trees.map(lambda t: json.dumps(t).encode()))
def test_practice_field_of_any_input(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    folder = tmp_path_factory.mktemp("f")
    _write(folder, "f.json", data)
    _only(FieldFileError, lambda: load_field("f", folder))


@FAST
@given(data=st.binary(max_size=300), run=trees.map(lambda t: json.dumps(t).encode()))
def test_run_folder_of_any_input(tmp_path_factory: pytest.TempPathFactory, data: bytes, run: bytes) -> None:
    folder = tmp_path_factory.mktemp("run")
    _write(folder, GAMES_FILE, data)
    _write(folder, "run.json", run)
    store = RunStore(folder)
    _only(RunFolderError, lambda: store.start({"seed": 1}, resume=True))
    assert all(isinstance(i, int) for i in store.load())


OTHER_GAME_PUZZLES = {
    "fusion-world": Path(__file__).parents[2] / "cards/fusion_world/puzzles/palm_lethal.yaml",
    "battle-monsters": Path(__file__).parents[2] / "cards/battle_monsters/puzzles/01_undertow.yaml",
}


@pytest.mark.parametrize("game", OTHER_GAME_PUZZLES)
@settings(max_examples=max(40, EXAMPLES // 2), deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_other_games_position_with_one_value_changed(
    tmp_path_factory: pytest.TempPathFactory, game: str, data: st.DataObject
) -> None:
    """Fusion World's and Battle Monsters' position checks: any one value changed gives a game or
    a ScenarioFileError, nothing else (goal and expect left out: the position is under test)."""
    from game.games.registry import run_any_scenario

    doc = yaml.safe_load(OTHER_GAME_PUZZLES[game].read_text())
    for key in ("goal", "expect", "steps", "actions"):
        doc.pop(key, None)
    doc = _one_value_changed(doc, data)
    if isinstance(doc, dict):
        doc["game"] = game
    path = _write(tmp_path_factory.mktemp("o"), "s.yaml", yaml.safe_dump(doc).encode())
    _only(ScenarioFileError, lambda: run_any_scenario(path))


# ------------------------------------------------------------------ rolling profiles, the other games' decks and saves


@FAST
@given(data=st.binary(max_size=300) | trees.map(lambda t: json.dumps(t).encode()))
def test_rolling_profile_of_any_input(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    from game.games.bakugan.sim.roll_profile import ProfileFileError, load_profile

    folder = tmp_path_factory.mktemp("profiles")
    (folder / "roll_profiles").mkdir()
    _write(folder / "roll_profiles", "Mia.json", data)
    _only(ProfileFileError, lambda: load_profile("Mia", folder))


OTHER_GAME_DECKS = {
    "fusion-world": Path(__file__).parents[2] / "cards/fusion_world/decks/ember_rush.yaml",
    "battle-monsters": Path(__file__).parents[2] / "cards/battle_monsters/decks/tidal_wall.yaml",
}


def _other_game_deck(game: str, path: Path) -> None:
    if game == "fusion-world":
        from game.games.fusion_world.decks import FwDeckError, load_fw_deck

        _only(FwDeckError, lambda: load_fw_deck(path))
    else:
        from game.games.battle_monsters.decks import load_deck as load_bm_deck

        _only(FileProblem, lambda: load_bm_deck(path))


@pytest.mark.parametrize("game", OTHER_GAME_DECKS)
@FAST
@given(data=st.data())
def test_other_games_deck_of_any_input_or_mutated(
    tmp_path_factory: pytest.TempPathFactory, game: str, data: st.DataObject
) -> None:
    """Fusion World's and Battle Monsters' deck files: bytes, YAML trees and mutations of a ready deck."""
    raw = data.draw(
        st.binary(max_size=300)
        | trees.map(lambda t: yaml.safe_dump(t).encode())
        | _mutations(OTHER_GAME_DECKS[game].read_text()).map(str.encode)
    )
    _other_game_deck(game, _write(tmp_path_factory.mktemp("d"), "deck.yaml", raw))


@settings(max_examples=max(20, EXAMPLES // 3), deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_fusion_world_save_of_any_input_or_one_value_changed(
    tmp_path_factory: pytest.TempPathFactory, fw_save_text: str, data: st.DataObject
) -> None:
    """A Fusion World saved game: bytes, JSON trees, or a real save with one value changed."""
    from game.games.fusion_world.cards import default_pool
    from game.games.fusion_world.save_file import FwSaveError, read_save

    if data.draw(st.booleans()):
        raw = json.dumps(_one_value_changed(json.loads(fw_save_text), data)).encode()
    else:
        raw = data.draw(st.binary(max_size=300) | trees.map(lambda t: json.dumps(t).encode()))
    path = _write(tmp_path_factory.mktemp("s"), "save.json", raw)
    _only(FwSaveError, lambda: read_save(path, default_pool()))


@pytest.fixture(scope="module")
def fw_save_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A real Fusion World save a few actions into a game, as the table writes it."""
    from game.games.fusion_world.cards import default_pool
    from game.games.fusion_world.match import load_decks, players_of
    from game.games.fusion_world.save_file import FwSave, write_save

    pool = default_pool()
    game, actions = _fw_game_some_actions(pool)
    path = tmp_path_factory.mktemp("fw") / "save.json"
    players = players_of(load_decks(None), ["Ann", "Bob"])
    write_save(path, FwSave(players, 5, False, actions, [False, True]), game)
    return path.read_text()


def _fw_game_some_actions(pool: Any) -> tuple[Any, list[Any]]:
    import random

    from game.games.fusion_world.game import FusionWorld
    from game.games.fusion_world.match import load_decks, players_of

    game = FusionWorld.new(players_of(load_decks(None)), pool, seed=5)
    rng = random.Random(5)
    actions: list[Any] = []
    while not game.over and len(actions) < 25:
        action = rng.choice(game.legal_actions())
        game.apply_action(action)
        actions.append(action)
    return game, actions


@pytest.fixture(scope="module")
def bm_replay_doc(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A real Battle Monsters replay of a whole heuristic game, as `simulate --save-replays` writes it."""
    from game.games.battle_monsters.decks import load_deck as load_bm_deck
    from game.games.battle_monsters.decks import ready_decks as bm_ready_decks
    from game.games.battle_monsters.match import play_game
    from game.games.battle_monsters.replay import save_replay

    decks = [load_bm_deck(p) for p in bm_ready_decks()[:2]]
    result = play_game(decks, ["heuristic", "heuristic"], 3)
    path = tmp_path_factory.mktemp("bm") / "replay.json"
    save_replay(path, [d.cards for d in decks], ["Ann", "Bob"], 3, result.actions, result.state_hash)
    return json.loads(path.read_text())


@settings(max_examples=max(20, EXAMPLES // 3), deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_battle_monsters_replay_of_any_tree_or_one_value_changed(bm_replay_doc: Any, data: st.DataObject) -> None:
    from game.games.battle_monsters.replay import BmReplayError, replay

    doc = _one_value_changed(copy.deepcopy(bm_replay_doc), data) if data.draw(st.booleans()) else data.draw(trees)
    _only(BmReplayError, lambda: replay(Path("replay.json"), doc))
