"""Checks that must hold in every reachable state: used by random-game tests and simulations."""

from __future__ import annotations

from collections import Counter

from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame, ResolveFrame


def card_locations(game: Game) -> Counter[int]:
    s = game.state
    seen: Counter[int] = Counter()
    for p in s.players:
        for zone in (p.deck, p.hand, p.discard, p.charged, p.uncharged, p.heroes):
            seen.update(zone)
    for b in s.bakugan:
        seen[b.character] += 1
        seen.update(b.evos)
    for entry in s.batch:
        if entry.kind == "card" and entry.card is not None:
            seen[entry.card] += 1
    for frame in s.frames:
        if (
            isinstance(frame, ResolveFrame)
            and frame.entry is not None
            and frame.entry.kind == "card"
            and frame.entry.card is not None
        ):
            seen[frame.entry.card] += 1
    return seen


def check_invariants(game: Game) -> list[str]:
    """Every broken invariant, in words (an empty list when all hold)."""
    s = game.state
    problems: list[str] = []
    seen = card_locations(game)
    for card in s.cards:
        n = seen.get(card.iid, 0)
        if n != 1:
            problems.append(f"card {card.iid} ({card.card_id}) is in {n} places")
    extra = set(seen) - {c.iid for c in s.cards}
    if extra:
        problems.append(f"unknown card instances {sorted(extra)}")
    for p in s.players:
        if p.pool < 0:
            problems.append(f"{p.name} has negative energy {p.pool}")
        selected = s.this_turn.selected.get(p.seat)
        if selected is not None and s.bakugan[selected].controller != p.seat and not p.out:
            problems.append(f"{p.name} selected a Bakugan they do not control")
    placing = Counter(
        c for f in s.frames if isinstance(f, DecisionFrame) for c in kind_of(f.decision).cores_in_transit(f)
    )
    held = Counter(c for b in s.bakugan for c in b.cores)
    for cid in s.cores:
        places = (cid in s.field) + (held[cid] > 0) + placing[cid]
        if places > 1:
            problems.append(f"BakuCore {cid} is in {places} places")
        if places == 0 and s.turn > 0 and not s.players[s.cores[cid].owner].out:  # unplaced when they left
            problems.append(f"BakuCore {cid} is nowhere")
    cells = list(s.field.values())
    if len(cells) != len(set(cells)):
        problems.append("two BakuCores share a cell")
    for b in s.bakugan:
        if b.cores and not b.open:
            problems.append(f"closed Bakugan {b.bid} holds BakuCores")
        if b.in_brawl and not b.open:
            problems.append(f"Bakugan {b.bid} is in the brawl but closed")
    return problems
