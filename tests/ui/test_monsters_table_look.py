"""The Battle Monsters table as a player meets it, through real pygame events at 1024x600,
1280x720 and 1920x1080: nothing cut or overlapping, the card the pointer rests on zoomed with its
whole text, a hot-seat game to its end with the hand-over taken from the keyboard and the
hidden-information watcher reading every word and card face drawn (an opponent's face-down
monster or set spell or trap, hovered, shows its back and its position only), and the moments
seen and heard: the coin flip, a summon, a stance change, a reveal, an attack and its result, a
trap sprung and a direct hit. Set BAKUGAN_SCREENSHOT_DIR to keep the screenshots."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.games.battle_monsters.actions import Attack, Reveal, Summon, Switch
from game.games.battle_monsters.cards import default_pool
from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.scenario import build_position
from game.games.battle_monsters.ui.places import card_rects
from game.games.battle_monsters.ui.table import MonstersTableScene, open_monsters_table
from game.ui.app import App
from game.ui.gameover import GameOverScene
from game.ui.handover import HandOverScene
from tests.ui.card_secrets import watching_cards
from tests.ui.driver import key, post
from tests.ui.overlaps import screen_problems
from tests.ui.test_monsters_sizes import busy_table
from tests.ui.test_monsters_table import act_on_screen, human_move
from tests.ui.test_screenshots import shots
from tests.ui.test_shell_tables import monsters_sight
from tests.ui.window_shots import SIZES, make_app

__all__ = ["shots"]

DECKS = [load_deck(p) for p in ready_decks()]


def sized(tmp_path: Path, size: tuple[int, int]) -> App:
    app = make_app(size, tmp_path / "data")
    app.settings.handover = True  # two people at one screen: the shell's hand-over between them
    return app


def rest_on(app: App, pos: tuple[int, int], frames: int = 12) -> None:
    """The pointer moved to `pos` and left there a moment (long enough for the zoom)."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(frames):
        app.frame()


def shot(app: App, folder: Path, name: str) -> None:
    app.draw()
    w, h = app.size
    pygame.image.save(app.screen, str(folder / f"{name}_{w}x{h}.png"))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_cut_or_overlapping_and_the_zoom_shows_the_whole_text(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch, shots: Path
) -> None:
    app = sized(tmp_path, size)
    scene = busy_table(app)
    selected = scene.selected
    app.frame()
    assert isinstance(app.stack.top, HandOverScene)
    key(app, pygame.K_RETURN)
    scene.selected = selected  # a card of the hand chosen: its buttons show
    rest_on(app, (1, 1))  # nowhere: no zoom over the table
    rects = card_rects(scene)
    cards = {f"card {iid}": rect for iid, rect in rects.items()}
    problems = screen_problems(app, monkeypatch, cards, scene.buttons())
    assert not problems, "\n".join(problems[:10])
    lay = scene.layout()
    assert lay.card[1] >= 0.26 * size[1], "cards do not grow with the window"
    assert lay.hand.bottom >= size[1] - 0.06 * size[1], "empty room under the hand"
    seen = [i for i in rects if scene.game.where(i) == "field" and scene.may_see(i)]
    hovered = max(seen, key=lambda i: len(scene.game.card(i).text()))  # the longest text on the table
    card = scene.game.card(hovered)
    assert card.text()
    with watching_cards(app, monkeypatch, monsters_sight) as watcher:
        rest_on(app, rects[hovered].center)
        said = " ".join(watcher.drawn)
    assert scene.zoomed() == (hovered, rects[hovered])
    for sentence in card.text().split(". "):
        assert sentence.rstrip(".") in said, f"the zoom leaves out {sentence!r}"
    assert card.name in said
    shot(app, shots, "monsters_zoom")


def face_down_of(scene: MonstersTableScene, seat: int) -> list[int]:
    s = scene.game.state
    return [i for i in s.field_of(seat) if not s.visible(i)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hot_seat_game_to_its_end_shows_no_hidden_card(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch, shots: Path
) -> None:
    app = sized(tmp_path, size)
    scene = open_monsters_table(app, DECKS[:2], ["Ann", "Bo"], [False, False], seed=4)
    hovered_down = 0
    with watching_cards(app, monkeypatch, monsters_sight) as watcher:
        for _ in range(6000):
            if scene.game.over:
                break
            top = app.stack.top
            if isinstance(top, HandOverScene):
                if watcher.handovers == 3:
                    shot(app, shots, "monsters_handover")
                key(app, pygame.K_RETURN)  # the next player takes the screen from the keyboard
                assert app.stack.top is not top
                theirs = face_down_of(scene, 1 - scene.viewer)
                if theirs:  # the pointer rests on an opponent's face-down card: its back, no more
                    rest_on(app, card_rects(scene)[theirs[0]].center)
                    assert scene.zoomed() is not None
                    hovered_down += 1
            elif scene.human_to_act() is not None:
                human_move(app, scene)
            else:
                app.frame()
    assert scene.game.over, "the game did not reach its end"
    assert watcher.handovers > 4 and hovered_down > 0, (watcher.handovers, hovered_down)
    assert not watcher.leaks, "\n".join(watcher.leaks[:10])
    app.frame()
    assert isinstance(app.stack.top, GameOverScene)
    shot(app, shots, "monsters_game_over")


MOMENTS_DOC: dict[str, Any] = {
    "game": "battle-monsters",
    "name": "every moment",
    "active": 0,
    "players": [
        {
            "name": "Ann",
            "supply": ["bm-001", "bm-001", "bm-001"],
            "hand": ["bm-011"],
            "field": [
                {"card": "bm-008", "stance": "attack-visible"},
                {"card": "bm-003", "stance": "attack-visible"},
                {"card": "bm-001", "stance": "attack-visible"},
                {"card": "bm-009", "stance": "defence-visible"},
                {"card": "bm-105", "stance": "attack-invisible"},
            ],
        },
        {
            "name": "Bo",
            "supply": ["bm-001", "bm-001", "bm-001"],
            "field": [
                {"card": "bm-010", "stance": "attack-visible"},
                {"card": "bm-202", "stance": "defence-invisible"},
            ],
        },
    ],
}


def test_each_moment_is_seen_and_heard(tmp_path: Path, shots: Path) -> None:
    app = sized(tmp_path, (1280, 720))
    game = build_position(MOMENTS_DOC, default_pool())
    scene = MonstersTableScene(app, DECKS[:2], ["Ann", "Bo"], [False, True], seed=1, position=game)
    app.push(scene)
    app.frame()
    s = game.state

    def mine(card: str) -> int:
        return next(i for i in [*s.field_of(0), *s.zone("hand", 0)] if s.cards[i] == card)

    def do(action: Any, kind: str, sound: str) -> None:
        assert action in game.legal_actions(), action
        act_on_screen(app, scene, action)
        assert scene.moments.motion.started.get(kind), (kind, scene.moments.motion.started)
        assert sound in app.sound.played, (sound, app.sound.played)

    serpent = next(i for i in s.field_of(1) if s.cards[i] == "bm-010")
    do(Attack(mine("bm-008"), serpent), "attack", "attack")
    assert game.where(serpent) == "graveyard" and scene.moments.motion.started.get("ko") and "ko" in app.sound.played
    do(Attack(mine("bm-003"), None), "trap", "trap")  # Bo's set trap springs and stops it
    assert s.lives == [5, 5]
    do(Attack(mine("bm-001"), None), "direct_hit", "direct_hit")
    assert s.lives == [5, 4]
    do(Switch(mine("bm-009")), "stance", "stance")
    do(Reveal(mine("bm-105")), "reveal", "stance")
    do(Summon(mine("bm-011"), "attack-visible"), "summon", "summon")
    for _ in range(4):
        app.frame()
    assert scene.moments.motion.busy()
    shot(app, shots, "monsters_summon_motion")
    app.settings.anim_speed = 0.0  # animations off: the moment is heard, nothing moves
    started = dict(scene.moments.motion.started)
    do(Switch(mine("bm-011")), "stance", "stance")
    assert scene.moments.motion.started == started


def test_the_coin_flip_is_seen_and_heard(tmp_path: Path) -> None:
    app = sized(tmp_path, (1280, 720))
    scene = open_monsters_table(app, DECKS[:2], ["Ann"], [False, True], seed=3)
    for _ in range(120):  # the table shows itself a moment before the coin is flipped
        app.frame()
        if scene.moments.motion.started.get("coin"):
            break
    assert scene.moments.motion.started.get("coin") == 1
    assert "coin_flip" in app.sound.played
