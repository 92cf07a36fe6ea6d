"""Rule 2.5.1 at the table: an effect may change a Hero card's Faction (game/games/bakugan/rules/hero_factions.py).
The Hero is drawn in its new Faction wherever its Faction shows: its card in the player's own area
and in another player's panel (a named strip on a narrow one), and its zoom, each with a marker that
says what it is now; the zoom also says what is printed. When the change ends, the printed card is
drawn again."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pygame
import pytest

from game.games.bakugan.cards.model import CardType
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.hero_factions import change_hero_faction
from game.games.bakugan.ui.layout import Hit
from game.games.bakugan.ui.table import TableScene
from game.ui import theme
from game.ui.app import App
from tests.rules.support import give
from tests.ui import window_shots
from tests.ui.test_window_sizes import Drawn, drawn

__all__ = ["drawn"]

DARKUS = theme.FACTION["Darkus"]


def a_hero_not_darkus(game: Game) -> str:
    return next(
        c.id
        for c in sorted(game.catalog.cards.values(), key=lambda c: c.id)
        if c.type is CardType.HERO and "Darkus" not in c.faction_values
    )


def table_with_changed_heroes(tmp_path: Path, size: tuple[int, int], seats: int) -> tuple[App, TableScene, list[int]]:
    """A busy table where the viewer and the next seat each have a Hero in play that an effect made
    Darkus (lasting), and the viewer a second Hero left as printed."""
    app = window_shots.make_app(size, tmp_path / "data")
    session = window_shots.busy_session(app, seats)
    game = session.game
    acting = session.to_act()
    viewer = acting if acting is not None and 0 <= acting < seats else 0
    hero_id = a_hero_not_darkus(game)
    changed = [give(game, seat, hero_id, "heroes") for seat in (viewer, (viewer + 1) % seats)]
    give(game, viewer, hero_id, "heroes")  # the same Hero, unchanged
    for iid in changed:
        change_hero_faction(game, viewer, iid, ("Darkus",), lasting=True)
    table = TableScene(app, session)
    table.viewer = table.handed_to = viewer
    table.fx.busy = lambda seat: True  # type: ignore[method-assign]  # every panel drawn live, where the test sees it
    app.push(table)
    window_shots.settle(app)
    return app, table, changed


def hover(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame()


def shot(app: App, name: str) -> None:
    folder = os.environ.get("BAKUGAN_SCREENSHOT_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(Path(folder) / f"{name}.png"))


@pytest.mark.parametrize("size", window_shots.SIZES)
def test_2_5_1_a_heros_changed_faction_is_drawn_on_its_card_and_in_its_zoom(
    tmp_path: Path, drawn: Drawn, size: tuple[int, int]
) -> None:
    app, table, changed = table_with_changed_heroes(tmp_path, size, 2)
    lay = table.layout
    printed = "/".join(table.game.card(changed[0]).faction_values)
    hover(app, lay.prompt.center)  # away from every card: no zoom
    shot(app, f"hero_faction_table_{size[0]}x{size[1]}")
    for iid in changed:
        card = lay.heroes[iid]
        marks = [r for w, r in drawn if w == "now Darkus" and card.contains(r)]
        assert marks, f"no marker on Hero {iid} at {size}: {[w for w, r in drawn if card.colliderect(r)]}"
        assert app.screen.get_at((marks[0].x - 1, marks[0].centery))[:3] == DARKUS  # the pill in Darkus's colour
    unchanged = [iid for iid in lay.heroes if iid not in changed]
    assert unchanged and not [w for w, r in drawn if "now " in w and lay.heroes[unchanged[0]].contains(r)]
    for n, iid in enumerate(changed):
        drawn.clear()
        hover(app, lay.heroes[iid].center)
        hovered = table.hovered_card()
        assert hovered is not None and hovered.faction_values == ("Darkus",)
        said = " ".join(w for w, _r in drawn)  # the band's lines, wrapped
        assert f"Faction changed by an effect (2.5.1): now Darkus, printed {printed}" in said
        if n == 1:
            shot(app, f"hero_faction_changed_{size[0]}x{size[1]}")
    table.game.state.modifiers = [m for m in table.game.state.modifiers if m.hero is None]  # the change ends
    table.game.log("the change ends", "5.17.1")
    drawn.clear()
    hover(app, lay.prompt.center)
    assert not [w for w, _r in drawn if w.startswith("now ")]


def test_2_5_1_a_heros_changed_faction_on_a_narrow_panel_colours_its_strip(tmp_path: Path, drawn: Drawn) -> None:
    app, table, changed = table_with_changed_heroes(tmp_path, (1024, 600), 4)
    strip = table.layout.heroes[changed[1]]  # in the next seat's panel
    assert strip.h < 30, "expected the narrow panel's strip"
    hover(app, table.layout.prompt.center)
    shot(app, "hero_faction_changed_4p_1024x600")
    words = [w for w, r in drawn if strip.colliderect(r)]
    name = table.game.card(changed[1]).name
    assert words and words[0].startswith((name, f"Hero: {name}")), words
    assert words[0].endswith(("(now Darkus)", ": Darkus")) and "…" not in words[0], words
    inside = Counter(
        tuple(app.screen.get_at((x, y))[:3]) for x in range(strip.x, strip.right) for y in range(strip.y, strip.bottom)
    )
    assert inside.most_common(1)[0][0] == DARKUS  # the strip in Darkus's colour
    assert Hit("hero", changed[1]) == table.layout.hit_at(strip.center)
