"""Issue 34 item 8: the pieces use the window. Through real pygame events at 1024x600, 1280x720
and 1920x1080: a thrown Bakugan is drawn at a radius a player can see (measured from the roll
as laid out, not 12-16 px dots at 1920x1080), the close-up field's BakuCores grow with the window,
and the side panel's To-act line ("To act: Ann (choosing a card to Energize)") is drawn whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.rules.actions import CHANCE
from game.games.bakugan.rules.frames import decision_of
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui import theme
from tests.ui.driver import button_pos, click
from tests.ui.test_no_overlaps import record_rects
from tests.ui.window_shots import SIZES, make_app, move, roll_table, settle, table

PIECE_SHARE = 0.019  # a closed Bakugan's radius, at least this share of the window's height


@pytest.mark.parametrize("size", SIZES)
def test_a_thrown_bakugan_is_drawn_large_enough_to_see(tmp_path: Path, size: tuple[int, int]) -> None:
    app, scene = roll_table(size, tmp_path, animate=True)
    for _ in range(2):  # Ann, then Bob, let the thrower model throw for them
        pos = button_pos(scene, "typical_throw")
        assert pos is not None, [b.key for b in scene.buttons]
        click(app, pos)
    settle(app, 10)
    anim = scene.anim
    assert anim is not None and anim.balls, "the roll is animated"
    radius = anim.radius
    assert radius >= PIECE_SHARE * size[1], f"closed Bakugan drawn {radius} px across its radius at {size}"
    assert radius >= scene.projection.to_scale_ball_px(), "never smaller than to scale"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", (2, 4))
def test_the_bakucores_fill_the_field(tmp_path: Path, size: tuple[int, int], seats: int) -> None:
    """Outside core placement the free cells round the field are not drawn, so they take no room:
    the placed cores are as large as the field lets them (its height, half its width, or the
    largest core drawn), each inside it."""
    app = make_app(size, tmp_path)
    scene = table(app, seats)
    move(app, scene.layout.prompt.midleft)
    lay = scene.layout
    placed = [lay.cells[cell] for cell in scene.game.state.field.values()]
    assert len(lay.cells) == len(placed), "only the placed cores are laid out"
    across = lay.hex_radius * 3**0.5
    tall = max(y for _, y in placed) - min(y for _, y in placed) + across
    wide = max(x for x, _ in placed) - min(x for x, _ in placed) + 2 * lay.hex_radius
    largest = theme.px(52) / 3**0.5
    assert tall >= 0.8 * lay.field.height or wide >= 0.4 * lay.field.width or lay.hex_radius >= largest - 1, (
        f"cores of radius {lay.hex_radius} px span {wide}x{tall} of the field {lay.field.size} at {size}"
    )
    for x, y in placed:
        assert lay.field.inflate(-lay.hex_radius, -lay.hex_radius).collidepoint(x, y), "each core inside the field"


def _energize_table(app: object, size: tuple[int, int]) -> TableScene:
    """A 2-player game played by random players up to a decision to Energize."""
    from game.ui.app import App

    assert isinstance(app, App)
    decks = [load_deck(p) for p in ready_decks()]
    setup = GameSetup(seats=(Seat("Ann", decks[0]), Seat("Bob", decks[1])), seed=5)
    session = GameSession.new(
        setup, table_catalog(app), [False, False], roll_model=ProbabilisticRollModel(), autosave=False
    )
    agents = [RandomAgent(1), RandomAgent(2)]
    while decision_of(session.game.pending()) != "energize":
        seat = session.to_act()
        assert seat is not None
        if seat == CHANCE:
            session.roll()
        else:
            session.apply(agents[seat].choose(PlayerView(session.game, seat), session.legal()))
    scene = TableScene(app, session)
    seat = session.to_act()
    assert seat is not None
    scene.viewer = scene.handed_to = seat
    app.push(scene)
    settle(app)
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_the_to_act_line_is_drawn_whole_in_the_side_panel(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(size, tmp_path)
    scene = _energize_table(app, size)
    move(app, scene.layout.prompt.midleft)
    drawn = record_rects(monkeypatch)
    app.draw()
    info = scene.layout.info
    lines = [(line, rect) for line, rect in drawn if info.collidepoint(rect.topleft)]
    at = next(i for i, (line, _) in enumerate(lines) if line.startswith("To act:"))
    words = " ".join(line for line, _ in lines[at : at + 2])
    assert "(choosing a card to Energize)" in words, [line for line, _ in lines]
    for line, rect in lines:
        assert "…" not in line or not line.startswith(("To act", "(")), f"cut: {line!r}"
        assert info.contains(rect), f"{line!r} at {rect} leaves the panel {info}"
    pool = next(rect for line, rect in lines if line.startswith("Energy pool"))
    acting = [rect for _, rect in lines[at : at + 2]]
    assert all(not pool.colliderect(rect) for rect in acting), "the lines do not overlap"
