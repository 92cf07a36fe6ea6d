"""Fusion World and Battle Monsters runs: the cards each seat drew and played, counted by the
collector, agree with the moves the game announced; runs lay their games out as Bakugan's do;
the report lists every card of each deck with its figures."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game.core import CHANCE, EventBus, Moved, play_to_end
from game.core.play import draw_outcome
from game.games.battle_monsters import sim_game as bm
from game.games.battle_monsters.match import make_player, new_game
from game.games.fusion_world import sim_game as fw
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.match import players_of
from game.games.fusion_world.players import make_fw_player
from game.sim.batch import run_games
from game.sim.core_runs import CORE_WORKER, CoreRunSpec, CoreVariant
from game.sim.core_summary import CardCollector
from game.sim.run_report_md import write_run_report


def _watched(game: Any, collector: CardCollector, sources: tuple[str, ...]) -> list[Counter[str]]:
    """Count, from the game's own Moved events once the first turn has begun, the cards each seat
    took into its hand from `sources`."""
    drawn: list[Counter[str]] = [Counter(), Counter()]
    bus = EventBus()
    for event_type, handler in game.rules.subscribers:
        bus.subscribe(event_type, handler)

    def moved(g: Any, event: Moved) -> None:
        if not collector.started or event.source is None:
            return
        name, seat = event.source
        if event.target == ("hand", seat) and name in sources:
            drawn[seat][g.state.cards[int(event.item)]] += 1

    bus.subscribe(Moved, moved)
    game.events = bus
    return drawn


def test_fusion_world_cards_drawn_agree_with_the_moves() -> None:
    pool = default_pool()
    decks = [fw.load_checked("ember_rush"), fw.load_checked("tidewatch_control")]
    for seed in (1, 2, 3):
        game = FusionWorld.new(players_of(decks), pool, seed=seed)
        collector = CardCollector(2, fw.DRAWN_FROM, fw.PLAYED_TO)
        moved = _watched(game, collector, fw.DRAWN_FROM)
        players = [make_fw_player("heuristic", seed * 2 + k) for k in range(2)]
        play_to_end(game, players, None, random.Random(seed), observe=collector.observe)
        for seat in range(2):
            figures = collector.seats[seat]
            assert len(figures.opening) == 6  # rule 6.3, after any mulligan
            assert figures.drawn - Counter(figures.opening) == moved[seat]


def test_battle_monsters_cards_drawn_agree_with_the_moves() -> None:
    decks = [bm.load_checked("inferno_dragons", 30), bm.load_checked("tidal_wall", 30)]
    for seed in (1, 2, 3):
        game = new_game(decks, seed)
        collector = CardCollector(2, bm.DRAWN_FROM, bm.PLAYED_TO)
        moved = _watched(game, collector, bm.DRAWN_FROM)
        players = [make_player("heuristic", seed * 2 + k) for k in range(2)]
        rng = random.Random(seed)
        while not game.over:
            seat = game.to_act()
            assert seat is not None  # the game is not over
            if seat == CHANCE:
                listed = game.chance_outcomes()
                assert listed is not None  # Battle Monsters lists its chance outcomes (a coin flip)
                action = draw_outcome(listed, rng)
            else:
                action = players[seat].choose(game.view(seat), game.legal_actions())
            game.apply_action(action)
            collector.observe(game, action)
        for seat in range(2):
            figures = collector.seats[seat]
            assert len(figures.opening) == 5
            assert figures.drawn - Counter(figures.opening) == moved[seat]
            assert sum(figures.played.values()) > 0


def test_core_runs_lay_out_games_as_bakugan_does() -> None:
    spec = CoreRunSpec("fusion-world", [("ember_rush", "tidewatch_control")], ("heuristic", "random"), 3, seed=4)
    tasks = spec.tasks()
    assert [t.index for t in tasks] == [0, 1, 2]
    assert [t.seat_shift for t in tasks] == [0, 1, 2]
    variants = CoreRunSpec(
        "fusion-world",
        [("ember_rush", "rootbound_ramp"), ("ember_rush", "thunder_circus")],
        ("heuristic", "heuristic"),
        2,
        seed=4,
        variants=[CoreVariant(None, "heuristic"), CoreVariant("tidewatch_control", "heuristic")],
    )
    vt = variants.tasks()
    assert len(vt) == 2 * 2 * 2 and [t.index for t in vt] == list(range(8))
    for a, b in zip(vt[::2], vt[1::2], strict=True):  # a deal, played by both variants
        assert a.seed == b.seed and a.seat_shift == b.seat_shift and a.decks[1] == b.decks[1]
        assert (a.decks[0], b.decks[0]) == ("ember_rush", "tidewatch_control")
    assert variants.index_limit(1) == 4


@pytest.mark.parametrize(
    ("game", "decks", "module"),
    [
        ("fusion-world", ("ember_rush", "tidewatch_control"), fw),
        ("battle-monsters", ("inferno_dragons", "tidal_wall"), bm),
    ],
)
def test_report_lists_every_card_with_its_figures(
    tmp_path: Path, game: str, decks: tuple[str, str], module: Any
) -> None:
    spec = CoreRunSpec(game, [decks], ("heuristic", "heuristic"), 6, seed=2)
    games = run_games(spec.tasks(), CORE_WORKER).in_order()
    report = write_run_report(
        games,
        spec.params(),
        tmp_path,
        title="Deck test",
        decks=[module.deck_counts(d) for d in decks],
        names=module.card_names,
    )
    saved = json.loads((tmp_path / "report.json").read_text())
    assert saved["games"] == 6 and saved["finished"] == sum(s["wins"] for s in saved["sides"])
    for side, deck in enumerate(decks):
        cards = report["sides"][side]["cards"]
        assert set(module.deck_counts(deck)) <= set(cards)
        assert all(c["won_when_drawn"]["n"] + c["won_never_drawn"]["n"] == report["finished"] for c in cards.values())
    text = (tmp_path / "report.md").read_text()
    assert "Opening-hand effect" in text and "How games end" in text and "Going first" in text
    for chart in ("win_rates.png", "game_length.png", "endings.png", "cards_side1.png"):
        assert (tmp_path / chart).exists()
    assert report["first_player_win_rate"]["n"] == report["finished"]
