"""What on the table can be clicked now, and which card a pointer may see: pure reading of the
game and the legal actions, for the table scene to mark and zoom."""

from __future__ import annotations

from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.rules.actions import (
    Action,
    Activate,
    ChooseCard,
    Energize,
    PlaceCore,
    PlayCard,
    SelectBakugan,
    Target,
)
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame, PriorityFrame
from game.games.bakugan.rules.stats import top_card
from game.games.bakugan.ui.choice import Choice
from game.games.bakugan.ui.hero_look import hero_now
from game.games.bakugan.ui.layout import Hit


def clickable(
    game: Game, legal: list[Action], choice: Choice | None, core_pick: str | None, tokens: set[int]
) -> set[Hit]:
    """Hits that lead to a legal action: the cards, Bakugan, cells and targets to mark."""
    out: set[Hit] = set()
    if not legal:
        return out
    if choice is not None:
        q = choice.question
        if q == "target":
            for t in choice.targets():
                if t is not None and t.kind != "skip":
                    out |= target_hits(t, tokens)
        elif q == "sacrifice":
            out |= {Hit("hand", v) for v in choice.options("sacrifice") if isinstance(v, int)}
        return out
    top = game.pending()
    cores = sorted({a.core for a in legal if isinstance(a, PlaceCore)})
    pick = core_pick if core_pick in cores else (cores[0] if cores else None)
    for a in legal:
        if isinstance(a, PlayCard) and isinstance(top, PriorityFrame):
            out.add(Hit("hand", a.card))
        elif isinstance(a, Activate):
            out |= source_hits(game, a.card, tokens)
        elif isinstance(a, Energize) and a.card is not None:
            out.add(Hit("hand", a.card))
        elif isinstance(a, SelectBakugan):
            out.add(Hit("bakugan", a.bakugan))
        elif isinstance(a, ChooseCard) and isinstance(top, DecisionFrame) and top.decision == "discard":
            out.add(Hit("hand", a.card))
        elif isinstance(a, PlaceCore) and a.core == pick:
            out.add(Hit("cell", a.cell))
    return out


def target_hits(t: Target, tokens: set[int]) -> set[Hit]:
    if t.kind == "bakugan":
        return bakugan_hits(t.ref, tokens)
    if t.kind == "player":
        return {Hit("player", t.ref)}
    if t.kind == "batch_card":
        return {Hit("batch", t.ref)}
    if t.kind == "hero":
        return {Hit("hero", t.ref)}
    return set()


def bakugan_hits(bid: int, tokens: set[int]) -> set[Hit]:
    """A Bakugan's card, and its figure on the field when it is open there."""
    hits = {Hit("bakugan", bid)}
    if bid in tokens:
        hits.add(Hit("token", bid))
    return hits


def source_hits(game: Game, iid: int, tokens: set[int]) -> set[Hit]:
    """Where the card with an activated ability sits: a Bakugan (Character or Evo) or a Hero."""
    for bak in game.state.bakugan:
        if iid == bak.character or iid in bak.evos:
            return bakugan_hits(bak.bid, tokens)
    return {Hit("hero", iid)}


def visible_card(game: Game, hit: Hit, viewer: int, hand_hidden: bool) -> CardDef | None:
    """The card under a hit that the viewing seat may see (hidden information stays hidden)."""
    s = game.state
    if hit.kind == "hand":
        return None if hand_hidden else game.card(hit.ref)
    if hit.kind in ("bakugan", "token"):
        bak = s.bakugan[hit.ref]
        if bak.face_up or (bak.owner == viewer and not hand_hidden):
            return top_card(s, game.catalog, bak)
        return None
    if hit.kind == "hero":
        return hero_now(game, hit.ref)  # in its Factions now (2.5.1)
    if hit.kind == "batch":
        entry = next((e for e in s.batch if e.eid == hit.ref), None)
        return game.catalog.cards[entry.card_id] if entry else None
    if hit.kind == "discard":
        pile = s.players[hit.ref].discard
        return game.card(pile[-1]) if pile else None
    return None
