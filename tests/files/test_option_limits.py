"""Numbers an option sets, each within its limits with its own message (exit code 2), and
`--scheduler` addresses checked before Dask sees them: a typo or the dashboard's http:// address is
one line, and something that is not a Dask scheduler (silent, or an SSH banner Dask would read as an
exabyte frame) is refused within seconds instead of hanging."""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from game.cli import main
from game.sim import cluster, limits, scheduler_address


def _said(capsys: pytest.CaptureFixture[str]) -> str:
    out = capsys.readouterr()
    return out.out + out.err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--game", "fusion-world", "--agents", "mcts:abc"], "mcts:ITERATIONS takes a whole number from 1 to 100,000"),
        (
            ["--game", "fusion-world", "--agents", "search:99999999"],
            "search:WORLDS takes a whole number from 1 to 1,000",
        ),
        (["--decks", "aquos_flow", "pyrus_fury", "--agents", "search:99999999"], "search:WORLDS takes a whole number"),
        (
            ["--decks", "aquos_flow", "pyrus_fury", "--agents", "search:4:9999"],
            "HORIZON takes a whole number from 0 to 200",
        ),
        (["--decks", "aquos_flow", "pyrus_fury", "--games", "10000000"], "--games takes 1 to 1,000,000"),
        (["--game", "fusion-world", "--games", "10000000"], "--games takes 1 to 1,000,000"),
        (["--decks", "aquos_flow", "pyrus_fury", "--seed", str(2**70)], "--seed takes"),
        (["--decks", "aquos_flow", "pyrus_fury", "--jobs", "0"], "--jobs takes at least 1"),
        (["--decks", "aquos_flow", "pyrus_fury", "--scheduler", "garbage!!"], "'garbage!!' is not an address"),
        (["--decks", "aquos_flow", "pyrus_fury", "--scheduler", "http://localhost:8787"], "is a web address"),
        (["--decks", "aquos_flow", "pyrus_fury", "--scheduler", "tcp://host:99999"], "port 99999 is not a port"),
    ],
)
def test_a_number_out_of_its_limits_is_one_line_and_exit_code_2(
    argv: list[str], words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", *argv, "--out", str(tmp_path / "run")]) == 2
    said = _said(capsys)
    assert words in said and "Traceback" not in said
    assert not (tmp_path / "run" / "games.jsonl").exists()


def test_a_skill_sweep_of_a_thousand_skills_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    skills = ",".join(str(k / 1000) for k in range(1000))
    args = ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--skill-sweep", "--skills", skills]
    assert main([*args, "--out", str(tmp_path)]) == 2
    assert "--skills: 1,000 skills; a sweep takes at most 11" in _said(capsys)


def test_a_local_dask_cluster_gets_at_most_a_worker_a_core(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[str, int]] = []

    @contextlib.contextmanager
    def executor(address: str, workers: int = 2) -> Iterator[Any]:
        asked.append((address, workers))
        raise cluster.ClusterUnavailable("not started in this test")
        yield None  # pragma: no cover

    import game.sim.run_options as run_options

    monkeypatch.setattr(run_options, "dask_executor", executor)
    args = ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--scheduler", "local", "--jobs", "500"]
    assert main([*args, "--games", "4", "--out", str(tmp_path)]) == 2
    workers = limits.local_workers(500, 4)[0]
    assert asked == [("local", workers)] and workers <= 4
    assert f"--jobs 500: {workers} worker" in _said(capsys)


@pytest.mark.parametrize("answer", [b"", b"SSH-2.0-OpenSSH_9.6\r\n" + b"\xff" * 64])
def test_an_address_that_is_not_a_dask_scheduler_is_refused_within_seconds(answer: bytes) -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = listener.getsockname()[1]
    accepted: list[socket.socket] = []

    def serve() -> None:
        conn, _ = listener.accept()
        accepted.append(conn)
        if answer:
            conn.sendall(answer)

    threading.Thread(target=serve, daemon=True).start()
    try:
        with pytest.raises(ConnectionError, match="not a Dask scheduler"):
            scheduler_address.probe(f"tcp://127.0.0.1:{port}", seconds=1.0)
    finally:
        for conn in accepted:
            conn.close()
        listener.close()


def test_a_scheduler_address_is_written_out_in_full() -> None:
    assert scheduler_address.checked_address("10.0.0.5") == "tcp://10.0.0.5:8786"
    assert scheduler_address.checked_address("tcp://[::1]:9000") == "tcp://[::1]:9000"
    assert scheduler_address.checked_address("local") == "local"
    with pytest.raises(ValueError, match="unknown scheme 'ftp'"):
        scheduler_address.checked_address("ftp://host:1")


def test_at_outside_the_replay_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "simulate",
                "--decks",
                "aquos_flow",
                "pyrus_fury",
                "--games",
                "1",
                "--out",
                str(tmp_path / "r"),
                "--save-replays",
                str(tmp_path / "p"),
            ]
        )
        == 0
    )
    (replay,) = (tmp_path / "p").glob("*.json")
    capsys.readouterr()
    for at in ("-5", "99999"):
        assert main(["scenario", "save", str(replay), "--at", at, "--out", str(tmp_path / "s.yaml")]) == 2
        assert "--at (the game has" in _said(capsys)
        assert main(["analyse", str(replay), "--at", at]) == 2
        assert f"not {int(at):,}" in _said(capsys)
    assert not (tmp_path / "s.yaml").exists()


@pytest.mark.parametrize("budget", ["0", "99999999999"])
def test_a_solver_budget_out_of_its_limits_is_refused(budget: str, capsys: pytest.CaptureFixture[str]) -> None:
    from game.games.fusion_world.puzzle import PUZZLES_DIR

    assert main(["scenario", "solve", str(PUZZLES_DIR / "palm_lethal.yaml"), "--budget", budget]) == 2
    assert "--budget takes 1 to 10,000,000" in _said(capsys)
