"""One-time import of card facts from ../shared/data into cards/bakugan/*.yaml.

After the import the YAML files are the source of truth: effects are encoded there by hand.
Running this again would overwrite encoded effects, so it refuses when a target file exists.
The printed effect text is not copied: only facts (names, stats, costs, cores).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDS_DIR = ROOT / "cards" / "bakugan"
DATA = ROOT.parent / "shared" / "data"
SET_FILES = {
    "Battle Brawlers": ("bb", "battle_brawlers.yaml"),
    "Resurgence": ("br", "resurgence.yaml"),
    "Age of Aurelus": ("aa", "age_of_aurelus.yaml"),
    "EX": ("ex", "ex.yaml"),
}
TYPE_CODES = {"Fist": "FT", "Flaming Fist": "FF", "Shield": "SD", "Magic Shield": "MS", "Helix": "HE"}


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def card_yaml(card: dict[str, object], code: str) -> str:
    lines = [f"  - id: {code}-{card['number']}", f"    number: {_q(str(card['number']))}"]
    lines.append(f"    name: {_q(str(card['name']))}")
    lines.append(f"    type: {card['type']}")
    factions = card["factions"]
    assert isinstance(factions, list), f"{card['name']}: factions is not a list"
    lines.append(f"    factions: [{', '.join(map(str, factions))}]")
    if card["type"] != "Character":
        lines.append(f"    cost: {card['cost']}")
    lines.append(f"    rarity: {card['rarity']}")
    if card["bp"] is not None:
        lines.append(f"    bp: {card['bp']}")
        lines.append(f"    dr: {card['dr']}")
    core_types = card["core_types"]
    if core_types:
        assert isinstance(core_types, list), f"{card['name']}: core_types is not a list"
        codes = [TYPE_CODES[str(t)] for t in core_types]
        lines.append(f"    cores: [{', '.join(codes)}]")
    if card["evolves_from"]:
        lines.append(f"    evolves_from: {_q(str(card['evolves_from']))}")
    if card["effect_text"]:
        lines.append('    unencoded: "card text not encoded yet"')
    return "\n".join(lines)


def main() -> int:
    cards = json.loads((DATA / "bakugan_cards.json").read_text())
    for set_name, (code, filename) in SET_FILES.items():
        target = CARDS_DIR / filename
        if target.exists():
            print(f"{target} exists; not overwriting encoded cards", file=sys.stderr)
            continue
        rows = [c for c in cards if c["set"] == set_name]
        body = "\n".join(card_yaml(c, code) for c in rows)
        target.write_text(f"set: {set_name}\ncards:\n{body}\n", encoding="utf-8")
        print(f"wrote {len(rows)} cards to {target}")
    cores_target = CARDS_DIR / "bakucores.yaml"
    if not cores_target.exists():
        cores = json.loads((DATA / "bakucores.json").read_text())
        out = ["cores:"]
        for core in cores:
            row = [f"id: {core['id']}", f"number: {core['number']}", f"type: {core['type_code']}"]
            if core["bp"]:
                row.append(f"bp: {core['bp']}")
            if core["dr"]:
                row.append(f"dr: {core['dr']}")
            keyword = core["keyword"]
            if keyword == "ShadowStrike":
                row.append("keywords: [ShadowStrike]")
            elif keyword and keyword.startswith("FrostStrike"):
                row.append(f"frost: {int(keyword.split()[1])}")
            cond = core["condition"]
            if cond:
                row.append(f"if_factions: [{', '.join(cond['factions'])}]")
                if cond["bp"]:
                    row.append(f"if_bp: {cond['bp']}")
                if cond["dr"]:
                    row.append(f"if_dr: {cond['dr']}")
            out.append("  - {" + ", ".join(row) + "}")
        cores_target.write_text("\n".join(out) + "\n", encoding="utf-8")
        print(f"wrote {len(cores)} cores to {cores_target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
