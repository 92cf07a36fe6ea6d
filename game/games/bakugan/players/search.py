"""Determinized Monte Carlo search: sample the hidden cards from the view, play each candidate
action out to the end of the game on the sampled game with heuristic players, keep the action
that does clearly better than the heuristic's own choice.

- Candidates: the heuristic's own choice plus the next best by its estimate (at most
  `candidates`), Pass/Decline always among them; duplicate copies of a card count once.
- Each world is a fresh sample of the hidden cards (`PlayerView.sample_world`); every candidate is
  played out in that same world with the same dice, kept aligned across diverging play-outs
  (game/games/bakugan/players/playout.py), so most of the luck cancels in the paired differences.
- Play-outs (WorldPlayouts): each candidate to the end of the searched turn first, and on to the
  horizon only where its position there differs from the heuristic choice's, once per position;
  the same scores as playing each straight on (tests/ai/test_search.py), for less.
- Racing: after `MIN_WORLDS` worlds, alternatives that scored exactly like the heuristic's choice
  in every world are dropped (the choice does not change the game), and so are alternatives
  clearly worse; sampling stops when none is left, else goes on to `rollouts` worlds (or the
  `seconds` time limit). Most decisions end after a few worlds; the budget goes where they differ.
- An alternative replaces the heuristic's choice only when its paired mean gain clears `prior`
  plus `confidence` standard errors, and then again on `confirm` fresh worlds: the best of several
  noisy estimates reads too high on the worlds that picked it (the winner's curse).
- `steps` names the steps searched (the power step by default). Re-measured, the real gain is in
  the power step; elsewhere the sampled worlds overstate it (see `_worth_searching`).
- Opponent model (`fit_tries`, off by default): passes are public, so a sampled world in which an
  opponent who passed in this very position would have played a card is set aside and another
  drawn (opponent_model.py).
- Policy (`params`): the parameter set of the heuristic it follows where it does not overrule it
  and of every play-out's players (heuristic_params.py; `search:W:H:S:tuned` plays out with `tuned`).
- Score of a play-out: +1 for a win, -1 for a loss, plus a share of the final deck margin (a
  player's deck is their life), so a closer or wider result counts a little too.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Sequence

from game.games.bakugan.cards.catalog import Catalog, default_catalog
from game.games.bakugan.decks import DeckList
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.heuristic_params import DEFAULT, HeuristicParams
from game.games.bakugan.players.opponent_model import SeenPass, fits_passes, passes_seen
from game.games.bakugan.players.playout import Playout
from game.games.bakugan.players.situation import read_situation
from game.games.bakugan.rules.actions import (
    Action,
    Activate,
    ChooseCard,
    Decline,
    Energize,
    Pass,
    PlaceCore,
    PlayCard,
    SelectBakugan,
    ThrowBakugan,
)
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.sample_world import copy_state
from game.games.bakugan.rules.view import PlayerView
from game.roll.probabilistic import ProbabilisticRollModel
from game.roll.seam import RollModel

DEFAULT_ROLLOUTS = 12
MIN_WORLDS = 4  # worlds before ties and clear losers are dropped
CONFIRM_WORLDS = 8  # fresh worlds an overruling choice must also win on (0: no second look)
GAME_END = 99  # horizon meaning "play out to the end of the game"
PRIOR = 0.0  # how much better than the heuristic's own choice another must score to be taken
CONFIDENCE = 1.0  # standard errors the paired gain must clear on top of PRIOR
DROP_CONFIDENCE = 1.0  # standard errors below zero that drop an alternative while racing
FIT_TRIES = 0  # samples drawn at most for a world that fits the opponents' passes (0 or 1: no model)
MARGIN_WEIGHT = 0.5  # weight of the final deck margin (in decks) next to the win
DECK_SIZE = 40.0
OPEN_WORTH = 1.5  # an open Bakugan, in cards of deck (for play-outs cut short)
SEARCHABLE_STEPS = ("energize", "selection", "roll", "power")  # the steps `steps` may name
POWER_ONLY = ("power",)  # with confirm 8: 51.6% (50.1-53.2, 4000 games) against the heuristic (README)
SEARCH_STEPS = POWER_ONLY  # searched by default (see SearchAgent._worth_searching)


class SearchAgent:
    name = "search"
    samples_worlds = True  # its views keep what sample_world needs (players/agent.py: view_for)

    def __init__(
        self,
        seed: int = 0,
        catalog: Catalog | None = None,
        *,
        decks: Sequence[DeckList] = (),
        rollouts: int | None = None,
        seconds: float | None = None,
        candidates: int = 4,
        horizon: int = GAME_END,
        prior: float = PRIOR,
        confidence: float = CONFIDENCE,
        min_worlds: int = MIN_WORLDS,
        confirm: int = CONFIRM_WORLDS,
        steps: Sequence[str] = SEARCH_STEPS,
        fit_tries: int | None = None,
        roll_model: RollModel | None = None,
        params: HeuristicParams = DEFAULT,
    ) -> None:
        self.params = params  # the numbers of its own heuristic and of the play-outs' players
        self.fit_tries = FIT_TRIES if fit_tries is None else fit_tries  # the module's, read now (benchmarks set it)
        self.prior = prior
        self.confidence = confidence
        self.min_worlds = min_worlds
        self.confirm = confirm
        self.steps = tuple(steps)
        self.catalog = catalog if catalog is not None else default_catalog()
        self.rng = random.Random(seed)
        self.decks = tuple(decks)
        self.rollouts = rollouts if rollouts is not None else DEFAULT_ROLLOUTS
        self.seconds = seconds
        self.candidates = candidates
        self.horizon = horizon
        self.roll_model: RollModel = roll_model if roll_model is not None else ProbabilisticRollModel()
        self.seed = seed
        self.playout = Playout(self.catalog, self.decks, self.roll_model, seed, params)
        self._own: dict[int, HeuristicAgent] = {}
        self.searched = 0  # decisions searched (for benchmarks)
        self.deviated = 0  # searched decisions where another candidate replaced the heuristic's choice
        self.worlds = 0  # worlds sampled over all searches
        self.unfit = 0  # samples set aside because an opponent would not have passed in them

    def _heuristic(self, seat: int) -> HeuristicAgent:
        """The heuristic this player consults for its own choices (not the play-outs' players, whose
        generators are reseeded for every play-out)."""
        if seat not in self._own:
            deck = self.decks[seat] if seat < len(self.decks) else None
            self._own[seat] = HeuristicAgent(self.seed * 31 + seat, self.catalog, deck, self.params)
        return self._own[seat]

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
        """Plays in the steps named in `steps`. Re-measured on the real hidden cards
        (benchmarks/search_gain.py), overruling the heuristic in the power step won about 11 points
        more games per overruled decision, in the energize and selection steps under 1 point (the
        sampled worlds saw gains there that the real games did not have); choosing the Bakugan to
        roll, plays after the brawl, core placement and throws gained too rarely before."""
        if isinstance(first, (PlaceCore, ThrowBakugan, SelectBakugan)):
            return False
        return view.parts.step in self.steps

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
        seat = view.seat
        diffs: list[list[float]] = [[] for _ in options]  # score minus the heuristic choice's, per world
        alive = list(range(1, len(options)))
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        seen = passes_seen(view) if self.fit_tries > 1 else ()
        worlds = 0
        while alive:
            if deadline is None and worlds >= self.rollouts:
                break
            if deadline is not None and worlds > 0 and time.perf_counter() >= deadline:
                break
            world = self._world(view, seen)
            dice = self.rng.randrange(2**31)
            worlds += 1
            played = WorldPlayouts(self, world, seat, dice, own_world=not seen)
            base = played.turn_end(options[0])
            if base is None:
                continue
            for i in alive:
                gain = played.gain(base, options[i], last=i == alive[-1])
                if gain is not None:
                    diffs[i].append(gain)
            if worlds >= self.min_worlds:
                alive = [i for i in alive if self._still_racing(diffs[i])]
        chosen = self._pick(diffs)
        if chosen and not self._confirmed(view, options[0], options[chosen], seen):
            chosen = 0
        self.worlds += worlds
        self.deviated += chosen != 0
        return options[chosen]

    def _confirmed(self, view: PlayerView, preferred: Action, other: Action, seen: tuple[SeenPass, ...] = ()) -> bool:
        """Whether `other` still beats the heuristic's choice on `confirm` fresh worlds. The pick is
        the best of several noisy estimates, so on the worlds that picked it its gain reads too high
        (measured: about half of it is that selection bias); fresh worlds give an unbiased estimate."""
        if not self.confirm:
            return True
        gains: list[float] = []
        seat = view.seat
        for _ in range(self.confirm):
            world = self._world(view, seen)
            dice = self.rng.randrange(2**31)
            self.worlds += 1
            played = WorldPlayouts(self, world, seat, dice, own_world=not seen)
            base = played.turn_end(preferred)
            gain = played.gain(base, other, last=True) if base is not None else None
            if gain is not None:
                gains.append(gain)
        return bool(gains) and statistics.fmean(gains) > self.prior

    def _world(self, view: PlayerView, seen: tuple[SeenPass, ...]) -> Game:
        """A sample of the hidden cards, a fresh game the search may change; with `fit_tries`, one in
        which every opponent who passed in this position would have passed too (opponent_model.py),
        else the last sample drawn."""
        world = view.sample_world(self.rng, self.decks or None)
        if not seen:
            return world
        for _ in range(1, self.fit_tries):
            if fits_passes(world, seen, self.playout.player):
                return world
            self.unfit += 1
            world = view.sample_world(self.rng, self.decks or None)
        return world

    def _still_racing(self, values: list[float]) -> bool:
        """Keep sampling an alternative unless it has tied the heuristic's choice in every world or
        is clearly worse."""
        if len(values) < 2 or not any(values):
            return False
        mean, error = mean_and_error(values)
        return mean + DROP_CONFIDENCE * error > self.prior

    def _pick(self, diffs: list[list[float]]) -> int:
        """The candidate that beats the heuristic's choice (index 0) by the most, counted only when
        it does so clearly: a paired mean gain above `prior` plus `confidence` standard errors."""
        best, best_gain = 0, 0.0
        for i, values in enumerate(diffs):
            if i == 0 or len(values) < 2:
                continue
            mean, error = mean_and_error(values)
            if mean - self.confidence * error > self.prior and mean > best_gain:
                best, best_gain = i, mean
        return best

    # ------------------------------------------------------------------ playing out

    def _rollout(
        self, world: Game, seat: int, action: Action, dice: int, base: tuple[float, str] | None
    ) -> tuple[float, str] | None:
        """(score, position at the end of this turn) of `action` played out in `world`, the whole
        play-out at once (benchmarks/search_gain.py re-plays single choices with it). When the
        position at the turn's end is the same as the `base` play-out's, the rest of the game
        would be too (same dice, same turn), so its score is reused without playing on."""
        played = WorldPlayouts(self, world, seat, dice)
        ended = played.turn_end(action)
        if ended is None:
            return None
        checkpoint = ended.checkpoint
        if base is not None and checkpoint and checkpoint == base[1]:
            return base[0], checkpoint
        return played.score(ended), checkpoint


class TurnEnd:
    """A play-out stopped at the end of the searched turn: its game (played on in place when its
    score is asked) and that position's exact key, the text the state hash digests ("" when the
    game is over): no digest made at every turn end."""

    __slots__ = ("checkpoint", "game", "scored")

    def __init__(self, game: Game, checkpoint: str) -> None:
        self.game = game
        self.checkpoint = checkpoint
        self.scored: float | None = None


class WorldPlayouts:
    """The candidates of one decision played out in one sampled world with the same dice, each
    only as far as it must be: to the end of the searched turn first, and on to the horizon only
    when its position there differs from the heuristic choice's. Play-outs are a function of the
    position, the dice and the turn (playout.py reseeds its players at every turn), so two that
    reach the same position at the turn's end score the same: the rest is played once per position,
    and the heuristic choice's rest only when some candidate's position differs from it (the same
    scores as playing each to the horizon, for less: most candidates that tie do so by then)."""

    def __init__(self, agent: SearchAgent, world: Game, seat: int, dice: int, own_world: bool = False) -> None:
        self.agent = agent
        self.world = world
        self.own_world = own_world  # the world is this object's alone: its last play-out may change it
        self.turn = world.state.turn  # the searched turn (read now: the world may be played on)
        self.seat = seat
        self.dice = dice
        self._scores: dict[str, float] = {}  # score of the play-out on from each position reached

    def turn_end(self, action: Action, last: bool = False) -> TurnEnd | None:
        """`action` played out to the end of this turn; None if it is not legal in this world (it
        depends on hidden cards). The `last` play-out of the world plays on the world itself (a
        fresh sample no one else holds) instead of a copy."""
        world = self.world
        game = world if last and self.own_world else Game(copy_state(world.state), world.catalog)
        try:
            game.apply(action)
        except IllegalAction:
            return None
        self.agent.playout.run(game, self.dice, self.turn)
        return TurnEnd(game, "" if game.over else game.state.state_text())

    def score(self, ended: TurnEnd) -> float:
        """The play-out's score at the horizon (or the game's end), played on once."""
        if ended.scored is not None:
            return ended.scored
        known = self._scores.get(ended.checkpoint) if ended.checkpoint else None
        if known is None:
            game = ended.game
            turn = self.turn
            horizon = self.agent.horizon
            last = None if horizon >= GAME_END else turn + horizon
            if not game.over and (last is None or last > turn):
                self.agent.playout.run(game, self.dice, last)
            known = evaluate(game, self.seat)
            if ended.checkpoint:
                self._scores[ended.checkpoint] = known
        ended.scored = known
        return known

    def gain(self, base: TurnEnd, action: Action, last: bool = False) -> float | None:
        """Score of `action` minus the heuristic choice's (`base`) in this world; None if `action`
        is not legal here. `last`: no other play-out of this world comes after it."""
        ended = self.turn_end(action, last)
        if ended is None:
            return None
        if ended.checkpoint and ended.checkpoint == base.checkpoint:
            return 0.0
        return self.score(ended) - self.score(base)


def mean_and_error(values: list[float]) -> tuple[float, float]:
    """Mean of at least two paired differences and its standard error."""
    return statistics.fmean(values), statistics.stdev(values) / math.sqrt(len(values))


def evaluate(game: Game, seat: int) -> float:
    """From `seat`'s side: a win is 1 plus a share of the deck margin, a loss -1 minus it; a game cut
    short scores the lead in deck, hand, Energy and open Bakugan squashed to (-1, 1)."""
    s = game.state
    me = s.players[seat]
    others = [p for p in s.players if p.seat != seat]
    margin = (len(me.deck) - max((len(p.deck) for p in others), default=0)) / DECK_SIZE
    if s.winner is not None:
        return (1.0 if s.winner == seat else -1.0) + MARGIN_WEIGHT * margin
    if me.out:
        return -1.0 + MARGIN_WEIGHT * margin

    def strength(p: int) -> float:
        player = s.players[p]
        energy = len(player.charged) + len(player.uncharged)
        opened = sum(1 for b in player.bakugan if s.bakugan[b].open)  # brawls won, towards a Team Attack
        return len(player.deck) + 0.4 * len(player.hand) + 0.3 * energy + OPEN_WORTH * opened

    rivals = [strength(p.seat) for p in others if not p.out]
    lead = strength(seat) - (max(rivals) if rivals else 0.0)
    return math.tanh(lead / 10.0)
