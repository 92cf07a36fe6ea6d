"""Every section of the guide has a scenario and a row in the README; every word of the card
language is used by a card of the pool; the new words, each with its refused variant; the scenario
format's checks fail when they should and say why."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.games.battle_monsters import words
from game.games.battle_monsters.actions import Attack, ChooseTarget, Summon
from game.games.battle_monsters.cards import default_pool
from game.games.battle_monsters.decks import BmDeck
from game.games.battle_monsters.match import play_game
from game.games.battle_monsters.players import HeuristicPlayer
from game.games.battle_monsters.rulebook import SECTIONS
from game.games.battle_monsters.scenario import ScenarioError, build_position, run_scenario_file
from tests.battle_monsters.test_rules import iid_of, on, position, refused

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "game" / "games" / "battle_monsters"
FOLDER = ROOT / "tests" / "scenarios" / "battle_monsters"
SCENARIOS = sorted([*FOLDER.glob("*.yaml"), *(PACKAGE / "puzzles").glob("*.yaml")])


def _named() -> dict[str, list[str]]:
    named: dict[str, list[str]] = {}
    for path in SCENARIOS:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        for rule in doc.get("rules") or ([doc["rule"]] if "rule" in doc else []):
            named.setdefault(str(rule), []).append(path.stem)
    return named


def test_every_section_of_the_guide_has_a_scenario() -> None:
    named = _named()
    assert [rule for rule in SECTIONS if rule not in named] == []


def test_every_ruling_has_a_scenario() -> None:
    rulings = re.findall(r"^- \*\*(R\d+) ", (PACKAGE / "RULINGS.md").read_text(encoding="utf-8"), re.MULTILINE)
    assert len(rulings) >= 18
    named = _named()
    assert [r for r in rulings if r not in named] == []


def test_the_readme_lists_every_section_with_its_scenarios() -> None:
    text = (PACKAGE / "README.md").read_text(encoding="utf-8")
    rows = {m.group(1): m.group(2) for m in re.finditer(r"^\| (\d+\.\d+) \| .*\| ([^|]+) \|$", text, re.MULTILINE)}
    assert [rule for rule in SECTIONS if rule not in rows] == []
    for rule, stems in rows.items():
        for stem in (s.strip() for s in stems.split(",")):
            assert any(p.stem == stem for p in SCENARIOS), f"README row {rule} names {stem}, which is no scenario"


def test_every_word_of_the_language_is_used_by_a_card_of_the_pool() -> None:
    cards = list(default_pool().cards.values())
    abilities = [a for c in cards for a in c.abilities]
    effects = [e for a in abilities for e in a.effects]
    assert {a.when for a in abilities} >= {*words.MONSTER_WHEN, *words.SPELL_WHEN, *words.TRAP_WHEN}
    assert {e.verb for e in effects} >= set(words.VERBS)
    assert {g.what for c in cards for g in c.grants} | {e.grant for e in effects} >= set(words.GRANTS)
    assert {z for a in abilities if a.when == "graveyard" for z in a.zones} >= set(words.FROM_ZONES)
    assert {e.zone for e in effects if e.verb == "summon"} >= set(words.SUMMON_FROM) - {"supply"}
    assert {e.target.who for e in effects if e.verb == "discard" and e.target} == {"you", "opponent"}
    assert any(a.set_to is not None for c in cards for a in c.auras) and any(a.subject for a in abilities)


# ---- the new words, each with its refused variant --------------------------------------------------


def test_1_2_a_card_forbids_attacking_and_refused_citing_it() -> None:
    game = position([on("bm-041"), on("bm-001")])
    assert refused(game, Attack(iid_of(game, "bm-041"), None)) == "1.2"
    game.apply_action(Attack(iid_of(game, "bm-001"), None))
    assert game.state.lives == [5, 4]


def test_4_3_attack_directly_past_a_visible_monster_and_refused_without_the_card() -> None:
    game = position([on("bm-042"), on("bm-002")], [on("bm-009", "defence-visible")])
    assert refused(game, Attack(iid_of(game, "bm-002"), None)) == "4.3"
    game.apply_action(Attack(iid_of(game, "bm-042"), None))
    assert game.state.lives == [5, 4]


def test_7_3_attack_twice_and_refused_a_third_time() -> None:
    game = position([on("bm-043")])
    wolf = iid_of(game, "bm-043")
    game.apply_action(Attack(wolf, None))
    game.apply_action(Attack(wolf, None))
    assert refused(game, Attack(wolf, None)) == "7.3" and game.state.lives == [5, 3]


def test_7_3_attack_on_arrival_and_refused_for_another_new_monster() -> None:
    game = position(hand=["bm-044", "bm-001"])
    for cid in ("bm-044", "bm-001"):
        game.apply_action(Summon(iid_of(game, cid, "hand"), "attack-visible"))
    assert refused(game, Attack(iid_of(game, "bm-001"), None)) == "7.3"
    game.apply_action(Attack(iid_of(game, "bm-044"), None))
    assert game.state.lives == [5, 4]


def test_5_1_attack_spells_and_traps_and_refused_for_another_monster() -> None:
    game = position([on("bm-045"), on("bm-002")], [on("bm-104")])
    banner = iid_of(game, "bm-104", seat=1)
    assert refused(game, Attack(iid_of(game, "bm-002"), banner)) == "5.1"
    game.apply_action(Attack(iid_of(game, "bm-045"), banner))
    assert game.where(banner) == "graveyard"


def test_6_1_a_card_of_the_player_whose_turn_ended_is_refused_citing_6_1() -> None:
    game = position([on("bm-001")], hand=["bm-002"])
    mine = iid_of(game, "bm-002", "hand")
    from game.games.battle_monsters.actions import Draw

    game.apply_action(Draw())
    assert refused(game, Summon(mine, "attack-visible")) == "6.1"


# ---- the computer player ------------------------------------------------------------------------------


def test_heuristic_discards_its_weakest_card_and_summons_its_strongest_back() -> None:
    game = position(hand=["bm-115"], their_hand=["bm-008", "bm-009"])
    game.apply_action(Summon(iid_of(game, "bm-115", "hand"), "attack-visible"))  # Mind Rot: Bo discards
    assert game.to_act() == 1
    choice = HeuristicPlayer(0).choose(game.view(1), game.legal_actions())
    assert choice == ChooseTarget(iid_of(game, "bm-009", "hand", 1))  # Reef Crab, not Magma Titan
    doc = {
        "players": [
            {"hand": ["bm-114"], "supply": ["bm-001"] * 3, "graveyard": ["bm-001", "bm-008"]},
            {"supply": ["bm-001"] * 3},
        ]
    }
    game = build_position(doc, default_pool())
    game.apply_action(Summon(iid_of(game, "bm-114", "hand"), "attack-visible"))  # Raise the Fallen
    choice = HeuristicPlayer(0).choose(game.view(0), game.legal_actions())
    assert choice == ChooseTarget(iid_of(game, "bm-008", "graveyard"))


@pytest.mark.parametrize("seed", range(3))
def test_games_of_the_whole_pool_end(seed: int) -> None:
    pool = default_pool()
    ids = sorted(pool.cards)
    rng = random.Random(seed)
    decks = [BmDeck(f"d{k}", "", tuple(rng.choice(ids) for _ in range(36))) for k in (0, 1)]
    result = play_game(decks, ["heuristic", "random" if seed else "heuristic"], seed)
    assert result.ended in ("lives", "supply")


# ---- the scenario format ------------------------------------------------------------------------------


def _run(tmp_path: Path, text: str) -> Any:
    path = tmp_path / "s.yaml"
    path.write_text("game: battle-monsters\nname: t\n" + text, encoding="utf-8")
    return run_scenario_file(path)


PLAIN = (
    "players:\n  - {name: Ann, supply: [bm-001, bm-001], field: [{card: bm-001, stance: defence-visible}]}\n"
    "  - {name: Bo, supply: [bm-001, bm-001]}\n"
)


def test_refused_steps_and_expectations_say_what_was_expected_and_found(tmp_path: Path) -> None:
    run = _run(tmp_path, PLAIN + "steps:\n  - do: {attack: bm-001, target: player}\n    refused: true\n")
    assert run.ok and any("changed nothing" in c.what for c in run.checks)
    run = _run(tmp_path, PLAIN + "steps:\n  - do: {attack: bm-001, target: player}\n    refused: '7.3'\n")
    assert run.failures and "(expected '7.3', actual '4.5')" in run.failures[0]
    run = _run(tmp_path, PLAIN + "steps:\n  - do: {switch: bm-001}\n    refused: true\n")
    assert "(expected 'refused (True)', actual 'allowed')" in run.failures[0]
    run = _run(tmp_path, PLAIN + "steps:\n  - do: draw\nexpect: {turn: 3, active: 0}\n")
    assert [f.split(": ", 1)[1] for f in run.failures] == [
        "turn is 3 (expected 3, actual 4)",
        "active is 0 (expected 0, actual 1)",
    ]
    assert not any("(expected None, actual None)" in f for f in run.failures)


def test_a_dealt_games_decks_are_checked(tmp_path: Path) -> None:
    decks = "players:\n  - {deck: {bm-001: 29}}\n  - {deck: tidal_wall}\n"
    assert _run(tmp_path, "phase: setup\nrefused: '2.1'\n" + decks).ok
    with pytest.raises(ScenarioError, match=r"decks refused: rule 2\.1"):
        _run(tmp_path, "phase: setup\n" + decks)
    legal = "players:\n  - {deck: tidal_wall}\n  - {deck: tidal_wall}\n"
    accepted = _run(tmp_path, "phase: setup\nrefused: '2.1'\n" + legal)
    assert "the decks should be refused" in accepted.failures[0]
    with pytest.raises(ScenarioError, match="belongs to a dealt game"):
        _run(tmp_path, "seed: 3\n" + PLAIN)
