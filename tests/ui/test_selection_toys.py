"""Issue 34 item 1 (rule 1.4.1): at the Selection step, on the shared screen, each Bakugan shows its
toy (name, the Faction's colour, the closed ball drawn) instead of three blind backs, and hovering a
face-down one shows what is public (its toy and owner) and nothing else of its card (3.2.1).
Through real pygame events at 1024x600, 1280x720 and 1920x1080; every frame watched for leaks
(tests/ui/screen_secrets.py). BAKUGAN_SCREENSHOT_DIR keeps the pictures."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.rules.toys import Toy, toy_of
from game.games.bakugan.ui import table_draw, toy_look
from game.games.bakugan.ui.catalog import use_catalog
from game.games.bakugan.ui.layout import Hit
from game.games.bakugan.ui.table import TableScene
from game.ui import figures, text, theme
from game.ui.app import App
from tests.helpers import fixture_catalog
from tests.ui.driver import post, spot, table_at_shared_selection
from tests.ui.screen_secrets import watching
from tests.ui.test_screenshots import shots  # noqa: F401  (the fixture)
from tests.ui.window_shots import SIZES, make_app


def _shared_selection(tmp_path: Path, size: tuple[int, int]) -> tuple[App, TableScene]:
    app = make_app(size, tmp_path / "data")
    use_catalog(app, fixture_catalog())
    app.settings.handover = True
    return app, table_at_shared_selection(app)


class Drawn:
    """The words and closed balls one frame draws (the kept panels drawn again)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.words: list[str] = []
        self.balls: list[tuple[int, int, int]] = []
        render, ball = text.render, figures.closed_ball

        def rendering(words: str, *args: object, **kwargs: object) -> pygame.Surface:
            self.words.append(words)
            return render(words, *args, **kwargs)  # type: ignore[arg-type]

        def balling(
            surface: pygame.Surface, centre: tuple[int, int], r: int, colour: theme.Colour, *rest: object
        ) -> None:
            self.balls.append(tuple(colour[:3]))  # type: ignore[arg-type]
            ball(surface, centre, r, colour, *rest)  # type: ignore[arg-type]

        monkeypatch.setattr(text, "render", rendering)
        monkeypatch.setattr(figures, "closed_ball", balling)

    def frame(self, app: App) -> None:
        self.words.clear()
        self.balls.clear()
        table_draw._PANELS.clear()
        app.frame()


def _named(toy: Toy, words: list[str]) -> bool:
    """The toy's name drawn whole, or cut short with an ellipsis on a narrow card."""
    return any(
        w == toy.name or (w.endswith("…") and toy.name.startswith(w[:-1].rstrip()) and len(w) > 2) for w in words
    )


@pytest.mark.parametrize("size", SIZES)
def test_1_4_1_the_selection_step_shows_every_bakugans_toy(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    shots: Path,  # noqa: F811
) -> None:
    app, table = _shared_selection(tmp_path, size)
    game = table.game
    toys = {b.bid: toy_of(game.state, game.catalog, b.bid) for b in game.state.bakugan if not b.face_up}
    assert toys, "no face-down Bakugan at the Selection step"
    with watching(app, monkeypatch) as watcher:
        drawn = Drawn(monkeypatch)
        drawn.frame(app)
        assert not any(w.startswith("Bakugan ") and w[8:].isdigit() for w in drawn.words), "blind numbered backs"
        for bid, toy in toys.items():
            if bid not in table.layout.bakugan_cards:
                continue
            assert _named(toy, drawn.words), f"{toy.name} is not written at {size}"
            assert theme.faction_colour(toy.factions)[:3] in drawn.balls, f"{toy.name}'s ball not drawn at {size}"
        theirs = next(b for b in toys if game.state.bakugan[b].owner != table.game.to_act())
        post(pygame.MOUSEMOTION, pos=spot(table, Hit("bakugan", theirs)), rel=(0, 0), buttons=(0, 0, 0))
        drawn.frame(app)
        owner = game.name(game.state.bakugan[theirs].owner)
        assert f"{owner}'s {toys[theirs].name}" in drawn.words and toy_look.HIDDEN_LINE in drawn.words
        card = game.card(game.state.bakugan[theirs].character)
        assert not any(card.id in w for w in drawn.words), "the hovered card's id is drawn"
        if size == (1920, 1080):
            pygame.image.save(app.screen, str(shots / "selection_toys_hover_1920x1080.png"))
    assert watcher.checks >= 2 and not watcher.leaks, watcher.leaks
    if size in ((1920, 1080), (1024, 600)):
        post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
        app.frame()
        pygame.image.save(app.screen, str(shots / f"selection_toys_{size[0]}x{size[1]}.png"))
