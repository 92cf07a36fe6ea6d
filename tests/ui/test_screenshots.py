"""Screens rendered headless and saved as PNG (set BAKUGAN_SCREENSHOT_DIR to keep them).

The menu, a mid-game table, the batch holding two cards, a target being chosen, a Flip card
offer, a throw being dragged, the hand-over screen and the game-over screen.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.rules.actions import PlayCard
from game.games.bakugan.rules.frames import PriorityFrame, decision_of
from game.games.bakugan.ui.layout import Hit
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App
from game.ui.gameover import GameOverScene
from game.ui.handover import HandOverScene
from game.ui.menu import MenuScene
from tests.helpers import fixture_catalog, fixture_deck
from tests.ui.driver import HumanAtTable, click, make_app, play_until, post, spot
from tests.ui.positions import brawl_spec, flip_spec, scenario_session


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    out = Path(os.environ.get("BAKUGAN_SCREENSHOT_DIR", tmp_path / "shots"))
    out.mkdir(parents=True, exist_ok=True)
    return out


def save(app: App, folder: Path, name: str) -> Path:
    app.draw()
    path = folder / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    colours = {app.screen.get_at((x, y))[:3] for x in range(0, 1280, 37) for y in range(0, 720, 23)}
    assert len(colours) > 8, f"{name} looks blank"
    return path


def table_app(tmp_path: Path, session: GameSession) -> tuple[App, TableScene]:
    app = make_app(tmp_path / "data", fixture_catalog())
    app.settings.handover = False
    app.settings.auto_pass = False
    table = TableScene(app, session)
    table.handed_to = table.viewer
    app.push(table)
    app.frame()
    return app, table


def test_menu(tmp_path: Path, shots: Path) -> None:
    app = make_app(tmp_path / "data", fixture_catalog())
    app.push(MenuScene(app))
    app.frame()
    save(app, shots, "01_menu")


def test_mid_game_table(tmp_path: Path, shots: Path) -> None:
    from game.games.bakugan.rules.setup import GameSetup, Seat

    setup = GameSetup(seats=(Seat("Ann", fixture_deck("test_pyrus")), Seat("Bob", fixture_deck("test_aquos"))), seed=3)
    session = GameSession.new(setup, fixture_catalog(), [False, True], roll_model=ProbabilisticRollModel())
    app, table = table_app(tmp_path, session)
    human = HumanAtTable(app, seed=2)

    def busy() -> bool:
        s = table.game.state
        top = table.game.pending()
        return (
            s.turn >= 3
            and table.my_move()
            and top is not None
            and isinstance(top, PriorityFrame)
            and any(b.open for b in s.bakugan)
            and len(s.players[0].hand) >= 3
        )

    play_until(app, human, busy)
    hand = list(table.layout.hand)
    post(pygame.MOUSEMOTION, pos=spot(table, Hit("hand", hand[0])), rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    save(app, shots, "02_mid_game_table")


def test_batch_with_two_cards_and_a_target_choice(tmp_path: Path, shots: Path) -> None:
    session = scenario_session(brawl_spec())
    app, table = table_app(tmp_path, session)
    game = table.game
    ann_power_up = next(i for i in game.state.players[0].hand if game.card(i).name == "Power Up")
    click(app, spot(table, Hit("hand", ann_power_up)))  # several Bakugan can be chosen: a target question
    assert table.choice is not None and table.choice.question == "target"
    post(pygame.MOUSEMOTION, pos=spot(table, Hit("bakugan", 0)), rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    save(app, shots, "04_choose_target")
    click(app, spot(table, Hit("bakugan", 0)))
    assert len(game.state.batch) == 1
    app.frame()  # Ann keeps priority (1.14.4); she passes with the space bar
    post(pygame.KEYDOWN, key=pygame.K_SPACE, unicode=" ", mod=0, scancode=0)
    post(pygame.KEYUP, key=pygame.K_SPACE, unicode=" ", mod=0, scancode=0)
    app.frame()
    app.frame()
    assert table.viewer == 1, "open hands: the table now shows Bob"
    weaken = next(i for i in game.state.players[1].hand if game.card(i).name == "Weaken")
    click(app, spot(table, Hit("hand", weaken)))
    if table.choice is not None:
        click(app, spot(table, Hit("bakugan", 0)))
    assert len(game.state.batch) == 2
    post(pygame.MOUSEMOTION, pos=table.layout.field.center, rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    save(app, shots, "03_batch_two_cards")


def test_flip_card_offer_played_by_click(tmp_path: Path, shots: Path) -> None:
    session = scenario_session(flip_spec())
    app, table = table_app(tmp_path, session)
    assert table.viewer == 1 and decision_of(table.game.pending()) == "flip"
    save(app, shots, "05_flip_card")
    play = next(b for b in table.buttons if b.key == "flip_play")
    click(app, play.rect.center)
    assert any(isinstance(a, PlayCard) for a in session.actions)
    assert any("plays Stopper" in e.text for e in table.game.state.log)


def test_throw_by_drag(tmp_path: Path, shots: Path) -> None:
    spec = brawl_spec(step="roll", selected={0: 1, 1: 1})
    spec["players"][0]["bakugan"] = {0: {"open": True, "cores": ["core-4"]}}
    spec["players"][1]["bakugan"] = {0: {"open": True, "cores": ["core-12"]}}
    session = scenario_session(spec)
    app, table = table_app(tmp_path, session)
    assert table.throwing()
    proj = table.projection
    start = proj.to_px(proj.geom.seats[0].to_table(-4.0, 2.0))
    end = (start[0] - 12, start[1] + 130)  # pulled back toward Ann's edge: thrown at the field
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    app.frame()
    save(app, shots, "06_throw_drag")
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.frame()
    throw = session.game.state.this_turn.throws.get(0)
    assert throw is not None and throw.speed_mps > 1.0 and abs(throw.angle_deg) < 20


def test_handover_and_game_over(tmp_path: Path, shots: Path) -> None:
    from game.games.bakugan.rules.setup import GameSetup, Seat

    setup = GameSetup(seats=(Seat("Ann", fixture_deck("test_pyrus")), Seat("Bob", fixture_deck("test_aquos"))), seed=3)
    session = GameSession.new(setup, fixture_catalog(), [False, False], roll_model=ProbabilisticRollModel())
    app = make_app(tmp_path / "data", fixture_catalog())
    table = TableScene(app, session)
    app.push(table)
    human = HumanAtTable(app, seed=1)
    play_until(app, human, lambda: isinstance(app.stack.top, HandOverScene) and table.game.state.turn >= 2)
    save(app, shots, "07_handover")
    play_until(app, human, lambda: isinstance(app.stack.top, GameOverScene))
    save(app, shots, "08_game_over")


def test_four_players_and_a_roll_in_flight(tmp_path: Path, shots: Path) -> None:
    from game.games.bakugan.rules.setup import GameSetup, Seat

    decks = [fixture_deck("test_pyrus"), fixture_deck("test_aquos")]
    names = ("Ann", "Bob", "Cy", "Di")
    setup = GameSetup(seats=tuple(Seat(n, decks[i % 2]) for i, n in enumerate(names)), seed=5)
    session = GameSession.new(setup, fixture_catalog(), [False, True, True, True])  # the best roll model there is
    app, table = table_app(tmp_path, session)
    human = HumanAtTable(app, seed=4)

    def in_flight() -> bool:
        return table.anim is not None and table.anim.t > table.anim.travel * 0.6

    for _ in range(6000):  # play, but let the first roll animation run instead of skipping it
        if in_flight():
            break
        if table.anim is not None and app.stack.top is table:
            app.frame()
        else:
            human.step()
    assert in_flight()
    save(app, shots, "10_roll_in_flight")

    def busy() -> bool:
        s = table.game.state
        top = table.game.pending()
        return (
            s.turn >= 3
            and table.my_move()
            and top is not None
            and isinstance(top, PriorityFrame)
            and sum(b.open for b in s.bakugan) >= 2
        )

    play_until(app, human, busy)
    post(pygame.MOUSEMOTION, pos=table.layout.field.move(0, 0).midleft, rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    save(app, shots, "09_four_players")


def test_placing_a_bakucore_with_a_preview(tmp_path: Path, shots: Path) -> None:
    from game.games.bakugan.rules.setup import GameSetup, Seat

    setup = GameSetup(seats=(Seat("Ann", fixture_deck("test_pyrus")), Seat("Bob", fixture_deck("test_aquos"))), seed=9)
    session = GameSession.new(setup, fixture_catalog(), [False, True], roll_model=ProbabilisticRollModel())
    app, table = table_app(tmp_path, session)
    human = HumanAtTable(app, seed=5)
    play_until(app, human, lambda: table.my_move() and len(table.game.state.field) >= 5)
    cell = sorted(h.ref for h in table.highlights() if h.kind == "cell")[0]
    post(pygame.MOUSEMOTION, pos=table.layout.cells[cell], rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    save(app, shots, "11_place_bakucore")


def test_analysis_timeline(tmp_path: Path, shots: Path) -> None:
    """A ready-deck game under review: the timeline, every hand shown, a hidden card zoomed."""
    import pygame as pg

    from game.games.bakugan.cards.catalog import default_catalog
    from game.games.bakugan.decks import load_deck, resolve_deck_path
    from game.games.bakugan.players.heuristic import HeuristicAgent
    from game.games.bakugan.rules.setup import GameSetup, Seat
    from game.games.bakugan.sim.replay_file import save_replay
    from game.games.bakugan.sim.runner import play_game
    from game.games.bakugan.ui.analysis.scene import AnalysisScene, open_analysis

    catalog = default_catalog()
    decks = [load_deck(resolve_deck_path(name)) for name in ("aquos_frost", "pyrus_fury")]
    setup = GameSetup(seats=(Seat("Ann", decks[0]), Seat("Bob", decks[1])), seed=5)
    agents = [HeuristicAgent(seed=1, catalog=catalog), HeuristicAgent(seed=2, catalog=catalog)]
    _, record = play_game(setup, catalog, agents, ProbabilisticRollModel())
    path = tmp_path / "final_of_the_day.json"
    save_replay(path, setup, record.actions, record.final_hash, record.winner)
    app = make_app(tmp_path / "data", catalog)
    app.push(MenuScene(app))
    assert open_analysis(app, path) == ""
    scene = app.stack.top
    assert isinstance(scene, AnalysisScene)
    post(pg.KEYDOWN, key=pg.K_HOME, unicode="", mod=0, scancode=0)
    app.frame()
    for _ in range(len(record.actions) * 2 // 5):
        post(pg.KEYDOWN, key=pg.K_RIGHT, unicode="", mod=0, scancode=0)
    app.frame()
    chip = next(iter(scene.chips.values()))
    post(pg.MOUSEMOTION, pos=chip.center, rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    assert scene.hovered_card() is not None
    save(app, shots, "23_analysis_timeline")
