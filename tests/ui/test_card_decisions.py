"""Decisions that cards ask for while they complete (a free play, an opponent's choice), taken at
the table with real pygame events: each legal answer is a button with its words."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.bakugan.rules.actions import PlayCard, Target
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame, decision_of
from game.games.bakugan.ui.layout import Hit
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App
from tests.cards.positions import ANN, ANN_BRAWLER, BOB, build, catalog, options_for, spec_for
from tests.ui.driver import click, spot
from tests.ui.test_table_actions import open_table


def _table(tmp_path: Path, game: Game) -> tuple[App, TableScene]:
    session = GameSession(game, [False, False], roll_model=ProbabilisticRollModel())
    return open_table(tmp_path, session, catalog())


def _buttons(table: TableScene) -> dict[str, tuple[str, tuple[int, int]]]:
    return {b.key: (b.label, b.rect.center) for b in table.buttons if b.key.startswith(("act:", "pick:", "mode:"))}


def _play(game: Game, card_id: str, target: Target | None) -> None:
    iid = next(i for i in game.state.players[ANN].hand if game.state.cards[i].card_id == card_id)
    game.apply(
        next(a for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == iid and a.target == target)
    )


def test_a_free_play_offered_as_buttons(tmp_path: Path) -> None:
    """br-7 Hurricane Winds: the offered free plays are buttons naming the card and its target."""
    card = catalog().cards["br-7"]
    game = build(spec_for(card, options_for(card)))
    _play(game, "br-7", Target("bakugan", ANN_BRAWLER))
    game.apply(next(a for a in game.legal_actions()))  # Ann passes ...
    game.apply(next(a for a in game.legal_actions()))  # ... and Bob: Hurricane Winds completes
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "play_free"
    app, table = _table(tmp_path, game)
    buttons = _buttons(table)
    labels = sorted(label for label, _ in buttons.values())
    offered = sorted({f"Play {game.card(i).name}" for i in top.options})
    assert labels == sorted([*offered, "Decline"])  # one button per card, whatever its selections
    _shot(app, tmp_path, "free_play_prompt")
    key = next(k for k, (label, _) in buttons.items() if label == "Play Super Shot")
    click(app, buttons[key][1])  # then its selection, by clicking the Bakugan, as from hand
    _shot(app, tmp_path, "free_play_target")
    click(app, spot(table, Hit("bakugan", ANN_BRAWLER)))
    after = game.pending()
    assert after is not None and decision_of(after) != "play_free"
    assert game.state.batch[-1].controller == ANN and game.state.batch[-1].target == ["bakugan", ANN_BRAWLER]


def _shot(app: App, tmp_path: Path, name: str) -> None:
    shots = Path(os.environ.get("BAKUGAN_SCREENSHOT_DIR", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    app.draw()
    pygame.image.save(app.screen, str(shots / f"{name}.png"))


def test_battle_mastery_asks_which_option_with_words(tmp_path: Path) -> None:
    """aa-11 Bodybreaker from hand: the table asks which option before the target."""
    card = catalog().cards["aa-11"]
    game = build(spec_for(card, options_for(card)))
    app, table = _table(tmp_path, game)
    iid = game.state.players[ANN].hand[0]
    click(app, spot(table, Hit("hand", iid)))
    buttons = _buttons(table)
    assert sorted(label for label, _ in buttons.values()) == [
        "it gets +300 B-Power this turn",
        "it gets +4 Damage Rating this turn",
    ]
    _shot(app, tmp_path, "battle_mastery_prompt")
    click(app, buttons["mode:1"][1])
    click(app, spot(table, Hit("bakugan", ANN_BRAWLER)))
    assert game.state.batch and game.state.batch[-1].mode == 1


def test_an_opponents_choice_shows_each_option_in_words(tmp_path: Path) -> None:
    """bb-38 Gravity Shift: Bob sees both options written out and picks one with a click."""
    card = catalog().cards["bb-38"]
    game = build(spec_for(card, options_for(card)))
    before = game.stats(ANN_BRAWLER)
    _play(game, "bb-38", Target("bakugan", ANN_BRAWLER))
    game.apply(next(a for a in game.legal_actions()))
    game.apply(next(a for a in game.legal_actions()))
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "option" and top.seat == BOB
    app, table = _table(tmp_path, game)
    buttons = _buttons(table)
    labels = sorted(label for label, _ in buttons.values())
    assert any("+10 Damage Rating" in label for label in labels) and any("+1000 B-Power" in label for label in labels)
    key = next(k for k, (label, _) in buttons.items() if "+10 Damage Rating" in label)
    click(app, buttons[key][1])
    assert game.stats(ANN_BRAWLER).dr == before.dr + 10


def test_you_may_is_asked_with_do_it_and_decline(tmp_path: Path) -> None:
    """aa-2 Aquos Breath ("You may draw two cards"): as it completes, the table asks in words and
    the Decline button declines the draw."""
    card = catalog().cards["aa-2"]
    game = build(spec_for(card, options_for(card)))
    _play(game, "aa-2", Target("bakugan", ANN_BRAWLER))
    game.apply(next(a for a in game.legal_actions()))  # Ann passes ...
    game.apply(next(a for a in game.legal_actions()))  # ... and Bob: Aquos Breath completes
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "may"
    hand = len(game.state.players[ANN].hand)
    app, table = _table(tmp_path, game)
    buttons = _buttons(table)
    assert sorted(label for label, _ in buttons.values()) == ["Decline", "Do it"]
    assert table.prompt.text == "Aquos Breath: you may draw two cards. Do it?"
    _shot(app, tmp_path, "you_may_prompt")
    click(app, next(pos for label, pos in buttons.values() if label == "Decline"))
    assert len(game.state.players[ANN].hand) == hand
    assert game.pending() is None or decision_of(game.pending()) != "may"
