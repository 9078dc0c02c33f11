"""Cheap invariants of the packaging: nothing here builds a bundle (packaging/build-linux.sh does).

- ``resource_path`` finds ``resources/`` in a checkout and in a PyInstaller bundle;
- pyproject.toml lists every package, and installs ``resources/`` as ``studdesk_resources``.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest

from studdesk import resources

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def fresh_root():
    resources.resources_root.cache_clear()
    yield
    resources.resources_root.cache_clear()


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_resource_path_finds_the_checkouts_resources(fresh_root) -> None:
    assert resources.resources_root() == ROOT / "resources"
    assert resources.resource_path() == ROOT / "resources"
    assert resources.resource_path("icons", "studdesk.svg") == ROOT / "resources/icons/studdesk.svg"
    assert resources.resource_path("__init__.py").is_file()


def test_resource_path_prefers_the_pyinstaller_bundle(fresh_root, monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.resource_path("cards", "As.svg") == tmp_path / "resources" / "cards" / "As.svg"


def test_resources_module_needs_only_the_standard_library() -> None:
    source = (ROOT / "studdesk" / "resources.py").read_text(encoding="utf-8")
    for name in ("PySide6", "msgpack", "zeroconf", "studdesk."):
        assert f"import {name}" not in source and f"from {name}" not in source


def test_pyproject_lists_every_package() -> None:
    listed = set(_pyproject()["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for top in ("studdesk", "net")
        for init in (ROOT / top).rglob("__init__.py")
    }
    missing = found - listed
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {sorted(missing)}"


def test_pyproject_installs_the_resources_folder() -> None:
    setuptools = _pyproject()["tool"]["setuptools"]
    assert "studdesk_resources" in setuptools["packages"]
    assert setuptools["package-dir"]["studdesk_resources"] == "resources"
    globs = setuptools["package-data"]["studdesk_resources"]
    for ext in ("svg", "png", "qm"):
        assert f"**/*.{ext}" in globs
