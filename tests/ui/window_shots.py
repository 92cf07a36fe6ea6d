"""Every main screen built at a window size, for the window-size tests and the screenshots.

Busy tables come from ready decks played by seeded random players until the batch holds cards
and Bakugan are open, so they look like a game in progress (and like benchmarks/bench_ui.py's).
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.rules.actions import CHANCE
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.sim.roll_profile import RollProfile
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App

SIZES = ((1024, 600), (1280, 720), (1920, 1080))
NAMES = ("Ann", "Bob", "Cy", "Di")


def make_app(size: tuple[int, int], save_dir: Path) -> App:
    os.environ["BAKUGAN_SAVE_DIR"] = str(save_dir)
    app = App(size)
    app.fixed_dt = 1 / 60
    app.settings.computer_delay = 0.0
    app.settings.handover = False
    app.settings.auto_pass = False
    return app


def busy_session(app: App, seats: int, want_batch: int = 2, first_seed: int = 0) -> GameSession:
    """A game played by random agents until the batch holds `want_batch` cards at turn 3 or later
    with two or more Bakugan open, the player to act holding three cards or more."""
    decks = [load_deck(p) for p in ready_decks()]
    for seed in range(first_seed, first_seed + 200):
        setup = GameSetup(
            seats=tuple(Seat(NAMES[i], decks[(seed + i) % len(decks)]) for i in range(seats)),
            seed=seed,
        )
        session = GameSession.new(
            setup, table_catalog(app), [False] * seats, roll_model=ProbabilisticRollModel(), autosave=False
        )
        agents = [RandomAgent(seed * 4 + i) for i in range(seats)]
        while not session.over and len(session.actions) < 3000:
            s = session.game.state
            opened = sum(1 for b in s.bakugan if b.open)
            seat = session.to_act()
            holding = seat is not None and 0 <= seat < seats and len(s.players[seat].hand) >= 3
            if len(s.batch) >= want_batch and s.turn >= 3 and opened >= 2 and holding:
                return session
            if seat == CHANCE:
                session.roll()
            elif seat is not None:
                session.apply(agents[seat].choose(PlayerView(session.game, seat), session.legal()))
    raise RuntimeError("no busy position found")


def table(app: App, seats: int) -> TableScene:
    session = busy_session(app, seats)
    scene = TableScene(app, session)
    seat = session.to_act()
    scene.viewer = scene.handed_to = seat if seat is not None and 0 <= seat < seats else 0
    app.push(scene)
    settle(app)
    return scene


def settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.frame()


def move(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame()


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, unicode="", mod=0, scancode=0))
    app.frame()


def menu(app: App) -> None:
    from game.ui.menu import MenuScene

    app.push(MenuScene(app))
    settle(app)


def new_game_four(app: App) -> None:
    from game.games.bakugan.ui.new_game import NewGameScene

    scene = NewGameScene(app)
    app.push(scene)
    settle(app)
    four = next(b for b in scene.buttons() if b.key == "count:4")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=four.rect.center, button=1))
    settle(app)


PROFILE = RollProfile(
    name="Mia",
    throws=40,
    aim_sd_deg=4.0,
    speed_sd_rel=0.1,
    magnet_sd_deg=20.0,
    lateral_sd_cm=1.5,
    like_skill=0.6,
    styles={"rolled": 0.75, "slid": 0.25},
    open_rate=0.55,
    attach_rate=0.7,
)
PROFILE_NAMES = ("Mia", "Grandpa Joe")


def click_button(app: App, scene: Any, key_: str) -> None:
    """A left click on the scene's button `key_`, posted as the mouse would."""
    pos = next(b for b in scene.buttons() if b.key == key_).rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.frame()


def new_game_profiles(app: App) -> None:
    """Four seats, two rolling profiles saved: Bob throws like Grandpa Joe, Cy (hard) like Mia, Di his own way."""
    from game.games.bakugan.sim.roll_profile import save_profile
    from game.games.bakugan.ui.new_game import NewGameScene

    for name in PROFILE_NAMES:
        save_profile(replace(PROFILE, name=name))
    scene = NewGameScene(app)
    app.push(scene)
    settle(app)
    for key_ in ("count:4", "throws:1", "kind:2", "throws:2", "throws:2"):
        click_button(app, scene, key_)
    move(app, (0, 0))


def table_two(app: App) -> None:
    scene = table(app, 2)
    move(app, scene.layout.prompt.midleft)  # nothing hovered: the table as it stands


def table_four(app: App) -> None:
    scene = table(app, 4)
    cell = next(iter(scene.game.state.field.values()))
    move(app, scene.layout.cells[cell])  # a BakuCore hovered: its tooltip


def table_four_profiles(app: App) -> None:
    """A four-player table where three computer seats throw like saved profiles: the seat to act
    like Grandpa Joe (and held from moving), the next (hard) and the one after like Mia; the
    viewer is the fourth, a human."""
    from game.games.bakugan.sim.roll_profile import save_profile

    for name in PROFILE_NAMES:
        save_profile(replace(PROFILE, name=name))
    busy = busy_session(app, 4)
    acting = busy.to_act()
    assert acting is not None and acting >= 0
    order = [(acting + k) % 4 for k in range(4)]
    throws, players = ["", "", "", ""], ["heuristic"] * 4
    throws[order[0]], throws[order[1]], throws[order[2]] = "Grandpa Joe", "Mia", "Mia"
    players[order[1]] = "hard"
    session = GameSession(
        busy.game,
        [seat != order[3] for seat in range(4)],
        setup=busy.setup,
        autosave=False,
        players=players,
        throws=throws,
    )
    app.settings.computer_delay = 1e9  # the acting computer waits: its name line says what it is doing
    scene = TableScene(app, session)
    scene.viewer = scene.handed_to = order[3]
    app.push(scene)
    move(app, scene.layout.prompt.midleft)


def motion(app: App) -> None:
    """The two-player table a moment after a card was played and damage began flipping cards, with
    the Victor ringed (the effects started as the game would start them)."""
    from game.games.bakugan.ui.anim_fx import FLIP_GAP_S, FLIP_S, FLY_S, Flight, card_shaped

    scene = table(app, 2)
    fx, lay, game = scene.fx, scene.layout, scene.game
    iid, rect = next(iter(lay.hand.items()))
    entry = list(lay.batch_entries.values())[-1]
    fx.flights.append(Flight(game.card(iid).id, rect.copy(), card_shaped(entry, rect), fx.clock, FLY_S * 2))
    other = 1 - scene.viewer
    for k, card in enumerate(game.state.players[other].discard[-3:]):
        begin = fx.clock + k * FLIP_GAP_S
        fx.flights.append(
            Flight(
                game.card(card).id, lay.deck[other].copy(), lay.discard[other].copy(), begin, FLIP_S * 3, True, other
            )
        )
    if lay.tokens:
        fx.victor, fx.victor_since = (scene.viewer, next(iter(lay.tokens))), fx.clock
    fx.turned[scene.viewer] = (fx.clock, len(game.state.players[scene.viewer].charged) + 1, 0)
    move(app, scene.layout.prompt.midleft)
    settle(app, 12)


def card_zoom(app: App) -> None:
    scene = table(app, 2)
    hand = list(scene.layout.hand.values())
    move(app, hand[len(hand) // 2].center)


def help_overlay(app: App) -> None:
    table(app, 2)
    key(app, pygame.K_F1)


def editor(app: App) -> None:
    from game.games.bakugan.ui.editor.scene import EditorScene

    app.push(EditorScene(app))
    settle(app)


def practice(app: App) -> None:
    from game.games.bakugan.ui.screens import open_practice
    from game.ui.menu import MenuScene

    scene = MenuScene(app)
    app.push(scene)
    open_practice(scene)
    settle(app)


def _rolling(app: App, stop_at: float) -> None:
    """A four-player game (Ann at the table, three computers) on the physics table, played through
    the screen until the roll animation reaches `stop_at` of its length."""
    from tests.ui.driver import HumanAtTable

    decks = [load_deck(p) for p in ready_decks()]
    setup = GameSetup(seats=tuple(Seat(NAMES[i], decks[(2 * i + 1) % len(decks)]) for i in range(4)), seed=21)
    session = GameSession.new(setup, table_catalog(app), [False, True, True, True], autosave=False)
    scene = TableScene(app, session)
    app.push(scene)
    human = HumanAtTable(app, seed=4)
    for _ in range(8000):
        anim = scene.anim
        if anim is not None and anim.t >= anim.travel * stop_at and session.game.state.turn >= 2:
            return
        if anim is not None and app.stack.top is scene and session.game.state.turn >= 2:
            app.frame()
        else:
            human.step()
    raise RuntimeError("no roll reached")


def roll_in_flight(app: App) -> None:
    _rolling(app, 0.55)


def roll_at_rest(app: App) -> None:
    _rolling(app, 1.05)


def handover(app: App) -> None:
    from game.ui.handover import HandOverScene

    scene = table(app, 2)
    app.push(HandOverScene(app, scene, 1 - scene.viewer))
    settle(app)


def game_over(app: App) -> None:
    from game.ui.gameover import GameOverScene

    scene = table(app, 4)
    app.push(GameOverScene(app, scene))
    settle(app)


def save_dialog(app: App) -> None:
    from game.ui.save_dialog import SaveDialog

    scene = table(app, 2)
    dialog = SaveDialog(app, scene, replay=False)
    dialog.note = "Could not save: the folder is read-only"
    app.push(dialog)
    settle(app)


def pick_dialog(app: App) -> None:
    from game.ui.pick_dialog import PickDialog, PickItem

    table(app, 2)
    items = [PickItem(f"deck{i}", f"Deck number {i} with a long name", f"{40 + i} cards") for i in range(14)]
    app.push(PickDialog(app, "Load a deck", items, lambda item: None))
    settle(app)


def confirm_dialog(app: App) -> None:
    from game.ui.confirm_dialog import ConfirmDialog

    table(app, 2)
    message = "Forfeit this game? Your opponents win and the game is saved as ended."
    app.push(ConfirmDialog(app, "Forfeit?", message, [("yes", "Forfeit"), ("no", "Keep playing")], lambda key: None))
    settle(app)


def name_dialog(app: App) -> None:
    from game.ui.name_dialog import NameDialog

    table(app, 2)
    app.push(NameDialog(app, "Save the deck as", "My Pyrus deck", lambda name: None, hint="Letters, digits and spaces"))
    settle(app)


def stops(app: App) -> None:
    from game.ui.stops_scene import StopsScene

    scene = StopsScene(app)
    app.settings.player_stops["Ann"] = ["damage"]
    scene.whose = "Ann"
    app.push(scene)
    settle(app)


def guided(app: App) -> None:
    """Learn to play, a few steps in: the guide asks for the first card to be played."""
    from game.games.bakugan.ui.guide.table import GuidedTable
    from tests.ui.guide_follower import follow

    scene = GuidedTable(app)
    app.push(scene)
    for _ in range(3000):
        if scene.step is not None and scene.step.kind == "play":
            settle(app)
            return
        follow(app, scene)
    raise RuntimeError("the guided game never asked for a card")


def pause(app: App) -> None:
    from game.ui.pause import PauseScene

    scene = table(app, 2)
    app.push(PauseScene(app, scene))
    settle(app)


def _analysis(app: App) -> object:
    """The analysis of a whole game between two ready decks played by the heuristic player."""
    from game.games.bakugan.players.heuristic import HeuristicAgent
    from game.games.bakugan.sim.replay_file import save_replay
    from game.games.bakugan.sim.runner import play_game
    from game.games.bakugan.ui.analysis.scene import AnalysisScene, open_analysis
    from game.ui import saves

    decks = [load_deck(p) for p in ready_decks()]
    setup = GameSetup(seats=(Seat("Ann", decks[0]), Seat("Bob", decks[1])), seed=4)
    agents = [HeuristicAgent(seed=1, catalog=table_catalog(app)), HeuristicAgent(seed=2, catalog=table_catalog(app))]
    _game, record = play_game(setup, table_catalog(app), agents, ProbabilisticRollModel())
    path = saves.replays_dir() / "analysed.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    save_replay(path, setup, record.actions, record.final_hash, record.winner)
    assert open_analysis(app, path) == ""
    scene = app.stack.top
    assert isinstance(scene, AnalysisScene)
    settle(app)
    return scene


def analysis(app: App) -> None:
    _analysis(app)


def analysis_save(app: App) -> None:
    from game.games.bakugan.ui.analysis.dialogs import AnalysisSaveDialog
    from game.games.bakugan.ui.analysis.scene import AnalysisScene

    scene = _analysis(app)
    assert isinstance(scene, AnalysisScene)
    app.push(AnalysisSaveDialog(app, scene))
    settle(app)


def puzzle_brief(app: App) -> None:
    from game.games.bakugan.puzzle import shipped_puzzles
    from game.games.bakugan.ui.puzzles.brief import open_puzzle_table
    from game.games.bakugan.ui.puzzles.mode import puzzle_session

    session, puzzle = puzzle_session(next(p for p in shipped_puzzles() if "survive" in p.name), table_catalog(app))
    open_puzzle_table(app, session, puzzle)
    settle(app)


DIALOGS = (
    *("handover", "game_over", "save_dialog", "pick_dialog", "confirm_dialog", "name_dialog"),
    *("pause", "analysis_save", "puzzle_brief"),
)

SCREENS: dict[str, Callable[[App], None]] = {
    "menu": menu,
    "new_game_4p": new_game_four,
    "new_game_profiles": new_game_profiles,
    "table_2p": table_two,
    "table_4p": table_four,
    "table_4p_profiles": table_four_profiles,
    "card_zoom": card_zoom,
    "motion": motion,
    "roll_in_flight": roll_in_flight,
    "roll_at_rest": roll_at_rest,
    "help": help_overlay,
    "editor": editor,
    "practice": practice,
    "stops": stops,
    "guided": guided,
    "pause": pause,
    "analysis": analysis,
    "analysis_save": analysis_save,
    "puzzle_brief": puzzle_brief,
    "handover": handover,
    "game_over": game_over,
    "save_dialog": save_dialog,
    "pick_dialog": pick_dialog,
    "confirm_dialog": confirm_dialog,
    "name_dialog": name_dialog,
}
