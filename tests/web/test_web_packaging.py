"""The web table ships: every file the page needs is package data of the wheel (and so of the
.deb, built from it) and part of the PyInstaller bundle; the vendored libraries keep their
licences; nothing in the page comes from elsewhere."""

from __future__ import annotations

import fnmatch
import re
import tomllib
from pathlib import Path

from studdesk.web import page_root

ROOT = Path(__file__).resolve().parents[2]


WEB_ROOT = page_root()


def _page_files() -> list[Path]:
    """The page's files: not its node tests, the vendoring script or the package's Python."""
    return [p for p in WEB_ROOT.rglob("*") if p.is_file()
            and "tests" not in p.relative_to(WEB_ROOT).parts and p.name != "update.sh"
            and p.suffix not in (".py", ".pyc")]


def test_every_page_file_is_package_data() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"]
    patterns = data["studdesk.web"] + data["*"]
    files = _page_files()
    assert len(files) > 30
    missing = [str(p.relative_to(WEB_ROOT)) for p in files
               if not any(fnmatch.fnmatchcase(str(p.relative_to(WEB_ROOT)), pat)
                          for pat in patterns)]
    assert not missing, missing


def test_the_bundle_carries_the_page() -> None:
    spec = (ROOT / "packaging" / "studdesk.spec").read_text()
    assert 'prefix="studdesk/web"' in spec and "    web,\n" in spec
    assert '"net.web", "aiohttp", "segno"' in spec


def test_the_vendored_libraries_keep_their_licences() -> None:
    for name in ("noble-hashes", "noble-curves", "msgpack"):
        licence = (WEB_ROOT / "vendor" / name / "LICENSE").read_text()
        assert "Permission is hereby granted" in licence or "ISC" in licence, name


def test_nothing_in_the_page_comes_from_elsewhere() -> None:
    # Within one line: a comment that starts on the line after a word "from" is not an import.
    outside = re.compile(r"""(?:src|href|url\(|from|import)[ \t]*=?[ \t]*["'(]?[ \t]*(?:https?:)?//""")
    for path in _page_files():
        if path.suffix in (".html", ".css", ".js", ".mjs"):
            text = path.read_text(encoding="utf-8")
            assert not outside.search(text), path
            assert "innerHTML" not in text or path.parent.name in ("msgpack", "noble-hashes", "noble-curves", "abstract"), path
