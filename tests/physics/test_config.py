"""game/data/physics.yaml loads, and a bad file fails with an error that names the key."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from game.files.paths import PHYSICS_FILE
from game.physics.config import PhysicsConfigError, load_physics_config


def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "physics.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def _defaults() -> dict[str, Any]:  # the YAML tree, changed by hand below
    data = yaml.safe_load(PHYSICS_FILE.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_default_file_loads() -> None:
    config = load_physics_config()
    assert config.release_zone_cm == pytest.approx(17.6)
    assert config.core_gap_cm == pytest.approx(17.6)


def test_missing_key_is_named(tmp_path: Path) -> None:
    data = _defaults()
    del data["magnet"]
    with pytest.raises(PhysicsConfigError, match=r"magnet\.half_angle_deg"):
        load_physics_config(_write(tmp_path, data))


def test_wrong_type_is_named(tmp_path: Path) -> None:
    data = _defaults()
    data["core"]["restitution"] = "bouncy"
    with pytest.raises(PhysicsConfigError, match=r"core\.restitution"):
        load_physics_config(_write(tmp_path, data))


def test_time_step_that_would_tunnel_is_refused(tmp_path: Path) -> None:
    data = _defaults()
    data["sim"]["time_step_s"] = 0.02
    with pytest.raises(PhysicsConfigError, match="tunnel"):
        load_physics_config(_write(tmp_path, data))


def test_unreadable_and_malformed_files(tmp_path: Path) -> None:
    with pytest.raises(PhysicsConfigError, match="cannot read"):
        load_physics_config(tmp_path / "nope.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("table: [unclosed", encoding="utf-8")
    with pytest.raises(PhysicsConfigError, match="not valid YAML"):
        load_physics_config(bad)
