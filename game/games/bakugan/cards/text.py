"""A card's full text as the game shows it, generated from its encoded effects."""

from __future__ import annotations

from game.games.bakugan.cards.model import CardDef, CardType, CoreDef


def card_text(card: CardDef) -> str:
    parts: list[str] = []
    if card.type is CardType.EVO and card.evolves_from:
        parts.append(f"Play on your {'/'.join(f.value for f in card.factions)} {card.evolves_from}.")
    if card.play is not None:
        text = card.play.describe()
        if text:
            parts.append(text)
    parts.extend(a.describe() for a in card.abilities)
    if card.unencoded:
        parts.append(f"[not encoded: {card.unencoded}]")
    return " ".join(parts)


def card_header(card: CardDef) -> str:
    factions = "/".join(f.value for f in card.factions)
    head = f"{card.name} ({card.id}) — {factions} {card.type.value}"
    if card.type is CardType.CHARACTER:
        cores = " + ".join(t.value for t in card.core_types)
        head += f", {card.bp} B-Power, {card.dr} Damage Rating, BakuCores: {cores}"
    elif card.type is CardType.EVO:
        head += f", cost {card.cost}, {card.bp} B-Power, {card.dr} Damage Rating"
    else:
        head += f", cost {'X' if card.x_cost else card.cost}"
    return head


def core_text(core: CoreDef) -> str:
    """A BakuCore's bonus in a few words, e.g. "+300 BP, +3 DR" or "+400 BP if Aquos/Ventus"."""
    parts = [f"{value:+d} {label}" for value, label in ((core.bp, "BP"), (core.dr, "DR")) if value]
    parts += list(core.keywords)
    if core.frost:
        parts.append(f"FrostStrike {core.frost}")
    if core.condition_factions:
        gains = [f"{v:+d} {label}" for v, label in ((core.condition_bp, "BP"), (core.condition_dr, "DR")) if v]
        parts.append(f"{', '.join(gains)} if {'/'.join(f.value for f in core.condition_factions)}")
    return ", ".join(parts) or "no bonus"
