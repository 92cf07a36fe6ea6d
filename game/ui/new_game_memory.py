"""The new-game screen's choices kept in the settings (`Settings.new_games`, under each game's
registry name): how many seats, each seat's name, level, deck (by its key) and the game's own seat
choices, and the game's options. Offered again the next time the screen opens; a kept value the
game no longer offers (a deck deleted since, a level renamed) is passed over and its default stays."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ui.settings import Settings

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.new_game import NewGameScreen


def remember(app: App, screen: NewGameScreen) -> None:
    """Keep the screen's choices (all its seats, shown or not) and write the settings."""
    seats = [
        {
            "name": row.name.value.strip(),
            "player": row.player,
            "deck": screen.choices[row.deck].key if screen.choices else "",
            "extras": dict(row.extras),
        }
        for row in screen.rows
    ]
    app.settings.new_games[screen.spec.game] = {"count": screen.count, "seats": seats, "options": dict(screen.options)}
    app.save_settings()


def recall(settings: Settings, screen: NewGameScreen) -> None:
    """Set the screen to what was kept for its game, value by value where the game still offers it."""
    kept: dict[str, Any] = settings.new_games.get(screen.spec.game, {})
    low, high = screen.spec.seats
    count = kept.get("count")
    if isinstance(count, int) and low <= count <= high:
        screen.count = count
    decks = {choice.key: k for k, choice in enumerate(screen.choices)}
    levels = {"", *(c.value for c in screen.spec.computers)}
    for row, seat in zip(screen.rows, kept.get("seats", []), strict=False):
        if seat.get("name"):
            row.name.value = str(seat["name"])[: row.name.max_len]
        if seat.get("player") in levels:
            row.player = seat["player"]
        if seat.get("deck") in decks:
            row.deck = decks[seat["deck"]]
        row.extras = dict(seat.get("extras", {})) if row.player else {}
    offered = {o.key: {c.value for c in o.choices} for o in screen.spec.options()}
    for key, value in kept.get("options", {}).items():
        if value in offered.get(key, ()):
            screen.options[key] = value
