"""`profile fit|list|show`: a rolling profile from recorded practice throws without the window."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main
from game.games.bakugan.sim.roll_profile import load_profile, record_throw
from tests.sim.test_roll_profile import MIXED, practice


@pytest.fixture
def user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path))
    return tmp_path


def test_fit_list_show(user_folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for record in practice(40, 0.5, MIXED, seed=7):
        record_throw("Ann", record, user_folder)
    (user_folder / "throws" / "Ann.jsonl").open("a").write("not a throw\n")
    for record in practice(3, 0.5, MIXED, seed=8):
        record_throw("Bo", record, user_folder)

    assert main(["profile", "fit", "Ann", "--check-throws", "1"]) == 0
    out = capsys.readouterr().out
    profile = load_profile("Ann", user_folder)
    assert profile.throws == 40
    assert f"saved {user_folder / 'roll_profiles' / 'Ann.json'}" in out
    assert "skipped: " in out and "Ann.jsonl:41" in out
    assert "opened: practice" in out and f"skill {profile.like_skill:.2f}" in out

    assert main(["profile", "list"]) == 0
    listed = capsys.readouterr().out
    assert "Ann" in listed and "40 throws" in listed
    assert "Bo" in listed and "3 throws recorded, no profile yet, 10 needed" in listed

    assert main(["profile", "show", "Ann"]) == 0
    shown = capsys.readouterr().out
    assert "fitted to 40 throws" in shown and "simulate --roll-profile Ann" in shown


def test_refusals(user_folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["profile", "fit", "Nobody"]) == 1
    assert "no throws recorded for Nobody" in capsys.readouterr().out
    for record in practice(3, 0.5, MIXED, seed=8):
        record_throw("Bo", record, user_folder)
    assert main(["profile", "fit", "Bo"]) == 1
    assert "needs at least 10" in capsys.readouterr().out
    assert main(["profile", "show", "Bo"]) == 1
    assert "no rolling profile 'Bo'" in capsys.readouterr().out
    assert main(["profile", "fit", "../x"]) == 2
    assert "not a profile name" in capsys.readouterr().out
    (user_folder / "roll_profiles").mkdir()
    (user_folder / "roll_profiles" / "Cy.json").write_text("[1, 2]")
    assert main(["profile", "show", "Cy"]) == 1
    assert "Cy.json" in capsys.readouterr().out
    assert main(["profile", "list"]) == 0
    assert "Cy                   cannot be read" in capsys.readouterr().out
