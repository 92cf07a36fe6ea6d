"""Determinized Monte Carlo search: sample the hidden cards from the view, play each candidate
action out on the sampled game with heuristic players, keep the action that does best.

- Candidates: the heuristic's own choice plus the next best by its estimate (at most
  `candidates`), Pass/Decline always among them; duplicate copies of a card count once.
- Each rollout samples a fresh world (game/ai/determinize.py) and plays every candidate in that
  same world with the same dice (common random numbers), to the end of the turn after next or the
  end of the game, then scores the position from the deck counts (a player's deck is their life).
- Budget: `rollouts` worlds per decision (deterministic), or a `seconds` time limit per decision.
- Decisions with one sensible answer (one legal action, Pass-only windows, core placement) are
  answered by the heuristic at once.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Sequence

from game.ai.determinize import copy_state, determinize
from game.ai.heuristic import HeuristicAgent
from game.ai.situation import read_situation
from game.catalog import Catalog, default_catalog
from game.decks import DeckList
from game.probabilistic_roll import ProbabilisticRollModel
from game.roll import RollModel
from game.rules.actions import (
    CHANCE,
    Action,
    Activate,
    ChooseCard,
    Decline,
    Energize,
    Pass,
    PlaceCore,
    PlayCard,
    RollResults,
    SelectBakugan,
)
from game.rules.engine import Game, IllegalAction
from game.rules.view import PlayerView

DEFAULT_ROLLOUTS = 12
MAX_ROLLOUT_ACTIONS = 3000
SEARCH_STEPS = ("selection", "roll", "power", "victor", "damage")
PRIOR = 0.04  # how much better than the heuristic's own choice another must score to be taken
CONFIDENCE = 1.0  # standard errors the paired gain must clear on top of PRIOR
OPEN_WORTH = 1.5  # an open Bakugan, in cards of deck
HORIZON_TURNS = 0  # further turns played out after this one


class SearchAgent:
    name = "search"

    def __init__(
        self,
        seed: int = 0,
        catalog: Catalog | None = None,
        *,
        decks: Sequence[DeckList] = (),
        rollouts: int | None = None,
        seconds: float | None = None,
        candidates: int = 4,
        horizon: int = HORIZON_TURNS,
        prior: float = PRIOR,
        confidence: float = CONFIDENCE,
        roll_model: RollModel | None = None,
    ) -> None:
        self.prior = prior
        self.confidence = confidence
        self.catalog = catalog if catalog is not None else default_catalog()
        self.rng = random.Random(seed)
        self.decks = tuple(decks)
        self.rollouts = rollouts if rollouts is not None else DEFAULT_ROLLOUTS
        self.seconds = seconds
        self.candidates = candidates
        self.horizon = horizon
        self.roll_model: RollModel = roll_model if roll_model is not None else ProbabilisticRollModel()
        self.seed = seed
        self._heuristics: dict[int, HeuristicAgent] = {}
        self.searched = 0  # decisions searched (for benchmarks)
        self.deviated = 0  # searched decisions where another candidate replaced the heuristic's choice

    def _heuristic(self, seat: int) -> HeuristicAgent:
        if seat not in self._heuristics:
            deck = self.decks[seat] if seat < len(self.decks) else None
            self._heuristics[seat] = HeuristicAgent(self.seed * 31 + seat, self.catalog, deck)
        return self._heuristics[seat]

    # ------------------------------------------------------------------ choosing

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        mine = self._heuristic(view.seat)
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Pass) and not any(isinstance(a, (PlayCard, Activate)) for a in legal):
            return first
        if not self._worth_searching(view, first):
            return mine.choose(view, legal)
        options = self._candidates(view, legal, mine)
        if len(options) == 1:
            return options[0]
        return self._search(view, options)

    def _worth_searching(self, view: PlayerView, first: Action) -> bool:
        """Search where a short play-out judges well: choosing the Bakugan to roll, plays around
        the roll and the brawl, and Flip cards during damage. Energizing, core placement and
        end-of-turn plays pay off over several turns and are left to the heuristic."""
        if isinstance(first, (PlaceCore, Energize)):
            return False
        step = str(view["step"])
        return step in SEARCH_STEPS

    def _candidates(self, view: PlayerView, legal: list[Action], mine: HeuristicAgent) -> list[Action]:
        sit = read_situation(view, self.catalog)
        hand = sit.hand_ids()
        preferred = mine.choose(view, legal)

        def key(action: Action) -> tuple[object, ...]:
            """Actions that differ only in which copy of a card they use are the same choice."""
            if isinstance(action, (PlayCard, Energize, ChooseCard)) and action.card is not None:
                card_id = hand.get(action.card, str(action.card))
                rest = (action.target, action.x, action.sacrifice) if isinstance(action, PlayCard) else ()
                return (type(action).__name__, card_id, *rest)
            return (repr(action),)

        if isinstance(legal[0], (Energize, ChooseCard, SelectBakugan)):
            scored = [(0.0, a) for a in legal]
        else:
            scored = [(mine.play_value(view, sit, a), a) for a in legal]
            scored.sort(key=lambda t: -t[0])
        out: list[Action] = [preferred]
        seen = {key(preferred)}
        passes: list[Action] = [a for a in legal if isinstance(a, (Pass, Decline))]
        for action in passes:
            if key(action) not in seen:
                out.append(action)
                seen.add(key(action))
        cards = {key(a)[:2] for a in out}
        for distinct in (True, False):  # first the best way to play each other card, then the rest
            for _, other in scored:
                if len(out) >= self.candidates:
                    return out
                if key(other) in seen or (distinct and key(other)[:2] in cards):
                    continue
                out.append(other)
                seen.add(key(other))
                cards.add(key(other)[:2])
        return out

    def _search(self, view: PlayerView, options: list[Action]) -> Action:
        self.searched += 1
        game: Game = view._game
        seat = view.seat
        diffs: list[list[float]] = [[] for _ in options]  # score minus the heuristic choice's, per world
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        worlds = 0
        while True:
            if deadline is None and worlds >= self.rollouts:
                break
            if deadline is not None and worlds > 0 and time.perf_counter() >= deadline:
                break
            world = determinize(game, seat, self.decks or None, self.rng)
            dice = self.rng.randrange(2**31)
            worlds += 1
            base = self._rollout(world, seat, options[0], dice)
            if base is None:
                continue
            for i in range(1, len(options)):
                score = self._rollout(world, seat, options[i], dice)
                if score is not None:
                    diffs[i].append(score - base)
        chosen = self._pick(diffs)
        self.deviated += chosen != 0
        return options[chosen]

    def _pick(self, diffs: list[list[float]]) -> int:
        """The candidate that beats the heuristic's choice (index 0) by the most, counted only when
        it does so clearly: a paired mean gain above `prior` plus `confidence` standard errors."""
        best, best_gain = 0, 0.0
        for i, values in enumerate(diffs):
            if i == 0 or len(values) < 2:
                continue
            mean = statistics.fmean(values)
            error = statistics.stdev(values) / math.sqrt(len(values))
            if mean - self.confidence * error > self.prior and mean > best_gain:
                best, best_gain = i, mean
        return best

    # ------------------------------------------------------------------ playing out

    def _rollout(self, world: Game, seat: int, action: Action, dice: int) -> float | None:
        game = Game(copy_state(world.state), world.catalog)
        try:
            game.apply(action)
        except IllegalAction:
            return None  # not legal in this sampled world (it depends on hidden cards)
        rng = random.Random(dice)
        stop_turn = game.state.turn + self.horizon
        steps = 0
        while not game.over and game.state.turn <= stop_turn and steps < MAX_ROLLOUT_ACTIONS:
            to_act = game.to_act()
            if to_act is None:
                break
            if to_act == CHANCE:
                outcomes = self.roll_model.roll(game.roll_request(), rng)
                game.apply(RollResults(outcomes=tuple(sorted(outcomes.items()))))
            else:
                legal = game.legal_actions()
                game.apply(self._heuristic(to_act).choose(PlayerView(game, to_act), legal))
            steps += 1
        return evaluate(game, seat)


def evaluate(game: Game, seat: int) -> float:
    """From `seat`'s side: 1 for a win, -1 for a loss, else the deck-count lead squashed to (-1, 1)."""
    s = game.state
    if s.winner is not None:
        return 1.0 if s.winner == seat else -1.0
    me = s.players[seat]
    if me.out:
        return -1.0

    def strength(p: int) -> float:
        player = s.players[p]
        energy = len(player.charged) + len(player.uncharged)
        opened = sum(1 for b in player.bakugan if s.bakugan[b].open)  # brawls won, towards a Team Attack
        return len(player.deck) + 0.4 * len(player.hand) + 0.3 * energy + OPEN_WORTH * opened

    others = [strength(p.seat) for p in s.players if p.seat != seat and not p.out]
    lead = strength(seat) - (max(others) if others else 0.0)
    return math.tanh(lead / 10.0)
