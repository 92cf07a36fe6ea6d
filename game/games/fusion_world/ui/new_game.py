"""Fusion World's side of the shell's new-game screen (game/ui/new_game.py): two seats, each a
person or the computer (the heuristic player or the strong one, each seat its own), a deck each from the ready decks
then the player's own from the deck editor, both decks checked against rules 5.1-5.4 and one mode
before the table opens."""

from __future__ import annotations

from game.games.fusion_world.cards import Pool, default_pool
from game.games.fusion_world.decks import FwDeck, IllegalDecks, check_table_decks, load_fw_deck, ready_fw_decks
from game.games.fusion_world.match import DEFAULT_DECKS
from game.games.fusion_world.players import STRONG_LEVEL, USUAL_LEVEL
from game.games.fusion_world.ui.editor import saved_fw_decks
from game.games.fusion_world.ui.table import FusionTableScene
from game.ui.app import App
from game.ui.new_game_spec import Choice, DeckChoice, NewGameSpec, Picks, read_decks
from game.ui.scene import Scene


class FusionNewGame(NewGameSpec):
    game = "fusion-world"
    title = "Fusion World"
    computers = (Choice(USUAL_LEVEL, "Computer"), Choice(STRONG_LEVEL, "Strong computer"))
    hint = "Click a name to type it. Computer seats play themselves; people at this screen take turns."

    def __init__(self, pool: Pool | None = None) -> None:
        self.pool = pool or default_pool()
        self.paths: list[str] = []

    def describe(self, deck: FwDeck) -> tuple[str, str]:
        leader = self.pool.cards.get(deck.leader)
        head = f"Leader {leader.name}" if leader is not None else f"Leader {deck.leader}"
        mode = ", half deck" if deck.half else ""
        return deck.name, f"{head}{mode}: {deck.plan}" if deck.plan else f"{head}{mode}"

    def decks(self) -> tuple[list[DeckChoice], str]:
        choices, note = read_decks([*ready_fw_decks(), *saved_fw_decks()], load_fw_deck, self.describe)
        self.paths = [c.key for c in choices]
        return choices, note

    def default_deck(self, seat: int, count: int) -> int:
        stems = [p.rsplit("/", 1)[-1].removesuffix(".yaml") for p in self.paths]
        wanted = DEFAULT_DECKS[seat % len(DEFAULT_DECKS)]
        return stems.index(wanted) if wanted in stems else seat % max(1, count)

    def start(self, app: App, picks: Picks) -> Scene | str:
        decks = [seat.deck.deck for seat in picks.seats]
        assert all(isinstance(d, FwDeck) for d in decks)
        chosen = [d for d in decks if isinstance(d, FwDeck)]
        try:
            check_table_decks(chosen, self.pool)
        except IllegalDecks as exc:
            return f"Not legal decks for one game: {exc}"
        names = [seat.name for seat in picks.seats]
        computer = [seat.computer for seat in picks.seats]
        levels = [seat.player for seat in picks.seats]
        return FusionTableScene(app, self.pool, chosen, names, computer, picks.seed, levels=levels)
