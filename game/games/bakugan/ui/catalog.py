"""The card catalogue the Bakugan screens read: the shipped cards with the player's own sets, kept
by the window once loaded; tests give the window a small one instead (use_catalog)."""

from __future__ import annotations

from game.games.bakugan.cards.catalog import Catalog, default_catalog
from game.ui.app import App

KEY = "bakugan.catalog"


def table_catalog(app: App) -> Catalog:
    return app.kept(KEY, default_catalog)


def use_catalog(app: App, catalog: Catalog) -> None:
    app.keep(KEY, catalog)
