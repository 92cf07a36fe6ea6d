"""The deck builder's questions from the command line (issue 36): is version B better than A (a
deck compared with itself finds no difference, a clearly weaker deck is found), how many games are
needed (--until-width), how fast a deck wins alone (--goldfish), is it the deck or the player
(--agent-sweep), and the same runs for Fusion World and Battle Monsters."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.cli import main
from game.sim.wilson import rate, width

WEAK = str(Path(__file__).resolve().parents[1] / "fixtures" / "decks" / "aquos_weak.yaml")


def _json(path: Path) -> Any:
    return json.loads(path.read_text())


@pytest.mark.parametrize("seed", [1, 2])
def test_a_deck_compared_with_itself_shows_no_difference(tmp_path: Path, seed: int) -> None:
    """The same deck on the same deals plays the same games: no deal differs, and the sequential
    test rules out a difference of 10 points after ln(beta / (1 - alpha)) / ln(0.9) = 28 deals."""
    out = tmp_path / "same"
    code = main(
        ["simulate", "--compare", "aquos_flow", "aquos_flow", "--against", "pyrus_fury", "--difference", "10",
         "--look-every", "10", "--seed", str(seed), "--out", str(out)]
    )  # fmt: skip
    assert code == 0
    report = _json(out / "compare.json")
    assert report["verdict"]["decision"] == "no difference"
    assert report["overall"]["deals"] == 30 and report["overall"]["differing"] == 0
    assert report["overall"]["p_value"] == 1.0
    text = (out / "compare.md").read_text()
    assert "no difference of 10 points or more" in text and "none: the same cards" in text
    assert (out / "compare.png").exists() and (out / "version_b" / "report.md").exists()


def test_a_clearly_weaker_deck_is_found(tmp_path: Path) -> None:
    out = tmp_path / "weak"
    code = main(
        ["simulate", "--compare", "aquos_flow", WEAK, "--against", "pyrus_fury", "--difference", "10",
         "--look-every", "10", "--seed", "1", "--jobs", "2", "--out", str(out)]
    )  # fmt: skip
    assert code == 0
    report = _json(out / "compare.json")
    assert report["verdict"]["decision"] == "worse"
    assert report["overall"]["difference"]["high"] < 0
    assert report["overall"]["deals"] < 200  # stopped as soon as decided, well short of the most (5000)
    changes = "\n".join(report["changes"])
    assert "out: 1 Pegatrix (bb-292) (Bakugan)" in changes and "in: 1 Gorthion (br-169) (Bakugan)" in changes
    assert "stopped because the sequential test decided" in (out / "compare.md").read_text()


def test_until_width_stops_when_every_interval_is_narrow_enough(tmp_path: Path) -> None:
    out = tmp_path / "width"
    code = main(
        ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--agents", "random", "--until-width", "30",
         "--look-every", "10", "--games", "200", "--out", str(out)]
    )  # fmt: skip
    assert code == 0
    report = _json(out / "report.json")
    games = report["games"]
    assert games % 10 == 0 and games < 200
    assert all(width(side["win_rate"]) <= 0.30 for side in report["sides"])
    assert any("every win rate's 95% interval is at most 30 points wide" in note for note in report["notes"])
    text = (out / "report.md").read_text()
    assert "Computer players: Aquos Flow `random`, Pyrus Fury `random`." in text
    assert "The run stopped after" in text
    # ten games fewer would not have done
    previous = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()][: games - 10]
    wins = sum(1 for g in previous if g["winner_side"] == 0)
    assert width(rate(wins, len(previous))) > 0.30


def test_goldfish_from_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "fish"
    code = main(["simulate", "--goldfish", "aquos_flow", "--agents", "heuristic", "--games", "3", "--out", str(out)])
    assert code == 0
    report = _json(out / "goldfish.json")
    assert [(c["player"], c["opponent"]) for c in report["cells"]] == [
        ("heuristic", "goldfish"),
        ("heuristic", "blocker"),
    ]
    assert (out / "goldfish.png").exists()


def test_agent_sweep_gives_each_decks_gain_from_stronger_play(tmp_path: Path) -> None:
    out = tmp_path / "sweep"
    code = main(
        ["simulate", "--agent-sweep", "random,heuristic", "--decks", "aquos_flow", "pyrus_fury", "--games", "4",
         "--out", str(out)]
    )  # fmt: skip
    assert code == 0
    report = _json(out / "player_sweep.json")
    assert [r["deck"] for r in report["decks"]] == ["Aquos Flow", "Pyrus Fury"]
    for row in report["decks"]:
        gain = row["gain"]["heuristic"]
        assert gain["deals"] == 4
        assert gain["b_rate"] - gain["a_rate"] == pytest.approx(gain["difference"]["rate"])
    assert "heuristic" in (out / "player_sweep.md").read_text()


@pytest.mark.parametrize(
    ("game", "decks"),
    [
        ("fusion-world", ["ember_rush", "rootbound_ramp"]),
        ("battle-monsters", ["inferno_dragons", "stone_legion"]),
    ],
)
def test_every_game_runs_the_same_questions(tmp_path: Path, game: str, decks: list[str]) -> None:
    base = ["simulate", "--game", game, "--agents", "heuristic", "--jobs", "2"]
    assert main([*base, "--decks", *decks, "--games", "6", "--out", str(tmp_path / "m")]) == 0
    report = _json(tmp_path / "m" / "report.json")
    assert report["games"] == 6 and report["sides"][0]["cards"] and report["endings"]["total"]
    assert (tmp_path / "m" / "cards_side1.png").exists()
    assert main([*base, "--gauntlet", decks[0], "--games", "1", "--out", str(tmp_path / "g")]) == 0
    assert _json(tmp_path / "g" / "gauntlet.json")["rows"]
    assert main([*base, "--metagame", "--decks", *decks, "--games", "2", "--out", str(tmp_path / "meta")]) == 0
    assert _json(tmp_path / "meta" / "metagame.json")["decks"]
    code = main([*base, "--compare", decks[0], decks[0], "--against", decks[1], "--difference", "20",
                 "--look-every", "10", "--out", str(tmp_path / "c")])  # fmt: skip
    assert code == 0
    assert _json(tmp_path / "c" / "compare.json")["verdict"]["decision"] == "no difference"
    code = main([*base, "--decks", *decks, "--until-width", "40", "--look-every", "5", "--out", str(tmp_path / "w")])
    assert code == 0 and _json(tmp_path / "w" / "report.json")["games"] % 5 == 0


def test_options_that_do_not_go_together_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = str(tmp_path / "x")
    cases = [
        (["--compare", "aquos_flow", "pyrus_fury"], "plays against one of"),
        (["--compare", "aquos_flow", "pyrus_fury", "--against", "haos_heroes", "--until-width", "5"], "sequential"),
        (["--against", "haos_heroes", "--decks", "aquos_flow", "pyrus_fury"], "--against goes with --compare"),
        (["--goldfish", "aquos_flow", "--compare", "a", "b"], "different runs"),
        (["--gauntlet"], "--gauntlet takes the deck"),
        (["--decks", "aquos_flow", "pyrus_fury", "--until-width", "0.1"], "--until-width takes 0.5 to 50"),
        (["--compare", "aquos_flow", "pyrus_fury", "--against", "haos_heroes", "--error-rates", "0.05"], "ALPHA,BETA"),
        (["--agent-sweep", "heuristic", "--decks", "aquos_flow", "pyrus_fury"], "at least two players"),
        (["--game", "fusion-world", "--goldfish", "ember_rush"], "applies to Bakugan"),
    ]
    for options, words in cases:
        assert main(["simulate", *options, "--out", out]) == 2, options
        assert words in capsys.readouterr().out, options
