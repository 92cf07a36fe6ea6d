"""Writing never loses work or leaves litter: Fusion World's and Battle Monsters' `--out` that is a
file, cannot be made, or fills the disk is one line naming it (exit 1) and no traceback; a write
killed half-way (the app's autosave under `kill -9`) leaves a temporary file that the next write
of the same file removes."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.cli import main
from game.files.atomic_write import STALE_SECONDS, write_text_atomic

GAMES = ("fusion-world", "battle-monsters")


def _said(capsys: pytest.CaptureFixture[str]) -> str:
    out = capsys.readouterr()
    return out.out + out.err


@pytest.mark.parametrize("game", GAMES)
def test_an_out_that_is_a_file_or_cannot_be_made_is_one_line(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a_file = tmp_path / "report"
    a_file.write_text("mine", encoding="utf-8")
    assert main(["simulate", "--game", game, "--games", "1", "--out", str(a_file)]) == 1
    assert "is a file; --out names" in _said(capsys)
    assert a_file.read_text(encoding="utf-8") == "mine"
    assert main(["simulate", "--game", game, "--games", "1", "--out", "/proc/self/no_such_folder"]) == 1
    said = _said(capsys)
    assert "/proc/self/no_such_folder: cannot be made" in said and "Traceback" not in said


@pytest.mark.parametrize("game", GAMES)
def test_a_full_disk_is_one_line_and_the_report_before_it_is_kept(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "run"
    out.mkdir()
    (out / "report.md").write_text("the report before", encoding="utf-8")

    def full(fd: int) -> None:  # every atomic write flushes its temporary file before renaming it
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    assert main(["simulate", "--game", game, "--games", "1", "--out", str(out)]) == 1
    said = _said(capsys)
    assert "cannot be written: No space left on device" in said and "Traceback" not in said
    assert (out / "report.md").read_text(encoding="utf-8") == "the report before"


def test_a_write_killed_half_way_leaves_a_temporary_file_the_next_write_removes(tmp_path: Path) -> None:
    target = tmp_path / "autosave.json"
    target.write_text('{"whole": true}\n', encoding="utf-8")
    writer = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from game.files.atomic_write import write_atomic\n"
        "def slow(tmp):\n"
        "    tmp.write_text('{\"half')\n"
        "    print('writing', flush=True)\n"
        "    time.sleep(60)\n"
        f"write_atomic(Path({str(target)!r}), slow)\n"
    )
    root = Path(__file__).resolve().parents[2]
    child = subprocess.Popen([sys.executable, "-c", writer], cwd=root, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "writing"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    (left,) = tmp_path.glob(".autosave.json.*.tmp")  # what kill -9 leaves
    assert target.read_text(encoding="utf-8") == '{"whole": true}\n'  # the file itself is whole
    write_text_atomic(target, '{"next": true}\n')
    assert left.exists()  # a fresh one may belong to a write still going on elsewhere
    old = time.time() - STALE_SECONDS - 1
    os.utime(left, (old, old))
    write_text_atomic(target, '{"later": true}\n')
    assert not left.exists() and not list(tmp_path.glob("*.tmp"))
    assert target.read_text(encoding="utf-8") == '{"later": true}\n'


def test_the_table_autosaves_remove_what_an_interrupted_autosave_left(tmp_path: Path) -> None:
    from game.games.fusion_world.cards import default_pool
    from game.games.fusion_world.game import FusionWorld
    from game.games.fusion_world.match import load_decks, players_of
    from game.games.fusion_world.save_file import FwSave, write_save

    path = tmp_path / "autosave.json"
    left = tmp_path / ".autosave.json.k1ll3d.tmp"
    left.write_text('{"half', encoding="utf-8")
    old = time.time() - STALE_SECONDS - 1
    os.utime(left, (old, old))
    players = players_of(load_decks(None))
    write_save(path, FwSave(players, 1, False, [], [False, True]), FusionWorld.new(players, default_pool(), seed=1))
    assert path.is_file() and not left.exists()
