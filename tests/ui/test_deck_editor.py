"""The deck editor driven headless through real pygame events, from the main menu."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import dataclasses
import json
import statistics
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pygame
import pytest

from game.games.bakugan.cards.catalog import Catalog, default_catalog
from game.games.bakugan.cards.model import CardType, Faction
from game.games.bakugan.deck_stats import chance_by_turn
from game.games.bakugan.decks import load_deck, ready_decks, resolve_deck_path
from game.games.bakugan.sim.deck_test import RunSpec
from game.games.bakugan.ui.editor.deck_files import user_decks_dir
from game.games.bakugan.ui.editor.hands_tab import HandsTab
from game.games.bakugan.ui.editor.machine_speed import MachineSpeed, learn, load_speed
from game.games.bakugan.ui.editor.scene import EditorScene
from game.games.bakugan.ui.editor.test_options import CHOICES, TestOptions, game_ms
from game.games.bakugan.words import Ability
from game.ui.app import App
from game.ui.confirm_dialog import ConfirmDialog
from game.ui.menu import MenuScene
from game.ui.name_dialog import NameDialog
from tests.ui.driver import click, key, make_app, post, top_buttons
from tests.ui.editor_driver import (
    add_card,
    centre,
    chip,
    deck_button,
    open_editor,
    pick,
    press,
    replace_text,
    search,
    tab,
)


def rules(editor: EditorScene) -> set[str]:
    return {v.rule for v in editor.state.violations()}


def test_filters_narrow_the_catalogue_and_the_wheel_scrolls_it(tmp_path: Path) -> None:
    app, editor = open_editor(tmp_path)
    everything = len(editor.catalogue.shown)
    chip(app, editor, "faction:Aquos")
    chip(app, editor, "type:Character")
    shown = editor.catalogue.shown
    assert 0 < len(shown) < everything
    assert all(Faction.AQUOS in c.factions and c.type is CardType.CHARACTER for c in shown)
    for _ in range(5):
        chip(app, editor, "bp:+")
    assert editor.catalogue.shown and all(c.bp is not None and c.bp >= 500 for c in editor.catalogue.shown)
    chip(app, editor, "clear")
    chip(app, editor, "type:Action")
    chip(app, editor, "cost:2")
    assert all(c.type is CardType.ACTION and c.cost == 2 for c in editor.catalogue.shown)
    chip(app, editor, "clear")
    search(app, editor, "goreene ultra")
    assert "aa-164" in {c.id for c in editor.catalogue.shown}
    chip(app, editor, "clear")
    assert len(editor.catalogue.shown) == everything
    over_list = editor.catalogue.list.rect.center
    post(pygame.MOUSEMOTION, pos=over_list, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
    app.frame()
    assert editor.catalogue.list.top == 6
    assert editor.state.hovered is not None  # the card under the pointer is shown zoomed


def test_adding_cards_until_the_deck_is_legal_clears_every_violation(tmp_path: Path) -> None:
    app, editor = open_editor(tmp_path)
    target = load_deck(resolve_deck_path("aquos_flow"))
    assert rules(editor) == {"1.1.2", "4.2.1"}
    for character in target.characters:
        add_card(app, editor, character)
    assert editor.state.deck.characters == target.characters
    assert rules(editor) == {"4.2.1"}  # the team and its six BakuCores are right
    for card_id, copies in target.counts().items():
        add_card(app, editor, card_id, copies)
    assert editor.state.violations() == []
    assert editor.side.tab_buttons()[0].label == "Rules: OK"
    add_card(app, editor, "bb-7")  # a fourth Ebb and a 41st card
    assert rules(editor) == {"1.2.1", "4.2.1"}
    deck_button(app, editor, "less:bb-7")
    assert editor.state.violations() == []
    add_card(app, editor, "aa-31")  # a Pyrus card in a mono-Aquos team
    assert "1.2.2" in rules(editor)
    deck_button(app, editor, "less:aa-31")
    team_slot = f"unteam:{target.characters[0]}"
    deck_button(app, editor, team_slot)
    assert rules(editor) == {"1.1.2"}  # two Characters, four BakuCores


def build_from(app: App, editor: EditorScene, name: str) -> None:
    press(app, editor, "load")
    pick(app, str(resolve_deck_path(name)))


def test_save_then_load_gives_back_the_same_deck_and_a_ready_deck_is_never_overwritten(tmp_path: Path) -> None:
    app, editor = open_editor(tmp_path)
    ready = resolve_deck_path("aquos_frost")
    shipped = ready.read_text(encoding="utf-8")
    build_from(app, editor, "aquos_frost")
    assert editor.state.deck.name == "Aquos Frost" and not editor.state.draft.dirty
    deck_button(app, editor, f"less:{editor.state.deck.cards[0]}")
    assert editor.state.draft.dirty
    press(app, editor, "save")  # a ready deck: asks for a name for the player's copy
    assert isinstance(app.stack.top, NameDialog)
    replace_text(app, "My Frost")
    key(app, pygame.K_RETURN)
    saved = user_decks_dir() / "My_Frost.yaml"
    assert ready.read_text(encoding="utf-8") == shipped
    assert saved.exists() and not editor.state.draft.dirty
    mine = load_deck(saved)
    assert mine.name == "My Frost" and len(mine.cards) == 39
    press(app, editor, "new")
    assert editor.state.deck.cards == []
    press(app, editor, "load")
    pick(app, str(saved))
    assert editor.state.note == "Loaded My Frost from My_Frost.yaml"  # the file, not the folder it sits in
    loaded = editor.state.deck
    assert (loaded.cards, loaded.characters, loaded.cores, loaded.description) == (
        mine.cards,
        mine.characters,
        mine.cores,
        mine.description,
    )
    deck_button(app, editor, f"more:{loaded.cards[0]}")
    key(app, pygame.K_s, mod=pygame.KMOD_CTRL)  # the player's own deck saves in place
    assert len(load_deck(saved).cards) == 40 and not editor.state.draft.dirty


def test_export_and_import_round_trip_and_bad_lines_are_listed(tmp_path: Path) -> None:
    app, editor = open_editor(tmp_path)
    build_from(app, editor, "pyrus_fury")
    original = load_deck(resolve_deck_path("pyrus_fury"))
    press(app, editor, "export")
    listing = user_decks_dir() / "Pyrus_Fury.txt"
    assert listing.exists()
    press(app, editor, "new")
    press(app, editor, "import")
    pick(app, str(listing))
    deck = editor.state.deck
    assert (deck.name, deck.description, deck.characters, deck.cores, deck.cards) == (
        original.name,
        original.description,
        original.characters,
        original.cores,
        original.cards,
    )
    assert editor.state.import_problems == [] and editor.state.violations() == []
    bad = user_decks_dir() / "typo.txt"
    bad.write_text(listing.read_text().replace("Cards:\n", "Cards:\n3 Not A Real Card\n"), encoding="utf-8")
    bad_line = bad.read_text().splitlines().index("3 Not A Real Card") + 1
    press(app, editor, "import")
    assert isinstance(app.stack.top, ConfirmDialog)  # the imported deck was never saved
    click(app, centre(app.stack.top.buttons(), "discard"))
    pick(app, str(bad))
    assert [p.line for p in editor.state.import_problems] == [bad_line]
    assert editor.side.current == "rules"
    assert editor.state.deck.cards == original.cards  # every good line kept


def test_leaving_with_unsaved_changes_asks_first(tmp_path: Path) -> None:
    app, editor = open_editor(tmp_path)
    add_card(app, editor, "bb-7")
    key(app, pygame.K_ESCAPE)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    click(app, centre(dialog.buttons(), "cancel"))
    assert app.stack.top is editor and editor.state.draft.dirty
    press(app, editor, "menu")
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    click(app, centre(dialog.buttons(), "save"))
    assert isinstance(app.stack.top, NameDialog)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MenuScene)
    assert (user_decks_dir() / "New_deck.yaml").exists()
    app2, editor2 = open_editor(tmp_path / "other")
    add_card(app2, editor2, "bb-7")
    key(app2, pygame.K_ESCAPE)
    dialog = app2.stack.top
    assert isinstance(dialog, ConfirmDialog)
    click(app2, centre(dialog.buttons(), "discard"))
    assert isinstance(app2.stack.top, MenuScene)
    assert not (tmp_path / "other" / "decks").exists()


def run_frames(app: App, done: Callable[[], bool], seconds: float) -> list[float]:
    """Frames at about 60 a second until done(); returns how long each frame took."""
    times = []
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        start = time.perf_counter()
        app.frame()
        times.append(time.perf_counter() - start)
        time.sleep(1 / 60)
    return times


def test_a_deck_test_runs_in_the_background_and_can_be_cancelled(tmp_path: Path) -> None:
    app, editor = open_editor(tmp_path)
    tab(app, editor, "test")
    assert not next(b for b in editor.test_tab.buttons() if b.key == "start").enabled  # an empty deck cannot play
    build_from(app, editor, "ventus_turbo")
    click(app, centre(editor.test_tab.buttons(), "start"))
    run = editor.test_tab.run
    assert run is not None and run.state == "running" and run.total == 10 * len(ready_decks())
    frames = run_frames(app, lambda: run.played >= 3, 60)
    assert run.played >= 3, run.error
    assert statistics.median(frames) < 1 / 60  # the window keeps drawing while games are played
    assert editor.side.tab_buttons()[3].label.startswith("Test ")
    click(app, centre(editor.test_tab.buttons(), "cancel"))
    assert run.state == "cancelled" and not run._process.is_alive()
    assert "cancelled" in editor.state.note
    assert not load_speed().learned  # only a finished run teaches the estimate


def choose(app: App, editor: EditorScene, field: str, value: object) -> None:
    """Click a Test tab option's arrows until it shows `value`."""
    choices = list(CHOICES[field])
    while getattr(editor.test_tab.options, field) != value:
        step = "+" if choices.index(value) > choices.index(getattr(editor.test_tab.options, field)) else "-"
        click(app, centre(editor.test_tab.buttons(), f"{field}:{step}"))


def test_a_finished_deck_test_shows_every_match_up_with_the_chosen_players_and_rolls(tmp_path: Path) -> None:
    app, editor = open_editor(tmp_path)
    build_from(app, editor, "haos_heroes")
    tab(app, editor, "test")
    assert editor.test_tab.options == TestOptions()  # heuristic on both sides, fast rolls, 10 games
    choose(app, editor, "games", 1)
    choose(app, editor, "mine", "random")
    choose(app, editor, "rolls", "probabilistic")
    assert editor.test_tab.options == TestOptions(mine="random", rolls="probabilistic", games=1)
    click(app, centre(editor.test_tab.buttons(), "start"))
    run = editor.test_tab.run
    assert run is not None and isinstance(run.spec, RunSpec)  # a Bakugan gauntlet's
    assert run.spec.agents == ("random", "heuristic") and run.spec.rolls == "probabilistic"
    assert not next(b for b in editor.test_tab.buttons() if b.key == "rolls:+").enabled  # fixed while it runs
    run_frames(app, lambda: run.state != "running", 120)
    assert run.state == "done", run.error
    assert run.table is not None and len(run.table["rows"]) == len(ready_decks())
    assert sum(int(r["n"]) for r in run.matchup_rates()) == run.table["overall_finished"]
    assert "Test finished" in editor.state.note and (run.out / "gauntlet.md").exists()
    # where it is in the player's folder, the same for every player (and in every screenshot)
    assert editor.state.note == "Test finished: report in deck_tests/Haos_Heroes/gauntlet.md in your data folder"
    report = (run.out / "gauntlet.md").read_text()
    assert "this deck `random`, opponents `heuristic`" in report and "Rolls: probabilistic roll model" in report
    games = [json.loads(line) for line in (run.out / "games.jsonl").read_text().splitlines()]
    assert len(games) == len(ready_decks())
    for game in games:  # the deck under test (side 0) sits in either seat; that seat's player is the random one
        mine = game["sides"].index(0)
        assert game["agents"][mine] == "random" and game["agents"][1 - mine] == "heuristic"
    assert editor.test_tab.tested_version == editor.state.version
    deck_button(app, editor, f"less:{editor.state.deck.cards[0]}")
    assert editor.test_tab.tested_version != editor.state.version  # the report says the deck changed since


def test_a_finished_deck_test_teaches_the_next_estimate_this_machines_speed(tmp_path: Path) -> None:
    app, editor = open_editor(tmp_path)
    build_from(app, editor, "pyrus_fury")
    tab(app, editor, "test")
    choose(app, editor, "games", 1)
    choose(app, editor, "mine", "random")
    choose(app, editor, "theirs", "random")
    as_measured = editor.test_tab.seconds()
    assert editor.test_tab.estimate().endswith("on one free core")
    click(app, centre(editor.test_tab.buttons(), "start"))
    run = editor.test_tab.run
    assert run is not None
    run_frames(app, lambda: run.state != "running", 120)
    assert run.state == "done", run.error
    assert len(run.cpu_seconds) == run.total and all(s > 0 for s in run.cpu_seconds)
    measured = run.cpu_ms_per_game()
    assert measured is not None
    learned = learn(MachineSpeed(), measured, game_ms(("random", "random"), "fast"), run.total)
    assert editor.test_tab.speed == learned == load_speed() and learned.factor != 1.0
    assert editor.test_tab.seconds() == pytest.approx(as_measured * learned.factor)
    assert editor.test_tab.estimate().endswith("on this machine (timed by your last test)")
    key(app, pygame.K_ESCAPE)  # to the menu, then a new editor: the speed was kept
    assert isinstance(app.stack.top, MenuScene)
    click(app, centre(app.stack.top.buttons(), "editor"))
    again = app.stack.top
    assert isinstance(again, EditorScene) and again is not editor
    assert again.test_tab.speed == learned
    assert again.test_tab.seconds() == pytest.approx(TestOptions().seconds(len(ready_decks())) * learned.factor)


def test_search_players_and_physics_rolls_are_offered_with_their_time_and_played(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(MenuScene(app))
    editor = EditorScene(app, opponents=[resolve_deck_path("pyrus_fury")])
    app.push(editor)
    app.frame()
    build_from(app, editor, "aquos_flow")
    tab(app, editor, "test")
    choose(app, editor, "games", 1)
    quick = editor.test_tab.options.seconds(1)
    choose(app, editor, "rolls", "physics")
    assert editor.test_tab.options.seconds(1) > quick  # physics simulates every throw
    choose(app, editor, "theirs", "search:4")
    assert "search (4 worlds)" in editor.test_tab.options.summary()
    assert editor.test_tab.options.seconds(1) > quick + 0.4  # search:4 costs about 1 s a game
    click(app, centre(editor.test_tab.buttons(), "start"))
    run = editor.test_tab.run
    assert run is not None and run.total == 1
    run_frames(app, lambda: run.state != "running", 120)
    assert run.state == "done", run.error
    report = (run.out / "gauntlet.md").read_text()
    assert "opponents `search:4`" in report and "Rolls: full pymunk physics" in report
    assert run.table is not None  # a finished run has its table of games
    assert "physics" in (run.out / f"{run.table['rows'][0]['folder']}" / "report.md").read_text()


def test_closing_the_window_with_unsaved_changes_asks_once(tmp_path: Path) -> None:
    app, editor = open_editor(tmp_path)
    add_card(app, editor, "bb-7")
    post(pygame.QUIT)
    app.frame()
    assert app.running and isinstance(app.stack.top, ConfirmDialog)
    click(app, centre(app.stack.top.buttons(), "discard"))
    assert not app.running


def test_fit_to_team_gives_an_imported_team_its_bakucores(tmp_path: Path) -> None:
    app, editor = open_editor(tmp_path)
    listing = user_decks_dir() / "two_cores.txt"
    listing.parent.mkdir(parents=True, exist_ok=True)
    team = load_deck(resolve_deck_path("aquos_flow"))
    listing.write_text("Characters:\n" + "\n".join(team.characters) + "\nCores:\ncore-40\n", encoding="utf-8")
    press(app, editor, "import")
    pick(app, str(listing))
    assert "1.2.3" in rules(editor)
    click(app, centre(editor.deck_panel.buttons(), "fit:cores"))
    assert rules(editor) == {"4.2.1"} and "core-40" in editor.state.deck.cores


def test_a_saved_deck_can_be_chosen_for_a_new_game(tmp_path: Path) -> None:
    from game.games.bakugan.ui.new_game import NewGameScene

    app, editor = open_editor(tmp_path)
    build_from(app, editor, "aquos_flow")
    press(app, editor, "save_as")
    replace_text(app, "Flow Mine")
    key(app, pygame.K_RETURN)
    names = [c.name for c in NewGameScene(app).choices]
    assert names.count("Aquos Flow") == 1 and names[-1] == "Flow Mine"


def test_panels_are_drawn_again_only_when_what_they_show_changes(tmp_path: Path) -> None:
    app, editor = open_editor(tmp_path)
    lay = editor.place()
    post(pygame.MOUSEMOTION, pos=(lay.status.centerx, lay.status.y - 4), rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    at_rest = {part: cache.redraws for part, cache in editor.caches.items()}
    for _ in range(10):
        app.frame()
    assert {part: cache.redraws for part, cache in editor.caches.items()} == at_rest
    add_card(app, editor, "bb-7")
    tab(app, editor, "charts")
    post(pygame.MOUSEMOTION, pos=(lay.status.centerx, lay.status.y - 4), rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    changed = {part for part, cache in editor.caches.items() if cache.redraws > at_rest[part]}
    assert changed == {"header", "catalogue", "deck", "side"}
    app.frame()  # every panel from its kept picture
    cached = app.screen.copy()
    for cache in editor.caches.values():
        cache.forget()
    app.draw()
    assert pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(app.screen, "RGB")  # nothing shown stale


def test_hand_odds_count_a_characters_extra_draw_only_from_the_turn_chosen(tmp_path: Path) -> None:
    plain = make_app(tmp_path / "plain")
    pool = default_catalog()
    drawing = dataclasses.replace(pool.cards["bb-292"], abilities=(Ability.parse({"static": {"extra_draw": 1}}),))
    catalog = Catalog(cards={**pool.cards, "bb-292": drawing}, cores=pool.cores, sets=pool.sets)
    for app, source in ((plain, False), (make_app(tmp_path / "drawing", catalog), True)):
        app.push(MenuScene(app))
        app.frame()
        click(app, centre(top_buttons(app), "editor"))
        editor = app.stack.top
        assert isinstance(editor, EditorScene)
        build_from(app, editor, "aquos_flow")  # Pegatrix (bb-292) is on its team
        tab(app, editor, "hands")
        hands = editor.side.tabs["hands"]
        assert isinstance(hands, HandsTab)
        while hands.targets()[hands.target][0] != "Counter Outsiders":
            click(app, centre(hands.buttons(), "next"))
        # three copies in forty; certain draws: 8 cards by turn 3, miss all three (32*31*30)/(40*39*38)
        certain = 1 - Fraction(124, 247)
        assert hands.odds_rows()[3] == (3, 8, float(certain), float(certain))
        assert any(b.key == "extra:+" for b in hands.buttons()) is source
    assert isinstance(hands, HandsTab)  # the drawing catalogue's tab, from the loop's last round
    click(app, centre(hands.buttons(), "extra:+"))
    scenario = hands.scenario()
    assert scenario is not None and scenario.source.card.name == "Pegatrix" and scenario.from_turn == 2
    # face up from turn 2's Draw step: 5 + 3 + 2 = 10 cards by turn 3; miss (30*29*28)/(40*39*38) = 203/494
    assert hands.odds_rows()[3] == (3, 10, float(certain), float(Fraction(291, 494)))
    assert hands.odds_rows()[1][1:] == (6, float(chance_by_turn(40, 3, 1)), float(chance_by_turn(40, 3, 1)))
    assert "face up" in hands.footnote(scenario) and "Not counted" in hands.footnote(scenario)
    click(app, centre(hands.buttons(), "extra:-"))
    assert hands.scenario() is None and "No extra draw is certain" in hands.footnote(None)
