"""The Fusion World table at 1024x600, 1280x720 and 1920x1080 through real pygame events: no
button, card or line of text over another or out of the window (tests/ui/overlaps.py), "Keep this
hand" off the hand, a hovered card zoomed with its whole text, the moments of a game seen and
heard, a whole hot-seat game with nothing hidden shown (tests/ui/card_secrets.py), and the
screenshots: mid-game with a card zoomed, the hand-over and the game-over, at each size."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.games.fusion_world.actions import Attack, Awaken, Block, Charge, Combo, PlayCard, Redraw
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.match import load_decks
from game.games.fusion_world.scenario import build_position
from game.games.fusion_world.ui import card_look
from game.games.fusion_world.ui.draw import places
from game.games.fusion_world.ui.table import FusionTableScene, open_fusion_table
from game.ui import card_zoom, sound, text
from game.ui.app import App
from game.ui.gameover import GameOverScene
from game.ui.handover import HandOverScene
from game.ui.table_shell import TableShell
from tests.ui.card_secrets import watching_cards
from tests.ui.driver import click, key
from tests.ui.editor_driver import centre
from tests.ui.overlaps import screen_problems
from tests.ui.test_fusion_table import button_for
from tests.ui.test_screenshots import shots
from tests.ui.test_shell_tables import fusion_sight, play_watched
from tests.ui.window_shots import SIZES

__all__ = ["shots"]


def save(app: App, folder: Path, name: str) -> None:
    app.draw()
    w, h = app.size
    colours = {app.screen.get_at((x, y))[:3] for x in range(0, w, 37) for y in range(0, h, 23)}
    assert len(colours) > 8, f"{name} looks blank"
    pygame.image.save(app.screen, str(folder / f"{name}.png"))


def sized_app(tmp_path: Path, size: tuple[int, int]) -> App:
    os.environ["BAKUGAN_SAVE_DIR"] = str(tmp_path / "data")
    app = App(size)
    app.fixed_dt = 1 / 60
    app.settings.computer_delay = 0.0
    return app


def named_cards(scene: FusionTableScene) -> dict[str, pygame.Rect]:
    found = places(scene)
    cards = {f"{scene.game.label(i)} #{i}": r for i, r in found.cards.items() if i not in _drop_tops(scene)}
    cards.update({f"{name} pile of seat {seat}": r for (name, seat), r in found.piles.items()})
    return cards


def _drop_tops(scene: FusionTableScene) -> set[int]:
    s = scene.game.state
    return {i for seat in (0, 1) for i in s.zone("drop", seat)[-1:]}


def settle(app: App, scene: FusionTableScene, frames: int = 3) -> None:
    """Let motions play out (a key skips them, as a player may) and the pointer leave the cards."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, app.size[1] - 1), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(frames):
        app.frame()
    scene.fx.motion.skip()
    scene.fx.landing.clear()


def player_move(app: App, table: TableShell) -> None:
    """What a keen player does, by clicks: keep the hand, charge, play what it can pay, awaken,
    attack the Leader, block when it can, combo; otherwise the first button (go on, end the turn)."""
    assert isinstance(table, FusionTableScene)
    legal = table.game.legal_actions()
    rects = places(table).cards
    s = table.game.state
    for wanted in (Redraw, Charge, Block, Awaken, PlayCard, Combo, Attack):
        found = [a for a in legal if isinstance(a, wanted)]
        if wanted is Attack:
            found = [a for a in found if isinstance(a, Attack) and a.target == s.leaders[1 - a.seat]]
        if wanted is Charge:
            found = [a for a in found if isinstance(a, Charge) and a.card is not None]
        if not found:
            continue
        card = next((getattr(found[0], f) for f in ("card", "attacker") if hasattr(found[0], f)), None)
        if card is not None and card in rects and table.selected != card:
            click(app, rects[card].center)
            if table.game.legal_actions() != legal:
                return  # the click itself acted
        shown = [a for _label, a in table.choices()[:8]]
        button = next((f"act:{k}" for k, a in enumerate(shown) if a in found), None)
        if button is not None:
            click(app, centre(table.buttons(), button))
            return
    click(app, centre(table.buttons(), "act:0"))


MID_BATTLE: dict[str, Any] = {
    "players": [
        {
            "name": "Ann",
            "leader": "FW-R00",
            "life": 3,
            "hand": ["FW-R01", "FW-R10", "FW-R04", "FW-R06", "FW-R19"],
            "energy": ["FW-R01", "FW-R02", "FW-R03", {"card": "FW-R05", "exhausted": True}],
            "battle": ["FW-R07", {"card": "FW-R06", "under": ["FW-R05"]}],
            "drop": ["FW-R02"],
        },
        {
            "name": "Bob",
            "leader": "FW-Y00",
            "life": 5,
            "hand": ["FW-Y01"] * 4,
            "energy": ["FW-Y01"] * 4,
            "battle": ["FW-Y05"],
        },
    ]
}


def at_mid_battle_position(app: App) -> FusionTableScene:
    """The table at MID_BATTLE, Ann (seat 0) to act and shown, Bob played by the computer."""
    scene = open_fusion_table(app, default_pool(), load_decks(None), ["Ann", "Bob"], [False, True], 5)
    scene.game = build_position(MID_BATTLE, default_pool())
    scene.start_record(scene.game.clone())
    scene.viewer = 0
    app.frame()
    return scene


def mid_battle(app: App) -> FusionTableScene:
    """Ann attacks Bob's Leader, awakens her Leader and combos, through clicks (the screenshots' position)."""
    scene = at_mid_battle_position(app)
    state = scene.game.state
    click(app, places(scene).cards[state.leaders[0]].center)
    click(app, centre(scene.buttons(), button_for(scene, Attack) or "act:0"))
    for _ in range(4):
        app.frame()
    click(app, centre(scene.buttons(), button_for(scene, Awaken) or "act:0"))
    assert state.awakened[0]
    hand = state.zone("hand", 0)
    click(app, places(scene).cards[hand[0]].center)
    click(app, centre(scene.buttons(), button_for(scene, Combo) or "act:0"))
    assert state.zone("combo", 0), "the combo did not land"
    return scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_overlaps_mid_battle_and_a_hovered_card_shows_its_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shots: Path, size: tuple[int, int]
) -> None:
    app = sized_app(tmp_path, size)
    scene = mid_battle(app)
    assert scene.fx.motion.started.get("combo", 0) >= 1 and scene.fx.motion.started.get("attack", 0) >= 1
    click(app, places(scene).cards[scene.game.state.leaders[0]].center)  # its buttons show
    settle(app, scene)
    assert scene.buttons(), "the Leader's choices"
    problems = screen_problems(app, monkeypatch, named_cards(scene))
    assert not problems, "\n".join(problems[:12])
    # the pointer rests on a battle card: it is zoomed with its whole text, clear of it and the buttons
    card = scene.game.state.zone("battle", 0)[1]
    rect = places(scene).cards[card]
    drawn: list[str] = []
    render_px = text.render_px

    def noting(words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append(words)
        return render_px(words, *args, **kwargs)

    monkeypatch.setattr(text, "render_px", noting)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(12):
        app.frame()
    assert scene.hover.shown() == card
    zoom = card_look.zoom_of(scene.game.card(card))
    words = " ".join(drawn)
    for line in zoom.lines[1:]:
        assert " ".join(text.wrap_px(line, 10_000, 14)) and line.split()[0] in words, line
    box, _scale = card_zoom.fit(rect, pygame.Rect((0, 0), size), [b.rect for b in scene.buttons()])
    assert pygame.Rect((0, 0), size).contains(box) and not box.colliderect(rect)
    assert not any(box.colliderect(b.rect) for b in scene.buttons() if b.key.startswith("act:"))
    save(app, shots, f"fusion_mid_game_zoom_{size[0]}x{size[1]}")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_keep_this_hand_is_never_on_the_hand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    app = sized_app(tmp_path, size)
    scene = open_fusion_table(app, default_pool(), load_decks(None), ["Ann", "Bob"], [False, True], 7)
    for _ in range(5):
        app.frame()
    assert scene.redrawing() and scene.human_to_act() == 0
    settle(app, scene)
    keep = next(b for b in scene.buttons() if b.label == "Keep this hand")
    hand = [places(scene).cards[i] for i in scene.game.state.zone("hand", 0)]
    assert len(hand) == 6 and not any(keep.rect.colliderect(r) for r in hand)
    problems = screen_problems(app, monkeypatch, named_cards(scene))
    assert not problems, "\n".join(problems[:12])
    names = [scene.game.card(i).name for i in scene.game.state.zone("hand", 0)]
    assert all("…" not in n for n in names)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hot_seat_game_at_each_size_shows_nothing_hidden_and_is_seen_and_heard(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shots: Path, size: tuple[int, int]
) -> None:
    app = sized_app(tmp_path, size)
    heard: list[str] = []
    cue = sound.cue

    def hearing(name: str) -> None:
        heard.append(name)
        cue(name)

    monkeypatch.setattr(sound, "cue", hearing)
    table = open_fusion_table(app, default_pool(), load_decks(None), ["Ann", "Bob"], [False, False], 11)
    shot_handover = True
    with watching_cards(app, monkeypatch, fusion_sight) as watcher:
        for _ in range(4000):
            play_watched(app, table, player_move, 1)
            if shot_handover and isinstance(app.stack.top, HandOverScene) and table.game.core.turn >= 3:
                save(app, shots, f"fusion_handover_{size[0]}x{size[1]}")
                shot_handover = False
            if table.game_over():
                break
    assert table.game_over(), "the game did not reach its end"
    assert watcher.checks > 50 and watcher.handovers > 4, (watcher.checks, watcher.handovers)
    assert not watcher.leaks, "\n".join(watcher.leaks[:10])
    for moment in ("card_played", "energy", "attack", "combo", "life_taken", "win"):
        assert sound.MOMENTS[moment] in heard, (moment, sorted(set(heard)))
    started = table.fx.motion.started
    for kind in ("battle", "energy", "attack", "combo", "life"):
        assert started.get(kind, 0), (kind, started)
    app.frame()
    assert isinstance(app.stack.top, GameOverScene)
    save(app, shots, f"fusion_game_over_{size[0]}x{size[1]}")


def test_an_awaken_is_announced_and_heard(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    heard: list[str] = []
    monkeypatch.setattr(sound, "cue", heard.append)
    app = sized_app(tmp_path, (1280, 720))
    scene = mid_battle(app)
    assert "awaken" in heard and "combo" in heard and "attack" in heard
    assert scene.fx.motion.started.get("awaken", 0) == 1
    assert any("awakens" in b.words or "Combo" in b.words for b in scene.fx.motion.banners)
    key(app, pygame.K_LSHIFT)  # any key skips the motions
    assert not scene.fx.motion.busy()


def test_a_block_and_the_blocker_knocked_out_are_seen_and_heard(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shots: Path
) -> None:
    """Ann attacks Bob's Leader with a 20000 battle card; the computer blocks with its 15000
    Blocker (rule 8.4.3), which loses the battle and goes to the drop area: the table pulses BLOCK
    on the Blocker, then KO, and cues both sounds."""
    app = sized_app(tmp_path, (1280, 720))
    scene = at_mid_battle_position(app)
    state = scene.game.state
    attacker = state.zone("battle", 0)[0]
    blocker = state.zone("battle", 1)[0]
    click(app, places(scene).cards[attacker].center)
    attack = next(k for k, (_label, a) in enumerate(scene.choices()[:8]) if a == Attack(0, attacker, state.leaders[1]))
    click(app, centre(scene.buttons(), f"act:{attack}"))
    shot_block = True
    for _ in range(12):
        if state.battle is None:
            break
        for _frame in range(8):
            app.frame()
            if shot_block and scene.fx.motion.started.get("block"):
                save(app, shots, "fusion_block_1280x720")
                shot_block = False
        if state.battle is not None and scene.human_to_act() == 0:
            go_on = next(b.key for b in scene.buttons() if b.label == "Go on")
            click(app, centre(scene.buttons(), go_on))
    assert state.battle is None, "the battle did not end"
    for _frame in range(8):
        app.frame()
    assert blocker in state.zone("drop", 1), "the Blocker was not knocked out"
    started = scene.fx.motion.started
    assert started.get("block") == 1 and started.get("ko", 0) >= 1, started
    assert "block" in app.sound.played and "ko" in app.sound.played, app.sound.played
    assert app.sound.played.index("block") < app.sound.played.index("ko")
